#include "game/GameController.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

#include <QLocale>
#include "game/Player.h"

namespace ps::ui {

using namespace ps::engine;

namespace {

template <class... Ts>
struct Overloaded : Ts... {
    using Ts::operator()...;
};
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

bool isHelpAction(const Action& action) {
    return std::holds_alternative<HelpOffer>(action) ||
           std::holds_alternative<HelpAccept>(action) ||
           std::holds_alternative<HelpCounter>(action) ||
           std::holds_alternative<HelpRefuse>(action) ||
           std::holds_alternative<HelpWithdraw>(action);
}

QString upper(Letter letter) {
    return QString::fromStdString(ps::toUtf8Upper(letter));
}

}  // namespace

GameController::GameController(const dict::Lexicon& lexicon, Deck deck, QObject* parent)
    : QObject(parent),
      lexicon_(&lexicon),
      deck_(std::move(deck)),
      hintWatcher_(new QFutureWatcher<std::optional<bots::Suggestion>>(this)),
      helpWindowTimer_(new QTimer(this)) {
    connect(hintWatcher_, &QFutureWatcherBase::finished, this, &GameController::onHintComputed);
    helpWindowTimer_->setSingleShot(true);
    connect(helpWindowTimer_, &QTimer::timeout, this, [this] {
        helpWindowLeftMs_ = 0;
        emit helpWindowChanged();
        releaseHeldAction();
    });
}

GameController::~GameController() {
    // The worker holds a copy of the game whose lexicon this controller's owner keeps alive.
    hintCancel_.store(true);
    hintWatcher_->waitForFinished();
}

bool GameController::canAskHint() const {
    return hintsEnabled() && game_ && !game_->isOver() && currentSeatIsHuman() &&
           game_->state().phase == Phase::Word && !game_->state().turn.placed.empty() &&
           !hintWatcher_->isRunning();
}

void GameController::requestHint() {
    if (!canAskHint()) {
        return;
    }
    hintCancel_.store(false);
    hintFor_ = game_->state();
    // The worker gets its own copy: the UI thread never shares a Game with it.
    hintWatcher_->setFuture(
        QtConcurrent::run([function = hintFunction_, copy = *game_, flag = &hintCancel_] {
            return function(copy, bots::Thinking{flag, {}});
        }));
}

void GameController::cancelHint() {
    hintCancel_.store(true);
    hintFor_.reset();
}

void GameController::onHintComputed() {
    const bool current = game_ && hintFor_ && game_->state() == *hintFor_;
    hintFor_.reset();
    if (current) {
        lastHint_ = hintWatcher_->result();
        if (lastHint_) {
            hintedSeat_ = currentSeat();
        }
        emit hintReady(lastHint_.has_value());
    }
    emit hintFinished();
}

QString GameController::wordText(std::span<const Letter> word) {
    return QString::fromStdString(ps::toUtf8Upper(word));
}

QString GameController::cardName(CardId card) const {
    if (!game_ || !game_->state().deck.contains(card)) {
        return QStringLiteral("?");
    }
    const Card& c = game_->state().deck[card];
    return QStringLiteral("%1 (%2)").arg(upper(c.letter), QString::fromStdString(c.landmark));
}

std::optional<QString> GameController::validateSetup(const GameSetup& setup) const {
    if (setup.seats.size() < GameSetup::kMinSeats || setup.seats.size() > GameSetup::kMaxSeats) {
        return tr("A game needs 2 to 4 players.");
    }
    return std::nullopt;
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
    options.turnTimerSeconds = setup.turnTimerSeconds;
    options.seed = setup.seed ? *setup.seed : QRandomGenerator::global()->generate64();
    if (setup.startSeat >= 0) {
        options.startPlayer = static_cast<PlayerId>(setup.startSeat);
    }
    if (auto problem = Game::validateNewGame(options, deck_)) {
        return tr("The game cannot start: %1").arg(QString::fromStdString(*problem));
    }
    try {
        game_.emplace(options, deck_, *lexicon_);
    } catch (const std::exception& error) {
        return tr("The game cannot start: %1").arg(QString::fromUtf8(error.what()));
    }
    setup_ = setup;
    cancelHint();
    hintedSeat_ = -1;
    actions_.emplace();
    log_.clear();
    scoresPerRound_.clear();
    beforePlacement_.reset();
    setUpPlayers();
    emit gameStarted();
    const QString line = tr("New game: %1.").arg([&] {
        QStringList names;
        for (const SeatSetup& seat : setup_.seats) {
            names << seat.name;
        }
        return names.join(QStringLiteral(", "));
    }());
    log_ << line;
    emit logLine(line);
    const QString first = tr("%1 starts.").arg(seatName(currentSeat()));
    log_ << first;
    emit logLine(first);
    emit changed();
    emit turnBegan(currentSeat());
    askCurrentPlayer();
    return std::nullopt;
}

std::optional<QString> GameController::resume(const GameState& state, const GameSetup& setup,
                                              std::optional<std::vector<Action>> actions) {
    if (int(setup.seats.size()) != int(state.players.size())) {
        return tr("The saved seats do not match the saved game.");
    }
    try {
        game_.emplace(state, *lexicon_);
    } catch (const std::exception& error) {
        return tr("The saved game is not consistent: %1").arg(QString::fromUtf8(error.what()));
    }
    setup_ = setup;
    cancelHint();
    hintedSeat_ = -1;
    actions_ = std::move(actions);
    log_.clear();
    scoresPerRound_.clear();
    if (actions_) {
        // The chart of scores per round: replay the history (fast: no dictionary search).
        try {
            Game replay(state.options, state.deck, *lexicon_);
            int round = replay.state().round;
            for (const Action& action : *actions_) {
                if (!replay.apply(action).ok()) {
                    break;
                }
                if (replay.state().round != round || replay.isOver()) {
                    round = replay.state().round;
                    QList<int> totals;
                    for (const PlayerScore& score : replay.scores().players) {
                        totals << score.total();
                    }
                    scoresPerRound_ << totals;
                }
            }
        } catch (const std::exception&) {
            scoresPerRound_.clear();
        }
    }
    beforePlacement_.reset();
    setUpPlayers();
    emit gameStarted();
    const QString line = tr("Game resumed in round %1.").arg(state.round);
    log_ << line;
    emit logLine(line);
    emit changed();
    if (game_->isOver()) {
        emit gameOver();
    } else {
        emit turnBegan(currentSeat());
        askCurrentPlayer();
    }
    return std::nullopt;
}

void GameController::setUpPlayers() {
    for (Player* player : players_) {
        player->cancel();
        player->deleteLater();
    }
    players_.clear();
    resetHelpAround();
    for (const SeatSetup& seat : setup_.seats) {
        Player* player = nullptr;
        if (seat.kind != SeatKind::Human && botFactory_) {
            player =
                botFactory_(seat.kind, int(players_.size()), game_->state().options.seed, this);
        }
        if (player == nullptr) {
            player = new HumanPlayer(this);
        }
        connect(player, &Player::actionChosen, this,
                [this, player](const Action& action) { onPlayerAction(player, action); });
        connect(player, &Player::nothingToDo, this, [this, player] { onNothingToDo(player); });
        const int index = int(players_.size());
        connect(player, &Player::thinkingChanged, this, [this, index](bool thinking, bool forHelp) {
            emit seatThinking(index, thinking, forHelp);
        });
        connect(player, &Player::progress, this,
                [this, index](double fraction) { emit seatProgress(index, fraction); });
        players_.append(player);
    }
}

Player* GameController::player(int seat) const {
    return seat >= 0 && seat < players_.size() ? players_[seat] : nullptr;
}

int GameController::currentSeat() const {
    return game_ ? game_->currentPlayer() : -1;
}

bool GameController::currentSeatIsHuman() const {
    const Player* p = player(currentSeat());
    return p == nullptr || p->isHuman();
}

QString GameController::seatName(int seat) const {
    return seat >= 0 && seat < setup_.seats.size() ? setup_.seats[seat].name : QString();
}

void GameController::cancelHelpers(int except) {
    for (int seat = 0; seat < players_.size(); ++seat) {
        if (seat != except && !players_[seat]->isHuman()) {
            players_[seat]->cancel();
        }
    }
}

void GameController::askHelpers(const Action& action) {
    if (!game_ || game_->isOver() || game_->state().phase != Phase::Word) {
        return;
    }
    if (std::holds_alternative<PlaceCard>(action)) {
        // A new card lies on the table: each other seat may offer help once (bots/driver.h).
        if (currentSeatIsHuman()) {
            // A person's word: the bots think side by side; their offers open the dialog.
            for (int seat = 0; seat < players_.size(); ++seat) {
                if (seat != currentSeat() && !players_[seat]->isHuman()) {
                    players_[seat]->considerHelp(*game_);
                }
            }
            return;
        }
        // A bot's word: the other bots one after another in seat order, each seeing the offers
        // before it (as the CLI's playOut does, so a seed replays the same game), and people
        // get a window; the bot's own decision waits for both.
        botHelperQueue_.clear();
        const int players = int(game_->state().players.size());
        for (int k = 1; k < players; ++k) {
            const int seat = (currentSeat() + k) % players;
            if (Player* p = player(seat); p != nullptr && !p->isHuman()) {
                botHelperQueue_ << seat;
            }
        }
        openHelpWindow();
        askNextBotHelper();
        return;
    }
    // A counter-offer awaits a bot helper: the bot decides.
    for (const HelpSummary& summary : game_->helpSummaries()) {
        if (Player* helper = player(summary.helper);
            summary.awaitingHelper && helper != nullptr && !helper->isHuman()) {
            helper->considerHelp(*game_);
        }
    }
}

void GameController::askNextBotHelper() {
    if (!game_ || game_->isOver() || game_->state().phase != Phase::Word) {
        botHelperQueue_.clear();
    }
    if (botHelperAsked_ >= 0) {
        return;
    }
    if (botHelperQueue_.isEmpty()) {
        releaseHeldAction();
        return;
    }
    botHelperAsked_ = botHelperQueue_.takeFirst();
    player(botHelperAsked_)->considerHelp(*game_);
}

void GameController::helperDone(int seat) {
    if (seat >= 0 && seat == botHelperAsked_) {
        botHelperAsked_ = -1;
        askNextBotHelper();
    }
}

void GameController::onNothingToDo(Player* source) {
    const int seat = int(players_.indexOf(source));
    if (!game_ || seat < 0) {
        return;
    }
    // A bot helper with nothing to say to a counter withdraws (as bots/driver.h does), so the
    // active player is not left waiting.
    for (const HelpSummary& summary : game_->helpSummaries()) {
        if (int(summary.helper) == seat && summary.awaitingHelper) {
            apply(HelpWithdraw{summary.helper});
            break;
        }
    }
    helperDone(seat);
}

void GameController::resetHelpAround() {
    const bool wasOpen = helpWindowOpen();
    botHelperQueue_.clear();
    botHelperAsked_ = -1;
    held_.reset();
    helpWindowTimer_->stop();
    helpWindowPaused_ = false;
    helpWindowLeftMs_ = 0;
    if (wasOpen) {
        emit helpWindowChanged();
    }
}

QList<int> GameController::humansWhoMayOffer() const {
    QList<int> seats;
    if (!game_ || game_->isOver() || game_->state().phase != Phase::Word ||
        game_->state().turn.placed.empty()) {
        return seats;
    }
    const TurnState& turn = game_->state().turn;
    for (int seat = 0; seat < players_.size(); ++seat) {
        const auto id = static_cast<PlayerId>(seat);
        if (seat != currentSeat() && players_[seat]->isHuman() &&
            std::find(turn.helpersOffered.begin(), turn.helpersOffered.end(), id) ==
                turn.helpersOffered.end()) {
            seats << seat;
        }
    }
    return seats;
}

void GameController::openHelpWindow() {
    if (helpWindowMs_ <= 0 || humansWhoMayOffer().isEmpty()) {
        return;
    }
    helpWindowPaused_ = false;
    helpWindowLeftMs_ = helpWindowMs_;
    helpWindowTimer_->start(helpWindowMs_);
    emit helpWindowChanged();
}

bool GameController::helpWindowOpen() const {
    return helpWindowPaused_ || helpWindowTimer_->isActive();
}

int GameController::helpWindowRemaining() const {
    if (helpWindowPaused_) {
        return helpWindowLeftMs_;
    }
    return helpWindowTimer_->isActive() ? std::max(0, helpWindowTimer_->remainingTime()) : 0;
}

void GameController::pauseHelpWindow() {
    if (!helpWindowTimer_->isActive()) {
        return;
    }
    helpWindowLeftMs_ = std::max(0, helpWindowTimer_->remainingTime());
    helpWindowTimer_->stop();
    helpWindowPaused_ = true;
    emit helpWindowChanged();
}

void GameController::resumeHelpWindow() {
    if (!helpWindowPaused_) {
        return;
    }
    helpWindowPaused_ = false;
    // Someone else may still want to help: give them at least a moment after the dialogs.
    if (!currentSeatIsHuman() && !humansWhoMayOffer().isEmpty() && helpWindowLeftMs_ > 0) {
        helpWindowTimer_->start(std::max(helpWindowLeftMs_, 1500));
    } else {
        helpWindowLeftMs_ = 0;
    }
    emit helpWindowChanged();
    releaseHeldAction();
}

void GameController::closeHelpWindow() {
    if (!helpWindowOpen()) {
        return;
    }
    helpWindowTimer_->stop();
    helpWindowPaused_ = false;
    helpWindowLeftMs_ = 0;
    emit helpWindowChanged();
    releaseHeldAction();
}

bool GameController::holdsActiveBot(const Action& action) const {
    if (!game_ || game_->isOver() || game_->state().phase != Phase::Word || currentSeatIsHuman() ||
        int(actorOf(action, game_->state())) != currentSeat()) {
        return false;
    }
    return botHelperAsked_ >= 0 || !botHelperQueue_.isEmpty() || helpWindowOpen();
}

void GameController::releaseHeldAction() {
    if (!held_ || holdsActiveBot(held_->action)) {
        return;
    }
    const HeldAction held = *held_;
    held_.reset();
    if (game_ && game_->state() == held.before) {
        applyBotAction(held.player, held.action);
    } else {
        askCurrentPlayer();  // the position changed meanwhile: decide again
    }
}

void GameController::askCurrentPlayer() {
    if (!game_ || game_->isOver()) {
        return;
    }
    held_.reset();  // any decision held back answers an older position
    // A counter-offer awaits a helper: the active player waits for that answer.
    if (const auto awaited = bots::awaitedSeat(*game_); awaited && int(*awaited) != currentSeat()) {
        return;
    }
    if (Player* p = player(currentSeat()); p != nullptr && !p->isHuman()) {
        p->startThinking(*game_);
    }
}

void GameController::onPlayerAction(Player* source, const Action& action) {
    if (!game_ || source != player(actorOf(action, game_->state()))) {
        return;  // a stale answer
    }
    // A bot helping around another player's word: other offers may land meanwhile, so the
    // position need not stay the same; the engine judges the action when it is applied.
    const bool helping =
        isHelpAction(action) && int(actorOf(action, game_->state())) != currentSeat();
    if (botDelayMs_ > 0) {
        // Let people see each step; the state cannot change meanwhile (the bot's turn).
        const GameState before = game_->state();
        QTimer::singleShot(botDelayMs_, this, [this, source, action, before, helping] {
            if (game_ && (helping || game_->state() == before)) {
                applyBotAction(source, action);
            } else if (helping) {
                helperDone(int(players_.indexOf(source)));
            }
        });
        return;
    }
    applyBotAction(source, action);
}

void GameController::applyBotAction(Player* source, const Action& action) {
    const int actor = int(actorOf(action, game_->state()));
    const bool helping = isHelpAction(action) && actor != currentSeat();
    if (helping) {
        apply(action);  // refused only when the word step moved on: nothing to report
        helperDone(actor);
        return;
    }
    if (holdsActiveBot(action)) {
        // The bot's word waits until the other seats have had their say about its card.
        held_ = HeldAction{source, action, game_->state()};
        return;
    }
    if (auto problem = apply(action)) {
        emit botError(*problem);
        playForTimeout();  // the bot's turn still has to end
    }
}

CardView GameController::cardView(CardId card) const {
    CardView view;
    const Card& c = game_->state().deck[card];
    view.letter = upper(c.letter);
    view.landmark = QString::fromStdString(c.landmark);
    view.black = c.colour == Colour::Black;
    return view;
}

TableView GameController::tableView() const {
    TableView table;
    if (!game_) {
        return table;
    }
    const GameState& state = game_->state();
    for (const TableCell& cell : state.table) {
        CellView view;
        view.cell = toPoint(cell.cell);
        view.card = cardView(cell.card);
        view.card.tape = cell.side == Side::Tape;
        view.card.frozen = cell.frozen.has_value();
        if (cell.marker) {
            view.card.markers.append(*cell.marker);
        }
        table.cells.append(view);
    }
    const Scores scores = game_->scores();
    for (int seat = 0; seat < int(state.players.size()); ++seat) {
        const PlayerState& p = state.players[seat];
        SeatView view;
        if (seat < setup_.seats.size()) {
            view.name = setup_.seats[seat].name;
            view.colorIndex = setup_.seats[seat].colorIndex;
            view.human = player(seat) == nullptr || player(seat)->isHuman();
        }
        view.shapeIndex = seat;
        view.markersInPool = p.pool;
        if (p.sheetCard) {
            view.sheet.append(cardView(*p.sheetCard));
        }
        if (p.jadroCard) {
            view.sheet.append(cardView(*p.jadroCard));
        }
        for (const CardId card : p.captured) {
            view.captured.append(cardView(card));
        }
        if (seat < int(scores.players.size())) {
            view.cardPoints = scores.players[seat].capturedCards;
            view.zonePoints = scores.players[seat].zonePoints;
        }
        table.seats.append(view);
    }
    table.activeSeat = state.phase == Phase::GameOver ? -1 : state.currentPlayer;
    table.round = state.round;
    table.roundCount = kRounds;
    table.stackSize = int(state.stack.size());
    table.gameOver = state.phase == Phase::GameOver;
    return table;
}

QList<QPoint> GameController::legalCells() const {
    QList<QPoint> cells;
    if (!game_ || game_->state().phase != Phase::Place) {
        return cells;
    }
    for (const Cell cell : game_->legalPlacements()) {
        cells.append(toPoint(cell));
    }
    return cells;
}

std::optional<CardId> GameController::cardToPlace() const {
    if (!game_ || game_->state().phase != Phase::Place) {
        return std::nullopt;
    }
    const PlayerState& p = game_->state().players[game_->currentPlayer()];
    if (p.sheetCard) {
        return p.sheetCard;
    }
    return p.jadroCard;
}

QStringList GameController::playedWords() const {
    QStringList words;
    if (game_) {
        for (const Word& word : game_->state().usedWords) {
            words << wordText(word);
        }
    }
    return words;
}

std::optional<QString> GameController::placeAt(QPoint cell) {
    const std::optional<CardId> card = cardToPlace();
    if (!card) {
        return tr("There is no card to place now.");
    }
    if (game_->state().turn.placed.empty()) {
        beforePlacement_ = *game_;
        actionsBeforePlacement_ = actions_ ? actions_->size() : 0;
    }
    return apply(PlaceCard{*card, toCell(cell)});
}

bool GameController::canTakeBack() const {
    return game_ && beforePlacement_ && !game_->state().turn.placed.empty() &&
           game_->state().phase == Phase::Word && game_->state().turn.helpOffers.empty() &&
           game_->state().turn.redrawsUsed == beforePlacement_->state().turn.redrawsUsed;
}

void GameController::takeBack() {
    if (!canTakeBack()) {
        return;
    }
    // Nothing hidden was revealed by placing a card (BGA's undo rule), so going back is fair.
    cancelHelpers(currentSeat());
    resetHelpAround();
    game_ = *beforePlacement_;
    beforePlacement_.reset();
    if (actions_ && actions_->size() >= actionsBeforePlacement_) {
        actions_->resize(actionsBeforePlacement_);
    }
    const QString line = tr("%1 takes the card back.").arg(seatName(currentSeat()));
    log_ << line;
    emit logLine(line);
    emit changed();
}

bool GameController::canRedraw() const {
    if (!game_ || game_->state().phase != Phase::Word) {
        return false;
    }
    const GameState& state = game_->state();
    return !state.turn.placed.empty() && !state.stack.empty() &&
           state.turn.redrawsUsed < state.options.redrawLimit;
}

void GameController::playForTimeout() {
    // The engine has no clock (rules D14): place on the first legal cell, then redraw while
    // possible, else pass — until the turn has passed to the next player.
    if (!game_) {
        return;
    }
    const int seat = currentSeat();
    for (int guard = 0; guard < 64 && !game_->isOver() && currentSeat() == seat; ++guard) {
        const Phase phase = game_->state().phase;
        std::optional<QString> problem;
        if (phase == Phase::Place) {
            const std::vector<Cell> cells = game_->legalPlacements();
            const std::optional<CardId> card = cardToPlace();
            if (cells.empty() || !card) {
                break;
            }
            problem = apply(PlaceCard{*card, cells.front()});
        } else if (phase == Phase::Word) {
            problem = canRedraw() ? apply(Redraw{}) : apply(Pass{});
        } else if (phase == Phase::ZeppelinChoice) {
            problem = apply(ZeppelinKeep{game_->state().turn.zeppelinDrawn.front()});
        } else {
            problem = apply(EndTurn{});
        }
        if (problem) {
            break;
        }
    }
}

std::optional<QString> GameController::noWord() {
    if (canRedraw()) {
        return apply(Redraw{});
    }
    return apply(Pass{});
}

std::optional<QString> GameController::apply(const Action& action) {
    if (!game_) {
        return tr("No game is running.");
    }
    // The UI thread's whole share of an action: the engine, the log, and every slot connected
    // to the signals below (the window's redraw) — reported by maxApplyMilliseconds().
    QElapsedTimer timer;
    timer.start();
    const auto measure = qScopeGuard([&] { maxApplyMs_ = std::max(maxApplyMs_, timer.elapsed()); });
    const int roundBefore = game_->state().round;
    const int seatBefore = game_->currentPlayer();
    const bool placing = std::holds_alternative<PlaceCard>(action);
    // Offers still open when the turn moves on lapse silently in the engine: the log says so.
    std::vector<PlayerId> openOffers;
    if (!isHelpAction(action)) {
        for (const HelpNegotiation& offer : game_->state().turn.helpOffers) {
            openOffers.push_back(offer.helper);
        }
    }
    Result result = game_->apply(action);
    if (!result.ok()) {
        return errorMessage(*result.error);
    }
    cancelHint();  // a running hint answers a position that is gone
    if (!isHelpAction(action)) {
        cancelHelpers(seatBefore);  // offers for a card that is no longer waiting for a word
        resetHelpAround();
    }
    if (actions_) {
        actions_->push_back(action);
    }
    if (!placing) {
        beforePlacement_.reset();  // the turn moved on: no taking back past this point
    }
    bool turnBeganEvent = false;
    bool ended = false;
    markersReturned_.clear();
    for (const Event& event : result.events) {
        if (std::holds_alternative<TurnEnded>(event) || std::holds_alternative<GameEnded>(event)) {
            flushMarkerLines();
        }
        describe(event);
        if (std::holds_alternative<WordPlayed>(event) || std::holds_alternative<Redrew>(event) ||
            std::holds_alternative<Passed>(event)) {
            reportLapsedOffers(openOffers);  // right after the move that closed them
        }
        turnBeganEvent = turnBeganEvent || std::holds_alternative<TurnBegan>(event);
        ended = ended || std::holds_alternative<GameEnded>(event);
    }
    flushMarkerLines();
    reportLapsedOffers(openOffers);
    if (game_->state().round != roundBefore || ended) {
        QList<int> totals;
        for (const PlayerScore& score : game_->scores().players) {
            totals << score.total();
        }
        scoresPerRound_ << totals;
    }
    emit changed();
    if (ended || game_->isOver()) {
        emit gameOver();
        return std::nullopt;
    }
    if (turnBeganEvent) {
        emit turnBegan(currentSeat());
    }
    askHelpers(action);
    askCurrentPlayer();
    return std::nullopt;
}

void GameController::reportLapsedOffers(std::vector<PlayerId>& helpers) {
    for (const PlayerId helper : helpers) {
        const QString line = tr("%1's offer is not taken.").arg(seatName(helper));
        log_ << line;
        emit logLine(line);
    }
    helpers.clear();
}

void GameController::flushMarkerLines() {
    for (auto it = markersReturned_.cbegin(); it != markersReturned_.cend(); ++it) {
        const QString line =
            tr("%n marker(s) go back to %1.", nullptr, it.value()).arg(seatName(it.key()));
        log_ << line;
        emit logLine(line);
    }
    markersReturned_.clear();
}

void GameController::describe(const Event& event) {
    const GameState& state = game_->state();
    QString line = std::visit(
        Overloaded{
            [&](const CardPlaced& e) {
                return tr("%1 places %2.").arg(seatName(e.player), cardName(e.card));
            },
            [&](const CardUnderStack&) { return QString(); },
            [&](const CardDrawn& e) {
                return tr("%1 draws %2.").arg(seatName(e.player), cardName(e.card));
            },
            [&](const WordPlayed& e) {
                const bool hinted = int(e.player) == hintedSeat_;
                if (e.helper) {
                    return (hinted ? tr("%1 plays %2 with the help of %3 (with a hint).")
                                   : tr("%1 plays %2 with the help of %3."))
                        .arg(seatName(e.player), wordText(e.word), seatName(*e.helper));
                }
                return (hinted ? tr("%1 plays %2 (with a hint).") : tr("%1 plays %2."))
                    .arg(seatName(e.player), wordText(e.word));
            },
            [&](const MarkerPlaced&) { return QString(); },
            [&](const MarkerReturned& e) {
                // Summed up after the action: one line per owner instead of one per card.
                ++markersReturned_[e.owner];
                return QString();
            },
            [&](const CardCaptured& e) {
                return tr("%1 captures %2!").arg(seatName(e.player), cardName(e.card));
            },
            [&](const TapePlaced& e) {
                return tr("Police tape with %1's marker takes its place.").arg(seatName(e.player));
            },
            [&](const CellLeftEmpty&) { return tr("The stack is empty: the cell stays empty."); },
            [&](const Redrew& e) {
                return tr("%1 finds no word: the card goes under the stack, a new one is drawn "
                          "(redraw %2 of %3).")
                    .arg(seatName(e.player))
                    .arg(e.redrawsUsed)
                    .arg(state.options.redrawLimit);
            },
            [&](const Passed& e) {
                return tr("%1 makes no word this turn.").arg(seatName(e.player));
            },
            [&](const HelpOffered& e) { return tr("%1 offers help.").arg(seatName(e.helper)); },
            [&](const HelpCountered& e) {
                return tr("%1 proposes another price.").arg(seatName(e.by));
            },
            [&](const HelpAccepted& e) {
                return tr("Deal: %1's help is accepted.").arg(seatName(e.helper));
            },
            [&](const HelpVoided& e) {
                return tr("The table refuses %1's word %2: no deal.")
                    .arg(seatName(e.helper), wordText(e.word));
            },
            [&](const HelpRefused& e) {
                return e.by == e.helper
                           ? tr("%1 withdraws the offer.").arg(seatName(e.helper))
                           : tr("%1 refuses %2's offer.").arg(seatName(e.by), seatName(e.helper));
            },
            [&](const BlackActionUsed& e) {
                return tr("%1 uses %2.").arg(seatName(e.player), actionName(e.action));
            },
            [&](const TapeMoved&) { return tr("A police tape card is moved."); },
            [&](const JadroCardGiven& e) {
                return tr("%1 gives %2 to %3.")
                    .arg(seatName(e.from), cardName(e.card), seatName(e.to));
            },
            [&](const CardFrozen& e) {
                return tr("%1 freezes %2.").arg(seatName(e.by), cardName(e.card));
            },
            [&](const CardThawed& e) { return tr("%1 thaws.").arg(cardName(e.card)); },
            [&](const ZeppelinDrew& e) {
                return tr("%1 draws %n card(s) to choose from.", nullptr, int(e.cards.size()))
                    .arg(seatName(e.player));
            },
            [&](const TurnEnded&) { return QString(); },
            [&](const RoundAdvanced& e) { return tr("— Round %1 —").arg(e.round); },
            [&](const TurnBegan& e) {
                hintedSeat_ = -1;  // a new turn: no hint seen yet
                return tr("%1's turn.").arg(seatName(e.player));
            },
            [&](const GameEnded&) { return tr("The game is over."); },
        },
        event);
    if (!line.isEmpty()) {
        log_ << line;
        emit logLine(line);
    }
}

WordFeedback GameController::checkWord(const QString& text,
                                       const std::vector<CardId>& chosen) const {
    WordFeedback feedback;
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty() || !game_) {
        return feedback;
    }
    // Letters at the edge: NFC, Polish lowercase, then one of the 32 letters per character.
    const QString lower =
        QLocale(QLocale::Polish).toLower(trimmed.normalized(QString::NormalizationForm_C));
    Word word;
    for (const QChar ch : lower) {
        const std::optional<Letter> letter = ps::letterFromLowercase(ch.unicode());
        if (!letter) {
            feedback.message = ch.isSpace() ? tr("Type one word, without spaces.")
                                            : tr("“%1” is not a Polish letter.").arg(ch);
            return feedback;
        }
        word.push_back(*letter);
    }
    if (word.size() > 40) {
        feedback.message = tr("That word is too long.");
        return feedback;
    }
    feedback.parsed = true;
    feedback.word = word;
    const PlayWord play{feedback.word, chosen, false};
    const WordVerdict verdict = game_->checkWord(play);
    feedback.cards = verdict.cards;
    const GameState& state = game_->state();
    for (const CardId card : verdict.cards) {
        if (const TableCell* cell = findCard(state, card)) {
            feedback.litCells.append(toPoint(cell->cell));
        }
    }
    if (verdict.ok()) {
        feedback.playable = true;
        feedback.message = previewText(game_->previewWord(play));
    } else if (verdict.problem == ErrorCode::SuspectedRelation) {
        feedback.playable = true;
        feedback.needsTableDecision = true;
        feedback.message = verdictMessage(verdict, feedback.word);
    } else {
        feedback.message = verdictMessage(verdict, feedback.word);
    }
    return feedback;
}

