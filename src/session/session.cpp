#include "session/session.h"

#include <algorithm>
#include <stdexcept>

#include "session/queries.h"
#include "text/alphabet.h"

namespace ps::session {

using namespace ps::engine;

namespace {

bool isHelpAction(const Action& action) {
    return std::holds_alternative<HelpOffer>(action) ||
           std::holds_alternative<HelpAccept>(action) ||
           std::holds_alternative<HelpCounter>(action) ||
           std::holds_alternative<HelpRefuse>(action) ||
           std::holds_alternative<HelpWithdraw>(action);
}

Game replayed(const io::Record& record, const dict::Lexicon& lexicon) {
    io::ReplayResult result = io::replay(record, lexicon);
    if (!result.ok()) {
        throw std::invalid_argument("action " + std::to_string(result.failure->index + 1) +
                                    " of the record is refused: " + result.failure->error.message);
    }
    return Game(std::move(result.state), lexicon);
}

}  // namespace

std::vector<int> totals(const Scores& scores) {
    std::vector<int> row;
    for (const PlayerScore& score : scores.players)
        row.push_back(score.total());
    return row;
}

Session::Session(const GameOptions& options, Deck deck, const dict::Lexicon& lexicon, Seats seats)
    : game_(options, std::move(deck), lexicon), seats_(std::move(seats)), history_(std::in_place) {
    checkSeats();
    turnStarts_.push_back(TurnStart{0, game_.currentPlayer()});
}

Session::Session(GameState state, const dict::Lexicon& lexicon, Seats seats,
                 std::optional<std::vector<Action>> history)
    : game_(std::move(state), lexicon), seats_(std::move(seats)), history_(std::move(history)) {
    checkSeats();
    recomputeFromHistory();
}

Session::Session(const io::Record& record, const dict::Lexicon& lexicon, Seats seats)
    : game_(replayed(record, lexicon)), seats_(std::move(seats)), history_(record.actions) {
    checkSeats();
    recomputeFromHistory();
}

void Session::checkSeats() const {
    if (seats_.size() != game_.state().players.size()) {
        throw std::invalid_argument(std::to_string(seats_.size()) + " seats for a game of " +
                                    std::to_string(game_.state().players.size()) + " players");
    }
}

void Session::recomputeFromHistory() {
    scoresPerRound_.clear();
    turnStarts_.clear();
    if (!history_)
        return;
    // The chart needs the totals at every round's end and take-back the turns' starts: walk
    // the history once (no word search).
    Game walk(game_.state().options, game_.state().deck, game_.lexicon());
    turnStarts_.push_back(TurnStart{0, walk.currentPlayer()});
    // A person's card placed before the game was saved can still be taken back once it is
    // opened again: the position before the turn's first placement, as applyNow keeps it.
    std::optional<Snapshot> beforePlacement;
    for (std::size_t index = 0; index < history_->size(); ++index) {
        const int round = walk.state().round;
        const bool placing = std::holds_alternative<PlaceCard>((*history_)[index]);
        std::optional<Game> snapshot;
        if (placing && walk.state().turn.placed.empty() && !isBot(walk.currentPlayer()))
            snapshot = walk;
        Result result = walk.apply((*history_)[index]);
        if (!result.ok()) {
            // A history the engine refuses: no chart and no take-back, the game goes on.
            scoresPerRound_.clear();
            turnStarts_.clear();
            return;
        }
        if (snapshot)
            beforePlacement = Snapshot{std::move(*snapshot), index};
        else if (!placing)
            beforePlacement.reset();
        for (const Event& event : result.events) {
            if (const auto* began = std::get_if<TurnBegan>(&event))
                turnStarts_.push_back(TurnStart{index + 1, began->player});
        }
        if (walk.state().round != round || walk.isOver())
            scoresPerRound_.push_back(totals(walk.scores()));
    }
    if (beforePlacement && walk.state() == game_.state())
        beforePlacement_ = std::move(beforePlacement);
}

void Session::noteTurnStarts(const std::vector<Event>& events) {
    if (!history_)
        return;
    for (const Event& event : events) {
        if (const auto* began = std::get_if<TurnBegan>(&event))
            turnStarts_.push_back(TurnStart{history_->size(), began->player});
    }
}

bool Session::isBot(int seat) const {
    return seat >= 0 && seat < static_cast<int>(seats_.size()) &&
           seats_[static_cast<std::size_t>(seat)].isBot();
}

std::optional<io::Record> Session::record() const {
    if (!history_)
        return std::nullopt;
    return io::Record{game_.state().options, game_.state().deck, *history_};
}

std::vector<Request> Session::awaited() const {
    std::vector<Request> requests;
    if (game_.isOver())
        return requests;
    // An open question stops the table until it is answered.
    if (vote_) {
        for (const Voter& voter : vote_->voters)
            requests.push_back(
                Request{voter.seat, Decision::TableVote, voter.id, vote_->question.proposer});
        return requests;
    }
    if (takeBackAsked_) {
        for (const PendingConsent& consent : consents_)
            requests.push_back(
                Request{consent.seat, Decision::TakeBackConsent, consent.id, takeBackAskedBy_});
        return requests;
    }
    requests = help_.asked();
    const GameState& state = game_.state();
    const PlayerId active = state.currentPlayer;
    if (state.phase == Phase::Word) {
        for (const HelpNegotiation& offer : state.turn.helpOffers) {
            if (offer.awaitingHelper) {
                // A counter awaits the helper: the active player waits for that answer.
                requests.push_back(
                    Request{offer.helper, Decision::HelpAnswer, positionId_, std::nullopt});
                return requests;
            }
        }
    }
    if (held_)
        return requests;
    bool offersWait = false;
    if (state.phase == Phase::Word) {
        for (const HelpNegotiation& offer : state.turn.helpOffers) {
            requests.push_back(Request{active, Decision::OfferAnswer, positionId_, offer.helper});
            offersWait = true;
        }
    }
    if (!offersWait) {
        const Decision what =
            state.phase == Phase::ZeppelinChoice ? Decision::ZeppelinChoice : Decision::TurnAction;
        requests.push_back(Request{active, what, positionId_, std::nullopt});
    }
    return requests;
}

bool Session::isAwaited(const Request& request) const {
    if (request.what == Decision::HelpOffer)
        return help_.isAsked(request) && !questionOpen();
    const std::vector<Request> now = awaited();
    return std::find(now.begin(), now.end(), request) != now.end();
}

SubmitResult Session::submit(const Request& request, Answer answer) {
    if (!isAwaited(request))
        return {Outcome::Stale, std::nullopt};
    std::optional<Action>& decision = answer.action;
    switch (request.what) {
        case Decision::HelpOffer: {
            // Only an offer counts here (as one per seat and card); the engine judges it now,
            // since other offers may have landed while this seat thought.
            SubmitResult result{Outcome::Done, std::nullopt};
            const auto* offer = decision ? std::get_if<HelpOffer>(&*decision) : nullptr;
            if (offer != nullptr && offer->helper == request.seat && !applyNow(*decision))
                result.outcome = Outcome::Applied;
            help_.answered(request, game_, nextId_);
            const SubmitResult released = releaseHeld();
            return released.outcome == Outcome::Refused ? released : result;
        }
        case Decision::HelpAnswer: {
            const Action reply = decision.value_or(Action{HelpWithdraw{request.seat}});
            if (actorOf(reply, game_.state()) != request.seat)
                return {Outcome::Refused, Error{ErrorCode::NotYourTurn, "not this seat's action"}};
            return applyOrAskTable(request, reply);
        }
        case Decision::TableVote:
            return submitVote(request, answer.agrees.value_or(false));
        case Decision::TakeBackConsent:
            return submitConsent(request, answer.agrees.value_or(false));
        case Decision::TurnAction:
        case Decision::OfferAnswer:
        case Decision::ZeppelinChoice:
            return submitTurn(request, std::move(decision));
    }
    return {Outcome::Stale, std::nullopt};
}

SubmitResult Session::submitTurn(const Request& request, std::optional<Action> decision) {
    if (!decision)
        return {Outcome::NoDecision, std::nullopt};
    if (actorOf(*decision, game_.state()) != request.seat)
        return {Outcome::Refused, Error{ErrorCode::NotYourTurn, "not this seat's action"}};
    if (holdsActiveBot(*decision)) {
        // The bot's word waits until the other seats have had their say about its card.
        held_ = Held{*decision, game_.state()};
        return {Outcome::Held, std::nullopt};
    }
    return applyOrAskTable(request, *decision);
}

std::optional<Session::VoteQuestion> Session::tableQuestion(const Action& action,
                                                            PlayerId proposer) const {
    if (const auto* play = std::get_if<PlayWord>(&action)) {
        if (game_.state().options.tableOverrulesDictionary && !play->tableAcceptsUnknown) {
            // Refused only for not being in the dictionary: the table may overrule it, and
            // decides at the same time on a relation to a played word.
            PlayWord overruled = *play;
            overruled.tableAcceptsUnknown = true;
            overruled.tableAcceptsSuspected = true;
            const WordVerdict verdict = game_.checkWord(overruled);
            if (verdict.ok() && verdict.overruled) {
                return VoteQuestion{play->word, verdict.relatedTo.value_or(Word{}),
                                    VoteReason::NotInDictionary, proposer};
            }
        }
        if (play->tableAcceptsSuspected)
            return std::nullopt;
        const WordVerdict verdict = game_.previewWord(*play).verdict;
        if (verdict.problem != ErrorCode::SuspectedRelation)
            return std::nullopt;
        return VoteQuestion{play->word, verdict.relatedTo.value_or(Word{}), VoteReason::Related,
                            proposer};
    }
    if (const auto* accept = std::get_if<HelpAccept>(&action)) {
        if (accept->tableAcceptsSuspected)
            return std::nullopt;
        // Accepting makes the deal and reveals the helper's word: the table decides then.
        for (const HelpNegotiation& offer : game_.state().turn.helpOffers) {
            if (offer.helper != accept->helper)
                continue;
            const WordVerdict verdict =
                game_.previewHelp(HelpOffer{offer.helper, offer.word, offer.cards, offer.price})
                    .verdict;
            if (!verdict.ok() || !verdict.suspected)
                return std::nullopt;
            return VoteQuestion{offer.word, verdict.relatedTo.value_or(Word{}), VoteReason::Related,
                                proposer};
        }
    }
    return std::nullopt;
}

SubmitResult Session::applyOrAskTable(const Request& request, const Action& action) {
    if (std::optional<VoteQuestion> question = tableQuestion(action, request.seat)) {
        std::vector<Voter> voters;
        if (question->reason == VoteReason::Related) {
            voters.push_back(Voter{request.seat, ++nextId_});
        } else {
            for (const PlayerId seat : unknownWordVoters(game_, seats_, request.seat))
                voters.push_back(Voter{seat, ++nextId_});
            if (voters.empty()) {
                return {Outcome::Refused,
                        Error{ErrorCode::NotInDictionary,
                              toUtf8Upper(question->word) +
                                  " is not in the dictionary, and no other person is at the "
                                  "table to accept it"}};
            }
        }
        vote_ = PendingVote{action, std::move(voters), std::move(*question)};
        return {Outcome::AwaitsVote, std::nullopt};
    }
    if (auto error = applyNow(action))
        return {Outcome::Refused, error};
    return {Outcome::Applied, std::nullopt};
}

std::optional<Session::VoteQuestion> Session::voteQuestion() const {
    if (!vote_)
        return std::nullopt;
    return vote_->question;
}

SubmitResult Session::submitVote(const Request& request, bool agrees) {
    if (agrees && vote_->voters.size() > 1) {
        std::erase_if(vote_->voters, [&](const Voter& voter) { return voter.id == request.id; });
        return {Outcome::Done, std::nullopt};  // the others are still to answer
    }
    Action action = std::move(vote_->action);
    const VoteQuestion question = std::move(vote_->question);
    vote_.reset();
    if (question.reason == VoteReason::NotInDictionary) {
        if (!agrees) {
            return {Outcome::Refused,
                    Error{ErrorCode::NotInDictionary,
                          toUtf8Upper(question.word) +
                              " is not in the dictionary, and the table did not accept it"}};
        }
        auto& play = std::get<PlayWord>(action);
        play.tableAcceptsUnknown = true;
        play.tableAcceptsSuspected = true;  // the question named the relation, if any
    } else if (auto* play = std::get_if<PlayWord>(&action)) {
        play->tableAcceptsSuspected = agrees;
    } else if (auto* accept = std::get_if<HelpAccept>(&action)) {
        accept->tableAcceptsSuspected = agrees;
    }
    // A refused word is the engine's refusal (the player tries another); a refused deal is
    // void, which the engine applies.
    if (auto error = applyNow(action))
        return {Outcome::Refused, error};
    return {Outcome::Applied, std::nullopt};
}

SubmitResult Session::proposeTakeBack() {
    const std::optional<TurnTakeBack> target = turnToTakeBack();
    if (!target || questionOpen())
        return {Outcome::Done, std::nullopt};
    std::vector<PendingConsent> asked;
    for (std::size_t seat = 0; seat < seats_.size(); ++seat) {
        const auto id = static_cast<PlayerId>(seat);
        if (id != target->seat && !seats_[seat].isBot())
            asked.push_back(PendingConsent{id, ++nextId_});
    }
    if (asked.empty())
        return takeBackTurn() ? SubmitResult{Outcome::Applied, std::nullopt}
                              : SubmitResult{Outcome::Done, std::nullopt};
    takeBackAsked_ = true;
    takeBackAskedBy_ = target->seat;
    consents_ = std::move(asked);
    return {Outcome::Held, std::nullopt};
}

SubmitResult Session::submitConsent(const Request& request, bool agrees) {
    if (!agrees) {
        dropQuestions();
        return {Outcome::Done, std::nullopt};
    }
    std::erase_if(consents_, [&](const PendingConsent& c) { return c.id == request.id; });
    if (!consents_.empty())
        return {Outcome::Done, std::nullopt};
    dropQuestions();
    return takeBackTurn() ? SubmitResult{Outcome::Applied, std::nullopt}
                          : SubmitResult{Outcome::Done, std::nullopt};
}

void Session::dropQuestions() {
    vote_.reset();
    takeBackAsked_ = false;
    consents_.clear();
}

std::optional<Error> Session::apply(const Action& action) {
    return applyNow(action);
}

bool Session::holdsActiveBot(const Action& action) const {
    const GameState& state = game_.state();
    return !game_.isOver() && state.phase == Phase::Word && currentSeatIsBot() &&
           actorOf(action, state) == state.currentPlayer && help_.pending();
}

SubmitResult Session::releaseHeld() {
    if (!held_ || holdsActiveBot(held_->action))
        return {Outcome::Done, std::nullopt};
    const Held held = std::move(*held_);
    held_.reset();
    if (game_.state() != held.before)
        return {Outcome::Done, std::nullopt};  // the position changed: the bot is asked again
    if (auto error = applyNow(held.action))
        return {Outcome::Refused, error};
    return {Outcome::Applied, std::nullopt};
}

std::optional<Error> Session::applyNow(const Action& action) {
    const GameState& before = game_.state();
    const PlayerId actor = actorOf(action, before);
    const int roundBefore = before.round;
    const Phase phaseBefore = before.phase;
    const PlayerId playerBefore = before.currentPlayer;
    const bool placing = std::holds_alternative<PlaceCard>(action);
    const bool help = isHelpAction(action);
    std::optional<Game> snapshot;
    if (placing && before.turn.placed.empty() && !isBot(before.currentPlayer))
        snapshot = game_;  // a person may take the card back
    Step step{actor, action, {}, {}, false};
    if (!help) {
        for (const HelpNegotiation& offer : before.turn.helpOffers)
            step.lapsedOffers.push_back(offer.helper);
    }
    Result result = game_.apply(action);
    if (!result.ok())
        return result.error;
    if (history_)
        history_->push_back(action);
    if (snapshot)
        beforePlacement_ = Snapshot{std::move(*snapshot), history_ ? history_->size() - 1 : 0};
    else if (!placing)
        beforePlacement_.reset();  // the turn moved on: no taking back past this point
    held_.reset();                 // a held decision answers an older position
    dropQuestions();               // and so does an open question
    positionId_ = ++nextId_;
    if (!help)
        help_.reset();  // the card no longer waits for a word
    if (placing && game_.state().phase == Phase::Word && !game_.isOver())
        help_.start(game_, seats_, peopleMayHelpBots_, nextId_);
    noteTurnStarts(result.events);
    if (game_.state().phase != phaseBefore || game_.currentPlayer() != playerBefore ||
        std::holds_alternative<Redraw>(action))
        ++stage_;
    step.events = std::move(result.events);
    recordRound(roundBefore, step.events, step);
    if (observer_)
        observer_(step);
    return std::nullopt;
}

void Session::recordRound(int roundBefore, const std::vector<Event>& events, Step& step) {
    bool ended = false;
    for (const Event& event : events)
        ended = ended || std::holds_alternative<GameEnded>(event);
    if (game_.state().round != roundBefore || ended) {
        scoresPerRound_.push_back(totals(game_.scores()));
        step.roundScored = true;
    }
}

std::vector<PlayerId> Session::peopleWhoMayOffer() const {
    return session::peopleWhoMayOffer(game_, seats_);
}

SubmitResult Session::resumeHelpWindow(bool timeLeft) {
    if (help_.window() != HelpWindow::Paused)
        return {Outcome::Done, std::nullopt};
    help_.resumeWindow(timeLeft && currentSeatIsBot() && !peopleWhoMayOffer().empty());
    return releaseHeld();
}

SubmitResult Session::closeHelpWindow() {
    if (help_.window() == HelpWindow::Closed)
        return {Outcome::Done, std::nullopt};
    help_.closeWindow();
    return releaseHeld();
}

bool Session::canRedraw() const {
    return session::canRedraw(game_);
}

std::optional<Error> Session::noWord() {
    return applyNow(canRedraw() ? Action{Redraw{}} : Action{Pass{}});
}

bool Session::canTakeBack() const {
    const GameState& state = game_.state();
    return beforePlacement_ && !state.turn.placed.empty() && state.phase == Phase::Word &&
           state.turn.helpOffers.empty() &&
           state.turn.redrawsUsed == beforePlacement_->game.state().turn.redrawsUsed;
}

bool Session::takeBack() {
    if (!canTakeBack())
        return false;
    // Placing a card revealed nothing hidden, so going back is fair.
    game_ = std::move(beforePlacement_->game);
    if (history_ && history_->size() >= beforePlacement_->historySize)
        history_->resize(beforePlacement_->historySize);
    beforePlacement_.reset();
    help_.reset();
    held_.reset();
    dropQuestions();
    positionId_ = ++nextId_;
    ++stage_;
    return true;
}

std::optional<Session::TurnTakeBack> Session::turnToTakeBack() const {
    if (!history_ || game_.isOver())
        return std::nullopt;
    const std::size_t played = history_->size();
    for (auto it = turnStarts_.rbegin(); it != turnStarts_.rend(); ++it) {
        if (it->index < played && !isBot(it->seat))
            return TurnTakeBack{it->seat, it->index, played - it->index};
    }
    return std::nullopt;
}

bool Session::takeBackTurn() {
    const std::optional<TurnTakeBack> target = turnToTakeBack();
    if (!target)
        return false;
    // The record without the taken-back actions, replayed from the deal: the game stays a
    // pure function of its record (the shuffle's state included).
    Game rebuilt(game_.state().options, game_.state().deck, game_.lexicon());
    for (std::size_t index = 0; index < target->turnStart; ++index) {
        if (!rebuilt.apply((*history_)[index]).ok())
            return false;  // the record replayed once already: cannot happen
    }
    game_ = std::move(rebuilt);
    history_->resize(target->turnStart);
    recomputeFromHistory();  // the chart's rows and the turns' starts of the shorter record
    beforePlacement_.reset();
    help_.reset();
    held_.reset();
    dropQuestions();
    positionId_ = ++nextId_;
    ++stage_;
    return true;
}

void Session::playForTimeout() {
    const PlayerId seat = game_.currentPlayer();
    for (int guard = 0; guard < 64 && !game_.isOver() && game_.currentPlayer() == seat; ++guard) {
        const std::optional<Action> action = timeoutAction(game_);
        if (!action || applyNow(*action))
            break;
    }
}

}  // namespace ps::session
