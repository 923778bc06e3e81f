#pragma once
// The Qt glue over the table session (ps::session::Session, src/session): it hands the
// session's awaited decisions to the seats' players (bots think on worker threads), submits
// their answers, runs the clocks (the bots' delay, the people's help window), turns applied
// actions into signals and translated log lines, and converts the state into the window's view
// model. It decides no rule and runs no protocol of its own: every "may I" and "who now" is a
// session or façade query. (Wording: GameMessages.cpp; view model: GameView.cpp.)

#include <QFutureWatcher>
#include <QMap>
#include <QObject>
#include <QPoint>
#include <QSet>
#include <QStringList>
#include <QTimer>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "bots/bot.h"
#include "engine/game.h"
#include "model/GameSetup.h"
#include "model/TableModel.h"
#include "session/session.h"

namespace ps::ui {

class ModalWatcher;
class PersonDesk;
class Player;
class TurnClock;

// What the word being typed would do, for the status line and the lit cards.
struct WordFeedback {
    bool parsed = false;  // the text is a word of Polish letters
    bool playable = false;
    // Suspected relation, or (house rule) a word the dictionary lacks: the table decides on
    // Confirm.
    bool needsTableDecision = false;
    Word word;
    std::vector<engine::CardId> cards;  // the card for every letter (default or chosen)
    QList<QPoint> litCells;             // table cells of `cards`, in word order
    QString message;                    // what is wrong, or what confirming would do
};

class GameController : public QObject {
    Q_OBJECT
  public:
    GameController(const dict::Lexicon& lexicon, engine::Deck deck, QObject* parent = nullptr);
    ~GameController() override;

    // Starts a new game; on failure returns the reason and changes nothing.
    std::optional<QString> newGame(const GameSetup& setup);
    // Resumes a saved game (state + the seats' names and colours).
    // `actions`: the history from the deal to `state`, when known (kept for saving records).
    // `announce`: the log ends with "Game resumed in round N." (not for a lesson, which is no
    // resumed game).
    std::optional<QString> resume(const engine::GameState& state, const GameSetup& setup,
                                  std::optional<std::vector<engine::Action>> actions = {},
                                  bool announce = true);
    // Every action applied since the deal (nothing when the game was resumed from a bare
    // position).
    [[nodiscard]] const std::optional<std::vector<engine::Action>>& actions() const;
    // Installs the strategy used for bot seats; without it bot seats play as humans. A factory
    // that throws or returns nothing makes newGame/resume fail with its message.
    using BotFactory =
        std::function<Player*(SeatKind kind, int seat, std::uint64_t seed, QObject* parent)>;
    void setBotFactory(BotFactory factory) { botFactory_ = std::move(factory); }
    [[nodiscard]] const BotFactory& botFactory() const { return botFactory_; }
    // Looks at every action of a person before the session does (a lesson lets through only
    // the move it teaches): a message refuses the action with it, and nothing changes.
    using ActionFilter = std::function<std::optional<QString>(const engine::Action&)>;
    void setActionFilter(ActionFilter filter) { actionFilter_ = std::move(filter); }
    [[nodiscard]] bool botsAvailable() const { return bool(botFactory_); }
    // Hints: the medium bot's word for a human's word step, computed off the UI
    // thread. Offered only in games set up with hints and when a function is installed.
    using HintFunction =
        std::function<std::optional<bots::Suggestion>(const engine::Game&, const bots::Thinking&)>;
    void setHintFunction(HintFunction function) { hintFunction_ = std::move(function); }
    [[nodiscard]] bool hintsEnabled() const { return setup_.hints && bool(hintFunction_); }
    [[nodiscard]] bool hintsAvailable() const { return bool(hintFunction_); }
    // Hints switched on or off in the running game (kept in its setup).
    void setHintsOn(bool on);
    [[nodiscard]] bool canAskHint() const;
    // Starts looking for a word; hintReady follows (nothing when the game moved on meanwhile).
    void requestHint();
    [[nodiscard]] const std::optional<bots::Suggestion>& lastHint() const { return lastHint_; }
    // The hint in words, for a hint asked before placing: where the card goes (next to which
    // table card) and the word. Empty when the hint has no placement.
    [[nodiscard]] QString hintPlacementText(const bots::Suggestion& hint) const;
    // Pause before a bot's action is applied, so people can follow it (0 in tests).
    void setBotDelay(int milliseconds);
    // Where a person's requests are put to them (the window's dialogs); without one, a person
    // answers only their own turn, through the widgets.
    void setPersonDesk(PersonDesk* desk) { desk_ = desk; }
    // Post-game review: the hard bot's word for a position at the start of a turn.
    using ReviewFunction = HintFunction;
    void setReviewFunction(ReviewFunction function) { reviewFunction_ = std::move(function); }
    [[nodiscard]] const ReviewFunction& reviewFunction() const { return reviewFunction_; }

