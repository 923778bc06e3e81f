#include "app/CommandLine.h"

#include <QApplication>
#include <QLineEdit>
#include <QPushButton>
#include <algorithm>

#include "app/MainWindow.h"
#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "game/GameController.h"
#include "model/CellNames.h"
#include "model/TableCommand.h"
#include "widgets/Announcer.h"
#include "widgets/CommandBar.h"
#include "widgets/WordBar.h"

namespace ps::ui {

using Kind = TableCommand::Kind;

CommandLine::CommandLine(MainWindow* window)
    : QObject(window), window_(window), bar_(window->commandBar()) {
    connect(bar_, &CommandBar::commandEntered, this, &CommandLine::run);
    connect(bar_, &CommandBar::closed, this, [this] {
        // The widget that had the keyboard went meanwhile (the word line closes after a word):
        // the table takes it, as after Esc in the word line.
        QWidget* focused = QApplication::focusWidget();
        if (focused == nullptr || bar_->isAncestorOf(focused) || !focused->isVisible()) {
            window_->boardView()->setFocus(Qt::ShortcutFocusReason);
        }
    });
    // The word bar's own answers (a refused word, the hint found later) answer commands too.
    connect(window_->wordBar(), &WordBar::told, this, [this](const QString& text) {
        lastTold_ = text;
        if (bar_->isVisible()) {
            bar_->showAnswer(text);
        }
    });
}

void CommandLine::open() {
    if (!window_->boardView()->isVisible()) {
        window_->announcer()->announce(tr("The command line works during a game."));
        return;
    }
    bar_->open();
}

QString CommandLine::run(const QString& line) {
    const TableCommand command = parseTableCommand(line);
    if (command.kind == Kind::Empty) {
        return {};
    }
    const Answer reply = answer(command);
    if (!reply.said) {
        window_->announcer()->announce(reply.text);
    }
    bar_->showAnswer(reply.text);
    return reply.text;
}

CommandLine::Answer CommandLine::answer(const TableCommand& command) {
    if (command.kind == Kind::Unknown) {
        return {tr("I did not understand \"%1\". Type \"help\" for the list of commands.")
                    .arg(command.text)};
    }
    if (command.kind == Kind::Help) {
        return {help()};
    }
    const GameController* controller = window_->controller();
    if (controller == nullptr || !controller->hasGame()) {
        return {tr("No game is on the table.")};
    }
    switch (command.kind) {
        case Kind::Place:
            return place(command);
        case Kind::Word:
            return playWord(command);
        case Kind::Where:
            return {where()};
        case Kind::State:
            return {state()};
        case Kind::Scores:
            return {scores()};
        case Kind::LastMove:
            return {lastMove()};
        case Kind::Hint:
            return hint();
        case Kind::NoWord:
            return noWord();
        case Kind::TakeBack:
            return takeBack();
        case Kind::Table:
            return {window_->boardScene()->accessibleSummary()};
        case Kind::Empty:
        case Kind::Unknown:
        case Kind::Help:
            break;
    }
    return {};
}

QString CommandLine::help() const {
    return tr(
        "Commands: \"place N D4\" puts your card N on the cell D4 (the letter may be left "
        "out); \"word DYMEK\" plays the word; \"where\" names the cells where your card "
        "may go; \"state\" says whose turn it is, your card and the scores; \"scores\"; "
        "\"last move\"; \"hint\"; \"no word\" redraws or passes; \"take back\" takes your "
        "card back; \"table\" reads the table row by row. Esc closes the command line.");
}

bool CommandLine::personPlaces() const {
    const GameController* controller = window_->controller();
    return controller->personActs() && controller->position().phase == engine::Phase::Place &&
           controller->cardToPlace().has_value();
}

QString CommandLine::placedCellName() const {
    const engine::GameState& position = window_->controller()->position();
    if (position.turn.placed.empty()) {
        return {};
    }
    const engine::TableCell* cell = engine::findCard(position, position.turn.placed.back());
    return cell == nullptr
               ? QString()
               : window_->boardScene()->cellNames().name(GameController::toPoint(cell->cell));
}

CommandLine::Answer CommandLine::place(const TableCommand& command) {
    GameController* controller = window_->controller();
    if (command.cell.isEmpty()) {
        return {tr("Place it where? Name the cell, e.g. \"place N D4\".")};
    }
    if (!command.extra.isEmpty()) {
        return {
            tr("\"%1\" is more than a card and a cell: e.g. \"place N D4\".").arg(command.text)};
    }
    if (!personPlaces()) {
        const QString placed = placedCellName();
        if (controller->personActs() && controller->position().phase == engine::Phase::Word &&
            !placed.isEmpty()) {
            return {tr("Your card already lies on %1: now the word (\"word …\"), or \"no word\".")
                        .arg(placed)};
        }
        return {tr("You have no card to place now.")};
    }
    const engine::CardId card = *controller->cardToPlace();
    const QString cardName = controller->cardName(card);
    if (!command.letter.isEmpty()) {
        if (command.letter.size() != 1) {
            return {tr("\"%1\" is not one letter: e.g. \"place N D4\".").arg(command.letter)};
        }
        // The card's name starts with its letter ("N (NARWIK)").
        if (!cardName.startsWith(command.letter + QLatin1Char(' '))) {
            return {tr("Your card to place is %1, not %2.").arg(cardName, command.letter)};
        }
    }
    const CellNames names = window_->boardScene()->cellNames();
    const std::optional<QPoint> cell = names.cell(command.cell);
    if (!cell) {
        return {tr("\"%1\" is not a cell name: a column letter and a row number, e.g. D4.")
                    .arg(command.cell)};
    }
    const QList<QPoint> legal = controller->legalCells();
    if (!legal.contains(*cell)) {
        return {
            tr("Your card cannot go on %1. It may go on: %2.").arg(command.cell, legalCellNames())};
    }
    if (auto problem = controller->placeAt(*cell)) {
        return {tr("Not placed: %1").arg(*problem)};
    }
    // A card in the top row or the left column grows the table: the names move with it.
    const QString nameNow = CellNames::ofTable(controller->position()).name(*cell);
    if (nameNow != command.cell) {
        return {tr("%1 placed on %2; the table grew, the cell is now %3. Now the word: \"word "
                   "…\".")
                    .arg(cardName, command.cell, nameNow)};
    }
    return {tr("%1 placed on %2. Now the word: \"word …\".").arg(cardName, command.cell)};
}

CommandLine::Answer CommandLine::playWord(const TableCommand& command) {
    GameController* controller = window_->controller();
    WordBar* wordBar = window_->wordBar();
    if (command.word.isEmpty()) {
        return {tr("Which word? E.g. \"word DYMEK\".")};
    }
    if (!command.extra.isEmpty()) {
        return {tr("A word has no spaces: \"%1\".").arg(command.text)};
    }
    if (!wordBar->wordEdit()->isEnabled()) {
        return {personPlaces() ? tr("Place your card first: \"place N D4\".")
                               : tr("You have no word to play now.")};
    }
    // Asked first, so that a word the table refuses leaves the word line as it was.
    const WordFeedback feedback = controller->checkWord(command.word);
    const QString word =
        feedback.parsed ? GameController::wordText(feedback.word) : command.word.toUpper();
    if (!feedback.playable && !feedback.needsTableDecision) {
        return {tr("%1 is not played: %2").arg(word, feedback.message)};
    }
    // The word line's own way: its card choice, the table's vote, the lesson's filter.
    lastTold_.clear();
    wordBar->setWordText(command.word);
    wordBar->confirmWord();
    if (!lastTold_.isEmpty()) {
        return {lastTold_, true};
    }
    if (feedback.needsTableDecision) {
        return {tr("The table votes on %1.").arg(word)};
    }
    return {tr("%1 played.").arg(word)};
}

CommandLine::Answer CommandLine::noWord() {
    QPushButton* button = window_->wordBar()->noWordButton();
    if (!button->isVisible() || !button->isEnabled()) {
        return {tr("Redrawing or passing is not possible now.")};
    }
    const bool redraw = window_->controller()->canRedraw();
    lastTold_.clear();
    button->click();
    if (!lastTold_.isEmpty()) {
        return {lastTold_, true};
    }
    return {redraw ? tr("No word: you redraw.") : tr("No word: you pass.")};
}

CommandLine::Answer CommandLine::takeBack() {
    QPushButton* button = window_->wordBar()->takeBackButton();
    if (!button->isVisible() || !button->isEnabled()) {
        return {tr("No card of yours to take back now.")};
    }
    button->click();
    return {tr("Your card is back on your sheet.")};
}

CommandLine::Answer CommandLine::hint() {
    const QPushButton* button = window_->wordBar()->hintButton();
    if (!button->isVisible() || !button->isEnabled()) {
        return {tr("No hint now: hints are on in Game → Hints, on your turn.")};
    }
    window_->wordBar()->askHint();
    // The hint's answer comes later, as news (and into the bar).
    return {tr("Looking for a word…")};
}

QString CommandLine::where() const {
    const GameController* controller = window_->controller();
    if (!personPlaces()) {
        const QString placed = placedCellName();
        if (controller->personActs() && !placed.isEmpty()) {
            return tr("Your card already lies on %1.").arg(placed);
        }
        return tr("You have no card to place now.");
    }
    return tr("Your card %1 may go on: %2.")
        .arg(controller->cardName(*controller->cardToPlace()), legalCellNames());
}

QString CommandLine::legalCellNames() const {
    const CellNames names = window_->boardScene()->cellNames();
    QList<QPoint> cells = window_->controller()->legalCells();
    // In the table's order: row by row, left to right.
    std::sort(cells.begin(), cells.end(),
              [](QPoint a, QPoint b) { return a.y() != b.y() ? a.y() < b.y() : a.x() < b.x(); });
    QStringList cellNames;
    for (const QPoint cell : cells) {
        cellNames << names.name(cell);
    }
    return cellNames.join(QStringLiteral(", "));
}

QString CommandLine::state() const {
    const GameController* controller = window_->controller();
    const TableView table = controller->tableView();
    QStringList parts;
    if (controller->isOver()) {
        parts << tr("The game is over.");
    } else {
        const QString name = controller->seatName(controller->currentSeat());
        const engine::Phase phase = controller->position().phase;
        if (!controller->personActs()) {
            parts << tr("%1's turn.").arg(name);
        } else if (personPlaces()) {
            parts << tr("Your turn, %1: place %2.")
                         .arg(name, controller->cardName(*controller->cardToPlace()));
        } else if (phase == engine::Phase::Word) {
            parts << tr("Your turn, %1: your card lies on %2; now the word.")
                         .arg(name, placedCellName());
        } else {
            parts << tr("Your turn, %1: black-card actions, or end the turn (Ctrl+E).").arg(name);
        }
        parts << tr("Round %1 of %2, cards in the stack: %3.")
                     .arg(table.round)
                     .arg(table.roundCount)
                     .arg(table.stackSize);
    }
    parts << briefScores();
    return parts.join(QLatin1Char(' '));
}

QString CommandLine::briefScores() const {
    QStringList seats;
    for (const SeatView& seat : window_->controller()->tableView().seats) {
        seats << QStringLiteral("%1 %2").arg(seat.name).arg(seat.total());
    }
    return tr("Scores: %1.").arg(seats.join(QStringLiteral(", ")));
}

QString CommandLine::scores() const {
    QStringList seats;
    for (const SeatView& seat : window_->controller()->tableView().seats) {
        seats << tr("%1: %2 points (cards %3, zones %4), markers left: %5")
                     .arg(seat.name)
                     .arg(seat.total())
                     .arg(seat.cardPoints)
                     .arg(seat.zonePoints)
                     .arg(seat.markersInPool);
    }
    return seats.join(QStringLiteral(". ")) + QLatin1Char('.');
}

QString CommandLine::lastMove() const {
    const TableView table = window_->controller()->tableView();
    const LastMoveView& move = table.lastMove;
    if (move.isEmpty() || move.seat >= table.seats.size()) {
        return tr("No move yet.");
    }
    const CellNames names = window_->boardScene()->cellNames();
    const auto named = [&names](const QList<QPoint>& cells) {
        QStringList list;
        for (const QPoint cell : cells) {
            list << names.name(cell);
        }
        return list.join(QStringLiteral(", "));
    };
    QStringList parts{tr("Last move: %1").arg(table.seats[move.seat].name)};
    if (!move.placed.isEmpty()) {
        parts << tr("card on %1").arg(named(move.placed));
    }
    QString word = move.wordText;
    if (word.isEmpty()) {
        for (const QPoint cell : move.word) {
            for (const CellView& card : table.cells) {
                if (card.cell == cell && !card.card.tape) {
                    word += card.card.letter;
                }
            }
        }
    }
    if (!word.isEmpty()) {
        parts << tr("word %1").arg(word);
    }
    if (!move.captured.isEmpty()) {
        parts << tr("captured: %1").arg(named(move.captured));
    }
    return parts.join(QStringLiteral(", ")) + QLatin1Char('.');
}

}  // namespace ps::ui
