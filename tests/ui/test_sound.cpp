// Sound effects: each kind of event gets its cue (heard through a sink that records cues
// instead of playing them), a bot-only game's cues do not pile up, mute and volume are
// remembered across Settings reloads, and the real player on a machine without audio neither
// crashes nor warns. The effects themselves: compiled in, short.

#include <QApplication>
#include <QAudioDevice>
#include <QCheckBox>
#include <QFile>
#include <QMediaDevices>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include "dialogs/SettingsDialog.h"
#include "dictionary/dictionary.h"
#include "dictionary/memory_lexicon.h"
#include "game/BotFactory.h"
#include "services/Resources.h"
#include "services/Settings.h"
#include "sound/SoundBoard.h"
#include "ui_test_support.h"

using namespace ps::ui;
using namespace ps::ui::sound;
using namespace ps::engine;

namespace {

struct Heard {
    QList<Cue> cues;
    QList<double> volumes;
    SoundBoard::Sink sink() {
        return [this](Cue cue, double volume) {
            cues << cue;
            volumes << volume;
        };
    }
};

template <typename T>
bool has(const std::vector<Event>& events) {
    return std::any_of(events.begin(), events.end(),
                       [](const Event& event) { return std::holds_alternative<T>(event); });
}

}  // namespace

class SoundTest : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir settingsDir_;

  private slots:
    void initTestCase() { test::prepareApplication(*qApp, settingsDir_); }

    void init() {
        Settings::setSoundMuted(false);
        Settings::setSoundVolume(Settings::kSoundVolumeDefault);
    }

    void eachEventHasItsCue() {
        const CardPlaced placed{0, 3, {1, 0}};
        const WordPlayed word{0, {}, {}, std::nullopt};
        const CardCaptured captured{0, 4, {2, 0}};
        const TapePlaced tape{0, 9, {2, 0}};
        const TapeMoved moved{};
        const GameEnded ended{};
        QCOMPARE(cuesFor({placed}, false), QList<Cue>{Cue::PlaceCard});
        QCOMPARE(cuesFor({word}, false), QList<Cue>{Cue::WordAccepted});
        QCOMPARE(cuesFor({word, captured, tape}, false),
                 (QList<Cue>{Cue::Capture, Cue::PoliceTape}));
        QCOMPARE(cuesFor({word, captured, tape}, true),
                 (QList<Cue>{Cue::Capture, Cue::ZoneFormed}));
        QCOMPARE(cuesFor({moved}, false), QList<Cue>{Cue::PoliceTape});
        QCOMPARE(cuesFor({word, ended}, false), (QList<Cue>{Cue::WordAccepted, Cue::GameOver}));
        QCOMPARE(cuesFor({}, false), QList<Cue>{});
        QCOMPARE(cuesFor({Passed{0}}, false), QList<Cue>{});
    }

    void aPersonsTurnAndAPlacedCardSound() {
        const DeckResult deck = loadStandardDeck();
        QVERIFY(deck.deck.has_value());
        const ps::dict::MemoryLexicon lexicon;
        GameController controller(lexicon, *deck.deck);
        Heard heard;
        SoundBoard board(heard.sink());
        board.setMinimumGap(0);
        GameSounds sounds(&controller, &board);
        GameSetup setup = GameSetup::defaults();  // two people
        setup.seed = 3;
        QVERIFY(!controller.newGame(setup));
        QCOMPARE(heard.cues, QList<Cue>{Cue::YourTurn});
        QVERIFY(!controller.legalCells().isEmpty());
        QVERIFY(!controller.placeAt(controller.legalCells().first()));
        QCOMPARE(heard.cues, (QList<Cue>{Cue::YourTurn, Cue::PlaceCard}));
    }

    void aBotGameSoundsItsMovesAndItsEnd() {
        const QString path = qEnvironmentVariable("POTEGA_TEST_LEXICON");
        QVERIFY(!path.isEmpty());
        const ps::dict::Dictionary dictionary = ps::dict::Dictionary::load(path.toStdString());
        const DeckResult deck = loadStandardDeck();
        QVERIFY(deck.deck.has_value());
        GameController controller(dictionary, *deck.deck);
        controller.setBotFactory(makeBotFactory(&dictionary, nullptr));
        controller.setBotDelay(0);
        Heard heard;
        SoundBoard board(heard.sink());
        board.setMinimumGap(0);
        GameSounds sounds(&controller, &board);
        QList<std::vector<Event>> steps;
        connect(&controller, &GameController::stepEvents, this,
                [&steps](const std::vector<Event>& events) { steps << events; });
        GameSetup setup;
        setup.seats = {{QStringLiteral("A"), 0, SeatKind::BotMedium},
                       {QStringLiteral("B"), 1, SeatKind::BotMedium}};
        setup.seed = 8;
        QVERIFY(!controller.newGame(setup));
        QTRY_VERIFY_WITH_TIMEOUT(controller.game().isOver(), 120000);
        int moves = 0;
        int captures = 0;
        for (const std::vector<Event>& events : steps) {
            moves += has<CardPlaced>(events) || has<WordPlayed>(events) ? 1 : 0;
            captures += has<CardCaptured>(events) ? 1 : 0;
        }
        QVERIFY(moves > 10);
        QCOMPARE(heard.cues.count(Cue::PlaceCard) + heard.cues.count(Cue::WordAccepted) +
                     heard.cues.count(Cue::Capture),
                 moves);
        QCOMPARE(heard.cues.count(Cue::Capture), captures);
        QVERIFY(heard.cues.count(Cue::WordAccepted) > 0);
        QCOMPARE(heard.cues.count(Cue::YourTurn), 0);  // nobody's turn: only bots play
        QCOMPARE(heard.cues.count(Cue::GameOver), 1);
        QCOMPARE(heard.cues.last(), Cue::GameOver);
        if (!controller.game().scores().zones.empty()) {
            QVERIFY(heard.cues.count(Cue::ZoneFormed) > 0);
        }
    }

    void cuesDoNotPileUp() {
        Heard heard;
        SoundBoard board(heard.sink());
        for (int i = 0; i < 20; ++i) {
            board.cue(Cue::PlaceCard);
        }
        board.cue(Cue::Capture);
        board.cue(Cue::WordAccepted);
        // One played at once; the rest merged into one waiting cue, the most important.
        QCOMPARE(heard.cues, QList<Cue>{Cue::PlaceCard});
        QCOMPARE(board.pendingCue(), std::optional<Cue>(Cue::Capture));
        QTRY_COMPARE(heard.cues.size(), 2);
        QCOMPARE(heard.cues.last(), Cue::Capture);
        QVERIFY(!board.pendingCue().has_value());
    }

    void muteSilencesAndVolumeScales() {
        Heard heard;
        SoundBoard board(heard.sink());
        board.setMinimumGap(0);
        Settings::setSoundMuted(true);
        board.cue(Cue::GameOver);
        QVERIFY(heard.cues.isEmpty());
        Settings::setSoundMuted(false);
        Settings::setSoundVolume(100);
        board.cue(Cue::GameOver);
        Settings::setSoundVolume(0);
        board.cue(Cue::GameOver);
        Settings::setSoundVolume(50);
        board.cue(Cue::GameOver);
        QCOMPARE(heard.volumes.size(), 3);
        QCOMPARE(heard.volumes[0], 1.0);
        QCOMPARE(heard.volumes[1], 0.0);
        QVERIFY(heard.volumes[2] > 0.0 && heard.volumes[2] < 0.5);  // perceptual half
    }

    void muteAndVolumeAreRemembered() {
        {
            SettingsDialog dialog;
            QCOMPARE(dialog.soundVolumeSlider()->value(), Settings::kSoundVolumeDefault);
            QVERIFY(!dialog.soundMuteBox()->isChecked());
            dialog.soundVolumeSlider()->setValue(35);
            dialog.soundMuteBox()->setChecked(true);
            QVERIFY(!dialog.soundVolumeSlider()->isEnabled());
            dialog.accept();
        }
        QSettings().sync();
        QCOMPARE(Settings::soundVolume(), 35);
        QVERIFY(Settings::soundMuted());
        {
            SettingsDialog dialog;  // a new dialog reads them back
            QCOMPARE(dialog.soundVolumeSlider()->value(), 35);
            QVERIFY(dialog.soundMuteBox()->isChecked());
            dialog.soundMuteBox()->setChecked(false);
            dialog.reject();  // Cancel keeps what was stored
        }
        QVERIFY(Settings::soundMuted());
        // Out-of-range or broken values read as something sensible.
        QSettings().setValue(QStringLiteral("sound/volume"), 900);
        QCOMPARE(Settings::soundVolume(), Settings::kSoundVolumeMax);
        QSettings().setValue(QStringLiteral("sound/volume"), QStringLiteral("loud"));
        QCOMPARE(Settings::soundVolume(), Settings::kSoundVolumeDefault);
    }

    void theRealPlayerWithoutAudioIsSilent() {
        // Any warning (a missing device, a file that does not decode) fails the test.
        QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
        SoundBoard board;
        board.setMinimumGap(0);
        for (int cue = 0; cue < kCueCount; ++cue) {
            board.cue(Cue(cue));
        }
        QCOMPARE(board.playedCount(), kCueCount);
        QCOMPARE(board.audioAvailable(), !QMediaDevices::audioOutputs().isEmpty());
        QTest::qWait(50);  // let a loading effect report, if it were to complain
    }

    void theEffectsAreCompiledInAndShort() {
        for (int cue = 0; cue < kCueCount; ++cue) {
            const QString name = QStringLiteral(":/sounds/%1.wav").arg(cueName(Cue(cue)));
            QFile file(name);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(name));
            const QByteArray bytes = file.readAll();
            QVERIFY(bytes.startsWith("RIFF") && bytes.mid(8, 4) == "WAVE");
            const quint32 byteRate = qFromLittleEndian<quint32>(bytes.constData() + 28);
            const qsizetype data = bytes.indexOf("data");
            QVERIFY(data > 0 && byteRate > 0);
            const quint32 dataBytes = qFromLittleEndian<quint32>(bytes.constData() + data + 4);
            const double seconds = double(dataBytes) / byteRate;
            QVERIFY2(seconds > 0.05 && seconds < 0.4,
                     qPrintable(QStringLiteral("%1: %2 s").arg(name).arg(seconds)));
        }
    }
};

QTEST_MAIN(SoundTest)
#include "test_sound.moc"
