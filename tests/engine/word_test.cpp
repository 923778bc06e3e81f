// Step 2, the word (rules §6): letters, cards, placed card, dictionary, used and related words,
// markers, and the default card choice (D3, D4, D6, D7).

#include "test_util.h"

namespace ps::engine::testing {
namespace {

// K O T in a row, player 0 about to place an A at (3, 0).
struct KotTable {
    PositionBuilder b{2};
    CardId k, o, t, a;
    KotTable() {
        k = b.letter({0, 0}, "K");
        o = b.letter({1, 0}, "O");
        t = b.letter({2, 0}, "T");
        a = b.sheet(0, "A");
        b.stackMany(5);
    }
    Game placed(const dict::Lexicon& lexicon) {
        Game game(b.build(), lexicon);
        applyOk(game, PlaceCard{a, {3, 0}});
        return game;
    }
};

TEST(Word, MustUseThePlacedCard) {
    TestLexicon lexicon{"kot", "kota"};
    KotTable t;
    Game game = t.placed(lexicon);
    EXPECT_EQ(game.checkWord(ps::word("kot")).problem, ErrorCode::PlacedCardNotUsed);
    applyFails(game, playWord("kot"), ErrorCode::PlacedCardNotUsed);
    applyOk(game, playWord("kota"));
}

TEST(Word, MarkerGoesOnEveryTableCardUsedIncludingThePlacedOne) {
    TestLexicon lexicon{"kota"};
    KotTable t;
    Game game = t.placed(lexicon);
    const auto events = applyOk(game, playWord("kota"));
    EXPECT_EQ(countEvents<MarkerPlaced>(events), 4);
    for (int x = 0; x < 4; ++x)
        EXPECT_EQ(markerAt(game, {x, 0}), PlayerId{0});
    EXPECT_EQ(game.state().players[0].pool, 26);
    EXPECT_EQ(game.state().usedWords, std::vector<Word>{ps::word("kota")});
}

TEST(Word, EachCardAtMostOnce) {
    TestLexicon lexicon{"atak", "tak"};
    PositionBuilder b(2);
    const CardId t = b.letter({0, 0}, "T");
    const CardId k = b.letter({1, 0}, "K");
    const CardId a = b.sheet(0, "A");
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{a, {2, 0}});
    const auto verdict = game.checkWord(ps::word("atak"));
    EXPECT_EQ(verdict.problem, ErrorCode::LetterMissing);
    EXPECT_EQ(verdict.letterIndex, 2);  // the second A: the first has the placed card
    applyFails(game, playWord("atak", {a, t, a, k}), ErrorCode::CardUsedTwice);
    applyOk(game, playWord("tak", {t, a, k}));
}

TEST(Word, LettersNeedNotBeAdjacent) {
    TestLexicon lexicon{"kat"};
    PositionBuilder b(2);
    b.letter({0, 0}, "K");
    b.letter({5, 3}, "T");  // the layout need not even be connected
    const CardId a = b.sheet(0, "A");
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{a, {6, 3}});
    applyOk(game, playWord("kat"));
}

TEST(Word, OwnCapturedCardsGiveLettersWithoutMarkers) {
    TestLexicon lexicon{"kota"};
    PositionBuilder b(2);
    const CardId k = b.letter({0, 0}, "K");
    const CardId t = b.letter({1, 0}, "T");
    const CardId o = b.captured(0, "O");
    const CardId a = b.sheet(0, "A");
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{a, {2, 0}});
    const auto verdict = game.checkWord(ps::word("kota"));
    ASSERT_TRUE(verdict.ok());
    EXPECT_EQ(verdict.cards, (std::vector<CardId>{k, o, t, a}));
    applyOk(game, playWord("kota"));
    EXPECT_EQ(game.state().players[0].pool, 27);
    EXPECT_TRUE(capturedBy(game, 0, o));
}

TEST(Word, OtherPlayersCapturedCardsAreOffLimits) {
    TestLexicon lexicon{"kota"};
    PositionBuilder b(2);
    b.letter({0, 0}, "K");
    b.letter({1, 0}, "T");
    const CardId o = b.captured(1, "O");
    const CardId a = b.sheet(0, "A");
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{a, {2, 0}});
    EXPECT_EQ(game.checkWord(ps::word("kota")).problem, ErrorCode::LetterMissing);
    const auto& s = game.state();
    applyFails(game, playWord("kota", {s.table[0].card, o, s.table[1].card, a}),
               ErrorCode::CardNotAvailable);
}

