// The tutorial: every shipped lesson loads and plays to its end on the engine; broken lesson
// files are refused with the path of the fault; both lessons are completed through the widgets
// from the welcome page; a wrong move at every step is explained in the callout and changes
// nothing, and the right move then goes on; a lesson left half-way resumes at the turn it was
// left in; a language switch retranslates a running lesson at once.

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

#include "app/GameFiles.h"
#include "app/MainWindow.h"
#include "app/WelcomePage.h"
#include "engine/io/position.h"
#include "game/GameController.h"
#include "game/Player.h"
#include "history/HistoryRecorder.h"
#include "services/Language.h"
#include "services/Resources.h"
#include "services/Settings.h"
#include "test_lexicon.h"
#include "tutorial/Lesson.h"
#include "tutorial/TutorialController.h"
#include "tutorial/TutorialOverlay.h"
#include "ui_driver.h"
#include "ui_test_support.h"

using namespace ps::ui;
using namespace ps::ui::tutorial;
using namespace ps::engine;
using ps::ui::test::TestLexicon;

namespace {

// The table's ordinary bot after a lesson is left: it has no move, so the timeout policy
// plays its turns (enough to see the game go on).
class IdleBot final : public Player {
  public:
    using Player::Player;
    [[nodiscard]] bool isHuman() const override { return false; }
    void startThinking(const Game&) override {
        QTimer::singleShot(0, this, [this] { emit nothingToDo(); });
    }
    void considerHelp(const Game&) override {
        QTimer::singleShot(0, this, [this] { emit nothingToDo(); });
    }
};

// The words of the shipped lessons, and a few more the wrong moves use.
void addLessonWords(TestLexicon& lexicon) {
    lexicon.addFamily({"dom", "domy", "domu"});
    lexicon.addWords({"kot", "bal", "pan", "takt", "sowy", "ser", "cukier", "zupa", "nic", "my",
                      "we", "kto", "dam", "tak", "sen", "ty"});
    lexicon.addWords({"sól", "wiatr"});
}

QString positionText(const GameController& controller) {
    return QString::fromStdString(io::writePosition(controller.game().state()));
}

}  // namespace

class TutorialTest : public QObject {
    Q_OBJECT

  private:
    TestLexicon lexicon_;
    std::unique_ptr<MainWindow> window_;
    GameController* controller_ = nullptr;
    TutorialController* tutorial_ = nullptr;

    TutorialOverlay* overlay() const { return tutorial_->overlay(); }
    const LessonStep& currentStep() const {
        return tutorial_->lesson()->steps[std::size_t(tutorial_->step())];
    }

    void closeModals() {
        for (int guard = 0; guard < 10; ++guard) {
            QWidget* modal = QApplication::activeModalWidget();
            if (modal == nullptr) {
                return;
            }
            modal->close();
            QCoreApplication::processEvents();
        }
    }

    // The black-card action's button under the word line, then its target on the table.
    void useBlackAction(QPoint target) {
        // The word bar adds the button as the actions begin; it shows on the next event turn.
        const auto findAction = [this]() -> QPushButton* {
            for (auto* button : window_->actionBar()->findChildren<QPushButton*>()) {
                if (button->objectName().startsWith(QStringLiteral("action")) &&
                    button->isVisible()) {
                    return button;
                }
            }
            return nullptr;
        };
        QTRY_VERIFY(findAction() != nullptr);
        QTest::mouseClick(findAction(), Qt::LeftButton);
        ps::ui::test::clickCell(window_->boardView(), target);
    }

