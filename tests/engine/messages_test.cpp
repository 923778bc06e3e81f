// The English messages of refused words: each says what is wrong and gives the counts or the
// cards that explain it, not only the error code.

#include <string>

#include "test_util.h"

namespace ps::engine::testing {
namespace {

// The message of an action that must be refused with `code` (the state stays as it was).
std::string refusal(Game& game, const Action& action, ErrorCode code) {
    applyFails(game, action, code);
    const auto result = game.apply(action);
    return result.error ? result.error->message : std::string();
}

bool mentions(const std::string& message, const std::string& part) {
    return message.find(part) != std::string::npos;
}

TEST(WordMessages, NoTableCardSaysAWordNeedsOne) {
    TestLexicon lexicon{"kot"};
    PositionBuilder b(2);
    b.letter({0, 0}, "A");
    b.captured(0, "K");
    b.captured(0, "O");
    b.captured(0, "T");
    Game game(b.build(), lexicon);
    const auto message = refusal(game, playWord("kot"), ErrorCode::NoTableCard);
    EXPECT_TRUE(mentions(message, "no letter card on the table")) << message;
    EXPECT_FALSE(mentions(message, "no-table-card")) << message;
}

// A on the table, player 0 places a T: "ata" needs the A twice.
struct AtaTable {
    TestLexicon lexicon{"ata"};
    PositionBuilder b;
    CardId a, t;
    explicit AtaTable(bool variant) : b(2, variant) {
        a = b.letter({0, 0}, "A");
        t = b.sheet(0, "T");
        b.stackMany(3);
    }
    Game placed() {
        Game game(b.build(), lexicon);
        applyOk(game, PlaceCard{t, {1, 0}});
        return game;
    }
};

TEST(WordMessages, CardUsedTwiceSaysWhenTheVariantIsOff) {
    AtaTable base(false);
    Game game = base.placed();
    const auto off =
        refusal(game, playWord("ata", {base.a, base.t, base.a}), ErrorCode::CardUsedTwice);
    EXPECT_TRUE(mentions(off, "ŹRENICE")) << off;
    EXPECT_TRUE(mentions(off, "variant is off")) << off;

    AtaTable variant(true);
    Game second = variant.placed();
    const auto on = refusal(second, playWord("ata", {variant.a, variant.t, variant.a}),
                            ErrorCode::CardUsedTwice);
    EXPECT_TRUE(mentions(on, "ŹRENICE")) << on;
    EXPECT_FALSE(mentions(on, "variant is off")) << on;
}

// The missing letter is the occurrence left without a card: the second A of "ata".
TEST(WordMessages, MissingLetterIsTheOccurrenceWithoutACard) {
    AtaTable base(false);
    Game game = base.placed();
    const auto verdict = game.checkWord(ps::word("ata"));
    EXPECT_EQ(verdict.problem, ErrorCode::LetterMissing);
    EXPECT_EQ(verdict.letterIndex, 2);
    const auto message = refusal(game, playWord("ata"), ErrorCode::LetterMissing);
    EXPECT_TRUE(mentions(message, "letter 3 (A)")) << message;
    EXPECT_TRUE(mentions(message, "needs 2 A and the player can use 1")) << message;
}

TEST(WordMessages, NotEnoughMarkersGivesTheCounts) {
    TestLexicon lexicon{"kota"};
    PositionBuilder b(2);
    b.row({0, 0}, "kot");
    const CardId a = b.sheet(0, "A");
    b.stackMany(3);
    b.pool(0, 3);
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{a, {3, 0}});
    const auto message = refusal(game, playWord("kota"), ErrorCode::NotEnoughMarkers);
    EXPECT_TRUE(mentions(message, "needs 4 and the pool holds 3")) << message;
}

// Ś I on the table, player 0 places a T; player 1 captured a W and an I.
TEST(WordMessages, SecondSwistLoanIsNamed) {
    TestLexicon lexicon{"świt"};
    PositionBuilder b(2, true);
    const CardId s = b.letter({0, 0}, "Ś");
    b.letter({1, 0}, "I");
    const CardId w = b.captured(1, "W");
    const CardId secondI = b.captured(1, "I");
    const CardId t = b.sheet(0, "T");
    b.stackMany(4);
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{t, {2, 0}});
    const auto message =
        refusal(game, playWord("świt", {s, w, secondI, t}), ErrorCode::CardNotAvailable);
    EXPECT_TRUE(mentions(message, "second borrowed card")) << message;
    EXPECT_TRUE(mentions(message, "ŚWIST ENERGII lends one card")) << message;
    EXPECT_TRUE(mentions(message, "card " + std::to_string(w) + " (W) is borrowed already"))
        << message;
}

TEST(WordMessages, BorrowingWithoutTheVariantSaysItIsOff) {
    TestLexicon lexicon{"wit"};
    PositionBuilder b(2, false);
    const CardId i = b.letter({0, 0}, "I");
    const CardId w = b.captured(1, "W");
    const CardId t = b.sheet(0, "T");
    b.stackMany(4);
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{t, {1, 0}});
    const auto message = refusal(game, playWord("wit", {w, i, t}), ErrorCode::CardNotAvailable);
    EXPECT_TRUE(mentions(message, "captured by player 1")) << message;
    EXPECT_TRUE(mentions(message, "variant is off")) << message;
}

}  // namespace
}  // namespace ps::engine::testing