    // --- The turn's flow
    // The turn timer of a person's turn (stopped when the table has none). It stands still
    // while any modal dialog is on screen; when it runs out the timeout policy plays the turn
    // out and turnTimedOut follows.
    [[nodiscard]] TurnClock* turnClock() const { return turnClock_; }
    // A modal dialog is on screen (the clocks wait).
    [[nodiscard]] bool modalPause() const;
    // Where the table is: a question put to a person in a dialog carries it, and the answer is
    // applied only while the table is still there (the session's stage, docs/session.md).
    struct Stage {
        quint64 game = 0;
        std::uint64_t step = 0;
        bool operator==(const Stage&) const = default;
    };
    [[nodiscard]] Stage stage() const;
    [[nodiscard]] bool isCurrent(const Stage& askedAt) const { return stage() == askedAt; }
    // Applies `action` while the table is still at `askedAt`. An answer that comes after the
    // table moved on (the time ran out, another seat's turn) changes nothing: no error is
    // returned, a calm notice is emitted instead.
    std::optional<QString> applyAt(const Stage& askedAt, const engine::Action& action);
    // A person answered a question the table no longer asks: a calm notice says so.
    void noteLateAnswer();

    // --- Taking back whole turns (the session replays the record without them)
    [[nodiscard]] bool canTakeBackTurn() const;
    // The people at the table (not bots).
    [[nodiscard]] int peopleAtTable() const;
    // What a take-back would undo, for the question and the log: "Jagoda: KOT" (the words
    // played in it), or the name alone.
    [[nodiscard]] QString takeBackDescription() const;
    // Rebuilds the game without the latest person's turn (the bots' replies with it) and logs
    // it. False when there is nothing to take back.
    bool takeBackTurn();
    // The person of the latest turn asks to take it back: alone at the table it goes back at
    // once; otherwise every other person is asked (the session's TakeBackConsent requests) and
    // the table waits. All yes takes it back; one no keeps it, and a notice says who.
    void proposeTakeBack();

