#include "bots/familiar_words.h"

#include <algorithm>

namespace ps::bots {

FamiliarWords::FamiliarWords(const CommonWords& common, const dict::Dictionary& dictionary)
    : common_(&common), dictionary_(&dictionary) {
    for (const Word& word : common.words()) {
        const auto families = dictionary.families(word);
        families_.insert(families_.end(), families.begin(), families.end());
    }
    std::sort(families_.begin(), families_.end());
    families_.erase(std::unique(families_.begin(), families_.end()), families_.end());
}

bool FamiliarWords::familiar(std::span<const Letter> word) const {
    if (common_->contains(word))
        return true;
    for (const dict::FamilyId family : dictionary_->families(word)) {
        if (std::binary_search(families_.begin(), families_.end(), family))
            return true;
    }
    return false;
}

}  // namespace ps::bots
