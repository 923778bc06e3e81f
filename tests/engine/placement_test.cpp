// Step 1, placing a card (rules §5): orthogonal contact on an unbounded grid, holes included.

#include "test_util.h"

namespace ps::engine::testing {
namespace {

TEST(Placement, CardMustTouchAnotherCardBySide) {
    TestLexicon lexicon;
    PositionBuilder b(2);
    b.row({0, 0}, "KOT");
    const CardId a = b.sheet(0, "A");
    Game game(b.build(), lexicon);
    applyFails(game, PlaceCard{a, {3, 1}}, ErrorCode::CellNotTouching);  // corner only
    applyFails(game, PlaceCard{a, {5, 0}}, ErrorCode::CellNotTouching);
    applyFails(game, PlaceCard{a, {1, 0}}, ErrorCode::CellOccupied);
    const auto events = applyOk(game, PlaceCard{a, {3, 0}});
    ASSERT_EQ(countEvents<CardPlaced>(events), 1);
    EXPECT_EQ(game.state().phase, Phase::Word);
    EXPECT_EQ(game.state().turn.placed, std::vector<CardId>{a});
    EXPECT_FALSE(game.state().players[0].sheetCard);
}

TEST(Placement, GridIsUnboundedNegativeCoordinatesIncluded) {
    TestLexicon lexicon;
    PositionBuilder b(2);
    b.row({0, 0}, "KOT");
    const CardId a = b.sheet(0, "A");
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{a, {0, -1}});
    EXPECT_EQ(findCell(game.state(), Cell{0, -1})->card, a);
}

TEST(Placement, HolesInsideTheLayoutAreLegal) {
    TestLexicon lexicon;
    PositionBuilder b(2);
    b.letter({0, 0}, "K");
    b.letter({2, 0}, "T");
    b.letter({0, 1}, "O");
    b.letter({1, 1}, "O");
    b.letter({2, 1}, "M");
    const CardId a = b.sheet(0, "A");
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{a, {1, 0}});
}

TEST(Placement, TapeCardsCountAsNeighbours) {
    TestLexicon lexicon;
    PositionBuilder b(2);
    b.letter({0, 0}, "K");
    b.tape({1, 0}, 1);
    const CardId a = b.sheet(0, "A");
    Game game(b.build(), lexicon);
    applyOk(game, PlaceCard{a, {2, 0}});
}

TEST(Placement, LegalPlacementsAreTheEmptyNeighbours) {
    TestLexicon lexicon;
    PositionBuilder b(2);
    b.row({0, 0}, "AB");
    b.sheet(0, "K");
    Game game(b.build(), lexicon);
    const std::vector<Cell> expected = {{0, -1}, {1, -1}, {-1, 0}, {2, 0}, {0, 1}, {1, 1}};
    EXPECT_EQ(game.legalPlacements(), expected);
    int placements = 0;
    for (const auto& action : game.legalActions()) {
        if (std::holds_alternative<PlaceCard>(action))
            ++placements;
    }
    EXPECT_EQ(placements, 6);
}

TEST(Placement, OnlyACardFromTheSheet) {
    TestLexicon lexicon;
    PositionBuilder b(2);
    const CardId k = b.letter({0, 0}, "K");
    const CardId other = b.sheet(1, "A");
    b.sheet(0, "O");
    Game game(b.build(), lexicon);
    applyFails(game, PlaceCard{other, {1, 0}}, ErrorCode::CardNotOnSheet);
    applyFails(game, PlaceCard{k, {1, 0}}, ErrorCode::CardNotOnSheet);
    applyFails(game, Redraw{}, ErrorCode::WrongPhase);
    applyFails(game, playWord("ok"), ErrorCode::WrongPhase);
}

// Ruling: an empty sheet (the stack ran out) means nothing to place, and no placed card to use.
TEST(Placement, EmptySheetSkipsPlacementAndTheWordNeedsNoPlacedCard) {
    TestLexicon lexicon{"kot"};
    PositionBuilder b(2);
    b.row({0, 0}, "KOT");
    Game game(b.build(), lexicon);
    EXPECT_EQ(game.state().phase, Phase::Word);
    EXPECT_TRUE(game.legalPlacements().empty());
    applyOk(game, playWord("kot"));
    EXPECT_EQ(markerAt(game, {0, 0}), PlayerId{0});
}

}  // namespace
}  // namespace ps::engine::testing
