// The black-card variant (rules §11, D21, D23–D32): the eight actions with their timings,
// targets, obligations and edge cases. Words come from a test lexicon: they need not be Polish.

#include "test_util.h"

namespace ps::engine::testing {
namespace {

bool hasAction(const Game& game, BlackAction action) {
    const auto available = game.availableBlackActions();
    return std::find(available.begin(), available.end(), action) != available.end();
}

// P Ę K on the table, player 0 places an L: "pękl" (a test word) uses PĘKATY BLASTER.
struct BlasterTable {
    TestLexicon lexicon{"pękl"};
    PositionBuilder b;
    CardId p, e, k, l, mine, rival, tape;
    explicit BlasterTable(bool variant = true) : b(2, variant) {
        p = b.letter({0, 0}, "P");
        e = b.letter({1, 0}, "Ę");
        k = b.letter({2, 0}, "K");
        mine = b.letter({0, 1}, "O", 0);
        rival = b.letter({1, 1}, "O", 1);
        tape = b.tape({2, 1}, 1);
        l = b.sheet(0, "L");
        b.sheet(1, "A");
        b.stackMany(5);
    }
    Game afterWord() {
        Game game(b.build(), lexicon);
        applyOk(game, PlaceCard{l, {3, 0}});
        applyOk(game, playWord("pękl"));
        return game;
    }
};

TEST(Variant, BlackCardsAreOrdinaryLettersWithoutTheVariant) {
    BlasterTable t(false);
    Game game = t.afterWord();
    EXPECT_EQ(game.currentPlayer(), 1);
    EXPECT_TRUE(game.availableBlackActions().empty());
    applyFails(game, UseBlaster{t.mine}, ErrorCode::VariantOff);
}

TEST(Variant, PostWordActionsWaitInTheActionsPhase) {
    BlasterTable t;
    Game game = t.afterWord();
    EXPECT_EQ(game.state().phase, Phase::Actions);
    EXPECT_TRUE(hasAction(game, BlackAction::Blaster));
    applyFails(game, UseResistance{t.rival}, ErrorCode::ActionNotAvailable);
    applyOk(game, FinishActions{});
    EXPECT_EQ(game.currentPlayer(), 1);
}

// The legal targets a UI highlights: every letter card the word did not use, never a tape card.
TEST(Blaster, LegalActionsListEveryTarget) {
    BlasterTable t;
    Game game = t.afterWord();
    const auto legal = game.legalActions();
    std::vector<CardId> targets;
    bool canFinish = false;
    for (const auto& action : legal) {
        if (const auto* blaster = std::get_if<UseBlaster>(&action))
            targets.push_back(blaster->target);
        canFinish = canFinish || std::holds_alternative<FinishActions>(action);
    }
    std::sort(targets.begin(), targets.end());
    EXPECT_EQ(targets, (std::vector<CardId>{t.mine, t.rival}));
    EXPECT_TRUE(canFinish);
}

TEST(Blaster, SecondOwnMarkerCapturesTheCard) {
    BlasterTable t;
    Game game = t.afterWord();
    const auto events = applyOk(game, UseBlaster{t.mine});
    EXPECT_TRUE(capturedBy(game, 0, t.mine));
    EXPECT_EQ(findCell(game.state(), Cell{0, 1})->side, Side::Tape);
    EXPECT_EQ(countEvents<BlackActionUsed>(events), 1);
    EXPECT_EQ(game.currentPlayer(), 1);  // nothing left to do: the turn ended
    expectConsistent(game.state());
}

TEST(Blaster, RivalMarkerGoesBack) {
    BlasterTable t;
    Game game = t.afterWord();
    applyOk(game, UseBlaster{t.rival});
    EXPECT_EQ(markerAt(game, {1, 1}), PlayerId{0});
    EXPECT_EQ(game.state().players[1].pool, 30 - 1);  // only the tape marker left on the table
}

// D27: letter cards the word did not use; never tape cards; frozen cards allowed.
TEST(Blaster, TargetsOnlyLetterCardsTheWordDidNotUse) {
    BlasterTable t;
    t.b.freeze(t.rival, 1, 5);
    Game game = t.afterWord();
    applyFails(game, UseBlaster{t.k}, ErrorCode::InvalidTarget);
    applyFails(game, UseBlaster{t.tape}, ErrorCode::InvalidTarget);
    applyFails(game, UseBlaster{t.l}, ErrorCode::InvalidTarget);
    applyOk(game, UseBlaster{t.rival});
}

// D23: the action stays available although the word captured its black card.
TEST(Variant, ActionAvailableEvenIfTheWordCapturedItsBlackCard) {
    TestLexicon lexicon{"pękl"};
    PositionBuilder b(2, true);
    b.letter({0, 0}, "P");
    const CardId e = b.letter({1, 0}, "Ę", 0);
    b.letter({2, 0}, "K");
    const CardId target = b.letter({0, 1}, "O", 0);
    const CardId l = b.sheet(0, "L");
    b.stackMany(4);
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{l, {3, 0}});
    applyOk(game, playWord("pękl"));
    EXPECT_TRUE(capturedBy(game, 0, e));
    ASSERT_TRUE(hasAction(game, BlackAction::Blaster));
    applyOk(game, UseBlaster{target});
    EXPECT_TRUE(capturedBy(game, 0, target));
}

// D23: a captured black card gives its action again when a later word uses it.
TEST(Variant, CapturedBlackCardActsAgainInALaterWord) {
    TestLexicon lexicon{"pękl"};
    PositionBuilder b(2, true);
    b.letter({0, 0}, "P");
    b.captured(0, "Ę");
    b.letter({2, 0}, "K");
    b.letter({0, 1}, "O", 1);
    const CardId l = b.sheet(0, "L");
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{l, {3, 0}});
    applyOk(game, playWord("pękl"));
    EXPECT_TRUE(hasAction(game, BlackAction::Blaster));
}

