// The word checker dialog shows the core's word-check report (dict::checkWord): for each input
// the dialog's verdict has the report's validity and lists the report's relations, in its order.

#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QTest>

#include "dialogs/WordCheckerDialog.h"
#include "dictionary/dictionary.h"
#include "dictionary/word_check.h"
#include "services/Settings.h"
#include "text/normalize.h"
#include "ui_test_support.h"

using namespace ps::ui;

namespace {

// What the dialog's label shows, read back: validity and the relations' (kind, word) in order.
struct ShownVerdict {
    bool valid = false;
    bool invalid = false;
    QList<QPair<QString, QString>> relations;
};

ShownVerdict readVerdict(const QString& html) {
    ShownVerdict shown;
    shown.valid = html.contains(QStringLiteral("class='valid'"));
    shown.invalid = html.contains(QStringLiteral("class='invalid'"));
    static const QRegularExpression item(
        QStringLiteral("<li class='([a-z-]+)'[^>]*>.*?<b>([^<]+)</b>.*?</li>"));
    for (auto it = item.globalMatch(html); it.hasNext();) {
        const auto match = it.next();
        shown.relations.append({match.captured(1), match.captured(2)});
    }
    return shown;
}

}  // namespace

class WordCheckerTest : public QObject {
    Q_OBJECT
  private:
    std::optional<ps::dict::Dictionary> dictionary_;

  private slots:
    void initTestCase() {
        const QString path = qEnvironmentVariable("POTEGA_TEST_LEXICON");
        QVERIFY2(!path.isEmpty(), "POTEGA_TEST_LEXICON is not set");
        dictionary_.emplace(ps::dict::Dictionary::load(path.toStdString()));
    }

    void theDialogShowsTheReportsVerdict_data() {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QStringList>("played");
        const QStringList used{QStringLiteral("domek"), QStringLiteral("kot"),
                               QStringLiteral("dom")};
        QTest::newRow("valid, unrelated") << QStringLiteral("lament") << used;
        QTest::newRow("valid, no game") << QStringLiteral("lament") << QStringList{};
        QTest::newRow("not in the dictionary") << QStringLiteral("komputera") << used;
        QTest::newRow("digit") << QStringLiteral("k0t") << used;
        QTest::newRow("space") << QStringLiteral("kot dom") << used;
        QTest::newRow("over-long")
            << QString(static_cast<qsizetype>(ps::text::kMaxWordLength + 1), QLatin1Char('a'))
            << used;
        QTest::newRow("already played") << QStringLiteral("KOT") << used;
        QTest::newRow("same family and suspected") << QStringLiteral("Domu") << used;
        QTest::newRow("suspected only")
            << QStringLiteral("domu") << QStringList{QStringLiteral("domek")};
    }

    void theDialogShowsTheReportsVerdict() {
        QFETCH(QString, input);
        QFETCH(QStringList, played);
        std::vector<ps::Word> playedWords;
        for (const QString& word : played) {
            playedWords.push_back(ps::word(word.toStdString()));
        }
        WordCheckerDialog dialog(&*dictionary_, [&] { return playedWords; });
        dialog.wordEdit()->setText(input);
        const ShownVerdict shown = readVerdict(dialog.resultLabel()->text());

        const ps::dict::UsedWordIndex used(*dictionary_, playedWords);
        const ps::dict::WordReport report =
            ps::dict::checkWord(*dictionary_, used, input.toStdString());
        QCOMPARE(shown.valid, report.valid);
        QCOMPARE(shown.invalid, !report.valid);
        QList<QPair<QString, QString>> expected;
        for (const ps::dict::RelatedWord& related : report.relations) {
            expected.append({QString::fromUtf8(ps::dict::relationName(related.relation)),
                             QString::fromStdString(ps::text::toUpperPolish(related.word))});
        }
        QCOMPARE(shown.relations, expected);
    }

    // The cases above exercise what they are named for (so the comparison is not vacuous).
    void theReportsCoverEveryKindOfVerdict() {
        std::vector<ps::Word> playedWords{ps::word("domek"), ps::word("kot"), ps::word("dom")};
        const ps::dict::UsedWordIndex used(*dictionary_, playedWords);
        const auto check = [&](const char* input) {
            return ps::dict::checkWord(*dictionary_, used, input);
        };
        QVERIFY(check("lament").acceptable());
        QVERIFY(!check("komputera").valid && !check("komputera").error);
        QVERIFY(check("k0t").error.has_value());
        QVERIFY(check(std::string(ps::text::kMaxWordLength + 1, 'a').c_str()).error.has_value());
        const auto domu = check("domu");
        QCOMPARE(domu.relations.size(), std::size_t{2});
        QCOMPARE(domu.relations[0].relation, ps::dict::Relation::SameFamily);
        QCOMPARE(domu.relations[1].relation, ps::dict::Relation::Suspected);
    }

