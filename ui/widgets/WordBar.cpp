#include "widgets/WordBar.h"

#include <QApplication>
#include <QEvent>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

#include "game/Player.h"
#include "game/TurnClock.h"
#include "style/Theme.h"

namespace ps::ui {

using namespace ps::engine;

namespace {

// Long words are common (ZETRWANIANIAMI, NAJNIEPRAWDOPODOBNIEJSZYMI): the word line is never
// narrower than about 20 capitals of its own font, whatever the scale and the font.
constexpr int kWordLettersAlwaysShown = 20;

int minimumWordWidth(const QLineEdit* edit) {
    const QFontMetrics metrics(edit->font());
    // An average capital: the alphabet's capitals, Polish ones included, over their count.
    const QString capitals = QStringLiteral("AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ");
    const int perLetter =
        (metrics.horizontalAdvance(capitals) + int(capitals.size()) - 1) / int(capitals.size());
    // The frame and the line's own text margins on top of the letters.
    return kWordLettersAlwaysShown * perLetter + 4 * metrics.averageCharWidth() + 8;
}

}  // namespace

WordBar::WordBar(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("wordBar"));
    setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    // The entry row and, on a bot's word step, the help bar share one place, so the table
    // does not jump when the bar comes and goes.
    wordStack_ = new QStackedWidget(this);
    wordStack_->setObjectName(QStringLiteral("wordStack"));
    wordStack_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    buildEntryRow();
    buildBotHelpBar();
    wordStack_->setCurrentIndex(0);
    layout->addWidget(wordStack_);

    actionBarWidget_ = new QWidget(this);
    actionBarWidget_->setObjectName(QStringLiteral("actionBar"));
    actionBar_ = new QHBoxLayout(actionBarWidget_);
    actionBar_->setContentsMargins(0, 0, 0, 0);
    actionLabel_ = new QLabel(actionBarWidget_);
    // The bar appears in the middle of a word step (ŹRENICE and ŚWIST act while the word is
    // made): its caption gives way first, so the buttons never ask a narrow window to grow
    // (which would re-fit the table under the person's fingers).
    actionLabel_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    actionLabel_->setMinimumWidth(1);
    actionBar_->addWidget(actionLabel_);
    actionBar_->addStretch();
    actionBarWidget_->hide();
    layout->addWidget(actionBarWidget_);