TEST(Variant, NoWordNoAction) {
    BlasterTable t;
    t.b.options().redrawLimit = 0;
    Game game(t.b.build(), t.lexicon);
    applyOk(game, PlaceCard{t.l, {3, 0}});
    applyOk(game, Pass{});
    EXPECT_EQ(game.currentPlayer(), 1);
}

// B Ó on the table, player 0 places an L: "ból".
struct ResistanceTable {
    TestLexicon lexicon{"ból"};
    PositionBuilder b{3, true};
    CardId bb, o, l, rival, mine, tape;
    ResistanceTable() {
        bb = b.letter({0, 0}, "B");
        o = b.letter({1, 0}, "Ó");
        rival = b.letter({0, 1}, "K", 2);
        mine = b.letter({1, 1}, "K", 0);
        tape = b.tape({2, 1}, 1);
        l = b.sheet(0, "L");
        b.stackMany(3);
    }
    Game afterWord() {
        Game game(b.build(), lexicon);
        applyOk(game, PlaceCard{l, {2, 0}});
        applyOk(game, playWord("ból"));
        return game;
    }
};

// D29: any marker on any letter card goes back to its owner; never a tape card's.
TEST(Resistance, RemovesAnyMarkerFromALetterCard) {
    ResistanceTable t;
    Game game = t.afterWord();
    applyFails(game, UseResistance{t.tape}, ErrorCode::InvalidTarget);
    const auto events = applyOk(game, UseResistance{t.rival});
    EXPECT_EQ(markerAt(game, {0, 1}), std::nullopt);
    EXPECT_EQ(game.state().players[2].pool, 30);
    EXPECT_EQ(eventsOf<MarkerReturned>(events).at(0).owner, 2);
}

TEST(Resistance, OwnMarkerAndWordCardsAllowed) {
    ResistanceTable t;
    Game game = t.afterWord();
    applyOk(game, UseResistance{t.bb});  // the word's own marker on B
    EXPECT_EQ(markerAt(game, {0, 0}), std::nullopt);
}

