#pragma once
// Shared by the format tests: the standard deck, a small lexicon, positions and JSON edits.

#include <string>

#include <gtest/gtest.h>

#include "dictionary/memory_lexicon.h"
#include "engine/game.h"
#include "engine/io/json_text.h"
#include "engine/io/position.h"
#include "engine/io/standard_deck.h"

namespace ps::engine::io::testing {

inline GameOptions optionsFor(int players, bool variant, std::uint64_t seed) {
    GameOptions options;
    options.players = players;
    options.blackCardVariant = variant;
    options.seed = seed;
    return options;
}

inline Json parsed(const std::string& text) {
    auto json = parseStrictJson(text);
    EXPECT_TRUE(json.ok()) << json.error.text();
    return json.value.value_or(Json());
}

// The id of the first card of the standard deck with this letter (e.g. "T").
inline CardId firstCard(std::string_view letter) {
    const Letter l = ps::word(letter).at(0);
    const auto& cards = standardDeck().cards();
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (cards[i].letter == l)
            return static_cast<CardId>(i);
    }
    throw std::invalid_argument("no such letter in the deck");
}

// Loads a position that must be valid.
inline GameState loadOk(const Json& json) {
    auto loaded = positionFromJson(json);
    EXPECT_TRUE(loaded.ok()) << loaded.error.text();
    return loaded.value.value_or(GameState{});
}

}  // namespace ps::engine::io::testing
