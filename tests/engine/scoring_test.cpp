// Scoring (rules §10): captured cards plus tape cards in zones; zones through letter cards with
// the owner's marker; ties (§10.2). The rulebook's 13 / 11 / 12 example and Ewa's O.

#include <cctype>

#include "test_util.h"

namespace ps::engine::testing {
namespace {

// Rows of the rules.md §12 notation: capital = tape card with that player's marker (J, A, E =
// players 0, 1, 2), lower case = letter card with that player's marker, '.' = letter card.
void layOut(PositionBuilder& b, const std::vector<std::string>& rows) {
    const std::string players = "jae";
    for (std::size_t y = 0; y < rows.size(); ++y) {
        for (std::size_t x = 0; x < rows[y].size(); ++x) {
            const char c = rows[y][x];
            const Cell cell{static_cast<int>(x), static_cast<int>(y)};
            if (c == '.') {
                b.letter(cell, "O");
            } else if (c != ' ') {
                const auto p =
                    static_cast<PlayerId>(players.find(static_cast<char>(std::tolower(c))));
                if (std::isupper(c)) {
                    b.tape(cell, p);
                } else {
                    b.letter(cell, "O", p);
                }
            }
        }
    }
}

const Zone* zoneAt(const Scores& scores, Cell cell) {
    for (const auto& zone : scores.zones) {
        if (std::find(zone.tapeCells.begin(), zone.tapeCells.end(), cell) != zone.tapeCells.end())
            return &zone;
    }
    return nullptr;
}

TEST(Scoring, RulebookFinalPositionScores13_11_12) {
    PositionBuilder b(3);
    layOut(b, {"JJJ.AAA",  //
               "....A.A",  //
               "JjJ.a.E",  //
               "..J.EeE",  //
               "JJa.EaE"});
    for (int i = 0; i < 7; ++i)
        b.captured(0, "K");
    for (int i = 0; i < 6; ++i)
        b.captured(1, "K");
    for (int i = 0; i < 7; ++i)
        b.captured(2, "K");
    const auto scores = computeScores(b.build());
    ASSERT_EQ(scores.players.size(), 3u);
    EXPECT_EQ(scores.players[0].zonePoints, 6);
    EXPECT_EQ(scores.players[0].total(), 13);
    EXPECT_EQ(scores.players[1].zonePoints, 5);
    EXPECT_EQ(scores.players[1].total(), 11);
    EXPECT_EQ(scores.players[2].zonePoints, 5);
    EXPECT_EQ(scores.players[2].total(), 12);
    EXPECT_EQ(scores.winners, std::vector<PlayerId>{0});
    ASSERT_EQ(scores.zones.size(), 4u);
    // Jagoda's zone II joins through her letter card at (1, 2).
    const Zone* two = zoneAt(scores, {0, 2});
    ASSERT_TRUE(two);
    EXPECT_EQ(two->owner, 0);
    EXPECT_EQ(two->points(), 3);
    EXPECT_EQ(two->linkCells, (std::vector<Cell>{Cell{1, 2}}));
    // Her pair at (0, 4), (1, 4) is no zone.
    EXPECT_EQ(zoneAt(scores, {0, 4}), nullptr);
    // Ewa's five through her letter at (5, 3).
    const Zone* ewa = zoneAt(scores, {4, 4});
    ASSERT_TRUE(ewa);
    EXPECT_EQ(ewa->owner, 2);
    EXPECT_EQ(ewa->points(), 5);
    EXPECT_EQ(ewa->linkCells, (std::vector<Cell>{Cell{5, 3}}));
}

// Rulebook: Ewa's three tape cards do not touch, but an uncaptured O with her marker joins them.
TEST(Scoring, ZoneJoinedThroughAnUncapturedLetterWithTheOwnersMarker) {
    PositionBuilder b(3);
    b.tape({1, 0}, 2);
    b.tape({0, 1}, 2);
    b.tape({2, 1}, 2);
    const CardId o = b.letter({1, 1}, "O", 2);
    auto state = b.build();
    auto scores = computeScores(state);
    EXPECT_EQ(scores.players[2].zonePoints, 3);
    EXPECT_EQ(scores.players[2].total(), 3);  // the O itself scores nothing
    // A rival marker on the O breaks the zone.
    findCard(state, o)->marker = 0;
    state.players[0].pool -= 1;
    state.players[2].pool += 1;
    scores = computeScores(state);
    EXPECT_EQ(scores.players[2].zonePoints, 0);
    EXPECT_TRUE(scores.zones.empty());
}

// D22: a frozen letter card still links a zone.
TEST(Scoring, FrozenLetterCardStillLinks) {
    PositionBuilder b(2);
    b.tape({0, 0}, 0);
    const CardId link = b.letter({1, 0}, "O", 0);
    b.tape({2, 0}, 0);
    b.tape({3, 0}, 0);
    b.freeze(link, 1, 9);
    EXPECT_EQ(computeScores(b.build()).players[0].zonePoints, 3);
}

TEST(Scoring, ZoneNeedsThreeTapeCardsConnectedBySides) {
    PositionBuilder b(2);
    b.tape({0, 0}, 0);
    b.tape({1, 0}, 0);
    b.tape({2, 1}, 0);  // corner contact only
    EXPECT_EQ(computeScores(b.build()).players[0].zonePoints, 0);
    b.tape({2, 0}, 0);
    const auto scores = computeScores(b.build());
    EXPECT_EQ(scores.players[0].zonePoints, 4);
    EXPECT_EQ(scores.zones.size(), 1u);
}

TEST(Scoring, RivalTapeCardsNeverMerge) {
    PositionBuilder b(2);
    b.tape({0, 0}, 0);
    b.tape({1, 0}, 0);
    b.tape({2, 0}, 1);
    b.tape({3, 0}, 0);
    EXPECT_EQ(computeScores(b.build()).players[0].zonePoints, 0);
}

TEST(Scoring, TieGoesToMostCapturedThenShared) {
    PositionBuilder b(3);
    b.tape({0, 0}, 0);
    b.tape({1, 0}, 0);
    b.tape({2, 0}, 0);  // player 0: zone 3 + 1 captured = 4
    b.captured(0, "K");
    for (int i = 0; i < 4; ++i)
        b.captured(1, "K");  // player 1: 4 captured = 4
    for (int i = 0; i < 2; ++i)
        b.captured(2, "K");
    auto scores = computeScores(b.build());
    EXPECT_EQ(scores.players[0].total(), 4);
    EXPECT_EQ(scores.players[1].total(), 4);
    EXPECT_EQ(scores.winners, std::vector<PlayerId>{1});

    PositionBuilder shared(2);
    shared.captured(0, "K");
    shared.captured(1, "K");
    scores = computeScores(shared.build());
    EXPECT_EQ(scores.winners, (std::vector<PlayerId>{0, 1}));
}

}  // namespace
}  // namespace ps::engine::testing
