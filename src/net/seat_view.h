#pragma once
// The game as one seat may see it (docs/network.md): everything on the table and in the
// players' hands that lies face up, and nothing that lies face down or is secret — the order
// of the draw pile (only its size), the seed and the shuffle's state, the faces of police-tape
// cards, another helper's word and card choice before the deal, another player's ĆWICZEBNY
// cards. A client decides on this view; the host's engine decides whether that was legal.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/io/json_text.h"

namespace ps::net {

// A table card as a seat sees it: a tape card's face is nobody's to see, so it has no card.
struct CellView {
    engine::Cell cell;
    std::optional<engine::CardId> card;  // nothing exactly when side == Tape
    engine::Side side = engine::Side::Face;
    std::optional<engine::PlayerId> marker;
    std::optional<engine::Frozen> frozen;
    bool operator==(const CellView&) const = default;
};

// A help offer under negotiation: its public summary, and the word only for its helper.
struct OfferView {
    engine::PlayerId helper = 0;
    int length = 0;
    int capturesForActive = 0;
    std::vector<engine::CardId> price;
    bool awaitingHelper = false;
    int counters = 0;
    std::optional<Word> word;           // the helper's own offer only
    std::vector<engine::CardId> cards;  // the helper's own offer only
    bool operator==(const OfferView&) const = default;
};

struct SeatView {
    engine::PlayerId seat = 0;    // whose view
    engine::GameOptions options;  // seed always 0: the deal's seed is the host's
    std::vector<CellView> table;  // row-major, as the engine keeps it
    int stackSize = 0;            // the draw pile's size; its order is nobody's to know
    std::vector<engine::PlayerState> players;  // sheets and captures lie face up
    std::vector<Word> usedWords;
    int round = 1;
    int turnNumber = 0;
    engine::PlayerId startPlayer = 0;
    engine::PlayerId currentPlayer = 0;
    engine::Phase phase = engine::Phase::Place;
    // The turn in progress (engine::TurnState without the secrets).
    int redrawsUsed = 0;
    std::vector<engine::CardId> placed;
    bool wordPlayed = false;
    std::vector<engine::CardId> wordCards;
    std::vector<engine::BlackAction> actionsLeft;
    std::optional<engine::CardId> jadroPlaced;
    std::vector<OfferView> offers;
    std::vector<engine::PlayerId> helpersOffered;
    bool drawn = false;
    // ĆWICZEBNY's two drawn cards: their faces for the player who drew them, a count for others.
    std::vector<engine::CardId> zeppelinDrawn;
    int zeppelinHidden = 0;

    bool operator==(const SeatView&) const = default;
};

// What `seat` may see of `game` now.
SeatView viewFor(const engine::Game& game, engine::PlayerId seat);

engine::io::Json viewToJson(const SeatView& view, const engine::Deck& deck);

// Reads a view for `seat` strictly: unknown fields, cards outside the deck or seen twice, counts
// that do not add up to the deck, and views the engine would find inconsistent once the hidden
// cards are dealt (determinize) are refused with the JSON path of the fault.
engine::io::Loaded<SeatView> viewFromJson(const engine::io::Json& value, const engine::Deck& deck,
                                          engine::PlayerId seat, const std::string& path = "");

// A full game state that agrees with the view: the cards the seat cannot see (tape faces,
// another player's ĆWICZEBNY cards, the draw pile) are dealt to those places in the order of
// their ids, rivals' secret offers are left out, the seed and the shuffle's state are zero.
// A client's bot decides on it; nothing it decides may depend on what was made up here except
// through cards it could name by cell (tapes: see wireAction in messages.h).
engine::GameState determinize(const SeatView& view, const engine::Deck& deck);

}  // namespace ps::net
