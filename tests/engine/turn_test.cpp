// Redraws, passing, the end-of-turn draw, empty-stack cases, rounds and the end of the game
// (rules §6.5, §7, §8, D8, D9, D12).

#include "test_util.h"

namespace ps::engine::testing {
namespace {

struct Simple {
    PositionBuilder b{2};
    CardId k, o, t, a;
    Simple() {
        k = b.letter({0, 0}, "K");
        o = b.letter({1, 0}, "O");
        t = b.letter({2, 0}, "T");
        a = b.sheet(0, "A");
        b.sheet(1, "E");
    }
};

// Ruling: the placed card goes under the stack, the player takes the top card and places it.
TEST(Redraw, PlacedCardGoesUnderTheStackAndTheTopCardIsPlacedAgain) {
    TestLexicon lexicon;
    Simple s;
    const CardId top = s.b.stack("L");
    const CardId second = s.b.stack("M");
    Game game(s.b.build(), lexicon);
    applyOk(game, PlaceCard{s.a, {3, 0}});
    const auto events = applyOk(game, Redraw{});
    const auto& state = game.state();
    EXPECT_EQ(state.phase, Phase::Place);
    EXPECT_EQ(state.players[0].sheetCard, top);
    EXPECT_EQ(state.stack, (std::vector<CardId>{second, s.a}));
    EXPECT_EQ(findCell(state, Cell{3, 0}), nullptr);
    EXPECT_EQ(state.turn.redrawsUsed, 1);
    EXPECT_EQ(countEvents<CardUnderStack>(events), 1);
    applyOk(game, PlaceCard{top, {3, 0}});
    EXPECT_EQ(game.state().turn.placed, std::vector<CardId>{top});
}

// Ruling: at most 3 redraws (a table option); after the last, the placed card goes under the
// stack and the turn goes on to the draw without a word.
TEST(Redraw, LimitThenPassPutsTheCardUnderTheStackAndDraws) {
    TestLexicon lexicon;
    Simple s;
    s.b.stackMany(6);
    Game game(s.b.build(), lexicon);
    for (int i = 0; i < 3; ++i) {
        applyOk(game, PlaceCard{*game.state().players[0].sheetCard, {3, 0}});
        applyFails(game, Pass{}, ErrorCode::PassNotAllowed);  // D9: redraw still possible
        applyOk(game, Redraw{});
    }
    const CardId last = *game.state().players[0].sheetCard;
    applyOk(game, PlaceCard{last, {3, 0}});
    applyFails(game, Redraw{}, ErrorCode::RedrawLimitReached);
    const auto events = applyOk(game, Pass{});
    EXPECT_EQ(game.state().stack.back(), last);
    EXPECT_EQ(countEvents<Passed>(events), 1);
    EXPECT_EQ(countEvents<CardDrawn>(events), 1);
    EXPECT_TRUE(game.state().players[0].sheetCard);
    EXPECT_EQ(game.currentPlayer(), 1);
    EXPECT_TRUE(game.state().usedWords.empty());
}

TEST(Redraw, LimitIsATableOption) {
    TestLexicon lexicon;
    Simple s;
    s.b.stackMany(6);
    s.b.options().redrawLimit = 0;
    Game game(s.b.build(), lexicon);
    applyOk(game, PlaceCard{s.a, {3, 0}});
    applyFails(game, Redraw{}, ErrorCode::RedrawLimitReached);
    applyOk(game, Pass{});
}

// Ruling: with an empty stack the player may pass at once; D9: with an empty stack the passed
// card becomes the stack and is drawn back.
TEST(Pass, EmptyStackAllowsPassingAtOnce) {
    TestLexicon lexicon;
    Simple s;
    Game game(s.b.build(), lexicon);
    applyOk(game, PlaceCard{s.a, {3, 0}});
    applyFails(game, Redraw{}, ErrorCode::StackEmpty);
    applyOk(game, Pass{});
    EXPECT_EQ(game.state().players[0].sheetCard, s.a);
    EXPECT_TRUE(game.state().stack.empty());
}

TEST(Pass, NoPlacedCardMeansNoRedraw) {
    TestLexicon lexicon;
    PositionBuilder b(2);
    b.row({0, 0}, "KOT");
    b.stackMany(3);
    Game game(b.build(), lexicon);  // empty sheet
    applyFails(game, Redraw{}, ErrorCode::NoCardPlaced);
    applyOk(game, Pass{});
}

// Step 4: the top card of the stack goes onto the sheet; ruling: with an empty stack, nothing.
TEST(Draw, EndOfTurnDrawTakesTheTopCard) {
    TestLexicon lexicon{"kota"};
    Simple s;
    const CardId top = s.b.stack("L");
    Game game(s.b.build(), lexicon);
    applyOk(game, PlaceCard{s.a, {3, 0}});
    const auto events = applyOk(game, playWord("kota"));
    EXPECT_EQ(game.state().players[0].sheetCard, top);
    EXPECT_EQ(eventsOf<CardDrawn>(events).at(0).card, top);
    EXPECT_EQ(game.currentPlayer(), 1);
    EXPECT_EQ(game.state().phase, Phase::Place);
}

TEST(Draw, EmptyStackDrawsNothing) {
    TestLexicon lexicon{"kota"};
    Simple s;
    Game game(s.b.build(), lexicon);
    applyOk(game, PlaceCard{s.a, {3, 0}});
    applyOk(game, playWord("kota"));
    EXPECT_FALSE(game.state().players[0].sheetCard);
}

// Ruling: a capture with an empty stack leaves the cell empty (and puts no marker).
TEST(Capture, EmptyStackLeavesTheCellEmpty) {
    TestLexicon lexicon{"kota"};
    PositionBuilder b(2);
    const CardId k = b.letter({0, 0}, "K", 0);
    b.letter({1, 0}, "O");
    b.letter({2, 0}, "T");
    const CardId a = b.sheet(0, "A");
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{a, {3, 0}});
    const auto events = applyOk(game, playWord("kota"));
    EXPECT_TRUE(capturedBy(game, 0, k));
    EXPECT_EQ(findCell(game.state(), Cell{0, 0}), nullptr);
    EXPECT_EQ(countEvents<CellLeftEmpty>(events), 1);
    EXPECT_EQ(game.state().players[0].pool, 30 - 3);
    expectConsistent(game.state());
}

// Rules D12: several captures are filled from the stack in the order of the word's letters.
TEST(Capture, SeveralCapturesFillInWordOrder) {
    TestLexicon lexicon{"kota"};
    PositionBuilder b(2);
    b.letter({0, 0}, "K", 0);
    b.letter({1, 0}, "O");
    b.letter({2, 0}, "T", 0);
    const CardId a = b.sheet(0, "A");
    const CardId first = b.stack("W");
    const CardId second = b.stack("Y");
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{a, {3, 0}});
    const auto events = applyOk(game, playWord("kota"));
    EXPECT_EQ(findCell(game.state(), Cell{0, 0})->card, first);
    EXPECT_EQ(findCell(game.state(), Cell{2, 0})->card, second);
    // All markers of the word come first, then each capture with its tape card.
    std::vector<std::size_t> kinds;
    for (const auto& e : events)
        kinds.push_back(e.index());
    const std::vector<std::size_t> expected = {
        Event(WordPlayed{}).index(),   Event(MarkerPlaced{}).index(), Event(MarkerPlaced{}).index(),
        Event(MarkerPlaced{}).index(), Event(MarkerPlaced{}).index(), Event(CardCaptured{}).index(),
        Event(TapePlaced{}).index(),   Event(CardCaptured{}).index(), Event(TapePlaced{}).index()};
    ASSERT_GE(kinds.size(), expected.size());
    EXPECT_EQ(std::vector<std::size_t>(kinds.begin(), kinds.begin() + 9), expected);
    EXPECT_EQ(game.state().players[0].captured.size(), 2u);
    expectConsistent(game.state());
}

