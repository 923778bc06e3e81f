#pragma once
// Who sits at each seat of a table: a person, or a bot of some level. The session asks bots for
// their decisions through the front end (see session.h) and waits for people's input.

#include <optional>
#include <vector>

#include "bots/bot.h"
#include "engine/state.h"

namespace ps::session {

struct Seat {
    std::optional<bots::Level> bot;  // nothing: a person

    [[nodiscard]] bool isBot() const { return bot.has_value(); }
    static Seat person() { return Seat{}; }
    static Seat computer(bots::Level level) { return Seat{level}; }
    bool operator==(const Seat&) const = default;
};

using Seats = std::vector<Seat>;

// `count` bots of one level (the CLI, the tests).
inline Seats allBots(int count, bots::Level level) {
    return Seats(static_cast<std::size_t>(count), Seat::computer(level));
}

}  // namespace ps::session
