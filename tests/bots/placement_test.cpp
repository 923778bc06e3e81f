// Compact tables: the shape of a table, every level's preference for compact cells among moves
// of equal value, and the tournament's table statistics.

#include <variant>

#include "bots/levels.h"
#include "bots/table_shape.h"
#include "engine/io/standard_deck.h"
#include "session/tournament.h"
#include "test_support.h"

namespace ps::bots {
namespace {

using engine::Cell;
using engine::Game;
using testing::PositionBuilder;

TEST(TableShape, BoundingBoxAndAspect) {
    PositionBuilder position(2);
    position.table(0, 0, "o");
    position.table(0, 1, "t");
    position.table(0, 2, "a");
    position.table(1, 2, "e");
    const auto shape = tableShape(position.state());
    EXPECT_EQ(shape.width, 2);
    EXPECT_EQ(shape.height, 3);
    EXPECT_DOUBLE_EQ(shape.aspect(), 1.5);
    EXPECT_DOUBLE_EQ(TableShape{}.aspect(), 0.0);
    EXPECT_DOUBLE_EQ((TableShape{5, 2}).aspect(), 2.5);
    // Beside the middle of the column costs less than lengthening it.
    EXPECT_LT(placementCost(position.state(), Cell{1, 1}),
              placementCost(position.state(), Cell{0, 3}));
    EXPECT_LT(placementCost(position.state(), Cell{1, 1}),
              placementCost(position.state(), Cell{0, -1}));
}

// A column of three unmarked cards (O, T, A): KOT is worth the same wherever the K lies, so
// the cell is the bots' free choice.
struct ColumnPosition {
    std::unique_ptr<dict::Dictionary> dictionary = testing::makeDictionary({"kot"});
    std::optional<Game> game;
    ColumnPosition() {
        PositionBuilder position(2);
        position.table(0, 0, "o");
        position.table(0, 1, "t");
        position.table(0, 2, "a");
        position.sheet(0, "k");
        position.sheet(1, "e");
        game.emplace(position.build(*dictionary));
    }
    // The table's shape after the bot's placement.
    TableShape placeWith(Bot& bot) {
        const auto action = bot.decide(*game);
        EXPECT_TRUE(action && std::holds_alternative<engine::PlaceCard>(*action));
        Game copy = *game;
        EXPECT_TRUE(copy.apply(*action).ok());
        return tableShape(copy.state());
    }
};

TEST(CompactPlacement, MediumAndHardPutTheCardBesideTheColumn) {
    ColumnPosition position;
    const Vocabulary vocabulary{position.dictionary.get(), nullptr};
    auto medium = makeMediumBot(0, vocabulary, 7, MediumSettings{});
    EXPECT_EQ(position.placeWith(*medium).height, 3);  // not a longer column
    auto hard = makeHardBot(0, vocabulary, 7, HardSettings{});
    EXPECT_EQ(position.placeWith(*hard).height, 3);
    // Without the preference the first legal cell (above the column) is taken: the test can fail.
    MediumSettings indifferent;
    indifferent.weights.compactness = 0;
    auto old = makeMediumBot(0, vocabulary, 7, indifferent);
    EXPECT_EQ(position.placeWith(*old).height, 4);
}

TEST(CompactPlacement, EasyPicksAmongTheMostCompactCells) {
    ColumnPosition position;
    const Vocabulary vocabulary{position.dictionary.get(), nullptr};
    const auto cells = position.game->legalPlacements();
    const auto ordered = cellsByCompactness(position.game->state(), cells);
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        auto easy = makeEasyBot(0, vocabulary, seed, EasySettings{});
        const auto action = easy->decide(*position.game);
        ASSERT_TRUE(action && std::holds_alternative<engine::PlaceCard>(*action));
        const Cell cell = std::get<engine::PlaceCard>(*action).cell;
        EXPECT_TRUE(cell == ordered[0] || cell == ordered[1] || cell == ordered[2])
            << "seed " << seed << ": (" << cell.x << ", " << cell.y << ")";
    }
}

TEST(CompactPlacement, SameSeedSamePlacement) {
    ColumnPosition position;
    const Vocabulary vocabulary{position.dictionary.get(), nullptr};
    for (const Level level : {Level::Easy, Level::Medium, Level::Hard}) {
        auto first = makeBot(level, 0, vocabulary, 11);
        auto second = makeBot(level, 0, vocabulary, 11);
        EXPECT_EQ(first->decide(*position.game), second->decide(*position.game));
    }
}

// The tournament's table and help statistics add up over a small known run, and the same
// seeds give the same figures.
TEST(TournamentStatistics, TablesAndHelpAddUpAndRepeat) {
    const auto lexicon = dict::Dictionary::load(POTEGA_TEST_LEXICON);
    session::TournamentSettings settings;
    settings.entries = {Level::Medium, Level::Medium, Level::Medium};
    settings.games = 3;
    settings.seed = 17;
    const Vocabulary vocabulary{&lexicon, nullptr};
    long long widths = 0;
    long long heights = 0;
    int elongated = 0;
    int offers = 0;
    int wordPhases = 0;
    long long words = 0;
    long long letters = 0;
    settings.onWordPhase = [&](const Game& game, Level level) {
        EXPECT_EQ(game.state().phase, engine::Phase::Word);
        EXPECT_EQ(level, Level::Medium);
        ++wordPhases;
    };
    const auto first = session::runTournament(
        settings, engine::io::standardDeck(), vocabulary, [&](const session::TournamentGame& game) {
            EXPECT_GT(game.shape.width, 0);
            widths += game.shape.width;
            heights += game.shape.height;
            elongated += game.shape.aspect() > 2.0 ? 1 : 0;
            for (const auto& action : game.actions) {
                offers += std::holds_alternative<engine::HelpOffer>(action) ? 1 : 0;
                if (const auto* play = std::get_if<engine::PlayWord>(&action)) {
                    ++words;
                    letters += static_cast<long long>(play->word.size());
                }
            }
        });
    long long entryWords = 0;
    long long entryLetters = 0;
    for (const auto& entry : first.entries) {
        entryWords += entry.words;
        entryLetters += entry.letters;
        EXPECT_EQ(entry.familiarWords, 0);  // no common words in this vocabulary
    }
    EXPECT_GT(words, 0);
    EXPECT_EQ(entryWords, words);
    EXPECT_EQ(entryLetters, letters);
    EXPECT_EQ(first.tableWidths, widths);
    EXPECT_EQ(first.tableHeights, heights);
    EXPECT_EQ(first.elongatedTables, elongated);
    EXPECT_EQ(first.helpOffers, offers);
    EXPECT_LE(first.helpDeals, first.helpOffers);
    EXPECT_GT(wordPhases, 0);
    settings.onWordPhase = {};
    const auto again = session::runTournament(settings, engine::io::standardDeck(), vocabulary);
    EXPECT_EQ(again.tableWidths, first.tableWidths);
    EXPECT_EQ(again.tableHeights, first.tableHeights);
    EXPECT_EQ(again.helpOffers, first.helpOffers);
    EXPECT_EQ(again.helpDeals, first.helpDeals);
    EXPECT_EQ(again.entries[0].points, first.entries[0].points);
}

}  // namespace
}  // namespace ps::bots
