#pragma once
// Static judgement of a position from one seat's point of view: the score as it stands (captured
// cards + zones) against the rivals', plus what the table promises (letter cards carrying a
// marker are captures waiting to happen; tapes that are close to forming a zone).

#include "engine/state.h"

namespace ps::bots {

struct EvaluationWeights {
    double ownMarker = 0.35;     // own marker on a usable letter card: a capture in waiting
    double rivalMarker = 0.35;   // a rival's marker: their capture in waiting
    double nearZoneTape = 0.45;  // per tape in an own group of 2 tapes (one more makes a zone)
    double singleTape = 0.12;    // a lone own tape
    double zoneEdge = 0.10;      // per letter card next to an own zone (room to grow)
    // Per cell of placementCost (table_shape.h) beyond the most compact legal cell: small, so
    // that it only decides among placements of (nearly) equal value. 0: no preference at all
    // (the first legal cell, as the bots placed before the table's shape counted).
    double compactness = 0.1;
};

// Points of every player as computeScores counts them.
struct Standing {
    double own = 0;
    double rivals = 0;  // what the seat plays against: the best rival, blended with their mean
};

// Higher is better for `seat`. The promise terms fade out as the seat's turns run out.
double evaluate(const engine::GameState& state, engine::PlayerId seat,
                const EvaluationWeights& weights = {});

// Turns `seat` still has after the current turn (0 in its last turn of the game).
int turnsLeftAfterCurrent(const engine::GameState& state, engine::PlayerId seat);

}  // namespace ps::bots