    // --- Help around a bot's word. Once a bot's card lies on the table, the other bots are
    // asked one after another whether to offer help (the session's help round), and people get
    // a short window to offer theirs; the bot's own word waits for both. At an online table the
    // people here may offer about a remote person's card too, until that person plays on.
    // The window's full length, which a person who wants to help gets (0: none; people then
    // cannot help bots).
    void setHelpWindow(int milliseconds);
    [[nodiscard]] int helpWindowLength() const { return helpWindowMs_; }
    // The short grace a bot's card waits first: unless a person says they want to help
    // (wantToHelp) within it, the window closes and the bot plays on. 0: no grace, the full
    // window at once. Remote people who may offer always get the full window (they cannot
    // say so across the network in time).
    void setHelpGrace(int milliseconds);
    [[nodiscard]] int helpGraceLength() const { return helpGraceMs_; }
    // A person asked for the full window (or the window had no grace): false while the grace
    // runs.
    [[nodiscard]] bool helpWindowWanted() const;
    // The length of the window's present stretch (the grace, or the full window), for a
    // countdown.
    [[nodiscard]] int helpWindowTotal() const;
    // "I'll help": the window runs its full length from now. False when it is not in its grace.
    bool wantToHelp();
    [[nodiscard]] bool helpWindowOpen() const;  // open or paused
    [[nodiscard]] bool helpWindowPaused() const;
    [[nodiscard]] int helpWindowRemaining() const;  // milliseconds
    // The people at this screen who may offer help now: not the active player, not offered for
    // this card (on a guest's screen: the guest, while the host asks for an offer).
    [[nodiscard]] QList<int> humansWhoMayOffer() const;
    // Someone here may offer help about the card of a seat not at this screen (a bot in its
    // help window, a person on another machine): the window's help bar is shown.
    [[nodiscard]] bool mayOfferHelpFromHere() const;
    // Nobody here offers about this card: a bot's window closes ("continue"), the invitation
    // about a remote person's card goes (a guest tells the host it has no offer).
    void declineHelp();
    // A person is writing an offer: the bot waits (also for its answers) until resumed. Holds
    // nest (a person here and one on another machine may write at once). On a guest's screen
    // the host is asked to hold its window.
    void pauseHelpWindow();
    // The dialogs closed: the window goes on for its remaining time while someone else may
    // still offer, else it closes.
    void resumeHelpWindow();
    // "Continue": nobody wants to help; the bot plays.
    void closeHelpWindow();

    // --- Online play (ui/net): a table shared with other machines.
    // The host's side. `remoteSeats`: people on other machines; their requests are answered
    // through the share (net::HostTable), never at this screen. With every new session
    // `attach` gets it and the controller's own observer, to which the share forwards every
    // step; `afterCall` follows every call into the session.
    struct SessionShare {
        QSet<int> remoteSeats;
        std::function<void(session::Session&, session::Session::Observer)> attach;
        std::function<void()> afterCall;
        // Before the shared session goes (another game, or the controller's end).
        std::function<void()> detach;
    };
    // Set before newGame(); nothing: the next game is not shared.
    void setSessionShare(std::optional<SessionShare> share);
    // The running game is no longer shared (the online table went): its detach is called.
    void endSessionShare();
    // The share called into the session itself (a remote seat's answer): the log, the players.
    void sessionChangedElsewhere() { afterSessionCall(); }
    // The seat is played on another machine (a remote person at the host; every seat but the
    // guest's own on a guest's screen).
    [[nodiscard]] bool seatIsRemote(int seat) const;

    // The guest's side: another machine referees the game; this screen shows what it sends and
    // answers for one seat.
    class Referee {
      public:
        virtual ~Referee() = default;
        // The requests addressed to this screen's seat now, oldest first.
        [[nodiscard]] virtual std::vector<session::Request> awaited() const = 0;
        // Sends the answer; the referee's next position, or its refusal, follows.
        virtual void submit(const session::Request& request, const session::Answer& answer) = 0;
        // The word the table votes on, while this seat is asked to vote.
        [[nodiscard]] virtual std::optional<session::Session::VoteQuestion> voteQuestion()
            const = 0;
        // The help offers of the turn as the referee shows them to this seat (another helper's
        // word is not in the game shown here, its summary is).
        [[nodiscard]] virtual std::vector<engine::HelpSummary> helpSummaries() const = 0;
        // The person is writing a help offer for `request` (a help-offer request), or gave it
        // up: the referee holds its help window meanwhile.
        virtual void holdHelp(const session::Request& request, bool holding) = 0;
        // This seat may ask to take back its latest turn now (as far as this machine knows:
        // the referee has the last word).
        [[nodiscard]] virtual bool mayProposeTakeBack() const = 0;
        // Asks the referee to take back this seat's latest turn; the others are asked there.
        virtual void proposeTakeBack() = 0;
    };
    // Starts showing a game refereed elsewhere: `state` agrees with what `ownSeat` may see (the
    // hidden cards made up), `setup` names the seats. The referee outlives the game.
    std::optional<QString> followGame(const engine::GameState& state, const GameSetup& setup,
                                      int ownSeat, Referee* referee);
    // The referee's game moved: `steps` as this seat was told them (the log), then `state`.
    void refereeMoved(const engine::GameState& state, const std::vector<session::Step>& steps);
    // The referee asked or withdrew a question.
    void refereeAsked() { sync(); }
    // The referee refused this seat's answer to `request`: the person is told why.
    void refereeRefused(const session::Request& request, const QString& message);
    [[nodiscard]] bool followsReferee() const { return referee_ != nullptr; }
    // The referee went (the guest left the table): the game stays on screen, nobody acts.
    void stopFollowing();
    // The word the table votes on now (the session's, or on a guest's screen the referee's).
    [[nodiscard]] std::optional<session::Session::VoteQuestion> voteQuestion() const;
    // A line of the table's own for the log (who came, who left).
    void addTableLine(const QString& line);