TEST(Capture, RivalMarkerIsReplacedByTheNewOne) {
    TestLexicon lexicon{"kota"};
    PositionBuilder b(2);
    b.letter({0, 0}, "K", 1);
    b.letter({1, 0}, "O");
    b.letter({2, 0}, "T");
    const CardId a = b.sheet(0, "A");
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{a, {3, 0}});
    applyOk(game, playWord("kota"));
    EXPECT_EQ(markerAt(game, {0, 0}), PlayerId{0});
    EXPECT_EQ(game.state().players[1].pool, 30);
}

// Rounds: every player once per round, clockwise from the start player, who never changes (D2);
// the game ends after round 6.
TEST(Rounds, SixRoundsClockwiseFromTheStartPlayerThenGameOver) {
    TestLexicon lexicon;
    std::vector<Card> cards(80);
    for (std::size_t i = 0; i < cards.size(); ++i) {
        cards[i].letter = static_cast<Letter>(i % kAlphabetSize);
        cards[i].landmark = std::to_string(i);
    }
    GameOptions options;
    options.players = 3;
    options.startPlayer = 1;
    options.redrawLimit = 0;
    Game game(options, Deck(cards), lexicon);
    std::vector<PlayerId> order;
    int roundEvents = 0;
    while (!game.isOver()) {
        order.push_back(game.currentPlayer());
        const PlayerId me = game.currentPlayer();
        applyOk(game, PlaceCard{*game.state().players[me].sheetCard, game.legalPlacements()[0]});
        const auto events = applyOk(game, Pass{});
        roundEvents += countEvents<RoundAdvanced>(events);
        if (game.isOver()) {
            EXPECT_EQ(countEvents<GameEnded>(events), 1);
        }
        ASSERT_LT(order.size(), 100u);
    }
    ASSERT_EQ(order.size(), 18u);
    for (std::size_t i = 0; i < order.size(); ++i)
        EXPECT_EQ(order[i], (1 + i) % 3);
    EXPECT_EQ(roundEvents, 5);
    EXPECT_EQ(game.state().round, 6);
    EXPECT_EQ(game.state().startPlayer, 1);
    applyFails(game, Pass{}, ErrorCode::GameOver);
    EXPECT_TRUE(game.legalActions().empty());
}

TEST(Errors, EveryCodeHasAStableName) {
    EXPECT_EQ(errorCodeName(ErrorCode::CellNotTouching), "cell-not-touching");
    EXPECT_EQ(errorCodeName(ErrorCode::SuspectedRelation), "suspected-relation");
    for (int c = 0; c <= static_cast<int>(ErrorCode::InvalidTarget); ++c) {
        EXPECT_NE(errorCodeName(static_cast<ErrorCode>(c)), "unknown");
    }
}

}  // namespace
}  // namespace ps::engine::testing