    // Plays the current step as the lesson asks, through the widgets.
    void playStep() {
        const LessonStep& step = currentStep();
        const int before = tutorial_->step();
        if (!step.expect) {
            // (The end of the game shows its summary first: the dialog script closes it.)
            QTRY_VERIFY(overlay()->nextButton()->isEnabled());
            QVERIFY(overlay()->nextButton()->isVisible());
            QTest::mouseClick(overlay()->nextButton(), Qt::LeftButton);
            return;
        }
        const std::string type = step.expect->at("type").get<std::string>();
        if (type == "place") {
            const auto& at = step.expect->at("at");
            ps::ui::test::clickCell(window_->boardView(),
                                    QPoint(at[0].get<int>(), at[1].get<int>()));
        } else if (type == "word") {
            const QString word = QString::fromStdString(step.expect->at("word").get<std::string>());
            window_->wordEdit()->clear();
            ps::ui::test::typeText(window_->wordEdit(), word);
            if (!step.tryRefused) {
                QVERIFY2(window_->confirmButton()->isEnabled(), qPrintable(word));
                QTest::mouseClick(window_->confirmButton(), Qt::LeftButton);
            }
        } else if (type == "redraw") {
            QTest::mouseClick(window_->noWordButton(), Qt::LeftButton);
        } else if (type == "resistance") {
            const auto& at = step.expect->at("target");
            useBlackAction(QPoint(at[0].get<int>(), at[1].get<int>()));
        } else if (type == "help-accept" || type == "help-counter") {
            // The offer's dialog opens inside the event loop: the dialog script answers it.
        } else {
            QFAIL(qPrintable(QStringLiteral("the test cannot play a %1 step")
                                 .arg(QString::fromStdString(type))));
        }
        QTRY_VERIFY2(
            tutorial_->step() != before || !tutorial_->isRunning(),
            qPrintable(QStringLiteral("step %1 did not move on: %2 / %3 / %4")
                           .arg(before + 1)
                           .arg(window_->statusLabel()->text(), overlay()->problemLabel()->text(),
                                positionText(*controller_).left(3000))));
    }

    // Makes a move that is not the step's, checks it is explained and changed nothing.
    // Returns false when the step leaves no wrong move to make (the rival's turn).
    void tryWrongMove(bool& made) {
        made = false;
        const LessonStep& step = currentStep();
        const int before = tutorial_->step();
        const bool myTurn = controller_->currentSeatIsHuman() && !controller_->game().isOver();
        const std::string type = step.expect ? step.expect->at("type").get<std::string>() : "";
        if (!myTurn || step.tryRefused) {
            return;
        }
        const QString position = positionText(*controller_);
        if (type == "help-accept" || type == "help-counter") {
            return;  // tried in the offer's dialog by the dialog script (lessonScript)
        } else if (controller_->game().state().phase == Phase::Place) {
            // A legal cell, but not the step's one (or any cell while the step only talks).
            QPoint wanted(INT_MIN, INT_MIN);
            if (type == "place") {
                wanted = QPoint(step.expect->at("at")[0].get<int>(),
                                step.expect->at("at")[1].get<int>());
            }
            const QList<QPoint> cells = controller_->legalCells();
            const auto other = std::find_if(cells.begin(), cells.end(),
                                            [&](QPoint cell) { return cell != wanted; });
            if (other == cells.end()) {
                return;
            }
            ps::ui::test::clickCell(window_->boardView(), *other);
        } else if (type == "word") {
            // A word the rules accept, but not the one the step teaches.
            static const QStringList others{QStringLiteral("kto"), QStringLiteral("dam"),
                                            QStringLiteral("tak"), QStringLiteral("sen"),
                                            QStringLiteral("ty")};
            bool tried = false;
            for (const QString& word : others) {
                if (controller_->checkWord(word).playable) {
                    window_->wordEdit()->clear();
                    ps::ui::test::typeText(window_->wordEdit(), word);
                    QTest::mouseClick(window_->confirmButton(), Qt::LeftButton);
                    tried = true;
                    break;
                }
            }
            if (!tried) {
                return;
            }
            window_->wordEdit()->clear();
        } else if (type == "resistance") {
            // Another rival marker than the one the step names.
            useBlackAction(QPoint(0, 1));
        } else if (type == "redraw") {
            // Typing a word instead of admitting there is none: not in the dictionary here,
            // so the word bar refuses it by itself; the step still waits.
            ps::ui::test::typeText(window_->wordEdit(), QStringLiteral("fff"));
            QTest::keyClick(window_->wordEdit(), Qt::Key_Return);
            [&] { QVERIFY(!window_->statusLabel()->text().isEmpty()); }();
            window_->wordEdit()->clear();
            made = true;
            return;
        } else {
            return;
        }
        [&] {
            QVERIFY2(overlay()->problemLabel()->isVisible(),
                     qPrintable(QStringLiteral("step %1: no explanation").arg(before + 1)));
            QVERIFY(!overlay()->problemLabel()->text().isEmpty());
            QCOMPARE(tutorial_->step(), before);
            QCOMPARE(positionText(*controller_), position);
        }();
        made = true;
    }

