#include "ui_test_support.h"

#include <QSettings>
#include <QStandardPaths>

#include "app/Application.h"

namespace ps::ui::test {

void prepareApplication(QApplication& app, QTemporaryDir& settingsDir) {
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    configureApplication(app);
}

}  // namespace ps::ui::test
