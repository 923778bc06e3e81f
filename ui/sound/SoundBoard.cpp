#include "sound/SoundBoard.h"

#include <QAudio>
#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>
#include <algorithm>
#include <variant>

#include "game/GameController.h"
#include "services/Logging.h"
#include "services/Settings.h"

namespace ps::ui::sound {

using namespace ps::engine;

QString cueName(Cue cue) {
    switch (cue) {
        case Cue::PlaceCard:
            return QStringLiteral("place");
        case Cue::WordAccepted:
            return QStringLiteral("word");
        case Cue::PoliceTape:
            return QStringLiteral("tape");
        case Cue::Capture:
            return QStringLiteral("capture");
        case Cue::ZoneFormed:
            return QStringLiteral("zone");
        case Cue::YourTurn:
            return QStringLiteral("turn");
        case Cue::GameOver:
            return QStringLiteral("gameover");
    }
    return {};
}

QString cueSource(Cue cue) {
    return QStringLiteral("qrc:/sounds/%1.wav").arg(cueName(cue));
}

SoundBoard::SoundBoard(QObject* parent) : QObject(parent) {
    gapTimer_.setSingleShot(true);
    connect(&gapTimer_, &QTimer::timeout, this, &SoundBoard::playPending);
}

SoundBoard::SoundBoard(Sink sink, QObject* parent) : SoundBoard(parent) {
    sink_ = std::move(sink);
}

SoundBoard::~SoundBoard() = default;

void SoundBoard::cue(Cue cue) {
    if (Settings::soundMuted()) {
        return;
    }
    if (!sinceLast_.isValid() || sinceLast_.elapsed() >= minGapMs_) {
        if (!gapTimer_.isActive()) {
            playNow(cue);
            return;
        }
    }
    if (!pending_ || int(cue) > int(*pending_)) {
        pending_ = cue;
    }
    if (!gapTimer_.isActive()) {
        gapTimer_.start(int(std::max<qint64>(1, minGapMs_ - sinceLast_.elapsed())));
    }
}

void SoundBoard::playPending() {
    if (!pending_) {
        return;
    }
    const Cue cue = *pending_;
    pending_.reset();
    if (!Settings::soundMuted()) {
        playNow(cue);
    }
}

void SoundBoard::playNow(Cue cue) {
    sinceLast_.start();
    ++played_;
    // The slider is perceptual; QSoundEffect wants a linear gain.
    const double volume = QAudio::convertVolume(
        Settings::soundVolume() / 100.0, QAudio::LogarithmicVolumeScale, QAudio::LinearVolumeScale);
    if (sink_) {
        sink_(cue, volume);
        return;
    }
    playThroughDevice(cue, volume);
}

namespace {

QtMessageHandler previousHandler = nullptr;

// While the audio outputs are looked for: Qt's PulseAudio backend warns on stderr when no sound
// server runs ("pa_context_connect() failed"), which only means "no device" here. Its lines go
// to the app's log at debug level; every other message goes on as usual.
void quietAudioProbe(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (message.startsWith(QLatin1String("PulseAudioService")) ||
        QLatin1String(context.category).startsWith(QLatin1String("qt.multimedia"))) {
        qCDebug(lcApp, "audio: %s", qUtf8Printable(message));
        return;
    }
    if (previousHandler != nullptr) {
        previousHandler(type, context, message);
    }
}

bool audioOutputExists() {
    previousHandler = qInstallMessageHandler(quietAudioProbe);
    const bool exists = !QMediaDevices::audioOutputs().isEmpty();
    qInstallMessageHandler(previousHandler);
    return exists;
}

}  // namespace

void SoundBoard::playThroughDevice(Cue cue, double volume) {
    if (audio_ == Audio::Unknown) {
        audio_ = audioOutputExists() ? Audio::Present : Audio::Absent;
    }
    if (audio_ == Audio::Absent || volume <= 0.0) {
        return;
    }
    QSoundEffect*& effect = effects_[int(cue)];
    if (effect == nullptr) {
        effect = new QSoundEffect(this);
        effect->setSource(QUrl(cueSource(cue)));
    }
    effect->setVolume(float(volume));
    effect->play();  // one still loading plays once loaded
}

// --- The game's cues

namespace {

template <typename T>
bool has(const std::vector<Event>& events) {
    return std::any_of(events.begin(), events.end(),
                       [](const Event& event) { return std::holds_alternative<T>(event); });
}

}  // namespace

QList<Cue> cuesFor(const std::vector<Event>& events, bool zoneFormed) {
    QList<Cue> cues;
    const bool captured = has<CardCaptured>(events);
    const bool tape = has<TapePlaced>(events) || has<TapeMoved>(events);
    if (captured) {
        cues << Cue::Capture;
    } else if (has<WordPlayed>(events)) {
        cues << Cue::WordAccepted;
    } else if (has<CardPlaced>(events)) {
        cues << Cue::PlaceCard;
    }
    // The tape follows the capture that laid it; a zone it closed replaces it.
    if (zoneFormed) {
        cues << Cue::ZoneFormed;
    } else if (tape) {
        cues << Cue::PoliceTape;
    }
    if (has<GameEnded>(events)) {
        cues << Cue::GameOver;
    }
    return cues;
}

GameSounds::GameSounds(GameController* controller, SoundBoard* board, QObject* parent)
    : QObject(parent), controller_(controller), board_(board) {
    connect(controller, &GameController::gameStarted, this, &GameSounds::resetZones);
    connect(controller, &GameController::turnsTakenBack, this, &GameSounds::resetZones);
    connect(
        controller, &GameController::stepEvents, this, [this](const std::vector<Event>& events) {
            const int zones = controller_->hasGame() ? int(controller_->scores().zones.size()) : 0;
            const bool formed = zones > zones_;
            zones_ = zones;
            onStep(cuesFor(events, formed));
        });
    connect(controller, &GameController::turnBegan, this, [this](int seat) {
        if (controller_->hasGame() && !controller_->isOver() && controller_->currentSeatIsHuman() &&
            controller_->currentSeat() == seat) {
            board_->cue(Cue::YourTurn);
        }
    });
}

void GameSounds::onStep(const QList<Cue>& cues) {
    for (const Cue cue : cues) {
        board_->cue(cue);
    }
}

void GameSounds::resetZones() {
    zones_ = controller_->hasGame() ? int(controller_->scores().zones.size()) : 0;
}

SoundBoard* attachSounds(GameController* controller, QObject* owner) {
    auto* board = new SoundBoard(owner);
    new GameSounds(controller, board, board);
    return board;
}

}  // namespace ps::ui::sound
