#pragma once
// What the session waits for, and what it reports after each applied action.

#include <cstdint>
#include <optional>
#include <vector>

#include "engine/actions.h"
#include "engine/errors.h"
#include "engine/events.h"

namespace ps::session {

// The kind of decision a seat owes the table.
enum class Decision : std::uint8_t {
    TurnAction,  // the current player's next action (place, word, answer to an offer, ...)
    HelpOffer,   // another player's card lies on the table: offer help about it, or nothing
    HelpAnswer,  // a counter-offer awaits this helper: accept, counter or withdraw (nothing)
};

// One decision awaited from one seat. `id` tells a fresh request from a stale one: a front end
// that thinks asynchronously hands the request back with its answer, and the session drops
// answers to requests it no longer awaits.
struct Request {
    engine::PlayerId seat = 0;
    Decision what = Decision::TurnAction;
    std::uint64_t id = 0;
    bool operator==(const Request&) const = default;
};

// What became of a submitted decision.
enum class Outcome : std::uint8_t {
    Applied,     // the action went through the engine
    Held,        // the active bot's action waits for the help round around its card
    Done,        // a help request answered with nothing (or an offer the engine refused)
    Stale,       // the request is no longer awaited: the answer was dropped
    NoDecision,  // a turn action was awaited and nothing came
    Refused,     // the engine refused the action (see the error)
};

struct SubmitResult {
    Outcome outcome = Outcome::Stale;
    std::optional<engine::Error> error;  // Refused
};

// One action applied at the table, reported to the session's observer.
struct Step {
    engine::PlayerId actor = 0;
    engine::Action action;
    std::vector<engine::Event> events;
    // Help offers still open when a move closed them (they lapse silently in the engine).
    std::vector<engine::PlayerId> lapsedOffers;
    bool roundScored = false;  // a row was added to Session::scoresPerRound()
};

}  // namespace ps::session
