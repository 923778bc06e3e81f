// The full dictionary (wpolish + hunspell-pl), when the build compiled it.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

#include "dictionary/dictionary.h"
#include "dictionary/word_check.h"
#include "test_support.h"

namespace ps::dict {
namespace {

class FullDictionary : public ::testing::Test {
  protected:
    void SetUp() override {
        d = testing::fullDictionary();
        if (d == nullptr) {
            GTEST_SKIP() << "the full dictionary was not built (POTEGA_FULL_DICTIONARY=OFF)";
        }
    }
    const Dictionary* d = nullptr;
};

TEST_F(FullDictionary, HoldsAboutFourMillionWords) {
    EXPECT_GT(d->wordCount(), 3'900'000u);
    EXPECT_LT(d->wordCount(), 4'200'000u);
    EXPECT_GT(d->familyCount(), 250'000u);
}

TEST_F(FullDictionary, KnowsCommonWordsAndRefusesOthers) {
    for (const char* w :
         {"dom", "domu", "domek", "domowy", "kot", "stomatolog", "galareta", "lament", "strome",
          "źdźbło", "żółw", "gżegżółka", "niedomowy", "pisałem", "zza"}) {
        EXPECT_TRUE(d->contains(word(w))) << w;
    }
    // Proper nouns and abbreviations are capitalised in the sources, never accepted lowercase
    // unless they are also common words.
    for (const char* w : {"gdańsk", "wrocław", "nato", "domm", "ktoo"}) {
        EXPECT_FALSE(d->contains(word(w))) << w;
    }
}

TEST_F(FullDictionary, AbbreviationsOutGenuineWordsAndDerivationsIn) {
    for (const char* w : {"np", "itp", "mgr", "kg", "tzw", "zł"}) {
        EXPECT_FALSE(d->contains(word(w))) << w;
        EXPECT_TRUE(d->isDroppedAbbreviation(word(w))) << w;
    }
    for (const char* w : {"cel", "sen", "kat", "ul", "hm", "brr", "pst"})
        EXPECT_TRUE(d->contains(word(w))) << w;
    EXPECT_TRUE(d->isProperNoun(word("paryż")));
    // Different headwords: suspected, not the same family (the rulings).
    EXPECT_EQ(d->relation(word("złoty"), word("złoto")), Relation::Suspected);
    EXPECT_EQ(d->relation(word("złoto"), word("złoty")), Relation::Suspected);
    EXPECT_EQ(d->relation(word("stomatologia"), word("stomatolog")), Relation::Suspected);
    EXPECT_EQ(d->relation(word("letni"), word("lato")), Relation::Suspected);
    EXPECT_EQ(d->suggest(word("zolw")).front(), word("żółw"));
}

TEST_F(FullDictionary, DomFamilyAndSuspicion) {
    EXPECT_EQ(d->relation(word("domu"), word("dom")), Relation::SameFamily);
    EXPECT_EQ(d->relation(word("domach"), word("domem")), Relation::SameFamily);
    EXPECT_EQ(d->relation(word("domek"), word("dom")), Relation::Suspected);
    EXPECT_EQ(d->relation(word("domowy"), word("dom")), Relation::Suspected);
    EXPECT_EQ(d->relation(word("kot"), word("dom")), Relation::None);
    const auto heads = d->headwords(word("domu"));
    EXPECT_NE(std::find(heads.begin(), heads.end(), word("dom")), heads.end());
}

// Short dictionary forms that are also forms of other headwords (mat of mata, tur of tura)
// compare only their own headword's cores: no root shared by accident through the other reading.
TEST_F(FullDictionary, OtherReadingsOfAHeadwordGiveNoSuspicion) {
    EXPECT_EQ(d->relation(word("mat"), word("matka")), Relation::None);
    EXPECT_EQ(d->relation(word("tur"), word("turysta")), Relation::None);
    EXPECT_EQ(d->relation(word("łan"), word("łania")), Relation::None);
    EXPECT_EQ(d->relation(word("kot"), word("kotek")), Relation::Suspected);
    // sum is a form of suma: still its family.
    EXPECT_EQ(d->relation(word("sum"), word("suma")), Relation::SameFamily);
}

// złoto is also a form of złoty, so the two share a headword through that reading; the checker
// still names the root people see.
TEST_F(FullDictionary, ZlotoAndZlotyAreSuspectedWithTheirCommonRoot) {
    const UsedWordIndex used(*d, {word("złoto")});
    const auto report = checkWord(*d, used, "złoty");
    ASSERT_EQ(report.relations.size(), 1u);
    EXPECT_EQ(report.relations[0].relation, Relation::Suspected);
    EXPECT_EQ(report.relations[0].reason, "common root złot-");
}

// The pair sets through relation() on the full dictionary (families, homographs and the
// heuristic), both halves together: the targets of docs/dictionary.md.
std::pair<std::size_t, std::size_t> flaggedPairs(const Dictionary& dictionary, const char* kind) {
    std::size_t pairs = 0, flagged = 0;
    for (const char* half : {"tuning", "heldout"}) {
        std::ifstream in(std::string(POTEGA_SUSPICION_DATA_DIR) + "/" + kind + "-pairs-" + half +
                         ".txt");
        EXPECT_TRUE(in.good()) << kind << " " << half;
        for (std::string line; std::getline(in, line);) {
            if (line.empty() || line.front() == '#')
                continue;
            std::istringstream fields(line);
            std::string a, b;
            fields >> a >> b;
            ++pairs;
            flagged += dictionary.relation(word(b), word(a)) != Relation::None;
        }
    }
    return {flagged, pairs};
}

TEST_F(FullDictionary, PairSetsMeetTheTargets) {
    const auto [derived, derivationPairs] = flaggedPairs(*d, "derivation");
    EXPECT_GE(derived * 100, derivationPairs * 90) << derived << " / " << derivationPairs;
    const auto [unrelated, unrelatedPairs] = flaggedPairs(*d, "unrelated");
    EXPECT_LE(unrelated * 100, unrelatedPairs * 5) << unrelated << " / " << unrelatedPairs;
}

// The abbreviation review's test sets on the full dictionary, each half on its own (the
// targets of docs/dictionary.md): at least 98 % of the abbreviations refused, every short
// genuine word kept.
struct WordSetCounts {
    std::size_t words = 0, expected = 0, polishLetter = 0;
};

WordSetCounts checkWordSet(const Dictionary& dictionary, const std::string& name,
                           bool abbreviations) {
    const UsedWordIndex none(dictionary, {});
    WordSetCounts counts;
    std::ifstream in(std::string(POTEGA_SUSPICION_DATA_DIR) + "/" + name + ".txt");
    EXPECT_TRUE(in.good()) << name;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line.front() == '#')
            continue;
        ++counts.words;
        const bool valid = checkWord(dictionary, none, line).valid;
        counts.expected += abbreviations ? !valid : valid;
        const Word letters = word(line);
        counts.polishLetter += std::any_of(letters.begin(), letters.end(),
                                           [](Letter letter) { return toUtf8(letter).size() > 1; });
        if (!abbreviations) {
            EXPECT_TRUE(valid) << line;
        }
    }
    return counts;
}

TEST_F(FullDictionary, AbbreviationSetsMeetTheTargets) {
    std::size_t abbreviations = 0, polishLetter = 0, genuine = 0;
    for (const char* half : {"tuning", "heldout"}) {
        const auto refused = checkWordSet(*d, std::string("abbreviations-") + half, true);
        EXPECT_GE(refused.expected * 100, refused.words * 98)
            << half << ": " << refused.expected << " / " << refused.words;
        abbreviations += refused.words;
        polishLetter += refused.polishLetter;
        const auto kept = checkWordSet(*d, std::string("genuine-short-words-") + half, false);
        EXPECT_EQ(kept.expected, kept.words) << half;
        genuine += kept.words;
    }
    EXPECT_GE(abbreviations, 300u);
    EXPECT_GE(polishLetter, 100u);
    EXPECT_GE(genuine, 300u);
}

TEST_F(FullDictionary, AbbreviationsWithPolishLettersOutTheirNamesakesIn) {
    for (const char* w : {"zał", "łac", "węg", "żarg", "śr", "płkowi", "mgra"}) {
        EXPECT_TRUE(d->isDroppedAbbreviation(word(w))) << w;
    }
    // kadm: cadmium (LibreOffice's list holds "kadm." for kontradmirał); tłum: a crowd;
    // stęż: the imperative of stężyć.
    for (const char* w : {"kadm", "kadmu", "tłum", "stęż", "red", "ust", "woj", "drze"}) {
        EXPECT_TRUE(d->contains(word(w))) << w;
    }
}

}  // namespace
}  // namespace ps::dict
