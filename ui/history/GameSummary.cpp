#include "history/GameSummary.h"

#include <algorithm>
#include <stdexcept>

#include "game/GameController.h"
#include "session/describe.h"

namespace ps::ui::history {

QString endReasonName(EndReason reason) {
    switch (reason) {
        case EndReason::Replaced:
            return QStringLiteral("replaced");
        case EndReason::Closed:
            return QStringLiteral("closed");
        case EndReason::Finished:
            break;
    }
    return QStringLiteral("finished");
}

QList<SeatSummary> summarizeSeats(const GameSetup& setup, const engine::Scores& scores) {
    std::vector<int> zones(scores.players.size(), 0);
    for (const engine::Zone& zone : scores.zones) {
        if (zone.owner < zones.size()) {
            ++zones[zone.owner];
        }
    }
    QList<SeatSummary> seats;
    for (const engine::PlayerScore& score : scores.players) {
        SeatSummary seat;
        seat.seat = int(score.player);
        seat.name = setup.seats.value(seat.seat).name;
        seat.kind = QString::fromLatin1(seatKindId(setup.seats.value(seat.seat).kind));
        seat.captured = score.capturedCards;
        seat.zonePoints = score.zonePoints;
        seat.zones = zones[score.player];
        seat.total = score.total();
        seat.winner = std::find(scores.winners.begin(), scores.winners.end(), score.player) !=
                      scores.winners.end();
        seats.append(seat);
    }
    for (SeatSummary& seat : seats) {
        seat.place = 1 + int(std::count_if(seats.begin(), seats.end(), [&](const SeatSummary& o) {
                         return o.total > seat.total ||
                                (o.total == seat.total && o.captured > seat.captured);
                     }));
    }
    return seats;
}

namespace {

QList<WordSummary> wordsOf(const session::HistoryLog& log) {
    QList<WordSummary> words;
    for (std::size_t index = 0; index < log.steps.size(); ++index) {
        const session::HistoryStep& step = log.steps[index];
        std::optional<WordSummary> word;
        for (const engine::Event& event : step.step.events) {
            if (const auto* played = std::get_if<engine::WordPlayed>(&event)) {
                word = WordSummary{};
                word->index = int(index);
                word->round = step.turn < int(log.turns.size()) ? log.turns[step.turn].round : 1;
                word->seat = int(played->player);
                word->word = GameController::wordText(played->word);
                word->length = int(played->word.size());
                if (played->helper) {
                    word->helperSeat = int(*played->helper);
                }
            } else if (const auto* captured = std::get_if<engine::CardCaptured>(&event);
                       captured != nullptr && word && int(captured->player) == word->seat) {
                ++word->captures;
            } else if (const auto* returned = std::get_if<engine::MarkerReturned>(&event);
                       returned != nullptr && word && int(returned->owner) != word->seat) {
                ++word->markersReturned;
            }
        }
        if (word) {
            words.append(*word);
        }
    }
    return words;
}

}  // namespace

GameSummary summarizeGame(const GameSetup& setup, const std::optional<engine::io::Record>& record,
                          const engine::GameState& state, const dict::Lexicon& lexicon) {
    GameSummary summary;
    summary.options = state.options;
    summary.hints = setup.hints;
    summary.round = state.round;
    QStringList names;
    for (const SeatSetup& seat : setup.seats) {
        names << seat.name;
    }
    summary.key = QStringLiteral("%1/%2").arg(state.options.seed).arg(names.join(QChar(0x1f)));
    summary.seats = summarizeSeats(setup, engine::computeScores(state));
    if (record) {
        summary.recordText = QString::fromStdString(engine::io::writeRecord(*record));
        if (record->dictionary) {
            summary.dictionary = QStringLiteral("%1/%2")
                                     .arg(QString::fromStdString(
                                         engine::io::checksumText(record->dictionary->checksum)))
                                     .arg(record->dictionary->words);
        }
        try {
            summary.words = wordsOf(session::replayHistory(*record, lexicon));
        } catch (const std::invalid_argument&) {
            // The record no longer replays (another dictionary): its text is still kept.
        }
    }
    return summary;
}

}  // namespace ps::ui::history
