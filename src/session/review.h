#pragma once
// The turns to review after a game: the record replayed through a session, and the position at
// the start of every turn of the chosen seats, with what the seat then played. (The post-game
// review asks a strong bot for its word in each of these positions.)

#include <atomic>
#include <optional>
#include <vector>

#include "engine/game.h"
#include "engine/io/record.h"

namespace ps::session {

struct TurnToReview {
    int round = 0;
    engine::PlayerId seat = 0;
    engine::Game start;                      // the position when the turn began
    std::optional<Word> played;              // the seat's word, nothing when it made none
    std::optional<engine::PlayerId> helper;  // the word came from a help deal with this seat
    int playedCaptures = 0;                  // cards the seat captured with it
    // Where the seat's last placement began (the turn's start, or after its last redraw), and
    // the actions from there to the end of its turn: its placements, the help offers and
    // answers about them, its word (or the deal's acceptance, or its pass), then its black-card
    // actions and the end of the turn — up to a choice between drawn cards (ZeppelinKeep names
    // a card the draw pile gave, so a line replayed on another deal could not make it).
    engine::Game lineStart;
    std::vector<engine::Action> line;
};

// The turns of every seat s with `reviewed[s]`, in order. Throws std::invalid_argument (naming
// the action) when the record does not replay; returns what it found so far when `cancel`
// (optional) is raised.
std::vector<TurnToReview> turnsToReview(const engine::io::Record& record,
                                        const dict::Lexicon& lexicon,
                                        const std::vector<bool>& reviewed,
                                        const std::atomic<bool>* cancel = nullptr);

}  // namespace ps::session
