#pragma once
// A record: the options (seed included), the deck and the actions of a game
// ("format": "potega-slowa-record", "version": 1 or 2; docs/formats.md), and in version 2 the
// dictionary it was played with. The game is a function of
// these, so replaying a record reproduces it exactly.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dictionary/lexicon.h"
#include "engine/game.h"
#include "engine/io/dictionary_identity.h"
#include "engine/io/json_text.h"

namespace ps::engine::io {

inline constexpr std::string_view kRecordFormat = "potega-slowa-record";
// Version 2 adds "dictionary" (required there); a record without one is written as version 1.
// Version 3 adds the player's additions and removals to it ("dictionary"/"overlay", required
// there), written only when there are any.
inline constexpr int kRecordVersionWithOverlay = 3;
inline constexpr int kRecordVersion = 2;
inline constexpr int kRecordVersionWithoutDictionary = 1;

struct Record {
    GameOptions options;
    Deck deck;
    std::vector<Action> actions;
    std::optional<DictionaryIdentity> dictionary{};  // unknown in version 1

    bool operator==(const Record&) const = default;
};

Json recordToJson(const Record& record);
std::string writeRecord(const Record& record);

Loaded<Record> recordFromJson(const Json& value);
Loaded<Record> loadRecord(std::string_view text);

struct ReplayFailure {
    std::size_t index = 0;  // the action refused (0-based)
    Error error;
};

struct ReplayResult {
    GameState state;  // after the last action applied
    std::size_t applied = 0;
    std::optional<ReplayFailure> failure;  // set when an action was refused: the replay stops

    [[nodiscard]] bool ok() const { return !failure.has_value(); }
};

// Deals the game of the record's options and applies its actions one by one, stopping at the
// first one refused.
ReplayResult replay(const Record& record, const dict::Lexicon& lexicon);

}  // namespace ps::engine::io
