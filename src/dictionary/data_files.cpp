#include "dictionary/data_files.h"

#include <cstdlib>
#include <system_error>

namespace ps::dict {

std::vector<std::filesystem::path> dataSearchPath(std::string_view fileName) {
    std::vector<std::filesystem::path> paths;
#ifdef POTEGA_BUILD_DATA_DIR
    paths.emplace_back(std::filesystem::path(POTEGA_BUILD_DATA_DIR) / fileName);
#endif
#ifdef POTEGA_INSTALL_DATA_DIR
    paths.emplace_back(std::filesystem::path(POTEGA_INSTALL_DATA_DIR) / fileName);
#endif
    std::error_code error;
    const auto exe = std::filesystem::read_symlink("/proc/self/exe", error);
    if (!error)
        paths.push_back(exe.parent_path() / fileName);
    return paths;
}

std::optional<std::filesystem::path> dataFileOverride(const char* variable) {
    if (variable == nullptr)
        return std::nullopt;
    if (const char* value = std::getenv(variable); value != nullptr && *value != '\0')
        return std::filesystem::path(value);
    return std::nullopt;
}

std::optional<std::filesystem::path> findDataFile(std::string_view fileName,
                                                  const char* overrideVariable) {
    if (auto chosen = dataFileOverride(overrideVariable))
        return chosen;
    for (const auto& path : dataSearchPath(fileName)) {
        std::error_code error;  // the non-throwing overload: odd paths are just not found
        if (std::filesystem::is_regular_file(path, error))
            return path;
    }
    return std::nullopt;
}

}  // namespace ps::dict
