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
#include "text/printable.h"

namespace ps::cli {

namespace {

using engine::io::Json;

// Loads a position file, printing the fault (file: /path: message) on err.
std::optional<engine::GameState> loadPositionFile(const std::string& path, std::string_view command,
                                                  std::ostream& err) {
    const auto text = readInputFile(path, command, err);
    if (!text)
        return std::nullopt;
    auto loaded = engine::io::loadPosition(*text);
    if (!loaded.ok()) {
        err << command << ": " << text::printableText(path, text::kEchoedPathBytes) << ": "
            << loaded.error.text() << "\n";
        return std::nullopt;
    }
    return std::move(*loaded.value);
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

}  // namespace

int runNew(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    engine::GameOptions options;
    std::optional<std::uint64_t> seed;
    std::optional<int> startPlayer;
    auto parser = makeParser("new");
    parser->add_option("--players", options.players, "players at the table")
        ->type_name("N")
        ->required()
        ->check(integerIn(engine::kMinPlayers, engine::kMaxPlayers));
    parser->add_option("--seed", seed, "the shuffle's seed (default: the clock)")
        ->type_name("S")
        ->check(seedValue());
    parser->add_flag("--variant", options.blackCardVariant, "the black-card variant");
    parser->add_option("--start-player", startPlayer, "who starts (0 = first player)")
        ->type_name("P")
        ->check(integerIn(0, engine::kMaxPlayers - 1));
    parser->add_option("--min-length", options.minWordLength, "shortest word (rules D5)")
        ->type_name("L")
        ->check(integerIn(engine::kMinWordLengthLowest, engine::kMinWordLengthHighest));
    parser->add_option("--redraw-limit", options.redrawLimit, "redraws per turn (rules D9)")
        ->type_name("R")
        ->check(integerIn(engine::kRedrawLimitLowest, engine::kRedrawLimitHighest));
    parser->add_flag("--table-overrules", options.tableOverrulesDictionary,
                     "house rule: the table may accept a word the dictionary lacks");
    if (const auto stop = parseOptions(*parser, args, out, err))
        return *stop;
    options.seed = seed ? *seed
                        : static_cast<std::uint64_t>(
                              std::chrono::system_clock::now().time_since_epoch().count());
    if (startPlayer) {
        if (*startPlayer >= options.players) {
            return usageError(
                "new",
                "--start-player must be a player from 0 to " + std::to_string(options.players - 1),
                err);
        }
        options.startPlayer = static_cast<engine::PlayerId>(*startPlayer);
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

// The list's action `i`, read against the state it meets (cards may be named by cell or
// letter); nothing, with the file and the fault on `err`, when it cannot be read.
std::optional<engine::Action> readActionAt(const engine::Game& game, const Json& list,
                                           std::size_t i, const std::string& actionsPath,
                                           std::ostream& err) {
    auto action = engine::io::actionFromJson(list[i], game.state().deck, &game.state(),
                                             engine::io::childPath("", i));
    if (!action.ok()) {
        err << "apply: " << text::printableText(actionsPath, text::kEchoedPathBytes) << ": "
            << action.error.text() << "\n";
        return std::nullopt;
    }
    return *action.value;
}

// apply --check: each action is asked of the engine (Game::check) against the position as
// given, as if it were the next action; none is applied, so the game never changes. One JSON
// entry per action, in order: {"index", "action", "accepted"}, and for a refusal the "code" and
// "message" apply would print. Status 0 when every action would be accepted, 1 when any would
// be refused, 2 when an action cannot be read.
int checkActions(const engine::Game& game, const Json& list, const std::string& actionsPath,
                 std::ostream& out, std::ostream& err) {
    Json report = Json::array();
    bool allAccepted = true;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::optional<engine::Action> action = readActionAt(game, list, i, actionsPath, err);
        if (!action) {
            return kExitUsage;
        }
        Json entry = {{"index", i},
                      {"action", engine::io::actionToJson(*action, game.state().deck)}};
        if (const std::optional<engine::Error> refusal = game.check(*action)) {
            allAccepted = false;
            entry["accepted"] = false;
            entry["code"] = engine::errorCodeName(refusal->code);
            entry["message"] = refusal->message;
            err << "apply: action " << i << " would be refused ("
                << engine::errorCodeName(refusal->code) << "): " << refusal->message << "\n";
        } else {
            entry["accepted"] = true;
        }
        report.push_back(std::move(entry));
    }
    out << engine::io::formatJson(report);
    return allAccepted ? kExitOk : kExitNegative;
}

}  // namespace

int runApply(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    std::string positionPath;
    std::string actionsPath;
    std::optional<std::string> dictPath;
    bool withEvents = false;
    bool checkOnly = false;
    auto parser = makeParser("apply");
    parser->add_option("--position", positionPath, "the position (JSON)")
        ->type_name("FILE")
        ->required();
    parser->add_option("--actions", actionsPath, "a JSON list of actions")
        ->type_name("FILE")
        ->required();
    parser->add_option("--dict", dictPath, "the compiled dictionary file")->type_name("FILE");
    auto* eventsFlag = parser->add_flag("--events", withEvents, "print the events too");
    parser
        ->add_flag("--check", checkOnly,
                   "apply nothing: say of each action whether it would be accepted in the "
                   "position as given, and why not")
        ->excludes(eventsFlag);
    OverlayPaths overlayPaths;
    addOverlayOptions(*parser, overlayPaths);
    if (const auto stop = parseOptions(*parser, args, out, err))
        return *stop;
    const std::optional<dict::WordOverlay> overlay = readOverlay("apply", overlayPaths, err);
    if (!overlay)
        return kExitUsage;
    auto state = loadPositionFile(positionPath, "apply", err);
    if (!state)
        return kExitUsage;
    const auto actionsText = readInputFile(actionsPath, "apply", err);
    if (!actionsText)
        return kExitUsage;
    const auto actionsJson = engine::io::parseStrictJson(*actionsText);
    if (!actionsJson.ok() || !actionsJson.value->is_array()) {
        err << "apply: " << text::printableText(actionsPath, text::kEchoedPathBytes) << ": "
            << (actionsJson.ok() ? std::string("(document): must be an array of actions")
                                 : actionsJson.error.text())
            << "\n";
        return kExitUsage;
    }
    const auto dictionary = openDictionary(dictPath, err);
    if (!dictionary)
        return kExitUsage;
    const dict::OverlaidLexicon overlaid(*dictionary, *overlay);
    const dict::Lexicon& lexicon =
        overlay->empty() ? static_cast<const dict::Lexicon&>(*dictionary) : overlaid;
    engine::Game game(std::move(*state), lexicon);
    const Json& list = *actionsJson.value;
    if (checkOnly)
        return checkActions(game, list, actionsPath, out, err);
    Json events = Json::array();
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::optional<engine::Action> action = readActionAt(game, list, i, actionsPath, err);
        if (!action) {
            return kExitUsage;
        }
        const engine::Result result = game.apply(*action);
        if (!result.ok()) {
            Json refused = {{"refused", i},
                            {"action", engine::io::actionToJson(*action, game.state().deck)},
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
    if (withEvents) {
        out << engine::io::formatJson(
            Json{{"position", engine::io::positionToJson(game.state())}, {"events", events}});
    } else {
        out << engine::io::writePosition(game.state());
    }
    return kExitOk;
}

int runScore(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    std::string positionPath;
    auto parser = makeParser("score");
    parser->add_option("--position", positionPath, "the position (JSON)")
        ->type_name("FILE")
        ->required();
    if (const auto stop = parseOptions(*parser, args, out, err))
        return *stop;
    const auto state = loadPositionFile(positionPath, "score", err);
    if (!state)
        return kExitUsage;
    out << engine::io::formatJson(engine::io::scoresToJson(engine::computeScores(*state), *state));
    return kExitOk;
}

int runReplay(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    std::string path;
    std::optional<std::string> dictPath;
    auto parser = makeParser("replay");
    parser->add_option("record", path, "the record file (JSON)")->type_name("RECORD")->required();
    parser->add_option("--dict", dictPath, "the compiled dictionary file")->type_name("FILE");
    OverlayPaths overlayPaths;
    addOverlayOptions(*parser, overlayPaths);
    if (const auto stop = parseOptions(*parser, args, out, err))
        return *stop;
    const std::optional<dict::WordOverlay> overlay = readOverlay("replay", overlayPaths, err);
    if (!overlay)
        return kExitUsage;
    const auto text = readInputFile(path, "replay", err);
    if (!text)
        return kExitUsage;
    const auto record = engine::io::loadRecord(*text);
    if (!record.ok()) {
        err << "replay: " << text::printableText(path, text::kEchoedPathBytes) << ": "
            << record.error.text() << "\n";
        return kExitUsage;
    }
    const auto dictionary = openDictionary(dictPath, err);
    if (!dictionary)
        return kExitUsage;
    const auto sameOverlay = [&](const engine::io::OverlayIdentity& recorded) {
        const dict::OverlayIdentity& given = overlay->identity();
        return recorded.checksum == given.checksum && recorded.added == given.added &&
               recorded.removed == given.removed;
    };
    if (record.value->dictionary && !sameOverlay(record.value->dictionary->overlay)) {
        // Not an error: the words may not matter to this game; a refusal below would say so.
        err << "replay: note: the record was made with other own words ("
            << record.value->dictionary->overlay.added << " added, "
            << record.value->dictionary->overlay.removed
            << " removed); give the same lists with --add and --remove\n";
    }
    const dict::OverlaidLexicon overlaid(*dictionary, *overlay);
    const dict::Lexicon& lexicon =
        overlay->empty() ? static_cast<const dict::Lexicon&>(*dictionary) : overlaid;
    const auto replayed = engine::io::replay(*record.value, lexicon);
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

struct SimulateOptions {
    long long games = 0;
    int players = 4;
    std::uint64_t firstSeed = 1;
    bool variant = false;
    bool json = false;
    std::optional<std::string> dictPath;
};

struct SimulationStats {
    long long games = 0, actions = 0, words = 0, captures = 0, helpDeals = 0, blackActions = 0,
              stackRanOut = 0, scoreSum = 0, winnerScoreSum = 0, refusedLegal = 0, stuck = 0;
    double seconds = 0;
    double searchSeconds = 0;
};

// Parses the simulate options into `options`; returns the exit code when the command must stop
// (help printed or bad options).
std::optional<int> parseSimulateOptions(std::span<const std::string> args, SimulateOptions& options,
                                        std::ostream& out, std::ostream& err) {
    auto parser = makeParser("simulate");
    parser->add_option("--games", options.games, "games to play")
        ->type_name("N")
        ->required()
        ->check(integerIn(1, 10'000'000));
    parser->add_option("--players", options.players, "players per game")
        ->type_name("K")
        ->check(integerIn(engine::kMinPlayers, engine::kMaxPlayers));
    parser->add_option("--seed", options.firstSeed, "the first game's seed")
        ->type_name("S")
        ->check(seedValue());
    parser->add_flag("--variant", options.variant, "the black-card variant");
    parser->add_option("--dict", options.dictPath, "the compiled dictionary file")
        ->type_name("FILE");
    parser->add_flag("--json", options.json, "print the figures as JSON");
    if (const auto stop = parseOptions(*parser, args, out, err))
        return stop;
    if (const auto problem = seedRangeProblem(options.firstSeed, options.games))
        return usageError("simulate", *problem, err);
    return std::nullopt;
}

// Plays one random game (the `gameIndex`-th of the run) to its end and adds its figures to
// `stats`.
void playRandomGame(const SimulateOptions& options, long long gameIndex,
                    const std::shared_ptr<const dict::Dictionary>& dictionary,
                    SimulationStats& stats) {
    engine::GameOptions gameOptions;
    gameOptions.players = options.players;
    gameOptions.blackCardVariant = options.variant;
    gameOptions.seed = options.firstSeed + static_cast<std::uint64_t>(gameIndex);
    engine::Game game(gameOptions, engine::io::standardDeck(), *dictionary);
    engine::io::RandomPlayer player(
        dictionarySource(dictionary, gameOptions.seed, stats.searchSeconds),
        gameOptions.seed ^ 0x9e3779b97f4a7c15ULL);
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

SimulationStats playRandomGames(const SimulateOptions& options,
                                const std::shared_ptr<const dict::Dictionary>& dictionary) {
    SimulationStats stats;
    const auto started = std::chrono::steady_clock::now();
    for (long long g = 0; g < options.games; ++g)
        playRandomGame(options, g, dictionary, stats);
    stats.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return stats;
}

Json simulationReport(const SimulateOptions& options, const SimulationStats& stats) {
    const double n = static_cast<double>(stats.games);
    const auto players = static_cast<long long>(options.players);
    const auto perGame = [&](long long total) { return static_cast<double>(total) / n; };
    return Json{
        {"games", stats.games},
        {"players", players},
        {"variant", options.variant},
        {"seed", options.firstSeed},
        {"meanScore", static_cast<double>(stats.scoreSum) / (n * static_cast<double>(players))},
        {"meanWinnerScore", perGame(stats.winnerScoreSum)},
        {"capturesPerGame", perGame(stats.captures)},
        {"wordsPerGame", perGame(stats.words)},
        {"helpDealsPerGame", perGame(stats.helpDeals)},
        {"blackActionsPerGame", perGame(stats.blackActions)},
        {"actionsPerGame", perGame(stats.actions)},
        {"stackRanOutShare", perGame(stats.stackRanOut)},
        {"gamesPerSecond", stats.seconds > 0 ? n / stats.seconds : 0.0},
        {"seconds", stats.seconds},
        {"wordSearchSeconds", stats.searchSeconds},
        {"gamesPerSecondWithoutWordSearch",
         stats.seconds > stats.searchSeconds ? n / (stats.seconds - stats.searchSeconds) : 0.0},
        {"refusedLegalActions", stats.refusedLegal},
        {"stuckGames", stats.stuck},
    };
}

void printSimulationText(const SimulateOptions& options, const SimulationStats& stats,
                         const Json& report, std::ostream& out) {
    const std::uint64_t seed = options.firstSeed;
    out << std::fixed << std::setprecision(2) << stats.games << " random games, "
        << static_cast<long long>(options.players) << " players"
        << (options.variant ? ", black-card variant" : "") << ", seeds " << seed << ".."
        << seed + static_cast<std::uint64_t>(stats.games) - 1 << "\n"
        << "  mean score per player   " << report["meanScore"].get<double>() << "\n"
        << "  mean winner's score     " << report["meanWinnerScore"].get<double>() << "\n"
        << "  captures per game       " << report["capturesPerGame"].get<double>() << "\n"
        << "  words per game          " << report["wordsPerGame"].get<double>() << "\n"
        << "  help deals per game     " << report["helpDealsPerGame"].get<double>() << "\n"
        << "  black actions per game  " << report["blackActionsPerGame"].get<double>() << "\n"
        << "  stack ran out in        " << 100.0 * report["stackRanOutShare"].get<double>()
        << "% of games\n"
        << "  games per second        " << report["gamesPerSecond"].get<double>() << " ("
        << stats.seconds << " s, of which " << stats.searchSeconds
        << " s in the dictionary's anagram search)\n"
        << "  without the word search " << report["gamesPerSecondWithoutWordSearch"].get<double>()
        << " games per second\n";
    if (stats.refusedLegal || stats.stuck) {
        out << "  ENGINE DEFECTS: " << stats.refusedLegal << " legal actions refused, "
            << stats.stuck << " games stuck\n";
    }
}

}  // namespace

int runSimulate(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    SimulateOptions options;
    if (const auto stop = parseSimulateOptions(args, options, out, err))
        return *stop;
    const auto dictionary = openDictionary(options.dictPath, err);
    if (!dictionary)
        return kExitUsage;
    const SimulationStats stats = playRandomGames(options, dictionary);
    const Json report = simulationReport(options, stats);
    if (options.json)
        out << engine::io::formatJson(report);
    else
        printSimulationText(options, stats, report, out);
    return stats.stuck ? kExitNegative : kExitOk;
}

}  // namespace ps::cli
