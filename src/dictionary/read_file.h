#pragma once
// Reads a whole source file of the compiler (word list, hunspell files) through the shared
// bounded reader; throws std::runtime_error naming the file.

#include <filesystem>
#include <stdexcept>
#include <string>

#include "text/bounded_file.h"

namespace ps::dict {

// The Polish sources are tens of megabytes; anything beyond this is not a word list.
inline constexpr std::size_t kMaxSourceFileBytes = std::size_t{1} << 30;

inline std::string readWholeFile(const std::filesystem::path& path, const char* what) {
    auto read = text::readFileBounded(path, kMaxSourceFileBytes);
    if (!read.text)
        throw std::runtime_error(read.error + " (the " + what + ")");
    return std::move(*read.text);
}

}  // namespace ps::dict
