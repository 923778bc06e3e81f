#pragma once
// Shared by the fuzz targets: a hard stop that libFuzzer reports as a crash with the input that
// caused it. The properties checked live in input_checks.h, shared with the corpus replay test.

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>

namespace ps::fuzz {

inline void stopOnDefect(const std::optional<std::string>& defect) {
    if (!defect)
        return;
    std::fprintf(stderr, "fuzz defect: %s\n", defect->c_str());
    std::abort();
}

}  // namespace ps::fuzz
