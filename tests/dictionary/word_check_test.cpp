// The word-check report: its verdicts are exactly Dictionary::relation's (the used words'
// index only makes them cheaper), every relation listed strongest first.

#include "dictionary/word_check.h"

#include <gtest/gtest.h>

#include <cstdio>

#include "test_support.h"

namespace ps::dict {
namespace {

std::vector<Word> everyWord(const Dictionary& dictionary) {
    std::vector<Word> words;
    dictionary.forEachWord(
        [&](std::span<const Letter> w) { words.emplace_back(w.begin(), w.end()); });
    return words;
}

// Relations of `candidate` to every used word, by asking relation() pair by pair.
std::vector<std::pair<std::size_t, Relation>> bruteForce(const Dictionary& dictionary,
                                                         const std::vector<Word>& used,
                                                         std::span<const Letter> candidate) {
    std::vector<std::pair<std::size_t, Relation>> same;
    std::vector<std::pair<std::size_t, Relation>> suspected;
    for (std::size_t i = 0; i < used.size(); ++i) {
        const Relation relation = dictionary.relation(candidate, used[i]);
        if (relation == Relation::SameFamily)
            same.emplace_back(i, relation);
        else if (relation == Relation::Suspected)
            suspected.emplace_back(i, relation);
    }
    same.insert(same.end(), suspected.begin(), suspected.end());
    return same;
}

TEST(WordCheck, TheIndexGivesExactlyTheVerdictsOfRelation) {
    const Dictionary& dictionary = testing::testLexicon();
    const std::vector<Word> words = everyWord(dictionary);
    ASSERT_GT(words.size(), 1000u);
    // Used: every eleventh word of the lexicon, plus words outside it (their own headwords).
    std::vector<Word> used;
    for (std::size_t i = 0; i < words.size(); i += 11)
        used.push_back(words[i]);
    for (const char* outside : {"domostwo", "kotowaty", "xyz"}) {
        if (auto word = wordFromUtf8(outside))
            used.push_back(*word);
    }
    const UsedWordIndex index(dictionary, used);
    std::size_t related = 0;
    std::size_t suspected = 0;
    std::size_t checked = 0;
    for (std::size_t at = 0; at < words.size(); at += POTEGA_WORD_CHECK_STRIDE) {
        const Word& candidate = words[at];
        const auto expected = bruteForce(dictionary, used, candidate);
        ASSERT_EQ(index.related(candidate), expected) << toUtf8(candidate);
        ++checked;
        related += !expected.empty();
        suspected += std::count_if(expected.begin(), expected.end(),
                                   [](const auto& r) { return r.second == Relation::Suspected; });
    }
    // The sample exercises both kinds.
    EXPECT_GT(related, 100u);
    EXPECT_GT(suspected, 10u);
    std::printf("%zu words checked against %zu used: %zu related, %zu suspected relations\n",
                checked, used.size(), related, suspected);
}

TEST(WordCheck, TheReportListsEveryRelationStrongestFirst) {
    const Dictionary& dictionary = testing::testLexicon();
    std::vector<Word> used;
    for (const char* w : {"domek", "kot", "dom"})
        used.push_back(*wordFromUtf8(w));
    const UsedWordIndex index(dictionary, used);
    const WordReport report = checkWord(dictionary, index, "Domu");
    EXPECT_TRUE(report.valid);
    EXPECT_EQ(report.word, "domu");
    EXPECT_EQ(report.lemma, "dom");
    ASSERT_EQ(report.relations.size(), 2u);
    EXPECT_EQ(report.relations[0].word, "dom");
    EXPECT_EQ(report.relations[0].relation, Relation::SameFamily);
    EXPECT_EQ(report.relations[1].word, "domek");
    EXPECT_EQ(report.relations[1].relation, Relation::Suspected);
    EXPECT_EQ(report.strongest(), Relation::SameFamily);
    EXPECT_FALSE(report.acceptable());

    const WordReport free = checkWord(dictionary, index, "lament");
    EXPECT_TRUE(free.acceptable());
    const WordReport malformed = checkWord(dictionary, index, "k0t");
    EXPECT_FALSE(malformed.valid);
    ASSERT_TRUE(malformed.error.has_value());
    EXPECT_NE(malformed.error->find("position 2"), std::string::npos);
    const WordReport unknown = checkWord(dictionary, index, "komputera");
    EXPECT_FALSE(unknown.valid);
    EXPECT_FALSE(unknown.error.has_value());
    EXPECT_TRUE(unknown.relations.empty());
}

}  // namespace
}  // namespace ps::dict
