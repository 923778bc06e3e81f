#pragma once
// What the session waits for, and what it reports after each applied action.

#include <concepts>
#include <cstdint>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include "engine/actions.h"
#include "engine/errors.h"
#include "engine/events.h"

namespace ps::session {

// The kind of decision a seat owes the table. Every decision any seat owes — a person at this
// screen, a bot, a player on another machine — is one of these, named by Session::awaited().
enum class Decision : std::uint8_t {
    TurnAction,  // the current player's next action (place, word, redraw, black-card actions)
    HelpOffer,   // another player's card lies on the table: offer help about it, or nothing
    HelpAnswer,  // a counter-offer awaits this helper: accept, counter or withdraw (nothing)
    // An offer of `helper` awaits the current player: accept, counter or refuse it — or play
    // on (any turn action; the offer then lapses). Named instead of TurnAction while it waits.
    OfferAnswer,
    // A word waits for the table's decision (Session::voteQuestion says which word and why);
    // the game waits for the answers. `about` names the seat whose action brought the word.
    //  - Suspected of relation to a played word: yes lets it be played (or the help deal
    //    made), no refuses it. Addressed to the seat whose action brought the word.
    //  - Not in the dictionary, with the house rule on (GameOptions::tableOverrulesDictionary):
    //    every other person at the table is asked; all yes plays it, one no refuses it.
    TableVote,
    // `helper` names the person who asked to take back their latest turn: yes or no. Every
    // other person at the table is asked; the game waits for the answers.
    TakeBackConsent,
    // ĆWICZEBNY ZEPPELIN drew two cards: which one the current player keeps (ZeppelinKeep).
    ZeppelinChoice,
};

// One decision awaited from one seat. `id` tells a fresh request from a stale one: a front end
// that thinks asynchronously hands the request back with its answer, and the session drops
// answers to requests it no longer awaits.
struct Request {
    engine::PlayerId seat = 0;
    Decision what = Decision::TurnAction;
    std::uint64_t id = 0;
    // OfferAnswer: whose offer; TakeBackConsent: who asks; TableVote: whose word. Nothing for
    // the other kinds.
    std::optional<engine::PlayerId> about;
    bool operator==(const Request&) const = default;
};

// What a seat hands back for a request: nothing (the seat has nothing to say), an action, or a
// yes / no (TableVote, TakeBackConsent).
struct Answer {
    Answer() = default;
    Answer(std::nullopt_t) {}
    Answer(std::optional<engine::Action> chosen) : action(std::move(chosen)) {}
    template <typename A>
    requires std::constructible_from<engine::Action, A> &&
        (!std::same_as<std::remove_cvref_t<A>, std::optional<engine::Action>>)Answer(A&& chosen)
        : action(engine::Action(std::forward<A>(chosen))) {}
    static Answer yes() { return agreeing(true); }
    static Answer no() { return agreeing(false); }
    static Answer agreeing(bool agrees) {
        Answer answer;
        answer.agrees = agrees;
        return answer;
    }

    std::optional<engine::Action> action;
    std::optional<bool> agrees;
};

// What became of a submitted decision.
enum class Outcome : std::uint8_t {
    Applied,     // the action went through the engine
    Held,        // the active bot's action waits for the help round around its card
    AwaitsVote,  // the action's word waits for the table's vote (a TableVote request)
    Done,        // a help request answered with nothing (or an offer the engine refused)
    Stale,       // the request is no longer awaited: the answer was dropped
    NoDecision,  // a turn action was awaited and nothing came
    Refused,     // the engine refused the action (see the error)
};

struct SubmitResult {
    Outcome outcome = Outcome::Stale;
    std::optional<engine::Error> error;  // Refused
};

// One action applied at the table, reported to the session's observer.
struct Step {
    engine::PlayerId actor = 0;
    engine::Action action;
    std::vector<engine::Event> events;
    // Help offers still open when a move closed them (they lapse silently in the engine).
    std::vector<engine::PlayerId> lapsedOffers;
    bool roundScored = false;  // a row was added to Session::scoresPerRound()
};

}  // namespace ps::session
