#pragma once
// A position: everything on the table and in hands, as JSON ("format": "potega-slowa-position",
// "version": 1 or 2; docs/formats.md). The writer names every card exactly ("T#17"), so that
// load(write(state)) == state and write(load(text)) == text for its own output. The reader also
// takes hand-written positions: cards named by letter, pools and most fields left out, the rest
// of the deck put under the stack on request.
//
// Loading refuses anything malformed or impossible with the JSON Pointer of the offending field.

#include <string>
#include <string_view>

#include <optional>

#include "engine/io/dictionary_identity.h"
#include "engine/io/json_text.h"
#include "engine/state.h"

namespace ps::engine::io {

inline constexpr std::string_view kPositionFormat = "potega-slowa-position";
// Version 2 adds "dictionary" (required there); a position without one is written as version 1,
// which every older reader takes. Version 3 adds the player's additions and removals to it
// ("dictionary"/"overlay", required there), written only when there are any.
inline constexpr int kPositionVersionWithOverlay = 3;
inline constexpr int kPositionVersion = 2;
inline constexpr int kPositionVersionWithoutDictionary = 1;
// A game plays a few dozen words (110 cards); a longer used-word list is refused before its
// words are read.
inline constexpr std::size_t kMaxUsedWords = 10'000;

// A position with the dictionary it was played with, when known.
struct PositionDocument {
    GameState state;
    std::optional<DictionaryIdentity> dictionary;
};

Json positionToJson(const GameState& state,
                    const std::optional<DictionaryIdentity>& dictionary = std::nullopt);
std::string writePosition(const GameState& state);  // formatJson(positionToJson(state))

Loaded<PositionDocument> positionDocumentFromJson(const Json& value);
Loaded<GameState> positionFromJson(const Json& value);  // the state alone
Loaded<GameState> loadPosition(std::string_view text);

}  // namespace ps::engine::io
