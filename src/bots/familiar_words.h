#pragma once
// Words a person recognises: a common word (the frequency list) or any inflected form of one,
// i.e. a word whose inflection family holds a common word. The tournament measures each
// level's vocabulary with it.

#include <span>
#include <vector>

#include "bots/common_words.h"
#include "dictionary/dictionary.h"

namespace ps::bots {

class FamiliarWords {
  public:
    FamiliarWords(const CommonWords& common, const dict::Dictionary& dictionary);

    // In the common list, or in an inflection family that holds a common word.
    [[nodiscard]] bool familiar(std::span<const Letter> word) const;
    [[nodiscard]] std::size_t familyCount() const { return families_.size(); }

  private:
    const CommonWords* common_;
    const dict::Dictionary* dictionary_;
    std::vector<dict::FamilyId> families_;  // sorted, distinct
};

}  // namespace ps::bots
