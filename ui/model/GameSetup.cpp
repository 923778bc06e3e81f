#include "model/GameSetup.h"

#include <QCoreApplication>
#include <QSet>

#include "board/Theme.h"
#include "engine/state.h"

namespace ps::ui {

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

GameSetup GameSetup::load(QSettings& settings) {
    GameSetup setup = defaults();
    settings.beginGroup(QStringLiteral("newGame"));
    const int count = settings.beginReadArray(QStringLiteral("seats"));
    if (count >= kMinSeats && count <= kMaxSeats) {
        setup.seats.clear();
        for (int i = 0; i < count; ++i) {
            settings.setArrayIndex(i);
            SeatSetup seat;
            seat.name = settings.value(QStringLiteral("name")).toString();
            seat.colorIndex = settings.value(QStringLiteral("color"), i).toInt();
            const int kind = settings.value(QStringLiteral("kind"), 0).toInt();
            seat.kind = kind >= 0 && kind <= 3 ? static_cast<SeatKind>(kind) : SeatKind::Human;
            setup.seats.append(seat);
        }
    }
    settings.endArray();
    setup.blackCardVariant = settings.value(QStringLiteral("blackCards"), false).toBool();
    setup.hints = settings.value(QStringLiteral("hints"), false).toBool();
    setup.turnTimerSeconds = qBound(0, settings.value(QStringLiteral("timer"), 0).toInt(), 600);
    setup.minimumWordLength =
        qBound(engine::kMinWordLengthLowest, settings.value(QStringLiteral("minLength"), 2).toInt(),
               engine::kMinWordLengthHighest);
    setup.redrawLimit =
        qBound(engine::kRedrawLimitLowest, settings.value(QStringLiteral("redraws"), 3).toInt(),
               engine::kRedrawLimitHighest);
    bool ok = false;
    const quint64 seed = settings.value(QStringLiteral("seed")).toULongLong(&ok);
    if (ok && settings.contains(QStringLiteral("seed"))) {
        setup.seed = seed;
    }
    setup.startSeat = settings.value(QStringLiteral("startSeat"), -1).toInt();
    settings.endGroup();
    setup.normalize();
    return setup;
}

void GameSetup::save(QSettings& settings) const {
    settings.beginGroup(QStringLiteral("newGame"));
    settings.remove(QString());
    settings.beginWriteArray(QStringLiteral("seats"), int(seats.size()));
    for (int i = 0; i < seats.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("name"), seats[i].name);
        settings.setValue(QStringLiteral("color"), seats[i].colorIndex);
        settings.setValue(QStringLiteral("kind"), static_cast<int>(seats[i].kind));
    }
    settings.endArray();
    settings.setValue(QStringLiteral("blackCards"), blackCardVariant);
    settings.setValue(QStringLiteral("hints"), hints);
    settings.setValue(QStringLiteral("timer"), turnTimerSeconds);
    settings.setValue(QStringLiteral("minLength"), minimumWordLength);
    settings.setValue(QStringLiteral("redraws"), redrawLimit);
    if (seed) {
        settings.setValue(QStringLiteral("seed"), *seed);
    }
    settings.setValue(QStringLiteral("startSeat"), startSeat);
    settings.endGroup();
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
    const int colorCount = int(theme::playerColors().size());
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