TEST(Resistance, CardWithoutMarkerIsNoTarget) {
    ResistanceTable t;
    const CardId bare = t.b.letter({3, 1}, "E");
    Game game = t.afterWord();
    applyFails(game, UseResistance{bare}, ErrorCode::InvalidTarget);
}

// C I E Ń on the table, player 0 places a Y: "cieńy"; player 1 has a zone of 3 tape cards.
struct ShadowTable {
    TestLexicon lexicon{"cieńy"};
    PositionBuilder b{2, true};
    CardId y, t1, t2, t3;
    ShadowTable() {
        b.row({0, 0}, "cień");
        t1 = b.tape({0, 1}, 1);
        t2 = b.tape({1, 1}, 1);
        t3 = b.tape({2, 1}, 1);
        y = b.sheet(0, "Y");
        b.stackMany(3);
    }
    Game afterWord() {
        Game game(b.build(), lexicon);
        applyOk(game, PlaceCard{y, {4, 0}});
        applyOk(game, playWord("cieńy"));
        return game;
    }
};

// CIEŃ breaking a zone: the tape card moves with its marker.
TEST(Shadow, MovingATapeCardBreaksAZone) {
    ShadowTable t;
    Game game = t.afterWord();
    EXPECT_EQ(game.scores().players[1].zonePoints, 3);
    ASSERT_EQ(game.state().phase, Phase::Actions);
    // (2, 2) touches only the tape card's own old cell, which counts as empty (D28).
    applyFails(game, UseShadow{t.t3, {2, 2}}, ErrorCode::CellNotTouching);
    applyFails(game, UseShadow{t.t3, {1, 1}}, ErrorCode::CellOccupied);
    applyOk(game, UseShadow{t.t3, {4, 1}});
    EXPECT_EQ(findCell(game.state(), Cell{4, 1})->marker, PlayerId{1});
    EXPECT_EQ(findCell(game.state(), Cell{2, 1}), nullptr);
    EXPECT_EQ(computeScores(game.state()).players[1].zonePoints, 0);
    EXPECT_EQ(game.state().players[1].pool, 27);  // no marker returned
}

TEST(Shadow, OnlyTapeCardsMove) {
    ShadowTable t;
    Game game = t.afterWord();
    const CardId c = findCell(game.state(), Cell{0, 0})->card;
    applyFails(game, UseShadow{c, {5, 0}}, ErrorCode::InvalidTarget);
}

// M Ą K on the table, player 0 places an A: "mąka"; 3 players.
struct JadroTable {
    TestLexicon lexicon{"mąka", "ok", "oko", "kok"};
    PositionBuilder b{3, true};
    CardId m, aa, k, a, gift, own1, next;
    JadroTable() {
        m = b.letter({0, 0}, "M");
        aa = b.letter({1, 0}, "Ą");
        k = b.letter({2, 0}, "K");
        b.letter({0, 1}, "O");
        a = b.sheet(0, "A");
        own1 = b.sheet(1, "K");
        b.sheet(2, "E");
        gift = b.stack("O");  // the top card: JĄDRO gives it
        next = b.stack("W");
        b.stackMany(6);
    }
    Game afterWord() {
        Game game(b.build(), lexicon);
        applyOk(game, PlaceCard{a, {3, 0}});
        applyOk(game, playWord("mąka"));
        return game;
    }
};

TEST(Jadro, GivesTheTopCardToAnotherPlayer) {
    JadroTable t;
    Game game = t.afterWord();
    applyFails(game, UseJadro{0}, ErrorCode::InvalidTarget);
    applyFails(game, UseJadro{5}, ErrorCode::NoSuchPlayer);
    const auto events = applyOk(game, UseJadro{1});
    EXPECT_EQ(game.state().players[1].jadroCard, t.gift);
    EXPECT_EQ(eventsOf<JadroCardGiven>(events).at(0).to, 1);
    EXPECT_EQ(game.currentPlayer(), 1);
    EXPECT_EQ(game.state().phase, Phase::Place);
}

