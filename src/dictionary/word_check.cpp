#include "dictionary/word_check.h"

#include <algorithm>

#include "dictionary/suspicion.h"
#include "text/normalize.h"

namespace ps::dict {

UsedWordIndex::UsedWordIndex(const Dictionary& dictionary, std::vector<Word> used)
    : dictionary_(&dictionary), words_(std::move(used)) {
    for (std::size_t i = 0; i < words_.size(); ++i) {
        const auto index = static_cast<std::uint32_t>(i);
        const Word& word = words_[i];
        byWord_[word].push_back(index);
        auto keys = dictionary.relationKeys(word);
        headwords_.push_back(keys.headwords);
        coreHeadwords_.push_back(keys.coreHeadwords);
        for (const FamilyId family : keys.families)
            byFamily_[family].push_back(index);
        for (const Word& head : keys.headwords)
            byHeadword_[head].push_back(index);
        for (const Word& head : keys.coreHeadwords) {
            for (Word& core : derivationCores(head)) {
                auto& postings = byCore_[std::move(core)];
                if (postings.empty() || postings.back() != index)
                    postings.push_back(index);
            }
        }
    }
}

std::vector<std::pair<std::size_t, Relation>> UsedWordIndex::related(
    std::span<const Letter> candidate) const {
    // Mirrors Dictionary::relation: the same word or a shared family is SameFamily; otherwise
    // an equal headword, or a core headword (RelationKeys) sharing a derivation core with a
    // core headword (suspectedDerivation), is Suspected.
    std::vector<std::uint32_t> same;
    std::vector<std::uint32_t> suspected;
    const auto collect = [](const auto& map, const auto& key, std::vector<std::uint32_t>& into) {
        if (const auto it = map.find(key); it != map.end())
            into.insert(into.end(), it->second.begin(), it->second.end());
    };
    collect(byWord_, Word(candidate.begin(), candidate.end()), same);
    const auto keys = dictionary_->relationKeys(candidate);
    for (const FamilyId family : keys.families)
        collect(byFamily_, family, same);
    for (const Word& head : keys.headwords)
        collect(byHeadword_, head, suspected);
    for (const Word& head : keys.coreHeadwords) {
        for (const Word& core : derivationCores(head))
            collect(byCore_, core, suspected);
    }
    const auto tidy = [](std::vector<std::uint32_t>& list) {
        std::sort(list.begin(), list.end());
        list.erase(std::unique(list.begin(), list.end()), list.end());
    };
    tidy(same);
    // Different headwords sharing a family only through an adjective's forms (złoty / złoto)
    // are suspected, as in Dictionary::relation.
    std::erase_if(same, [&](std::uint32_t index) {
        if (dictionary_->adjectiveAndItsNamesake(candidate, words_[index])) {
            suspected.push_back(index);
            return true;
        }
        return false;
    });
    tidy(suspected);
    std::vector<std::pair<std::size_t, Relation>> out;
    out.reserve(same.size() + suspected.size());
    for (const auto index : same)
        out.emplace_back(index, Relation::SameFamily);
    for (const auto index : suspected) {
        if (!std::binary_search(same.begin(), same.end(), index))
            out.emplace_back(index, Relation::Suspected);
    }
    return out;
}

std::string UsedWordIndex::reason(std::span<const Letter> candidate, std::size_t index,
                                  Relation relation) const {
    const Word& usedWord = words_[index];
    if (std::equal(candidate.begin(), candidate.end(), usedWord.begin(), usedWord.end()))
        return "the same word";
    const auto candidateKeys = dictionary_->relationKeys(candidate);
    const auto& candidateHeads = candidateKeys.headwords;
    if (relation == Relation::SameFamily) {
        // A shared family: name its headword (the first one both have).
        for (const Word& head : candidateHeads) {
            if (std::find(headwords_[index].begin(), headwords_[index].end(), head) !=
                headwords_[index].end())
                return "same family, headword " + toUtf8(head);
        }
        return candidateHeads.empty() ? "same family"
                                      : "same family, headword " + toUtf8(candidateHeads.front());
    }
    // The cores relation() compared (the core headwords only) name the root people see
    // (złoto / złoty: "common root złot-"), even when another reading of one word also shares
    // a headword with the other (złoto is also a form of złoty).
    for (const Word& head : candidateKeys.coreHeadwords) {
        for (const Word& other : coreHeadwords_[index]) {
            if (auto why = suspicionReason(head, other))
                return *why;
        }
    }
    for (const Word& head : candidateHeads) {
        for (const Word& other : headwords_[index]) {
            if (head == other)
                return "same headword " + toUtf8(head) + ", another inflection family";
        }
    }
    return "a shared root";
}

WordReport checkWord(const Dictionary& dictionary, const UsedWordIndex& used,
                     std::string_view input, const WordOverlay* overlay) {
    WordReport report;
    report.input = std::string(input);
    const auto parsed = text::parseWord(input);
    if (!parsed.ok()) {
        report.word = text::toLowerPolish(text::normalizeText(input));
        report.error = parsed.error;
        report.refusal =
            parsed.foreignLetter ? RefusalReason::ForeignLetter : RefusalReason::Malformed;
        return report;
    }
    const Word& letters = *parsed.word;
    report.word = toUtf8(letters);
    const OverlayVerdict own = overlay ? overlay->verdict(letters) : OverlayVerdict::None;
    const bool inDictionary = dictionary.contains(letters);
    report.valid = own == OverlayVerdict::Added || (own == OverlayVerdict::None && inDictionary);
    if (!report.valid) {
        report.refusal = own == OverlayVerdict::Removed              ? RefusalReason::RemovedByYou
                         : dictionary.isDroppedAbbreviation(letters) ? RefusalReason::Abbreviation
                         : dictionary.isProperNoun(letters)          ? RefusalReason::ProperNoun
                                                                     : RefusalReason::NotInList;
        // Suggestions the overlay refuses too are left out: ask for one more in their place.
        const std::size_t extra = overlay ? overlay->removed().size() : 0;
        for (const Word& suggestion :
             dictionary.suggest(letters, kMaxSuggestions + std::min<std::size_t>(extra, 16))) {
            if (report.suggestions.size() == kMaxSuggestions)
                break;
            if (overlay == nullptr || !overlay->isRemoved(suggestion))
                report.suggestions.push_back(toUtf8(suggestion));
        }
        return report;
    }
    report.addedByYou = !inDictionary;
    const auto heads = dictionary.headwords(letters);
    if (!heads.empty())
        report.lemma = toUtf8(heads.front());
    else if (report.addedByYou)
        report.lemma = report.word;  // a single-form word: its own headword
    for (const auto& [index, relation] : used.related(letters)) {
        RelatedWord related{
            toUtf8(used.word(index)), relation, used.reason(letters, index, relation), {}, {}};
        // The reason's parts (see UsedWordIndex::reason for its phrases).
        constexpr std::string_view kRoot = "common root ";
        constexpr std::string_view kFamily = "same family, headword ";
        constexpr std::string_view kHeadword = "same headword ";
        const std::string_view why = related.reason;
        if (why.starts_with(kRoot)) {
            related.sharedRoot = why.substr(kRoot.size());
        } else if (why.starts_with(kFamily)) {
            related.sharedHeadword = why.substr(kFamily.size());
        } else if (why.starts_with(kHeadword)) {
            const auto rest = why.substr(kHeadword.size());
            related.sharedHeadword = rest.substr(0, rest.find(','));
        }
        report.relations.push_back(std::move(related));
    }
    return report;
}

std::string_view refusalName(RefusalReason reason) {
    switch (reason) {
        case RefusalReason::Malformed:
            return "malformed";
        case RefusalReason::ForeignLetter:
            return "foreign-letter";
        case RefusalReason::Abbreviation:
            return "abbreviation";
        case RefusalReason::ProperNoun:
            return "proper-noun";
        case RefusalReason::RemovedByYou:
            return "removed-by-you";
        case RefusalReason::NotInList:
            break;
    }
    return "not-in-list";
}

std::string_view relationName(Relation relation) {
    switch (relation) {
        case Relation::SameFamily:
            return "same-family";
        case Relation::Suspected:
            return "suspected";
        case Relation::None:
            break;
    }
    return "none";
}

}  // namespace ps::dict
