#pragma once
// The standard deck (assets/deck.json), compiled into the library so that positions, records
// and the CLI need no data file to name cards.

#include <string_view>

#include "engine/state.h"

namespace ps::engine::io {

// The 110 cards of assets/deck.json, parsed once (the build embeds the file's text).
const Deck& standardDeck();
// The embedded text of assets/deck.json.
std::string_view standardDeckText();

}  // namespace ps::engine::io
