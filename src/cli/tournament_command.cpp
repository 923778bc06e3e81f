// potega-slowa-cli tournament: seat-rotated games between bot levels; win rates with 95%
// confidence intervals (Wilson) and mean scores.

#include <algorithm>
#include <iomanip>
#include <map>
#include <ostream>
#include <variant>
#include <vector>

#include "bots/bot.h"
#include "bots/common_words.h"
#include "bots/levels.h"
#include "bots/negotiation_bench.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "engine/deck.h"
#include "engine/game.h"
#include "engine/io/standard_deck.h"
#include "session/tournament.h"
#include "text/printable.h"

namespace ps::cli {

namespace {

// Every option of the command, checked, handed to the runner in one piece.
struct TournamentOptions {
    std::vector<bots::Level> levels;
    int games = 100;
    std::uint64_t seed = 1;
    bool variant = false;
    bool verbose = false;
    std::optional<std::string> dictPath;
    std::optional<std::string> commonPath;
    std::optional<std::string> deckPath;
    bots::HardSettings hard;
    bots::ExpertSettings expert;
    std::optional<double> compactness;
    bool negotiation = false;
};

// The options, or the exit status when the command stops at them (help, a fault).
std::variant<TournamentOptions, int> parseTournamentOptions(std::span<const std::string> args,
                                                            std::ostream& out, std::ostream& err) {
    TournamentOptions o;
    std::string players;
    auto parser = makeParser("tournament");
    parser
        ->add_option("--players", players,
                     "the levels at the table: random, easy, medium, hard, expert")
        ->type_name("LEVEL,LEVEL[,...]")
        ->required();
    parser->add_option("--games", o.games, "games to play")
        ->type_name("N")
        ->check(integerIn(1, 10'000'000));
    parser->add_option("--seed", o.seed, "the first game's seed")
        ->type_name("S")
        ->check(seedValue());
    parser->add_flag("--variant", o.variant, "the black-card variant");
    parser->add_flag("--verbose", o.verbose, "one line per game");
    parser->add_flag("--negotiation", o.negotiation,
                     "at every bot's word phase a scripted person offers help (generous, fair, "
                     "greedy prices); print how each level answered");
    parser->add_option("--dict", o.dictPath, "the compiled dictionary file")->type_name("FILE");
    parser->add_option("--common-words", o.commonPath, "the Easy bot's common-words list")
        ->type_name("FILE");
    parser->add_option("--deck", o.deckPath, "play with this deck file")->type_name("FILE");
    parser
        ->add_option("--compactness", o.compactness,
                     "medium and hard: weight of a compact table (0: no preference, and easy "
                     "places anywhere)")
        ->check(numberIn(0.0, 1e6));
    // The expert's budget and search (bots/levels.h).
    bots::ExpertSettings& expert = o.expert;
    parser
        ->add_option("--think-ms", expert.budgetMillis,
                     "expert: thinking budget per decision, in milliseconds of wall time")
        ->check(integerIn(1, 600'000));
    parser
        ->add_option("--expert-samples", expert.samples,
                     "expert: exactly N deals per candidate and no clock (0: the budget decides)")
        ->type_name("N")
        ->check(integerIn(0, 1'000'000));
    parser->add_option("--expert-threads", expert.threads, "expert: threads simulating at once")
        ->type_name("N")
        ->check(integerIn(1, 256));
    parser->add_option("--expert-candidates", expert.candidates, "expert: moves simulated")
        ->type_name("N")
        ->check(integerIn(1, 64));
    parser
        ->add_option("--expert-endgame", expert.endgameTurns,
                     "expert: turns left in the game from which it simulates to the end")
        ->type_name("N")
        ->check(integerIn(0, 1000));
    parser
        ->add_option("--expert-win-scale", expert.winScale,
                     "expert: the margin that makes a 73 % chance of winning")
        ->check(numberIn(0.01, 1e6));
    parser
        ->add_option("--expert-margin", expert.marginPerPoint,
                     "expert: win chance a point of the simulations' mean margin is worth")
        ->check(numberIn(0.0, 1e6));
    parser
        ->add_option("--expert-prior", expert.priorPerPoint,
                     "expert: win chance a point of the first ranking's value is worth")
        ->check(numberIn(0.0, 1e6));
    parser
        ->add_option("--expert-familiar", expert.familiarCost,
                     "expert: the most win chance a familiar word may cost in its final "
                     "choice (0: off)")
        ->check(numberIn(0.0, 1.0));
    parser
        ->add_option("--expert-familiar-sigmas", expert.familiarSigmas,
                     "expert: ... and only within this many standard errors of the deals")
        ->check(numberIn(0.0, 1e6));
    addZeroOrOne(*parser, "--expert-deals", expert.dealsInSearch,
                 "expert: help deals inside its simulations at 3-4 players (0 or 1)");
    parser
        ->add_option("--expert-deal-turns", expert.dealTurns,
                     "expert: turns after its own in which its simulations play help deals, "
                     "three players")
        ->type_name("N")
        ->check(integerIn(0, 1000));
    parser
        ->add_option("--expert-four-deal-turns", expert.fourPlayerDealTurns,
                     "expert: the same at four players")
        ->type_name("N")
        ->check(integerIn(0, 1000));
    parser
        ->add_option("--expert-four-candidates", expert.fourPlayerCandidates,
                     "expert: moves simulated at four players")
        ->type_name("N")
        ->check(integerIn(1, 64));
    parser
        ->add_option("--expert-exact-orders", expert.exactOrders,
                     "expert: the most distinct orders of a short draw pile it plays all of "
                     "instead of sampling (0: always sample)")
        ->type_name("N")
        ->check(integerIn(0, 100'000));
    parser
        ->add_option("--expert-quiet", expert.quietCandidates,
                     "expert: of its candidates, words chosen for few exposed markers")
        ->type_name("N")
        ->check(integerIn(0, 64));
    parser
        ->add_option("--expert-horizon", expert.horizonRounds,
                     "expert: rounds simulated before judging (0: two with two players, one "
                     "with more)")
        ->type_name("N")
        ->check(integerIn(0, 100));
    parser
        ->add_option("--expert-prune-margin", expert.pruneMargin,
                     "expert: how far below the best a candidate is dropped")
        ->check(numberIn(0.0, 1e6));
    parser
        ->add_option("--expert-prune-after", expert.pruneAfter,
                     "expert: deals before a candidate may be dropped")
        ->type_name("N")
        ->check(integerIn(1, 1'000'000));
    parser
        ->add_option("--expert-prune-sigmas", expert.pruneSigmas,
                     "expert: standard errors of the paired difference a dropped candidate must "
                     "also be below the best (0: the margin alone)")
        ->check(numberIn(0.0, 1e6));
    // The hard bot's settings, for tuning (bots/levels.h).
    bots::HardSettings& hard = o.hard;
    const auto count = integerIn(0, 1'000'000);
    const auto weight = numberIn(-1e6, 1e6);
    parser->add_option("--hard-samples", hard.samples, "hard: deals of unknown cards per move")
        ->check(count);
    parser->add_option("--hard-candidates", hard.candidates, "hard: moves examined in depth")
        ->check(count);
    parser
        ->add_option("--hard-rollout-weight", hard.rolloutWeight,
                     "hard: the look-ahead's share of a move's value")
        ->check(weight);
    parser
        ->add_option("--hard-rival-choices", hard.rivalChoices,
                     "hard: rivals pick among their best few words")
        ->check(count);
    parser
        ->add_option("--hard-quiet", hard.quietCandidates,
                     "hard: candidates chosen for few exposed markers")
        ->check(count);
    parser
        ->add_option("--hard-next-weight", hard.nextTurnWeight,
                     "hard: weight of the next turn's best word")
        ->check(weight);
    addZeroOrOne(*parser, "--hard-rival-medium", hard.rivalAsMedium,
                 "hard: rivals reply as the medium bot (0 or 1)");
    addZeroOrOne(*parser, "--hard-next-medium", hard.nextTurnAsMedium,
                 "hard: its own next move as the medium bot (0 or 1)");
    parser
        ->add_option("--hard-extra-turns", hard.extraTurns,
                     "hard: turns played after the rivals' replies")
        ->check(count);
    parser
        ->add_option("--hard-own-marker", hard.medium.weights.ownMarker,
                     "hard: weight of an own marker")
        ->check(weight);
    parser
        ->add_option("--hard-rival-marker", hard.medium.weights.rivalMarker,
                     "hard: weight of a rival's marker")
        ->check(weight);
    parser
        ->add_option("--hard-near-zone", hard.medium.weights.nearZoneTape,
                     "hard: weight of tape near a zone")
        ->check(weight);
    parser
        ->add_option("--hard-familiar-bonus", hard.medium.familiarBonus,
                     "hard: value added to a move whose word is familiar (a common word's family)")
        ->check(weight);
    parser
        ->add_option("--hard-familiar-candidates", hard.medium.familiarCandidates,
                     "hard: the best familiar words judged beside the others")
        ->check(count);
    addZeroOrOne(*parser, "--hard-hide-sheets", hard.hideSheets,
                 "hard: deal the rivals' sheets as hidden (0 or 1)");
    parser
        ->add_option("--hard-win-bonus", hard.winBonus,
                     "hard: bonus for a look-ahead that wins the game")
        ->check(weight);
    if (const auto stop = parseOptions(*parser, args, out, err))
        return *stop;
    std::size_t begin = 0;
    while (begin <= players.size()) {
        const std::size_t end = std::min(players.find(',', begin), players.size());
        const std::string name = players.substr(begin, end - begin);
        begin = end + 1;
        const auto level = bots::levelFromId(name);
        if (!level) {
            return usageError("tournament",
                              "unknown level '" +
                                  text::printableText(name, text::kEchoedArgumentBytes) +
                                  "' (random, easy, medium, hard, expert)",
                              err);
        }
        o.levels.push_back(*level);
    }
    const auto n = static_cast<int>(o.levels.size());
    if (n < engine::kMinPlayers || n > engine::kMaxPlayers)
        return usageError("tournament", "2 to 4 players, got " + std::to_string(n), err);
    if (const auto problem = seedRangeProblem(o.seed, o.games))
        return usageError("tournament", *problem, err);
    return o;
}

// The expert's decisions against its budget: the mean, the 95th percentile and the worst of
// the decisions that searched (those over a millisecond; the steps of a planned move are not).
void printDecisionTimes(const std::vector<session::EntryResult>& entries, std::ostream& out) {
    for (std::size_t e = 0; e < entries.size(); ++e) {
        const auto& entry = entries[e];
        if (entry.level != bots::Level::Expert)
            continue;
        std::vector<double> searched;
        for (double seconds : entry.decisionSeconds) {
            if (seconds > 1e-3)
                searched.push_back(1000.0 * seconds);
        }
        if (searched.empty())
            continue;
        std::sort(searched.begin(), searched.end());
        double sum = 0;
        for (double ms : searched)
            sum += ms;
        const std::size_t p95 = std::min(searched.size() - 1, (searched.size() * 95) / 100);
        out << "  " << std::setw(5) << e + 1 << "  " << std::left << std::setw(7)
            << bots::levelId(entry.level) << std::right
            << "  decisions over 1 ms: " << searched.size() << ", mean " << std::setprecision(1)
            << sum / static_cast<double>(searched.size()) << " ms, p95 " << searched[p95]
            << " ms, worst " << searched.back() << " ms\n";
    }
}

void printNegotiation(
    const std::map<std::pair<bots::Level, bots::Generosity>, bots::NegotiationTally>& tallies,
    std::ostream& out) {
    out << "negotiation: a scripted person offers help at every bot's word phase\n"
        << "  level   person    offers  accepted  as offered  countered  no deal  "
           "bot gain  person gain  offered  own word (per offer)\n";
    for (const auto& [key, tally] : tallies) {
        const double n = std::max(1, tally.offers);
        out << "  " << std::left << std::setw(6) << bots::levelId(key.first) << "  " << std::setw(8)
            << bots::generosityId(key.second) << std::right << "  " << std::setw(6) << tally.offers
            << "  " << std::setprecision(1) << std::setw(7) << 100.0 * tally.accepted / n << "%  "
            << std::setw(9) << 100.0 * tally.acceptedAsOffered / n << "%  " << std::setw(8)
            << 100.0 * tally.countered / n << "%  " << std::setw(6) << 100.0 * tally.refused / n
            << "%  " << std::setprecision(2) << std::setw(8) << tally.botGain / n << "  "
            << std::setw(11) << tally.personGain / n << "  " << std::setw(7)
            << tally.offeredGain / n << "  " << std::setw(8) << tally.ownWord / n << "\n";
    }
}

int playTournament(const TournamentOptions& o, std::ostream& out, std::ostream& err) {
    const int games = o.games;
    const std::uint64_t seed = o.seed;
    const bool variant = o.variant;
    const bool verbose = o.verbose;
    const auto& dictPath = o.dictPath;
    const auto& commonPath = o.commonPath;
    const auto& deckPath = o.deckPath;
    session::TournamentSettings settings;
    settings.entries = o.levels;
    const int n = static_cast<int>(settings.entries.size());
    const auto dictionary = openDictionary(dictPath, err);
    if (!dictionary)
        return kExitUsage;
    std::optional<bots::CommonWords> common;
    if (!readCommonWords(commonPath, "tournament", common, err))
        return kExitUsage;
    if (!common)
        err << "tournament: no common-words list found (the Easy bot plays short words only)\n";
    // The standard deck is built into the program; --deck FILE plays with another one.
    engine::Deck deck = engine::io::standardDeck();
    if (deckPath) {
        const auto text = readInputFile(*deckPath, "tournament", err);
        if (!text)
            return kExitUsage;
        auto loaded = engine::parseDeckJson(*text);
        if (!loaded.deck) {
            err << "tournament: " << text::printableText(*deckPath, text::kEchoedPathBytes) << ": "
                << loaded.error << "\n";
            return kExitUsage;
        }
        deck = *loaded.deck;
    }
    const bots::Vocabulary vocabulary{dictionary.get(), common ? &*common : nullptr};

    settings.games = games;
    settings.seed = seed;
    settings.blackCardVariant = variant;
    settings.hard = o.hard;
    settings.expert = o.expert;
    if (o.compactness) {
        settings.medium.weights.compactness = *o.compactness;
        settings.hard.medium.weights.compactness = *o.compactness;
        settings.expert.medium.weights.compactness = *o.compactness;
        if (*o.compactness <= 0)
            settings.easy.compactChoices = 0;
    }
    // The negotiation benchmark: tallies by level and generosity.
    std::map<std::pair<bots::Level, bots::Generosity>, bots::NegotiationTally> tallies;
    std::optional<bots::MoveGenerator> probeGenerator;
    if (o.negotiation) {
        probeGenerator.emplace(*dictionary);
        settings.onWordPhase = [&](const engine::Game& game, bots::Level level) {
            for (const auto generosity : bots::kGenerosities) {
                if (auto probe = bots::probeNegotiation(game, level, generosity, *probeGenerator,
                                                        vocabulary))
                    tallies[{level, generosity}].add(*probe);
            }
        };
    }
    session::TournamentResult result;
    try {
        result = session::runTournament(
            settings, deck, vocabulary, [&](const session::TournamentGame& game) {
                if (!verbose)
                    return;
                out << "game " << game.index << ":";
                for (std::size_t s = 0; s < game.seatTotals.size(); ++s) {
                    const auto e = static_cast<std::size_t>(game.entryOfSeat[s]);
                    out << " " << bots::levelId(settings.entries[e]) << "=" << game.seatTotals[s];
                }
                out << " table " << game.shape.width << "x" << game.shape.height << "\n";
            });
    } catch (const std::exception& e) {
        // A bot without a move or an action the engine refuses: a defect, not a "no".
        err << "tournament: " << e.what() << "\n";
        return kExitUsage;
    }
    const auto& entries = result.entries;
    const double seconds = result.seconds;
    out << "tournament: " << counted(games, "game", "games") << ", " << n << " players"
        << (variant ? ", black-card variant" : "") << ", seeds " << seed << ".."
        << seed + static_cast<std::uint64_t>(games - 1) << ", seats rotated\n";
    out << std::fixed;
    out << "  entry  level    win rate  95% CI            mean score  mean captured  "
           "ms/decision\n";
    for (int e = 0; e < n; ++e) {
        const auto& entry = entries[static_cast<std::size_t>(e)];
        const auto [low, high] = session::wilsonInterval(entry.wins, games);
        out << "  " << std::setw(5) << e + 1 << "  " << std::left << std::setw(7)
            << bots::levelId(entry.level) << std::right << "  " << std::setprecision(1)
            << std::setw(6) << 100.0 * entry.wins / games << "%  [" << std::setw(5) << 100.0 * low
            << "%, " << std::setw(5) << 100.0 * high << "%]  " << std::setw(10)
            << std::setprecision(2) << static_cast<double>(entry.points) / games << "  "
            << std::setw(13) << static_cast<double>(entry.captured) / games << "  " << std::setw(11)
            << std::setprecision(1)
            << (entry.decisions ? 1000.0 * entry.seconds / entry.decisions : 0.0) << "\n";
    }
    printDecisionTimes(entries, out);
    if (common) {
        out << "  words played (own words, not help deals): familiar = a common word or a form of "
               "one\n";
        for (int e = 0; e < n; ++e) {
            const auto& entry = entries[static_cast<std::size_t>(e)];
            const double words = static_cast<double>(std::max(1LL, entry.words));
            out << "  " << std::setw(5) << e + 1 << "  " << std::left << std::setw(7)
                << bots::levelId(entry.level) << std::right << "  " << std::setw(6) << entry.words
                << " words, " << std::setprecision(1) << std::setw(5)
                << 100.0 * static_cast<double>(entry.familiarWords) / words
                << "% familiar, mean length " << std::setprecision(2)
                << static_cast<double>(entry.letters) / words << "\n";
        }
    }
    out << std::setprecision(1) << "  table at the end: mean "
        << static_cast<double>(result.tableWidths) / games << " x "
        << static_cast<double>(result.tableHeights) / games
        << " (width x height); aspect above 2:1 in " << 100.0 * result.elongatedTables / games
        << "% of the games\n";
    out << std::setprecision(2) << "  help offers: " << result.helpOffers << " ("
        << static_cast<double>(result.helpOffers) / games
        << " per game), deals: " << result.helpDeals << " ("
        << static_cast<double>(result.helpDeals) / games << " per game); time: " << seconds
        << " s (" << seconds / games << " s/game, longest " << result.longestGameSeconds << " s)\n";
    if (o.negotiation)
        printNegotiation(tallies, out);
    return kExitOk;
}

}  // namespace

int runTournament(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    auto parsed = parseTournamentOptions(args, out, err);
    if (const int* stop = std::get_if<int>(&parsed))
        return *stop;
    return playTournament(std::get<TournamentOptions>(parsed), out, err);
}

}  // namespace ps::cli
