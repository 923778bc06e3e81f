// The crash report: a child process installs the handler and dies; the parent reads what the
// child left (its stderr and its report file) and how it ended.

#include "diagnostics/crash_handler.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <thread>

namespace {

namespace fs = std::filesystem;
using ps::diagnostics::CrashReportSetup;

struct Death {
    int signal = 0;      // the signal that ended the child, 0: it exited
    std::string log;     // its stderr
    std::string report;  // its report file
};

std::string readWhole(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// Runs `die` in a child with the handler installed; the report goes to a temporary folder.
Death runDying(const std::function<void()>& die) {
    const fs::path folder =
        fs::temp_directory_path() / ("ps-crash-test-" + std::to_string(getpid()));
    fs::create_directories(folder);
    const fs::path report = folder / "crash-report.txt";
    const fs::path log = folder / "stderr.txt";
    fs::remove(report);
    const pid_t child = fork();
    if (child == 0) {
        if (std::freopen(log.c_str(), "w", stderr) == nullptr) {
            _exit(90);
        }
        ps::diagnostics::installCrashHandler({"potega-test", "9.8.7", report.string()});
        die();
        _exit(91);  // survived: the test fails on the missing signal
    }
    int status = 0;
    waitpid(child, &status, 0);
    Death death;
    death.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    death.log = readWhole(log);
    death.report = readWhole(report);
    fs::remove_all(folder);
    return death;
}

TEST(CrashReport, ASegfaultIsReportedWithVersionSignalAndNamedFrames) {
    const Death death = runDying([] { ps::diagnostics::crashForTest(); });
    EXPECT_EQ(death.signal, SIGSEGV);  // the ordinary end after the report
    for (const std::string* text : {&death.log, &death.report}) {
        EXPECT_NE(text->find(ps::diagnostics::kReportHeading), std::string::npos) << *text;
        EXPECT_NE(text->find("program: potega-test 9.8.7"), std::string::npos) << *text;
        EXPECT_NE(text->find("signal: SIGSEGV (invalid memory access) at address 0x10"),
                  std::string::npos)
            << *text;
        // The first named frame is the faulting function, with its file and line.
        const auto named = text->find("Backtrace, named:\n  #0 ");
        ASSERT_NE(named, std::string::npos) << *text;
        const std::string firstFrame = text->substr(named, text->find('\n', named + 20) - named);
        EXPECT_NE(firstFrame.find("in ps::diagnostics::crashForTest()"), std::string::npos)
            << firstFrame;
        EXPECT_NE(firstFrame.find("crash_handler.cpp:"), std::string::npos) << firstFrame;
        EXPECT_NE(text->find("End of the crash report."), std::string::npos) << *text;
    }
}

TEST(CrashReport, ACrashOnAWorkerThreadNamesTheWorkersFrames) {
    const Death death = runDying([] {
        std::thread worker([] { ps::diagnostics::crashForTest(); });
        worker.join();
    });
    EXPECT_EQ(death.signal, SIGSEGV);
    EXPECT_NE(death.report.find("#0 "), std::string::npos) << death.report;
    EXPECT_NE(death.report.find("in ps::diagnostics::crashForTest()"), std::string::npos)
        << death.report;
}

TEST(CrashReport, AnAbortIsReportedAndStillEndsAsAnAbort) {
    const Death death = runDying([] { std::abort(); });
    EXPECT_EQ(death.signal, SIGABRT);
    EXPECT_NE(death.report.find("signal: SIGABRT (aborted)"), std::string::npos) << death.report;
    EXPECT_NE(death.report.find("Backtrace, named:"), std::string::npos) << death.report;
}

TEST(CrashReport, ASignalSentFromOutsideIsReportedAndEndsTheProcess) {
    const Death death = runDying([] {
        kill(getpid(), SIGSEGV);
        pause();
    });
    EXPECT_EQ(death.signal, SIGSEGV);
    EXPECT_NE(death.report.find("signal: SIGSEGV"), std::string::npos) << death.report;
}

TEST(CrashReport, WithoutAReportFileTheLogAloneHoldsTheReport) {
    const Death death = runDying([] {
        ps::diagnostics::installCrashHandler({"potega-test", "9.8.7", ""});
        ps::diagnostics::crashForTest();
    });
    EXPECT_EQ(death.signal, SIGSEGV);
    EXPECT_TRUE(death.report.empty());
    EXPECT_NE(death.log.find("in ps::diagnostics::crashForTest()"), std::string::npos) << death.log;
}

}  // namespace
