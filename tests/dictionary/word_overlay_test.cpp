// The player's own additions and removals: their identity, the lexicon and the word check that
// apply them, the anagram search over the added words, and reading their lists.

#include "dictionary/word_overlay.h"

#include <gtest/gtest.h>

#include <sstream>

#include "dictionary/compiler.h"
#include "dictionary/word_check.h"
#include "test_support.h"

namespace ps::dict {
namespace {

std::vector<Word> words(std::initializer_list<std::string_view> list) {
    std::vector<Word> out;
    for (const auto text : list)
        out.push_back(ps::word(text));
    return out;
}

TEST(WordOverlay, TheSameListsHaveTheSameIdentityWhateverTheirOrder) {
    const WordOverlay a(words({"zyzol", "abcak", "zyzol"}), words({"kot"}));
    const WordOverlay b(words({"abcak", "zyzol"}), words({"kot", "kot"}));
    EXPECT_EQ(a.identity(), b.identity());
    EXPECT_EQ(a.identity().added, 2u);
    EXPECT_EQ(a.identity().removed, 1u);
    EXPECT_NE(a.identity().checksum, 0u);
}

TEST(WordOverlay, DifferentListsHaveDifferentIdentities) {
    const WordOverlay base(words({"zyzol"}), words({"kot"}));
    // Another word, the same word in the other list, one more word.
    const WordOverlay other(words({"zyzal"}), words({"kot"}));
    const WordOverlay swapped(words({"kot"}), words({"zyzol"}));
    const WordOverlay more(words({"zyzol"}), words({"kot", "dom"}));
    EXPECT_NE(base.identity(), other.identity());
    EXPECT_NE(base.identity().checksum, other.identity().checksum);
    EXPECT_NE(base.identity(), swapped.identity());
    EXPECT_NE(base.identity().checksum, swapped.identity().checksum);
    EXPECT_NE(base.identity(), more.identity());
}

TEST(WordOverlay, NoWordsIsTheEmptyIdentity) {
    const WordOverlay none;
    const WordOverlay emptyLists({}, {});
    EXPECT_TRUE(none.empty());
    EXPECT_TRUE(none.identity().empty());
    EXPECT_EQ(none.identity(), OverlayIdentity{});
    EXPECT_EQ(emptyLists.identity(), OverlayIdentity{});
}

TEST(WordOverlay, AWordInBothListsIsRemoved) {
    const WordOverlay overlay(words({"kot", "zyzol"}), words({"kot"}));
    EXPECT_EQ(overlay.verdict(ps::word("kot")), OverlayVerdict::Removed);
    EXPECT_EQ(overlay.verdict(ps::word("zyzol")), OverlayVerdict::Added);
    EXPECT_EQ(overlay.verdict(ps::word("dom")), OverlayVerdict::None);
    EXPECT_EQ(overlay.added(), words({"zyzol"}));
    EXPECT_EQ(overlay.identity(), WordOverlay(words({"zyzol"}), words({"kot"})).identity());
}

TEST(WordOverlay, TheLexiconAcceptsAddedWordsAndRefusesRemovedOnes) {
    const Dictionary& dictionary = testing::testLexicon();
    ASSERT_TRUE(dictionary.contains(ps::word("kot")));
    ASSERT_FALSE(dictionary.contains(ps::word("zyzol")));
    const WordOverlay overlay(words({"zyzol"}), words({"kot"}));
    const OverlaidLexicon lexicon(dictionary, overlay);
    EXPECT_FALSE(lexicon.contains(ps::word("kot")));
    EXPECT_TRUE(lexicon.contains(ps::word("zyzol")));
    EXPECT_TRUE(lexicon.contains(ps::word("dom")));
    // Relations stay the dictionary's: an added word is a family of its own.
    EXPECT_EQ(lexicon.relation(ps::word("domu"), ps::word("dom")), Relation::SameFamily);
    EXPECT_EQ(lexicon.relation(ps::word("zyzol"), ps::word("dom")), Relation::None);
}

TEST(WordOverlay, TheWordCheckSaysRemovedByYouAndAcceptsAddedWords) {
    const Dictionary& dictionary = testing::testLexicon();
    const WordOverlay overlay(words({"zyzol", "domek"}), words({"kot"}));
    const UsedWordIndex used(dictionary, words({"dom"}));
    const WordReport removed = checkWord(dictionary, used, "Kot", &overlay);
    EXPECT_FALSE(removed.valid);
    EXPECT_EQ(removed.refusal, RefusalReason::RemovedByYou);
    EXPECT_EQ(refusalName(*removed.refusal), "removed-by-you");
    const WordReport added = checkWord(dictionary, used, "ZYZOL", &overlay);
    EXPECT_TRUE(added.valid);
    EXPECT_TRUE(added.acceptable());
    EXPECT_TRUE(added.addedByYou);
    EXPECT_EQ(added.lemma, "zyzol");
    // An added word the dictionary knows keeps its family and relations.
    const WordReport known = checkWord(dictionary, used, "domek", &overlay);
    EXPECT_TRUE(known.valid);
    EXPECT_FALSE(known.addedByYou);
    EXPECT_EQ(known.strongest(), Relation::Suspected);
    // Without the overlay, the dictionary's answers.
    EXPECT_TRUE(checkWord(dictionary, used, "kot").valid);
    EXPECT_EQ(checkWord(dictionary, used, "zyzol").refusal, RefusalReason::NotInList);
}

TEST(WordOverlay, SuggestionsLeaveOutRemovedWords) {
    const Dictionary& dictionary = testing::testLexicon();
    const UsedWordIndex used(dictionary, {});
    const WordReport before = checkWord(dictionary, used, "kott");
    ASSERT_FALSE(before.suggestions.empty());
    const auto first = ps::word(before.suggestions.front());
    const WordOverlay overlay({}, {first});
    const WordReport after = checkWord(dictionary, used, "kott", &overlay);
    for (const std::string& suggestion : after.suggestions)
        EXPECT_NE(suggestion, before.suggestions.front());
}

TEST(WordOverlay, AddedAnagramsFollowTheQuery) {
    const WordOverlay overlay(words({"zyzol", "zoly", "ala"}), {});
    AnagramQuery query;
    query.available = countLetters(ps::word("zyzolzz"));
    std::vector<std::string> found;
    overlay.forEachAddedAnagram(query,
                                [&](std::span<const Letter> w) { found.push_back(toUtf8(w)); });
    EXPECT_EQ(found, (std::vector<std::string>{"zoly", "zyzol"}));
    query.required = countLetters(ps::word("zz"));
    found.clear();
    overlay.forEachAddedAnagram(query,
                                [&](std::span<const Letter> w) { found.push_back(toUtf8(w)); });
    EXPECT_EQ(found, (std::vector<std::string>{"zyzol"}));
    query.required = {};
    query.maxLength = 4;
    found.clear();
    overlay.forEachAddedAnagram(query,
                                [&](std::span<const Letter> w) { found.push_back(toUtf8(w)); });
    EXPECT_EQ(found, (std::vector<std::string>{"zoly"}));
}

TEST(WordOverlayList, ReadsWordsNormalisedWithCommentsAndBlankLines) {
    std::istringstream list(
        "\xEF\xBB\xBF# moje słowa\n\n  Żółw \nZYZOL\r\nz\xCC\x87"
        "aba\n");
    std::vector<Word> read;
    const WordListResult result = readWordList(list, read);
    ASSERT_TRUE(result.ok()) << result.message;
    EXPECT_EQ(result.status, WordListStatus::Read);
    EXPECT_EQ(read, words({"żółw", "zyzol", "żaba"}));
}

TEST(WordOverlayList, AnEmptyListIsFine) {
    std::istringstream list("# nothing yet\n");
    std::vector<Word> read;
    EXPECT_TRUE(readWordList(list, read).ok());
    EXPECT_TRUE(read.empty());
}

TEST(WordOverlayList, AMalformedLineIsRefusedWithItsNumber) {
    std::istringstream list("kot\n# comment\nk0t\n");
    std::vector<Word> read;
    const WordListResult result = readWordList(list, read);
    EXPECT_FALSE(result.ok());
    EXPECT_EQ(result.fault, WordListFault::NotAWord);
    EXPECT_EQ(result.line, 3u);
    EXPECT_EQ(result.message,
              "line 3: \"k0t\": '0' (U+0030 DIGIT ZERO) at position 2 is not a Polish letter");
    std::istringstream bytes("kot\n\xff\xfe\n");
    EXPECT_EQ(readWordList(bytes, read).fault, WordListFault::NotUtf8);
    std::istringstream twoWords("dwa słowa\n");
    const WordListResult two = readWordList(twoWords, read);
    EXPECT_EQ(two.fault, WordListFault::NotAWord);
    EXPECT_EQ(two.line, 1u);
}

TEST(WordOverlayList, AFileThatIsNoListIsNamed) {
    std::vector<Word> read;
    const WordListResult missing =
        readWordList(std::filesystem::path("/nonexistent/list.txt"), read);
    EXPECT_EQ(missing.fault, WordListFault::NoSuchFile);
    EXPECT_NE(missing.message.find("/nonexistent/list.txt"), std::string::npos) << missing.message;
    const WordListResult folder = readWordList(std::filesystem::path("/tmp"), read);
    EXPECT_EQ(folder.fault, WordListFault::NotARegularFile);
}

}  // namespace
}  // namespace ps::dict
