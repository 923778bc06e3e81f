// The replay viewer: it steps through a record forward, back, to the ends and to any turn (the
// list, the slider, the keys) and shows the table the session had at that turn; it refuses
// text that is no record with a message (and no crash), opens saved-game files, says when a
// record was made with another dictionary or stops replaying, and reviews the turns.

#include <QApplication>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

#include "board/BoardScene.h"
#include "bots/bot.h"
#include "dictionary/dictionary.h"
#include "engine/io/record.h"
#include "game/GameReview.h"
#include "game/SaveGame.h"
#include "replay/ReplayGame.h"
#include "replay/ReplayViewer.h"
#include "services/Resources.h"
#include "services/UserDictionary.h"
#include "session/driver.h"
#include "session/session.h"
#include "ui_test_support.h"

using namespace ps::ui;
using namespace ps::engine;
using ps::engine::io::DictionaryIdentity;
using ps::engine::io::Record;

namespace {

// The message box a refused open left on screen (and closes it).
QString takeErrorBox() {
    QString text;
    for (QWidget* widget : QApplication::topLevelWidgets()) {
        auto* box = qobject_cast<QMessageBox*>(widget);
        if (box != nullptr && box->objectName() == QStringLiteral("replayError") &&
            box->isVisible()) {
            text = box->text();
            box->close();
        }
    }
    return text;
}

}  // namespace

