#include "bots/planner.h"

#include "bots/table_shape.h"

#include <algorithm>
#include <array>
#include <variant>

namespace ps::bots {

using engine::Action;
using engine::CardId;
using engine::Cell;
using engine::Game;
using engine::GameState;
using engine::Phase;
using engine::PlaceCard;

namespace {

class TrustingLexicon final : public dict::Lexicon {
  public:
    [[nodiscard]] bool contains(std::span<const Letter>) const override { return true; }
    [[nodiscard]] dict::Relation relation(std::span<const Letter>,
                                          std::span<const Letter>) const override {
        return dict::Relation::None;
    }
};

}  // namespace

Game trustingGame(const GameState& state) {
    static const TrustingLexicon lexicon;
    return Game(state, lexicon);
}

Game trustingCopy(const Game& game) {
    return trustingGame(game.state());
}

std::optional<Game> simulate(const Game& game, const Move& move) {
    Game copy = game;
    for (const auto& placement : move.placements) {
        if (!copy.apply(placement).ok())
            return std::nullopt;
    }
    if (move.word && !copy.apply(*move.word).ok())
        return std::nullopt;
    return copy;
}

namespace {

// Moves a face-up card to another (empty) cell of a plain state, keeping the table sorted.
bool moveCard(GameState& state, CardId card, Cell to) {
    auto it = std::find_if(state.table.begin(), state.table.end(),
                           [&](const engine::TableCell& e) { return e.card == card; });
    if (it == state.table.end() || engine::findCell(state, to))
        return false;
    engine::TableCell entry = *it;
    state.table.erase(it);
    entry.cell = to;
    auto at = std::lower_bound(state.table.begin(), state.table.end(), to,
                               [](const engine::TableCell& e, Cell c) { return e.cell < c; });
    state.table.insert(at, entry);
    return true;
}

// Only a cell beside one of the mover's markers can change a zone (the placed card carries the
// mover's marker and links what touches it).
bool touchesMarker(const GameState& state, Cell cell, engine::PlayerId player) {
    static constexpr std::array<Cell, 4> kSides = {{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};
    for (Cell d : kSides) {
        const auto* next = engine::findCell(state, Cell{cell.x + d.x, cell.y + d.y});
        if (next && next->marker == player)
            return true;
    }
    return false;
}

// Places the required cards: the first at `first`, any second one at the most compact legal
// cell (the first legal cell when `compact` is off).
std::optional<std::vector<PlaceCard>> placeAll(const Game& game, Cell first, bool compact) {
    const auto required = requiredCards(game.state());
    std::vector<PlaceCard> placements;
    Game copy = game;
    for (std::size_t i = 0; i < required.size(); ++i) {
        Cell cell = first;
        if (i > 0) {
            const auto cells = copy.legalPlacements();
            if (cells.empty())
                return std::nullopt;
            cell = compact ? mostCompactCell(copy.state(), cells) : cells.front();
        }
        PlaceCard placement{required[i], cell};
        if (!copy.apply(placement).ok())
            return std::nullopt;
        placements.push_back(placement);
    }
    return placements;
}

}  // namespace

std::vector<Move> rankMoves(const Game& game, const std::vector<WordMove>& words,
                            std::size_t candidates, const Thinking& thinking,
                            const EvaluationWeights& weights) {
    const GameState& state = game.state();
    const engine::PlayerId me = state.currentPlayer;
    const std::size_t count = std::min(candidates, words.size());
    const bool placing = state.phase == Phase::Place;
    const auto cells = placing ? game.legalPlacements() : std::vector<Cell>{};
    if (placing && cells.empty())
        return {};
    const Game trusting = trustingCopy(game);
    // Compactness: a small penalty per cell of placementCost beyond the most compact cell, so
    // that zones still decide the cell but among equals the table stays near a square.
    const bool compact = weights.compactness > 0;
    std::vector<double> penalty(cells.size(), 0.0);
    Cell home = placing ? cells.front() : Cell{};
    if (placing && compact) {
        double least = 1e18;
        for (std::size_t c = 0; c < cells.size(); ++c) {
            penalty[c] = placementCost(state, cells[c]);
            least = std::min(least, penalty[c]);
        }
        for (double& p : penalty)
            p = weights.compactness * (p - least);
        home = mostCompactCell(state, cells);
    }
    // Every candidate resolved by the engine, its first card on the most compact cell.
    struct Judged {
        Move move;
        GameState after;
    };
    std::vector<Judged> judged;
    for (std::size_t i = 0; i < count; ++i) {
        if (thinking.cancelled())
            return {};
        Move move;
        move.word = engine::PlayWord{words[i].word, words[i].cards, false};
        if (placing) {
            auto placements = placeAll(trusting, home, compact);
            if (!placements)
                continue;
            move.placements = *placements;
        }
        auto after = simulate(trusting, move);
        if (!after)
            continue;
        move.value = evaluate(after->state(), me, weights);
        judged.push_back({std::move(move), after->state()});
        thinking.report(0.3 * static_cast<double>(i + 1) / static_cast<double>(count));
    }
    std::stable_sort(judged.begin(), judged.end(),
                     [](const Judged& a, const Judged& b) { return a.move.value > b.move.value; });
    // The best few try their first card on every legal cell: the cell only matters for zones
    // (a card with the mover's marker links tapes).
    const std::size_t refine = placing ? std::min<std::size_t>(4, judged.size()) : 0;
    for (std::size_t i = 0; i < refine; ++i) {
        if (thinking.cancelled())
            break;  // stopped: the moves keep the most compact cell (a caller that must answer)
        Move& move = judged[i].move;
        const CardId moved = move.placements.front().card;
        GameState probe = judged[i].after;
        Cell bestCell = home;
        double best = move.value;
        for (std::size_t c = 0; c < cells.size(); ++c) {
            if (cells[c] == home || !touchesMarker(judged[i].after, cells[c], me) ||
                !moveCard(probe, moved, cells[c]))
                continue;
            const double value = evaluate(probe, me, weights) - penalty[c];
            if (value > best + 1e-9) {
                best = value;
                bestCell = cells[c];
            }
        }
        if (bestCell != home) {
            auto replaced = placeAll(trusting, bestCell, compact);
            if (!replaced)
                continue;
            move.placements = *replaced;
            move.value = best;
        }
    }
    std::vector<Move> moves;
    moves.reserve(judged.size());
    for (auto& j : judged)
        moves.push_back(std::move(j.move));
    std::stable_sort(moves.begin(), moves.end(),
                     [](const Move& a, const Move& b) { return a.value > b.value; });
    return moves;
}

std::vector<PlaceCard> placementsWithoutWord(const Game& game) {
    // The card goes back under the stack with the redraw or the pass: any legal cell will do.
    const auto cells = game.legalPlacements();
    if (cells.empty())
        return {};
    auto placements = placeAll(game, mostCompactCell(game.state(), cells), true);
    return placements.value_or(std::vector<PlaceCard>{});
}

double letterUsefulness(Letter letter) {
    // Vowels make words; then the frequent consonants; diacritics and rare letters last.
    static constexpr std::array<double, kAlphabetSize> kUse = {
        1.0,  // a
        0.3,  // ą
        0.4,  // b
        0.6,  // c
        0.2,  // ć
        0.6,  // d
        1.0,  // e
        0.3,  // ę
        0.2,  // f
        0.4,  // g
        0.3,  // h
        1.0,  // i
        0.4,  // j
        0.6,  // k
        0.6,  // l
        0.4,  // ł
        0.6,  // m
        0.8,  // n
        0.2,  // ń
        1.0,  // o
        0.3,  // ó
        0.6,  // p
        0.8,  // r
        0.7,  // s
        0.3,  // ś
        0.7,  // t
        0.5,  // u
        0.7,  // w
        0.8,  // y
        0.8,  // z
        0.1,  // ź
        0.3,  // ż
    };
    return kUse[letter];
}

namespace {

// The action that ends the phase without doing anything (ending the turn or its black-card
// actions), when it is legal.
bool endsThePhase(const Action& action) {
    return std::holds_alternative<engine::EndTurn>(action) ||
           std::holds_alternative<engine::FinishActions>(action);
}

}  // namespace

Action bestFollowUp(const Game& game, const Thinking& stop) {
    const GameState& state = game.state();
    const engine::PlayerId me = state.currentPlayer;
    const auto actions = game.legalActions();
    const auto scores = game.scores();
    std::optional<Action> best;
    double bestValue = -1e18;
    int shadows = 0;
    bool stopped = false;
    for (const auto& action : actions) {
        if (stop.cancelled()) {
            stopped = true;
            break;
        }
        if (const auto* shadow = std::get_if<engine::UseShadow>(&action)) {
            // CIEŃ ZAGŁADY has (tapes x empty cells) targets; only those that can matter are
            // judged: an own tape moved next to own markers, or a rival's tape moved away.
            const auto* tape = engine::findCard(state, shadow->tape);
            if (!tape || !tape->marker)
                continue;
            const bool own = *tape->marker == me;
            if (own != touchesMarker(state, shadow->to, me) ||
                (!own && touchesMarker(state, shadow->to, *tape->marker)) || ++shadows > 48)
                continue;
        }
        Game copy = game;
        if (!copy.apply(action).ok())
            continue;
        double value = evaluate(copy.state(), me);
        if (std::holds_alternative<engine::UseZeppelin>(action)) {
            value += 0.15;  // a choice of two cards is never worse than one
        } else if (const auto* keep = std::get_if<engine::ZeppelinKeep>(&action)) {
            value += 0.3 * letterUsefulness(state.deck[keep->keep].letter);
        } else if (const auto* jadro = std::get_if<engine::UseJadro>(&action)) {
            // The obligation hampers the recipient: give it to the strongest rival.
            value += 0.3 + 0.05 * scores.players[jadro->recipient].total();
        }
        if (value > bestValue + 1e-9) {
            bestValue = value;
            best = action;
        }
    }
    if (stopped) {
        // Cut short: the end of the phase competes with what was judged (one more step).
        for (const auto& action : actions) {
            if (!endsThePhase(action))
                continue;
            Game copy = game;
            if (copy.apply(action).ok() && (!best || evaluate(copy.state(), me) > bestValue + 1e-9))
                best = action;
            break;
        }
        if (!best && !actions.empty())
            return actions.front();  // e.g. the zeppelin's choice, where nothing ends the phase
    }
    if (!best)
        return engine::EndTurn{};
    return *best;
}

Action giveUpWord(const Game& game) {
    for (const auto& action : game.legalActions()) {
        if (std::holds_alternative<engine::Redraw>(action))
            return action;
    }
    return engine::Pass{};
}

}  // namespace ps::bots
