#include "dictionary/data_files.h"

#include <algorithm>
#include <cstdlib>
#include <system_error>

namespace ps::dict {

namespace {

// Whether `path` is `folder` or lies somewhere under it (both absolute, `folder` without a final
// '/').
[[maybe_unused]] bool isUnder(const std::filesystem::path& path,
                              const std::filesystem::path& folder) {
    const auto normalPath = path.lexically_normal();
    const auto normalFolder = folder.lexically_normal();
    return std::mismatch(normalFolder.begin(), normalFolder.end(), normalPath.begin(),
                         normalPath.end())
               .first == normalFolder.end();
}

}  // namespace

std::vector<std::filesystem::path> dataSearchPath(std::string_view fileName) {
    std::vector<std::filesystem::path> paths;
    std::error_code error;
    const auto exe = std::filesystem::read_symlink("/proc/self/exe", error);
#ifdef POTEGA_BUILD_DATA_DIR
    // Only the build tree's own programs read its data folder: an installed copy of a program
    // must find the installed data even while the tree it was built in is still there.
    const std::filesystem::path buildData(POTEGA_BUILD_DATA_DIR);
    if (error || isUnder(exe, buildData.parent_path()))
        paths.emplace_back(buildData / fileName);
#endif
#ifdef POTEGA_INSTALL_DATA_DIR
    paths.emplace_back(std::filesystem::path(POTEGA_INSTALL_DATA_DIR) / fileName);
#endif
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
