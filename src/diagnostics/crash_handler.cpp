#include "diagnostics/crash_handler.h"

#include <cxxabi.h>
#include <elfutils/libdwfl.h>
#include <execinfo.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include <ucontext.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>

namespace ps::diagnostics {

namespace {

// Everything the handler needs, prepared before any crash: no allocation in the handler.
constexpr std::size_t kTextLimit = 512;
constexpr int kMaxFrames = 64;
constexpr unsigned kNamingSeconds = 5;  // the child that names the frames, at most
constexpr std::array kFatalSignals{SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};

struct Prepared {
    std::array<char, kTextLimit> program{};
    std::array<char, kTextLimit> version{};
    std::array<char, kTextLimit> reportPath{};
};
Prepared prepared;
volatile sig_atomic_t handling = 0;

// The alternate stack: a stack overflow leaves no room on the thread's own. Large enough for
// libdw and the demangler in the naming child, which runs on it too.
alignas(16) std::array<char, 512 * 1024> alternateStack;

void copyText(std::array<char, kTextLimit>& to, const std::string& from) {
    const std::size_t n = std::min(from.size(), to.size() - 1);
    std::memcpy(to.data(), from.data(), n);
    to[n] = '\0';
}

// Writes to every open descriptor of the report (stderr and the file); async-signal-safe.
struct Sink {
    std::array<int, 2> fds{STDERR_FILENO, -1};

