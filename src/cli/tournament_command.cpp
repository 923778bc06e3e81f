// potega-slowa-cli tournament: seat-rotated games between bot levels; win rates with 95%
// confidence intervals (Wilson) and mean scores.

#include <chrono>
#include <cmath>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "bots/bot.h"
#include "bots/common_words.h"
#include "bots/levels.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "engine/deck.h"
#include "engine/game.h"
#include "engine/io/standard_deck.h"
#include "session/tournament.h"

namespace ps::cli {

namespace {

std::vector<std::string> split(const std::string& text) {
    std::vector<std::string> parts;
    std::stringstream in(text);
    std::string part;
    while (std::getline(in, part, ','))
        parts.push_back(part);
    return parts;
}

}  // namespace

int runTournament(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    std::optional<std::string> players, dictPath, commonPath, deckPath;
    int games = 100;
    std::uint64_t seed = 1;
    bool variant = false;
    bool verbose = false;
    bots::HardSettings hard;
    for (std::size_t i = 0; i < args.size(); ++i) {
        bool missing = false;
        if (auto v = optionValue(args, i, "--players", missing)) {
            players = *v;
        } else if (auto g = optionValue(args, i, "--games", missing)) {
            games = std::atoi(g->c_str());
        } else if (auto s = optionValue(args, i, "--seed", missing)) {
            seed = std::strtoull(s->c_str(), nullptr, 10);
        } else if (auto d = optionValue(args, i, "--dict", missing)) {
            dictPath = *d;
        } else if (auto c = optionValue(args, i, "--common-words", missing)) {
            commonPath = *c;
        } else if (auto k = optionValue(args, i, "--deck", missing)) {
            deckPath = *k;
        } else if (auto hs = optionValue(args, i, "--hard-samples", missing)) {
            hard.samples = std::atoi(hs->c_str());
        } else if (auto hc = optionValue(args, i, "--hard-candidates", missing)) {
            hard.candidates = std::atoi(hc->c_str());
        } else if (auto hr = optionValue(args, i, "--hard-rollout-weight", missing)) {
            hard.rolloutWeight = std::atof(hr->c_str());
        } else if (auto hv = optionValue(args, i, "--hard-rival-choices", missing)) {
            hard.rivalChoices = std::atoi(hv->c_str());
        } else if (auto hq = optionValue(args, i, "--hard-quiet", missing)) {
            hard.quietCandidates = std::atoi(hq->c_str());
        } else if (auto hw = optionValue(args, i, "--hard-next-weight", missing)) {
            hard.nextTurnWeight = std::atof(hw->c_str());
        } else if (auto hm = optionValue(args, i, "--hard-rival-medium", missing)) {
            hard.rivalAsMedium = std::atoi(hm->c_str()) != 0;
        } else if (auto hn = optionValue(args, i, "--hard-next-medium", missing)) {
            hard.nextTurnAsMedium = std::atoi(hn->c_str()) != 0;
        } else if (auto he = optionValue(args, i, "--hard-extra-turns", missing)) {
            hard.extraTurns = std::atoi(he->c_str());
        } else if (auto ho = optionValue(args, i, "--hard-own-marker", missing)) {
            hard.medium.weights.ownMarker = std::atof(ho->c_str());
        } else if (auto hx = optionValue(args, i, "--hard-rival-marker", missing)) {
            hard.medium.weights.rivalMarker = std::atof(hx->c_str());
        } else if (auto hz = optionValue(args, i, "--hard-near-zone", missing)) {
            hard.medium.weights.nearZoneTape = std::atof(hz->c_str());
        } else if (auto hh = optionValue(args, i, "--hard-hide-sheets", missing)) {
            hard.hideSheets = std::atoi(hh->c_str()) != 0;
        } else if (auto hb = optionValue(args, i, "--hard-win-bonus", missing)) {
            hard.winBonus = std::atof(hb->c_str());
        } else if (args[i] == "--variant") {
            variant = true;
        } else if (args[i] == "--verbose") {
            verbose = true;
        } else {
            err << "tournament: " << (missing ? "missing value for " : "unknown argument ")
                << args[i] << "\n";
            return kExitUsage;
        }
        if (missing) {
            err << "tournament: missing value for " << args[i] << "\n";
            return kExitUsage;
        }
    }
    if (!players) {
        err << "tournament: --players LEVEL,LEVEL[,...] is required (random, easy, medium, "
               "hard)\n";
        return kExitUsage;
    }
    session::TournamentSettings settings;
    for (const auto& name : split(*players)) {
        const auto level = bots::levelFromId(name);
        if (!level) {
            err << "tournament: unknown level '" << name << "' (random, easy, medium, hard)\n";
            return kExitUsage;
        }
        settings.entries.push_back(*level);
    }
    const int n = static_cast<int>(settings.entries.size());
    if (n < engine::kMinPlayers || n > engine::kMaxPlayers) {
        err << "tournament: 2 to 4 players, got " << n << "\n";
        return kExitUsage;
    }
    if (games <= 0) {
        err << "tournament: --games must be positive\n";
        return kExitUsage;
    }
    const auto dictionary = openDictionary(dictPath, err);
    if (!dictionary)
        return kExitUsage;
    std::optional<bots::CommonWords> common;
    const auto commonFile = commonPath ? std::optional<std::filesystem::path>(*commonPath)
                                       : bots::findCommonWordsFile();
    if (commonFile) {
        try {
            common = bots::CommonWords::load(*commonFile);
        } catch (const std::exception& e) {
            err << "tournament: " << e.what() << "\n";
            return kExitUsage;
        }
    } else {
        err << "tournament: no common-words list found (the Easy bot plays short words only)\n";
    }
    // The standard deck is built into the program; --deck FILE plays with another one.
    engine::Deck deck = engine::io::standardDeck();
    if (deckPath) {
        auto loaded = engine::loadDeckFile(*deckPath);
        if (!loaded.deck) {
            err << "tournament: " << loaded.error << "\n";
            return kExitUsage;
        }
        deck = *loaded.deck;
    }
    const bots::Vocabulary vocabulary{dictionary.get(), common ? &*common : nullptr};

    settings.games = games;
    settings.seed = seed;
    settings.blackCardVariant = variant;
    settings.hard = hard;
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
                out << "\n";
            });
    } catch (const std::exception& e) {
        err << "tournament: " << e.what() << "\n";
        return kExitNegative;
    }
    const auto& entries = result.entries;
    const double seconds = result.seconds;
    out << "tournament: " << games << " games, " << n << " players"
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
    out << std::setprecision(2) << "  help offers: " << result.helpOffers
        << ", deals: " << result.helpDeals << "; time: " << seconds << " s (" << seconds / games
        << " s/game, longest " << result.longestGameSeconds << " s)\n";
    return kExitOk;
}

}  // namespace ps::cli
