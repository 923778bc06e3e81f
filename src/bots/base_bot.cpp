// Helpers of the levels (base_bot.h).

#include "bots/base_bot.h"

#include "bots/table_shape.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <stdexcept>

namespace ps::bots::detail {

std::uint64_t mix(std::uint64_t h, std::uint64_t value) {
    h ^= value + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
    return h;
}

// The thread's CPU time: the hard bot's safety stop counts work, not the load of the machine,
// so that a busy machine does not change its moves.
double thinkingSeconds() {
#if defined(CLOCK_THREAD_CPUTIME_ID)
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + 1e-9 * static_cast<double>(now.tv_nsec);
#else
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
#endif
}

bool accepted(const Game& game, const Action& action) {
    Game copy = game;
    return copy.apply(action).ok();
}

// A safe action for the current player in any phase (used when a plan went stale).
Action fallbackAction(const Game& game) {
    const auto& state = game.state();
    if (state.phase == Phase::Word)
        return giveUpWord(game);
    const auto actions = game.legalActions();
    for (const auto& action : actions) {
        if (std::holds_alternative<engine::EndTurn>(action) ||
            std::holds_alternative<engine::FinishActions>(action))
            return action;
    }
    if (!actions.empty())
        return actions.front();
    return engine::EndTurn{};
}

bool placeAtRandom(const Game& game, engine::Rng& rng, Move& move, std::size_t amongCompact) {
    Game copy = game;
    for (engine::CardId card : requiredCards(game.state())) {
        auto cells = copy.legalPlacements();
        if (cells.empty())
            return false;
        if (amongCompact > 0) {
            cells = cellsByCompactness(copy.state(), cells);
            cells.resize(std::min(cells.size(), amongCompact));
        }
        engine::PlaceCard placement{card, cells[rng.below(cells.size())]};
        copy.apply(placement);
        move.placements.push_back(placement);
    }
    return true;
}

void requireDictionary(const Vocabulary& vocabulary) {
    if (!vocabulary.dictionary)
        throw std::invalid_argument("bots need the dictionary for their anagram search");
}

}  // namespace ps::bots::detail
