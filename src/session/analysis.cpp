// The analysis of a finished game, turn by turn (bots::PositionAnalyst), and its JSON.

#include "session/analysis.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

#include "engine/io/action_json.h"
#include "engine/io/cards.h"
#include "session/review.h"

namespace ps::session {

using namespace ps::engine;
using io::Json;

std::vector<std::size_t> GameAnalysis::biggestMistakes(std::size_t count, double threshold) const {
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < turns.size(); ++i) {
        if (turns[i].loss() >= threshold)
            order.push_back(i);
    }
    std::stable_sort(order.begin(), order.end(), [this](std::size_t a, std::size_t b) {
        return turns[a].loss() > turns[b].loss();
    });
    if (order.size() > count)
        order.resize(count);
    return order;
}

std::vector<GameAnalysis::ChartPoint> GameAnalysis::chart(PlayerId seat) const {
    // A simulation judges the position just before the mover's next turn, when the seat that
    // moved last has not been answered yet and looks better than it is; so a seat's own turns
    // give its line (each judged at the same point of its round), and the other seats' turns
    // only when none of its own was analysed.
    const bool own = std::any_of(turns.begin(), turns.end(),
                                 [seat](const TurnAnalysis& turn) { return turn.seat == seat; });
    std::vector<ChartPoint> points;
    int lastTurn = 0;
    for (const TurnAnalysis& turn : turns) {
        lastTurn = std::max(lastTurn, turn.turnNumber + 1);
        if (own && turn.seat != seat)
            continue;
        const auto& chances = turn.seatChances();
        if (seat < chances.size())
            points.push_back({static_cast<double>(turn.turnNumber + 1), chances[seat]});
    }
    if (complete && seat < result.size())
        points.push_back({static_cast<double>(lastTurn + 1), result[seat]});
    return points;
}

namespace {

// Every seat's final point: the winners share 1 (the engine breaks ties by captured cards; a
// tie it cannot break is shared).
std::vector<double> resultOf(const GameState& state) {
    const auto winners = computeScores(state).winners;
    std::vector<double> result(state.players.size(), 0.0);
    for (PlayerId winner : winners)
        result[winner] = 1.0 / static_cast<double>(winners.size());
    return result;
}

}  // namespace

GameAnalysis analyseGame(const io::Record& record, const dict::Lexicon& lexicon,
                         const bots::Vocabulary& vocabulary, const std::vector<bool>& seats,
                         const bots::AnalysisBudget& budget, const AnalysisProgress& progress,
                         const std::atomic<bool>* cancel) {
    const auto ending = io::replay(record, lexicon);
    if (!ending.ok()) {
        throw std::invalid_argument("action " + std::to_string(ending.failure->index + 1) +
                                    " of the record is refused: " + ending.failure->error.message);
    }
    if (ending.state.phase != Phase::GameOver)
        throw std::invalid_argument(
            "the game is not over: only a finished game is analysed (the players are still in "
            "its positions)");
    std::vector<bool> chosen = seats;
    if (chosen.empty())
        chosen.assign(static_cast<std::size_t>(record.options.players), true);
    const auto turns = turnsToReview(record, lexicon, chosen, cancel);
    GameAnalysis analysis;
    analysis.players = record.options.players;
    analysis.result = resultOf(ending.state);
    analysis.budget = budget;
    bots::PositionAnalyst analyst(vocabulary, budget);
    const bots::Thinking thinking{cancel, {}};
    if (progress)
        progress(analysis, turns.size());
    for (const TurnToReview& turn : turns) {
        if (thinking.cancelled())
            return analysis;
        if (turn.lineStart.isOver())
            continue;
        const auto verdict = analyst.analyse(turn.lineStart, turn.line, thinking);
        if (verdict.stopped)
            return analysis;
        TurnAnalysis row;
        row.turnNumber = turn.lineStart.state().turnNumber;
        row.round = turn.round;
        row.seat = turn.seat;
        row.played = turn.played;
        row.helper = turn.helper;
        row.best = verdict.best;
        row.playedMove = verdict.played;
        row.playedIsBest = verdict.playedIsBest;
        analysis.turns.push_back(std::move(row));
        if (progress)
            progress(analysis, turns.size());
    }
    analysis.complete = !thinking.cancelled();
    return analysis;
}

// --- JSON

