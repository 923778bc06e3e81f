#pragma once
// One game at a table: the engine's Game, its record (the actions since the deal), the seats,
// the help-round protocol around every placed card, the held decision of the active bot,
// take-back (of a placed card, and of whole turns by replaying the record without them), the
// stage id that tells a front end's late answers from current ones, the timeout policy and the
// scores after every round. Qt-free.
//
// How a front end drives it (docs/session.md):
//   1. awaited() lists the decisions owed now, most urgent first (help offers about a placed
//      card, a helper's answer to a counter, the current player's turn action);
//   2. the front end gets each decision — a bot's decide() (synchronously: playOut in
//      driver.h; or on a worker thread in the app), a person's input — and hands it back with
//      submit(request, decision), or apply(action) for a person's action at any time;
//   3. the session applies, holds or drops it per the protocol and reports every applied
//      action to its observer; then the front end looks at awaited() again.
// The session never calls a bot itself, so nothing in it blocks.

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/io/record.h"
#include "session/help_round.h"
#include "session/request.h"
#include "session/seats.h"

namespace ps::session {

class Session {
  public:
    using Observer = std::function<void(const Step&)>;

    // A new game dealt from options.seed. Throws std::invalid_argument with the engine's
    // message when the options or the deck cannot make a game, or the seats do not match.
    Session(const engine::GameOptions& options, engine::Deck deck, const dict::Lexicon& lexicon,
            Seats seats);
    // Resume from a position. `history`: the actions from the deal to `state`, when known (the
    // scores per round are recomputed from it). Throws std::invalid_argument when the state is
    // inconsistent, the seats do not match it, or the history does not lead to it.
    Session(engine::GameState state, const dict::Lexicon& lexicon, Seats seats,
            std::optional<std::vector<engine::Action>> history = {});
    // Resume from a record (engine::io::replay). Throws std::invalid_argument naming the
    // refused action when the record does not replay.
    Session(const engine::io::Record& record, const dict::Lexicon& lexicon, Seats seats);

    // Sees every action applied at the table (a person's, a bot's, the timeout policy's).
    void setObserver(Observer observer) { observer_ = std::move(observer); }
    // People get a help window around a bot's word (the front end runs its clock).
    void setPeopleMayHelpBots(bool enabled) { peopleMayHelpBots_ = enabled; }

    [[nodiscard]] const engine::Game& game() const { return game_; }
    [[nodiscard]] const engine::GameState& state() const { return game_.state(); }
    [[nodiscard]] const dict::Lexicon& lexicon() const { return game_.lexicon(); }
    // Whether the engine would accept `action` now, and why not; nothing changes (the check
    // that apply() makes, without the table's vote on a word the dictionary lacks).
    [[nodiscard]] std::optional<engine::Error> check(const engine::Action& action) const {
        return game_.check(action);
    }
    [[nodiscard]] const Seats& seats() const { return seats_; }
    [[nodiscard]] bool isBot(int seat) const;
    [[nodiscard]] bool currentSeatIsBot() const { return isBot(game_.currentPlayer()); }
    // Every action since the deal (nothing when resumed from a bare position).
    [[nodiscard]] const std::optional<std::vector<engine::Action>>& history() const {
        return history_;
    }
    [[nodiscard]] std::optional<engine::io::Record> record() const;
    // Totals of every seat after each finished round (and at the end of the game).
    [[nodiscard]] const std::vector<std::vector<int>>& scoresPerRound() const {
        return scoresPerRound_;
    }

    // --- The protocol: the one door every seat answers through
    [[nodiscard]] std::vector<Request> awaited() const;
    [[nodiscard]] bool isAwaited(const Request& request) const;
    // The answer to `request` (nothing: the seat has nothing to say). A helper's nothing to
    // a counter withdraws its offer; a turn action's nothing is NoDecision (the front end
    // decides: the CLI stops, the app plays the turn out by the timeout policy). A word that
    // needs the table's decision (suspected of relation, not yet decided) waits for a
    // TableVote (AwaitsVote); a vote or a consent is answered yes or no.
    SubmitResult submit(const Request& request, Answer answer);
    // A person's action (or the front end's own), applied at once if the engine accepts it.
    std::optional<engine::Error> apply(const engine::Action& action);
    // The active bot's decision waits for the help round around its card.
    [[nodiscard]] bool holdsDecision() const { return held_.has_value(); }
    // The word a TableVote asks about, why, and the played word it may be related to.
    enum class VoteReason : std::uint8_t {
        Related,          // suspected of relation to `relatedTo`
        NotInDictionary,  // the house rule: the table may accept it (maybe also related)
    };
    struct VoteQuestion {
        Word word;
        Word relatedTo;  // empty when NotInDictionary and not suspected of any relation
        VoteReason reason = VoteReason::Related;
        engine::PlayerId proposer = 0;  // the seat whose action brought the word
    };
    [[nodiscard]] std::optional<VoteQuestion> voteQuestion() const;