    auto* statusRow = new QHBoxLayout;
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("statusLine"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    status_->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    timer_ = new QLabel(this);
    timer_->setObjectName(QStringLiteral("timerLabel"));
    QFont timerFont = timer_->font();
    timerFont.setBold(true);
    timer_->setFont(timerFont);
    timer_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // The status keeps one height (two lines) and the clock one width ("(paused)" included),
    // whatever they say: a line that wraps or a longer clock must not resize the table above.
    status_->setFixedHeight(2 * status_->fontMetrics().lineSpacing() + 4);
    // Nor any width: a wrapped label asks for its longest word, and a long typed word in it
    // (NIEZAGOSPODAROWYWANYCH) would widen the whole window. It takes the width it is given.
    status_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    status_->setMinimumWidth(1);
    statusRow->addWidget(status_, 1);
    statusRow->addWidget(timer_);
    layout->addLayout(statusRow);

    turnTimer_ = new QTimer(this);
    turnTimer_->setInterval(250);  // shows the controller's clock
    connect(turnTimer_, &QTimer::timeout, this, &WordBar::tickCountdown);
    retranslate();
}

void WordBar::buildEntryRow() {
    // Two rows, so the word line never shares its width with five buttons: the word and
    // Confirm, then the turn's other choices.
    auto* entryPage = new QWidget(wordStack_);
    auto* entryRows = new QVBoxLayout(entryPage);
    entryRows->setContentsMargins(0, 0, 0, 0);
    entryRows->setSpacing(4);
    auto* entryRow = new QHBoxLayout;
    auto* choicesRow = new QHBoxLayout;
    entryRows->addLayout(entryRow);
    entryRows->addLayout(choicesRow);
    wordLabel_ = new QLabel(entryPage);
    wordEdit_ = new QLineEdit(entryPage);
    wordEdit_->setObjectName(QStringLiteral("wordEdit"));
    wordEdit_->setMaxLength(40);
    QFont wordFont = wordEdit_->font();
    wordFont.setPointSizeF(wordFont.pointSizeF() * 1.5);
    wordFont.setBold(true);
    wordEdit_->setFont(wordFont);
    wordEdit_->setMinimumWidth(minimumWordWidth(wordEdit_));
    wordLabel_->setBuddy(wordEdit_);
    undoPlace_ = new QPushButton(entryPage);
    undoPlace_->setObjectName(QStringLiteral("undoPlaceButton"));
    confirm_ = new QPushButton(entryPage);
    confirm_->setObjectName(QStringLiteral("confirmButton"));
    confirm_->setDefault(true);
    noWord_ = new QPushButton(entryPage);
    noWord_->setObjectName(QStringLiteral("noWordButton"));
    help_ = new QPushButton(entryPage);
    help_->setObjectName(QStringLiteral("helpButton"));
    hint_ = new QPushButton(entryPage);
    hint_->setObjectName(QStringLiteral("hintButton"));
    hint_->hide();  // only in games set up with hints
    waitingOffer_ = new QPushButton(entryPage);
    waitingOffer_->setObjectName(QStringLiteral("waitingOfferButton"));
    waitingOffer_->setStyleSheet(QStringLiteral(
        "QPushButton#waitingOfferButton { background: #fff4d6; border: 1px solid #e0b84a; "
        "border-radius: 6px; padding: 2px 10px; }"));
    QFont offerFont = waitingOffer_->font();
    offerFont.setBold(true);
    waitingOffer_->setFont(offerFont);
    waitingOffer_->setMinimumHeight(30);
    // It takes the room the row has left (its stretch outweighs the row's spacer) and asks for
    // none: appearing mid-turn, a wider row would widen the window and re-fit the table. Its
    // text is the longest wording that fits that room (the whole one is in the tooltip).
    waitingOffer_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    waitingOffer_->setMinimumWidth(1);
    waitingOffer_->installEventFilter(this);
    waitingOffer_->hide();
    entryRow->addWidget(wordLabel_);
    entryRow->addWidget(wordEdit_, 1);
    entryRow->addWidget(confirm_);
    for (QPushButton* button : {undoPlace_, noWord_, help_, hint_}) {
        choicesRow->addWidget(button);
    }
    choicesRow->addStretch();
    choicesRow->addWidget(waitingOffer_, 1);
    for (QPushButton* button : {undoPlace_, confirm_, noWord_, help_, hint_}) {
        button->setMinimumHeight(30);
        button->setEnabled(false);
    }
    confirm_->setMinimumHeight(wordEdit_->sizeHint().height());
    wordStack_->addWidget(entryPage);

    connect(wordEdit_, &QLineEdit::textEdited, this, [this] {
        lastTyped_.start();
        onWordEdited();
    });
    wordEdit_->installEventFilter(this);
    connect(waitingOffer_, &QPushButton::clicked, this, &WordBar::waitingOfferClicked);
    connect(wordEdit_, &QLineEdit::returnPressed, this, &WordBar::confirmWord);
    connect(confirm_, &QPushButton::clicked, this, &WordBar::confirmWord);
    connect(noWord_, &QPushButton::clicked, this, [this] {
        if (controller_ != nullptr && controller_->hasGame()) {
            if (auto problem = controller_->noWord()) {
                tell(*problem, true);
            }
        }
    });
    connect(help_, &QPushButton::clicked, this, &WordBar::helpOfferClicked);
    connect(hint_, &QPushButton::clicked, this, &WordBar::askHint);
    connect(undoPlace_, &QPushButton::clicked, this, [this] {
        if (controller_ != nullptr) {
            controller_->takeBack();
        }
    });
}

bool WordBar::humanWordStep() const {
    return controller_ != nullptr && controller_->hasGame() && !controller_->isOver() &&
           controller_->currentSeatIsHuman() && controller_->position().phase == Phase::Word;
}

void WordBar::refresh() {
    if (controller_ == nullptr || !controller_->hasGame()) {
        return;
    }
    const GameState& state = controller_->position();
    const bool human = controller_->currentSeatIsHuman() && !controller_->isOver();
    const bool wordStep = humanWordStep();
    if (!wordStep && wordEdit_->isEnabled() && isAncestorOf(QApplication::focusWidget())) {
        emit keyboardMustLeave();
    }
    wordEdit_->setEnabled(wordStep);
    if (!wordStep && !wordEdit_->text().isEmpty()) {
        wordEdit_->clear();
        wordChoice_.clear();
    }
    noWord_->setEnabled(wordStep);
    noWord_->setText(controller_->canRedraw() || !wordStep ? tr("No wor&d") : tr("&Pass"));
    // Only people type a helper's word; bot seats offer by themselves.
    bool otherHuman = false;
    for (int seat = 0; seat < int(state.players.size()); ++seat) {
        const Player* p = controller_->player(seat);
        otherHuman = otherHuman || (seat != controller_->currentSeat() && (!p || p->isHuman()));
    }
    help_->setEnabled(wordStep && otherHuman && !state.turn.placed.empty());
    hint_->setVisible(controller_->hintsEnabled());
    hint_->setEnabled(human && controller_->canAskHint());
    undoPlace_->setEnabled(human && controller_->canTakeBack());
    updateFeedback();
    rebuildActionBar();
    updateBotHelpBar();
}

void WordBar::startTurn() {
    wordEdit_->clear();
    wordChoice_.clear();
    // The controller runs the turn's clock (it waits under modal dialogs); this shows it.
    if (controller_->turnClock()->isRunning()) {
        turnTimer_->start();
    } else {
        turnTimer_->stop();
    }
    tickCountdown();
    showPrompt();
}

void WordBar::stopCountdown() {
    turnTimer_->stop();
    timer_->clear();
}

void WordBar::setNegotiating(bool negotiating) {
    negotiating_ = negotiating;
    updateBotHelpBar();
}

void WordBar::tickCountdown() {
    const TurnClock* clock = controller_ != nullptr ? controller_->turnClock() : nullptr;
    if (clock == nullptr || !clock->isRunning()) {
        turnTimer_->stop();
        timer_->clear();
        timer_->setMinimumWidth(0);
        return;
    }
    // As wide as the clock's longest line, so pausing does not move the status beside it.
    timer_->setMinimumWidth(timer_->fontMetrics().horizontalAdvance(
                                tr("Time left: %1 (paused)").arg(QStringLiteral("00:00"))) +
                            4);
    const int seconds = clock->secondsLeft();
    const QString left =
        QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
    timer_->setText(clock->isPaused() ? tr("Time left: %1 (paused)").arg(left)
                                      : tr("Time left: %1").arg(left));
    timer_->setStyleSheet(seconds <= 10 ? theme::urgentTextStyle() : QString());
}

void WordBar::setStatus(const QString& text, bool problem) {
    status_->setText(text);
    status_->setToolTip(text);  // whole, should a long word not fit the line
    statusProblem_ = problem;
    status_->setStyleSheet(theme::statusStyle(problem));
    status_->setAccessibleDescription(text);
}

void WordBar::tell(const QString& text, bool problem) {
    setStatus(text, problem);
    emit told(text);
}

void WordBar::showPrompt() {
    if (controller_ == nullptr || !controller_->hasGame()) {
        return;
    }
    const GameState& state = controller_->position();
    const QString name = controller_->seatName(controller_->currentSeat());
    if (controller_->isOver()) {
        setStatus(tr("The game is over."));
        return;
    }
    if (!controller_->currentSeatIsHuman()) {
        bool offerAwaitsBot = false;
        bool counterAwaitsHelper = false;
        if (state.phase == Phase::Word) {
            for (const HelpSummary& summary : controller_->helpSummaries()) {
                offerAwaitsBot = offerAwaitsBot || !summary.awaitingHelper;
                counterAwaitsHelper = counterAwaitsHelper || summary.awaitingHelper;
            }
        }
        if (counterAwaitsHelper) {
            setStatus(tr("%1 proposed another price: the helper answers.").arg(name));
        } else if (offerAwaitsBot) {
            setStatus(tr("%1 weighs the help offer…").arg(name));
        } else if (controller_->helpWindowOpen() &&
                   !controller_->player(controller_->currentSeat())->isThinking()) {
            setStatus(tr("%1 has chosen a word and waits for help offers.").arg(name));
        } else if (controller_->seatIsRemote(controller_->currentSeat()) &&
                   controller_->setup().seats.value(controller_->currentSeat()).kind ==
                       SeatKind::Human) {
            setStatus(tr("%1 plays on another computer…").arg(name));
        } else {
            setStatus(tr("%1 is thinking…").arg(name));
        }
        return;
    }
    switch (state.phase) {
        case Phase::Place:
            setStatus(tr("%1: place your card %2 — click a lit cell (or use the arrow keys and "
                         "Enter).")
                          .arg(name, controller_->cardName(*controller_->cardToPlace())));
            break;
        case Phase::Word:
            if (feedback_.message.isEmpty()) {
                setStatus(state.turn.placed.empty()
                              ? tr("%1: type a word made of the letters on the table.").arg(name)
                              : tr("%1: type a word that uses the card you placed.").arg(name));
            } else {
                setStatus(feedback_.message, !feedback_.playable);
            }
            break;
        case Phase::Actions:
            setStatus(tr("%1: use your black-card actions, or finish.").arg(name));
            break;
        case Phase::EndOfTurn:
            setStatus(tr("%1: use an end-of-turn action, or end the turn.").arg(name));
            break;
        case Phase::ZeppelinChoice:
            setStatus(tr("%1: choose the card to keep.").arg(name));
            break;
        case Phase::GameOver:
            break;
    }
}

void WordBar::setWordText(const QString& text) {
    wordEdit_->setText(text);
    onWordEdited();
}

void WordBar::hideWord() {
    hiddenWord_ = wordEdit_->text();
    wordEdit_->clear();
    emit litCellsChanged({});
}

void WordBar::showWord() {
    wordEdit_->setText(hiddenWord_);
}

void WordBar::onWordEdited() {
    // Cards show capitals: so does the word line (the placeholder stays in normal case).
    const QString upper = QLocale(QLocale::Polish).toUpper(wordEdit_->text());
    if (upper != wordEdit_->text()) {
        const int cursor = wordEdit_->cursorPosition();
        wordEdit_->setText(upper);
        wordEdit_->setCursorPosition(cursor);
    }
    wordChoice_.clear();  // a new word: back to the engine's default card choice
    updateFeedback();
}

void WordBar::updateFeedback() {
    if (controller_ == nullptr || !controller_->hasGame()) {
        return;
    }
    const bool wordStep =
        controller_->position().phase == Phase::Word && controller_->currentSeatIsHuman();
    feedback_ = wordStep ? controller_->checkWord(wordEdit_->text(), wordChoice_) : WordFeedback{};
    emit litCellsChanged(feedback_.litCells);
    confirm_->setEnabled(wordStep && feedback_.playable);
    showPrompt();
}

bool WordBar::chooseOtherCardAt(QPoint cell) {
    const GameState& state = controller_->position();
    const int index = int(feedback_.litCells.indexOf(cell));
    const TableCell* tableCell = findCell(state, GameController::toCell(cell));
    if (state.phase != Phase::Word || index < 0 || tableCell == nullptr) {
        return false;
    }
    // litCells skips captured cards: map back to the position in the word.
    int position = -1;
    for (int i = 0, lit = 0; i < int(feedback_.cards.size()); ++i) {
        if (findCard(state, feedback_.cards[i]) != nullptr) {
            if (lit == index) {
                position = i;
                break;
            }
            ++lit;
        }
    }
    if (auto choice = controller_->alternativeCard(feedback_, position)) {
        wordChoice_ = *choice;
        updateFeedback();
    } else {
        tell(tr("No other card with the letter %1 can be used.")
                 .arg(tableCell->card < state.deck.size() ? QString::fromStdString(ps::toUtf8Upper(
                                                                state.deck[tableCell->card].letter))
                                                          : QString()),
             true);
    }
    return true;
}

void WordBar::confirmWord() {
    if (controller_ == nullptr || !controller_->hasGame() || !confirm_->isEnabled()) {
        if (!feedback_.message.isEmpty()) {
            tell(feedback_.message, true);
        }
        return;
    }
    const PlayWord play{feedback_.word, feedback_.cards, false};
    const bool tableDecides = feedback_.needsTableDecision;
    if (auto problem = controller_->applyAt(controller_->stage(), play)) {
        tell(*problem, true);
        return;
    }
    if (tableDecides) {
        // The session puts the word to the table's vote; the word stays in the line until the
        // table has accepted it (a refusal is reported by the window).
        return;
    }
    wordEdit_->clear();
    wordChoice_.clear();
    refresh();
}

void WordBar::askHint() {
    if (controller_ == nullptr || !controller_->hasGame() || !hint_->isVisible() ||
        !hint_->isEnabled() || negotiating_) {
        return;
    }
    controller_->requestHint();
    hint_->setEnabled(false);
    setStatus(tr("Looking for a word…"));
}

void WordBar::showHint(bool found) {
    const std::optional<bots::Suggestion>& hint = controller_->lastHint();
    if (found && hint && !hint->placements.empty()) {
        tell(controller_->hintPlacementText(*hint));  // before placing: where and what
        return;
    }
    if (!found || !hint) {
        tell(tr("The hint finds no word here: redraw or pass."), true);
        return;
    }
    // Fill the word line and light the very cards the bot would use.
    emit told(tr("Hint: %1").arg(GameController::wordText(hint->word.word)));
    wordEdit_->setText(GameController::wordText(hint->word.word));
    wordChoice_ = hint->word.cards;
    updateFeedback();
    wordEdit_->setFocus();
}

bool WordBar::eventFilter(QObject* watched, QEvent* event) {
    if (watched == wordEdit_ && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
        // Esc backs out one step: the typed word goes, then the keyboard goes to the table.
        if (!wordEdit_->text().isEmpty()) {
            wordEdit_->clear();
            wordChoice_.clear();
            onWordEdited();
        } else {
            emit leaveWordLine();
        }
        return true;
    }
    if (watched == wordEdit_ &&
        (event->type() == QEvent::FocusIn || event->type() == QEvent::KeyPress)) {
        lastTyped_.start();
    }
    if (watched == waitingOffer_ && event->type() == QEvent::Resize) {
        fitWaitingOffer();
    }
    return QFrame::eventFilter(watched, event);
}

bool WordBar::personIsTyping() const {
    if (!wordEdit_->isEnabled() || !wordEdit_->hasFocus()) {
        return false;
    }
    // A word half typed is still being typed, however long the person thinks over it.
    return !wordEdit_->text().isEmpty() ||
           (lastTyped_.isValid() && lastTyped_.elapsed() < kTypingPauseMs);
}

void WordBar::setWaitingOffer(const QString& from) {
    waitingFrom_ = from;
    waitingOffer_->setVisible(!from.isEmpty());
    if (!from.isEmpty()) {
        waitingOffer_->setToolTip(tr("Help offer from %1: open it (Ctrl+Shift+O)").arg(from));
        waitingOffer_->setAccessibleName(tr("Help offer from %1").arg(from));
        waitingOffer_->setAccessibleDescription(
            tr("%1 offers help. It waits until you open it or finish your word.").arg(from));
        fitWaitingOffer();
    }
}

void WordBar::fitWaitingOffer() {
    if (waitingFrom_.isEmpty()) {
        return;
    }
    const QStringList wordings{tr("Help offer from %1: open it (Ctrl+Shift+O)").arg(waitingFrom_),
                               tr("Offer from %1 (Ctrl+Shift+O)").arg(waitingFrom_),
                               tr("Offer: Ctrl+Shift+O")};
    const QFontMetrics metrics(waitingOffer_->font());
    // The style sheet's padding and border around the text, and a little air.
    constexpr int kFrame = 2 * 10 + 2 * 1 + 8;
    QString text = wordings.last();
    for (const QString& wording : wordings) {
        if (metrics.horizontalAdvance(wording) + kFrame <= waitingOffer_->width()) {
            text = wording;
            break;
        }
    }
    // No wider than its longest wording: the rest of the row stays the spacer's.
    waitingOffer_->setMaximumWidth(metrics.horizontalAdvance(wordings.first()) + kFrame);
    if (waitingOffer_->text() != text) {
        waitingOffer_->setText(text);
    }
}

void WordBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange) {
        // The look changed (high contrast on or off): the status line's colour follows now,
        // not at its next text.
        status_->setStyleSheet(theme::statusStyle(statusProblem_));
        botHelpBar_->setStyleSheet(theme::invitationBarStyle(botHelpBar_->objectName()));
    }
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();  // the action buttons and the prompt
    }
    QFrame::changeEvent(event);
}