std::optional<std::vector<CardId>> GameController::alternativeCard(const WordFeedback& feedback,
                                                                   int index) const {
    if (!game_ || index < 0 || index >= int(feedback.cards.size()) ||
        index >= int(feedback.word.size())) {
        return std::nullopt;
    }
    const GameState& state = game_->state();
    const Letter letter = feedback.word[index];
    // Candidates: face-up table cards and the player's captured cards with that letter, in a
    // stable order; the next one after the current choice that the engine accepts.
    std::vector<CardId> candidates;
    for (const TableCell& cell : state.table) {
        if (cell.side == Side::Face && state.deck[cell.card].letter == letter) {
            candidates.push_back(cell.card);
        }
    }
    for (const CardId card : state.players[state.currentPlayer].captured) {
        if (state.deck[card].letter == letter) {
            candidates.push_back(card);
        }
    }
    const auto current = std::find(candidates.begin(), candidates.end(), feedback.cards[index]);
    const std::size_t start =
        current == candidates.end() ? 0 : std::size_t(current - candidates.begin());
    for (std::size_t step = 1; step < candidates.size(); ++step) {
        const CardId candidate = candidates[(start + step) % candidates.size()];
        std::vector<CardId> choice = feedback.cards;
        const auto clash = std::find(choice.begin(), choice.end(), candidate);
        if (clash != choice.end()) {
            *clash = choice[index];  // swap two positions with the same letter
        }
        choice[index] = candidate;
        const WordVerdict verdict = game_->checkWord(PlayWord{feedback.word, choice, false});
        if (verdict.ok() || verdict.problem == ErrorCode::SuspectedRelation ||
            verdict.problem == ErrorCode::NotEnoughMarkers) {
            return choice;
        }
    }
    return std::nullopt;
}