// Ruling: the recipient places both cards and the word must use both.
TEST(Jadro, ObligationPlaceBothAndUseBoth) {
    JadroTable t;
    Game game = t.afterWord();
    applyOk(game, UseJadro{1});
    applyOk(game, PlaceCard{t.own1, {4, 0}});
    EXPECT_EQ(game.state().phase, Phase::Place);  // the JĄDRO card still to place
    applyOk(game, PlaceCard{t.gift, {5, 0}});     // may touch the first one
    EXPECT_EQ(game.state().phase, Phase::Word);
    applyFails(game, PlayWord{ps::word("ok"), {t.gift, t.k}, false}, ErrorCode::PlacedCardNotUsed);
    applyOk(game, PlayWord{ps::word("ok"), {t.gift, t.own1}, false});
    EXPECT_FALSE(game.state().players[1].jadroCard);
}

// D25: failing is the first redraw: own card under the stack, then the JĄDRO card; one new card.
TEST(Jadro, FailurePathPutsBothUnderTheStackAndDrawsOne) {
    JadroTable t;
    Game game = t.afterWord();
    applyOk(game, UseJadro{1});
    applyOk(game, PlaceCard{t.gift, {4, 0}});
    applyOk(game, PlaceCard{t.own1, {5, 0}});
    const auto stackBefore = game.state().stack;
    applyOk(game, Redraw{});
    const auto& s = game.state();
    ASSERT_GE(s.stack.size(), 2u);
    EXPECT_EQ(s.stack[s.stack.size() - 2], t.own1);
    EXPECT_EQ(s.stack.back(), t.gift);
    EXPECT_EQ(s.players[1].sheetCard, stackBefore.front());
    EXPECT_FALSE(s.players[1].jadroCard);
    EXPECT_EQ(s.turn.redrawsUsed, 1);
    EXPECT_EQ(s.phase, Phase::Place);
}

// D25: with a redraw limit of 0 the failure is a pass; both cards go under the stack.
TEST(Jadro, FailureWithoutRedrawsIsAPass) {
    JadroTable t;
    t.b.options().redrawLimit = 0;
    Game game = t.afterWord();
    applyOk(game, UseJadro{1});
    applyOk(game, PlaceCard{t.gift, {4, 0}});
    applyOk(game, PlaceCard{t.own1, {5, 0}});
    const CardId top = game.state().stack.front();
    applyOk(game, Pass{});
    const auto& s = game.state();
    EXPECT_EQ(s.stack[s.stack.size() - 2], t.own1);
    EXPECT_EQ(s.stack.back(), t.gift);
    EXPECT_EQ(s.players[1].sheetCard, top);
    EXPECT_FALSE(s.players[1].jadroCard);
    EXPECT_EQ(game.currentPlayer(), 2);
}

TEST(Jadro, OnePendingCardPerPlayer) {
    JadroTable t;
    t.b.jadroSheet(1, "Z");
    Game game = t.afterWord();
    applyFails(game, UseJadro{1}, ErrorCode::InvalidTarget);
    applyOk(game, UseJadro{2});
}

TEST(Jadro, NotAvailableWithAnEmptyStack) {
    TestLexicon lexicon{"mąka"};
    PositionBuilder b(3, true);
    b.letter({0, 0}, "M");
    b.letter({1, 0}, "Ą");
    b.letter({2, 0}, "K");
    const CardId a = b.sheet(0, "A");
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{a, {3, 0}});
    applyOk(game, playWord("mąka"));
    EXPECT_EQ(game.currentPlayer(), 1);  // the action had nothing to give: the turn ended
}

// Ć M on the table, player 0 places an A: "ćma".
struct ZeppelinTable {
    TestLexicon lexicon{"ćma"};
    PositionBuilder b{2, true};
    CardId a = 0, first = 0, second = 0;
    explicit ZeppelinTable(int stackCards) {
        b.letter({0, 0}, "Ć");
        b.letter({1, 0}, "M");
        a = b.sheet(0, "A");
        if (stackCards >= 1)
            first = b.stack("K");
        if (stackCards >= 2)
            second = b.stack("L");
        if (stackCards > 2)
            b.stackMany(stackCards - 2);
    }
    Game afterWord() {
        Game game(b.build(), lexicon);
        applyOk(game, PlaceCard{a, {2, 0}});
        applyOk(game, playWord("ćma"));
        return game;
    }
};

