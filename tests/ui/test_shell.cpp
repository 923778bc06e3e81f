// The app shell: language switch, remembered new-game set-up and settings, complete
// translations.

#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QTextBrowser>

#include "app/MainWindow.h"
#include "dialogs/EndGameDialog.h"
#include "dialogs/NewGameDialog.h"
#include "dialogs/RulesDialog.h"
#include "game/GameController.h"
#include "model/GameSetup.h"
#include "services/Language.h"
#include "services/Resources.h"
#include "services/Settings.h"
#include "test_lexicon.h"
#include "ui_test_support.h"

using namespace ps::ui;

class ShellTest : public QObject {
    Q_OBJECT
  private slots:
    void polishIsTheDefaultAndEnglishIsSwitchable() {
        MainWindow window;
        QCOMPARE(language::current(), QStringLiteral("pl"));
        QCOMPARE(window.gameMenu()->title(), QStringLiteral("&Gra"));
        QCOMPARE(window.confirmButton()->text(), QStringLiteral("&Zatwierdź"));

        QVERIFY(language::apply(QStringLiteral("en")));
        QCoreApplication::processEvents();
        QCOMPARE(window.gameMenu()->title(), QStringLiteral("&Game"));
        QCOMPARE(window.confirmButton()->text(), QStringLiteral("C&onfirm"));

        QVERIFY(language::apply(QStringLiteral("pl")));
        QCoreApplication::processEvents();
        QCOMPARE(window.gameMenu()->title(), QStringLiteral("&Gra"));
    }

    // Qt's own buttons (QMessageBox, QDialogButtonBox, the file dialog) follow the language.
    void standardButtonsArePolish() {
        if (!QFile::exists(language::qtTranslationsFile(QStringLiteral("pl")))) {
            QSKIP(
                "Qt's Polish translation (qtbase_pl.qm) is missing: install qt6-translations-l10n");
        }
        QVERIFY(language::apply(QStringLiteral("pl")));
        QMessageBox polish(QMessageBox::Question, QStringLiteral("?"), QStringLiteral("?"),
                           QMessageBox::Ok | QMessageBox::Cancel | QMessageBox::Yes);
        QCOMPARE(polish.button(QMessageBox::Cancel)->text(), QStringLiteral("Anuluj"));
        QCOMPARE(polish.button(QMessageBox::Yes)->text(), QStringLiteral("&Tak"));

        QVERIFY(language::apply(QStringLiteral("en")));
        QMessageBox english(QMessageBox::Question, QStringLiteral("?"), QStringLiteral("?"),
                            QMessageBox::Cancel);
        QCOMPARE(english.button(QMessageBox::Cancel)->text(), QStringLiteral("Cancel"));
        QVERIFY(language::apply(QStringLiteral("pl")));
    }

    // The status line speaks the new language at once, not at the next action.
    void statusLineFollowsTheLanguage() {
        ps::ui::test::TestLexicon lexicon;
        const DeckResult deck = loadStandardDeck();
        QVERIFY(deck.deck.has_value());
        MainWindow window;
        window.setAutosaveEnabled(false);
        auto* controller = new GameController(lexicon, *deck.deck, &window);
        window.setController(controller);
        window.show();
        GameSetup setup = GameSetup::defaults();
        setup.seats[0].name = QStringLiteral("Ala");
        setup.startSeat = 0;
        QVERIFY(window.startGame(setup));
        QCoreApplication::processEvents();
        const QString polish = window.statusLabel()->text();
        QVERIFY2(polish.contains(QStringLiteral("Ala")), qPrintable(polish));

        QVERIFY(language::apply(QStringLiteral("en")));
        QCoreApplication::processEvents();
        const QString english = window.statusLabel()->text();
        QVERIFY2(english != polish && english.contains(QStringLiteral("place your card")),
                 qPrintable(english));
        window.setStatus(tr("The game is over."));  // a message set from outside the word bar
        QVERIFY(language::apply(QStringLiteral("pl")));
        QCoreApplication::processEvents();
        QCOMPARE(window.statusLabel()->text(), polish);
    }

    // English is the source language; its plural forms still come from a translation file.
    void englishCountsAreGrammatical() {
        const auto stack = [](int cards) {
            return QCoreApplication::translate("ps::ui::RoundTrack", "Stack: %n card(s)", nullptr,
                                               cards);
        };
        QVERIFY(language::apply(QStringLiteral("en")));
        QCOMPARE(stack(1), QStringLiteral("Stack: 1 card"));
        QCOMPARE(stack(82), QStringLiteral("Stack: 82 cards"));
        QVERIFY(language::apply(QStringLiteral("pl")));
        QVERIFY(!stack(82).contains(QStringLiteral("card")));
    }

    void savedLanguageIsRestored() {
        language::save(QStringLiteral("en"));
        QCOMPARE(language::saved(), QStringLiteral("en"));
        language::save(QStringLiteral("xx"));  // unknown: fall back to Polish
        QCOMPARE(language::saved(), QStringLiteral("pl"));
        language::save(QStringLiteral("pl"));
    }

    void newGameSetupIsRemembered() {
        GameSetup setup = GameSetup::defaults();
        setup.seats.append({QStringLiteral("Ewa"), 3, SeatKind::Human});
        setup.seats[0].name = QStringLiteral("Jagoda");
        setup.blackCardVariant = true;
        setup.turnTimerSeconds = 90;
        setup.minimumWordLength = 3;
        setup.redrawLimit = 2;
        setup.seed = 12345;
        setup.startSeat = 2;
        Settings::setNewGameSetup(setup);
        QCOMPARE(Settings::newGameSetup(), setup);

        // The dialog starts from the remembered set-up and returns what is shown.
        NewGameDialog dialog(setup, false);
        QCOMPARE(dialog.playerCountBox()->value(), 3);
        QCOMPARE(dialog.nameEdit(0)->text(), QStringLiteral("Jagoda"));
        QCOMPARE(dialog.setup(), setup);
    }

