#include "services/CrashReports.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTimer>

#include "diagnostics/crash_handler.h"
#include "services/Logging.h"

namespace ps::ui::crash {

namespace {

QString dataFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

bool readsAsReport(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return false;
    }
    // The handler starts with an empty line, then the heading.
    const QByteArray start = file.read(256).trimmed();
    return start.startsWith(QByteArray(diagnostics::kReportHeading));
}

}  // namespace

QString pendingReportPath() {
    return dataFolder() + QStringLiteral("/crash-report.txt");
}

void install() {
    QDir().mkpath(dataFolder());
    diagnostics::installCrashHandler({QCoreApplication::applicationName().toStdString(),
                                      QCoreApplication::applicationVersion().toStdString(),
                                      QFile::encodeName(pendingReportPath()).toStdString()});
    if (qEnvironmentVariableIntValue("POTEGA_TEST_CRASH") == 1) {
        QTimer::singleShot(0, [] { diagnostics::crashForTest(); });
    }
}

std::optional<QString> takePreviousReport() {
    const QString pending = pendingReportPath();
    if (!QFileInfo(pending).isFile() || !readsAsReport(pending)) {
        return std::nullopt;
    }
    const QDateTime when = QFileInfo(pending).lastModified();
    QString kept =
        dataFolder() +
        QStringLiteral("/crash-%1.txt").arg(when.toString(QStringLiteral("yyyyMMdd-HHmmss")));
    for (int n = 2; QFileInfo::exists(kept); ++n) {
        kept = dataFolder() + QStringLiteral("/crash-%1-%2.txt")
                                  .arg(when.toString(QStringLiteral("yyyyMMdd-HHmmss")))
                                  .arg(n);
    }
    if (!QFile::rename(pending, kept)) {
        // A read-only folder: named where it is (it will be named again next time).
        qCWarning(lcApp) << "cannot move the crash report" << pending << "to" << kept;
        return pending;
    }
    return kept;
}

void tellAboutPreviousCrash(QWidget* parent, const QString& reportPath) {
    QMessageBox box(QMessageBox::Warning, QCoreApplication::translate("CrashReports", "Crash"),
                    QCoreApplication::translate(
                        "CrashReports",
                        "Potęga Słowa closed unexpectedly last time. We are sorry.\n\n"
                        "What happened is described in the report:\n%1\n\n"
                        "Nothing was sent anywhere. To help us fix it, attach this file to a bug "
                        "report. A game in progress was kept: you can resume it.")
                        .arg(QDir::toNativeSeparators(reportPath)),
                    QMessageBox::Ok, parent);
    box.setObjectName(QStringLiteral("crashNotice"));
    box.setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    box.exec();
}

}  // namespace ps::ui::crash
