#pragma once
// The deck file (assets/deck.json, described in docs/deck.md): card id = index in "cards".

#include <optional>
#include <string>
#include <string_view>

#include "engine/state.h"

namespace ps::engine {

struct DeckLoad {
    std::optional<Deck> deck;
    std::string error;  // English, naming the offending card index and field
};

// Parses and validates a deck file's text: 110 cards, 102 blue + 8 black (Ą Ć Ę Ń Ó Ś Ź Ż, one
// action each), known fields only, unique non-empty landmarks.
DeckLoad parseDeckJson(std::string_view jsonText);
DeckLoad loadDeckFile(const std::string& path);

// "jadro-mocy", ... as in the deck file; empty for None.
std::string_view blackActionId(BlackAction action);
std::optional<BlackAction> blackActionFromId(std::string_view id);
// The letter every black card of an action carries (Ą for JĄDRO MOCY, ...).
Letter blackActionLetter(BlackAction action);

}  // namespace ps::engine
