#pragma once
// The last words of a program that dies of a fatal signal (SIGSEGV, SIGBUS, SIGFPE, SIGILL,
// SIGABRT): a report with the program, its version, the signal, the faulting address and a
// backtrace with function names and source lines, written to stderr (the log) and to a report
// file. Nothing is sent anywhere. Then the signal takes its ordinary course (the exit status and
// any core dump are as without the handler).
//
// The handler does only what is safe in a signal handler: write(2), backtrace_symbols_fd(3),
// and one child process (made without fork handlers) that names the frames with libdw (a child
// that hangs, e.g. on a lock held by the dead thread, is stopped after a few seconds; the raw
// frames are already written then).

#include <string>

namespace ps::diagnostics {

struct CrashReportSetup {
    std::string program;     // "potega-slowa"
    std::string version;     // "0.3.0"
    std::string reportPath;  // where the report goes besides stderr; empty: stderr only
};

// Installs the handler for the fatal signals, on an alternate stack of its own (a stack
// overflow is reported too). Call once, early in main(); calling again replaces the setup.
void installCrashHandler(const CrashReportSetup& setup);

// The report's first line starts with this: a file that begins otherwise is no crash report.
inline constexpr const char* kReportHeading = "Potęga Słowa crash report";

// For tests and the hidden debug switch: dies of SIGSEGV through a null write in a function
// of this name (the backtrace must show it).
[[noreturn]] void crashForTest();

}  // namespace ps::diagnostics