class ReplayTest : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir settingsDir_;
    std::optional<ps::dict::Dictionary> dictionary_;
    Record record_;
    DictionaryIdentity identity_;
    GameController::ReviewFunction review_;

    std::unique_ptr<ReplayViewer> open(const QString& text) {
        return std::unique_ptr<ReplayViewer>(
            ReplayViewer::openRecordText(text, QStringLiteral("test"), nullptr));
    }

    QString recordText() const {
        return QString::fromStdString(ps::engine::io::writeRecord(record_));
    }

    // What the viewer shows at its position equals the session replayed to that turn.
    void checkAgainstSession(const ReplayViewer& viewer) {
        const int position = viewer.position();
        Record prefix = record_;
        prefix.actions.resize(std::size_t(viewer.game().actionsAt(position)));
        const ps::session::Session table(
            prefix, *dictionary_, {ps::session::Seat::person(), ps::session::Seat::person()});
        const GameState& state = table.game().state();
        // Position p is the end of the p-th turn: p turns have begun before the current one.
        if (state.phase != Phase::GameOver) {
            QCOMPARE(state.turnNumber, position);
        }
        QCOMPARE(viewer.boardScene()->cards().size(), qsizetype(state.table.size()));
        QCOMPARE(viewer.table().cells.size(), qsizetype(state.table.size()));
        const Scores scores = table.game().scores();
        for (int seat = 0; seat < 2; ++seat) {
            QCOMPARE(viewer.table().seats[seat].total(), scores.players[std::size_t(seat)].total());
            QCOMPARE(viewer.table().seats[seat].captured.size(),
                     qsizetype(state.players[std::size_t(seat)].captured.size()));
        }
        QCOMPARE(viewer.slider()->value(), position);
        QCOMPARE(viewer.turnList()->currentRow(), position);
    }

  private slots:
    void initTestCase() {
        test::prepareApplication(*qApp, settingsDir_);
        const QString path = qEnvironmentVariable("POTEGA_TEST_LEXICON");
        QVERIFY(!path.isEmpty());
        dictionary_.emplace(ps::dict::Dictionary::load(path.toStdString()));
        identity_ = {dictionary_->checksum(), dictionary_->wordCount()};
        const DeckResult deck = loadStandardDeck();
        QVERIFY(deck.deck.has_value());
        GameOptions options;
        options.players = 2;
        options.seed = 5;
        ps::session::Session table(options, *deck.deck, *dictionary_,
                                   {ps::session::Seat::computer(ps::bots::Level::Medium),
                                    ps::session::Seat::computer(ps::bots::Level::Medium)});
        const ps::bots::Vocabulary vocabulary{&*dictionary_, nullptr};
        std::vector<std::unique_ptr<ps::bots::Bot>> owned;
        std::vector<ps::bots::Bot*> bots;
        for (int seat = 0; seat < 2; ++seat) {
            owned.push_back(ps::bots::makeBot(ps::bots::Level::Medium, PlayerId(seat), vocabulary,
                                              options.seed));
            bots.push_back(owned.back().get());
        }
        const ps::session::PlayedGame played = ps::session::playOut(table, bots);
        record_ = Record{options, *deck.deck, played.actions, identity_};
        QVERIFY(table.game().isOver());
        ReplayViewer::setDictionarySource([this] {
            return std::optional<ReplayDictionary>(
                ReplayDictionary{&*dictionary_, identity_, QStringLiteral("test words"), review_});
        });
    }

    void stepsForwardBackAndJumps() {
        auto viewer = open(recordText());
        QVERIFY(viewer != nullptr);
        QVERIFY2(viewer->note().isEmpty(), qPrintable(viewer->note()));
        const int turns = viewer->turnCount();
        QVERIFY2(turns > 10, qPrintable(QString::number(turns)));
        QCOMPARE(viewer->position(), 0);  // opens at the deal
        QCOMPARE(viewer->boardScene()->cards().size(), 16);
        QVERIFY(viewer->table().lastMove.isEmpty());
        checkAgainstSession(*viewer);
        viewer->forward();
        QCOMPARE(viewer->position(), 1);
        QVERIFY(!viewer->table().lastMove.isEmpty());  // the turn's move is outlined
        checkAgainstSession(*viewer);
        viewer->forward();
        viewer->back();
        QCOMPARE(viewer->position(), 1);
        viewer->last();
        QCOMPARE(viewer->position(), turns);
        QVERIFY(viewer->table().gameOver);
        checkAgainstSession(*viewer);
        viewer->forward();  // past the end: stays
        QCOMPARE(viewer->position(), turns);
        viewer->first();
        QCOMPARE(viewer->position(), 0);
        viewer->back();
        QCOMPARE(viewer->position(), 0);
        // The list of turns (clicked) and the slider jump.
        viewer->turnList()->setCurrentRow(turns / 2);
        QCOMPARE(viewer->position(), turns / 2);
        checkAgainstSession(*viewer);
        viewer->slider()->setValue(turns / 3);
        QCOMPARE(viewer->position(), turns / 3);
        checkAgainstSession(*viewer);
        // Every turn, one after the other.
        viewer->first();
        for (int position = 1; position <= turns; ++position) {
            viewer->forward();
            QCOMPARE(viewer->position(), position);
            checkAgainstSession(*viewer);
        }
    }

    void theKeysStep() {
        auto viewer = open(recordText());
        QVERIFY(viewer != nullptr);
        QVERIFY(QTest::qWaitForWindowExposed(viewer.get()));
        viewer->activateWindow();
        viewer->setFocus();
        QTest::keyClick(viewer.get(), Qt::Key_Right);
        QTest::keyClick(viewer.get(), Qt::Key_Right);
        QCOMPARE(viewer->position(), 2);
        QTest::keyClick(viewer.get(), Qt::Key_Left);
        QCOMPARE(viewer->position(), 1);
        QTest::keyClick(viewer.get(), Qt::Key_End);
        QCOMPARE(viewer->position(), viewer->turnCount());
        QTest::keyClick(viewer.get(), Qt::Key_Home);
        QCOMPARE(viewer->position(), 0);
    }

    void theTurnListNamesTheWords() {
        auto viewer = open(recordText());
        QVERIFY(viewer != nullptr);
        QCOMPARE(viewer->turnList()->count(), viewer->turnCount() + 1);
        // A turn with a word lists it in capitals.
        bool found = false;
        for (int position = 1; position <= viewer->turnCount() && !found; ++position) {
            const auto& turn = viewer->game().turn(position - 1);
            if (turn.word) {
                const QString word = GameController::wordText(*turn.word);
                QVERIFY2(viewer->turnList()->item(position)->text().contains(word),
                         qPrintable(viewer->turnList()->item(position)->text()));
                found = true;
            }
        }
        QVERIFY(found);
    }

    void refusesTextThatIsNoRecord_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("not JSON") << QStringLiteral("{\"format\": ");
        QTest::newRow("another format")
            << QStringLiteral("{\"format\": \"potega-slowa-position\"}");
        QTest::newRow("a number") << QStringLiteral("42");
        QTest::newRow("record without actions") << QStringLiteral(
            "{\"format\": \"potega-slowa-record\", \"version\": 1, "
            "\"options\": {\"players\": 2}, \"deck\": \"standard\"}");
        QTest::newRow("nine players") << QStringLiteral(
            "{\"format\": \"potega-slowa-record\", \"version\": 1, "
            "\"options\": {\"players\": 9}, \"deck\": \"standard\", "
            "\"actions\": []}");
        QTest::newRow("a save without a record")
            << QStringLiteral("{\"format\": \"potega-slowa-save\", \"version\": 1}");
    }

    void refusesTextThatIsNoRecord() {
        QFETCH(QString, text);
        ReplayViewer* viewer = ReplayViewer::openRecordText(text, QStringLiteral("bad"), nullptr);
        QVERIFY(viewer == nullptr);
        QVERIFY(!ReplayViewer::lastOpenError().isEmpty());
        QCOMPARE(takeErrorBox(), ReplayViewer::lastOpenError());
    }

    void aRecordThatStopsReplayingIsShownUpToThere() {
        Record broken = record_;
        const std::size_t keep = broken.actions.size() / 2;
        broken.actions.insert(broken.actions.begin() + std::ptrdiff_t(keep),
                              broken.actions[keep + 1]);
        const std::string text = ps::engine::io::writeRecord(broken);
        auto viewer = open(QString::fromStdString(text));
        QVERIFY(viewer != nullptr);
        QVERIFY(viewer->game().failure().has_value());
        QCOMPARE(viewer->game().failure()->index, keep);
        QVERIFY2(viewer->note().contains(QString::number(keep + 1)), qPrintable(viewer->note()));
        QVERIFY(viewer->turnCount() > 0);
        viewer->last();
        QVERIFY(!viewer->table().gameOver);
    }

    void anotherDictionaryIsNamed() {
        Record other = record_;
        other.dictionary = DictionaryIdentity{0x0123456789abcdefULL, 42};
        auto viewer = open(QString::fromStdString(ps::engine::io::writeRecord(other)));
        QVERIFY(viewer != nullptr);
        QVERIFY2(viewer->note().contains(describeDictionary(*other.dictionary)),
                 qPrintable(viewer->note()));
        QVERIFY(viewer->note().contains(QStringLiteral("test words")));
    }

    void opensASavedGameFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.potega"));
        const ps::engine::io::ReplayResult replayed = ps::engine::io::replay(record_, *dictionary_);
        QVERIFY(replayed.ok());
        GameSetup setup;
        setup.seats = {{QStringLiteral("Ala"), 2, SeatKind::Human},
                       {QStringLiteral("Olek"), 3, SeatKind::BotHard}};
        QVERIFY(!writeSaveFile(path, setup, replayed.state, record_.actions, {}, identity_));
        auto viewer = std::unique_ptr<ReplayViewer>(ReplayViewer::openFile(path, nullptr));
        QVERIFY2(viewer != nullptr, qPrintable(ReplayViewer::lastOpenError()));
        QCOMPARE(viewer->position(), 0);
        viewer->last();
        QCOMPARE(viewer->game().stateAt(viewer->position()), replayed.state);
        QCOMPARE(viewer->table().seats[0].name, QStringLiteral("Ala"));
        QCOMPARE(viewer->table().seats[1].colorIndex, 3);
        QVERIFY(viewer->turnList()->item(1)->text().contains(QStringLiteral("Ala")) ||
                viewer->turnList()->item(1)->text().contains(QStringLiteral("Olek")));
        // A file that is no game: refused with its name.
        const QString junk = dir.filePath(QStringLiteral("junk.potega"));
        QFile file(junk);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("hello");
        file.close();
        QVERIFY(ReplayViewer::openFile(junk, nullptr) == nullptr);
        QVERIFY(takeErrorBox().contains(QStringLiteral("junk.potega")));
        QVERIFY(ReplayViewer::openFile(dir.path(), nullptr) == nullptr);
        QVERIFY(!takeErrorBox().isEmpty());
    }

    void reviewsTheTurnsBesideTheTable() {
        // A review function that answers at once: nothing found for the even rounds, a word
        // otherwise (the format of the rows is what is checked, not the bot).
        int asked = 0;
        review_ = [&asked](const Game&, const ps::bots::Thinking&) {
            ++asked;
            return std::optional<ps::bots::Suggestion>();
        };
        auto viewer = open(recordText());
        QVERIFY(viewer != nullptr);
        QVERIFY(viewer->reviewButton()->isEnabled());
        viewer->reviewButton()->click();
        QVERIFY(viewer->review() != nullptr);
        QSignalSpy finished(viewer->review(), &GameReview::finished);
        QVERIFY(finished.wait(60000));
        QCoreApplication::processEvents();  // the rows' queued signals, if any are left
        QVERIFY(viewer->reviewTable()->rowCount() > 0);
        QCOMPARE(viewer->reviewTable()->rowCount(), int(viewer->review()->rows().size()));
        QCOMPARE(asked, viewer->reviewTable()->rowCount());
        QCOMPARE(viewer->review()->reviewedCount(), viewer->reviewTable()->rowCount());
        // Every seat's turns (a record names no person): one row per turn.
        QCOMPARE(viewer->reviewTable()->rowCount(), viewer->turnCount());
        // A row jumps to its turn.
        emit viewer->reviewTable()->cellClicked(3, 0);
        QCOMPARE(viewer->position(), 4);
        review_ = {};
        auto without = open(recordText());
        QVERIFY(!without->reviewButton()->isEnabled());
    }

    void noDictionaryIsAMessage() {
        ReplayViewer::setDictionarySource({});
        QVERIFY(ReplayViewer::openRecordText(recordText(), QString(), nullptr) == nullptr);
        QVERIFY(!takeErrorBox().isEmpty());
    }
};

QTEST_MAIN(ReplayTest)
#include "test_replay.moc"
