#pragma once
// THE façade of the rules engine. A UI, a bot, the CLI and the tests drive the game only
// through Game::apply, ask whether an action would be accepted with Game::check, and read the
// game through the queries below.
//
// A Game is a GameState plus a pointer to the dictionary: cheap to copy (bots copy it for
// look-ahead). The Lexicon must outlive every Game that uses it.

#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "dictionary/lexicon.h"
#include "engine/actions.h"
#include "engine/errors.h"
#include "engine/events.h"
#include "engine/state.h"

namespace ps::engine {

// The outcome of apply(): the events, or the error (then the state is unchanged).
struct Result {
    std::vector<Event> events;
    std::optional<Error> error;

    [[nodiscard]] bool ok() const { return !error.has_value(); }
};

// Verdict on a word for the current player in the current state.
struct WordVerdict {
    ErrorCode problem = ErrorCode::Ok;  // Ok: playable as it stands
    // The card for every letter: the default choice (most captures, then most rival markers
    // removed) or the explicit choice checked. Empty when no choice could be made.
    std::vector<CardId> cards;
    int letterIndex = -1;           // LetterMissing / CardFrozen / Card*: the offending letter
    std::optional<Word> relatedTo;  // AlreadyPlayed / SameFamily / SuspectedRelation
    // Ok but suspected of relation to `relatedTo`: accepted by the table (own word), or to be
    // decided at the deal (help offer).
    bool suspected = false;
    // Ok though the dictionary does not hold the word: the table accepted it (house rule).
    bool overruled = false;

    [[nodiscard]] bool ok() const { return problem == ErrorCode::Ok; }
};

// What one table card of a word would go through.
struct CardOutcome {
    CardId card = 0;
    Cell cell;
    std::optional<PlayerId> markerBefore;
    std::optional<PlayerId> markerAfter;  // nothing when captured
    std::optional<PlayerId> capturedBy;
};

// What a word would do, without doing it.
struct WordPreview {
    WordVerdict verdict;
    std::vector<CardOutcome> cards;           // table cards, in word order (a doubled card once)
    int captures = 0;                         // by the active player
    int helperCaptures = 0;                   // help deals: by the helper
    int rivalMarkersRemoved = 0;              // markers of other players sent back
    int markersUsed = 0;                      // from the active player's pool
    int tapesPlaced = 0;                      // min(captures, cards in the stack)
    std::vector<BlackAction> actionsGranted;  // post-word black actions the word would grant
};

// What everyone may know about a help offer (the word itself stays secret).
struct HelpSummary {
    PlayerId helper = 0;
    int length = 0;
    int capturesForActive = 0;  // computed by the engine, so always true
    std::vector<Letter> priceLetters;
    std::vector<CardId> priceCards;
    bool awaitingHelper = false;
};

struct Zone {
    PlayerId owner = 0;
    std::vector<Cell> tapeCells;  // the tape cards that score (>= 3)
    std::vector<Cell> linkCells;  // uncaptured letter cards with the owner's marker joining them
    [[nodiscard]] int points() const { return static_cast<int>(tapeCells.size()); }
};

struct PlayerScore {
    PlayerId player = 0;
    int capturedCards = 0;
    int zonePoints = 0;
    [[nodiscard]] int total() const { return capturedCards + zonePoints; }
};

struct Scores {
    std::vector<PlayerScore> players;  // by player id
    std::vector<Zone> zones;           // every scoring zone, by owner then first cell
    std::vector<PlayerId> winners;     // highest total, then most captured; several = shared
};

class Game {
  public:
    // A new game dealt from options.seed. Throws std::invalid_argument with a clear message
    // when the options or the deck cannot make a game (see validateNewGame).
    Game(const GameOptions& options, Deck deck, const dict::Lexicon& lexicon);
    // Resume from a state (a loaded position). Throws std::invalid_argument when
    // findInconsistencies(state) reports anything.
    Game(GameState state, const dict::Lexicon& lexicon);

    // Why options + deck cannot start a game, or nothing when they can.
    static std::optional<std::string> validateNewGame(const GameOptions& options, const Deck& deck);

    // The only way to change the game. It validates the action exactly as check() does, and
    // only when that finds nothing wrong changes the state; on error the state is untouched.
    Result apply(const Action& action);

    // Would apply(action) accept the action now? Nothing when it would; otherwise the Error
    // apply would return (the same code and message). It runs apply's own validation and
    // nothing else: it changes nothing and copies nothing, so a UI can ask it before offering
    // an action.
    [[nodiscard]] std::optional<Error> check(const Action& action) const;

    // --- Queries
    [[nodiscard]] const GameState& state() const { return state_; }
    [[nodiscard]] const dict::Lexicon& lexicon() const { return *lexicon_; }
    [[nodiscard]] bool isOver() const { return state_.phase == Phase::GameOver; }
    [[nodiscard]] PlayerId currentPlayer() const { return state_.currentPlayer; }

    // Empty cells touching a card (letter or tape), holes included. Sorted row-major.
    [[nodiscard]] std::vector<Cell> legalPlacements() const;

    // The word for the current player, with the default card choice.
    [[nodiscard]] WordVerdict checkWord(std::span<const Letter> word) const;
    // The word with an explicit choice (empty cards = default choice), as PlayWord would.
    [[nodiscard]] WordVerdict checkWord(const PlayWord& play) const;
    // What the word would do (verdict included; a refused word has no outcome).
    [[nodiscard]] WordPreview previewWord(const PlayWord& play) const;
    // A help offer as it would be checked and resolved (price on the helper's side).
    [[nodiscard]] WordPreview previewHelp(const HelpOffer& offer) const;

    // Public summaries of the offers under negotiation.
    [[nodiscard]] std::vector<HelpSummary> helpSummaries() const;

    // Every legal action except words and help (which need words): placements, redraw, pass,
    // black actions with all their targets, ĆWICZEBNY choices, end of turn. Bots and the random
    // player use it; a UI uses it to highlight targets.
    [[nodiscard]] std::vector<Action> legalActions() const;
    // The post-word / end-of-turn black actions the player may still use now.
    [[nodiscard]] std::vector<BlackAction> availableBlackActions() const;

    // Scores with zones (valid at any moment; final when isOver()).
    [[nodiscard]] Scores scores() const;

  private:
    GameState state_;
    const dict::Lexicon* lexicon_;
};

// Scores of any state (no dictionary needed).
Scores computeScores(const GameState& state);

}  // namespace ps::engine
