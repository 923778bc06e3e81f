// The game commands of potega-slowa-cli: new, apply, score, replay, simulate. They read and
// write the engine's formats (engine/io, docs/formats.md).

#include <algorithm>
#include <chrono>
#include <fstream>
#include <iomanip>
#include <map>
#include <memory>
#include <ostream>
#include <set>
#include <sstream>

#include "cli/commands.h"
#include "cli/options.h"
#include "engine/io/action_json.h"
#include "engine/io/position.h"
#include "engine/io/random_play.h"
#include "engine/io/record.h"
#include "engine/io/report_json.h"
#include "engine/io/standard_deck.h"
#include "engine/rng.h"

namespace ps::cli {

namespace {

using engine::io::Json;

// Reads a whole file; nothing (and a message on err) when it cannot be read.
std::optional<std::string> readText(const std::string& path, std::string_view command,
                                    std::ostream& err) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        err << command << ": cannot open " << path << "\n";
        return std::nullopt;
    }
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::optional<long long> parseInteger(const std::string& text, long long min, long long max) {
    try {
        std::size_t used = 0;
        const long long value = std::stoll(text, &used);
        if (used != text.size() || value < min || value > max)
            return std::nullopt;
        return value;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

std::optional<std::uint64_t> parseSeed(const std::string& text) {
    try {
        std::size_t used = 0;
        if (text.empty() || text[0] == '-')
            return std::nullopt;
        const unsigned long long value = std::stoull(text, &used);
        if (used != text.size())
            return std::nullopt;
        return value;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

// Loads a position file, printing the fault (file: /path: message) on err.
std::optional<engine::GameState> loadPositionFile(const std::string& path, std::string_view command,
                                                  std::ostream& err) {
    const auto text = readText(path, command, err);
    if (!text)
        return std::nullopt;
    auto loaded = engine::io::loadPosition(*text);
    if (!loaded.ok()) {
        err << command << ": " << path << ": " << loaded.error.text() << "\n";
        return std::nullopt;
    }
    return std::move(*loaded.value);
}

// The options the commands share: --name VALUE pairs and flags, checked against a list.
struct Parsed {
    std::map<std::string, std::string> values;
    std::set<std::string> flags;
    std::vector<std::string> positional;
};

std::optional<Parsed> parseArgs(std::span<const std::string> args, std::string_view command,
                                std::initializer_list<std::string_view> valueOptions,
                                std::initializer_list<std::string_view> flagOptions,
                                std::string_view usage, std::ostream& err) {
    Parsed parsed;
    for (std::size_t i = 0; i < args.size(); ++i) {
        bool missing = false;
        bool matched = false;
        for (std::string_view name : valueOptions) {
            if (auto value = optionValue(args, i, name, missing)) {
                parsed.values[std::string(name)] = *value;
                matched = true;
                break;
            }
            if (missing) {
                err << command << ": missing value for " << name << "\n" << usage;
                return std::nullopt;
            }
        }
        if (matched)
            continue;
        const std::string& arg = args[i];
        if (std::find(flagOptions.begin(), flagOptions.end(), arg) != flagOptions.end()) {
            parsed.flags.insert(arg);
        } else if (!arg.empty() && arg[0] == '-') {
            err << command << ": unknown option " << arg << "\n" << usage;
            return std::nullopt;
        } else {
            parsed.positional.push_back(arg);
        }
    }
    return parsed;
}

// A word source over the compiled dictionary: a random sample (reservoir) of the anagrams, so
// that random players do not favour the beginning of the alphabet.
// Adds the time it spends to `searchSeconds`.
engine::io::WordSource dictionarySource(std::shared_ptr<const dict::Dictionary> dictionary,
                                        std::uint64_t seed, double& searchSeconds) {
    auto rng = std::make_shared<engine::Rng>(seed);
    return [dictionary, rng, &searchSeconds](
               const engine::io::LetterCounts& available, const engine::io::LetterCounts& required,
               int minLength, std::size_t limit, std::vector<Word>& out) {
        const auto started = std::chrono::steady_clock::now();
        dict::AnagramQuery query;
        query.available = available;
        query.required = required;
        query.minLength = static_cast<std::size_t>(minLength);
        query.maxLength = 6;  // longer words are rare and slow to enumerate
        const std::size_t start = out.size();
        std::uint64_t seen = 0;
        dictionary->forEachAnagram(query, [&](std::span<const Letter> word) {
            ++seen;
            if (out.size() - start < limit) {
                out.emplace_back(word.begin(), word.end());
            } else if (const auto slot = rng->below(seen); slot < limit) {
                out[start + slot].assign(word.begin(), word.end());
            }
        });
        searchSeconds +=
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    };
}

constexpr std::string_view kNewUsage =
    "usage: potega-slowa-cli new --players N [--seed S] [--variant] [--start-player P]\n"
    "           [--min-length L] [--redraw-limit R]\n";

}  // namespace

int runNew(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    const auto parsed = parseArgs(
        args, "new", {"--players", "--seed", "--start-player", "--min-length", "--redraw-limit"},
        {"--variant"}, kNewUsage, err);
    if (!parsed)
        return kExitUsage;
    if (!parsed->positional.empty()) {
        err << "new: unexpected argument " << parsed->positional.front() << "\n" << kNewUsage;
        return kExitUsage;
    }
    engine::GameOptions options;
    const auto& v = parsed->values;
    if (!v.contains("--players")) {
        err << "new: --players N is required (2 to 4)\n" << kNewUsage;
        return kExitUsage;
    }
    const auto players = parseInteger(v.at("--players"), 2, 4);
    if (!players) {
        err << "new: --players must be 2, 3 or 4\n";
        return kExitUsage;
    }
    options.players = static_cast<int>(*players);
    options.blackCardVariant = parsed->flags.contains("--variant");
    if (v.contains("--seed")) {
        const auto seed = parseSeed(v.at("--seed"));
        if (!seed) {
            err << "new: --seed must be an integer from 0 to 18446744073709551615\n";
            return kExitUsage;
        }
        options.seed = *seed;
    } else {
        options.seed =
            static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
    }
    if (v.contains("--start-player")) {
        const auto start = parseInteger(v.at("--start-player"), 0, options.players - 1);
        if (!start) {
            err << "new: --start-player must be a player from 0 to " << options.players - 1 << "\n";
            return kExitUsage;
        }
        options.startPlayer = static_cast<engine::PlayerId>(*start);
    }
    if (v.contains("--min-length")) {
        const auto length = parseInteger(v.at("--min-length"), 2, 5);
        if (!length) {
            err << "new: --min-length must be 2 to 5 (rules D5)\n";
            return kExitUsage;
        }
        options.minWordLength = static_cast<int>(*length);
    }
    if (v.contains("--redraw-limit")) {
        const auto limit = parseInteger(v.at("--redraw-limit"), 0, 9);
        if (!limit) {
            err << "new: --redraw-limit must be 0 to 9 (rules D9)\n";
            return kExitUsage;
        }
        options.redrawLimit = static_cast<int>(*limit);
    }
    // Dealing needs no dictionary: no word is checked.
    struct NoWords final : dict::Lexicon {
        bool contains(std::span<const Letter>) const override { return false; }
        dict::Relation relation(std::span<const Letter>, std::span<const Letter>) const override {
            return dict::Relation::None;
        }
    } noWords;
    const engine::Game game(options, engine::io::standardDeck(), noWords);
    out << engine::io::writePosition(game.state());
    return kExitOk;
}

namespace {
constexpr std::string_view kApplyUsage =
    "usage: potega-slowa-cli apply --position FILE --actions FILE [--dict FILE] [--events]\n";
}

int runApply(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    const auto parsed = parseArgs(args, "apply", {"--position", "--actions", "--dict"},
                                  {"--events"}, kApplyUsage, err);
    if (!parsed)
        return kExitUsage;
    const auto& v = parsed->values;
    if (!v.contains("--position") || !v.contains("--actions") || !parsed->positional.empty()) {
        err << "apply: --position FILE and --actions FILE are required\n" << kApplyUsage;
        return kExitUsage;
    }
    auto state = loadPositionFile(v.at("--position"), "apply", err);
    if (!state)
        return kExitUsage;
    const auto actionsText = readText(v.at("--actions"), "apply", err);
    if (!actionsText)
        return kExitUsage;
    const auto actionsJson = engine::io::parseStrictJson(*actionsText);
    if (!actionsJson.ok() || !actionsJson.value->is_array()) {
        err << "apply: " << v.at("--actions") << ": "
            << (actionsJson.ok() ? std::string("(document): must be an array of actions")
                                 : actionsJson.error.text())
            << "\n";
        return kExitUsage;
    }
    const auto dictionary = openDictionary(
        v.contains("--dict") ? std::optional<std::string>(v.at("--dict")) : std::nullopt, err);
    if (!dictionary)
        return kExitUsage;
    engine::Game game(std::move(*state), *dictionary);
    Json events = Json::array();
    const Json& list = *actionsJson.value;
    for (std::size_t i = 0; i < list.size(); ++i) {
        // Cards may be named by cell or letter: read each action against the state it meets.
        const auto action = engine::io::actionFromJson(list[i], game.state().deck, &game.state(),
                                                       engine::io::childPath("", i));
        if (!action.ok()) {
            err << "apply: " << v.at("--actions") << ": " << action.error.text() << "\n";
            return kExitUsage;
        }
        const engine::Result result = game.apply(*action.value);
        if (!result.ok()) {
            Json refused = {{"refused", i},
                            {"action", engine::io::actionToJson(*action.value, game.state().deck)},
                            {"code", engine::errorCodeName(result.error->code)},
                            {"message", result.error->message}};
            out << engine::io::formatJson(refused);
            err << "apply: action " << i << " refused ("
                << engine::errorCodeName(result.error->code) << "): " << result.error->message
                << "\n";
            return kExitNegative;
        }
        for (const auto& event : result.events)
            events.push_back(engine::io::eventToJson(event, game.state().deck));
    }
    if (parsed->flags.contains("--events")) {
        out << engine::io::formatJson(
            Json{{"position", engine::io::positionToJson(game.state())}, {"events", events}});
    } else {
        out << engine::io::writePosition(game.state());
    }
    return kExitOk;
}

namespace {
constexpr std::string_view kScoreUsage = "usage: potega-slowa-cli score --position FILE\n";
}

int runScore(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    const auto parsed = parseArgs(args, "score", {"--position"}, {}, kScoreUsage, err);
    if (!parsed)
        return kExitUsage;
    if (!parsed->values.contains("--position") || !parsed->positional.empty()) {
        err << "score: --position FILE is required\n" << kScoreUsage;
        return kExitUsage;
    }
    const auto state = loadPositionFile(parsed->values.at("--position"), "score", err);
    if (!state)
        return kExitUsage;
    out << engine::io::formatJson(engine::io::scoresToJson(engine::computeScores(*state), *state));
    return kExitOk;
}

namespace {
constexpr std::string_view kReplayUsage = "usage: potega-slowa-cli replay RECORD [--dict FILE]\n";
}

int runReplay(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    const auto parsed = parseArgs(args, "replay", {"--dict"}, {}, kReplayUsage, err);
    if (!parsed)
        return kExitUsage;
    if (parsed->positional.size() != 1) {
        err << "replay: give one record file\n" << kReplayUsage;
        return kExitUsage;
    }
    const std::string& path = parsed->positional.front();
    const auto text = readText(path, "replay", err);
    if (!text)
        return kExitUsage;
    const auto record = engine::io::loadRecord(*text);
    if (!record.ok()) {
        err << "replay: " << path << ": " << record.error.text() << "\n";
        return kExitUsage;
    }
    const auto& v = parsed->values;
    const auto dictionary = openDictionary(
        v.contains("--dict") ? std::optional<std::string>(v.at("--dict")) : std::nullopt, err);
    if (!dictionary)
        return kExitUsage;
    const auto replayed = engine::io::replay(*record.value, *dictionary);
    if (!replayed.ok()) {
        const auto& failure = *replayed.failure;
        out << engine::io::formatJson(Json{
            {"refused", failure.index},
            {"action",
             engine::io::actionToJson(record.value->actions[failure.index], record.value->deck)},
            {"code", engine::errorCodeName(failure.error.code)},
            {"message", failure.error.message}});
        err << "replay: action " << failure.index << " refused ("
            << engine::errorCodeName(failure.error.code) << "): " << failure.error.message << "\n";
        return kExitNegative;
    }
    Json scores = engine::io::scoresToJson(engine::computeScores(replayed.state), replayed.state);
    scores["actions"] = replayed.applied;
    out << engine::io::formatJson(scores);
    return kExitOk;
}

namespace {
constexpr std::string_view kSimulateUsage =
    "usage: potega-slowa-cli simulate --games N [--players K] [--seed S] [--variant]\n"
    "           [--dict FILE] [--json]\n";
}

int runSimulate(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    const auto parsed = parseArgs(args, "simulate", {"--games", "--players", "--seed", "--dict"},
                                  {"--variant", "--json"}, kSimulateUsage, err);
    if (!parsed)
        return kExitUsage;
    const auto& v = parsed->values;
    if (!v.contains("--games") || !parsed->positional.empty()) {
        err << "simulate: --games N is required\n" << kSimulateUsage;
        return kExitUsage;
    }
    const auto games = parseInteger(v.at("--games"), 1, 10'000'000);
    const auto players = v.contains("--players") ? parseInteger(v.at("--players"), 2, 4)
                                                 : std::optional<long long>(4);
    const auto seed =
        v.contains("--seed") ? parseSeed(v.at("--seed")) : std::optional<std::uint64_t>(1);
    if (!games || !players || !seed) {
        err << "simulate: --games must be a positive integer, --players 2 to 4, --seed an "
               "integer >= 0\n";
        return kExitUsage;
    }
    const auto dictionary = openDictionary(
        v.contains("--dict") ? std::optional<std::string>(v.at("--dict")) : std::nullopt, err);
    if (!dictionary)
        return kExitUsage;

    struct Stats {
        long long games = 0, actions = 0, words = 0, captures = 0, helpDeals = 0, blackActions = 0,
                  stackRanOut = 0, scoreSum = 0, winnerScoreSum = 0, refusedLegal = 0, stuck = 0;
    } stats;
    double searchSeconds = 0;
    const auto started = std::chrono::steady_clock::now();
    for (long long g = 0; g < *games; ++g) {
        engine::GameOptions options;
        options.players = static_cast<int>(*players);
        options.blackCardVariant = parsed->flags.contains("--variant");
        options.seed = *seed + static_cast<std::uint64_t>(g);
        engine::Game game(options, engine::io::standardDeck(), *dictionary);
        engine::io::RandomPlayer player(dictionarySource(dictionary, options.seed, searchSeconds),
                                        options.seed ^ 0x9e3779b97f4a7c15ULL);
        bool ranOut = false;
        while (!game.isOver()) {
            auto step = player.step(game);
            if (!step) {
                ++stats.stuck;
                break;
            }
            if (step->refusedLegal) {
                ++stats.refusedLegal;
                continue;
            }
            ++stats.actions;
            for (const auto& event : step->events) {
                stats.words += std::holds_alternative<engine::WordPlayed>(event);
                stats.captures += std::holds_alternative<engine::CardCaptured>(event);
                stats.helpDeals += std::holds_alternative<engine::HelpAccepted>(event);
                stats.blackActions += std::holds_alternative<engine::BlackActionUsed>(event);
            }
            ranOut = ranOut || game.state().stack.empty();
        }
        const auto scores = game.scores();
        int best = 0;
        for (const auto& score : scores.players) {
            stats.scoreSum += score.total();
            best = std::max(best, score.total());
        }
        stats.winnerScoreSum += best;
        stats.stackRanOut += ranOut;
        ++stats.games;
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    const double n = static_cast<double>(stats.games);
    const auto perGame = [&](long long total) { return static_cast<double>(total) / n; };
    Json report = {
        {"games", stats.games},
        {"players", *players},
        {"variant", parsed->flags.contains("--variant")},
        {"seed", *seed},
        {"meanScore", static_cast<double>(stats.scoreSum) / (n * static_cast<double>(*players))},
        {"meanWinnerScore", perGame(stats.winnerScoreSum)},
        {"capturesPerGame", perGame(stats.captures)},
        {"wordsPerGame", perGame(stats.words)},
        {"helpDealsPerGame", perGame(stats.helpDeals)},
        {"blackActionsPerGame", perGame(stats.blackActions)},
        {"actionsPerGame", perGame(stats.actions)},
        {"stackRanOutShare", perGame(stats.stackRanOut)},
        {"gamesPerSecond", seconds > 0 ? n / seconds : 0.0},
        {"seconds", seconds},
        {"wordSearchSeconds", searchSeconds},
        {"gamesPerSecondWithoutWordSearch",
         seconds > searchSeconds ? n / (seconds - searchSeconds) : 0.0},
        {"refusedLegalActions", stats.refusedLegal},
        {"stuckGames", stats.stuck},
    };
    if (parsed->flags.contains("--json")) {
        out << engine::io::formatJson(report);
    } else {
        out << std::fixed << std::setprecision(2) << stats.games << " random games, " << *players
            << " players" << (parsed->flags.contains("--variant") ? ", black-card variant" : "")
            << ", seeds " << *seed << ".." << *seed + static_cast<std::uint64_t>(stats.games) - 1
            << "\n"
            << "  mean score per player   " << report["meanScore"].get<double>() << "\n"
            << "  mean winner's score     " << report["meanWinnerScore"].get<double>() << "\n"
            << "  captures per game       " << report["capturesPerGame"].get<double>() << "\n"
            << "  words per game          " << report["wordsPerGame"].get<double>() << "\n"
            << "  help deals per game     " << report["helpDealsPerGame"].get<double>() << "\n"
            << "  black actions per game  " << report["blackActionsPerGame"].get<double>() << "\n"
            << "  stack ran out in        " << 100.0 * report["stackRanOutShare"].get<double>()
            << "% of games\n"
            << "  games per second        " << report["gamesPerSecond"].get<double>() << " ("
            << seconds << " s, of which " << searchSeconds
            << " s in the dictionary's anagram search)\n"
            << "  without the word search "
            << report["gamesPerSecondWithoutWordSearch"].get<double>() << " games per second\n";
        if (stats.refusedLegal || stats.stuck) {
            out << "  ENGINE DEFECTS: " << stats.refusedLegal << " legal actions refused, "
                << stats.stuck << " games stuck\n";
        }
    }
    return stats.stuck ? kExitNegative : kExitOk;
}

}  // namespace ps::cli
