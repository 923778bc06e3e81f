// Anagram search equals a brute-force filter of the whole word list.
#include <gtest/gtest.h>

#include <bit>
#include <random>

#include "dictionary/bit_count.h"
#include "dictionary/dictionary.h"
#include "test_support.h"

namespace ps::dict {
namespace {

std::vector<Word> allWords(const Dictionary& d) {
    std::vector<Word> words;
    d.forEachWord([&](std::span<const Letter> w) { words.emplace_back(w.begin(), w.end()); });
    return words;
}

bool fits(std::span<const Letter> w, const AnagramQuery& q) {
    if (w.size() < q.minLength || w.size() > q.maxLength) {
        return false;
    }
    const LetterCounts counts = countLetters(w);
    for (std::size_t l = 0; l < counts.size(); ++l) {
        if (counts[l] > q.available[l] || counts[l] < q.required[l]) {
            return false;
        }
    }
    return true;
}

std::vector<Word> search(const Dictionary& d, const AnagramQuery& q) {
    std::vector<Word> found;
    d.forEachAnagram(q, [&](std::span<const Letter> w) { found.emplace_back(w.begin(), w.end()); });
    return found;
}

std::vector<Word> bruteForce(const std::vector<Word>& words, const AnagramQuery& q) {
    std::vector<Word> found;
    for (const Word& w : words) {
        if (fits(w, q)) {
            found.push_back(w);
        }
    }
    return found;
}

// Letters drawn from the words themselves, so that queries actually find words.
AnagramQuery randomQuery(std::mt19937& rng, const std::vector<Word>& words, int letters) {
    AnagramQuery q;
    std::uniform_int_distribution<std::size_t> pick(0, words.size() - 1);
    std::uniform_int_distribution<int> any(0, kAlphabetSize - 1);
    int added = 0;
    while (added < letters) {
        for (const Letter l : words[pick(rng)]) {
            if (added < letters) {
                ++q.available[l];
                ++added;
            }
        }
        if (added < letters && added % 5 == 0) {
            ++q.available[static_cast<std::size_t>(any(rng))];
            ++added;
        }
    }
    std::uniform_int_distribution<int> requiredCount(0, 2);
    for (int i = requiredCount(rng); i > 0; --i) {
        const Letter l = words[pick(rng)].front();
        if (q.required[l] < q.available[l]) {
            ++q.required[l];
        }
    }
    std::uniform_int_distribution<std::size_t> minLength(1, 4);
    q.minLength = minLength(rng);
    q.maxLength = q.minLength + std::uniform_int_distribution<std::size_t>(0, 12)(rng);
    return q;
}

TEST(Anagram, EqualsBruteForceOnManyRandomMultisets) {
    const auto& d = testing::testLexicon();
    const auto words = allWords(d);
    std::mt19937 rng(12345);
    std::size_t total = 0;
    for (int i = 0; i < 400; ++i) {
        const auto q = randomQuery(rng, words, 4 + i % 30);
        const auto expected = bruteForce(words, q);
        ASSERT_EQ(search(d, q), expected) << "query " << i;
        total += expected.size();
    }
    EXPECT_GT(total, 1000u);  // the queries were not all empty
}

// Counts of 16 and more do not fit the search's packed 4-bit counts: it then counts in bytes.
TEST(Anagram, EqualsBruteForceWithLargeCounts) {
    const auto& d = testing::testLexicon();
    const auto words = allWords(d);
    std::mt19937 rng(4242);
    std::uniform_int_distribution<int> letter(0, kAlphabetSize - 1);
    std::size_t total = 0;
    for (int i = 0; i < 100; ++i) {
        auto q = randomQuery(rng, words, 4 + i % 30);
        q.available[static_cast<std::size_t>(letter(rng))] = static_cast<std::uint8_t>(16 + i);
        if (i % 3 == 0) {
            const auto l = static_cast<std::size_t>(letter(rng));
            q.available[l] = 20;
            q.required[l] = static_cast<std::uint8_t>(1 + i % 2);
        }
        const auto expected = bruteForce(words, q);
        ASSERT_EQ(search(d, q), expected) << "query " << i;
        total += expected.size();
    }
    EXPECT_GT(total, 100u);
}

TEST(Anagram, BitCountsAgree) {
    std::mt19937 rng(99);
    for (int i = 0; i < 10000; ++i) {
        const auto bits = static_cast<std::uint32_t>(rng());
        const auto masked = bits & (bits >> (i % 32));  // sparser values too
        for (const std::uint32_t x : {bits, masked, 1u << (i % 32), 0u, ~0u}) {
            ASSERT_EQ(detail::countBitsPortable(x), std::popcount(x)) << x;
            if (detail::havePopcount()) {
                ASSERT_EQ(detail::countBitsInstruction(x), std::popcount(x)) << x;
            }
        }
    }
}

TEST(Anagram, RequiredLettersAndLengths) {
    const auto& d = testing::testLexicon();
    AnagramQuery q;
    q.available = countLetters(word("domekt"));
    q.required = countLetters(word("k"));
    q.minLength = 3;
    const auto found = search(d, q);
    EXPECT_NE(std::find(found.begin(), found.end(), word("domek")), found.end());
    EXPECT_NE(std::find(found.begin(), found.end(), word("kot")), found.end());
    EXPECT_EQ(std::find(found.begin(), found.end(), word("dom")), found.end());  // no k
    q.maxLength = 3;
    // kom (koma's genitive plural) comes from the genuine short-word test set.
    EXPECT_EQ(search(d, q), (std::vector<Word>{word("kom"), word("kot"), word("kto")}));
    // A required letter that is not available: nothing.
    q.required = countLetters(word("z"));
    EXPECT_TRUE(search(d, q).empty());
}

TEST(Anagram, FullDictionaryEqualsBruteForce) {
    const Dictionary* d = testing::fullDictionary();
    if (d == nullptr) {
        GTEST_SKIP() << "the full dictionary was not built (POTEGA_FULL_DICTIONARY=OFF)";
    }
    // A sample of words to draw letters from (every 1000th), and the brute force streamed
    // through every word, so that 4 million words are never held as separate vectors.
    std::vector<Word> sample;
    std::size_t n = 0;
    d->forEachWord([&](std::span<const Letter> w) {
        if (n++ % 1000 == 0) {
            sample.emplace_back(w.begin(), w.end());
        }
    });
    ASSERT_EQ(n, d->wordCount());
    std::mt19937 rng(777);
    for (int i = 0; i < 2; ++i) {  // each brute force walks 4 M words: slow under ASan
        const auto q = randomQuery(rng, sample, 12 + 20 * i);
        std::vector<Word> expected;
        d->forEachWord([&](std::span<const Letter> w) {
            if (fits(w, q)) {
                expected.emplace_back(w.begin(), w.end());
            }
        });
        ASSERT_EQ(search(*d, q), expected) << "query " << i;
    }
}

}  // namespace
}  // namespace ps::dict