    // The wording of the malformed cases names what is wrong, in the players' language.
    void malformedInputIsNamed() {
        WordCheckerDialog dialog(&*dictionary_, {});
        dialog.wordEdit()->setText(QStringLiteral("k0t"));
        QVERIFY2(dialog.resultLabel()->text().contains(QStringLiteral("„0” nie jest polską")),
                 qPrintable(dialog.resultLabel()->text()));
        dialog.wordEdit()->setText(
            QString(static_cast<qsizetype>(ps::text::kMaxWordLength + 1), QLatin1Char('a')));
        QVERIFY2(dialog.resultLabel()->text().contains(QStringLiteral("za długie")),
                 qPrintable(dialog.resultLabel()->text()));
        dialog.wordEdit()->setText(
            QString(static_cast<qsizetype>(ps::text::kMaxWordLength), QLatin1Char('a')));
        QVERIFY2(!dialog.resultLabel()->text().contains(QStringLiteral("za długie")),
                 qPrintable(dialog.resultLabel()->text()));
        dialog.wordEdit()->setText(QStringLiteral("kot dom"));
        QVERIFY2(dialog.resultLabel()->text().contains(QStringLiteral("bez spacji")),
                 qPrintable(dialog.resultLabel()->text()));
    }

    // Why a word is refused, in the players' language, with the report's reason as a class.
    void refusalsAreExplained() {
        WordCheckerDialog dialog(&*dictionary_, {});
        const auto shows = [&](const char* input, const char* cssClass, const QString& words) {
            dialog.wordEdit()->setText(QString::fromUtf8(input));
            const QString html = dialog.resultLabel()->text();
            return html.contains(QStringLiteral("class='%1'").arg(QLatin1String(cssClass))) &&
                   html.contains(words);
        };
        QVERIFY2(shows("np", "abbreviation", QStringLiteral("skrót")),
                 qPrintable(dialog.resultLabel()->text()));
        QVERIFY2(shows("Kraków", "proper-noun", QStringLiteral("nazwa własna")),
                 qPrintable(dialog.resultLabel()->text()));
        QVERIFY2(shows("komputera", "not-in-list", QStringLiteral("nie ma na liście")),
                 qPrintable(dialog.resultLabel()->text()));
        QVERIFY2(shows("quiz", "foreign-letter", QStringLiteral("innego alfabetu")),
                 qPrintable(dialog.resultLabel()->text()));
    }

    // The player's own words (Settings → Dictionary) as they are now: a removed word is
    // refused with its own reason, an added one is valid, a word of its own.
    void theCheckerAppliesThePlayersOwnWords() {
        Settings::setOwnWords({QStringLiteral("zyzol")}, {QStringLiteral("kot")});
        WordCheckerDialog dialog(&*dictionary_, {});
        dialog.wordEdit()->setText(QStringLiteral("kot"));
        QString html = dialog.resultLabel()->text();
        QVERIFY2(html.contains(QStringLiteral("class='removed-by-you'")), qPrintable(html));
        QVERIFY2(html.contains(QStringLiteral("usunięte przez ciebie")), qPrintable(html));
        QVERIFY(!readVerdict(html).valid);
        dialog.wordEdit()->setText(QStringLiteral("Zyzol"));
        html = dialog.resultLabel()->text();
        QVERIFY(readVerdict(html).valid);
        QVERIFY2(html.contains(QStringLiteral("class='added-by-you'")), qPrintable(html));
        Settings::setOwnWords({}, {});
        dialog.wordEdit()->setText(QStringLiteral("kot"));
        QVERIFY(readVerdict(dialog.resultLabel()->text()).valid);
    }

    // "Did you mean": the suggestions are links that check the word they name.
    void suggestionsCheckTheWordTheyName() {
        WordCheckerDialog dialog(&*dictionary_, {});
        dialog.wordEdit()->setText(QStringLiteral("zolw"));
        const QString html = dialog.resultLabel()->text();
        QVERIFY2(html.contains(QStringLiteral("class='suggestions'")), qPrintable(html));
        QVERIFY2(html.contains(QStringLiteral("href='check:żółw'")), qPrintable(html));
        emit dialog.resultLabel()->linkActivated(QStringLiteral("check:żółw"));
        QCOMPARE(dialog.wordEdit()->text(), QStringLiteral("żółw"));
        QVERIFY(readVerdict(dialog.resultLabel()->text()).valid);
    }

    // A suspected relation says which root the words share.
    void suspectedRelationsNameTheirRoot() {
        std::vector<ps::Word> playedWords{ps::word("domek")};
        WordCheckerDialog dialog(&*dictionary_, [&] { return playedWords; });
        dialog.wordEdit()->setText(QStringLiteral("domu"));
        const QString html = dialog.resultLabel()->text();
        QVERIFY2(html.contains(QStringLiteral("DOM-")), qPrintable(html));
    }

    // Enter in the word line checks the word (and selects it for the next one); it does not
    // close the checker.
    void enterChecksTheWordAndKeepsTheCheckerOpen() {
        WordCheckerDialog dialog(&*dictionary_, {});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        dialog.wordEdit()->setFocus();
        QTest::keyClicks(dialog.wordEdit(), QStringLiteral("kot"));
        QTest::keyClick(dialog.wordEdit(), Qt::Key_Return);
        QVERIFY(dialog.isVisible());
        QCOMPARE(dialog.result(), 0);
        QVERIFY(readVerdict(dialog.resultLabel()->text()).valid);
        QCOMPARE(dialog.wordEdit()->selectedText(), QStringLiteral("kot"));
        QTest::keyClick(&dialog, Qt::Key_Escape);
        QVERIFY(!dialog.isVisible());
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir settingsDir;
    ps::ui::test::prepareApplication(app, settingsDir);
    WordCheckerTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_word_checker.moc"