namespace {

constexpr std::string_view kFormat = "potega-slowa-analysis";
constexpr long long kVersion = 1;

// Chances are kept to 4 decimals: the figures shown have one, and the files stay short.
double rounded(double chance) {
    return std::round(chance * 1e4) / 1e4;
}

Json chancesJson(const std::vector<double>& chances) {
    Json list = Json::array();
    for (double chance : chances)
        list.push_back(rounded(chance));
    return list;
}

Json moveJson(const bots::AnalysedMove& move, const Deck& deck) {
    Json actions = Json::array();
    for (const auto& placement : move.placements)
        actions.push_back(io::actionToJson(placement, deck));
    if (move.word)
        actions.push_back(io::actionToJson(*move.word, deck));
    Json json{{"actions", actions}};
    if (move.helper) {
        json["helper"] = *move.helper;
        json["price"] = io::detail::cardList(deck, move.price);
    }
    json["chance"] = rounded(move.chance);
    json["seats"] = chancesJson(move.seatChances);
    json["deals"] = move.deals;
    return json;
}

double readChance(const Json& value, const std::string& path) {
    if (!value.is_number())
        io::detail::fail(path, "a chance (a number from 0 to 1) is expected, not " +
                                   io::detail::shortText(value));
    const double chance = value.get<double>();
    if (!(chance >= 0.0 && chance <= 1.0))
        io::detail::fail(path, "a chance must be from 0 to 1, not " + io::detail::shortText(value));
    return chance;
}

std::vector<double> readChances(const Json& value, const std::string& path, int players) {
    const Json& list = io::detail::requireArray(value, path);
    if (list.size() != static_cast<std::size_t>(players))
        io::detail::fail(path, "one chance per player (" + std::to_string(players) +
                                   ") is expected, not " + std::to_string(list.size()));
    std::vector<double> chances;
    for (std::size_t i = 0; i < list.size(); ++i)
        chances.push_back(readChance(list[i], path + "/" + std::to_string(i)));
    return chances;
}

bots::AnalysedMove readMove(const Json& value, const std::string& path, const Deck& deck,
                            int players) {
    const Json& object = io::detail::requireObject(
        value, path, {"actions", "helper", "price", "chance", "seats", "deals"});
    bots::AnalysedMove move;
    if (const Json* helper = io::detail::member(object, "helper")) {
        move.helper = io::detail::readPlayer(*helper, path + "/helper", players);
        const Json& price = io::detail::requireArray(
            io::detail::requireMember(object, path, "price"), path + "/price");
        for (std::size_t i = 0; i < price.size(); ++i) {
            move.price.push_back(
                io::detail::readExactCard(price[i], path + "/price/" + std::to_string(i), deck));
        }
    } else if (io::detail::member(object, "price") != nullptr) {
        io::detail::fail(path + "/price", "a price belongs to a help deal: \"helper\" is missing");
    }
    const Json& actions = io::detail::requireMember(object, path, "actions");
    const auto list = io::actionListFromJson(actions, deck, path + "/actions");
    if (!list.ok())
        throw io::detail::FormatFailure{list.error};
    for (std::size_t i = 0; i < list.value->size(); ++i) {
        const Action& action = (*list.value)[i];
        const std::string at = path + "/actions/" + std::to_string(i);
        if (const auto* place = std::get_if<PlaceCard>(&action)) {
            if (move.word)
                io::detail::fail(at, "a card is placed before the word, not after it");
            move.placements.push_back(*place);
        } else if (const auto* word = std::get_if<PlayWord>(&action)) {
            if (move.word)
                io::detail::fail(at, "a move has one word");
            move.word = *word;
        } else {
            io::detail::fail(at, "a move holds placements and a word, not \"" +
                                     std::string(io::actionTypeName(action)) + "\"");
        }
    }
    move.chance = readChance(io::detail::requireMember(object, path, "chance"), path + "/chance");
    move.seatChances =
        readChances(io::detail::requireMember(object, path, "seats"), path + "/seats", players);
    move.deals = static_cast<int>(io::detail::readInt(
        io::detail::requireMember(object, path, "deals"), path + "/deals", 0, 1'000'000));
    return move;
}

}  // namespace

