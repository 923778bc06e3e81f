#pragma once
// Questions a front end asks about the position, answered from the engine's own verdicts
// (Game::legalActions, Game::checkWord) so that no front end re-implements a rule.

#include <optional>
#include <vector>

#include "engine/game.h"
#include "session/describe.h"
#include "session/seats.h"

namespace ps::session {

// The current player may redraw / give up the word now (the engine lists the action as legal).
bool canRedraw(const engine::Game& game);
bool canPass(const engine::Game& game);

// The card the current player places next (the sheet card, else the JĄDRO card), in the Place
// phase; nothing otherwise.
std::optional<engine::CardId> cardToPlace(const engine::Game& game);

// Every legal use of a black-card action now, with its target (UseBlaster on each card it may
// hit, UseShadow for each tape card and cell, UseJadro for each recipient, ...). Empty when the
// action is not available.
std::vector<engine::Action> blackActionChoices(const engine::Game& game,
                                               engine::BlackAction action);

// Another card that can stand for letter `index` of `word` instead of `cards[index]`: the next
// face-up table card or captured card with that letter, in a stable order, that the engine
// accepts (a word still refused only for want of markers, or suspected of relation, counts as
// accepted). A card already used at another position trades places with it. Nothing when there
// is no other.
std::optional<std::vector<engine::CardId>> alternativeCards(
    const engine::Game& game, const Word& word, const std::vector<engine::CardId>& cards,
    int index);

// Who is asked about `proposer`'s word the dictionary lacks, under the house rule
// (GameOptions::tableOverrulesDictionary): every other person, in seat order; bots go by the
// dictionary and leave the question to the people. Empty when the option is off.
std::vector<engine::PlayerId> unknownWordVoters(const engine::Game& game, const Seats& seats,
                                                engine::PlayerId proposer);

// The timeout policy (rules D14): the next action the table takes for a player whose turn
// timer ran out — place on the first legal cell, then redraw while possible, else give up the
// word, keep the first ĆWICZEBNY card, end the turn. Nothing when the game is over.
std::optional<engine::Action> timeoutAction(const engine::Game& game);

// The last move, as the table keeps showing it until the next player acts: the turn just
// finished (its placed card, its word's cards, its captures and new police tapes). Empty while
// the current player has acted in their turn, and when the history is unknown.
struct LastMove {
    std::optional<TurnMark> turn;
    [[nodiscard]] bool empty() const { return !turn.has_value(); }
};
LastMove lastMove(const HistoryLog& log, const engine::GameState& now);
// The same from a record (replayed); empty when it does not replay.
LastMove lastMove(const engine::io::Record& record, const dict::Lexicon& lexicon);

}  // namespace ps::session
