#pragma once
// The parts of the hard bot's judgement that the expert shares (hard_bot.cpp). Internal to
// ps_bots.

#include <optional>
#include <vector>

#include "bots/base_bot.h"

namespace ps::bots::detail {

// Medium's ranked moves (`moves`, best first) cut to `deep`, the last `quietCount` of them
// replaced by moves chosen for few exposed markers (when not among the first already).
void addQuietCandidates(const Game& game, const MoveGenerator& generator,
                        const MediumSettings& medium, std::vector<Move>& moves, std::size_t deep,
                        int quietCount, const Thinking& thinking);

// The hard bot at the table: its answer to offers as the active player (`ownBest`: the quick
// value of its own best word) and, in another player's turn, its answer to a counter or its
// offer. With three or four players it deals as docs/bots.md ("Hard at three and
// four players") describes.
std::optional<Action> answerOffersAsHard(const Game& game, double ownBest);
std::optional<Action> decideAsHardHelper(const Game& game, PlayerId seat,
                                         const MoveGenerator& generator, const Thinking& thinking);

}  // namespace ps::bots::detail
