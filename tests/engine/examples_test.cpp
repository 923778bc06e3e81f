// The rulebook's worked examples (rules §12), played as one story in a 3-player game:
// Jagoda (0) STOMATOLOG, Artur (1) GALARETA, Ewa (2) LAMENT, Jagoda STROME.

#include "test_util.h"

namespace ps::engine::testing {
namespace {

constexpr PlayerId kJagoda = 0;
constexpr PlayerId kArtur = 1;
constexpr PlayerId kEwa = 2;

struct Story {
    TestLexicon lexicon{"stomatolog", "galareta", "lament", "strome"};
    PositionBuilder b{3};
    CardId s, t1, o1, m1, a1, o2, l, o3, g;  // row y = 0
    CardId a2, r, e, m2, n, a3;              // row y = 1
    CardId t2, a4, t3, s2;                   // sheets and the draw that brings S
    CardId tape1, tape2, tape3;
    Story() {
        s = b.letter({0, 0}, "S");
        t1 = b.letter({1, 0}, "T");
        o1 = b.letter({2, 0}, "O");
        m1 = b.letter({3, 0}, "M");
        a1 = b.letter({4, 0}, "A");
        o2 = b.letter({5, 0}, "O");
        l = b.letter({6, 0}, "L");
        o3 = b.letter({7, 0}, "O");
        g = b.letter({8, 0}, "G");
        a2 = b.letter({0, 1}, "A");
        r = b.letter({1, 1}, "R");
        e = b.letter({2, 1}, "E");
        m2 = b.letter({3, 1}, "M");
        n = b.letter({4, 1}, "N");
        a3 = b.letter({5, 1}, "A");
        t2 = b.sheet(kJagoda, "T");
        a4 = b.sheet(kArtur, "A");
        t3 = b.sheet(kEwa, "T");
        s2 = b.stack("S");  // Jagoda draws it after her first turn
        b.stack("W");       // Artur's draw
        b.stack("W");       // Ewa's draw
        tape1 = b.stack("I");
        tape2 = b.stack("I");
        tape3 = b.stack("I");
        b.stackMany(4);
        b.current(kJagoda);
        b.start(kJagoda);
    }
};

void stomatolog(Story& st, Game& game) {
    applyOk(game, PlaceCard{st.t2, {9, 0}});
    applyOk(game, playWord("stomatolog",
                           {st.s, st.t1, st.o1, st.m1, st.a1, st.t2, st.o2, st.l, st.o3, st.g}));
}
void galareta(Story& st, Game& game) {
    applyOk(game, PlaceCard{st.a4, {6, 1}});
    applyOk(game, playWord("galareta", {st.g, st.a1, st.l, st.a2, st.r, st.e, st.t2, st.a4}));
}
void lament(Story& st, Game& game) {
    applyOk(game, PlaceCard{st.t3, {7, 1}});
    applyOk(game, playWord("lament", {st.l, st.a3, st.m2, st.e, st.n, st.t3}));
}

TEST(RulebookExample, StomatologPutsAMarkerOnEveryLetterIncludingThePlacedT) {
    Story st;
    Game game(st.b.build(), st.lexicon);
    stomatolog(st, game);
    for (CardId c : {st.s, st.t1, st.o1, st.m1, st.a1, st.t2, st.o2, st.l, st.o3, st.g}) {
        EXPECT_EQ(findCard(game.state(), c)->marker, kJagoda);
    }
    EXPECT_EQ(game.state().players[kJagoda].pool, 20);
    EXPECT_TRUE(game.state().players[kJagoda].captured.empty());
    EXPECT_EQ(game.state().players[kJagoda].sheetCard, st.s2);  // the end-of-turn draw
    EXPECT_EQ(game.currentPlayer(), kArtur);
}

TEST(RulebookExample, GalaretaReplacesJagodasMarkersOnGALT) {
    Story st;
    Game game(st.b.build(), st.lexicon);
    stomatolog(st, game);
    const auto events = [&] {
        applyOk(game, PlaceCard{st.a4, {6, 1}});
        return applyOk(game,
                       playWord("galareta", {st.g, st.a1, st.l, st.a2, st.r, st.e, st.t2, st.a4}));
    }();
    const auto returned = eventsOf<MarkerReturned>(events);
    ASSERT_EQ(returned.size(), 4u);
    for (const auto& m : returned)
        EXPECT_EQ(m.owner, kJagoda);
    for (CardId c : {st.g, st.a1, st.l, st.t2, st.a2, st.r, st.e, st.a4}) {
        EXPECT_EQ(findCard(game.state(), c)->marker, kArtur);
    }
    EXPECT_EQ(game.state().players[kJagoda].pool, 24);
    EXPECT_EQ(game.state().players[kArtur].pool, 22);
    EXPECT_EQ(countEvents<CardCaptured>(events), 0);
}

TEST(RulebookExample, LamentThenStromeCapturesTOMWithThreeTapeCards) {
    Story st;
    Game game(st.b.build(), st.lexicon);
    stomatolog(st, game);
    galareta(st, game);
    lament(st, game);
    EXPECT_EQ(findCard(game.state(), st.e)->marker, kEwa);
    EXPECT_EQ(findCard(game.state(), st.r)->marker, kArtur);
    ASSERT_EQ(game.currentPlayer(), kJagoda);
    applyOk(game, PlaceCard{st.s2, {8, 1}});
    const auto events = applyOk(game, playWord("strome", {st.s2, st.t1, st.r, st.o1, st.m1, st.e}));
    const auto& state = game.state();
    EXPECT_EQ(state.players[kJagoda].captured, (std::vector<CardId>{st.t1, st.o1, st.m1}));
    // Rival markers on R and E went back; Jagoda controls them.
    EXPECT_EQ(findCard(state, st.r)->marker, kJagoda);
    EXPECT_EQ(findCard(state, st.e)->marker, kJagoda);
    EXPECT_EQ(state.players[kArtur].pool, 25);
    EXPECT_EQ(state.players[kEwa].pool, 25);
    // Three tape cards from the top of the stack, in word order, with Jagoda's markers.
    const auto tapes = eventsOf<TapePlaced>(events);
    ASSERT_EQ(tapes.size(), 3u);
    const std::pair<CardId, Cell> expected[] = {
        {st.tape1, {1, 0}}, {st.tape2, {2, 0}}, {st.tape3, {3, 0}}};
    for (std::size_t i = 0; i < 3; ++i) {
        EXPECT_EQ(tapes[i].card, expected[i].first);
        const auto* cell = findCell(state, expected[i].second);
        ASSERT_TRUE(cell);
        EXPECT_EQ(cell->side, Side::Tape);
        EXPECT_EQ(cell->marker, kJagoda);
        EXPECT_EQ(cell->card, expected[i].first);
    }
    // Pool: 24 - 6 placed + 6 returned - 3 on tape cards.
    EXPECT_EQ(state.players[kJagoda].pool, 21);
    expectConsistent(state);
}

}  // namespace
}  // namespace ps::engine::testing