TEST(Word, TapeCardsGiveNoLetters) {
    TestLexicon lexicon{"kota"};
    PositionBuilder b(2);
    const CardId k = b.letter({0, 0}, "K");
    const CardId t = b.letter({1, 0}, "T");
    const CardId o = b.tape({0, 1}, 1, "O");
    const CardId a = b.sheet(0, "A");
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{a, {2, 0}});
    EXPECT_EQ(game.checkWord(ps::word("kota")).problem, ErrorCode::LetterMissing);
    applyFails(game, playWord("kota", {k, o, t, a}), ErrorCode::CardNotAvailable);
}

TEST(Word, ExplicitCardsMustMatchTheLetters) {
    TestLexicon lexicon{"kota"};
    KotTable t;
    Game game = t.placed(lexicon);
    applyFails(game, playWord("kota", {t.k, t.o, t.a}), ErrorCode::CardCountMismatch);
    applyFails(game, playWord("kota", {t.k, t.t, t.o, t.a}), ErrorCode::CardLetterMismatch);
    applyFails(game, playWord("kota", {t.k, t.o, t.t, 200}), ErrorCode::NoSuchCard);
    applyOk(game, playWord("kota", {t.k, t.o, t.t, t.a}));
}

TEST(Word, MustBeInTheDictionary) {
    TestLexicon lexicon{"kot"};
    KotTable t;
    Game game = t.placed(lexicon);
    applyFails(game, playWord("kota"), ErrorCode::NotInDictionary);
}

// Ruling: minimum length 2 by default, a table option.
TEST(Word, MinimumLengthIsATableOption) {
    TestLexicon lexicon{"a", "ta", "kat"};
    PositionBuilder b(2);
    b.letter({0, 0}, "K");
    b.letter({1, 0}, "T");
    const CardId a = b.sheet(0, "A");
    b.options().minWordLength = 3;
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{a, {2, 0}});
    applyFails(game, playWord("a"), ErrorCode::WordTooShort);
    applyFails(game, playWord("ta"), ErrorCode::WordTooShort);
    applyOk(game, playWord("kat"));
}

TEST(Word, DefaultMinimumLengthIsTwo) {
    TestLexicon lexicon{"a", "ta"};
    PositionBuilder b(2);
    b.letter({1, 0}, "T");
    const CardId a = b.sheet(0, "A");
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{a, {2, 0}});
    applyFails(game, playWord("a"), ErrorCode::WordTooShort);
    applyOk(game, playWord("ta"));
}

TEST(Word, AlreadyPlayedWordIsRefused) {
    TestLexicon lexicon{"kota"};
    KotTable t;
    t.b.used("kota");
    Game game = t.placed(lexicon);
    const auto verdict = game.checkWord(ps::word("kota"));
    EXPECT_EQ(verdict.problem, ErrorCode::AlreadyPlayed);
    EXPECT_EQ(verdict.relatedTo, ps::word("kota"));
    applyFails(game, playWord("kota"), ErrorCode::AlreadyPlayed);
}

// A word the table accepted under the house rule is not in the dictionary; retyping it is a
// repeat, and is refused as one — with the house rule and the table's acceptance claimed, with
// the house rule alone, and without it (a position where it was played) — never as a word the
// dictionary lacks.
TEST(Word, AWordPlayedBeforeIsRefusedAsPlayedBeforeTheDictionaryIsAsked) {
    for (const bool houseRule : {false, true}) {
        for (const bool claimed : {false, true}) {
            TestLexicon lexicon{"kot"};  // "kota" is not in it
            KotTable t;
            t.b.options().tableOverrulesDictionary = houseRule;
            t.b.used("kota");
            Game game = t.placed(lexicon);
            PlayWord again = playWord("kota");
            again.tableAcceptsUnknown = claimed;
            const auto verdict = game.checkWord(again);
            EXPECT_EQ(verdict.problem, ErrorCode::AlreadyPlayed)
                << "house rule " << houseRule << ", acceptance claimed " << claimed << ": "
                << errorCodeName(verdict.problem);
            EXPECT_EQ(verdict.relatedTo, ps::word("kota"));
            EXPECT_FALSE(verdict.overruled);
            applyFails(game, again, ErrorCode::AlreadyPlayed);
        }
    }
}

