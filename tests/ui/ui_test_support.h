#pragma once
// Shared set-up for the UI tests: settings in a fresh temporary folder, the app configured as
// the real executable configures it.

#include <QApplication>
#include <QTemporaryDir>

namespace ps::ui::test {

// Points QSettings at a new temporary directory (so tests never touch the user's settings)
// and configures the application (names, style, language from the fresh settings = Polish).
void prepareApplication(QApplication& app, QTemporaryDir& settingsDir);

}  // namespace ps::ui::test
