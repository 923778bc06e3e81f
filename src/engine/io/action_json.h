#pragma once
// Actions as JSON: one object per action, {"type": "place", "card": "T#17", "at": [2, 4]}.
// Records and the CLI's `apply --actions FILE` use them (docs/formats.md lists every type).

#include <string>
#include <string_view>
#include <vector>

#include "engine/actions.h"
#include "engine/io/json_text.h"

namespace ps::engine::io {

// The canonical form: exact card names ("T#17"), fields at their default left out.
Json actionToJson(const Action& action, const Deck& deck);

// Reads one action at `path`. Without a state (records) every card must be named exactly
// (17, "T#17" or {"landmark": ...}). With the state the action will be applied to, a card may
// also be named by its cell ([x, y]) or by its letter alone when only one card of the context
// has it (the sheet card to place, a table card, one of the player's captured cards).
Loaded<Action> actionFromJson(const Json& value, const Deck& deck, const GameState* state,
                              const std::string& path = "");

// A JSON array of actions, read against nothing (exact card names only).
Loaded<std::vector<Action>> actionListFromJson(const Json& value, const Deck& deck,
                                               const std::string& path = "");

// "place", "word", ... as in the files.
std::string_view actionTypeName(const Action& action);

namespace detail {
// As actionFromJson, throwing FormatFailure (for the other readers).
Action readAction(const Json& value, const Deck& deck, const GameState* state,
                  const std::string& path);
}  // namespace detail

}  // namespace ps::engine::io