TEST(Zeppelin, DrawTwoKeepOneTheOtherUnderTheStack) {
    ZeppelinTable t(4);
    Game game = t.afterWord();
    ASSERT_EQ(game.state().phase, Phase::EndOfTurn);
    EXPECT_TRUE(hasAction(game, BlackAction::Zeppelin));
    applyOk(game, UseZeppelin{});
    ASSERT_EQ(game.state().phase, Phase::ZeppelinChoice);
    EXPECT_EQ(game.state().turn.zeppelinDrawn, (std::vector<CardId>{t.first, t.second}));
    expectConsistent(game.state());
    applyFails(game, ZeppelinKeep{t.a}, ErrorCode::InvalidTarget);
    applyOk(game, ZeppelinKeep{t.second});
    EXPECT_EQ(game.state().players[0].sheetCard, t.second);
    EXPECT_EQ(game.state().stack.back(), t.first);
    EXPECT_EQ(game.currentPlayer(), 1);
}

// D26: with one card left, the player takes it.
TEST(Zeppelin, OneCardLeftIsSimplyTaken) {
    ZeppelinTable t(1);
    Game game = t.afterWord();
    applyOk(game, UseZeppelin{});
    EXPECT_EQ(game.state().players[0].sheetCard, t.first);
    EXPECT_TRUE(game.state().stack.empty());
    EXPECT_EQ(game.currentPlayer(), 1);
}

TEST(Zeppelin, EndTurnMeansTheOrdinaryDraw) {
    ZeppelinTable t(4);
    Game game = t.afterWord();
    applyOk(game, EndTurn{});
    EXPECT_EQ(game.state().players[0].sheetCard, t.first);
}

// Ś I on the table, player 0 places a T; player 1 captured a W: "świt" borrows it.
struct SwistTable {
    TestLexicon lexicon{"świt", "wit", "śęt"};
    PositionBuilder b;
    CardId s, i, t, w;
    explicit SwistTable(bool variant = true) : b(2, variant) {
        s = b.letter({0, 0}, "Ś");
        i = b.letter({1, 0}, "I");
        w = b.captured(1, "W");
        t = b.sheet(0, "T");
        b.stackMany(4);
    }
    Game placed() {
        Game game(b.build(), lexicon);
        applyOk(game, PlaceCard{t, {2, 0}});
        return game;
    }
};

TEST(Swist, BorrowsOneCardCapturedByAnotherPlayer) {
    SwistTable st;
    Game game = st.placed();
    // The default choice borrows the missing letter itself.
    EXPECT_EQ(game.checkWord(ps::word("świt")).cards,
              (std::vector<CardId>{st.s, st.w, st.i, st.t}));
    applyOk(game, playWord("świt", {st.s, st.w, st.i, st.t}));
    EXPECT_TRUE(capturedBy(game, 1, st.w));       // it stays theirs
    EXPECT_EQ(game.state().players[0].pool, 27);  // no marker on the borrowed card
}

TEST(Swist, NeedsTheSwistCardInTheWord) {
    SwistTable st;
    Game game = st.placed();
    applyFails(game, playWord("wit", {st.w, st.i, st.t}), ErrorCode::CardNotAvailable);
}

TEST(Swist, NotInTheBaseGame) {
    SwistTable st(false);
    Game game = st.placed();
    applyFails(game, playWord("świt", {st.s, st.w, st.i, st.t}), ErrorCode::CardNotAvailable);
}