    void write(const char* text, std::size_t size) const {
        for (const int fd : fds) {
            if (fd < 0) {
                continue;
            }
            std::size_t done = 0;
            while (done < size) {
                const ssize_t n = ::write(fd, text + done, size - done);
                if (n <= 0) {
                    break;
                }
                done += static_cast<std::size_t>(n);
            }
        }
    }
    void text(const char* text) const { write(text, std::strlen(text)); }
    void number(std::uintmax_t value, unsigned base = 10, int minDigits = 1) const {
        std::array<char, 32> digits{};
        std::size_t at = digits.size();
        do {
            digits[--at] = "0123456789abcdef"[value % base];
            value /= base;
            --minDigits;
        } while ((value != 0 || minDigits > 0) && at > 0);
        write(digits.data() + at, digits.size() - at);
    }
    void address(std::uintptr_t value) const {
        text("0x");
        number(value, 16);
    }
};

const char* signalName(int signal) {
    switch (signal) {
        case SIGSEGV:
            return "SIGSEGV (invalid memory access)";
        case SIGBUS:
            return "SIGBUS (bus error)";
        case SIGFPE:
            return "SIGFPE (arithmetic error)";
        case SIGILL:
            return "SIGILL (illegal instruction)";
        case SIGABRT:
            return "SIGABRT (aborted)";
        default:
            return "a fatal signal";
    }
}

// The UTC date and time without the C library's locale-dependent, non-reentrant formatters.
void writeTime(const Sink& sink) {
    timespec now{};
    clock_gettime(CLOCK_REALTIME, &now);
    long long days = now.tv_sec / 86400;
    const long long seconds = now.tv_sec % 86400;
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    days += 719468;
    const long long era = days / 146097;
    const long long dayOfEra = days - era * 146097;
    const long long yearOfEra =
        (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
    const long long dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    const long long mp = (5 * dayOfYear + 2) / 153;
    const long long day = dayOfYear - (153 * mp + 2) / 5 + 1;
    const long long month = mp < 10 ? mp + 3 : mp - 9;
    const long long year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
    const auto put = [&](long long value, int digits) {
        sink.number(static_cast<std::uintmax_t>(value), 10, digits);
    };
    put(year, 4);
    sink.text("-");
    put(month, 2);
    sink.text("-");
    put(day, 2);
    sink.text(" ");
    put(seconds / 3600, 2);
    sink.text(":");
    put(seconds / 60 % 60, 2);
    sink.text(":");
    put(seconds % 60, 2);
    sink.text(" UTC");
}

std::uintptr_t faultingInstruction(const void* context) {
#if defined(__x86_64__)
    const auto* uc = static_cast<const ucontext_t*>(context);
    return static_cast<std::uintptr_t>(uc->uc_mcontext.gregs[REG_RIP]);
#elif defined(__aarch64__)
    const auto* uc = static_cast<const ucontext_t*>(context);
    return static_cast<std::uintptr_t>(uc->uc_mcontext.pc);
#else
    (void)context;
    return 0;
#endif
}

// In the naming child only (a copy of the dead process, alone): allocation is allowed here,
// and a hang ends with the alarm.
void nameFrames(const Sink& sink, void* const* frames, int count, int exactFrame) {
    static char* debuginfoPath = nullptr;
    const Dwfl_Callbacks callbacks{dwfl_linux_proc_find_elf, dwfl_standard_find_debuginfo, nullptr,
                                   &debuginfoPath};
    Dwfl* dwfl = dwfl_begin(&callbacks);
    if (dwfl == nullptr || dwfl_linux_proc_report(dwfl, getpid()) != 0 ||
        dwfl_report_end(dwfl, nullptr, nullptr) != 0) {
        sink.text("(the frames could not be named: no debugging data)\n");
        return;
    }
    sink.text("Backtrace, named:\n");
    for (int i = 0; i < count; ++i) {
        const auto pc = reinterpret_cast<std::uintptr_t>(frames[i]);
        // A return address points after its call: look up the call itself.
        const Dwarf_Addr lookup = i == exactFrame ? pc : pc - 1;
        sink.text("  #");
        sink.number(static_cast<std::uintmax_t>(i));
        sink.text(" ");
        sink.address(pc);
        Dwfl_Module* module = dwfl_addrmodule(dwfl, lookup);
        const char* symbol = module != nullptr ? dwfl_module_addrname(module, lookup) : nullptr;
        if (symbol != nullptr) {
            int status = -1;
            char* readable = abi::__cxa_demangle(symbol, nullptr, nullptr, &status);
            sink.text(" in ");
            sink.text(status == 0 && readable != nullptr ? readable : symbol);
            std::free(readable);
        }
        if (Dwfl_Line* line = module != nullptr ? dwfl_module_getsrc(module, lookup) : nullptr) {
            int lineNumber = 0;
            if (const char* file =
                    dwfl_lineinfo(line, nullptr, &lineNumber, nullptr, nullptr, nullptr)) {
                sink.text(" at ");
                sink.text(file);
                sink.text(":");
                sink.number(static_cast<std::uintmax_t>(lineNumber));
            }
        }
        if (module != nullptr) {
            const char* moduleName = dwfl_module_info(module, nullptr, nullptr, nullptr, nullptr,
                                                      nullptr, nullptr, nullptr);
            if (moduleName != nullptr) {
                sink.text(" [");
                sink.text(moduleName);
                sink.text("]");
            }
        }
        sink.text("\n");
    }
    dwfl_end(dwfl);
}

void onFatalSignal(int signal, siginfo_t* info, void* context) {
    if (handling != 0) {
        _exit(128 + signal);  // a crash while reporting one: no second report
    }
    handling = 1;
    Sink sink;
    if (prepared.reportPath[0] != '\0') {
        sink.fds[1] =
            open(prepared.reportPath.data(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    }
    sink.text("\n");
    sink.text(kReportHeading);
    sink.text("\nprogram: ");
    sink.text(prepared.program.data());
    sink.text(" ");
    sink.text(prepared.version.data());
    sink.text("\ntime: ");
    writeTime(sink);
    sink.text("\nsignal: ");
    sink.text(signalName(signal));
    if (signal != SIGABRT && info != nullptr) {
        sink.text(" at address ");
        sink.address(reinterpret_cast<std::uintptr_t>(info->si_addr));
    }
    sink.text("\nthread: ");
    sink.number(static_cast<std::uintmax_t>(gettid()));
    sink.text(" of process ");
    sink.number(static_cast<std::uintmax_t>(getpid()));
    sink.text("\n");

    std::array<void*, kMaxFrames> frames{};
    const int count = backtrace(frames.data(), kMaxFrames);
    // The frames before the faulting instruction are this handler's own: left out.
    int first = 0;
    int exactFrame = -1;
    if (const std::uintptr_t pc = faultingInstruction(context); pc != 0) {
        for (int i = 0; i < count; ++i) {
            if (reinterpret_cast<std::uintptr_t>(frames[static_cast<std::size_t>(i)]) == pc) {
                first = i;
                exactFrame = 0;
                break;
            }
        }
    }
    sink.text("Backtrace:\n");
    for (const int fd : sink.fds) {
        if (fd >= 0) {
            backtrace_symbols_fd(frames.data() + first, count - first, fd);
        }
    }
    // The names and source lines, from a copy of this process made without fork handlers.
    const pid_t child = _Fork();
    if (child == 0) {
        alarm(kNamingSeconds);
        nameFrames(sink, frames.data() + first, count - first, exactFrame);
        _exit(0);
    }
    if (child > 0) {
        int status = 0;
        while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
        }
    }
    sink.text("End of the crash report.\n");
    if (sink.fds[1] >= 0) {
        fsync(sink.fds[1]);
        close(sink.fds[1]);
    }
    // The signal's own course: the default action, raised again on return for a fault.
    struct sigaction original {};
    original.sa_handler = SIG_DFL;
    sigemptyset(&original.sa_mask);
    sigaction(signal, &original, nullptr);
    if (signal == SIGABRT || (info != nullptr && info->si_code <= 0)) {
        raise(signal);  // sent, not caused by an instruction: returning would not repeat it
    }
}

}  // namespace

void installCrashHandler(const CrashReportSetup& setup) {
    copyText(prepared.program, setup.program);
    copyText(prepared.version, setup.version);
    copyText(prepared.reportPath, setup.reportPath);
    // backtrace() loads the unwinder on its first call: not in the handler.
    std::array<void*, 2> warmUp{};
    backtrace(warmUp.data(), static_cast<int>(warmUp.size()));

    stack_t stack{};
    stack.ss_sp = alternateStack.data();
    stack.ss_size = alternateStack.size();
    sigaltstack(&stack, nullptr);

    struct sigaction action {};
    action.sa_sigaction = onFatalSignal;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (const int signal : kFatalSignals) {
        sigaction(signal, &action, nullptr);
    }
}

void crashForTest() {
    // An address in the never-mapped first page, not null: a sanitizer's null check would stop
    // the program before the processor faults. Volatile: the compiler must do the store.
    const volatile std::uintptr_t nowhere = 16;
    *reinterpret_cast<volatile int*>(nowhere) = 1;
    std::abort();
}

}  // namespace ps::diagnostics