QString GameController::previewText(const WordPreview& preview) const {
    QStringList parts;
    if (preview.captures > 0) {
        parts << tr("you capture %n card(s)", nullptr, preview.captures);
    }
    if (preview.helperCaptures > 0) {
        parts << tr("the helper captures %n card(s)", nullptr, preview.helperCaptures);
    }
    if (preview.rivalMarkersRemoved > 0) {
        parts << tr("%n rival marker(s) go back", nullptr, preview.rivalMarkersRemoved);
    }
    parts << tr("%n marker(s) used", nullptr, preview.markersUsed);
    for (const BlackAction action : preview.actionsGranted) {
        parts << tr("action: %1").arg(actionName(action));
    }
    return tr("OK — Confirm: %1.").arg(parts.join(QStringLiteral(", ")));
}

QString GameController::verdictMessage(const WordVerdict& verdict, const Word& word) const {
    const QString w = wordText(word);
    const QString letter = verdict.letterIndex >= 0 && verdict.letterIndex < int(word.size())
                               ? upper(word[verdict.letterIndex])
                               : QString();
    const QString related = verdict.relatedTo ? wordText(*verdict.relatedTo) : QString();
    switch (verdict.problem) {
        case ErrorCode::Ok:
            return {};
        case ErrorCode::WordTooShort:
            return tr("Too short: a word needs at least %n letter(s).", nullptr,
                      game_ ? game_->state().options.minWordLength : 2);
        case ErrorCode::LetterMissing:
            return tr("Letter %1 is missing: no free card with it on the table or among your "
                      "captured cards.")
                .arg(letter);
        case ErrorCode::PlacedCardNotUsed:
            return tr("The word must use the card you placed.");
        case ErrorCode::NoTableCard:
            return tr("The word must use at least one letter card on the table.");
        case ErrorCode::CardFrozen:
            return tr("The card %1 is frozen (ŻEL ZAPOMNIENIA) and cannot be used.").arg(letter);
        case ErrorCode::NotEnoughMarkers:
            return tr(
                "Not enough markers: the word uses more table cards than you have "
                "markers.");
        case ErrorCode::NotInDictionary:
            return tr("%1 is not in the dictionary.").arg(w);
        case ErrorCode::AlreadyPlayed:
            return tr("%1 has already been played.").arg(w);
        case ErrorCode::SameFamily:
            return tr("%1 is a form of %2, which has already been played.").arg(w, related);
        case ErrorCode::SuspectedRelation:
            return tr("%1 may be related to %2 — on Confirm the table decides.").arg(w, related);
        case ErrorCode::CardUsedTwice:
            return tr("A card can be used only once in a word.");
        case ErrorCode::CardNotAvailable:
        case ErrorCode::CardLetterMismatch:
        case ErrorCode::CardCountMismatch:
            return tr("The chosen card for %1 cannot be used.").arg(letter.isEmpty() ? w : letter);
        default:
            return errorMessage(Error{verdict.problem, {}});
    }
}

