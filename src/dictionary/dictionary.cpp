#include "dictionary/dictionary.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <iterator>

#include "dictionary/bit_count.h"
#include "dictionary/data_files.h"
#include "dictionary/format.h"
#include "dictionary/suspicion.h"
#include "text/normalize.h"

namespace ps::dict {

namespace {

using format::endingKey;
using format::kMaxKeyedEnding;

struct Rewrite {
    Word ending;
    Word replacement;
};

// How a word that no affix rule makes from a flagged stem (a flagless hunspell line such as
// "domu", "dekodując", or a word only in the word list) finds its family: the first rewrite
// whose result is a stem with affix flags. Tried in order; see docs/dictionary.md.
const std::vector<Rewrite>& familyRewrites() {
    static const std::vector<Rewrite> rewrites = [] {
        constexpr std::pair<const char*, const char*> kPairs[] = {
            // adverbial participles: dekodując -> dekodować, zrobiwszy -> zrobić
            {"owawszy", "ować"},
            {"ywawszy", "ywać"},
            {"iwszy", "ić"},
            {"ywszy", "yć"},
            {"awszy", "ać"},
            {"ewszy", "eć"},
            {"ąwszy", "ąć"},
            {"ąłszy", "ąć"},
            {"iwując", "iwać"},
            {"ywając", "ywać"},
            {"ując", "ować"},
            {"ając", "ać"},
            {"ejąc", "eć"},
            {"iąc", "ić"},
            {"ąc", "ć"},
            // forms of active participles: piszącego -> piszący
            {"ącego", "ący"},
            {"ącemu", "ący"},
            {"ącej", "ący"},
            {"ącymi", "ący"},
            {"ących", "ący"},
            {"ącym", "ący"},
            {"ąca", "ący"},
            {"ące", "ący"},
            {"ącą", "ący"},
            // adjectives: -y and -i
            {"ego", "y"},
            {"emu", "y"},
            {"ej", "y"},
            {"ymi", "y"},
            {"ych", "y"},
            {"ym", "y"},
            {"ą", "y"},
            {"a", "y"},
            {"e", "y"},
            {"i", "y"},
            {"iego", "i"},
            {"iemu", "i"},
            {"iej", "i"},
            {"imi", "i"},
            {"ich", "i"},
            {"im", "i"},
            {"ia", "i"},
            {"ie", "i"},
            {"ią", "i"},
            // nouns: domu -> dom, reszty -> reszta, lassu -> lasso
            {"owi", ""},
            {"ami", ""},
            {"ach", ""},
            {"ów", ""},
            {"em", ""},
            {"ie", ""},
            {"om", ""},
            {"u", ""},
            {"a", ""},
            {"y", ""},
            {"i", ""},
            {"ę", ""},
            {"ą", ""},
            {"o", ""},
            {"ami", "a"},
            {"ach", "a"},
            {"om", "a"},
            {"ę", "a"},
            {"ą", "a"},
            {"y", "a"},
            {"i", "a"},
            {"e", "a"},
            {"u", "o"},
            {"em", "o"},
            {"a", "o"},
            {"ach", "o"},
            {"ami", "o"},
            // past tense: zziębnąłeś -> zziębnąć, wypatrzyły -> wypatrzyć
            {"ąłem", "ąć"},
            {"ął", "ąć"},
            {"ęła", "ąć"},
            {"ęło", "ąć"},
            {"ęli", "ąć"},
            {"ęły", "ąć"},
            {"łem", "ć"},
            {"łam", "ć"},
            {"łeś", "ć"},
            {"łaś", "ć"},
            {"ł", "ć"},
            {"ła", "ć"},
            {"ło", "ć"},
            {"li", "ć"},
            {"ły", "ć"},
            // comparative adverbs (after "naj" is dropped): gniewniej -> gniewny
            {"niej", "ny"},
            {"iej", "y"}};
        std::vector<Rewrite> out;
        for (const auto& [ending, replacement] : kPairs) {
            out.push_back({word(ending), word(replacement)});
        }
        return out;
    }();
    return rewrites;
}

}  // namespace

LetterCounts countLetters(std::span<const Letter> letters) {
    LetterCounts counts{};
    for (const Letter letter : letters) {
        if (letter < kAlphabetSize && counts[letter] < 255) {
            ++counts[letter];
        }
    }
    return counts;
}

bool Dictionary::isProperNoun(std::span<const Letter> word) const {
    return !properNouns_.edges().empty() && properNouns_.contains(word);
}

bool Dictionary::isDroppedAbbreviation(std::span<const Letter> word) const {
    return std::binary_search(
        abbreviations_.begin(), abbreviations_.end(), word, [](const auto& x, const auto& y) {
            return std::lexicographical_compare(x.begin(), x.end(), y.begin(), y.end());
        });
}

bool Dictionary::contains(std::span<const Letter> word) const {
    return words_.contains(word);
}

void Dictionary::addStemFamilies(std::span<const Letter> stem, FlagMask needed,
                                 std::vector<FamilyId>& out) const {
    const auto index = stems_.indexOf(stem);
    if (!index || *index + 1 >= stemLines_.size()) {
        return;
    }
    for (std::uint32_t line = stemLines_[*index]; line < stemLines_[*index + 1]; ++line) {
        if ((flagSets_[lineFlagSets_[line]] & needed) == needed) {
            out.push_back(line);
        }
    }
}

// Runs the expander backwards: every (prefix?, stem, suffix?) split that the rules allow,
// checked against the stem's flags. Mirrors AffixExpander::expand exactly.
void Dictionary::analyse(std::span<const Letter> word, std::vector<FamilyId>& out) const {
    Word stem;
    const auto withSuffixes = [&](std::span<const Letter> base, const AffixRule* prefix) {
        const FlagMask prefixFlag = prefix ? FlagMask{1} << prefix->flag : 0;
        addStemFamilies(base, prefixFlag, out);
        for (std::size_t k = 0; k <= std::min(longestSuffix_, base.size() - 1); ++k) {
            const std::uint64_t key = endingKey(base.subspan(base.size() - k));
            auto it = std::lower_bound(suffixByEnding_.begin(), suffixByEnding_.end(),
                                       std::pair<std::uint64_t, std::uint32_t>{key, 0});
            for (; it != suffixByEnding_.end() && it->first == key; ++it) {
                const AffixRule& rule = rules_[it->second];
                if (prefix && !(prefix->crossProduct && rule.crossProduct)) {
                    continue;
                }
                stem.assign(base.begin(), base.end() - static_cast<std::ptrdiff_t>(k));
                stem.insert(stem.end(), rule.strip.begin(), rule.strip.end());
                if (rule.appliesTo(stem)) {
                    addStemFamilies(stem, prefixFlag | (FlagMask{1} << rule.flag), out);
                }
            }
        }
    };
    if (word.empty()) {
        return;
    }
    withSuffixes(word, nullptr);
    for (const std::uint32_t p : prefixRules_) {
        const AffixRule& rule = rules_[p];
        if (word.size() <= rule.add.size() ||
            !std::equal(rule.add.begin(), rule.add.end(), word.begin())) {
            continue;
        }
        Word base(rule.strip);
        base.insert(base.end(), word.begin() + static_cast<std::ptrdiff_t>(rule.add.size()),
                    word.end());
        if (rule.appliesTo(base)) {
            withSuffixes(base, &rule);
        }
    }
}

bool Dictionary::flagless(FamilyId line) const {
    return flagSets_[lineFlagSets_[line]] == 0;
}

void Dictionary::attach(std::span<const Letter> word, std::vector<FamilyId>& out) const {
    static const Word naj = ps::word("naj");
    std::vector<std::span<const Letter>> bases = {word};
    if (word.size() > naj.size() + 2 && std::equal(naj.begin(), naj.end(), word.begin())) {
        bases.push_back(word.subspan(naj.size()));
    }
    Word stem;
    for (const auto base : bases) {
        for (const Rewrite& rewrite : familyRewrites()) {
            const std::size_t n = rewrite.ending.size();
            if (base.size() <= n + 1 || !std::equal(rewrite.ending.begin(), rewrite.ending.end(),
                                                    base.end() - static_cast<std::ptrdiff_t>(n))) {
                continue;
            }
            stem.assign(base.begin(), base.end() - static_cast<std::ptrdiff_t>(n));
            stem.insert(stem.end(), rewrite.replacement.begin(), rewrite.replacement.end());
            if (std::equal(stem.begin(), stem.end(), word.begin(), word.end())) {
                continue;
            }
            const std::size_t before = out.size();
            addStemFamilies(stem, 0, out);
            std::erase_if(out, [&](FamilyId line) { return flagless(line); });
            if (out.size() > before) {
                return;
            }
        }
    }
}

std::vector<FamilyId> Dictionary::families(std::span<const Letter> word) const {
    std::vector<FamilyId> out;
    if (!contains(word)) {
        return out;
    }
    analyse(word, out);
    // A flagless line is only the word itself: it adds nothing when a flagged stem makes the
    // word, and otherwise the word joins the family a rewrite finds (domu -> dom).
    const bool onlyFlagless =
        std::all_of(out.begin(), out.end(), [&](FamilyId line) { return flagless(line); });
    if (onlyFlagless) {
        std::vector<FamilyId> attached;
        attach(word, attached);
        if (!attached.empty()) {
            out = std::move(attached);
        }
    } else {
        std::erase_if(out, [&](FamilyId line) { return flagless(line); });
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

bool Dictionary::inflected(std::span<const Letter> word) const {
    const auto lines = families(word);
    return std::any_of(lines.begin(), lines.end(), [&](FamilyId line) { return !flagless(line); });
}

Word Dictionary::headword(FamilyId family) const {
    if (family >= lineFlagSets_.size()) {
        return {};
    }
    const auto after = std::upper_bound(stemLines_.begin(), stemLines_.end(), family);
    return stems_.wordAt(static_cast<std::uint32_t>(after - stemLines_.begin() - 1));
}

std::vector<Word> Dictionary::headwordsOf(std::span<const FamilyId> families,
                                          std::span<const Letter> word) const {
    std::vector<Word> out;
    for (const FamilyId family : families) {
        Word head = headword(family);
        if (std::find(out.begin(), out.end(), head) == out.end()) {
            out.push_back(std::move(head));
        }
    }
    if (out.empty()) {
        out.emplace_back(word.begin(), word.end());
    }
    return out;
}

std::vector<Word> Dictionary::headwords(std::span<const Letter> word) const {
    if (!contains(word)) {
        return {};
    }
    return headwordsOf(families(word), word);
}

std::vector<Word> Dictionary::coreHeadwordsOf(const std::vector<Word>& headwords,
                                              std::span<const Letter> word) {
    for (const Word& head : headwords) {
        if (std::equal(head.begin(), head.end(), word.begin(), word.end())) {
            return {head};
        }
    }
    return headwords;
}

Dictionary::RelationKeys Dictionary::relationKeys(std::span<const Letter> word) const {
    RelationKeys keys;
    keys.families = families(word);
    // A word in no family (or outside the dictionary) is its own headword.
    keys.headwords = headwordsOf(keys.families, word);
    keys.coreHeadwords = coreHeadwordsOf(keys.headwords, word);
    return keys;
}

bool Dictionary::adjectiveAndItsNamesake(std::span<const Letter> a,
                                         std::span<const Letter> b) const {
    static const Letter y = word("y").front(), i = word("i").front(), o = word("o").front(),
                        e = word("e").front();
    const auto shape = [&](std::span<const Letter> adjective, std::span<const Letter> other) {
        return adjective.size() == other.size() && adjective.size() >= 3 &&
               (adjective.back() == y || adjective.back() == i) &&
               (other.back() == o || other.back() == e) &&
               std::equal(adjective.begin(), adjective.end() - 1, other.begin());
    };
    if (!shape(a, b) && !shape(b, a)) {
        return false;
    }
    const auto isOwnHeadword = [&](std::span<const Letter> w) {
        const auto heads = headwords(w);
        return std::any_of(heads.begin(), heads.end(), [&](const Word& head) {
            return std::equal(head.begin(), head.end(), w.begin(), w.end());
        });
    };
    return isOwnHeadword(a) && isOwnHeadword(b);
}

Relation Dictionary::relation(std::span<const Letter> candidate,
                              std::span<const Letter> played) const {
    if (std::equal(candidate.begin(), candidate.end(), played.begin(), played.end())) {
        return Relation::SameFamily;
    }
    const auto a = families(candidate);
    const auto b = families(played);
    for (const FamilyId family : a) {
        if (std::binary_search(b.begin(), b.end(), family)) {
            return adjectiveAndItsNamesake(candidate, played) ? Relation::Suspected
                                                              : Relation::SameFamily;
        }
    }
    const auto headsA = headwordsOf(a, candidate);
    const auto headsB = headwordsOf(b, played);
    for (const Word& x : headsA) {
        if (std::find(headsB.begin(), headsB.end(), x) != headsB.end()) {
            return Relation::Suspected;
        }
    }
    for (const Word& x : coreHeadwordsOf(headsA, candidate)) {
        for (const Word& y : coreHeadwordsOf(headsB, played)) {
            if (suspectedDerivation(x, y)) {
                return Relation::Suspected;
            }
        }
    }
    return Relation::None;
}

std::vector<std::filesystem::path> dictionarySearchPath() {
    std::vector<std::filesystem::path> paths;
    if (auto chosen = dataFileOverride(kDictionaryVariable))
        paths.push_back(std::move(*chosen));
    for (auto& path : dataSearchPath(kDictionaryFileName))
        paths.push_back(std::move(path));
    return paths;
}

std::optional<std::filesystem::path> findDictionaryFile() {
    return findDataFile(kDictionaryFileName, kDictionaryVariable);
}

}  // namespace ps::dict