// The order of the word's checks: the cards and the markers first (a repeat that cannot even be
// spelled is refused for its letters), then a repeat, then the dictionary.
TEST(Word, AWordThatCannotBeSpelledIsRefusedForItsLettersEvenWhenPlayedBefore) {
    TestLexicon lexicon{"kot"};
    KotTable t;
    t.b.used("kotka");
    Game game = t.placed(lexicon);
    applyFails(game, playWord("kotka"), ErrorCode::LetterMissing);   // one K on the table
    applyFails(game, playWord("kota"), ErrorCode::NotInDictionary);  // spelled, not played
}

// Ruling: forms of one inflection family are refused by the engine itself.
TEST(Word, SameFamilyIsRefused) {
    TestLexicon lexicon;
    lexicon.addFamily({"kot", "kota", "kotu"});
    KotTable t;
    t.b.used("kot");
    Game game = t.placed(lexicon);
    applyFails(game, playWord("kota"), ErrorCode::SameFamily);
}

// Ruling: a suspected relation goes to the table; D6: a refusal costs nothing.
TEST(Word, SuspectedRelationNeedsTheTablesDecision) {
    TestLexicon lexicon{"kot", "kota"};
    lexicon.addSuspected("kot", "kota");
    KotTable t;
    t.b.used("kot");
    Game game = t.placed(lexicon);
    const auto verdict = game.checkWord(ps::word("kota"));
    EXPECT_EQ(verdict.problem, ErrorCode::SuspectedRelation);
    EXPECT_EQ(verdict.relatedTo, ps::word("kot"));
    applyFails(game, playWord("kota"), ErrorCode::SuspectedRelation);  // table refused: no cost
    EXPECT_EQ(game.state().turn.redrawsUsed, 0);
    PlayWord accepted = playWord("kota");
    accepted.tableAcceptsSuspected = true;
    applyOk(game, accepted);
}

// House rule (off by default): the table may accept a word the dictionary does not hold; the
// acceptance is part of the action, so a replay plays the same word.
TEST(Word, TheTableMayAcceptAWordOutsideTheDictionaryOnlyWithTheHouseRule) {
    for (const bool houseRule : {false, true}) {
        TestLexicon lexicon{"kot"};
        KotTable t;
        t.b.options().tableOverrulesDictionary = houseRule;
        Game game = t.placed(lexicon);
        applyFails(game, playWord("kota"), ErrorCode::NotInDictionary);
        PlayWord accepted = playWord("kota");
        accepted.tableAcceptsUnknown = true;
        if (!houseRule) {
            applyFails(game, accepted, ErrorCode::NotInDictionary);
            continue;
        }
        EXPECT_TRUE(game.checkWord(accepted).overruled);
        const auto events = applyOk(game, accepted);
        bool byTable = false;
        for (const Event& event : events) {
            if (const auto* played = std::get_if<WordPlayed>(&event))
                byTable = played->byTable;
        }
        EXPECT_TRUE(byTable);
        EXPECT_EQ(game.state().usedWords, std::vector<Word>{ps::word("kota")});
    }
}

TEST(Word, AWordInTheDictionaryIsNotMarkedAsTheTablesEvenWhenItsAcceptanceIsClaimed) {
    TestLexicon lexicon{"kota"};
    KotTable t;
    t.b.options().tableOverrulesDictionary = true;
    Game game = t.placed(lexicon);
    PlayWord claimed = playWord("kota");
    claimed.tableAcceptsUnknown = true;
    EXPECT_FALSE(game.checkWord(claimed).overruled);
    for (const Event& event : applyOk(game, claimed)) {
        if (const auto* played = std::get_if<WordPlayed>(&event)) {
            EXPECT_FALSE(played->byTable);
        }
    }
}

// Ruling: a word may use at most as many table cards as the player has markers (D4).
TEST(Word, MarkersRunningOutLimitTheTableCards) {
    TestLexicon lexicon{"kota"};
    KotTable t;
    t.b.pool(0, 3);
    Game game = t.placed(lexicon);
    applyFails(game, playWord("kota"), ErrorCode::NotEnoughMarkers);
    EXPECT_EQ(game.checkWord(ps::word("kota")).problem, ErrorCode::NotEnoughMarkers);
}

