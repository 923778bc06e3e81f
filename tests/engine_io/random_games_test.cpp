// Random legal games (POTEGA_RANDOM_GAMES of them: 1000 by default, 100 under the sanitizers)
// across 2 to 4 players and both variants, with words from a small real lexicon, help offers
// and negotiations, and every other legal action. After every action:
//   - every card of the deck is in exactly one place (locateCard, and the places add up);
//   - each player's pool plus their markers on the table is 30;
//   - a tape card holds exactly one marker (a letter card holds at most one by construction);
//   - save -> load gives an identical position (through the text every 8th action);
//   - the reported scores equal an independent recount (zones by flood fill, winners).
// At the end of each game its record replays to the same final state.

#include <map>
#include <set>
#include <sstream>

#include "engine/io/action_json.h"
#include "engine/io/random_play.h"
#include "engine/io/record.h"
#include "random_words.h"
#include "test_support.h"

#ifndef POTEGA_RANDOM_GAMES
#define POTEGA_RANDOM_GAMES 1000
#endif

namespace ps::engine::io {
namespace {

std::vector<Word> randomGameWords() {
    std::vector<Word> words;
    std::istringstream in(testing::kRandomGameWords);
    std::string text;
    while (in >> text)
        words.push_back(ps::word(text));
    return words;
}

const dict::MemoryLexicon& randomGameLexicon() {
    static const dict::MemoryLexicon lexicon = [] {
        dict::MemoryLexicon l;
        std::istringstream in(testing::kRandomGameWords);
        std::string text;
        while (in >> text)
            l.addWords({text});
        return l;
    }();
    return lexicon;
}

// --- The independent recount of the score (docs/rules.md §10).

struct CountedZone {
    PlayerId owner = 0;
    std::set<std::pair<int, int>> tape;
    std::set<std::pair<int, int>> links;
    bool operator<(const CountedZone& o) const {
        return std::tie(owner, tape, links) < std::tie(o.owner, o.tape, o.links);
    }
    bool operator==(const CountedZone&) const = default;
};

struct Recount {
    std::vector<int> captured;
    std::vector<int> zonePoints;
    std::vector<CountedZone> zones;  // sorted
    std::vector<PlayerId> winners;
};

Recount recount(const GameState& s) {
    const int players = static_cast<int>(s.players.size());
    Recount r;
    r.captured.resize(static_cast<std::size_t>(players));
    r.zonePoints.assign(static_cast<std::size_t>(players), 0);
    std::map<std::pair<int, int>, const TableCell*> grid;
    for (const auto& entry : s.table)
        grid[{entry.cell.x, entry.cell.y}] = &entry;
    for (int p = 0; p < players; ++p) {
        r.captured[static_cast<std::size_t>(p)] =
            static_cast<int>(s.players[static_cast<std::size_t>(p)].captured.size());
        std::set<std::pair<int, int>> seen;
        for (const auto& [at, entry] : grid) {
            if (entry->marker != p || seen.count(at))
                continue;
            CountedZone zone;
            zone.owner = static_cast<PlayerId>(p);
            std::vector<std::pair<int, int>> todo{at};
            seen.insert(at);
            while (!todo.empty()) {
                const auto cur = todo.back();
                todo.pop_back();
                (grid[cur]->side == Side::Tape ? zone.tape : zone.links).insert(cur);
                for (auto [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                    const std::pair<int, int> next{cur.first + dx, cur.second + dy};
                    const auto it = grid.find(next);
                    if (it != grid.end() && it->second->marker == p && !seen.count(next)) {
                        seen.insert(next);
                        todo.push_back(next);
                    }
                }
            }
            if (zone.tape.size() >= 3) {
                r.zonePoints[static_cast<std::size_t>(p)] += static_cast<int>(zone.tape.size());
                r.zones.push_back(std::move(zone));
            }
        }
    }
    std::sort(r.zones.begin(), r.zones.end());
    int best = -1;
    int bestCaptured = -1;
    for (int p = 0; p < players; ++p) {
        const auto i = static_cast<std::size_t>(p);
        const int total = r.captured[i] + r.zonePoints[i];
        if (total > best || (total == best && r.captured[i] > bestCaptured)) {
            best = total;
            bestCaptured = r.captured[i];
            r.winners.clear();
        }
        if (total == best && r.captured[i] == bestCaptured)
            r.winners.push_back(static_cast<PlayerId>(p));
    }
    return r;
}

void expectScoresMatchRecount(const GameState& s) {
    const Scores scores = computeScores(s);
    const Recount r = recount(s);
    ASSERT_EQ(scores.players.size(), s.players.size());
    for (std::size_t p = 0; p < s.players.size(); ++p) {
        EXPECT_EQ(scores.players[p].player, p);
        EXPECT_EQ(scores.players[p].capturedCards, r.captured[p]) << "player " << p;
        EXPECT_EQ(scores.players[p].zonePoints, r.zonePoints[p]) << "player " << p;
    }
    std::vector<CountedZone> reported;
    for (const Zone& zone : scores.zones) {
        CountedZone z;
        z.owner = zone.owner;
        for (Cell c : zone.tapeCells)
            z.tape.insert({c.x, c.y});
        for (Cell c : zone.linkCells)
            z.links.insert({c.x, c.y});
        EXPECT_EQ(z.tape.size(), zone.tapeCells.size()) << "a tape cell listed twice";
        reported.push_back(std::move(z));
    }
    std::sort(reported.begin(), reported.end());
    EXPECT_EQ(reported, r.zones);
    EXPECT_EQ(scores.winners, r.winners);
}

// --- The invariants after every action

void expectInvariants(const GameState& s, bool throughText) {
    const int deckSize = s.deck.size();
    std::size_t placed = s.table.size() + s.stack.size() + s.turn.zeppelinDrawn.size();
    for (const auto& player : s.players) {
        placed += player.captured.size() + (player.sheetCard ? 1 : 0) + (player.jadroCard ? 1 : 0);
    }
    ASSERT_EQ(placed, static_cast<std::size_t>(deckSize)) << "cards lost or duplicated";
    for (int card = 0; card < deckSize; ++card) {
        ASSERT_TRUE(locateCard(s, static_cast<CardId>(card)).has_value())
            << "card " << card << " is nowhere";
    }
    for (std::size_t p = 0; p < s.players.size(); ++p) {
        EXPECT_GE(s.players[p].pool, 0);
        ASSERT_EQ(s.players[p].pool + markersOnTable(s, static_cast<PlayerId>(p)),
                  kMarkersPerPlayer)
            << "player " << p;
    }
    for (const auto& entry : s.table) {
        if (entry.side == Side::Tape) {
            ASSERT_TRUE(entry.marker.has_value()) << "a tape card without its marker";
        }
        if (entry.marker) {
            ASSERT_LT(*entry.marker, s.players.size());
        }
    }
    const auto problems = findInconsistencies(s);
    ASSERT_TRUE(problems.empty()) << problems.front();

    // Save -> load after every action through the JSON document; through the text (layout and
    // strict parser on top) after every 8th action and at the end of the game.
    if (throughText) {
        const std::string text = writePosition(s);
        const auto loaded = loadPosition(text);
        ASSERT_TRUE(loaded.ok()) << loaded.error.text() << "\n" << text;
        // Equal states write equal text: this also proves write(load(write(s))) == write(s).
        ASSERT_TRUE(*loaded.value == s) << "save -> load changed the position:\n" << text;
    } else {
        const Json json = positionToJson(s);
        const auto loaded = positionFromJson(json);
        ASSERT_TRUE(loaded.ok()) << loaded.error.text() << "\n" << formatJson(json);
        ASSERT_TRUE(*loaded.value == s) << "save -> load changed the position:\n"
                                        << formatJson(json);
    }

    expectScoresMatchRecount(s);
}

struct Totals {
    int games = 0;
    int actions = 0;
    int words = 0;
    int captures = 0;
    int helpDeals = 0;
    int counters = 0;
    int blackActions = 0;
    int stackRanOut = 0;
    std::set<std::string_view> actionTypes;
};

// The empty-stack rules are rare in random play (a game draws about 75 of the 110 cards): some
// games start with the stack cut to a few cards, the rest dealt out as captured cards.
GameState withShortStack(GameState state, std::uint64_t seed) {
    const std::size_t keep = seed % 6;
    std::size_t player = 0;
    while (state.stack.size() > keep) {
        state.players[player].captured.push_back(state.stack.back());
        state.stack.pop_back();
        player = (player + 1) % state.players.size();
    }
    return state;
}

void playOneGame(int players, bool variant, bool shortStack, std::uint64_t seed,
                 const WordSource& words, Totals& totals) {
    const auto& lexicon = randomGameLexicon();
    GameOptions options = testing::optionsFor(players, variant, seed);
    options.redrawLimit = static_cast<int>(seed % 4);
    options.minWordLength = 2 + static_cast<int>(seed % 7 == 0);
    const GameState dealt = Game(options, standardDeck(), lexicon).state();
    const GameState start = shortStack ? withShortStack(dealt, seed) : dealt;
    Game game(start, lexicon);
    RandomPlayer player(words, seed * 7919 + 1);
    Record record{options, standardDeck(), {}};
    bool stackRanOut = false;
    while (!game.isOver()) {
        ASSERT_LT(record.actions.size(), 3000u) << "the game does not end (seed " << seed << ")";
        auto step = player.step(game);
        ASSERT_TRUE(step.has_value())
            << "no legal action in phase " << static_cast<int>(game.state().phase) << ", seed "
            << seed << "\n"
            << writePosition(game.state());
        ASSERT_FALSE(step->refusedLegal.has_value())
            << "legalActions() offered " << actionToJson(step->action, game.state().deck).dump()
            << " but apply refused it: " << step->refusedLegal->message << "\n"
            << writePosition(game.state());
        // The action survives its JSON form.
        const auto back =
            actionFromJson(actionToJson(step->action, standardDeck()), standardDeck(), nullptr);
        ASSERT_TRUE(back.ok() && *back.value == step->action);
        record.actions.push_back(step->action);
        totals.actionTypes.insert(actionTypeName(step->action));
        for (const Event& event : step->events) {
            totals.words += std::holds_alternative<WordPlayed>(event);
            totals.captures += std::holds_alternative<CardCaptured>(event);
            totals.helpDeals += std::holds_alternative<HelpAccepted>(event);
            totals.counters += std::holds_alternative<HelpCountered>(event);
            totals.blackActions += std::holds_alternative<BlackActionUsed>(event);
        }
        stackRanOut = stackRanOut || game.state().stack.empty();
        expectInvariants(game.state(), record.actions.size() % 8 == 0 || game.isOver());
        if (::testing::Test::HasFatalFailure() || ::testing::Test::HasNonfatalFailure()) {
            ADD_FAILURE() << "seed " << seed << ", " << players << " players, variant " << variant
                          << ", after action " << record.actions.size() << ":\n"
                          << writeRecord(record);
            return;
        }
    }
    ++totals.games;
    totals.actions += static_cast<int>(record.actions.size());
    totals.stackRanOut += stackRanOut;

    if (shortStack) {  // no record (it starts from a deal): replay from the start position
        Game again(start, lexicon);
        for (const Action& action : record.actions)
            ASSERT_TRUE(again.apply(action).ok());
        EXPECT_TRUE(again.state() == game.state());
        return;
    }
    const auto loaded = loadRecord(writeRecord(record));
    ASSERT_TRUE(loaded.ok()) << loaded.error.text();
    ASSERT_EQ(*loaded.value, record);
    const ReplayResult replayed = replay(*loaded.value, lexicon);
    ASSERT_TRUE(replayed.ok()) << "action " << replayed.failure->index << ": "
                               << replayed.failure->error.message;
    EXPECT_TRUE(replayed.state == game.state()) << "the replay ended elsewhere";
}

TEST(RandomGames, EveryActionKeepsTheInvariantsAndEveryGameReplays) {
    const WordSource words = wordListSource(randomGameWords());
    Totals totals;
    const int games = POTEGA_RANDOM_GAMES;
    for (int i = 0; i < games; ++i) {
        const int players = 2 + i % 3;
        const bool variant = (i / 3) % 2 == 1;
        const bool shortStack = i % 5 == 4;
        playOneGame(players, variant, shortStack, static_cast<std::uint64_t>(i) + 1, words, totals);
        if (HasFailure())
            break;
    }
    ASSERT_EQ(totals.games, games);
    // The games really exercised the rules (not just passes).
    EXPECT_GT(totals.words, games * 3);
    EXPECT_GT(totals.captures, games / 2);
    EXPECT_GT(totals.helpDeals, games / 50);
    EXPECT_GT(totals.counters, 0);
    EXPECT_GT(totals.blackActions, 0);
    EXPECT_GT(totals.stackRanOut, 0);
    for (std::string_view type : {"place", "word", "redraw", "pass", "help-offer", "help-accept",
                                  "help-refuse", "end-turn"}) {
        EXPECT_TRUE(totals.actionTypes.count(type)) << "never played: " << type;
    }
    std::cout << "[ random  ] " << totals.games << " games, " << totals.actions << " actions, "
              << totals.words << " words, " << totals.captures << " captures, " << totals.helpDeals
              << " help deals, " << totals.counters << " counters, " << totals.blackActions
              << " black actions, stack ran out in " << totals.stackRanOut << " games\n";
}

}  // namespace
}  // namespace ps::engine::io