    // Plays the running lesson to its end through the widgets, trying a wrong move first
    // wherever the player acts; counts the wrong moves made.
    void playWithWrongMoves(int& wrongMoves) {
        const int steps = int(tutorial_->lesson()->steps.size());
        for (int guard = 0; guard < 2 * steps && tutorial_->isRunning(); ++guard) {
            if (currentStep().expect || controller_->currentSeatIsHuman()) {
                // Let the rival finish first: wrong moves are the player's.
                QTRY_VERIFY(controller_->currentSeatIsHuman() || controller_->game().isOver());
            }
            bool made = false;
            tryWrongMove(made);
            wrongMoves += made ? 1 : 0;
            if (QTest::currentTestFailed()) {
                return;
            }
            playStep();
            if (QTest::currentTestFailed()) {
                return;
            }
        }
    }

    // Unticks the price card of `letter` in the offer's window, as a person clicks its box.
    static void untickPriceCard(QWidget* dialog, const QString& letter) {
        auto* price = dialog->findChild<QListWidget*>(QStringLiteral("counterPrice"));
        QVERIFY(price != nullptr);
        // The offered price heads the list, in sight without scrolling.
        QVERIFY(price->count() > 2);
        QCOMPARE(price->item(0)->checkState(), Qt::Checked);
        QCOMPARE(price->item(1)->checkState(), Qt::Checked);
        for (int i = 2; i < price->count(); ++i) {
            QCOMPARE(price->item(i)->checkState(), Qt::Unchecked);
        }
        for (int i = 0; i < price->count(); ++i) {
            QListWidgetItem* item = price->item(i);
            if (item->checkState() == Qt::Checked && item->text().startsWith(letter)) {
                price->scrollToItem(item);
                const QRect box = price->visualItemRect(item);
                // The check box sits at the item's left edge.
                QTest::mouseClick(price->viewport(), Qt::LeftButton, {},
                                  QPoint(box.left() + box.height() / 2, box.center().y()));
                QCOMPARE(item->checkState(), Qt::Unchecked);
                return;
            }
        }
        QFAIL(qPrintable(QStringLiteral("no ticked %1 in the price").arg(letter)));
    }

    // Answers the modal dialogs a lesson opens, from inside their event loops: Bolek's offer
    // (price Z and A) is countered with the A alone, and his counter back (the Z) accepted;
    // with `wrongFirst`, the offer is first accepted and the counter back refused — each
    // explained in a message, after which the offer comes back. The end-of-game summary is
    // closed.
    static std::unique_ptr<ps::ui::test::DialogScript> lessonScript(bool wrongFirst,
                                                                    bool offer = true) {
        using Step = ps::ui::test::DialogScript::Step;
        QList<Step> steps;
        const Step explained{QString(), [](QWidget* box) {
                                 auto* message = qobject_cast<QMessageBox*>(box);
                                 box->close();
                                 QVERIFY(message != nullptr);
                                 QVERIFY(!message->text().isEmpty());
                             }};
        const auto click = [](const char* button) {
            return Step{QStringLiteral("helpAnswerDialog"),
                        [button](QWidget* dialog) { ps::ui::test::clickButton(dialog, button); }};
        };
        if (offer) {
            if (wrongFirst) {
                steps << click("helpAccept") << explained;
            }
            steps << Step{QStringLiteral("helpAnswerDialog"), [](QWidget* dialog) {
                              untickPriceCard(dialog, QStringLiteral("Z"));
                              ps::ui::test::clickButton(dialog, "helpCounter");
                          }};
            if (wrongFirst) {
                steps << click("helpRefuse") << explained;
            }
            steps << Step{QStringLiteral("helpAnswerDialog"), [](QWidget* dialog) {
                              // Bolek's counter back: the Z alone.
                              auto* summary =
                                  dialog->findChild<QLabel*>(QStringLiteral("helpSummary"));
                              QVERIFY(summary != nullptr);
                              QVERIFY2(summary->text().contains(QStringLiteral("<b>Z</b>")),
                                       qPrintable(summary->text()));
                              ps::ui::test::clickButton(dialog, "helpAccept");
                          }};
        }
        steps << Step{QStringLiteral("endGameDialog"), [](QWidget* dialog) { dialog->close(); }};
        return std::make_unique<ps::ui::test::DialogScript>(steps);
    }

  private slots:
    void initTestCase() { addLessonWords(lexicon_); }

