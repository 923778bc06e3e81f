#pragma once
// Application set-up shared by the executable and the tests: names for QSettings, style,
// palette, the saved language.

class QApplication;
class QCoreApplication;
class QCommandLineParser;

namespace ps::ui {

// Sets organisation/application names, the Fusion style with the app palette, and installs
// the saved language. Call once after constructing QApplication.
void configureApplication(QApplication& app);
// The palette (high contrast or not) and the text size from Settings, applied to every window.
void applyLook(QApplication& app);

// Runs the app: configure, show the main window, enter the event loop.
int runApplication(QApplication& app);

// True when the command line asks only for text (--help, --version): answered by
// runTextAnswer() without a display, so it works with no window system at all (help2man at build
// time, a terminal without X).
bool asksForTextOnly(int argc, const char* const* argv);
// Prints the help or the version (with the dictionary's identity) and returns the exit status.
int runTextAnswer(QCoreApplication& app);

}  // namespace ps::ui
