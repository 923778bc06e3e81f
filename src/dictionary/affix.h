#pragma once
// Hunspell affix rules over letters: the compiler expands stems with them, and the dictionary
// runs them backwards at query time to find the stems (inflection families) of a word.
// Semantics follow hunspell's (AffixMgr/affentry): a suffix rule applies to a word that ends
// with `strip` and whose end matches `condition`, and is longer than `strip`; it replaces
// `strip` by `add`. A prefix rule does the same at the start. With cross products a prefix also
// applies to the suffixed forms (hunspell's expand_rootword, used by unmunch).

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "text/alphabet.h"

namespace ps::dict {

inline constexpr int kMaxAffixFlags = 64;
using FlagMask = std::uint64_t;

struct AffixRule {
    std::uint8_t flag = 0;  // index of the affix class, 0..63
    bool prefix = false;
    bool crossProduct = false;
    Word strip;
    Word add;
    std::vector<std::uint32_t> condition;  // one mask of allowed letters per position

    // Whether the rule applies to `base` (a stem, or for cross products a suffixed form).
    [[nodiscard]] bool appliesTo(std::span<const Letter> base) const;
    // The form made from `base`; call only when appliesTo(base).
    [[nodiscard]] Word apply(std::span<const Letter> base) const;
};

// Parses a hunspell condition ("[^aeiou]y", ".", "lec"), letters outside the alphabet never
// match. Throws std::invalid_argument on a malformed pattern.
std::vector<std::uint32_t> parseCondition(std::u32string_view pattern);

// One line of a hunspell .dic file whose stem is a lowercase word of the alphabet.
struct StemLine {
    Word stem;
    FlagMask flags = 0;
};

struct HunspellData {
    std::vector<AffixRule> rules;
    std::string flagNames;  // flagNames[i] = the character of flag i, for messages and docs
    std::vector<StemLine> lines;
    std::size_t skippedLines = 0;  // stems with capitals or letters outside the alphabet
    std::size_t skippedRules = 0;  // rules whose strip/add hold letters outside the alphabet
};

// Reads a .aff/.dic pair in the encoding its SET line names (ICU converts), throws
// std::runtime_error naming the file and line on a problem.
HunspellData readHunspell(const std::filesystem::path& dic, const std::filesystem::path& aff);

// Expands stems with their rules, fast: rules are bucketed by class and by the stem's last letter.
class AffixExpander {
  public:
    explicit AffixExpander(const std::vector<AffixRule>& rules);

    // Calls emit(form) for the stem and every form its flags make (duplicates possible).
    template <class Emit>
    void expand(const StemLine& line, Emit&& emit) const;

  private:
    const std::vector<AffixRule>& rules_;
    // suffixBuckets_[flag * kAlphabetSize + lastLetter] = suffix rules that may apply.
    std::vector<std::vector<std::uint32_t>> suffixBuckets_;
    std::vector<std::uint32_t> prefixRules_;
};

template <class Emit>
void AffixExpander::expand(const StemLine& line, Emit&& emit) const {
    const Word& stem = line.stem;
    emit(std::span<const Letter>(stem));
    if (stem.empty()) {
        return;
    }
    std::vector<Word> crossable;
    for (int flag = 0; flag < kMaxAffixFlags; ++flag) {
        if ((line.flags & (FlagMask{1} << flag)) == 0) {
            continue;
        }
        for (const std::uint32_t r :
             suffixBuckets_[static_cast<std::size_t>(flag) * kAlphabetSize + stem.back()]) {
            const AffixRule& rule = rules_[r];
            if (rule.appliesTo(stem)) {
                Word form = rule.apply(stem);
                emit(std::span<const Letter>(form));
                if (rule.crossProduct) {
                    crossable.push_back(std::move(form));
                }
            }
        }
    }
    for (const std::uint32_t p : prefixRules_) {
        const AffixRule& rule = rules_[p];
        if ((line.flags & (FlagMask{1} << rule.flag)) == 0) {
            continue;
        }
        if (rule.appliesTo(stem)) {
            emit(std::span<const Letter>(rule.apply(stem)));
        }
        if (rule.crossProduct) {
            for (const Word& form : crossable) {
                if (rule.appliesTo(form)) {
                    emit(std::span<const Letter>(rule.apply(form)));
                }
            }
        }
    }
}

}  // namespace ps::dict