// D30: borrowing a black card gives its action.
TEST(Swist, BorrowingABlackCardGivesItsAction) {
    SwistTable st;
    const CardId e = st.b.captured(1, "Ę");
    st.b.letter({0, 1}, "O", 1);
    Game game = st.placed();
    applyOk(game, playWord("śęt", {st.s, e, st.t}));
    EXPECT_EQ(game.state().phase, Phase::Actions);
    EXPECT_TRUE(hasAction(game, BlackAction::Blaster));
    EXPECT_TRUE(capturedBy(game, 1, e));
}

TEST(Swist, OnlyOneBorrowedCard) {
    SwistTable st;
    const CardId secondI = st.b.captured(1, "I");
    Game game = st.placed();
    applyFails(game, playWord("świt", {st.s, st.w, secondI, st.t}), ErrorCode::CardNotAvailable);
}

// D31 with D30: a borrowed Ź allows a double use in the same word.
TEST(Swist, BorrowedZreniceAllowsADoubleUse) {
    TestLexicon lexicon{"śźata"};
    PositionBuilder b(2, true);
    const CardId s = b.letter({0, 0}, "Ś");
    const CardId a = b.letter({1, 0}, "A");
    const CardId z = b.captured(1, "Ź");
    const CardId t = b.sheet(0, "T");
    b.stackMany(3);
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{t, {2, 0}});
    applyOk(game, playWord("śźata", {s, z, a, t, a}));
    EXPECT_TRUE(capturedBy(game, 0, a));
    EXPECT_TRUE(capturedBy(game, 1, z));
}

// Ź on the table, an A with a rival marker; player 0 places a T: "źata" uses the A twice.
struct ZreniceTable {
    TestLexicon lexicon{"źata", "ata"};
    PositionBuilder b{2, true};
    CardId z, a, t;
    explicit ZreniceTable(std::optional<PlayerId> markerOnA) {
        z = b.letter({0, 0}, "Ź");
        a = b.letter({1, 0}, "A", markerOnA);
        t = b.sheet(0, "T");
        b.stackMany(4);
    }
    Game placed() {
        Game game(b.build(), lexicon);
        applyOk(game, PlaceCard{t, {2, 0}});
        return game;
    }
};

// ŹRENICE on a card holding a rival marker: two own markers capture it, the rival's goes back.
TEST(Zrenice, DoubledCardWithARivalMarkerIsCaptured) {
    ZreniceTable zt(PlayerId{1});
    Game game = zt.placed();
    const auto preview = game.previewWord(playWord("źata", {zt.z, zt.a, zt.t, zt.a}));
    ASSERT_TRUE(preview.verdict.ok());
    EXPECT_EQ(preview.captures, 1);
    EXPECT_EQ(preview.markersUsed, 4);
    applyOk(game, playWord("źata", {zt.z, zt.a, zt.t, zt.a}));
    EXPECT_TRUE(capturedBy(game, 0, zt.a));
    EXPECT_EQ(game.state().players[1].pool, 30);
    // 30 - 4 placed + 2 returned - 1 on the tape card.
    EXPECT_EQ(game.state().players[0].pool, 27);
    expectConsistent(game.state());
}

TEST(Zrenice, DoubledCardWithTheOwnMarkerReturnsAllThree) {
    ZreniceTable zt(PlayerId{0});
    Game game = zt.placed();
    applyOk(game, playWord("źata", {zt.z, zt.a, zt.t, zt.a}));
    EXPECT_TRUE(capturedBy(game, 0, zt.a));
    // 29 - 4 placed + 3 returned - 1 on the tape card.
    EXPECT_EQ(game.state().players[0].pool, 27);
    expectConsistent(game.state());
}

TEST(Zrenice, NeedsTheZreniceCardAndTwoMarkers) {
    ZreniceTable zt(std::nullopt);
    Game game = zt.placed();
    applyFails(game, playWord("ata", {zt.a, zt.t, zt.a}), ErrorCode::CardUsedTwice);
    ZreniceTable poor(std::nullopt);
    poor.b.pool(0, 3);
    Game game2 = poor.placed();
    applyFails(game2, playWord("źata", {poor.z, poor.a, poor.t, poor.a}),
               ErrorCode::NotEnoughMarkers);
}