    void init() {
        QSettings().remove(QStringLiteral("tutorial"));
        const DeckResult deck = loadStandardDeck();
        QVERIFY(deck.deck.has_value());
        window_ = std::make_unique<MainWindow>();
        window_->setAutosaveEnabled(false);
        controller_ = new GameController(lexicon_, *deck.deck, window_.get());
        controller_->setBotFactory([](SeatKind, int, std::uint64_t, QObject* parent) -> Player* {
            return new IdleBot(parent);
        });
        controller_->setBotDelay(0);
        window_->setController(controller_);
        window_->resize(1280, 800);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        tutorial_ = window_->findChild<TutorialController*>();
        QVERIFY(tutorial_ != nullptr);
    }

    void cleanup() {
        closeModals();
        window_.reset();
        controller_ = nullptr;
        tutorial_ = nullptr;
    }

    void everyShippedLessonLoadsAndPlaysToItsEnd() {
        const QStringList files = TutorialController::lessonFiles();
        QVERIFY(files.size() >= 1);
        for (const QString& file : files) {
            const auto lesson = TutorialController::loadLessonFile(file);
            const auto* fault = std::get_if<QString>(&lesson);
            QVERIFY2(fault == nullptr, qPrintable(fault != nullptr ? *fault : QString()));
            const Lesson& loaded = std::get<Lesson>(lesson);
            const auto problem = checkLesson(loaded, lexicon_);
            QVERIFY2(!problem,
                     qPrintable(file + QStringLiteral(": ") + problem.value_or(QString())));
            for (const LessonStep& step : loaded.steps) {
                QVERIFY(!step.say.pl.isEmpty() && !step.say.en.isEmpty());
            }
        }
    }

    void brokenLessonsAreRefusedWithThePathOfTheFault() {
        QFile file(TutorialController::lessonFiles().front());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray good = file.readAll();
        const auto refusal = [](const QByteArray& text) {
            const auto lesson = parseLesson(text);
            return std::holds_alternative<QString>(lesson) ? std::get<QString>(lesson) : QString();
        };
        QVERIFY(refusal(good).isEmpty());
        QCOMPARE(refusal("{"), refusal("{"));
        QVERIFY(!refusal("{").isEmpty());
        QByteArray unknownWidget = good;
        unknownWidget.replace("\"widget\": \"board\"", "\"widget\": \"sofa\"");
        QVERIFY2(refusal(unknownWidget)
                     .startsWith(QStringLiteral("/steps/0/show/widget: unknown "
                                                "widget \"sofa\"")),
                 qPrintable(refusal(unknownWidget)));
        QByteArray noEnglish = good;
        noEnglish.replace("\"en\": \"A first game\"", "\"fr\": \"Une partie\"");
        QVERIFY2(refusal(noEnglish).startsWith(QStringLiteral("/title/fr: unknown field")),
                 qPrintable(refusal(noEnglish)));
        QByteArray badPosition = good;
        badPosition.replace("{\"at\": [0, 0], \"card\": \"M\"}",
                            "{\"at\": [0, 0], \"card\": \"Q\"}");
        QVERIFY2(refusal(badPosition).startsWith(QStringLiteral("/position/cells/0/card")),
                 qPrintable(refusal(badPosition)));
        // A lesson whose expected word the rules refuse loads, but does not check.
        QByteArray wrongWord = good;
        wrongWord.replace("{\"type\": \"word\", \"word\": \"kot\"}",
                          "{\"type\": \"word\", \"word\": \"kto\"}");
        const auto lesson = parseLesson(wrongWord);
        QVERIFY(std::holds_alternative<Lesson>(lesson));
        TestLexicon few;
        few.addWords({"kot"});
        const auto problem = checkLesson(std::get<Lesson>(lesson), few);
        QVERIFY(problem.has_value());
        QVERIFY2(problem->startsWith(QStringLiteral("step 3")), qPrintable(*problem));
    }

