#pragma once
// Reads a whole file into a string (sources of the compiler); throws std::runtime_error naming
// the file.

#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

namespace ps::dict {

inline std::string readWholeFile(const std::filesystem::path& path, const char* what) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        throw std::runtime_error(path.string() + ": cannot open the " + what);
    }
    in.seekg(0, std::ios::end);
    const std::streamoff size = in.tellg();
    in.seekg(0);
    std::string content(size > 0 ? static_cast<std::size_t>(size) : 0, '\0');
    if (size > 0 && !in.read(content.data(), size)) {
        throw std::runtime_error(path.string() + ": cannot read the " + what);
    }
    return content;
}

}  // namespace ps::dict
