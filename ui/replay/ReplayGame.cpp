#include "replay/ReplayGame.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLocale>
#include <stdexcept>
#include <string_view>
#include <variant>

#include "board/HistoryCache.h"
#include "dictionary/memory_lexicon.h"
#include "engine/io/json_text.h"
#include "game/SaveGame.h"
#include "model/TableBuilder.h"
#include "text/bounded_file.h"

namespace ps::ui::replay {

using namespace ps::engine;

namespace {

ReplaySource failed(const QString& error) {
    ReplaySource source;
    source.error = error;
    return source;
}

}  // namespace

ReplaySource parseReplaySource(const QByteArray& text) {
    const auto parsed =
        io::parseStrictJson(std::string_view(text.constData(), std::size_t(text.size())));
    if (!parsed.ok()) {
        return failed(
            QCoreApplication::translate("ps::ui::ReplayViewer", "This is not a game record (%1).")
                .arg(QString::fromStdString(parsed.error.text())));
    }
    const io::Json& root = *parsed.value;
    const bool isObject = root.is_object() && root.contains("format") && root["format"].is_string();
    const std::string format = isObject ? root["format"].get<std::string>() : std::string();
    ReplaySource source;
    if (format == io::kRecordFormat) {
        auto record = io::recordFromJson(root);
        if (!record.ok()) {
            return failed(QCoreApplication::translate("ps::ui::ReplayViewer",
                                                      "The game record is damaged: %1")
                              .arg(QString::fromStdString(record.error.text())));
        }
        source.record = std::move(record.value);
        return source;
    }
    if (format == kSaveFormat) {
        if (!root.contains("record")) {
            return failed(QCoreApplication::translate(
                "ps::ui::ReplayViewer",
                "This saved game holds no record of its moves, so it cannot be "
                "replayed."));
        }
        auto record = io::recordFromJson(root["record"]);
        if (!record.ok()) {
            return failed(
                QCoreApplication::translate("ps::ui::ReplayViewer",
                                            "The record in this saved game is damaged: %1")
                    .arg(QString::fromStdString(record.error.text())));
        }
        source.record = std::move(record.value);
        // The names and colours, when the rest of the save is sound (any lexicon will do: the
        // seats do not depend on it, and a record that does not replay only loses its actions).
        const dict::MemoryLexicon none;
        const LoadedGame save = parseSave(text, none);
        if (save.game &&
            save.game->setup.seats.size() == qsizetype(source.record->options.players)) {
            source.seats = save.game->setup.seats;
        }
        return source;
    }
    return failed(QCoreApplication::translate(
        "ps::ui::ReplayViewer", "This is neither a game record nor a saved game of Potęga Słowa."));
}

ReplaySource readReplaySource(const QString& path) {
    const QString shown = QDir::toNativeSeparators(path);
    const text::FileReadResult read =
        text::readFileBounded(QFile::encodeName(path).toStdString(), io::kMaxJsonBytes);
    if (!read.text) {
        switch (read.fault) {
            case text::FileFault::Directory:
                return failed(QCoreApplication::translate("ps::ui::ReplayViewer",
                                                          "%1 is a folder, not a game file.")
                                  .arg(shown));
            case text::FileFault::Fifo:
            case text::FileFault::Device:
            case text::FileFault::Socket:
            case text::FileFault::NotRegular:
                return failed(
                    QCoreApplication::translate("ps::ui::ReplayViewer",
                                                "%1 is not a regular file; it was not read.")
                        .arg(shown));
            case text::FileFault::TooLarge:
                return failed(
                    QCoreApplication::translate(
                        "ps::ui::ReplayViewer",
                        "%1 is too large to be a game file (the limit is %2).")
                        .arg(shown, QLocale().formattedDataSize(qint64(io::kMaxJsonBytes))));
            default:
                return failed(
                    QCoreApplication::translate("ps::ui::ReplayViewer", "Cannot read %1 (%2).")
                        .arg(shown, QString::fromStdString(read.error)));
        }
    }
    ReplaySource source = parseReplaySource(QByteArray::fromStdString(*read.text));
    if (!source.record) {
        source.error =
            QCoreApplication::translate("ps::ui::ReplayViewer", "%1: %2").arg(shown, source.error);
    }
    return source;
}

ReplayGame::ReplayGame(io::Record record, const dict::Lexicon& lexicon)
    : record_(std::move(record)), lexicon_(&lexicon) {
    Game game(record_.options, record_.deck, lexicon);
    std::vector<GameState> afterAction;
    afterAction.reserve(record_.actions.size());
    replayed_ = record_;
    replayed_.actions.clear();
    for (std::size_t i = 0; i < record_.actions.size(); ++i) {
        const Result applied = game.apply(record_.actions[i]);
        if (!applied.ok()) {
            failure_ = io::ReplayFailure{i, *applied.error};
            break;
        }
        replayed_.actions.push_back(record_.actions[i]);
        afterAction.push_back(game.state());
    }
    states_.push_back(Game(record_.options, record_.deck, lexicon).state());
    actionsAt_.push_back(0);
    try {
        log_ = session::replayHistory(replayed_, lexicon);
    } catch (const std::invalid_argument&) {
        return;  // the same actions replayed just above: cannot happen; only the deal is shown
    }
    for (const session::TurnMark& mark : log_.turns) {
        ReplayTurn turn;
        turn.round = mark.round;
        turn.seat = int(mark.player);
        int last = -1;
        for (std::size_t i = 0; i < log_.steps.size(); ++i) {
            if (log_.steps[i].turn != mark.turn) {
                continue;
            }
            last = int(i);
            for (const Event& event : log_.steps[i].step.events) {
                if (const auto* word = std::get_if<WordPlayed>(&event)) {
                    turn.word = word->word;
                    if (word->helper) {
                        turn.helper = int(*word->helper);
                    }
                } else if (std::holds_alternative<CardCaptured>(event)) {
                    ++turn.captures;
                } else if (std::holds_alternative<Redrew>(event)) {
                    turn.redrew = true;
                } else if (std::holds_alternative<Passed>(event)) {
                    turn.passed = true;
                }
            }
        }
        if (last < 0) {
            continue;
        }
        turns_.push_back(turn);
        states_.push_back(afterAction[std::size_t(last)]);
        actionsAt_.push_back(last + 1);
    }
}

const GameState& ReplayGame::stateAt(int position) const {
    return states_[std::size_t(position)];
}

Scores ReplayGame::scoresAt(int position) const {
    return Game(stateAt(position), *lexicon_).scores();
}

LastMoveView ReplayGame::lastMoveAt(int position) const {
    if (position <= 0 || position > int(log_.turns.size())) {
        return {};
    }
    return lastMoveView(log_, log_.turns[std::size_t(position - 1)]);
}

TableView ReplayGame::tableAt(int position, const QList<SeatSetup>& seats) const {
    QList<bool> people;
    for (const SeatSetup& seat : seats) {
        people.append(seat.kind == SeatKind::Human);
    }
    TableView table = tableViewOf(stateAt(position), scoresAt(position), seats, people);
    // Every position is a new turn for the view: it re-fits on each step.
    table.turnNumber = position;
    table.lastMove = lastMoveAt(position);
    return table;
}

QList<SeatSetup> defaultSeats(int players) {
    QList<SeatSetup> seats;
    for (int seat = 0; seat < players; ++seat) {
        seats.append({QCoreApplication::translate("GameSetup", "Player %1").arg(seat + 1), seat,
                      SeatKind::Human});
    }
    return seats;
}

}  // namespace ps::ui::replay