// The default choice uses ŹRENICE when doubling captures more (here: the card with the rival's
// marker rather than the free one), or when a letter lacks its second card.
TEST(Zrenice, DefaultChoiceDoublesTheMostValuableCard) {
    ZreniceTable zt(PlayerId{1});
    zt.b.letter({0, 1}, "A");  // a free A: doubling it would capture but remove no rival
    Game game = zt.placed();
    const auto verdict = game.checkWord(ps::word("źata"));
    ASSERT_TRUE(verdict.ok()) << errorCodeName(verdict.problem);
    EXPECT_EQ(verdict.cards, (std::vector<CardId>{zt.z, zt.a, zt.t, zt.a}));
    ZreniceTable missing(std::nullopt);
    Game second = missing.placed();
    EXPECT_EQ(second.checkWord(ps::word("źata")).cards,
              (std::vector<CardId>{missing.z, missing.a, missing.t, missing.a}));
}

// D31: the doubled card may be one of the mover's captured cards; the default choice finds it
// as the explicit choice does (no A on the table, one captured A).
TEST(Zrenice, DefaultChoiceDoublesACapturedCard) {
    TestLexicon lexicon{"źata"};
    PositionBuilder b(2, true);
    const CardId z = b.letter({0, 0}, "Ź");
    const CardId a = b.captured(0, "A");
    const CardId t = b.sheet(0, "T");
    b.stackMany(3);
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{t, {1, 0}});
    const std::vector<CardId> expected{z, a, t, a};
    EXPECT_TRUE(game.checkWord(playWord("źata", expected)).ok());
    const auto verdict = game.checkWord(ps::word("źata"));
    ASSERT_TRUE(verdict.ok()) << errorCodeName(verdict.problem);
    EXPECT_EQ(verdict.cards, expected);
    applyOk(game, playWord("źata"));
    EXPECT_TRUE(capturedBy(game, 0, a));
    expectConsistent(game.state());
}

TEST(Zrenice, BaseGameNeverDoubles) {
    TestLexicon lexicon{"źata"};
    PositionBuilder b(2, false);
    b.letter({0, 0}, "Ź");
    b.letter({1, 0}, "A");
    const CardId t = b.sheet(0, "T");
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{t, {2, 0}});
    EXPECT_EQ(game.checkWord(ps::word("źata")).problem, ErrorCode::LetterMissing);
}

// D31: a captured card of one's own may be the doubled one: its letter twice, no markers.
TEST(Zrenice, OwnCapturedCardMayGiveItsLetterTwice) {
    TestLexicon lexicon{"źata"};
    PositionBuilder b(2, true);
    const CardId z = b.letter({0, 0}, "Ź");
    const CardId a = b.captured(0, "A");
    const CardId t = b.sheet(0, "T");
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{t, {1, 0}});
    applyOk(game, playWord("źata", {z, a, t, a}));
    EXPECT_EQ(game.state().players[0].pool, 28);
}

// Ż A on the table (and a K), player 0 places an L: "żal"; 2 players, redraw limit 0.
struct GelTable {
    TestLexicon lexicon{"żal", "żale", "ok", "ke"};
    PositionBuilder b{2, true};
    CardId zz, a, k, l, e, o1, o0;
    GelTable() {
        zz = b.letter({0, 0}, "Ż");
        a = b.letter({1, 0}, "A");
        k = b.letter({0, 1}, "K");
        l = b.sheet(0, "L");
        o1 = b.sheet(1, "O");
        e = b.stack("E");   // player 0's draw
        o0 = b.stack("O");  // player 1's draw
        b.stackMany(6);
        b.options().redrawLimit = 0;
    }
};

