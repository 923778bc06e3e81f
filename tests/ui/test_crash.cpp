// The crash report seen from the app: a real app killed by SIGSEGV (the hidden debug switch)
// leaves a backtrace in its log and a report in its data folder; the next start names the
// report once, in a box of its own, and keeps it under a dated name.

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "diagnostics/crash_handler.h"
#include "services/CrashReports.h"
#include "services/Language.h"
#include "ui_test_support.h"

using namespace ps::ui;

namespace {

void writeFile(const QString& path, const QByteArray& contents) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(contents);
}

QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class CrashTest : public QObject {
    Q_OBJECT
  private slots:
    void cleanup() { QFile::remove(crash::pendingReportPath()); }

    void theAppKilledBySegfaultLeavesABacktraceInItsLogAndAReport() {
        const QString app = qEnvironmentVariable("POTEGA_APP");
        QVERIFY2(QFileInfo(app).isExecutable(), qPrintable(app));
        QTemporaryDir home;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("HOME"), home.path());
        environment.insert(QStringLiteral("XDG_DATA_HOME"), home.path() + QStringLiteral("/data"));
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"),
                           home.path() + QStringLiteral("/config"));
        environment.insert(QStringLiteral("POTEGA_TEST_CRASH"), QStringLiteral("1"));
        QProcess process;
        process.setProcessEnvironment(environment);
        process.start(app, {});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitStatus(), QProcess::CrashExit);
        const QByteArray log = process.readAllStandardError();
        QVERIFY2(log.contains(ps::diagnostics::kReportHeading), log.constData());
        QVERIFY2(log.contains("signal: SIGSEGV"), log.constData());
        QVERIFY2(log.contains("potega-slowa " + QCoreApplication::applicationVersion().toUtf8()),
                 log.constData());
        // Named, with its source file and line: the frame of the switch's null write.
        QVERIFY2(log.contains("in ps::diagnostics::crashForTest()"), log.constData());
        QVERIFY2(log.contains("crash_handler.cpp:"), log.constData());
        const QByteArray report = readFile(
            home.path() + QStringLiteral("/data/PotegaSlowa/potega-slowa/crash-report.txt"));
        QVERIFY2(report.contains("in ps::diagnostics::crashForTest()"), report.constData());
        QVERIFY(report.contains("End of the crash report."));
    }

    void theLastRunsReportIsNamedOnceAndKept() {
        const QByteArray contents =
            QByteArray("\n") + ps::diagnostics::kReportHeading + "\nsignal: SIGSEGV\n";
        writeFile(crash::pendingReportPath(), contents);
        const std::optional<QString> kept = crash::takePreviousReport();
        QVERIFY(kept.has_value());
        QVERIFY2(QFileInfo(*kept).fileName().startsWith(QStringLiteral("crash-2")),
                 qPrintable(*kept));
        QCOMPARE(readFile(*kept), contents);
        QVERIFY(!QFileInfo::exists(crash::pendingReportPath()));
        QVERIFY(!crash::takePreviousReport().has_value());  // named once
        QFile::remove(*kept);
    }

    void aFileThatIsNoReportIsNotNamed() {
        writeFile(crash::pendingReportPath(), "hello\n");
        QVERIFY(!crash::takePreviousReport().has_value());
        QVERIFY(QFileInfo::exists(crash::pendingReportPath()));
    }

    void theNoticeSaysWhereTheReportIsAndThatNothingWasSent() {
        QVERIFY(language::apply(QStringLiteral("pl")));
        const QString path = QStringLiteral("/tmp/some folder/crash-20261128-101500.txt");
        QString shown;
        bool modal = false;
        QTimer::singleShot(0, this, [&] {
            for (QWidget* widget : QApplication::topLevelWidgets()) {
                auto* box = qobject_cast<QMessageBox*>(widget);
                if (box != nullptr && box->isVisible() &&
                    box->objectName() == QStringLiteral("crashNotice")) {
                    shown = box->text();
                    modal = box->isModal();
                    box->accept();
                }
            }
        });
        crash::tellAboutPreviousCrash(nullptr, path);
        QVERIFY2(shown.contains(path), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("Nic nie zostało nigdzie wysłane")),
                 qPrintable(shown));
        QVERIFY(modal);
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir settingsDir;
    ps::ui::test::prepareApplication(app, settingsDir);
    CrashTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_crash.moc"
