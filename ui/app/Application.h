#pragma once
// Application set-up shared by the executable and the tests: names for QSettings, style,
// palette, the saved language.

class QApplication;

namespace ps::ui {

// Sets organisation/application names, the Fusion style with the app palette, and installs
// the saved language. Call once after constructing QApplication.
void configureApplication(QApplication& app);

// Runs the app: configure, show the main window, enter the event loop.
int runApplication(QApplication& app);

}  // namespace ps::ui