    void firstLessonIsCompletedThroughTheWidgets() {
        auto* button = window_->welcomePage()->tutorialButton();
        QVERIFY(button->isEnabled());
        const auto script = lessonScript(false);
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(tutorial_->isRunning());
        QCOMPARE(tutorial_->lessonIndex(), 0);
        QVERIFY(overlay()->isShown());
        // The lesson's table is fitted whole when it starts from the welcome page.
        QTRY_VERIFY2(window_->boardView()->wholeTableVisible(),
                     qPrintable(QStringLiteral("scale %1 view %2x%3 content %4x%5")
                                    .arg(window_->boardView()->scale())
                                    .arg(window_->boardView()->viewport()->width())
                                    .arg(window_->boardView()->viewport()->height())
                                    .arg(window_->boardScene()->contentRect().width())
                                    .arg(window_->boardScene()->contentRect().height())));
        const int steps = int(tutorial_->lesson()->steps.size());
        for (int guard = 0; guard < 2 * steps && tutorial_->isRunning(); ++guard) {
            // The callout frames what it talks about.
            QVERIFY(!overlay()->textLabel()->text().isEmpty());
            playStep();
            if (QTest::currentTestFailed()) {
                return;
            }
        }
        QVERIFY(!tutorial_->isRunning());
        QTRY_VERIFY2(script->finished(), qPrintable(script->failure()));
        QVERIFY(TutorialController::finished(QStringLiteral("first-game")));
        const auto scores = controller_->game().scores();
        QCOMPARE(scores.players[0].total(), 8);
        QCOMPARE(scores.players[1].total(), 2);
        QVERIFY(!overlay()->isShown());
    }

    // The log speaks of the learner by name, as in a game, and the lesson is no resumed game.
    void theLearnerPlaysUnderTheirOwnName() {
        const auto forget = qScopeGuard([] { QSettings().remove(QStringLiteral("newGame")); });
        for (const QString& name : {QString(), QStringLiteral("Ania")}) {
            GameSetup last = GameSetup::defaults();
            if (!name.isEmpty()) {
                last.seats[0].name = name;
            }
            Settings::setNewGameSetup(last);
            QTest::mouseClick(window_->welcomePage()->tutorialButton(), Qt::LeftButton);
            QVERIFY(tutorial_->isRunning());
            const QString expected = name.isEmpty() ? TutorialController::tr("Player") : name;
            QCOMPARE(controller_->seatName(0), expected);
            for (const QString& line : controller_->log()) {
                QVERIFY2(!line.contains(QStringLiteral("resumed")), qPrintable(line));
            }
            tutorial_->leave();
            QVERIFY(!tutorial_->isRunning());
        }
    }

    void blackCardLessonIsCompletedThroughTheWidgets() {
        QCOMPARE(window_->welcomePage()->lessonButtons().size(), 2);
        const auto script = lessonScript(false, false);
        QTest::mouseClick(window_->welcomePage()->lessonButtons()[1], Qt::LeftButton);
        QVERIFY(tutorial_->isRunning());
        QCOMPARE(tutorial_->lessonIndex(), 1);
        QVERIFY(controller_->game().state().options.blackCardVariant);
        int wrongMoves = 0;
        playWithWrongMoves(wrongMoves);
        if (QTest::currentTestFailed()) {
            return;
        }
        QVERIFY(!tutorial_->isRunning());
        QTRY_VERIFY2(script->finished(), qPrintable(script->failure()));
        QVERIFY(TutorialController::finished(QStringLiteral("black-cards")));
        QVERIFY(wrongMoves >= 3);
        // OPÓR MATERII sent Bolek's marker on the K back.
        const TableCell* k = findCell(controller_->game().state(), Cell{2, 0});
        QVERIFY(k != nullptr);
        QVERIFY(!k->marker.has_value());
    }

    void aWrongMoveAtEveryStepIsExplainedAndRecoverable() {
        const auto script = lessonScript(true);
        QTest::mouseClick(window_->welcomePage()->lessonButtons().front(), Qt::LeftButton);
        QVERIFY(tutorial_->isRunning());
        int wrongMoves = 0;
        playWithWrongMoves(wrongMoves);
        if (QTest::currentTestFailed()) {
            return;
        }
        QVERIFY(!tutorial_->isRunning());
        QTRY_VERIFY2(script->finished(), qPrintable(script->failure()));
        QVERIFY2(wrongMoves >= 15, qPrintable(QString::number(wrongMoves)));
    }

