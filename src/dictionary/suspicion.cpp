#include "dictionary/suspicion.h"

#include <algorithm>
#include <string_view>
#include <vector>

namespace ps::dict {

namespace {

constexpr std::size_t kMinCore = 3;

// Endings that make a headword from a root: derivational suffixes (diminutives, adjectives,
// agent nouns, verbal nouns, abstract nouns) and the endings of dictionary forms (infinitive
// -ć, nominative -a/-o/-e/-y/-i). Tried longest first.
const std::vector<Word>& endings() {
    static const std::vector<Word> list = [] {
        constexpr std::string_view kEndings[] = {
            // diminutives and endearments
            "eczek", "eczka", "eczko", "uszek", "uszka", "uszko", "eńka", "eńki", "eńko", "unia",
            "unio", "utki", "uteńki", "ątko", "ę", "ek", "ka", "ko", "ik", "yk", "uś", "usia",
            // adjectives
            "owy", "owa", "owe", "ny", "na", "ne", "ski", "ska", "skie", "cki", "cka", "ity",
            "isty", "awy", "liwy", "alny", "owaty",
            // people, places, tools, abstract nouns
            "ownik", "ownia", "ownica", "owiec", "elnik", "alnik", "arnia", "ator", "atorka", "arz",
            "arka", "acz", "aczka", "ista", "istka", "izm", "isko", "nik", "niczka", "nica", "ica",
            "ina", "ak", "ec", "ca", "ota", "ość", "stwo", "ctwo", "anie", "enie", "ęcie", "cie",
            "unek", "anin", "ysta", "ność",
            // verbs and dictionary forms
            "owywać", "ować", "ywać", "iwać", "awać", "nąć", "ać", "eć", "ić", "yć", "uć", "ąć",
            "ć", "a", "o", "e", "y", "i", "ą", "um"};
        std::vector<Word> words;
        for (const auto ending : kEndings) {
            words.push_back(word(ending));
        }
        std::stable_sort(words.begin(), words.end(),
                         [](const Word& a, const Word& b) { return a.size() > b.size(); });
        return words;
    }();
    return list;
}

// Aspect prefixes of verbs, longest first.
const std::vector<Word>& verbPrefixes() {
    static const std::vector<Word> list = [] {
        std::vector<Word> words;
        for (const auto prefix : {"prze", "przy", "roz", "nad", "pod", "od", "ob", "wy", "za", "na",
                                  "po", "do", "u", "o", "z", "s", "w"}) {
            words.push_back(word(prefix));
        }
        return words;
    }();
    return list;
}

Letter L(std::string_view utf8) {
    return word(utf8).front();
}

}  // namespace

namespace {

// Folds alternating letters so that related stems meet (see suspicion.h).
Word fold(Word core) {
    static const Letter a_ = L("ą"), e_ = L("ę"), e = L("e"), oAcute = L("ó"), o = L("o"),
                        lStroke = L("ł"), l = L("l"), nAcute = L("ń"), n = L("n"), sAcute = L("ś"),
                        s = L("s"), zAcute = L("ź"), z = L("z"), cAcute = L("ć"), c = L("c"),
                        zDot = L("ż"), g = L("g"), k = L("k"), r = L("r"), h = L("h");
    // Final consonant alternations first (they look at the unfolded letters): k/cz/sz/ch
    // (ręka/rączka, ptak/ptaszek, mucha/muszka), g/ż (noga/nóżka), r/rz (rower/rowerzysta).
    const auto endsWith2 = [&](Letter first, Letter second) {
        return core.size() >= 2 && core[core.size() - 2] == first && core.back() == second;
    };
    if (endsWith2(c, z) || endsWith2(s, z) || endsWith2(c, h)) {
        core.pop_back();
        core.back() = k;
    } else if (endsWith2(r, z)) {
        core.pop_back();
    } else if (!core.empty() && core.back() == zDot) {
        core.back() = g;
    }
    for (Letter& letter : core) {
        if (letter == a_ || letter == e_) {
            letter = e;
        } else if (letter == oAcute) {
            letter = o;
        } else if (letter == lStroke) {
            letter = l;
        } else if (letter == nAcute) {
            letter = n;
        } else if (letter == sAcute) {
            letter = s;
        } else if (letter == zAcute) {
            letter = z;
        } else if (letter == cAcute) {
            letter = c;
        }
    }
    return core;
}

bool endsWith(std::span<const Letter> word, const Word& tail) {
    return word.size() >= tail.size() &&
           std::equal(tail.begin(), tail.end(),
                      word.end() - static_cast<std::ptrdiff_t>(tail.size()));
}

}  // namespace

std::vector<Word> derivationCores(std::span<const Letter> headword) {
    std::vector<Word> bases = {Word(headword.begin(), headword.end())};
    // Verbs (infinitive in -ć, not nouns in -ość) also without an aspect prefix:
    // napisać, zrobić, wygrać -> pisać, robić, grać.
    static const Word infinitive = word("ć");
    static const Word abstractNoun = word("ość");
    if (endsWith(headword, infinitive) && !endsWith(headword, abstractNoun)) {
        for (const Word& prefix : verbPrefixes()) {
            if (headword.size() >= prefix.size() + 4 &&
                std::equal(prefix.begin(), prefix.end(), headword.begin())) {
                bases.emplace_back(headword.begin() + static_cast<std::ptrdiff_t>(prefix.size()),
                                   headword.end());
                break;
            }
        }
    }
    std::vector<Word> cores;
    for (const Word& base : bases) {
        cores.push_back(fold(base));
        for (const Word& ending : endings()) {
            if (base.size() >= ending.size() + kMinCore && endsWith(base, ending)) {
                cores.push_back(fold(
                    Word(base.begin(), base.end() - static_cast<std::ptrdiff_t>(ending.size()))));
            }
        }
    }
    std::erase_if(cores, [](const Word& core) { return core.size() < kMinCore; });
    std::sort(cores.begin(), cores.end());
    cores.erase(std::unique(cores.begin(), cores.end()), cores.end());
    return cores;
}

bool suspectedDerivation(std::span<const Letter> headwordA, std::span<const Letter> headwordB) {
    if (std::equal(headwordA.begin(), headwordA.end(), headwordB.begin(), headwordB.end())) {
        return false;
    }
    const auto a = derivationCores(headwordA);
    const auto b = derivationCores(headwordB);
    for (const Word& core : a) {
        if (std::binary_search(b.begin(), b.end(), core)) {
            return true;
        }
    }
    return false;
}

}  // namespace ps::dict
