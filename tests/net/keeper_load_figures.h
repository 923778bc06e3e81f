#pragma once
// The figures of the keeper's load benchmark (keeper_load_bench.cpp): a process's memory and
// CPU time as Linux's /proc shows them, the machine's load average, and the percentiles of a
// set of durations.

#include <sys/types.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/io/json_text.h"

namespace ps::keeper_bench {

// A process's resident memory now and at its peak (VmRSS, VmHWM of /proc/PID/status) and the
// CPU time it used so far (utime + stime of /proc/PID/stat). All zero once it is gone.
struct ProcFigures {
    long rssKiB = 0;
    long hwmKiB = 0;
    double cpuSeconds = 0;
};

inline ProcFigures procFigures(pid_t pid) {
    ProcFigures figures;
    if (pid <= 0)
        return figures;
    const std::string folder = "/proc/" + std::to_string(pid);
    std::ifstream status(folder + "/status");
    std::string line;
    while (std::getline(status, line)) {
        std::istringstream fields(line);
        std::string key;
        long value = 0;
        fields >> key >> value;
        if (key == "VmRSS:")
            figures.rssKiB = value;
        else if (key == "VmHWM:")
            figures.hwmKiB = value;
    }
    // The command's name (in parentheses) may hold spaces: the fields are counted after it.
    std::ifstream statFile(folder + "/stat");
    std::string stat;
    std::getline(statFile, stat);
    const auto close = stat.rfind(')');
    if (close == std::string::npos)
        return figures;
    std::istringstream rest(stat.substr(close + 1));
    std::vector<std::string> fields;
    for (std::string field; rest >> field;)
        fields.push_back(field);
    // Fields 14 and 15 of stat (utime, stime), in clock ticks; the state (field 3) is first here.
    if (fields.size() > 12) {
        const double ticks = static_cast<double>(::sysconf(_SC_CLK_TCK));
        figures.cpuSeconds = (std::stod(fields[11]) + std::stod(fields[12])) / ticks;
    }
    return figures;
}

// The load average over 1, 5 and 15 minutes (/proc/loadavg).
inline std::array<double, 3> loadAverage() {
    std::array<double, 3> load{};
    std::ifstream in("/proc/loadavg");
    in >> load[0] >> load[1] >> load[2];
    return load;
}

// Durations in milliseconds: how many, the median, p95, p99 and the longest.
struct Spread {
    std::size_t count = 0;
    double p50 = 0;
    double p95 = 0;
    double p99 = 0;
    double max = 0;
};

inline Spread spreadOf(std::vector<double> values) {
    Spread spread;
    spread.count = values.size();
    if (values.empty())
        return spread;
    std::sort(values.begin(), values.end());
    const auto at = [&](double share) {
        const auto rank =
            static_cast<std::size_t>(std::ceil(share * static_cast<double>(values.size())));
        return values[std::clamp<std::size_t>(rank, 1, values.size()) - 1];
    };
    spread.p50 = at(0.50);
    spread.p95 = at(0.95);
    spread.p99 = at(0.99);
    spread.max = values.back();
    return spread;
}

inline engine::io::Json spreadJson(const Spread& spread) {
    const auto ms = [](double value) { return std::round(value * 10) / 10; };  // 0.1 ms
    return engine::io::Json{{"count", spread.count},
                            {"p50", ms(spread.p50)},
                            {"p95", ms(spread.p95)},
                            {"p99", ms(spread.p99)},
                            {"max", ms(spread.max)}};
}

}  // namespace ps::keeper_bench