Json analysisToJson(const GameAnalysis& analysis, const Deck& deck) {
    Json turns = Json::array();
    for (const TurnAnalysis& turn : analysis.turns) {
        Json row{{"turn", turn.turnNumber}, {"round", turn.round}, {"seat", turn.seat}};
        row["played"] = turn.played ? Json(toUtf8Upper(*turn.played)) : Json(nullptr);
        if (turn.helper)
            row["helper"] = *turn.helper;
        row["best"] = moveJson(turn.best, deck);
        if (turn.playedMove)
            row["playedMove"] = moveJson(*turn.playedMove, deck);
        row["playedIsBest"] = turn.playedIsBest;
        turns.push_back(std::move(row));
    }
    const auto& budget = analysis.budget;
    return Json{{"format", kFormat},
                {"version", kVersion},
                {"players", analysis.players},
                {"complete", analysis.complete},
                {"budget",
                 {{"deals", budget.deals},
                  {"thinkMs", budget.thinkMillis},
                  {"candidates", budget.candidates},
                  {"seed", budget.seed}}},
                {"result", chancesJson(analysis.result)},
                {"turns", turns}};
}

io::Loaded<GameAnalysis> analysisFromJson(const Json& value, const Deck& deck, int players) {
    using namespace io::detail;
    try {
        const Json& document = requireObject(
            value, "", {"format", "version", "players", "complete", "budget", "result", "turns"});
        readFormatHeader(document, kFormat, kVersion);
        GameAnalysis analysis;
        analysis.players =
            static_cast<int>(readInt(requireMember(document, "", "players"), "/players", 2, 4));
        if (analysis.players != players)
            fail("/players", "the analysis is of a game of " + std::to_string(analysis.players) +
                                 " players, this game has " + std::to_string(players));
        analysis.complete = readBool(requireMember(document, "", "complete"), "/complete");
        const Json& budget = requireObject(requireMember(document, "", "budget"), "/budget",
                                           {"deals", "thinkMs", "candidates", "seed"});
        analysis.budget.deals = static_cast<int>(
            readInt(requireMember(budget, "/budget", "deals"), "/budget/deals", 0, 1'000'000));
        analysis.budget.thinkMillis = static_cast<int>(
            readInt(requireMember(budget, "/budget", "thinkMs"), "/budget/thinkMs", 0, 3'600'000));
        analysis.budget.candidates = static_cast<int>(
            readInt(requireMember(budget, "/budget", "candidates"), "/budget/candidates", 1, 1000));
        const Json& seed = requireMember(budget, "/budget", "seed");
        if (!seed.is_number_unsigned() && !(seed.is_number_integer() && seed.get<long long>() >= 0))
            fail("/budget/seed", "a seed is a whole number from 0, not " + shortText(seed));
        analysis.budget.seed = seed.get<std::uint64_t>();
        analysis.result = readChances(requireMember(document, "", "result"), "/result", players);
        const Json& turns = requireArray(requireMember(document, "", "turns"), "/turns");
        for (std::size_t i = 0; i < turns.size(); ++i) {
            const std::string path = "/turns/" + std::to_string(i);
            const Json& row = requireObject(turns[i], path,
                                            {"turn", "round", "seat", "played", "helper", "best",
                                             "playedMove", "playedIsBest"});
            TurnAnalysis turn;
            turn.turnNumber = static_cast<int>(
                readInt(requireMember(row, path, "turn"), path + "/turn", 0, 1000));
            turn.round =
                static_cast<int>(readInt(requireMember(row, path, "round"), path + "/round", 1, 6));
            turn.seat = readPlayer(requireMember(row, path, "seat"), path + "/seat", players);
            const Json& played = requireMember(row, path, "played");
            if (!played.is_null())
                turn.played = readWord(played, path + "/played");
            if (const Json* helper = member(row, "helper"))
                turn.helper = readPlayer(*helper, path + "/helper", players);
            turn.best = readMove(requireMember(row, path, "best"), path + "/best", deck, players);
            if (const Json* move = member(row, "playedMove"))
                turn.playedMove = readMove(*move, path + "/playedMove", deck, players);
            turn.playedIsBest =
                readBool(requireMember(row, path, "playedIsBest"), path + "/playedIsBest");
            analysis.turns.push_back(std::move(turn));
        }
        return {std::move(analysis), {}};
    } catch (const FormatFailure& failure) {
        return {std::nullopt, failure.error};
    }
}

}  // namespace ps::session
