#pragma once
// The app's sound effects: short original sounds (assets/sounds, compiled in as :/sounds/…)
// played through QSoundEffect at the volume chosen in Settings, or not at all when muted.
//
// Cues never pile up: at most one plays every kMinGapMs (150 ms); cues that arrive sooner wait in a
// single slot where the most important one wins, so a fast bot-only game gives a calm trickle
// of sounds instead of a burst. A machine without an audio output plays nothing, silently: the
// device is looked for once, at the first cue, and no QSoundEffect is made without one.

#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>
#include <algorithm>
#include <functional>
#include <optional>
#include <vector>

#include "engine/events.h"

class QSoundEffect;

namespace ps::ui {

class GameController;

namespace sound {

// In rising importance: a waiting cue is replaced only by a more important one.
enum class Cue { PlaceCard, WordAccepted, PoliceTape, Capture, ZoneFormed, YourTurn, GameOver };

inline constexpr int kCueCount = 7;
// The file's base name in assets/sounds ("place", "word", …).
QString cueName(Cue cue);
// "qrc:/sounds/place.wav".
QString cueSource(Cue cue);

// The cues of one applied action, in order: the move (a capture, else a word, else a placed
// card), then police tape or, when the action closed one, the zone formed; then the end of the
// game.
QList<Cue> cuesFor(const std::vector<engine::Event>& events, bool zoneFormed);

class SoundBoard : public QObject {
    Q_OBJECT
  public:
    // Where a cue goes: the real board plays it; tests record it. `volume` is linear, 0 to 1.
    using Sink = std::function<void(Cue cue, double volume)>;

    static constexpr int kMinGapMs = 150;
    // Changes the gap (tests use 0 to hear every cue).
    void setMinimumGap(int milliseconds) { minGapMs_ = std::max(0, milliseconds); }

    // Plays through QSoundEffect.
    explicit SoundBoard(QObject* parent = nullptr);
    // Hands every cue that would play to `sink` instead (muting and pacing still apply).
    explicit SoundBoard(Sink sink, QObject* parent = nullptr);
    ~SoundBoard() override;

    // Plays `cue` now, or soon when another just played (see above). Nothing when muted.
    void cue(Cue cue);
    // The cue waiting for the gap to pass, if any.
    [[nodiscard]] std::optional<Cue> pendingCue() const { return pending_; }
    // Whether sounds reach a speaker: an audio output exists (looked for at the first cue;
    // false before it and with a sink).
    [[nodiscard]] bool audioAvailable() const { return audio_ == Audio::Present; }
    // Cues played (or handed to the sink) so far.
    [[nodiscard]] int playedCount() const { return played_; }

  private:
    enum class Audio { Unknown, Present, Absent };
    void playNow(Cue cue);
    void playPending();
    void playThroughDevice(Cue cue, double volume);

    Sink sink_;
    Audio audio_ = Audio::Unknown;
    QHash<int, QSoundEffect*> effects_;
    QElapsedTimer sinceLast_;
    QTimer gapTimer_;
    std::optional<Cue> pending_;
    int played_ = 0;
    int minGapMs_ = kMinGapMs;
};

// Plays the cues of a game: a card placed, a word accepted, a capture, police tape, a zone
// formed, a person's turn, the end of the game (GameController's stepEvents and turnBegan).
// Only live actions sound: a game opened from a file is silent until someone plays.
class GameSounds : public QObject {
    Q_OBJECT
  public:
    GameSounds(GameController* controller, SoundBoard* board, QObject* parent = nullptr);

  private:
    void onStep(const QList<Cue>& cues);
    void resetZones();
    GameController* controller_;
    SoundBoard* board_;
    int zones_ = 0;  // zones on the table after the last step
};

// The app's wiring: a sound board owned by `owner`, playing `controller`'s game (returned,
// for the window's own cues).
SoundBoard* attachSounds(GameController* controller, QObject* owner);

}  // namespace sound
}  // namespace ps::ui
