// GameController: starting a new game or resuming a saved one — the session, and a player for
// every seat (a bot that cannot start refuses the game with its reason).

#include <QRandomGenerator>

#include "game/GameController.h"
#include "game/Player.h"
#include "game/TurnClock.h"
#include "session/describe.h"

namespace ps::ui {

using namespace ps::engine;

namespace {

bots::Level levelOf(SeatKind kind) {
    switch (kind) {
        case SeatKind::BotEasy:
            return bots::Level::Easy;
        case SeatKind::BotHard:
            return bots::Level::Hard;
        case SeatKind::BotExpert:
            return bots::Level::Expert;
        case SeatKind::BotMedium:
        case SeatKind::Human:
            break;
    }
    return bots::Level::Medium;
}

// A game refereed elsewhere: every seat a person's, so that nothing is decided here.
session::Seats everySeatAPerson(const GameState& state) {
    return session::Seats(state.players.size(), session::Seat::person());
}

}  // namespace

// --- Starting and resuming

std::optional<QString> GameController::validateSetup(const GameSetup& setup) const {
    if (setup.seats.size() < GameSetup::kMinSeats || setup.seats.size() > GameSetup::kMaxSeats) {
        return tr("A game needs 2 to 4 players.");
    }
    return std::nullopt;
}

session::Seats GameController::seatsOf(const GameSetup& setup) const {
    session::Seats seats;
    for (const SeatSetup& seat : setup.seats) {
        const bool bot = seat.kind != SeatKind::Human && botFactory_;
        seats.push_back(bot ? session::Seat::computer(levelOf(seat.kind))
                            : session::Seat::person());
    }
    return seats;
}

std::optional<QString> GameController::newGame(const GameSetup& requested) {
    GameSetup setup = requested;
    setup.normalize();
    if (auto problem = validateSetup(setup)) {
        return problem;
    }
    GameOptions options;
    options.players = int(setup.seats.size());
    options.blackCardVariant = setup.blackCardVariant;
    options.minWordLength = setup.minimumWordLength;
    options.redrawLimit = setup.redrawLimit;
    options.tableOverrulesDictionary = setup.tableOverrulesDictionary;
    options.turnTimerSeconds = setup.turnTimerSeconds;
    options.seed = setup.seed ? *setup.seed : QRandomGenerator::global()->generate64();
    if (setup.startSeat >= 0) {
        options.startPlayer = static_cast<PlayerId>(setup.startSeat);
    }
    if (auto problem = Game::validateNewGame(options, deck_)) {
        return tr("The game cannot start: %1").arg(QString::fromStdString(*problem));
    }
    std::optional<session::Session> table;
    try {
        table.emplace(options, deck_, *lexicon_, seatsOf(setup));
    } catch (const std::exception& error) {
        return tr("The game cannot start: %1").arg(QString::fromUtf8(error.what()));
    }
    return startSession(std::move(table), setup, false);
}

std::optional<QString> GameController::resume(const GameState& state, const GameSetup& setup,
                                              std::optional<std::vector<Action>> actions,
                                              bool announce) {
    if (int(setup.seats.size()) != int(state.players.size())) {
        return tr("The saved seats do not match the saved game.");
    }
    std::optional<session::Session> table;
    try {
        table.emplace(state, *lexicon_, seatsOf(setup), std::move(actions));
    } catch (const std::exception& error) {
        return tr("The saved game is not consistent: %1").arg(QString::fromUtf8(error.what()));
    }
    return startSession(std::move(table), setup, true, announce);
}

std::optional<QString> GameController::followGame(const GameState& state, const GameSetup& setup,
                                                  int ownSeat, Referee* referee) {
    if (referee == nullptr || ownSeat < 0 || ownSeat >= int(setup.seats.size()) ||
        int(setup.seats.size()) != int(state.players.size())) {
        return tr("The table's seats do not match its game.");
    }
    std::optional<session::Session> table;
    try {
        table.emplace(state, *lexicon_, everySeatAPerson(state));
    } catch (const std::exception& error) {
        return tr("The table's game is not consistent: %1").arg(QString::fromUtf8(error.what()));
    }
    return startSession(std::move(table), setup, true, false, referee, ownSeat);
}

void GameController::refereeMoved(const GameState& state, const std::vector<session::Step>& steps) {
    if (referee_ == nullptr || !hasGame()) {
        return;
    }
    std::optional<session::Session> table;
    try {
        table.emplace(state, *lexicon_, everySeatAPerson(state));
    } catch (const std::exception& error) {
        emit notice(tr("The table sent a game that does not add up: %1")
                        .arg(QString::fromUtf8(error.what())));
        return;
    }
    cancelHint();
    const bool wasOver = game().isOver();
    session_ = std::move(table);
    session_->setPeopleMayHelpBots(false);
    session_->setObserver([this](const session::Step& step) { pendingSteps_.push_back(step); });
    // The questions put before were about the game as it was: what is still asked is put
    // again (sync).
    cancelBots();
    pendingSteps_ = steps;
    if (steps.empty()) {
        emit changed();
    }
    afterSessionCall();
    // The last steps may come before the final position (two texts from the host): the end is
    // announced once, when the game shown here ends.
    if (!wasOver && steps.empty() && hasGame() && game().isOver()) {
        turnClock_->stop();
        emit gameOver();
    }
}

void GameController::refereeRefused(const session::Request& request, const QString& message) {
    if (referee_ == nullptr || ownSeat_ < 0 || ownSeat_ >= players_.size()) {
        return;
    }
    inFlight_.remove(ownSeat_);
    players_[ownSeat_]->refused(request, message);
    sync();
}

namespace {
// The referee of a table that was left: it asks nothing and takes nothing.
class LeftTable final : public GameController::Referee {
  public:
    [[nodiscard]] std::vector<session::Request> awaited() const override { return {}; }
    void submit(const session::Request&, const session::Answer&) override {}
    [[nodiscard]] std::optional<session::Session::VoteQuestion> voteQuestion() const override {
        return std::nullopt;
    }
    [[nodiscard]] std::vector<HelpSummary> helpSummaries() const override { return {}; }
    void holdHelp(const session::Request&, bool) override {}
    [[nodiscard]] bool mayProposeTakeBack() const override { return false; }
    void proposeTakeBack() override {}
};
}  // namespace

void GameController::stopFollowing() {
    static LeftTable left;
    if (referee_ == nullptr || referee_ == &left) {
        return;
    }
    referee_ = &left;
    turnClock_->stop();
    sync();
    emit changed();
}

void GameController::setSessionShare(std::optional<SessionShare> share) {
    nextShare_ = std::move(share);
}

void GameController::endSessionShare() {
    nextShare_.reset();
    if (share_ && share_->detach) {
        share_->detach();
    }
    share_.reset();
}

std::vector<HelpSummary> GameController::helpSummaries() const {
    if (referee_ != nullptr) {
        return referee_->helpSummaries();
    }
    return session_->game().helpSummaries();
}

std::optional<session::Session::VoteQuestion> GameController::voteQuestion() const {
    if (referee_ != nullptr) {
        return referee_->voteQuestion();
    }
    return hasGame() ? session_->voteQuestion() : std::nullopt;
}

void GameController::addTableLine(const QString& line) {
    addLog([line] { return line; });
}

std::optional<QString> GameController::startSession(std::optional<session::Session> session,
                                                    const GameSetup& setup, bool resumed,
                                                    bool announce, Referee* referee, int ownSeat) {
    // A share set for the next game is this one's (a guest's game is never shared).
    std::optional<SessionShare> share = referee == nullptr ? nextShare_ : std::nullopt;
    // A seat with an online account is a remote person's even before the table is open again
    // (a resumed online game waits for its friends; nobody here plays for them).
    const auto remote = [&](int seat) {
        return referee != nullptr ? seat != ownSeat
                                  : (share && share->remoteSeats.contains(seat)) ||
                                        !setup.seats.value(seat).account.isEmpty();
    };
    QList<Player*> players;
    if (auto problem = setUpPlayers(setup, session->game().state().options.seed, remote, players)) {
        return problem;  // the running game, if any, goes on untouched
    }
    cancelBots();
    ++gameNumber_;
    if (share_ && share_->detach) {
        share_->detach();
    }
    nextShare_.reset();
    share_ = std::move(share);
    referee_ = referee;
    ownSeat_ = referee != nullptr ? ownSeat : -1;
    session_ = std::move(session);
    // On a guest's screen the people's help window is the referee's.
    session_->setPeopleMayHelpBots(helpWindowMs_ > 0 && referee_ == nullptr);
    session::Session::Observer observer = [this](const session::Step& step) {
        pendingSteps_.push_back(step);
    };
    session_->setObserver(observer);
    if (share_ && share_->attach) {
        share_->attach(*session_, observer);
    }
    setup_ = setup;
    cancelHint();
    hintedSeat_ = -1;
    log_.clear();
    logTexts_.clear();
    adoptPlayers(players);
    emit gameStarted();
    if (!resumed) {
        QStringList names;
        for (const SeatSetup& seat : setup_.seats) {
            names << seat.name;
        }
        addLog([names] { return tr("New game: %1.").arg(names.join(QStringLiteral(", "))); });
        addLog([this, seat = currentSeat()] { return tr("%1 starts.").arg(seatName(seat)); });
    } else {
        // The log is rebuilt from the record, worded as it was live.
        if (const std::optional<engine::io::Record> record = session_->record()) {
            try {
                const session::HistoryLog history = session::replayHistory(*record, *lexicon_);
                QStringList names;
                for (const SeatSetup& seat : setup_.seats) {
                    names << seat.name;
                }
                addLog(
                    [names] { return tr("New game: %1.").arg(names.join(QStringLiteral(", "))); });
                const int first =
                    history.turns.empty() ? currentSeat() : int(history.turns.front().player);
                addLog([this, first] { return tr("%1 starts.").arg(seatName(first)); });
                for (const session::HistoryStep& step : history.steps) {
                    reportStep(step.step);
                }
            } catch (const std::invalid_argument&) {
                // The session replayed this very history: cannot happen; the log stays short.
            }
        }
        if (announce) {
            addLog([round = game().state().round] {
                return tr("Game resumed in round %1.").arg(round);
            });
        }
    }
    emit changed();
    if (game().isOver()) {
        turnClock_->stop();
        emit gameOver();
    } else {
        emitTurnBegan();
    }
    sync();
    return std::nullopt;
}

std::optional<QString> GameController::setUpPlayers(const GameSetup& setup, std::uint64_t seed,
                                                    const std::function<bool(int)>& remote,
                                                    QList<Player*>& players) const {
    const auto fail = [&](int seat, const QString& why) {
        qDeleteAll(players);
        players.clear();
        return tr("The bot for %1 cannot start: %2").arg(setup.seats[seat].name, why);
    };
    for (int seat = 0; seat < setup.seats.size(); ++seat) {
        Player* player = nullptr;
        if (remote(seat)) {
            player = new RemotePlayer();
        } else if (setup.seats[seat].kind != SeatKind::Human && botFactory_) {
            try {
                player = botFactory_(setup.seats[seat].kind, seat, seed, nullptr);
            } catch (const std::exception& error) {
                return fail(seat, QString::fromUtf8(error.what()));
            }
            if (player == nullptr) {
                return fail(seat, tr("no bot of this level is available."));
            }
        } else {
            player = new PersonPlayer(desk_);
        }
        players.append(player);
    }
    return std::nullopt;
}

void GameController::adoptPlayers(QList<Player*> players) {
    for (Player* player : players_) {
        player->withdraw();
        player->deleteLater();
    }
    players_ = std::move(players);
    for (int seat = 0; seat < players_.size(); ++seat) {
        Player* player = players_[seat];
        player->setParent(this);
        player->setPace(botDelayMs_);
        connect(player, &Player::answered, this,
                [this, seat](const session::Request& request, const session::Answer& answer) {
                    onAnswered(seat, request, answer);
                });
        connect(player, &Player::gaveUp, this, [this](const QString& message) {
            // A seat that cannot play its turn: the table goes on by the timeout policy.
            emit botError(message);
            session_->playForTimeout();
            afterSessionCall();
        });
        connect(player, &Player::thinkingChanged, this, [this, seat](bool thinking, bool forHelp) {
            emit seatThinking(seat, thinking, forHelp);
        });
        connect(player, &Player::progress, this,
                [this, seat](double fraction) { emit seatProgress(seat, fraction); });
    }
}

}  // namespace ps::ui
