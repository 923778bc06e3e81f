#pragma once
// Readable English lines for actions and events (the CLI, logs, test messages). The app words
// its own, translated lines; these are for everything that has no Qt.

#include <string>
#include <vector>

#include "engine/actions.h"
#include "engine/events.h"
#include "engine/state.h"

namespace ps::session {

// A short form of an action ("place 17 at (2, 4)", "word KOT [3 17 40]", ...).
std::string describe(const engine::Action& action);

// A sentence for an event, naming seats "player N" (1-based) and cards "K (KOLOSEUM)"; empty
// for events that only accompany another one (a card under the stack, a marker placed, the end
// of a turn).
std::string describe(const engine::Event& event, const engine::GameState& state);

// The name of a black-card action ("PĘKATY BLASTER").
std::string blackActionName(engine::BlackAction action);

}  // namespace ps::session