    [[nodiscard]] bool hasGame() const { return session_.has_value(); }
    // The engine's game, for the controller's own parts and for tests. Widgets, dialogs and
    // the shell use the position and the queries below instead (cmake/CheckUiLayers.cmake
    // keeps it so).
    [[nodiscard]] const engine::Game& game() const { return session_->game(); }
    // The table session (nothing before the first game).
    [[nodiscard]] const session::Session* session() const {
        return session_ ? &*session_ : nullptr;
    }
    [[nodiscard]] const GameSetup& setup() const { return setup_; }
    [[nodiscard]] const dict::Lexicon& lexicon() const { return *lexicon_; }
    [[nodiscard]] int currentSeat() const;
    [[nodiscard]] bool currentSeatIsHuman() const;
    [[nodiscard]] QString seatName(int seat) const;

    // --- View model
    // The position as data (the table, the sheets, the turn), and the questions about it that
    // the widgets ask; none of them changes anything. Only with a game (hasGame()).
    [[nodiscard]] const engine::GameState& position() const { return session_->game().state(); }
    [[nodiscard]] bool isOver() const { return hasGame() && session_->game().isOver(); }
    // A vote or a take-back question is open: the table waits for people's answers.
    [[nodiscard]] bool questionOpen() const { return hasGame() && session_->questionOpen(); }
    // A person at this screen acts now: their turn, the game not over.
    [[nodiscard]] bool personActs() const { return currentSeatIsHuman() && !isOver(); }
    [[nodiscard]] engine::Scores scores() const { return session_->game().scores(); }
    [[nodiscard]] std::vector<engine::HelpSummary> helpSummaries() const;
    [[nodiscard]] std::vector<engine::BlackAction> availableBlackActions() const {
        return session_->game().availableBlackActions();
    }
    [[nodiscard]] std::vector<engine::Action> legalActions() const {
        return session_->game().legalActions();
    }
    // Whether `action` would be taken now, and why not (nothing is applied).
    [[nodiscard]] std::optional<engine::Error> check(const engine::Action& action) const {
        return session_->game().check(action);
    }
    [[nodiscard]] engine::WordPreview previewHelp(const engine::HelpOffer& offer) const {
        return session_->game().previewHelp(offer);
    }
    [[nodiscard]] TableView tableView() const;
    [[nodiscard]] QList<QPoint> legalCells() const;  // where the next card may go
    [[nodiscard]] std::optional<engine::CardId> cardToPlace() const;
    [[nodiscard]] QStringList playedWords() const;
    // The log's lines in the UI's language: every line keeps how it was worded, and is worded
    // again when the language changes (logRetranslated follows).
    [[nodiscard]] QStringList log() const { return log_; }
    [[nodiscard]] QList<QList<int>> scoresPerRound() const;
    // Every legal use of a black-card action now, with its target (session/queries.h).
    [[nodiscard]] std::vector<engine::Action> blackActionChoices(engine::BlackAction action) const;

    // --- The word step
    [[nodiscard]] WordFeedback checkWord(const QString& text,
                                         const std::vector<engine::CardId>& chosen = {}) const;
    // Another card with the same letter for position `index` of the word, or nothing.
    [[nodiscard]] std::optional<std::vector<engine::CardId>> alternativeCard(
        const WordFeedback& feedback, int index) const;
    [[nodiscard]] QString previewText(const engine::WordPreview& preview) const;

