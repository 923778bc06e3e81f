// Inflection families and related words on the test lexicon.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <numeric>

#include "dictionary/compiler.h"
#include "dictionary/dictionary.h"
#include "test_support.h"

namespace ps::dict {
namespace {

using testing::testDataDir;
using testing::testLexicon;

std::vector<std::string> headwordsOf(const Dictionary& d, const char* text) {
    std::vector<std::string> out;
    for (const Word& h : d.headwords(word(text))) {
        out.push_back(toUtf8(h));
    }
    return out;
}

TEST(Families, TestLexiconHoldsListAndHunspellWords) {
    const auto& d = testLexicon();
    for (const char* w : {"dom", "domu", "domkach", "niedomowy", "domowego", "kocur", "komputer",
                          "żaba", "spacja", "gęś", "pisałem", "wlokę", "stromego"}) {
        EXPECT_TRUE(d.contains(word(w))) << w;
    }
    for (const char* w : {"kraków", "nato", "komputera", "domowyy", "a", "kotlecik"}) {
        EXPECT_FALSE(d.contains(word(w))) << w;
    }
}

TEST(Families, HeadwordsAreTheStems) {
    const auto& d = testLexicon();
    EXPECT_EQ(headwordsOf(d, "domu"), std::vector<std::string>{"dom"});
    EXPECT_EQ(headwordsOf(d, "domkach"), std::vector<std::string>{"domek"});
    EXPECT_EQ(headwordsOf(d, "niedomowego"), std::vector<std::string>{"domowy"});
    EXPECT_EQ(headwordsOf(d, "pisałem"), std::vector<std::string>{"pisać"});
    EXPECT_EQ(headwordsOf(d, "psa"), std::vector<std::string>{"pies"});
    // Only in the word list: a family of its own.
    EXPECT_EQ(headwordsOf(d, "kocur"), std::vector<std::string>{"kocur"});
    EXPECT_TRUE(d.families(word("kocur")).empty());
    // Not a word: nothing.
    EXPECT_TRUE(d.headwords(word("komputera")).empty());
}

TEST(Families, WordInSeveralFamiliesBelongsToAll) {
    // "gra" is a noun stem and a form of "grać" (on gra = he plays).
    const auto& d = testLexicon();
    auto heads = headwordsOf(d, "gra");
    std::sort(heads.begin(), heads.end());
    EXPECT_EQ(heads, (std::vector<std::string>{"gra", "grać"}));
    EXPECT_EQ(d.relation(word("gra"), word("gramy")), Relation::SameFamily);   // grać
    EXPECT_EQ(d.relation(word("gra"), word("grach")), Relation::SameFamily);   // gra
    EXPECT_EQ(d.relation(word("grach"), word("gramy")), Relation::Suspected);  // gra / grać
}

// A dictionary form compares the derivation cores of its own headword only: its other
// readings (gra, a form of grać) count for an equal headword, not for a shared root.
TEST(Families, CoresComeFromTheWordsOwnHeadwordWhenItIsOne) {
    const auto& d = testLexicon();
    const auto texts = [](const std::vector<Word>& words) {
        std::vector<std::string> out;
        for (const Word& w : words)
            out.push_back(toUtf8(w));
        std::sort(out.begin(), out.end());
        return out;
    };
    const auto gra = d.relationKeys(word("gra"));
    EXPECT_EQ(texts(gra.headwords), (std::vector<std::string>{"gra", "grać"}));
    EXPECT_EQ(texts(gra.coreHeadwords), std::vector<std::string>{"gra"});
    // Not a headword itself: every headword's cores count.
    EXPECT_EQ(texts(d.relationKeys(word("gramy")).coreHeadwords), std::vector<std::string>{"grać"});
    EXPECT_EQ(texts(d.relationKeys(word("domu")).coreHeadwords), std::vector<std::string>{"dom"});
    // Outside the dictionary: the word is its own headword.
    EXPECT_EQ(texts(d.relationKeys(word("komputera")).coreHeadwords),
              std::vector<std::string>{"komputera"});
    // An equal headword through the other reading still counts.
    EXPECT_EQ(d.relation(word("gra"), word("wygrać")), Relation::Suspected);
}

// The analysis at query time finds exactly the flagged families the expander put each word in;
// a word no flagged stem makes is its own flagless line, or nothing, or attached by a rewrite.
TEST(Families, QueryTimeAnalysisMatchesExpansionExactly) {
    const auto data = readHunspell(testDataDir() / "test.dic", testDataDir() / "test.aff");
    std::vector<std::size_t> order(data.lines.size());
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return data.lines[a].stem < data.lines[b].stem;
    });
    std::map<Word, std::vector<FamilyId>> expected;  // flagged lines only
    const AffixExpander expander(data.rules);
    for (std::size_t family = 0; family < order.size(); ++family) {
        if (data.lines[order[family]].flags == 0) {
            continue;
        }
        expander.expand(data.lines[order[family]], [&](std::span<const Letter> form) {
            auto& list = expected[Word(form.begin(), form.end())];
            if (std::find(list.begin(), list.end(), family) == list.end()) {
                list.push_back(static_cast<FamilyId>(family));
            }
        });
    }
    const auto& d = testLexicon();
    ASSERT_EQ(d.familyCount(), order.size());
    std::size_t checked = 0;
    std::size_t attachedOrOwn = 0;
    d.forEachWord([&](std::span<const Letter> w) {
        const Word key(w.begin(), w.end());
        auto want = expected[key];
        std::sort(want.begin(), want.end());
        const auto got = d.families(w);
        if (!want.empty()) {
            EXPECT_EQ(got, want) << toUtf8(w);
        } else {
            ++attachedOrOwn;
            for (const FamilyId family : got) {
                const bool own = d.headword(family) == key;
                const bool flagged = data.lines[order[family]].flags != 0;
                EXPECT_TRUE(own != flagged) << toUtf8(w) << " in " << toUtf8(d.headword(family));
            }
        }
        ++checked;
    });
    EXPECT_EQ(checked, d.wordCount());
    EXPECT_GT(attachedOrOwn, 5u);
    for (std::size_t family = 0; family < order.size(); ++family) {
        EXPECT_EQ(d.headword(static_cast<FamilyId>(family)), data.lines[order[family]].stem);
    }
}

