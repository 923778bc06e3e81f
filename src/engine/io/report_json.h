#pragma once
// What the CLI prints besides positions and records: the events an action caused, scores with
// their zones, and refused actions (docs/formats.md).

#include <vector>

#include "engine/game.h"
#include "engine/io/json_text.h"

namespace ps::engine::io {

inline constexpr std::string_view kScoresFormat = "potega-slowa-scores";
inline constexpr int kScoresVersion = 1;

// {"type": "marker-placed", "player": 0, "card": "T#17", "at": [2, 4]}
Json eventToJson(const Event& event, const Deck& deck);
Json eventsToJson(const std::vector<Event>& events, const Deck& deck);

// {"format": "potega-slowa-scores", "version": 1, "gameOver": ..., "players": [...],
//  "zones": [...], "winners": [...]}
Json scoresToJson(const Scores& scores, const GameState& state);

// {"code": "cell-not-touching", "message": "..."}
Json errorToJson(const Error& error);

}  // namespace ps::engine::io
