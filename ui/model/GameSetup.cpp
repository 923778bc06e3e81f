#include "model/GameSetup.h"

#include <QCoreApplication>
#include <QSet>

#include "engine/state.h"

namespace ps::ui {

const char* seatKindId(SeatKind kind) {
    switch (kind) {
        case SeatKind::BotEasy:
            return "easy";
        case SeatKind::BotMedium:
            return "medium";
        case SeatKind::BotHard:
            return "hard";
        case SeatKind::BotExpert:
            return "expert";
        case SeatKind::Human:
            break;
    }
    return "human";
}

QString cleanPlayerName(const QString& name) {
    QString clean;
    clean.reserve(name.size());
    for (const char32_t code : name.toUcs4()) {
        switch (QChar::category(code)) {
            case QChar::Other_Control:
            case QChar::Other_Format:
            case QChar::Other_Surrogate:
            case QChar::Separator_Line:
            case QChar::Separator_Paragraph:
                continue;
            default:
                clean.append(QString::fromUcs4(&code, 1));
        }
    }
    return clean.simplified();
}

GameSetup GameSetup::defaults() {
    GameSetup setup;
    for (int i = 0; i < 2; ++i) {
        setup.seats.append(
            {QCoreApplication::translate("GameSetup", "Player %1").arg(i + 1), i, SeatKind::Human});
    }
    return setup;
}

void GameSetup::normalize() {
    while (seats.size() < kMinSeats) {
        seats.append(SeatSetup{});
    }
    while (seats.size() > kMaxSeats) {
        seats.removeLast();
    }
    QSet<QString> names;
    QSet<int> colors;
    const int colorCount = kColorCount;
    for (int i = 0; i < seats.size(); ++i) {
        SeatSetup& seat = seats[i];
        seat.name = cleanPlayerName(seat.name).left(24);
        if (seat.name.isEmpty() || names.contains(seat.name.toLower())) {
            seat.name = QCoreApplication::translate("GameSetup", "Player %1").arg(i + 1);
        }
        names.insert(seat.name.toLower());
        if (seat.colorIndex < 0 || seat.colorIndex >= colorCount ||
            colors.contains(seat.colorIndex)) {
            for (int c = 0; c < colorCount; ++c) {
                if (!colors.contains(c)) {
                    seat.colorIndex = c;
                    break;
                }
            }
        }
        colors.insert(seat.colorIndex);
    }
    if (startSeat >= seats.size() || startSeat < -1) {
        startSeat = -1;
    }
}

}  // namespace ps::ui