    // --- Actions. Returns the error message (Polish via tr) or nothing on success.
    std::optional<QString> apply(const engine::Action& action);
    std::optional<QString> placeAt(QPoint cell);
    // Take back the cards placed this turn (only while no other action happened in the turn).
    [[nodiscard]] bool canTakeBack() const;
    void takeBack();
    // "No word": redraw when allowed, otherwise pass.
    std::optional<QString> noWord();
    [[nodiscard]] bool canRedraw() const;
    // The turn timer ran out (or a bot failed): finish the turn for the player (rules D14).
    void playForTimeout();

    // --- Messages
    [[nodiscard]] QString errorMessage(const engine::Error& error) const;
    [[nodiscard]] QString verdictMessage(const engine::WordVerdict& verdict,
                                         const Word& word) const;
    [[nodiscard]] QString actionName(engine::BlackAction action) const;
    [[nodiscard]] QString cardName(engine::CardId card) const;  // "K (KOLOSEUM)"
    static QString wordText(std::span<const Letter> word);      // uppercase
    static QPoint toPoint(engine::Cell cell) { return QPoint(cell.x, cell.y); }
    static engine::Cell toCell(QPoint point) { return engine::Cell{point.x(), point.y()}; }

    Player* player(int seat) const;
    // The longest time one apply() kept the UI thread busy (engine + redraw), for docs/ui.md.
    [[nodiscard]] qint64 maxApplyMilliseconds() const { return maxApplyMs_; }

  signals:
    // After every successful action (and new game / resume / take back).
    void changed();
    void logLine(const QString& line);
    // The language changed: every line of log() was worded again (same lines, same order).
    void logRetranslated();
    // Before the log lines of each applied action, live or replayed after a load (the log
    // tags its lines with the action's index in the record).
    void stepReported();
    void gameStarted();
    void turnBegan(int seat);
    void gameOver();
    // A bot's action failed (or it found none): shown to the players; the timeout policy then
    // finishes its turn.
    void botError(const QString& message);
    // A hint for the current position: found or not (lastHint()).
    void hintReady(bool found);
    // The hint computation ended, whether its answer is used or dropped (before hintReady).
    void hintFinished();
    // The help window around a bot's word opened, paused, resumed or closed.
    void helpWindowChanged();
    // A bot seat started or stopped thinking (`forHelp`: about another player's word).
    void seatThinking(int seat, bool thinking, bool forHelp);
    void seatProgress(int seat, double fraction);
    // The turn timer ran out: the turn was played out by the timeout policy.
    void turnTimedOut(const QString& message);
    // A calm line for the status (an answer that came too late was dropped).
    void notice(const QString& message);
    // The table accepted a word the dictionary lacks (house rule): lowercase, to remember.
    void tableAcceptedWord(const QString& word);
    // Whole turns were taken back: the game is rebuilt (the log keeps its lines).
    void turnsTakenBack();
    // The engine's events of one action just applied at the table (not of the history
    // replayed when a game is opened), after its log lines: the sound effects follow them.
    void stepEvents(const std::vector<ps::engine::Event>& events);

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    // A log line's wording, run again when the language changes: it captures what it names.
    using LogText = std::function<QString()>;
    // `referee`, `ownSeat`: a game followed from another machine (followGame).
    std::optional<QString> startSession(std::optional<session::Session> session,
                                        const GameSetup& setup, bool resumed, bool announce = true,
                                        Referee* referee = nullptr, int ownSeat = -1);
    std::optional<QString> setUpPlayers(const GameSetup& setup, std::uint64_t seed,
                                        const std::function<bool(int)>& remote,
                                        QList<Player*>& players) const;
    void adoptPlayers(QList<Player*> players);
    [[nodiscard]] session::Seats seatsOf(const GameSetup& setup) const;
    // After every call into the session: report its applied actions, then hand its awaited
    // decisions to the bots and run the help window's clock.
    void afterSessionCall();
    void reportStep(const session::Step& step);
    void sync();
    void syncHelpWindow();
    // On a guest's screen: the host's open question asking this seat for a help offer.
    [[nodiscard]] std::optional<session::Request> refereeHelpQuestion() const;
    // A guest's move goes to the referee (followGame).
    std::optional<QString> submitToReferee(const engine::Action& action);
    void onAnswered(int seat, const session::Request& request, const session::Answer& answer);
    void handleResult(int seat, const session::Request& request,
                      const session::SubmitResult& result);
    void cancelBots();
    // After the session rebuilt the game without a turn: the log, the hint, the new turn.
    // By value: callers pass takeBackAsked_, which this clears.
    void tookBack(QString what);
    void addLog(LogText text);
    void retranslateLog();
    void describe(const engine::Event& event);
    void flushMarkerLines();
    void reportLapsedOffers(std::vector<engine::PlayerId>& helpers);
    CardView cardView(engine::CardId card) const;
    std::optional<QString> validateSetup(const GameSetup& setup) const;
    void cancelHint();
    void onHintComputed();
    void emitTurnBegan();
    void onModalChanged(bool active);
    void onTurnClockExpired();