void WordBar::retranslate() {
    wordLabel_->setText(tr("&Word:"));
    wordEdit_->setPlaceholderText(tr("type a word…"));
    wordEdit_->setAccessibleName(tr("Word"));
    wordEdit_->setAccessibleDescription(
        tr("Type a word made of the letters on the table; Enter plays it"));
    status_->setAccessibleName(tr("Game status"));
    timer_->setAccessibleName(tr("Time left in the turn"));

    botHelpBar_->setAccessibleName(tr("Help for another player's card"));
    undoPlace_->setText(tr("&Take back"));
    undoPlace_->setToolTip(tr("Take the placed card back to your sheet"));
    confirm_->setText(tr("C&onfirm"));
    confirm_->setToolTip(tr("Play the word (Enter)"));
    noWord_->setText(tr("No wor&d"));
    noWord_->setToolTip(tr("You cannot make a word: put the card under the stack and draw"));
    help_->setText(tr("&Help offer…"));
    help_->setToolTip(tr("Another player offers a word for your turn"));
    hint_->setText(tr("Hint"));
    hint_->setToolTip(tr("The word a medium bot would play here (Ctrl+H)"));
    hint_->setAccessibleName(tr("Hint"));
    wantHelp_->setText(tr("I'll help (H)"));
    wantHelp_->setToolTip(tr("The bot waits for your offer: you get the full time to find a word"));
    wantHelp_->setAccessibleName(tr("I'll help"));
    offerToBot_->setText(tr("O&ffer help…"));
    offerToBot_->setToolTip(tr("Offer the bot a word for its card; it waits while you type"));
    skipHelp_->setText(tr("&Continue"));
    skipHelp_->setToolTip(tr("Nobody wants to help: let the bot play now"));
    helpCountdown_->setAccessibleName(tr("Time left to offer help"));
    actionLabel_->setText(tr("Black-card actions:"));
    setWaitingOffer(waitingFrom_);
    updateBotHelpBar();
}

}  // namespace ps::ui
