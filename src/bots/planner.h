#pragma once
// Turning generated words into whole moves: where to place the sheet card(s), which word, and
// what the move is worth after the engine has resolved it. Shared by the levels and the advice.

#include <optional>
#include <vector>

#include "bots/bot.h"
#include "bots/evaluation.h"
#include "bots/movegen.h"
#include "engine/game.h"

namespace ps::bots {

struct Move {
    std::vector<engine::PlaceCard> placements;  // empty in Phase::Word
    std::optional<engine::PlayWord> word;       // nothing: no word (redraw or pass)
    double value = 0;                           // evaluate() after the move, for the mover
};

// A copy of the game for look-ahead that trusts the bots' own word checks: its lexicon accepts
// every word and relates none. Move generation only proposes dictionary words that are not
// related to a used word (checked once, cached), so the engine's own check — the costliest
// part of applying a word — need not run again in simulations. Actions a bot finally returns
// are checked against the real game.
engine::Game trustingCopy(const engine::Game& game);
engine::Game trustingGame(const engine::GameState& state);

// The game after the move's placements and word (each applied by the engine), or nothing when
// the engine refuses one of them.
std::optional<engine::Game> simulate(const engine::Game& game, const Move& move);

// The best placement cell for one sheet card judged by evaluate() after `word` (or none).
// `cells` are the legal cells of the current position.
struct Placed {
    engine::Cell cell;
    double value = 0;
};

// Medium's judgement: the top `candidates` words, each placed where it is worth most and
// resolved by the engine; best first. In Phase::Word the placements are empty. Cancelled
// (`thinking`) while the words are resolved it returns nothing; cancelled while the best few
// try other cells, the words judged so far on the most compact cell.
std::vector<Move> rankMoves(const engine::Game& game, const std::vector<WordMove>& words,
                            std::size_t candidates, const Thinking& thinking,
                            const EvaluationWeights& weights = {});

// Where to put the sheet card(s) when no word is coming (redraw next): the cell that helps
// rivals least.
std::vector<engine::PlaceCard> placementsWithoutWord(const engine::Game& game);

// After the word: the best of the legal black actions and the end of the turn, by evaluate().
// When `stop` is raised it stops judging: the best of those judged so far and the end of the
// phase (a decision that must come back within a deadline).
engine::Action bestFollowUp(const engine::Game& game, const Thinking& stop = {});

// Redraw when allowed, else pass (Phase::Word without a word).
engine::Action giveUpWord(const engine::Game& game);

// A card's letter as a card to hold on the sheet: how easily words form around it.
double letterUsefulness(Letter letter);

}  // namespace ps::bots
