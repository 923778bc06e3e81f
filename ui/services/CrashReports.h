#pragma once
// The app's side of the crash report (diagnostics/crash_handler.h): the report is written into
// the app's data folder as it dies; the next start names it to the person, once, and keeps it
// under a dated name. Nothing is sent anywhere.

#include <QString>
#include <optional>

class QWidget;

namespace ps::ui::crash {

// The report a crash writes (the data folder's crash-report.txt).
[[nodiscard]] QString pendingReportPath();

// Installs the handler with the app's name, version and pendingReportPath(); the data folder is
// made now, since the handler cannot. POTEGA_TEST_CRASH=1 (a hidden switch for tests) crashes
// the app on purpose once its event loop runs.
void install();

// A report left by the last run: moved to crash-<date>.txt beside it (so it is named only once)
// and that path returned; nothing when the last run ended well or the file is no crash report.
[[nodiscard]] std::optional<QString> takePreviousReport();

// Tells the person that the last run crashed and where its report is; the autosave is offered
// after this, as after any unfinished run.
void tellAboutPreviousCrash(QWidget* parent, const QString& reportPath);

}  // namespace ps::ui::crash