    const dict::Lexicon* lexicon_;
    engine::Deck deck_;
    std::optional<session::Session> session_;
    GameSetup setup_;
    QList<Player*> players_;
    QMap<int, session::Request> inFlight_;  // by seat: the request its player was given
    std::vector<session::Step> pendingSteps_;
    BotFactory botFactory_;
    ActionFilter actionFilter_;
    int botDelayMs_ = 450;
    PersonDesk* desk_ = nullptr;
    QString takeBackAsked_;  // what the take-back the people are asked about would undo
    qint64 maxApplyMs_ = 0;
    QStringList log_;
    std::vector<LogText> logTexts_;   // log_'s lines, to word again in another language
    QMap<int, int> markersReturned_;  // owner -> markers sent back by the current action
    HintFunction hintFunction_;
    QFutureWatcher<std::optional<bots::Suggestion>>* hintWatcher_ = nullptr;
    std::atomic<bool> hintCancel_{false};
    std::optional<engine::GameState> hintFor_;  // the position the running hint answers
    std::optional<bots::Suggestion> lastHint_;
    int hintedSeat_ = -1;  // the seat that saw a hint this turn (the log marks its word)
    ReviewFunction reviewFunction_;
    // The people's help window around a bot's word (the session keeps its state).
    int helpWindowMs_ = 0;          // the app sets the saved setting (12 s by default)
    int helpGraceMs_ = 0;           // the app sets the saved setting (1.5 s by default)
    bool helpWindowWanted_ = true;  // the open window runs its full length
    QTimer* helpWindowTimer_ = nullptr;
    session::HelpWindow shownWindow_ = session::HelpWindow::Closed;
    int helpWindowLeftMs_ = 0;  // the time left when paused
    int helpWindowHolds_ = 0;   // offers being written (pauseHelpWindow calls)
    // The card help was declined about here: the session's stage (on a guest's screen, the
    // host's help question's id, which is the host's stage).
    std::optional<std::uint64_t> declinedHelp_;
    bool shownInvitation_ = false;  // mayOfferHelpFromHere() as last reported
    // On a guest's screen: the help question the host was asked to hold for.
    std::optional<session::Request> heldQuestion_;
    bool helpWindowModalPaused_ = false;  // its clock waits for a modal dialog to close
    ModalWatcher* modals_ = nullptr;
    TurnClock* turnClock_ = nullptr;
    quint64 gameNumber_ = 0;                 // tells the stages of one game from those of the next
    std::optional<SessionShare> nextShare_;  // for the next game started
    std::optional<SessionShare> share_;      // the running game's
    Referee* referee_ = nullptr;
    int ownSeat_ = -1;  // the guest's seat
};

}  // namespace ps::ui
