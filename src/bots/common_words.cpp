#include "bots/common_words.h"

#include <cstdlib>
#include <sstream>
#include <string>

#include "bots/familiar_words.h"
#include "dictionary/compiler.h"
#include "dictionary/data_files.h"
#include "dictionary/dictionary.h"
#include "text/bounded_file.h"
#include "text/printable.h"

namespace ps::bots {

CommonWords::CommonWords(const std::vector<Word>& ranked) {
    ranks_.reserve(ranked.size());
    for (std::size_t i = 0; i < ranked.size(); ++i)
        ranks_.emplace(ranked[i], i);
}

CommonWords CommonWords::load(const std::filesystem::path& path) {
    const std::string shown = text::printableText(path.string(), text::kEchoedPathBytes);
    auto read = text::readFileBounded(path, kMaxCommonWordsBytes);
    if (!read.text)
        throw std::runtime_error("common words: " + read.error);
    // Checked as the player's own word lists are (dictionary/compiler.h, readWordList): UTF-8,
    // one word per line, # comments. A line that is no word refuses the whole list with its
    // number, so a file that is no list is named instead of leaving the Easy bot without words.
    std::istringstream in(std::move(*read.text));
    std::vector<Word> ranked;
    const dict::WordListResult result = dict::readWordList(in, ranked);
    if (!result.ok())
        throw std::runtime_error("common words: " + shown + ": " + result.message);
    if (ranked.empty())
        throw std::runtime_error("common words: no words in " + shown);
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

std::vector<Word> CommonWords::words() const {
    std::vector<Word> all;
    all.reserve(ranks_.size());
    for (const auto& [word, rank] : ranks_)
        all.push_back(word);
    return all;
}

std::shared_ptr<const FamiliarWords> CommonWords::familiarIn(
    const dict::Dictionary& dictionary) const {
    const std::lock_guard lock(familiar_->mutex);
    auto& cache = *familiar_;
    if (!cache.words || cache.dictionary != &dictionary ||
        cache.checksum != dictionary.checksum() || cache.wordCount != dictionary.wordCount()) {
        cache.words = std::make_shared<const FamiliarWords>(*this, dictionary);
        cache.dictionary = &dictionary;
        cache.checksum = dictionary.checksum();
        cache.wordCount = dictionary.wordCount();
    }
    return familiar_->words;
}

std::optional<std::filesystem::path> findCommonWordsFile() {
    return dict::findDataFile(kCommonWordsFileName, kCommonWordsVariable);
}

}  // namespace ps::bots
