// Each level's vocabulary: the familiar words (a common word or any form in its inflection
// family), medium playing only those, hard preferring them among moves of equal value, and the
// tournament's measure of them.

#include <variant>

#include "bots/common_words.h"
#include "bots/familiar_words.h"
#include "bots/levels.h"
#include "engine/io/standard_deck.h"
#include "session/tournament.h"
#include "test_support.h"

namespace ps::bots {
namespace {

using engine::CardId;
using engine::Game;
using testing::PositionBuilder;

const dict::Dictionary& testLexicon() {
    static const dict::Dictionary lexicon = dict::Dictionary::load(POTEGA_TEST_LEXICON);
    return lexicon;
}

TEST(FamiliarWords, AFormOfACommonWordIsFamiliar) {
    const CommonWords common({word("kot"), word("dom"), word("zzzz")});
    const FamiliarWords familiar(common, testLexicon());
    EXPECT_TRUE(familiar.familiar(word("kot")));
    // Inflected forms of the common word: its family (kot/NOsT in the test lexicon).
    EXPECT_TRUE(familiar.familiar(word("kotem")));
    EXPECT_TRUE(familiar.familiar(word("kotami")));
    EXPECT_TRUE(familiar.familiar(word("domu")));
    // Another family, even one that shares letters.
    EXPECT_FALSE(familiar.familiar(word("kotka")));
    EXPECT_FALSE(familiar.familiar(word("pies")));
    // A common word of no family is familiar by itself.
    EXPECT_TRUE(familiar.familiar(word("zzzz")));
    EXPECT_EQ(familiar.familyCount(), 2U);
    EXPECT_GT(familiar.memoryBytes(), 0U);
}

TEST(FamiliarWords, BuiltOncePerListAndDictionary) {
    const CommonWords common({word("kot")});
    const auto first = common.familiarIn(testLexicon());
    const auto second = common.familiarIn(testLexicon());
    EXPECT_EQ(first.get(), second.get());
    const CommonWords copy = common;  // copies share it too
    EXPECT_EQ(copy.familiarIn(testLexicon()).get(), first.get());
    const auto other = testing::makeDictionary({"kot", "kotem"});
    const auto elsewhere = common.familiarIn(*other);
    EXPECT_NE(elsewhere.get(), first.get());
    EXPECT_TRUE(elsewhere->familiar(word("kot")));
    EXPECT_FALSE(elsewhere->familiar(word("kotem")));  // its own family in that dictionary
}

// Two players; seat 0 holds K with O T A on the table: KOTA and ATOK use the same cards, so
// they are worth exactly the same.
struct EqualWords {
    std::unique_ptr<dict::Dictionary> dictionary = testing::makeDictionary({"atok", "kota"});
    std::optional<Game> game;
    EqualWords() {
        PositionBuilder position(2);
        position.row(0, 0, "ota");
        position.sheet(0, "k");
        position.sheet(1, "e");
        game.emplace(position.build(*dictionary));
    }
    std::optional<Word> wordOf(Level level, const CommonWords* common) const {
        auto bot = makeBot(level, 0, Vocabulary{dictionary.get(), common}, 11);
        Game copy = *game;
        for (int step = 0; step < 4; ++step) {
            const auto action = bot->decide(copy);
            if (!action)
                return std::nullopt;
            if (const auto* play = std::get_if<engine::PlayWord>(&*action))
                return play->word;
            if (!std::holds_alternative<engine::PlaceCard>(*action) || !copy.apply(*action).ok())
                return std::nullopt;
        }
        return std::nullopt;
    }
};

TEST(Vocabulary, HardPrefersTheFamiliarWordAmongEqualMoves) {
    const EqualWords position;
    // Without a preference the first of the equal words (the search's order) wins.
    const auto plain = position.wordOf(Level::Hard, nullptr);
    ASSERT_TRUE(plain.has_value());
    EXPECT_EQ(*plain, word("atok"));
    const CommonWords knowsKota({word("kota")});
    EXPECT_EQ(position.wordOf(Level::Hard, &knowsKota), word("kota"));
    const CommonWords knowsAtok({word("atok")});
    EXPECT_EQ(position.wordOf(Level::Hard, &knowsAtok), word("atok"));
    // The review (the hard bot's word) too.
    const auto review =
        bestWordForReview(*position.game, Vocabulary{position.dictionary.get(), &knowsKota});
    ASSERT_TRUE(review.has_value());
    EXPECT_EQ(review->word.word, word("kota"));
}

TEST(Vocabulary, MediumPlaysOnlyFamiliarWords) {
    const EqualWords position;
    const CommonWords knowsKota({word("kota")});
    EXPECT_EQ(position.wordOf(Level::Medium, &knowsKota), word("kota"));
    // Knowing neither word it plays none (it gives the word up), where without the common
    // words it plays one.
    const CommonWords knowsNeither({word("zzzz")});
    EXPECT_FALSE(position.wordOf(Level::Medium, &knowsNeither).has_value());
    EXPECT_TRUE(position.wordOf(Level::Medium, nullptr).has_value());
    // The hint is medium's choice.
    const auto suggestion = hint(*position.game, Vocabulary{position.dictionary.get(), &knowsKota});
    ASSERT_TRUE(suggestion.has_value());
    EXPECT_EQ(suggestion->word.word, word("kota"));
}

// Whole games on the test lexicon: every word medium plays is familiar, as the tournament
// counts it; with the whole dictionary (familiarOnly off) it plays others too, so the count
// can tell them apart.
TEST(Vocabulary, MediumWordsInWholeGamesAreAllFamiliar) {
    const CommonWords common({word("kot"), word("dom"), word("las"), word("pisać"), word("gra"),
                              word("robić"), word("noga"), word("ręka")});
    const Vocabulary vocabulary{&testLexicon(), &common};
    session::TournamentSettings settings;
    settings.entries = {Level::Medium, Level::Easy};
    settings.games = 4;
    settings.seed = 41;
    const auto familiar = common.familiarIn(testLexicon());
    long long checked = 0;
    const auto run = [&](bool familiarOnly) {
        settings.medium.familiarOnly = familiarOnly;
        return session::runTournament(
            settings, engine::io::standardDeck(), vocabulary,
            [&](const session::TournamentGame& game) {
                if (!familiarOnly)
                    return;
                for (const auto& action : game.actions) {
                    if (const auto* play = std::get_if<engine::PlayWord>(&action)) {
                        EXPECT_TRUE(familiar->familiar(play->word)) << toUtf8(play->word);
                        ++checked;
                    }
                }
            });
    };
    const auto restricted = run(true);
    const auto& medium = restricted.entries[0];
    ASSERT_GT(medium.words, 0);
    EXPECT_EQ(medium.familiarWords, medium.words);
    EXPECT_EQ(restricted.entries[1].familiarWords, restricted.entries[1].words);  // easy
    EXPECT_GT(checked, 0);
    const auto whole = run(false);
    EXPECT_LT(whole.entries[0].familiarWords, whole.entries[0].words);
    // Same seeds, same games.
    const auto again = run(true);
    EXPECT_EQ(again.entries[0].words, medium.words);
    EXPECT_EQ(again.entries[0].points, medium.points);
    EXPECT_EQ(again.entries[1].points, restricted.entries[1].points);
}

TEST(Vocabulary, SameSeedSameChoices) {
    const EqualWords position;
    const CommonWords knowsKota({word("kota")});
    for (const Level level : {Level::Medium, Level::Hard}) {
        auto a = makeBot(level, 0, Vocabulary{position.dictionary.get(), &knowsKota}, 5);
        auto b = makeBot(level, 0, Vocabulary{position.dictionary.get(), &knowsKota}, 5);
        EXPECT_EQ(a->decide(*position.game), b->decide(*position.game));
    }
}

}  // namespace
}  // namespace ps::bots
