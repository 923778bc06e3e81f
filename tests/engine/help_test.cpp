// Help from another player (rules §9, D15–D21): offers with hidden words, computed summaries,
// counters, several helpers, refusal, and deals where either side captures.

#include "test_util.h"

namespace ps::engine::testing {
namespace {

constexpr PlayerId kActive = 0;
constexpr PlayerId kHelper = 1;
constexpr PlayerId kOther = 2;

// K carries the helper's marker, T the active player's; the active player places an A.
struct HelpTable {
    TestLexicon lexicon{"kota", "kot", "tok", "kat", "okat"};
    PositionBuilder b{3};
    CardId k, o, t, a;
    HelpTable() {
        k = b.letter({0, 0}, "K", kHelper);
        o = b.letter({1, 0}, "O");
        t = b.letter({2, 0}, "T", kActive);
        a = b.sheet(kActive, "A");
        b.stackMany(6);
    }
    Game placed() {
        Game game(b.build(), lexicon);
        applyOk(game, PlaceCard{a, {3, 0}});
        return game;
    }
    HelpOffer offer(PlayerId helper, std::vector<CardId> price) const {
        return HelpOffer{helper, ps::word("kota"), {k, o, t, a}, std::move(price)};
    }
};

TEST(Help, SummaryShowsLengthCapturesAndPriceButNotTheWord) {
    HelpTable h;
    Game game = h.placed();
    applyOk(game, h.offer(kHelper, {h.k}));
    const auto summaries = game.helpSummaries();
    ASSERT_EQ(summaries.size(), 1u);
    EXPECT_EQ(summaries[0].helper, kHelper);
    EXPECT_EQ(summaries[0].length, 4);
    EXPECT_EQ(summaries[0].capturesForActive, 1);  // T holds the active player's marker
    EXPECT_EQ(summaries[0].priceLetters, ps::word("k"));
    EXPECT_FALSE(summaries[0].awaitingHelper);
}

TEST(Help, DealWhereTheHelperCaptures) {
    HelpTable h;
    Game game = h.placed();
    applyOk(game, h.offer(kHelper, {h.k}));
    const auto events = applyOk(game, HelpAccept{kHelper, kActive});
    EXPECT_TRUE(capturedBy(game, kHelper, h.k));  // helper's second marker on K
    EXPECT_TRUE(capturedBy(game, kActive, h.t));  // and the active player's on T
    EXPECT_EQ(markerAt(game, {0, 0}), kHelper);   // tape card with the helper's marker
    EXPECT_EQ(findCell(game.state(), Cell{0, 0})->side, Side::Tape);
    EXPECT_EQ(markerAt(game, {1, 0}), kActive);
    EXPECT_EQ(markerAt(game, {3, 0}), kActive);
    const auto played = eventsOf<WordPlayed>(events);
    ASSERT_EQ(played.size(), 1u);
    EXPECT_EQ(played[0].helper, kHelper);
    EXPECT_EQ(game.state().usedWords, std::vector<Word>{ps::word("kota")});
    EXPECT_EQ(game.currentPlayer(), kHelper);  // the turn went on as after a word
    expectConsistent(game.state());
}

TEST(Help, DealWhereOnlyTheActivePlayerCaptures) {
    HelpTable h;
    Game game = h.placed();
    applyOk(game, h.offer(kHelper, {h.o}));
    applyOk(game, HelpAccept{kHelper, kActive});
    EXPECT_TRUE(game.state().players[kHelper].captured.empty());
    EXPECT_TRUE(capturedBy(game, kActive, h.t));
    EXPECT_EQ(markerAt(game, {0, 0}), kActive);  // the helper's old marker on K went back
    EXPECT_EQ(markerAt(game, {1, 0}), kHelper);  // the price
    EXPECT_EQ(game.state().players[kHelper].pool, 30 - 1);
}

TEST(Help, CounterOfferAcceptedByTheHelper) {
    HelpTable h;
    Game game = h.placed();
    applyOk(game, h.offer(kHelper, {h.k, h.o}));
    applyFails(game, HelpAccept{kHelper, kHelper}, ErrorCode::NotAwaited);
    applyOk(game, HelpCounter{kHelper, kActive, {h.o}});
    EXPECT_TRUE(game.helpSummaries()[0].awaitingHelper);
    applyFails(game, HelpAccept{kHelper, kActive}, ErrorCode::NotAwaited);
    applyOk(game, HelpAccept{kHelper, kHelper});
    EXPECT_EQ(markerAt(game, {1, 0}), kHelper);
    EXPECT_EQ(markerAt(game, {0, 0}), kActive);
}

// D18: the active player may name any letter cards; the helper cannot accept cards outside the
// word, and the helper's own counters must name cards of the word.
TEST(Help, CounterNamingACardOutsideTheWordCannotBeAccepted) {
    HelpTable h;
    const CardId e = h.b.letter({0, 1}, "E");
    Game game = h.placed();
    applyOk(game, h.offer(kHelper, {h.k}));
    applyOk(game, HelpCounter{kHelper, kActive, {e}});
    applyFails(game, HelpAccept{kHelper, kHelper}, ErrorCode::InvalidPrice);
    applyFails(game, HelpCounter{kHelper, kHelper, {e}}, ErrorCode::InvalidPrice);
    applyOk(game, HelpCounter{kHelper, kHelper, {h.o}});
    applyOk(game, HelpAccept{kHelper, kActive});
}

// D19: at most 3 counters per offer, then accept or refuse.
TEST(Help, NegotiationsAreFinite) {
    HelpTable h;
    Game game = h.placed();
    applyOk(game, h.offer(kHelper, {h.k, h.o}));
    applyOk(game, HelpCounter{kHelper, kActive, {h.o}});
    applyOk(game, HelpCounter{kHelper, kHelper, {h.k}});
    applyOk(game, HelpCounter{kHelper, kActive, {h.t}});
    applyFails(game, HelpCounter{kHelper, kHelper, {h.k}}, ErrorCode::CounterLimitReached);
    applyOk(game, HelpAccept{kHelper, kHelper});
}

TEST(Help, TwoHelpersTheActivePlayerPicksOne) {
    HelpTable h;
    Game game = h.placed();
    applyOk(game, h.offer(kHelper, {h.k}));
    applyOk(game, HelpOffer{kOther, ps::word("okat"), {h.o, h.k, h.a, h.t}, {h.o}});
    EXPECT_EQ(game.helpSummaries().size(), 2u);
    applyOk(game, HelpAccept{kOther, kActive});
    EXPECT_EQ(game.state().usedWords, std::vector<Word>{ps::word("okat")});
    EXPECT_EQ(markerAt(game, {1, 0}), kOther);
    EXPECT_EQ(markerAt(game, {0, 0}), kActive);  // the first helper's marker went back
    EXPECT_TRUE(capturedBy(game, kActive, h.t));
    EXPECT_TRUE(game.state().turn.helpOffers.empty());
}

TEST(Help, OfferMustBeALegalWordForTheActivePlayersTurn) {
    HelpTable h;
    const CardId helpersO = h.b.captured(kHelper, "O");
    const CardId activesO = h.b.captured(kActive, "O");
    Game game = h.placed();
    // Must use the placed card.
    applyFails(game, HelpOffer{kOther, ps::word("tok"), {h.t, h.o, h.k}, {h.o}},
               ErrorCode::PlacedCardNotUsed);
    // The helper's own captures are off limits; the active player's are fine.
    applyFails(game, HelpOffer{kHelper, ps::word("kota"), {h.k, helpersO, h.t, h.a}, {h.k}},
               ErrorCode::CardNotAvailable);
    applyFails(game, HelpOffer{kHelper, ps::word("kota"), {h.k, h.o}, {h.k}},
               ErrorCode::CardCountMismatch);
    applyOk(game, HelpOffer{kHelper, ps::word("kota"), {h.k, activesO, h.t, h.a}, {h.k}});
    // The active player cannot help themselves; no player 7.
    applyFails(game, h.offer(kActive, {h.k}), ErrorCode::NotYourTurn);
    applyFails(game, h.offer(7, {h.k}), ErrorCode::NoSuchPlayer);
}

// D15: a non-empty price of the word's table cards.
TEST(Help, PriceIsANonEmptySetOfTheWordsTableCards) {
    HelpTable h;
    const CardId activesO = h.b.captured(kActive, "O");
    Game game = h.placed();
    applyFails(game, h.offer(kHelper, {}), ErrorCode::InvalidPrice);
    applyFails(game, h.offer(kHelper, {h.k, h.k}), ErrorCode::InvalidPrice);
    applyFails(game, HelpOffer{kHelper, ps::word("kota"), {h.k, activesO, h.t, h.a}, {activesO}},
               ErrorCode::InvalidPrice);
    applyOk(game, h.offer(kHelper, {h.a}));  // the placed card may be the price
}

// D17: the helper's pool covers the price.
TEST(Help, HelperNeedsMarkersForThePrice) {
    HelpTable h;
    h.b.pool(kHelper, 1);
    Game game = h.placed();
    applyFails(game, h.offer(kHelper, {h.k, h.o}), ErrorCode::NotEnoughMarkers);
    applyOk(game, h.offer(kHelper, {h.o}));
}

// D19: a refused helper cannot offer again for the same placed card; a redraw reopens it.
TEST(Help, RefusedOfferIsGoneUntilANewPlacedCard) {
    HelpTable h;
    Game game = h.placed();
    applyOk(game, h.offer(kHelper, {h.k}));
    const auto events = applyOk(game, HelpRefuse{kHelper});
    EXPECT_EQ(countEvents<HelpRefused>(events), 1);
    EXPECT_TRUE(game.state().turn.helpOffers.empty());
    applyFails(game, h.offer(kHelper, {h.o}), ErrorCode::OfferLimitReached);
    applyFails(game, HelpAccept{kHelper, kActive}, ErrorCode::NoSuchOffer);
    // The active player then plays alone: nothing of the offer remains.
    applyOk(game, playWord("kota"));
    EXPECT_EQ(markerAt(game, {1, 0}), kActive);
}

TEST(Help, HelperMayWithdraw) {
    HelpTable h;
    Game game = h.placed();
    applyOk(game, h.offer(kHelper, {h.k}));
    applyOk(game, HelpWithdraw{kHelper});
    EXPECT_TRUE(game.helpSummaries().empty());
    applyFails(game, HelpWithdraw{kHelper}, ErrorCode::NoSuchOffer);
}

TEST(Help, RedrawClosesOffersAndLetsHelpersOfferAgain) {
    HelpTable h;
    Game game = h.placed();
    applyOk(game, h.offer(kHelper, {h.k}));
    applyOk(game, Redraw{});
    EXPECT_TRUE(game.state().turn.helpOffers.empty());
    const CardId next = *game.state().players[kActive].sheetCard;
    applyOk(game, PlaceCard{next, {3, 0}});
    EXPECT_TRUE(game.state().turn.helpersOffered.empty());
}

// D20: a suspected help word is judged by the table when revealed; a refusal voids the deal.
TEST(Help, SuspectedWordIsJudgedAtTheDeal) {
    HelpTable h;
    h.lexicon.addSuspected("kota", "kot");
    h.b.used("kot");
    Game game = h.placed();
    applyOk(game, h.offer(kHelper, {h.k}));
    const GameState before = game.state();
    const auto events = applyOk(game, HelpAccept{kHelper, kActive, false});
    ASSERT_EQ(countEvents<HelpVoided>(events), 1);
    EXPECT_EQ(game.state().table, before.table);
    EXPECT_EQ(game.state().players, before.players);
    EXPECT_TRUE(game.state().turn.helpOffers.empty());
    EXPECT_EQ(game.state().phase, Phase::Word);
}

TEST(Help, SuspectedWordAcceptedByTheTableMakesTheDeal) {
    HelpTable h;
    h.lexicon.addSuspected("kota", "kot");
    h.b.used("kot");
    Game game = h.placed();
    applyOk(game, h.offer(kHelper, {h.k}));
    applyOk(game, HelpAccept{kHelper, kActive, true});
    EXPECT_TRUE(capturedBy(game, kHelper, h.k));
}

TEST(Help, PreviewOfAnOfferMatchesTheDeal) {
    HelpTable h;
    Game game = h.placed();
    const auto preview = game.previewHelp(h.offer(kHelper, {h.k}));
    ASSERT_TRUE(preview.verdict.ok());
    EXPECT_EQ(preview.captures, 1);
    EXPECT_EQ(preview.helperCaptures, 1);
    EXPECT_EQ(preview.markersUsed, 3);
}

}  // namespace
}  // namespace ps::engine::testing
