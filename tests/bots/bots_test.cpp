// Each level in the corner cases: no word, empty stack, JĄDRO obligation, frozen cards,
// suspected words; cancellation; names; hint and review.

#include <algorithm>
#include <atomic>
#include <variant>

#include "session/describe.h"
#include "test_support.h"

namespace ps::bots {
namespace {

using engine::Action;
using engine::Game;
using session::describe;
using testing::PositionBuilder;

const std::vector<Level> kLevels = {Level::RandomLegal, Level::Easy, Level::Medium, Level::Hard};

// Lets `bot` play the current turn of seat 0 to its end; returns its actions.
std::vector<Action> playTurn(Game& game, Bot& bot) {
    std::vector<Action> actions;
    const int turn = game.state().turnNumber;
    for (int guard = 0; guard < 40 && !game.isOver() && game.state().turnNumber == turn; ++guard) {
        auto action = bot.decide(game);
        EXPECT_TRUE(action.has_value());
        if (!action)
            break;
        const auto result = game.apply(*action);
        EXPECT_TRUE(result.ok()) << describe(*action) << ": " << result.error->message;
        if (!result.ok())
            break;
        actions.push_back(*action);
    }
    return actions;
}

template <class T>
int count(const std::vector<Action>& actions) {
    int n = 0;
    for (const auto& action : actions)
        n += std::holds_alternative<T>(action) ? 1 : 0;
    return n;
}

std::vector<std::string> playedWords(const std::vector<Action>& actions) {
    std::vector<std::string> words;
    for (const auto& action : actions) {
        if (const auto* play = std::get_if<engine::PlayWord>(&action))
            words.push_back(toUtf8(play->word));
    }
    return words;
}

TEST(Levels, NamesRoundTrip) {
    for (Level level : kLevels)
        EXPECT_EQ(levelFromId(levelId(level)), level);
    EXPECT_FALSE(levelFromId("grandmaster").has_value());
}

TEST(Levels, NeedADictionary) {
    EXPECT_THROW(makeBot(Level::Medium, 0, Vocabulary{}, 1), std::invalid_argument);
}

TEST(Corners, NoWordPossibleRedrawsThenPasses) {
    const auto dictionary = testing::makeDictionary({"zzz"});
    for (Level level : kLevels) {
        SCOPED_TRACE(std::string(levelId(level)));
        PositionBuilder position(2);
        position.row(0, 0, "abcd");
        position.sheet(0, "e");
        position.sheet(1, "f");
        Game game = position.build(*dictionary);
        const CommonWords common({word("zzz")});
        auto bot = makeBot(level, 0, Vocabulary{dictionary.get(), &common}, 5);
        const auto actions = playTurn(game, *bot);
        EXPECT_EQ(count<engine::Redraw>(actions), game.state().options.redrawLimit);
        EXPECT_EQ(count<engine::Pass>(actions), 1);
        EXPECT_EQ(count<engine::PlayWord>(actions), 0);
        EXPECT_EQ(game.state().currentPlayer, 1);
    }
}

TEST(Corners, EmptyStackStillPlaysAWordOrPasses) {
    const auto dictionary = testing::makeDictionary({"kot"});
    for (Level level : kLevels) {
        SCOPED_TRACE(std::string(levelId(level)));
        PositionBuilder position(2);
        position.row(0, 0, "ot");
        position.sheet(0, "k");
        position.sheet(1, "e");
        position.emptyStack();
        Game game = position.build(*dictionary);
        ASSERT_TRUE(game.state().stack.empty());
        const CommonWords common({word("kot")});
        auto bot = makeBot(level, 0, Vocabulary{dictionary.get(), &common}, 5);
        const auto actions = playTurn(game, *bot);
        EXPECT_EQ(playedWords(actions), std::vector<std::string>{"kot"});

        // Next time nothing fits: with an empty stack the bot passes at once (no redraw).
        PositionBuilder stuck(2);
        stuck.row(0, 0, "ab");
        stuck.sheet(0, "e");
        stuck.sheet(1, "f");
        stuck.emptyStack();
        Game stuckGame = stuck.build(*dictionary);
        const auto stuckActions = playTurn(stuckGame, *bot);
        EXPECT_EQ(count<engine::Redraw>(stuckActions), 0);
        EXPECT_EQ(count<engine::Pass>(stuckActions), 1);
    }
}

TEST(Corners, EmptySheetWordWithoutPlacedCard) {
    const auto dictionary = testing::makeDictionary({"kot"});
    PositionBuilder position(2);
    position.row(0, 0, "kot");
    position.sheet(1, "e");
    position.emptyStack();
    Game game = position.build(*dictionary);
    ASSERT_EQ(game.state().phase, engine::Phase::Word);
    auto bot = makeBot(Level::Medium, 0, Vocabulary{dictionary.get(), nullptr}, 5);
    EXPECT_EQ(playedWords(playTurn(game, *bot)), std::vector<std::string>{"kot"});
}

TEST(Corners, JadroObligationPlacesBothCardsAndUsesThem) {
    const auto dictionary = testing::makeDictionary({"kot", "kat", "kąt", "tak", "ot"});
    for (Level level : kLevels) {
        SCOPED_TRACE(std::string(levelId(level)));
        PositionBuilder position(2, true);
        position.row(0, 0, "oat");
        position.sheet(0, "k");
        position.jadro(0, "ą");
        position.sheet(1, "e");
        Game game = position.build(*dictionary);
        const CommonWords common({word("kąt"), word("kot")});
        auto bot = makeBot(level, 0, Vocabulary{dictionary.get(), &common}, 5);
        const auto actions = playTurn(game, *bot);
        EXPECT_EQ(count<engine::PlaceCard>(actions), 2);
        EXPECT_EQ(playedWords(actions), std::vector<std::string>{"kąt"});
    }
}

TEST(Corners, FrozenCardsAreNotUsed) {
    const auto dictionary = testing::makeDictionary({"kot", "kat"});
    for (Level level : kLevels) {
        SCOPED_TRACE(std::string(levelId(level)));
        PositionBuilder position(2, true);
        position.row(0, 0, "oat");
        position.sheet(0, "k");
        position.sheet(1, "e");
        for (auto& entry : position.state().table) {
            if (toUtf8(position.state().deck[entry.card].letter) == "o")
                entry.frozen = engine::Frozen{1, 3};
        }
        Game game = position.build(*dictionary);
        const CommonWords common({word("kot"), word("kat")});
        auto bot = makeBot(level, 0, Vocabulary{dictionary.get(), &common}, 5);
        EXPECT_EQ(playedWords(playTurn(game, *bot)), std::vector<std::string>{"kat"});
    }
}

// The played word's card list (the first word of the turn).
std::vector<engine::CardId> playedCards(const std::vector<Action>& actions) {
    for (const auto& action : actions) {
        if (const auto* play = std::get_if<engine::PlayWord>(&action))
            return play->cards;
    }
    return {};
}

TEST(Corners, SwistBorrowsTheOnlyMissingLetter) {
    // KOŚA is the only word, and its O is among the rival's captured cards: medium and hard
    // borrow it through the Ś card on the table (the engine checks the move in playTurn).
    const auto dictionary = testing::makeDictionary({"kośa", "zzz"});
    for (Level level : {Level::Medium, Level::Hard}) {
        SCOPED_TRACE(std::string(levelId(level)));
        PositionBuilder position(2, true);
        position.row(0, 0, "śab");
        position.sheet(0, "k");
        position.sheet(1, "e");
        const auto o = position.captured(1, "o");
        Game game = position.build(*dictionary);
        auto bot = makeBot(level, 0, Vocabulary{dictionary.get(), nullptr}, 5);
        const auto actions = playTurn(game, *bot);
        ASSERT_EQ(playedWords(actions), std::vector<std::string>{"kośa"});
        EXPECT_EQ(playedCards(actions)[1], o);
        // The loan stays its owner's.
        const auto& rivalCaptured = game.state().players[1].captured;
        EXPECT_NE(std::find(rivalCaptured.begin(), rivalCaptured.end(), o), rivalCaptured.end());
    }
}

TEST(Corners, SwistLoanPreferredWhenItCaptures) {
    // KA is playable without a loan; KOŚA (O borrowed) also captures the Ś card carrying the
    // bot's marker, which is worth more. In the game's last turn (the hard bot could otherwise
    // rightly keep KOŚA for its next turn, when it captures even more).
    const auto dictionary = testing::makeDictionary({"ka", "kośa"});
    for (Level level : {Level::Medium, Level::Hard}) {
        SCOPED_TRACE(std::string(levelId(level)));
        PositionBuilder position(2, true);
        position.state().round = engine::kRounds;
        position.state().startPlayer = 1;  // player 0 plays last
        position.table(0, 0, "ś", 0);
        position.table(1, 0, "a");
        position.table(2, 0, "b");
        position.sheet(0, "k");
        position.sheet(1, "e");
        position.captured(1, "o");
        Game game = position.build(*dictionary);
        auto bot = makeBot(level, 0, Vocabulary{dictionary.get(), nullptr}, 5);
        const auto actions = playTurn(game, *bot);
        EXPECT_EQ(playedWords(actions), std::vector<std::string>{"kośa"});
        EXPECT_EQ(game.state().players[0].captured.size(), 1U);
    }
}

TEST(Corners, SuspectedWordIsNeverPlayed) {
    // DOMEK is the only word with the placed K, and it is suspected of relation to DOM.
    const auto dictionary = testing::makeDictionary({"dom", "domek", "mode"});
    ASSERT_EQ(dictionary->relation(word("domek"), word("dom")), dict::Relation::Suspected);
    for (Level level : kLevels) {
        SCOPED_TRACE(std::string(levelId(level)));
        PositionBuilder position(2);
        position.row(0, 0, "doem");
        position.sheet(0, "k");
        position.sheet(1, "a");
        position.usedWord("dom");
        Game game = position.build(*dictionary);
        const CommonWords common({word("domek"), word("mode")});
        auto bot = makeBot(level, 0, Vocabulary{dictionary.get(), &common}, 5);
        const auto actions = playTurn(game, *bot);
        for (const auto& played : playedWords(actions))
            EXPECT_NE(played, "domek");
    }
}

TEST(Thinking, CancelledDecisionReturnsNothing) {
    const auto dictionary = testing::makeDictionary({"kot"});
    PositionBuilder position(2);
    position.row(0, 0, "ot");
    position.sheet(0, "k");
    position.sheet(1, "e");
    Game game = position.build(*dictionary);
    auto bot = makeBot(Level::Hard, 0, Vocabulary{dictionary.get(), nullptr}, 5);
    std::atomic<bool> cancel{true};
    EXPECT_FALSE(bot->decide(game, Thinking{&cancel, {}}).has_value());
    cancel = false;
    double last = -1;
    bool monotonic = true;
    const auto action = bot->decide(game, Thinking{&cancel, [&](double done) {
                                                       monotonic = monotonic && done >= last;
                                                       last = done;
                                                   }});
    EXPECT_TRUE(action.has_value());
    EXPECT_TRUE(monotonic);
    EXPECT_DOUBLE_EQ(last, 1.0);
}

TEST(Advice, HintIsPlayableAndReviewFindsAWord) {
    const auto dictionary = testing::makeDictionary({"kot", "tok", "ok", "kat"});
    PositionBuilder position(2);
    position.row(0, 0, "otal");
    position.table(0, 1, "o", 0);
    position.sheet(0, "k");
    position.sheet(1, "e");
    Game game = position.build(*dictionary);
    const Vocabulary vocabulary{dictionary.get(), nullptr};
    const auto suggestion = hint(game, vocabulary);
    ASSERT_TRUE(suggestion.has_value());
    ASSERT_EQ(suggestion->placements.size(), 1U);
    EXPECT_EQ(suggestion->preview.captures, 1);  // the O with its own marker
    Game copy = game;
    ASSERT_TRUE(copy.apply(suggestion->placements.front()).ok());
    EXPECT_TRUE(copy.apply(suggestion->word).ok());

    const auto review = bestWordForReview(game, vocabulary);
    ASSERT_TRUE(review.has_value());
    EXPECT_TRUE(review->preview.verdict.ok());
}

TEST(Driver, AwaitedSeatFollowsTheTurnAndCounters) {
    const auto dictionary = testing::makeDictionary({"kot"});
    PositionBuilder position(3);
    position.row(0, 0, "ot");
    position.sheet(0, "k");
    position.sheet(1, "e");
    position.sheet(2, "a");
    Game game = position.build(*dictionary);
    EXPECT_EQ(awaitedSeat(game), 0);
}

}  // namespace
}  // namespace ps::bots
