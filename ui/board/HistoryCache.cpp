#include "board/HistoryCache.h"

#include <stdexcept>

#include "text/alphabet.h"

namespace ps::ui {

namespace {

QList<QPoint> points(const std::vector<engine::Cell>& cells) {
    QList<QPoint> list;
    for (const engine::Cell cell : cells) {
        list.append(QPoint(cell.x, cell.y));
    }
    return list;
}

}  // namespace

const session::HistoryLog* historyOf(const session::Session& session) {
    struct Cached {
        engine::io::Record record;
        std::optional<session::HistoryLog> log;
    };
    // One game is on the table at a time: one entry is enough. UI thread only.
    static std::optional<Cached> cached;
    std::optional<engine::io::Record> record = session.record();
    if (!record) {
        return nullptr;
    }
    if (!cached || !(cached->record == *record)) {
        Cached fresh{std::move(*record), std::nullopt};
        try {
            fresh.log = session::replayHistory(fresh.record, session.lexicon());
        } catch (const std::invalid_argument&) {
            // Cannot happen for a session's own history; the table then shows no last move.
        }
        cached = std::move(fresh);
    }
    return cached->log ? &*cached->log : nullptr;
}

QString wordOfTurn(const session::HistoryLog& log, int turn) {
    for (const session::HistoryStep& step : log.steps) {
        if (step.turn != turn) {
            continue;
        }
        for (const engine::Event& event : step.step.events) {
            if (const auto* played = std::get_if<engine::WordPlayed>(&event)) {
                return QString::fromStdString(ps::toUtf8Upper(played->word));
            }
        }
    }
    return {};
}

LastMoveView lastMoveView(const session::HistoryLog& log, const session::TurnMark& turn) {
    LastMoveView view;
    view.seat = int(turn.player);
    view.placed = points(turn.placed);
    view.word = points(turn.word);
    view.wordText = wordOfTurn(log, turn.turn);
    view.captured = points(turn.captured);
    view.tapes = points(turn.tapes);
    return view;
}

}  // namespace ps::ui
