#pragma once
// The level implementations behind makeBot(). Exposed for the tournament and the benchmarks,
// which tune the hard bot's effort.

#include <memory>

#include "bots/bot.h"

namespace ps::bots {

// The hard bot's look-ahead effort. Work is counted in samples, not time, so that the same
// seed gives the same moves; `safetyMillis` only stops a search that runs far too long.
struct HardSettings {
    int candidates = 6;       // own moves examined in depth (after medium's ranking)
    int samples = 3;          // unknown cards dealt at random per move
    int safetyMillis = 1400;  // hard stop (the decision budget is 1.5 s)
};

std::unique_ptr<Bot> makeHardBot(engine::PlayerId seat, const Vocabulary& vocabulary,
                                 std::uint64_t gameSeed, const HardSettings& settings);

}  // namespace ps::bots
