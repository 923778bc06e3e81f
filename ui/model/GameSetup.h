#pragma once
// The table set-up chosen in the new-game dialog, remembered between sessions (QSettings).

#include <QList>
#include <QSettings>
#include <QString>
#include <optional>

namespace ps::ui {

enum class SeatKind { Human, BotEasy, BotMedium, BotHard };

struct SeatSetup {
    QString name;
    int colorIndex = 0;
    SeatKind kind = SeatKind::Human;
    bool operator==(const SeatSetup&) const = default;
};

struct GameSetup {
    QList<SeatSetup> seats;  // 2..4
    bool blackCardVariant = false;
    bool hints = false;        // humans may ask for the medium bot's word (issue 5)
    int turnTimerSeconds = 0;  // 0 = off
    int minimumWordLength = 2;
    int redrawLimit = 3;
    std::optional<quint64> seed;  // none = random
    int startSeat = -1;           // -1 = random
    bool operator==(const GameSetup&) const = default;

    static constexpr int kMinSeats = 2;
    static constexpr int kMaxSeats = 4;

    // The default table: two humans with distinct colours.
    static GameSetup defaults();
    // Returns the last set-up, or defaults() when none was saved or it is unusable.
    static GameSetup load(QSettings& settings);
    void save(QSettings& settings) const;
    // Seat names made unique and non-empty; colours made distinct.
    void normalize();
};

}  // namespace ps::ui