    void settingsAreTypedAndBounded() {
        QVERIFY(Settings::animations());  // on until turned off
        Settings::setAnimations(false);
        QVERIFY(!Settings::animations());
        Settings::setAnimations(true);
        QCOMPARE(Settings::helpWindowSeconds(), Settings::kHelpWindowSecondsDefault);
        Settings::setHelpWindowSeconds(5);
        QCOMPARE(Settings::helpWindowSeconds(), 5);
        Settings::setHelpWindowSeconds(999);
        QCOMPARE(Settings::helpWindowSeconds(), Settings::kHelpWindowSecondsMax);
        Settings::setHelpWindowSeconds(Settings::kHelpWindowSecondsDefault);
    }

    void setupIsNormalised() {
        GameSetup setup;
        setup.seats = {{QStringLiteral("  Ala "), 1, SeatKind::Human},
                       {QStringLiteral("ala"), 1, SeatKind::Human}};
        setup.normalize();
        QCOMPARE(setup.seats[0].name, QStringLiteral("Ala"));
        QVERIFY(setup.seats[1].name != QStringLiteral("ala"));  // names stay unique
        QVERIFY(setup.seats[0].colorIndex != setup.seats[1].colorIndex);
    }

    // Every gridline of the end-of-game chart is labelled with its true value: steps of 1, 2
    // or 5 × 10^k from 0 up to the first line at or above the highest score.
    void chartGridlinesAreWholeNiceNumbers() {
        QCOMPARE(ScoreChart::gridValues(0), (QList<int>{0, 1}));
        QCOMPARE(ScoreChart::gridValues(7), (QList<int>{0, 2, 4, 6, 8}));
        QCOMPARE(ScoreChart::gridValues(10), (QList<int>{0, 2, 4, 6, 8, 10}));
        QCOMPARE(ScoreChart::gridValues(13), (QList<int>{0, 5, 10, 15}));
        QCOMPARE(ScoreChart::gridValues(173), (QList<int>{0, 50, 100, 150, 200}));
        for (int highest = 0; highest <= 2000; ++highest) {
            const QList<int> grid = ScoreChart::gridValues(highest);
            QVERIFY(grid.size() >= 2 && grid.size() <= 6);
            const int step = grid[1];
            int magnitude = 1;
            while (magnitude * 10 <= step) {
                magnitude *= 10;
            }
            QVERIFY2(step == magnitude || step == 2 * magnitude || step == 5 * magnitude,
                     qPrintable(QString::number(step)));
            for (int i = 0; i < grid.size(); ++i) {
                QCOMPARE(grid[i], i * step);
            }
            QVERIFY(grid.back() >= highest && grid[grid.size() - 2] < std::max(highest, 1));
        }
    }

    // The new-game dialog speaks of a deal number, not of a shuffle seed.
    void dealNumberIsNamedPlainly() {
        NewGameDialog dialog(GameSetup::defaults(), false);
        auto* deal = dialog.findChild<QLineEdit*>(QStringLiteral("dealNumber"));
        QVERIFY(deal != nullptr);
        QCOMPARE(deal->accessibleName(), QStringLiteral("Numer rozdania"));
        QVERIFY(deal->toolTip().contains(QStringLiteral("te same karty")));
        bool labelled = false;
        for (const QLabel* label : dialog.findChildren<QLabel*>()) {
            QVERIFY2(!label->text().contains(QStringLiteral("Ziarno")), qPrintable(label->text()));
            labelled = labelled || label->buddy() == deal;
        }
        QVERIFY(labelled);
    }

    // The rules in the language of the UI, switched with it.
    void rulesFollowTheLanguage() {
        QVERIFY(
            RulesDialog::rulesMarkdown(QStringLiteral("pl")).contains(QStringLiteral("zasady")));
        QVERIFY(RulesDialog::rulesMarkdown(QStringLiteral("en")).contains(QStringLiteral("rules")));
        RulesDialog dialog;
        QVERIFY(dialog.browser()->toPlainText().contains(QStringLiteral("Przygotowanie")));
        QVERIFY(language::apply(QStringLiteral("en")));
        QCoreApplication::processEvents();
        QVERIFY(dialog.browser()->toPlainText().contains(QStringLiteral("Set-up")));
        QVERIFY(dialog.browser()->toPlainText().contains(QStringLiteral("ŻEL ZAPOMNIENIA")));
        QVERIFY(!dialog.browser()->toPlainText().contains(QStringLiteral("Przygotowanie")));
        QVERIFY(language::apply(QStringLiteral("pl")));
        QCoreApplication::processEvents();
        QVERIFY(dialog.browser()->toPlainText().contains(QStringLiteral("Przygotowanie")));
    }

    void polishTranslationIsComplete() {
        QFile file(qEnvironmentVariable("POTEGA_SOURCE_DIR") +
                   QStringLiteral("/ui/translations/potega-slowa_pl.ts"));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY(text.contains(QStringLiteral("<message")));
        QVERIFY2(!text.contains(QStringLiteral("type=\"unfinished\"")),
                 "ui/translations/potega-slowa_pl.ts has unfinished entries");
        QVERIFY(!text.contains(QStringLiteral("type=\"vanished\"")));
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir settingsDir;
    ps::ui::test::prepareApplication(app, settingsDir);
    ShellTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_shell.moc"