// ŻEL: the draw first (D24), then the freeze; nobody (the freezer too) may use the card until
// the end of the freezer's next turn, when it thaws.
TEST(Gel, FrozenCardExpiresAtTheEndOfTheFreezersNextTurn) {
    GelTable g;
    Game game(g.b.build(), g.lexicon);
    applyOk(game, PlaceCard{g.l, {2, 0}});
    const auto wordEvents = applyOk(game, playWord("żal"));
    EXPECT_EQ(countEvents<CardDrawn>(wordEvents), 1);  // drawn before ŻEL is chosen
    ASSERT_EQ(game.state().phase, Phase::EndOfTurn);
    const auto events = applyOk(game, UseGel{g.k});
    ASSERT_EQ(eventsOf<CardFrozen>(events).size(), 1u);
    EXPECT_EQ(eventsOf<CardFrozen>(events)[0].untilTurn, 2);

    // Turn 1, player 1: the K is frozen.
    ASSERT_EQ(game.currentPlayer(), 1);
    applyOk(game, PlaceCard{g.o1, {0, 2}});
    auto verdict = game.checkWord(ps::word("ok"));
    EXPECT_EQ(verdict.problem, ErrorCode::CardFrozen);
    applyFails(game, playWord("ok", {g.o1, g.k}), ErrorCode::CardFrozen);
    applyOk(game, Pass{});

    // Turn 2, player 0 (the freezer): still frozen for them too.
    ASSERT_EQ(game.currentPlayer(), 0);
    applyOk(game, PlaceCard{g.e, {2, 1}});
    applyFails(game, playWord("ke", {g.k, g.e}), ErrorCode::CardFrozen);
    const auto pass = applyOk(game, Pass{});
    ASSERT_EQ(countEvents<CardThawed>(pass), 1);  // thawed at the end of that turn
    EXPECT_FALSE(findCard(game.state(), g.k)->frozen);

    // Turn 3, player 1 may use it.
    applyOk(game, PlaceCard{*game.state().players[1].sheetCard, {0, 2}});
    EXPECT_TRUE(game.checkWord(ps::word("ok")).ok());
}

TEST(Gel, OnlyLetterCardsFreeze) {
    GelTable g;
    const CardId tape = g.b.tape({1, 1}, 1);
    Game game(g.b.build(), g.lexicon);
    applyOk(game, PlaceCard{g.l, {2, 0}});
    applyOk(game, playWord("żal"));
    applyFails(game, UseGel{tape}, ErrorCode::InvalidTarget);
    applyFails(game, UseBlaster{g.k}, ErrorCode::WrongPhase);
    applyOk(game, EndTurn{});
    EXPECT_FALSE(findCard(game.state(), g.k)->frozen);
}

// D32: freezing again replaces the freeze, so the card stays frozen without a gap.
TEST(Gel, FreezingAgainExtendsTheFreeze) {
    GelTable g;
    Game game(g.b.build(), g.lexicon);
    applyOk(game, PlaceCard{g.l, {2, 0}});
    applyOk(game, playWord("żal"));
    applyOk(game, UseGel{g.k});
    applyOk(game, PlaceCard{g.o1, {0, 2}});
    applyOk(game, Pass{});
    applyOk(game, PlaceCard{g.e, {2, 1}});
    applyOk(game, playWord("żale"));
    ASSERT_EQ(game.state().phase, Phase::EndOfTurn);
    const auto events = applyOk(game, UseGel{g.k});
    EXPECT_EQ(countEvents<CardThawed>(events), 0);
    EXPECT_EQ(findCard(game.state(), g.k)->frozen->untilTurn, 4);
}

// D21: after a help deal the black actions belong to the active player.
TEST(Variant, ActionsAfterAHelpDealBelongToTheActivePlayer) {
    BlasterTable t;
    Game game(t.b.build(), t.lexicon);
    applyOk(game, PlaceCard{t.l, {3, 0}});
    applyOk(game, HelpOffer{1, ps::word("pękl"), {t.p, t.e, t.k, t.l}, {t.p}});
    applyOk(game, HelpAccept{1, 0});
    EXPECT_EQ(game.state().phase, Phase::Actions);
    EXPECT_EQ(game.currentPlayer(), 0);
    applyOk(game, UseBlaster{t.mine});
    EXPECT_TRUE(capturedBy(game, 0, t.mine));
}

}  // namespace
}  // namespace ps::engine::testing
