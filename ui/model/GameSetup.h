#pragma once
// The table set-up chosen in the new-game dialog (remembered between sessions by Settings).

#include <QList>
#include <QString>
#include <optional>

namespace ps::ui {

enum class SeatKind { Human, BotEasy, BotMedium, BotHard, BotExpert };

// The seat kind's name in saves and the history database: "human", "easy", "medium", "hard",
// "expert".
const char* seatKindId(SeatKind kind);

// A player's name as typed or read from a file, without the characters that would change how
// the text around it is shown: bidirectional and other format controls (U+202E would reverse
// the rest of each log line naming the player), control characters, and line separators
// (unpaired surrogates were already replaced by U+FFFD). Spaces are collapsed; the result may be
// empty.
QString cleanPlayerName(const QString& name);

struct SeatSetup {
    QString name;
    int colorIndex = 0;
    SeatKind kind = SeatKind::Human;
    // A person on another computer at an online table: their XMPP address (name@server).
    // Empty: a person at this screen, or a bot.
    QString account = {};
    bool operator==(const SeatSetup&) const = default;
};

struct GameSetup {
    QList<SeatSetup> seats;  // 2..4
    bool blackCardVariant = false;
    bool hints = false;        // humans may ask for the medium bot's word
    int turnTimerSeconds = 0;  // 0 = off
    int minimumWordLength = 2;
    int redrawLimit = 3;
    // House rule: the other people may accept a word the dictionary lacks (off by default).
    bool tableOverrulesDictionary = false;
    std::optional<quint64> seed;  // none = random
    int startSeat = -1;           // -1 = random
    // The online table's room (name@conference.server) when this screen hosts the game for
    // friends on other computers; empty: a game at this screen only.
    QString onlineRoom = {};
    // A lesson's game (ui/tutorial), also after the learner left the lesson and played on: no
    // game of the history, the statistics or the interrupted games (no autosave).
    bool lesson = false;
    bool operator==(const GameSetup&) const = default;

    static constexpr int kMinSeats = 2;
    static constexpr int kMaxSeats = 4;
    // The player colours a seat chooses from (indices 0 .. kColorCount - 1); how each looks is
    // style's part (theme::playerColors()).
    static constexpr int kColorCount = 6;

    // The default table: two humans with distinct colours.
    static GameSetup defaults();
    // Seat names cleaned (cleanPlayerName), unique and non-empty; colours made distinct.
    void normalize();
};

}  // namespace ps::ui