    void lessonTextsFollowTheLanguageAtOnce() {
        const auto titles = [this] {
            QStringList out;
            for (const QPushButton* button : window_->welcomePage()->lessonButtons()) {
                out << button->text();
            }
            return out;
        };
        QCOMPARE(titles(),
                 (QStringList{QStringLiteral("Pierwsza gra"), QStringLiteral("Czarne karty")}));
        QTest::mouseClick(window_->welcomePage()->tutorialButton(), Qt::LeftButton);
        QVERIFY(tutorial_->isRunning());
        const LessonStep& first = currentStep();
        QVERIFY(overlay()->textLabel()->text().startsWith(first.say.pl.left(20).toHtmlEscaped()));
        const auto restorePolish = qScopeGuard([] { language::apply(QStringLiteral("pl")); });
        QVERIFY(language::apply(QStringLiteral("en")));
        QCoreApplication::processEvents();
        // The running step, its buttons and the welcome page's lessons, without a restart.
        QVERIFY2(overlay()->textLabel()->text().startsWith(first.say.en.left(20).toHtmlEscaped()),
                 qPrintable(overlay()->textLabel()->text()));
        QCOMPARE(overlay()->nextButton()->text(), QStringLiteral("Next"));
        QCOMPARE(overlay()->leaveButton()->text(), QStringLiteral("Leave the lesson"));
        QCOMPARE(titles(),
                 (QStringList{QStringLiteral("A first game"), QStringLiteral("The black cards")}));
        // The lesson goes on where it was.
        QCOMPARE(tutorial_->step(), 0);
        QVERIFY(language::apply(QStringLiteral("pl")));
        QCoreApplication::processEvents();
        QCOMPARE(overlay()->leaveButton()->text(), QStringLiteral("Wyjdź z lekcji"));
        QVERIFY(overlay()->textLabel()->text().startsWith(first.say.pl.left(20).toHtmlEscaped()));
    }

    void aLessonLeftHalfWayResumesAtItsTurn() {
        QTest::mouseClick(window_->welcomePage()->tutorialButton(), Qt::LeftButton);
        // Through KOT, Bolek's BAL and the placement of the D: the word step is not a turn's
        // start, so the placement's step is the one remembered.
        while (tutorial_->step() < 6) {
            playStep();
            if (QTest::currentTestFailed()) {
                return;
            }
        }
        const QString position = positionText(*controller_);
        QTest::mouseClick(overlay()->leaveButton(), Qt::LeftButton);
        QVERIFY(!tutorial_->isRunning());
        QVERIFY(!overlay()->isShown());
        // The step at the start of the turn is remembered; the game went on without the lesson.
        QCOMPARE(TutorialController::savedStep(QStringLiteral("first-game")), 5);
        QTest::mouseClick(window_->welcomePage()->tutorialButton(), Qt::LeftButton);
        QVERIFY(tutorial_->isRunning());
        QCOMPARE(tutorial_->step(), 5);
        QCOMPARE(controller_->game().state().turnNumber, 2);
        QCOMPARE(controller_->game().state().usedWords.size(), std::size_t(2));
        playStep();  // the D again
        QCOMPARE(positionText(*controller_), position);
    }

    // A lesson is no game: left half-way and played on, then replaced by a new game, it is
    // neither written into the history (no "interrupted" game in the statistics) nor kept as
    // an interrupted game.
    void aLessonIsNoGameOfTheHistoryNorAnInterruptedOne() {
        window_->setAutosaveEnabled(true);
        auto* recorder = window_->findChild<ps::ui::history::HistoryRecorder*>();
        QVERIFY(recorder != nullptr);
        int submitted = 0;
        connect(recorder, &ps::ui::history::HistoryRecorder::gameSubmitted, this,
                [&submitted] { ++submitted; });
        GameFiles* files = window_->files();
        QVERIFY(files->claimAutosave());
        QFile::remove(files->autosavePath());
        const int writesBefore = files->autosaveWrites();
        QTest::mouseClick(window_->welcomePage()->tutorialButton(), Qt::LeftButton);
        while (tutorial_->step() < 4) {
            playStep();
            if (QTest::currentTestFailed()) {
                return;
            }
        }
        QTest::mouseClick(overlay()->leaveButton(), Qt::LeftButton);
        QVERIFY(!tutorial_->isRunning());
        QVERIFY(controller_->hasGame());  // played on, still no game of the history
        QCOMPARE(files->autosaveWrites(), writesBefore);
        QVERIFY(!QFile::exists(files->autosavePath()));
        GameSetup setup = GameSetup::defaults();
        setup.seed = 3;
        QVERIFY(window_->startGame(setup));
        QCOMPARE(submitted, 0);
        QVERIFY(files->interruptedGames().isEmpty());
        // The new game is one: autosaved.
        QVERIFY(files->autosaveWrites() > writesBefore);
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir settingsDir;
    ps::ui::test::prepareApplication(app, settingsDir);
    TutorialTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_tutorial.moc"
