#pragma once
// Rule helpers shared by the engine's .cpp files. Not part of the public API.

#include <span>
#include <string>
#include <vector>

#include "dictionary/lexicon.h"
#include "engine/game.h"

namespace ps::engine::detail {

inline Error error(ErrorCode code, std::string message) {
    return Error{code, std::move(message)};
}

std::string cellText(Cell cell);
std::string cardText(const GameState& state, CardId card);  // e.g. "card 17 (K)"
inline std::string playerText(PlayerId player) {
    return "player " + std::to_string(player);
}

// --- Table (grid) helpers
bool touchesCard(const GameState& state, Cell cell);
// As touchesCard, ignoring the card at `ignored` (CIEŃ moves a card away from it).
bool touchesCardIgnoring(const GameState& state, Cell cell, Cell ignored);
void insertTableCell(GameState& state, const TableCell& entry);
TableCell removeTableCell(GameState& state, Cell cell);
std::vector<Cell> emptyCellsTouching(const GameState& state);

// --- Stack
std::optional<CardId> drawTop(GameState& state);
void putUnderStack(GameState& state, CardId card, std::vector<Event>& events);

// --- Words (words.cpp)
enum class WordMode : std::uint8_t {
    Own,   // the active player's own word: ŚWIST / ŹRENICE allowed in the variant
    Help,  // a helper's word for the active player's turn: table + active's captured cards
};

// What the table decided about a word before it was played (own words only).
struct TableDecisions {
    bool acceptsSuspected = false;  // PlayWord::tableAcceptsSuspected
    bool acceptsUnknown = false;    // PlayWord::tableAcceptsUnknown
};

// Checks a word for the current player; empty `cards` = the default choice. For Help mode the
// marker check is left to checkHelpMarkers (it needs the price).
WordVerdict checkWordFor(const GameState& state, const dict::Lexicon& lexicon,
                         std::span<const Letter> word, std::span<const CardId> cards,
                         TableDecisions table, WordMode mode);

// Price validity and marker counts of a help deal (rules D15, D17, D18). Ok or the problem.
enum class PriceCheck : std::uint8_t {
    Offer,          // the helper's offer or counter: cards of the word, helper's pool
    ActiveCounter,  // the active player's counter: any letter cards on the table, helper's pool
    Deal,           // closing the deal: cards of the word, both pools
};
Error checkHelpPrice(const GameState& state, PlayerId helper, std::span<const CardId> cards,
                     std::span<const CardId> price, PriceCheck check);

// The outcome of a checked word (new markers per table card; `price` cards get the helper's).
WordPreview previewResolution(const GameState& state, const WordVerdict& verdict,
                              std::optional<PlayerId> helper, std::span<const CardId> price,
                              WordMode mode);

// Applies a checked word: markers, resolution, captures, tapes, used words, granted actions,
// then moves the turn on. `byTable`: the dictionary lacks the word, the table accepted it.
void playCheckedWord(GameState& state, std::vector<Event>& events, const Word& word,
                     const std::vector<CardId>& cards, std::optional<PlayerId> helper,
                     std::span<const CardId> price, WordMode mode, bool byTable = false);

// One new marker of `player` on a face-up table card, resolved at once (words, BLASTER).
void resolveNewMarkers(GameState& state, std::vector<Event>& events, PlayerId player, CardId card,
                       int newMarkers);

// --- Turn flow (turn.cpp)
bool isPostWordAction(BlackAction action);
bool isEndOfTurnAction(BlackAction action);
bool actionHasTarget(const GameState& state, BlackAction action);
// After the word / an action: go to Actions, EndOfTurn or finish the turn.
void continueTurn(GameState& state, std::vector<Event>& events);
// The ordinary end-of-turn draw onto an empty sheet, once per turn.
void endOfTurnDraw(GameState& state, std::vector<Event>& events);
// Ends the turn: the draw (if `draw` and not done), the player's old freezes thaw, next player,
// rounds, game over.
void finishTurn(GameState& state, std::vector<Event>& events, bool draw);

// --- Legal actions (help_offers.cpp, black_actions.cpp)
// The active player's or the helper's answers to the offers on the table.
void appendHelpAnswers(const GameState& state, std::vector<Action>& actions);
// Every target of each available black action (the phase decides which are available).
void appendBlackActionTargets(const GameState& state, std::span<const BlackAction> available,
                              std::vector<Action>& actions);

}  // namespace ps::engine::detail