TEST(Families, FlaglessLinesAndListWordsJoinAFamilyByRewrite) {
    const auto& d = testLexicon();
    EXPECT_EQ(headwordsOf(d, "domem"), std::vector<std::string>{"dom"});
    EXPECT_EQ(headwordsOf(d, "kotu"), std::vector<std::string>{"kot"});
    EXPECT_EQ(headwordsOf(d, "czytając"), std::vector<std::string>{"czytać"});
    EXPECT_EQ(headwordsOf(d, "napisawszy"), std::vector<std::string>{"napisać"});
    // kotem is a flagless line that kot's affixes also make: only kot's family.
    EXPECT_EQ(headwordsOf(d, "kotem"), std::vector<std::string>{"kot"});
    // No rewrite finds a stem: its own family.
    EXPECT_EQ(headwordsOf(d, "dobrze"), std::vector<std::string>{"dobrze"});
    EXPECT_EQ(headwordsOf(d, "pisząc"), std::vector<std::string>{"pisząc"});
    EXPECT_EQ(headwordsOf(d, "domeczek"), std::vector<std::string>{"domeczek"});
}

TEST(Families, HomonymStemLinesAreSeparateFamilies) {
    HunspellData data = readHunspell(testDataDir() / "test.dic", testDataDir() / "test.aff");
    // A second "bal" line, as for homonyms: its own family with the same headword.
    const auto first = std::find_if(data.lines.begin(), data.lines.end(),
                                    [](const StemLine& line) { return line.stem == word("bal"); });
    ASSERT_NE(first, data.lines.end());
    data.lines.push_back(*first);
    CompileReport report;
    const auto d = Dictionary::fromBytes(compileDictionary({}, data, report), "homonyms");
    EXPECT_EQ(d.families(word("bal")).size(), 2u);
    EXPECT_EQ(d.families(word("balu")).size(), 2u);
    EXPECT_EQ(d.headwords(word("bal")), std::vector<Word>{word("bal")});
    EXPECT_EQ(d.relation(word("balu"), word("bal")), Relation::SameFamily);
}

TEST(Relation, DomDomuDomekDomowyKot) {
    const auto& d = testLexicon();
    const auto r = [&](const char* a, const char* b) { return d.relation(word(a), word(b)); };
    EXPECT_EQ(r("domu", "dom"), Relation::SameFamily);
    EXPECT_EQ(r("dom", "dom"), Relation::SameFamily);
    EXPECT_EQ(r("domek", "dom"), Relation::Suspected);
    EXPECT_EQ(r("domowy", "dom"), Relation::Suspected);
    EXPECT_EQ(r("kot", "dom"), Relation::None);
    // Any forms of the families, either order.
    EXPECT_EQ(r("domkach", "domach"), Relation::Suspected);
    EXPECT_EQ(r("dom", "niedomowego"), Relation::Suspected);
    EXPECT_EQ(r("domowego", "niedomowy"), Relation::SameFamily);
    EXPECT_EQ(r("domowników", "dom"), Relation::Suspected);
    EXPECT_EQ(r("domatorem", "dom"), Relation::Suspected);
    // kotka / kot: a known miss (-ka on a three-letter root, like mat / matka).
    EXPECT_EQ(r("kotek", "kot"), Relation::Suspected);
    EXPECT_EQ(r("kotkom", "kotem"), Relation::Suspected);
    EXPECT_EQ(r("kotwica", "kot"), Relation::None);
    EXPECT_EQ(r("kotlet", "kot"), Relation::None);
    EXPECT_EQ(r("kocur", "kot"), Relation::None);
    EXPECT_EQ(r("rączką", "ręka"), Relation::Suspected);
    EXPECT_EQ(r("nóżki", "noga"), Relation::Suspected);
    EXPECT_EQ(r("stolik", "stół"), Relation::Suspected);
    EXPECT_EQ(r("pisarz", "pisałem"), Relation::Suspected);
    EXPECT_EQ(r("lis", "list"), Relation::None);
    // A candidate outside the dictionary is still compared by its letters.
    EXPECT_EQ(r("domeczki", "dom"), Relation::None);
}

}  // namespace
}  // namespace ps::dict
