#pragma once
// What an applied action caused, in the order it happened. A UI animates these; a log prints
// them. Events describe; the state after apply() is the truth.

#include <optional>
#include <variant>
#include <vector>

#include "engine/state.h"

namespace ps::engine {

struct CardPlaced {  // from the player's sheet onto the table, face up
    PlayerId player = 0;
    CardId card = 0;
    Cell cell;
    bool operator==(const CardPlaced&) const = default;
};

struct CardUnderStack {  // a card went to the bottom of the stack (redraw, pass, ĆWICZEBNY...)
    CardId card = 0;
    bool operator==(const CardUnderStack&) const = default;
};

struct CardDrawn {  // top card of the stack onto a player's sheet
    PlayerId player = 0;
    CardId card = 0;
    bool operator==(const CardDrawn&) const = default;
};

struct WordPlayed {
    PlayerId player = 0;  // the active player
    Word word;
    std::vector<CardId> cards;
    std::optional<PlayerId> helper;  // set when played through a help deal
    bool byTable = false;            // not in the dictionary: the table accepted it (house rule)
    bool operator==(const WordPlayed&) const = default;
};

struct MarkerPlaced {
    PlayerId player = 0;
    CardId card = 0;
    Cell cell;
    bool operator==(const MarkerPlaced&) const = default;
};

struct MarkerReturned {  // a marker went back to its owner's pool
    PlayerId owner = 0;
    CardId card = 0;
    Cell cell;
    bool operator==(const MarkerReturned&) const = default;
};

struct CardCaptured {  // the card left the table for the player's captured pile
    PlayerId player = 0;
    CardId card = 0;
    Cell cell;
    bool operator==(const CardCaptured&) const = default;
};

struct TapePlaced {  // top card of the stack, tape up, with the capturer's marker
    PlayerId player = 0;
    CardId card = 0;
    Cell cell;
    bool operator==(const TapePlaced&) const = default;
};

struct CellLeftEmpty {  // capture with an empty stack: no tape card
    Cell cell;
    bool operator==(const CellLeftEmpty&) const = default;
};

struct Redrew {
    PlayerId player = 0;
    int redrawsUsed = 0;
    bool operator==(const Redrew&) const = default;
};

struct Passed {
    PlayerId player = 0;
    bool operator==(const Passed&) const = default;
};

struct HelpOffered {
    PlayerId helper = 0;
    bool operator==(const HelpOffered&) const = default;
};

struct HelpCountered {
    PlayerId helper = 0;
    PlayerId by = 0;
    std::vector<CardId> price;
    bool operator==(const HelpCountered&) const = default;
};

struct HelpAccepted {  // the deal is made; the word and its resolution follow
    PlayerId helper = 0;
    bool operator==(const HelpAccepted&) const = default;
};

struct HelpRefused {  // the offer is gone (refused by the active player or withdrawn)
    PlayerId helper = 0;
    PlayerId by = 0;
    bool operator==(const HelpRefused&) const = default;
};

struct HelpVoided {  // the table refused the revealed (suspected) word: no deal, nothing moved
    PlayerId helper = 0;
    Word word;
    bool operator==(const HelpVoided&) const = default;
};

struct BlackActionUsed {
    PlayerId player = 0;
    BlackAction action = BlackAction::None;
    bool operator==(const BlackActionUsed&) const = default;
};

struct TapeMoved {  // CIEŃ ZAGŁADY
    CardId card = 0;
    Cell from;
    Cell to;
    bool operator==(const TapeMoved&) const = default;
};

struct JadroCardGiven {
    PlayerId from = 0;
    PlayerId to = 0;
    CardId card = 0;
    bool operator==(const JadroCardGiven&) const = default;
};

struct CardFrozen {
    PlayerId by = 0;
    CardId card = 0;
    Cell cell;
    int untilTurn = 0;
    bool operator==(const CardFrozen&) const = default;
};

struct CardThawed {
    CardId card = 0;
    Cell cell;
    bool operator==(const CardThawed&) const = default;
};

struct ZeppelinDrew {  // the two (or one) cards to choose from
    PlayerId player = 0;
    std::vector<CardId> cards;
    bool operator==(const ZeppelinDrew&) const = default;
};

struct TurnEnded {
    PlayerId player = 0;
    bool operator==(const TurnEnded&) const = default;
};

struct RoundAdvanced {
    int round = 0;  // the new round
    bool operator==(const RoundAdvanced&) const = default;
};

struct TurnBegan {
    PlayerId player = 0;
    bool operator==(const TurnBegan&) const = default;
};

struct GameEnded {
    bool operator==(const GameEnded&) const = default;
};

using Event = std::variant<CardPlaced, CardUnderStack, CardDrawn, WordPlayed, MarkerPlaced,
                           MarkerReturned, CardCaptured, TapePlaced, CellLeftEmpty, Redrew, Passed,
                           HelpOffered, HelpCountered, HelpAccepted, HelpRefused, HelpVoided,
                           BlackActionUsed, TapeMoved, JadroCardGiven, CardFrozen, CardThawed,
                           ZeppelinDrew, TurnEnded, RoundAdvanced, TurnBegan, GameEnded>;

}  // namespace ps::engine