TEST(Word, DefaultChoiceUsesCapturedCardsWhenMarkersRunShort) {
    TestLexicon lexicon{"kota"};
    KotTable t;
    const CardId ownO = t.b.captured(0, "O");
    t.b.pool(0, 3);
    Game game = t.placed(lexicon);
    const auto verdict = game.checkWord(ps::word("kota"));
    ASSERT_TRUE(verdict.ok()) << errorCodeName(verdict.problem);
    EXPECT_EQ(verdict.cards, (std::vector<CardId>{t.k, ownO, t.t, t.a}));
}

// Rules D3: at least one letter card from the table.
TEST(Word, MustUseAtLeastOneTableCard) {
    TestLexicon lexicon{"kot", "kat"};
    PositionBuilder b(2);
    b.letter({0, 0}, "A");
    b.captured(0, "K");
    b.captured(0, "O");
    b.captured(0, "T");
    Game game(b.build(), lexicon);  // no sheet card: straight to the word
    applyFails(game, playWord("kot"), ErrorCode::NoTableCard);
    applyOk(game, playWord("kat"));
}

TEST(Word, DefaultChoicePrefersCapturesThenRivalMarkers) {
    TestLexicon lexicon{"ta", "tata"};
    PositionBuilder b(2);
    const CardId free = b.letter({0, 0}, "T");
    const CardId rival = b.letter({1, 0}, "T", 1);
    const CardId mine = b.letter({2, 0}, "T", 0);
    const CardId a2 = b.letter({3, 0}, "A");
    const CardId a = b.sheet(0, "A");
    b.stackMany(3);
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{a, {4, 0}});
    auto verdict = game.checkWord(ps::word("ta"));
    ASSERT_TRUE(verdict.ok());
    EXPECT_EQ(verdict.cards, (std::vector<CardId>{mine, a}));
    verdict = game.checkWord(ps::word("tata"));
    ASSERT_TRUE(verdict.ok());
    EXPECT_EQ(verdict.cards, (std::vector<CardId>{mine, a, rival, a2}));
    const auto preview = game.previewWord(playWord("tata"));
    EXPECT_EQ(preview.captures, 1);
    EXPECT_EQ(preview.rivalMarkersRemoved, 1);
    EXPECT_EQ(preview.markersUsed, 4);
    EXPECT_EQ(preview.tapesPlaced, 1);
    (void)free;
}

// Rules D7: then table cards before captured ones, then smaller y, then smaller x.
TEST(Word, DefaultChoiceTiesGoRowMajor) {
    TestLexicon lexicon{"ta"};
    PositionBuilder b(2);
    b.letter({5, 1}, "T");
    const CardId first = b.letter({9, 0}, "T");
    b.letter({0, 2}, "T");
    b.captured(0, "T");
    const CardId a = b.sheet(0, "A");
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{a, {9, 1}});
    EXPECT_EQ(game.checkWord(ps::word("ta")).cards, (std::vector<CardId>{first, a}));
}

// D7: among captured cards, the one captured earliest.
TEST(Word, DefaultChoiceTakesTheEarliestCapturedCard) {
    TestLexicon lexicon{"ta"};
    PositionBuilder b(2);
    const CardId early = b.captured(0, "A");
    b.captured(0, "A");
    b.letter({0, 0}, "K");
    const CardId t = b.sheet(0, "T");
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{t, {1, 0}});
    EXPECT_EQ(game.checkWord(ps::word("ta")).cards, (std::vector<CardId>{t, early}));
}

TEST(Word, PreviewChangesNothing) {
    TestLexicon lexicon{"kota"};
    KotTable t;
    Game game = t.placed(lexicon);
    const GameState before = game.state();
    const auto preview = game.previewWord(playWord("kota"));
    EXPECT_TRUE(preview.verdict.ok());
    EXPECT_EQ(preview.cards.size(), 4u);
    EXPECT_EQ(preview.markersUsed, 4);
    EXPECT_EQ(game.state(), before);
}

}  // namespace
}  // namespace ps::engine::testing
