#include "bots/common_words.h"

#include <cstdlib>
#include <fstream>
#include <string>

namespace ps::bots {

std::size_t CommonWords::Hash::operator()(const Word& word) const noexcept {
    std::size_t hash = 1469598103934665603ULL;  // FNV-1a
    for (Letter letter : word) {
        hash ^= letter;
        hash *= 1099511628211ULL;
    }
    return hash;
}

CommonWords::CommonWords(const std::vector<Word>& ranked) {
    ranks_.reserve(ranked.size());
    for (std::size_t i = 0; i < ranked.size(); ++i)
        ranks_.emplace(ranked[i], i);
}

CommonWords CommonWords::load(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error("common words: cannot open " + path.string());
    std::vector<Word> ranked;
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.empty() || line.front() == '#')
            continue;
        if (auto word = wordFromUtf8(line)) {
            bool lowercase = true;
            for (char c : line) {
                if (c >= 'A' && c <= 'Z')
                    lowercase = false;
            }
            if (lowercase)
                ranked.push_back(std::move(*word));
        }
    }
    if (ranked.empty())
        throw std::runtime_error("common words: no words in " + path.string());
    return CommonWords(ranked);
}

bool CommonWords::contains(std::span<const Letter> word) const {
    return rank(word).has_value();
}

std::optional<std::size_t> CommonWords::rank(std::span<const Letter> word) const {
    const auto it = ranks_.find(Word(word.begin(), word.end()));
    if (it == ranks_.end())
        return std::nullopt;
    return it->second;
}

std::optional<std::filesystem::path> findCommonWordsFile() {
    std::vector<std::filesystem::path> paths;
    if (const char* env = std::getenv("POTEGA_COMMON_WORDS"); env != nullptr && *env != '\0')
        paths.emplace_back(env);
#ifdef POTEGA_BUILD_DATA_DIR
    paths.emplace_back(std::filesystem::path(POTEGA_BUILD_DATA_DIR) / "common-words-pl.txt");
#endif
#ifdef POTEGA_INSTALL_DATA_DIR
    paths.emplace_back(std::filesystem::path(POTEGA_INSTALL_DATA_DIR) / "common-words-pl.txt");
#endif
    std::error_code error;
    const auto exe = std::filesystem::read_symlink("/proc/self/exe", error);
    if (!error)
        paths.push_back(exe.parent_path() / "common-words-pl.txt");
    for (const auto& path : paths) {
        if (std::filesystem::is_regular_file(path, error))
            return path;
    }
    return std::nullopt;
}

}  // namespace ps::bots