QString GameController::errorMessage(const Error& error) const {
    switch (error.code) {
        case ErrorCode::GameOver:
            return tr("The game is over.");
        case ErrorCode::WrongPhase:
            return tr("That is not possible at this point of the turn.");
        case ErrorCode::NotYourTurn:
            return tr("It is not this player's turn to answer.");
        case ErrorCode::CellOccupied:
            return tr("That cell is taken.");
        case ErrorCode::CellNotTouching:
            return tr("The card must touch another card by a full side.");
        case ErrorCode::RedrawLimitReached:
            return tr("No redraws left this turn.");
        case ErrorCode::StackEmpty:
            return tr("The stack is empty.");
        case ErrorCode::NoCardPlaced:
            return tr("Place your card first.");
        case ErrorCode::PassNotAllowed:
            return tr("You cannot give up the word yet: redraw first.");
        case ErrorCode::InvalidPrice:
            return tr("The price must be table cards of the word.");
        case ErrorCode::OfferLimitReached:
            return tr("This player has already offered help for this card.");
        case ErrorCode::CounterLimitReached:
            return tr("Three counter-offers were made: now accept or refuse.");
        case ErrorCode::NoSuchOffer:
            return tr("That offer no longer exists.");
        case ErrorCode::NotAwaited:
            return tr("The other side must answer this offer first.");
        case ErrorCode::ActionNotAvailable:
            return tr("That action is not available.");
        case ErrorCode::InvalidTarget:
            return tr("That target cannot be chosen for this action.");
        case ErrorCode::VariantOff:
            return tr("Black-card actions are off in this game.");
        default: {
            const WordVerdict verdict{error.code, {}, -1, std::nullopt};
            const QString message =
                error.code >= ErrorCode::WordTooShort && error.code <= ErrorCode::SuspectedRelation
                    ? verdictMessage(verdict, {})
                    : QString();
            return message.isEmpty()
                       ? tr("Not allowed: %1").arg(QString::fromStdString(error.message))
                       : message;
        }
    }
}

QString GameController::actionName(BlackAction action) const {
    switch (action) {
        case BlackAction::Jadro:
            return tr("JĄDRO MOCY");
        case BlackAction::Zeppelin:
            return tr("ĆWICZEBNY ZEPPELIN");
        case BlackAction::Blaster:
            return tr("PĘKATY BLASTER");
        case BlackAction::Shadow:
            return tr("CIEŃ ZAGŁADY");
        case BlackAction::Resistance:
            return tr("OPÓR MATERII");
        case BlackAction::Borrow:
            return tr("ŚWIST ENERGII");
        case BlackAction::DoubleUse:
            return tr("ŹRENICE PRZENIKLIWOŚCI");
        case BlackAction::Gel:
            return tr("ŻEL ZAPOMNIENIA");
        case BlackAction::None:
            break;
    }
    return {};
}

}  // namespace ps::ui
