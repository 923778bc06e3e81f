#include "dictionary/automaton.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

namespace ps::dict {
namespace {

struct Built {
    AutomatonBuilder::Result result;
    AutomatonView view() const { return AutomatonView(result.edges, result.root); }
};

Built build(const std::set<Word>& words) {
    AutomatonBuilder builder;
    for (const Word& w : words) {
        builder.add(w);
    }
    return Built{builder.finish()};
}

std::set<Word> randomWords(std::mt19937& rng, std::size_t count, int alphabet, int maxLength) {
    std::uniform_int_distribution<int> length(1, maxLength);
    std::uniform_int_distribution<int> letter(0, alphabet - 1);
    std::set<Word> words;
    while (words.size() < count) {
        Word w(static_cast<std::size_t>(length(rng)));
        for (Letter& l : w) {
            l = static_cast<Letter>(letter(rng));
        }
        words.insert(w);
    }
    return words;
}

TEST(Automaton, SharesSuffixesMinimally) {
    // kot, lot, pot: root --k,l,p--> A --o--> B --t--> (final): 3 + 1 + 1 edges + sentinel.
    const auto built = build({word("kot"), word("lot"), word("pot")});
    EXPECT_EQ(built.result.edges.size(), 6u);
    EXPECT_EQ(built.result.wordCount, 3u);
}

TEST(Automaton, AcceptsExactlyItsInput) {
    std::mt19937 rng(20261125);
    for (int round = 0; round < 3; ++round) {
        // A small alphabet makes many shared prefixes and suffixes, and mutations that hit.
        const auto words = randomWords(rng, 1500, 4 + round * 12, 9);
        const auto built = build(words);
        const auto view = built.view();
        std::uint64_t count = 0;
        std::vector<std::uint32_t> wordsFrom;
        ASSERT_FALSE(validateAutomaton(built.result.edges, built.result.root));
        ASSERT_FALSE(countAutomaton(built.result.edges, built.result.root, 64, count, wordsFrom));
        EXPECT_EQ(count, words.size());
        std::uniform_int_distribution<int> letter(0, kAlphabetSize - 1);
        std::size_t mutants = 0;
        for (const Word& w : words) {
            ASSERT_TRUE(view.contains(w)) << toUtf8(w);
            // Mutations: change, insert, delete one letter; every prefix.
            std::vector<Word> variants;
            for (std::size_t i = 0; i < w.size(); ++i) {
                Word changed = w;
                changed[i] = static_cast<Letter>(letter(rng));
                variants.push_back(changed);
                Word removed = w;
                removed.erase(removed.begin() + static_cast<std::ptrdiff_t>(i));
                variants.push_back(removed);
                Word inserted = w;
                inserted.insert(inserted.begin() + static_cast<std::ptrdiff_t>(i),
                                static_cast<Letter>(letter(rng)));
                variants.push_back(inserted);
                variants.emplace_back(w.begin(), w.begin() + static_cast<std::ptrdiff_t>(i));
            }
            for (const Word& v : variants) {
                EXPECT_EQ(view.contains(v), words.contains(v)) << toUtf8(v);
                mutants += words.contains(v) ? 0 : 1;
            }
        }
        EXPECT_GT(mutants, 5000u);  // most mutations are not words and were refused
    }
}

TEST(Automaton, NumbersWordsInSortedOrder) {
    std::mt19937 rng(7);
    const auto words = randomWords(rng, 2000, 6, 7);
    const auto built = build(words);
    std::uint64_t count = 0;
    std::vector<std::uint32_t> wordsFrom;
    ASSERT_FALSE(validateAutomaton(built.result.edges, built.result.root));
    ASSERT_FALSE(countAutomaton(built.result.edges, built.result.root, 64, count, wordsFrom));
    const NumberedAutomaton numbered(built.view(), wordsFrom);
    std::vector<std::uint32_t> before;
    ASSERT_FALSE(
        countAutomaton(built.result.edges, built.result.root, 64, count, wordsFrom, &before));
    const auto fused = NumberedAutomaton::fromBefore(built.view(), before);
    std::vector<std::uint32_t> lean;
    std::uint64_t leanCount = 0;
    ASSERT_FALSE(numberAutomaton(built.result.edges, built.result.root, 64, leanCount, lean));
    EXPECT_EQ(lean, before);
    EXPECT_EQ(leanCount, count);
    std::uint32_t rank = 0;
    for (const Word& w : words) {
        EXPECT_EQ(numbered.indexOf(w), rank);
        EXPECT_EQ(numbered.wordAt(rank), w);
        EXPECT_EQ(fused.indexOf(w), rank);
        ++rank;
    }
    EXPECT_FALSE(numbered.indexOf(Word{31, 31, 31, 31, 31, 31, 31, 31}));
}

TEST(Automaton, RefusesUnsortedDuplicateAndEmptyWords) {
    AutomatonBuilder builder;
    builder.add(word("kot"));
    EXPECT_THROW(builder.add(word("dom")), std::invalid_argument);
    EXPECT_THROW(builder.add(word("kot")), std::invalid_argument);
    EXPECT_THROW(builder.add(Word{}), std::invalid_argument);
}

TEST(Automaton, EmptyListMakesEmptyAutomaton) {
    AutomatonBuilder builder;
    const auto result = builder.finish();
    std::uint64_t count = 1;
    std::vector<std::uint32_t> wordsFrom;
    EXPECT_FALSE(validateAutomaton(result.edges, result.root));
    EXPECT_FALSE(countAutomaton(result.edges, result.root, 64, count, wordsFrom));
    EXPECT_EQ(count, 0u);
    EXPECT_FALSE(AutomatonView(result.edges, result.root).contains(word("a")));
}

TEST(Automaton, ValidationRefusesCyclesAndWildPointers) {
    auto built = build({word("kot"), word("kotek"), word("lot")});
    std::uint64_t count = 0;
    std::vector<std::uint32_t> wordsFrom;
    ASSERT_FALSE(validateAutomaton(built.result.edges, built.result.root));
    // Point the root's first edge at the root itself: a cycle.
    auto cyclic = built.result.edges;
    const std::uint32_t root = built.result.root;
    cyclic[root] = (cyclic[root] & ((1u << kEdgeTargetShift) - 1)) | (root << kEdgeTargetShift);
    EXPECT_TRUE(validateAutomaton(cyclic, root));
    // Past the end.
    auto wild = built.result.edges;
    wild[1] = (wild[1] & ((1u << kEdgeTargetShift) - 1)) | (0x1FFFFFu << kEdgeTargetShift);
    EXPECT_TRUE(validateAutomaton(wild, root));
    // Letters out of order within a state.
    auto unordered = built.result.edges;
    std::swap(unordered[root], unordered[root + 1]);
    unordered[root] &= ~kEdgeLast;
    unordered[root + 1] |= kEdgeLast;
    EXPECT_TRUE(validateAutomaton(unordered, root));
    // The numbering makes the same checks in its own pass.
    std::vector<std::uint32_t> numbering;
    ASSERT_FALSE(numberAutomaton(built.result.edges, root, 64, count, numbering));
    EXPECT_TRUE(numberAutomaton(cyclic, root, 64, count, numbering));
    EXPECT_TRUE(numberAutomaton(wild, root, 64, count, numbering));
    EXPECT_TRUE(numberAutomaton(unordered, root, 64, count, numbering));
    EXPECT_TRUE(numberAutomaton(built.result.edges, 1000, 64, count, numbering));
    // Too long for the limit.
    EXPECT_TRUE(countAutomaton(built.result.edges, root, 4, count, wordsFrom));
    EXPECT_FALSE(countAutomaton(built.result.edges, root, 5, count, wordsFrom));
    std::vector<std::uint32_t> before;
    EXPECT_TRUE(numberAutomaton(built.result.edges, root, 4, count, before));
    EXPECT_FALSE(numberAutomaton(built.result.edges, root, 5, count, before));
    // Root outside.
    EXPECT_TRUE(validateAutomaton(built.result.edges, 1000));
}

}  // namespace
}  // namespace ps::dict
