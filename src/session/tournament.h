#pragma once
// Seat-rotated games between bot levels, through the session's driver, with the statistics
// the CLI's `tournament` prints: win rates with 95% confidence intervals (Wilson), mean
// scores and captures, time per decision, help offers and deals.

#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "bots/bot.h"
#include "bots/levels.h"
#include "bots/table_shape.h"
#include "engine/actions.h"
#include "engine/state.h"

namespace ps::session {

struct TournamentSettings {
    std::vector<bots::Level> entries;  // 2 to 4 levels; entry e sits at seat (e + g) % n in game g
    int games = 100;
    std::uint64_t seed = 1;  // game g is dealt from seed + g
    bool blackCardVariant = false;
    bots::EasySettings easy;      // the Easy entries' habits
    bots::MediumSettings medium;  // the Medium entries' judgement
    bots::HardSettings hard;      // the Hard entries' look-ahead
    bots::ExpertSettings expert;  // the Expert entries' search and budget
    // Optional: sees the game each time a card placed by a seat begins its Word phase (before
    // any help offer), with that seat's level (the negotiation benchmark probes it there).
    std::function<void(const engine::Game&, bots::Level)> onWordPhase;
};

struct EntryResult {
    bots::Level level = bots::Level::Medium;
    double wins = 0;  // a shared victory counts 1/k
    long long points = 0;
    long long captured = 0;
    double seconds = 0;  // spent deciding
    long long decisions = 0;
    std::vector<double> decisionSeconds{};  // each decision's wall time, in order
    // The words it played itself (not help deals): how many, how many familiar (a common word
    // or a form of one; counted only when the vocabulary has the common words) and letters.
    long long words = 0;
    long long familiarWords = 0;
    long long letters = 0;
};

// One finished game.
struct TournamentGame {
    int index = 0;  // 0-based
    std::uint64_t seed = 0;
    std::vector<int> entryOfSeat;         // by seat
    std::vector<int> seatTotals;          // by seat
    std::vector<engine::Action> actions;  // the game's record
    bots::TableShape shape;               // the table at the end
};

struct TournamentResult {
    std::vector<EntryResult> entries;
    int games = 0;
    int helpOffers = 0;
    int helpDeals = 0;
    // The tables at the end: summed bounding boxes (divide by games for the mean) and the games
    // whose long side is more than twice the short one.
    long long tableWidths = 0;
    long long tableHeights = 0;
    int elongatedTables = 0;
    double seconds = 0;
    double longestGameSeconds = 0;
};

// Plays the tournament. Throws std::invalid_argument for settings that cannot make games, and
// std::runtime_error naming the game and its seed when a game fails. `onGame` (optional) sees
// every game as it ends.
TournamentResult runTournament(const TournamentSettings& settings, const engine::Deck& deck,
                               const bots::Vocabulary& vocabulary,
                               const std::function<void(const TournamentGame&)>& onGame = {});

// Wilson score interval for a proportion, 95%.
std::pair<double, double> wilsonInterval(double wins, int games);

}  // namespace ps::session
