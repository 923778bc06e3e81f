#include "bots/familiar_words.h"

#include "bots/common_words.h"
#include "dictionary/dictionary.h"

namespace ps::bots {

FamiliarWords::FamiliarWords(const CommonWords& common, const dict::Dictionary& dictionary)
    : dictionary_(&dictionary), familyBits_((dictionary.familyCount() + 63) / 64, 0) {
    for (const Word& word : common.words()) {
        const auto families = dictionary.families(word);
        if (families.empty()) {
            looseWords_.insert(word);
            continue;
        }
        for (const dict::FamilyId family : families) {
            if (family / 64 >= familyBits_.size())
                familyBits_.resize(family / 64 + 1, 0);
            std::uint64_t& bits = familyBits_[family / 64];
            const std::uint64_t bit = std::uint64_t{1} << (family % 64);
            if ((bits & bit) == 0)
                ++familyCount_;
            bits |= bit;
        }
    }
}

bool FamiliarWords::familiar(std::span<const Letter> word) const {
    if (!looseWords_.empty() && looseWords_.count(Word(word.begin(), word.end())) > 0)
        return true;
    for (const dict::FamilyId family : dictionary_->families(word)) {
        if (family / 64 < familyBits_.size() &&
            (familyBits_[family / 64] >> (family % 64) & 1U) != 0)
            return true;
    }
    return false;
}

std::size_t FamiliarWords::memoryBytes() const {
    std::size_t bytes = familyBits_.size() * sizeof(std::uint64_t);
    for (const Word& word : looseWords_)
        bytes += word.size() * sizeof(Letter) + 48;  // the node and the word's buffer
    return bytes + looseWords_.bucket_count() * sizeof(void*);
}

}  // namespace ps::bots