    // --- The people's help window around a bot's word
    [[nodiscard]] HelpWindow helpWindow() const { return help_.window(); }
    [[nodiscard]] std::vector<engine::PlayerId> peopleWhoMayOffer() const;
    // A person is writing an offer: the bot waits (also with its answers) until resumed.
    void pauseHelpWindow() { help_.pauseWindow(); }
    // The person's dialogs closed. `timeLeft`: the front end's clock has time left; the window
    // then goes on while someone else may still offer, else it closes.
    SubmitResult resumeHelpWindow(bool timeLeft);
    // The clock ran out, or "continue": the bot plays.
    SubmitResult closeHelpWindow();

    // --- Stages. An id that changes whenever the turn or its step moves on (a new turn, the
    // word step, the black-card actions, a redraw, a take-back) but not with help offers inside
    // a step. A front end tags a question it puts to a person (a dialog) with it and drops the
    // answer when the table has moved on meanwhile (docs/session.md).
    [[nodiscard]] std::uint64_t stage() const { return stage_; }

    // --- Taking back whole turns: the game rebuilt from the record without them.
    struct TurnTakeBack {
        engine::PlayerId seat = 0;  // the person whose turn goes back
        std::size_t turnStart = 0;  // the index in history() where that turn began
        std::size_t undone = 0;     // the actions taken back (bots' replies included)
    };
    // The latest turn of a person in which something was played, with every action after it
    // (the bots' replies, the next person's placement). Nothing when the history is unknown,
    // the game is over, or no person has played yet.
    [[nodiscard]] std::optional<TurnTakeBack> turnToTakeBack() const;
    // Replays the record up to that turn's start (the shuffle's state comes with it): the
    // game is the one that was dealt and played up to there, as if the rest never happened.
    // False (nothing changes) when there is nothing to take back.
    bool takeBackTurn();
    // The person of turnToTakeBack() asks to take it back. With no other person at the table
    // it goes back at once (Applied); otherwise every other person is asked (TakeBackConsent)
    // and the game waits (Held): all yes takes it back, one no keeps it. Done (nothing
    // changes) when there is nothing to take back or a question is already open.
    SubmitResult proposeTakeBack();
    // A take-back or a vote question is open: the game waits for its answers.
    [[nodiscard]] bool questionOpen() const { return vote_ || takeBackAsked_; }

    // --- Queries and moves of the current player
    [[nodiscard]] bool canRedraw() const;
    // "No word": redraw when allowed, otherwise give up the word.
    std::optional<engine::Error> noWord();
    // Taking back the card(s) a person placed this turn, while nothing else happened in it.
    [[nodiscard]] bool canTakeBack() const;
    bool takeBack();
    // The turn timer ran out (or a bot failed): the timeout policy (queries.h) finishes the
    // current player's turn.
    void playForTimeout();

  private:
    void checkSeats() const;
    // The scores per round and the turns' starts, walking the history from the deal.
    void recomputeFromHistory();
    void noteTurnStarts(const std::vector<engine::Event>& events);
    std::optional<engine::Error> applyNow(const engine::Action& action);
    void recordRound(int roundBefore, const std::vector<engine::Event>& events, Step& step);
    [[nodiscard]] bool holdsActiveBot(const engine::Action& action) const;
    SubmitResult releaseHeld();
    SubmitResult submitTurn(const Request& request, std::optional<engine::Action> decision);
    // The action goes through the engine now, unless its word needs the table's vote first.
    SubmitResult applyOrAskTable(const Request& request, const engine::Action& action);
    // The question to put to the table before `action`, when its word needs the vote.
    [[nodiscard]] std::optional<VoteQuestion> tableQuestion(const engine::Action& action,
                                                            engine::PlayerId proposer) const;
    SubmitResult submitVote(const Request& request, bool agrees);
    SubmitResult submitConsent(const Request& request, bool agrees);
    // Drops the open questions (the position they were about is gone).
    void dropQuestions();

    struct Snapshot {
        engine::Game game;
        std::size_t historySize = 0;
    };
    struct Held {
        engine::Action action;
        engine::GameState before;
    };

    engine::Game game_;
    Seats seats_;
    std::optional<std::vector<engine::Action>> history_;
    std::vector<std::vector<int>> scoresPerRound_;
    Observer observer_;
    bool peopleMayHelpBots_ = false;
    HelpRound help_;
    std::optional<Held> held_;
    // An action whose word waits for the table's vote, and the seats still to answer.
    struct Voter {
        engine::PlayerId seat = 0;
        std::uint64_t id = 0;
    };
    struct PendingVote {
        engine::Action action;
        std::vector<Voter> voters;
        VoteQuestion question;
    };
    std::optional<PendingVote> vote_;
    // A take-back asked for: the people still to answer (each with its request id).
    struct PendingConsent {
        engine::PlayerId seat = 0;
        std::uint64_t id = 0;
    };
    bool takeBackAsked_ = false;
    engine::PlayerId takeBackAskedBy_ = 0;
    std::vector<PendingConsent> consents_;
    std::optional<Snapshot> beforePlacement_;
    std::uint64_t nextId_ = 0;
    std::uint64_t positionId_ = 0;  // changes with every applied action
    std::uint64_t stage_ = 0;       // changes when the turn or its step moves on
    struct TurnStart {
        std::size_t index = 0;  // in history_
        engine::PlayerId seat = 0;
    };
    std::vector<TurnStart> turnStarts_;  // every turn's start, when the history is known
};

// The scores' totals by seat.
std::vector<int> totals(const engine::Scores& scores);

}  // namespace ps::session
