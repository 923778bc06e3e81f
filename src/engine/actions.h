#pragma once
// Everything a player (human, UI or bot) can do is one of these actions, applied through
// Game::apply. Each is small plain data, comparable, so records can store and replay them.
//
// Unless a struct names its player, the action is taken by the current player.

#include <optional>
#include <variant>
#include <vector>

#include "engine/state.h"

namespace ps::engine {

// Step 1: put a card from the sheet on an empty cell touching a card. A player holding a JĄDRO
// card places it too (two PlaceCard actions, in either order).
struct PlaceCard {
    CardId card = 0;
    Cell cell;
    bool operator==(const PlaceCard&) const = default;
};

// Step 2: the word. `cards` names the card for every letter, in word order: table letter cards,
// the player's captured cards, in the variant one card captured by another player (needs an
// ŚWIST card in the word) and one table card twice (needs a ŹRENICE card in the word).
// Empty `cards` means "the default choice" (Game::checkWord).
struct PlayWord {
    Word word;
    std::vector<CardId> cards;
    // The table's decision when the word may be related to a used word (Relation::Suspected):
    // true = the table accepts it. Ignored otherwise. Bots leave it false.
    bool tableAcceptsSuspected = false;
    // With GameOptions::tableOverrulesDictionary: the table accepted the word though the
    // dictionary does not hold it. Ignored when the option is off or the dictionary holds it.
    bool tableAcceptsUnknown = false;
    bool operator==(const PlayWord&) const = default;
};

// No word possible: the placed card(s) go under the stack, take the top card to the sheet and
// place again. Needs a placed card, a card in the stack and a redraw left.
struct Redraw {
    bool operator==(const Redraw&) const = default;
};

// Give up the word: the placed card(s) go under the stack and the turn goes on to the draw.
// Allowed only when no redraw is possible: the stack is empty, the redraws are used up, or no
// card was placed (rules D9). The turn timer has no action of its own: when it runs out the app
// places, redraws or passes for the player (rules D14).
struct Pass {
    bool operator==(const Pass&) const = default;
};

// --- Help (Phase::Word). Negotiation: the helper offers, then the party awaited answers with a
// counter (new price), an acceptance (deal: resolved at once) or a refusal/withdrawal.
// One offer per helper per placed card, at most 3 counters per offer (rules D19).

struct HelpOffer {
    PlayerId helper = 0;
    Word word;
    std::vector<CardId> cards;  // one per letter (explicit: the helper chooses)
    std::vector<CardId> price;  // non-empty: table cards of the word for the helper's markers
    bool operator==(const HelpOffer&) const = default;
};

// The active player may name any letter cards on the table (they do not know the word); the
// helper may accept such a counter only when every card is a table card of their word (D18).
struct HelpCounter {
    PlayerId helper = 0;  // whose offer
    PlayerId by = 0;      // the active player or the helper: must be the awaited party
    std::vector<CardId> price;
    bool operator==(const HelpCounter&) const = default;
};

struct HelpAccept {
    PlayerId helper = 0;
    PlayerId by = 0;  // the awaited party; accepting makes the deal
    // The word is revealed at the deal: when it is suspected of relation to a used word, this is
    // the table's decision; false voids the deal (nothing moves, the offer is gone; rules D20).
    bool tableAcceptsSuspected = false;
    bool operator==(const HelpAccept&) const = default;
};

struct HelpRefuse {  // by the active player
    PlayerId helper = 0;
    bool operator==(const HelpRefuse&) const = default;
};

struct HelpWithdraw {  // by the helper
    PlayerId helper = 0;
    bool operator==(const HelpWithdraw&) const = default;
};

// --- Black-card actions (variant), after the markers are resolved (Phase::Actions).

struct UseBlaster {  // PĘKATY BLASTER: a marker on a letter card the word did not use
    CardId target = 0;
    bool operator==(const UseBlaster&) const = default;
};

struct UseShadow {  // CIEŃ ZAGŁADY: move a tape card (with its marker) to an empty cell
    CardId tape = 0;
    Cell to;
    bool operator==(const UseShadow&) const = default;
};

struct UseResistance {  // OPÓR MATERII: the marker on this letter card goes back to its owner
    CardId target = 0;
    bool operator==(const UseResistance&) const = default;
};

struct UseJadro {  // JĄDRO MOCY: the top card of the stack goes to this player's sheet
    PlayerId recipient = 0;
    bool operator==(const UseJadro&) const = default;
};

// Ends Phase::Actions, giving up the actions not used yet.
struct FinishActions {
    bool operator==(const FinishActions&) const = default;
};

// --- End of the turn (Phase::EndOfTurn / ZeppelinChoice).

// The end of the turn runs: the draw (or ĆWICZEBNY's), then ŻEL, then the player's old freezes
// expire (rules D24). So UseGel before any draw first makes the ordinary draw.
struct UseGel {  // ŻEL ZAPOMNIENIA: freeze a face-up table card (again: replaces the freeze)
    CardId target = 0;
    bool operator==(const UseGel&) const = default;
};

struct UseZeppelin {  // ĆWICZEBNY ZEPPELIN: draw two cards instead of one
    bool operator==(const UseZeppelin&) const = default;
};

struct ZeppelinKeep {  // keep this one of the two drawn cards; the other goes under the stack
    CardId keep = 0;
    bool operator==(const ZeppelinKeep&) const = default;
};

// Ends the turn (Phase::Actions or EndOfTurn), giving up the actions left; the ordinary draw
// happens if no draw happened yet.
struct EndTurn {
    bool operator==(const EndTurn&) const = default;
};

using Action = std::variant<PlaceCard, PlayWord, Redraw, Pass, HelpOffer, HelpCounter, HelpAccept,
                            HelpRefuse, HelpWithdraw, UseBlaster, UseShadow, UseResistance,
                            UseJadro, FinishActions, UseGel, UseZeppelin, ZeppelinKeep, EndTurn>;

// The player who takes the action (the current player unless the action names one).
PlayerId actorOf(const Action& action, const GameState& state);

}  // namespace ps::engine
