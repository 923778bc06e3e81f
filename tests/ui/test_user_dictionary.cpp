// The player's own word list (Settings → Dictionary): a good list compiles in the background,
// is stored in the data folder and is used for the next new game while a running game keeps
// its dictionary; a bad list (invalid UTF-8, a foreign letter, no words, a huge line) is refused
// with the line at fault and the previous choice stays; the app and `potega-slowa-cli compile`
// (dict::compileWordList) accept and refuse the same lists; a corrupt or missing stored list falls
// back to the built-in dictionary with a message; the built-in dictionary is one click away. The
// built-in dictionary here is the small test lexicon (POTEGA_TEST_LEXICON).

#include <cerrno>

#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "app/GameFiles.h"
#include "app/MainWindow.h"
#include "dialogs/SettingsDialog.h"
#include "dictionary/compiler.h"
#include "dictionary/dictionary.h"
#include "engine/io/json_text.h"
#include "game/GameController.h"
#include "game/SaveGame.h"
#include "services/DictionaryLoader.h"
#include "services/Language.h"
#include "services/Resources.h"
#include "services/Settings.h"
#include "services/UserDictionary.h"
#include "ui_test_support.h"

using namespace ps::ui;
using ps::engine::io::DictionaryIdentity;

namespace {

QString dataFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Compiles `path` through the dialog, as "Choose a word list…" does after its file dialog,
// and waits for the background job to end.
void compileThroughDialog(SettingsDialog& dialog, const QString& path) {
    QSignalSpy finished(dialog.compiler(), &UserDictionaryCompiler::finished);
    dialog.compileWordList(path);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60'000);
}

}  // namespace

class UserDictionaryTest : public QObject {
    Q_OBJECT
  private:
    QTemporaryDir lists_;
    std::optional<ps::engine::Deck> deck_;
    DictionaryIdentity builtIn_;

    QString writeList(const QString& name, const QByteArray& bytes) {
        const QString path = lists_.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
            return {};
        }
        return path;
    }

    // A good list of six words, chosen in Settings (through the dialog).
    void chooseGoodList() {
        const QString list =
            writeList(QStringLiteral("klub.txt"), "kot\r\nkoty\n\n  ŻÓŁW \nzamek\ndom\nćmąćwa\n");
        SettingsDialog dialog;
        compileThroughDialog(dialog, list);
        QVERIFY2(!Settings::userDictionaryPath().isEmpty(), qPrintable(dialog.dictionaryMessage()));
    }

    static bool contains(const ps::dict::Lexicon& lexicon, const char* word) {
        return lexicon.contains(ps::word(word));
    }

  private slots:
    void initTestCase() {
        QVERIFY(lists_.isValid());
        const QByteArray lexicon = qgetenv("POTEGA_TEST_LEXICON");
        QVERIFY2(!lexicon.isEmpty(), "POTEGA_TEST_LEXICON is not set");
        qputenv("POTEGA_DICTIONARY", lexicon);
        const auto identity = dictionaryFileIdentity(lexicon.toStdString());
        QVERIFY(identity.has_value());
        builtIn_ = *identity;
        DeckResult deck = loadStandardDeck();
        QVERIFY2(deck.deck.has_value(), qPrintable(deck.error));
        deck_ = deck.deck;
    }

    void init() {
        QDir(dataFolder()).removeRecursively();
        Settings::setBuiltInDictionary();
        Settings::setOwnWords({}, {});
    }
    void cleanup() { QDir(dataFolder()).removeRecursively(); }

    void theDialogShowsTheBuiltInDictionaryWithItsWordCount() {
        SettingsDialog dialog;
        QVERIFY2(dialog.dictionaryStatus().contains(QString::number(builtIn_.words)),
                 qPrintable(dialog.dictionaryStatus()));
        QVERIFY(!dialog.findChild<QPushButton*>(QStringLiteral("useBuiltInButton"))->isEnabled());
    }

    void aGoodListCompilesAndIsUsedForTheNextNewGame() {
        DictionaryLoader loader;
        MainWindow window;
        window.setAutosaveEnabled(false);
        window.setDictionaryLoader(&loader);
        loader.start();
        QVERIFY(loader.waitUntilLoaded());
        QCOMPARE(loader.identity(), std::optional<DictionaryIdentity>(builtIn_));
        auto* controller = new GameController(loader.tableLexicon(), *deck_, &window);
        window.setController(controller);
        GameSetup setup = GameSetup::defaults();
        setup.seed = 5;
        QVERIFY(window.startGame(setup));

        chooseGoodList();
        QCOMPARE(Settings::userDictionaryPath(), userdict::storedDictionaryPath());
        QCOMPARE(Settings::userDictionaryListName(), QStringLiteral("klub.txt"));
        const auto stored =
            dictionaryFileIdentity(QFile::encodeName(Settings::userDictionaryPath()).toStdString());
        QVERIFY(stored.has_value());
        QCOMPARE(stored->words, std::uint64_t{6});
        // The running game keeps its dictionary.
        QCOMPARE(loader.identity(), std::optional<DictionaryIdentity>(builtIn_));
        QVERIFY(!contains(controller->lexicon(), "ćmąćwa"));

        // A new game takes the list.
        emit window.newGameRequested(setup);
        QVERIFY(window.startGame(setup));
        QCOMPARE(loader.identity(), stored);
        QVERIFY(loader.usesUserList());
        for (const char* word : {"kot", "koty", "żółw", "zamek", "dom", "ćmąćwa"}) {
            QVERIFY2(contains(controller->lexicon(), word), word);
        }
        QVERIFY(!contains(controller->lexicon(), "kotek"));
        // Its saves name it.
        const QString save = QDir(lists_.path()).filePath(QStringLiteral("gra.potega"));
        QCOMPARE(window.files()->saveTo(save), std::nullopt);
        ps::dict::Dictionary lexicon =
            ps::dict::Dictionary::load(qgetenv("POTEGA_TEST_LEXICON").toStdString());
        const LoadedGame loaded = readSaveFile(save, lexicon);
        QVERIFY2(loaded.game.has_value(), qPrintable(loaded.error));
        QCOMPARE(loaded.game->dictionary, stored);
    }

    // Settings → Dictionary, "Your own words": added and removed words are stored at once,
    // shown again by the next dialog, moved between the lists, forgotten; a text that is no word
    // is refused with why. A new game takes them; the running one keeps its own; saves name them.
    void ownWordsRoundTripThroughTheSettingsPageAndANewGameTakesThem() {
        Settings::setOwnWords({}, {});
        DictionaryLoader loader;
        MainWindow window;
        window.setAutosaveEnabled(false);
        window.setDictionaryLoader(&loader);
        loader.start();
        QVERIFY(loader.waitUntilLoaded());
        QCOMPARE(loader.identity(), std::optional<DictionaryIdentity>(builtIn_));
        QVERIFY(loader.overlay() == nullptr);
        auto* controller = new GameController(loader.tableLexicon(), *deck_, &window);
        window.setController(controller);
        GameSetup setup = GameSetup::defaults();
        setup.seed = 5;
        QVERIFY(window.startGame(setup));
        {
            SettingsDialog dialog;
            QVERIFY(dialog.addedWords().isEmpty());
            QVERIFY(dialog.removedWords().isEmpty());
            dialog.addOwnWord(QStringLiteral("  Zyzol "));
            dialog.addOwnWord(QStringLiteral("ŻÓŁWIK"));
            dialog.removeOwnWord(QStringLiteral("kot"));
            QCOMPARE(dialog.addedWords(),
                     (QStringList{QStringLiteral("zyzol"), QStringLiteral("żółwik")}));
            // Enter in the line adds the word and keeps the dialog open.
            dialog.show();
            auto* line = dialog.findChild<QLineEdit*>(QStringLiteral("ownWordEdit"));
            QVERIFY(line != nullptr);
            line->setText(QStringLiteral("bździągwa"));
            QTest::keyClick(line, Qt::Key_Return);
            QVERIFY(dialog.isVisible());
            QVERIFY(dialog.addedWords().contains(QStringLiteral("bździągwa")));
            dialog.forgetOwnWord(QStringLiteral("bździągwa"));
            QCOMPARE(dialog.removedWords(), QStringList{QStringLiteral("kot")});
            // A text that is no word: refused, with the character and its position.
            dialog.addOwnWord(QStringLiteral("k0t"));
            QVERIFY2(dialog.ownWordsMessage().contains(QStringLiteral("U+0030")),
                     qPrintable(dialog.ownWordsMessage()));
            QVERIFY2(dialog.ownWordsMessage().contains(QStringLiteral("2")),
                     qPrintable(dialog.ownWordsMessage()));
            QCOMPARE(dialog.addedWords().size(), 2);
            // Removing an added word moves it; forgetting takes it out of both.
            dialog.removeOwnWord(QStringLiteral("żółwik"));
            QCOMPARE(dialog.addedWords(), QStringList{QStringLiteral("zyzol")});
            QCOMPARE(dialog.removedWords(),
                     (QStringList{QStringLiteral("kot"), QStringLiteral("żółwik")}));
            dialog.forgetOwnWord(QStringLiteral("żółwik"));
            QCOMPARE(dialog.removedWords(), QStringList{QStringLiteral("kot")});
            // Bots leave the added words alone unless the player says so.
            auto* bots = dialog.findChild<QCheckBox*>(QStringLiteral("botsPlayAddedWords"));
            QVERIFY(bots != nullptr);
            QVERIFY(!bots->isChecked());
            QVERIFY(!Settings::botsPlayAddedWords());
            bots->setChecked(true);
            QVERIFY(Settings::botsPlayAddedWords());
            bots->setChecked(false);
        }
        // Stored: the next dialog shows them.
        QCOMPARE(Settings::addedWords(), QStringList{QStringLiteral("zyzol")});
        QCOMPARE(Settings::removedWords(), QStringList{QStringLiteral("kot")});
        {
            SettingsDialog again;
            QCOMPARE(again.addedWords(), QStringList{QStringLiteral("zyzol")});
            QCOMPARE(again.removedWords(), QStringList{QStringLiteral("kot")});
        }
        // The running game keeps its words.
        QVERIFY(contains(controller->lexicon(), "kot"));
        QVERIFY(!contains(controller->lexicon(), "zyzol"));
        QCOMPARE(loader.identity(), std::optional<DictionaryIdentity>(builtIn_));

        // A new game takes them, and its identity (and saves) name them.
        emit window.newGameRequested(setup);
        QVERIFY(window.startGame(setup));
        QVERIFY(!contains(controller->lexicon(), "kot"));
        QVERIFY(contains(controller->lexicon(), "zyzol"));
        QVERIFY(contains(controller->lexicon(), "dom"));
        QVERIFY(loader.overlay() != nullptr);
        const auto identity = loader.identity();
        QVERIFY(identity.has_value());
        QVERIFY(identity->sameDictionary(builtIn_));
        QCOMPARE(identity->overlay.added, std::uint64_t{1});
        QCOMPARE(identity->overlay.removed, std::uint64_t{1});
        QCOMPARE(identity->overlay, userdict::overlayIdentity(userdict::storedOverlay()));
        const QString save = QDir(lists_.path()).filePath(QStringLiteral("wlasne.potega"));
        QCOMPARE(window.files()->saveTo(save), std::nullopt);
        const auto root = ps::engine::io::Json::parse(readAll(save).toStdString());
        QVERIFY(root["position"]["version"] == 3);
        QVERIFY(root["position"]["dictionary"]["overlay"]["added"] == 1);
        ps::dict::Dictionary lexicon =
            ps::dict::Dictionary::load(qgetenv("POTEGA_TEST_LEXICON").toStdString());
        const LoadedGame loaded = readSaveFile(save, lexicon);
        QVERIFY2(loaded.game.has_value(), qPrintable(loaded.error));
        QCOMPARE(loaded.game->dictionary, identity);

        // Without words of one's own again: the identity of before, no overlay.
        Settings::setOwnWords({}, {});
        emit window.newGameRequested(setup);
        QVERIFY(window.startGame(setup));
        QVERIFY(loader.overlay() == nullptr);
        QCOMPARE(loader.identity(), std::optional<DictionaryIdentity>(builtIn_));
        QVERIFY(contains(controller->lexicon(), "kot"));
    }

    void aBadListIsRefusedWithItsLineAndThePreviousChoiceStays_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("shown");
        QTest::newRow("invalid UTF-8")
            << QByteArray("kot\ndom\nk\xc3\x28t\n") << QStringLiteral("Line 3");
        QTest::newRow("a foreign letter")
            << QByteArray("kot\n\nquiz\n") << QStringLiteral("Line 3");
        QTest::newRow("a foreign letter's code")
            << QByteArray("kot\nvat\n") << QStringLiteral("U+0076");
        QTest::newRow("two words on a line")
            << QByteArray("kot\nstary dom\n") << QStringLiteral("Line 2");
        QTest::newRow("empty") << QByteArray("\n  \r\n") << QStringLiteral("no words");
        QTest::newRow("no bytes") << QByteArray() << QStringLiteral("no words");
        QTest::newRow("only comments")
            << QByteArray("# klub\n# 2026\n") << QStringLiteral("no words");
        QTest::newRow("a huge line") << QByteArray("kot\n") + QByteArray(100'000, 'a') + "\n"
                                     << QStringLiteral("Line 2");
        QTest::newRow("a word over 64 letters") << QByteArray("kot\n") + QByteArray(65, 'a') + "\n"
                                                << QStringLiteral("65 letters");
    }

    void aBadListIsRefusedWithItsLineAndThePreviousChoiceStays() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, shown);
        chooseGoodList();
        const QString before = Settings::userDictionaryPath();
        const QByteArray storedBefore = readAll(before);
        QVERIFY(!storedBefore.isEmpty());

        SettingsDialog dialog;
        compileThroughDialog(dialog, writeList(QStringLiteral("zla.txt"), bytes));
        QVERIFY2(dialog.dictionaryMessage().contains(shown),
                 qPrintable(dialog.dictionaryMessage()));
        QVERIFY2(dialog.dictionaryMessage().contains(QStringLiteral("zla.txt")),
                 qPrintable(dialog.dictionaryMessage()));
        QCOMPARE(Settings::userDictionaryPath(), before);
        QCOMPARE(Settings::userDictionaryListName(), QStringLiteral("klub.txt"));
        QCOMPARE(readAll(before), storedBefore);
        QVERIFY2(dialog.dictionaryStatus().contains(QStringLiteral("klub.txt")),
                 qPrintable(dialog.dictionaryStatus()));
    }

    // The reason is on the message's second line: the dialog, already shown, grows to show it
    // (it used to appear only after resizing the dialog by hand).
    void aFaultsReasonIsSeenWithoutResizing_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("UTF-16") << QByteArray("\xff\xfek\0o\0t\0\n\0", 10);
        QTest::newRow("a word of 65 letters") << QByteArray("kot\n") + QByteArray(65, 'a') + "\n";
        QTest::newRow("blanks only") << QByteArray("  \n\t\n \r\n");
    }

    void aFaultsReasonIsSeenWithoutResizing() {
        QFETCH(QByteArray, bytes);
        SettingsDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* message = dialog.findChild<QLabel*>(QStringLiteral("dictionaryMessage"));
        QVERIFY(message != nullptr);
        compileThroughDialog(dialog, writeList(QStringLiteral("zla.txt"), bytes));
        QVERIFY2(dialog.dictionaryMessage().contains(QStringLiteral("zla.txt")),
                 qPrintable(dialog.dictionaryMessage()));
        QTRY_VERIFY2(message->height() >= message->heightForWidth(message->width()),
                     qPrintable(QStringLiteral("%1 px of %2 for: %3")
                                    .arg(message->height())
                                    .arg(message->heightForWidth(message->width()))
                                    .arg(dialog.dictionaryMessage())));
        QTRY_VERIFY(message->geometry().bottom() < message->parentWidget()->height());
    }

    void aListIsReadLeniently() {
        // A byte-order mark, Windows line ends, capitals, surrounding blanks, a comment,
        // decomposed ó.
        const QString list =
            writeList(QStringLiteral("luzna.txt"),
                      "\xef\xbb\xbfKOT\r\n\t dom \r\n# komentarz\r\n\r\nzo\xcc\x81\xc5\x82w\n");
        const QString target = lists_.filePath(QStringLiteral("luzna.dict"));
        const std::atomic<bool> cancel{false};
        const userdict::Outcome outcome = userdict::compileWordList(list, target, cancel);
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        QVERIFY(outcome.identity.has_value());
        QCOMPARE(outcome.identity->words, std::uint64_t{3});
        const ps::dict::Dictionary compiled =
            ps::dict::Dictionary::load(QFile::encodeName(target).toStdString());
        for (const char* word : {"kot", "dom", "zółw"}) {
            QVERIFY2(contains(compiled, word), word);
        }
        const std::atomic<bool> cancelled{true};
        const QString other = lists_.filePath(QStringLiteral("przerwana.dict"));
        QVERIFY(userdict::compileWordList(list, other, cancelled).cancelled);
        QVERIFY(!QFile::exists(other));
    }

    // The app compiles with the project's compiler: every list the CLI's compile takes, the
    // app takes with the same words; every list it refuses, the app refuses at the same line.
    void theAppAndTheCompilerJudgeListsAlike_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("good") << QByteArray("kot\nKOTY\n\n  żółw \n# uwaga\n");
        QTest::newRow("invalid UTF-8") << QByteArray("kot\ndom\nk\xc3\x28t\n");
        QTest::newRow("a foreign letter") << QByteArray("kot\n\nquiz\n");
        QTest::newRow("a digit") << QByteArray("kot\nk0t\n");
        QTest::newRow("two words") << QByteArray("kot\nstary dom\n");
        QTest::newRow("empty") << QByteArray("\n\n");
        QTest::newRow("a huge line") << QByteArray(70'000, 'a');
        QTest::newRow("a long word") << QByteArray(65, 'a');
    }

    void theAppAndTheCompilerJudgeListsAlike() {
        QFETCH(QByteArray, bytes);
        const QString list = writeList(QStringLiteral("lista.txt"), bytes);
        const ps::dict::WordListResult cli =
            ps::dict::compileWordList(std::filesystem::path(QFile::encodeName(list).toStdString()));
        const std::atomic<bool> cancel{false};
        const QString target = lists_.filePath(QStringLiteral("lista.dict"));
        QFile::remove(target);
        const userdict::Outcome app = userdict::compileWordList(list, target, cancel);
        QCOMPARE(app.identity.has_value(), cli.ok());
        if (cli.ok()) {
            QCOMPARE(app.identity->words, cli.compiled->words);
            QCOMPARE(app.identity->checksum, cli.compiled->checksum);
            return;
        }
        QCOMPARE(app.error, userdict::describeListFault(cli, QStringLiteral("lista.txt")));
        if (cli.line > 0) {
            QVERIFY2(app.error.contains(QStringLiteral("Line %1 ").arg(cli.line)),
                     qPrintable(app.error));
        }
        QVERIFY(!QFile::exists(target));
    }

    // The messages people read are in Polish when the app is (every fault of the compiler).
    void theMessagesAreInPolish() {
        ps::ui::language::apply(QStringLiteral("pl"));
        ps::dict::WordListResult result;
        result.line = 3;
        result.fault = ps::dict::WordListFault::NotUtf8;
        const QString notUtf8 = userdict::describeListFault(result, QStringLiteral("zla.txt"));
        result.fault = ps::dict::WordListFault::NotAWord;
        result.lineText = "quiz";
        result.wordFault = ps::text::WordFault::NotALetter;
        result.character = U'q';
        result.position = 1;
        const QString foreign = userdict::describeListFault(result, QStringLiteral("zla.txt"));
        result.fault = ps::dict::WordListFault::NoWords;
        const QString empty = userdict::describeListFault(result, QStringLiteral("zla.txt"));
        result.fault = ps::dict::WordListFault::LineTooLong;
        const QString huge = userdict::describeListFault(result, QStringLiteral("zla.txt"));
        result.fault = ps::dict::WordListFault::NotARegularFile;
        result.fileFault = ps::text::FileFault::Fifo;
        const QString fifo = userdict::describeListFault(result, QStringLiteral("zla.txt"));
        result.fault = ps::dict::WordListFault::CannotRead;
        result.fileFault = ps::text::FileFault::CannotOpen;
        result.systemError = ELOOP;
        const QString loop = userdict::describeListFault(result, QStringLiteral("zla.txt"));
        result.fault = ps::dict::WordListFault::CarriageReturnLineEnds;
        const QString mac = userdict::describeListFault(result, QStringLiteral("zla.txt"));
        ps::ui::language::apply(QStringLiteral("en"));
        QVERIFY2(fifo.contains(QStringLiteral("potok nazwany (FIFO)")), qPrintable(fifo));
        QVERIFY2(loop.contains(QStringLiteral("pętla dowiązań")), qPrintable(loop));
        QVERIFY2(mac.contains(QStringLiteral("powrotu karetki (CR)")), qPrintable(mac));
        for (const QString& message : {notUtf8, foreign, huge}) {
            QVERIFY2(message.startsWith(QStringLiteral("Wiersz 3 pliku zla.txt")),
                     qPrintable(message));
        }
        QVERIFY2(notUtf8.contains(QStringLiteral("UTF-8")), qPrintable(notUtf8));
        QVERIFY2(foreign.contains(QStringLiteral("nie jest polską literą")), qPrintable(foreign));
        QVERIFY2(foreign.contains(QStringLiteral("U+0071")), qPrintable(foreign));
        QVERIFY2(empty.contains(QStringLiteral("nie zawiera żadnych słów")), qPrintable(empty));
        QVERIFY2(huge.contains(QStringLiteral("65536")), qPrintable(huge));
    }

    void aCorruptStoredListFallsBackToTheBuiltInOneWithAMessage() {
        chooseGoodList();
        const QString stored = Settings::userDictionaryPath();
        QByteArray bytes = readAll(stored);
        bytes[bytes.size() - 3] = char(bytes[bytes.size() - 3] ^ 0x5a);
        QFile file(stored);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(bytes), bytes.size());
        file.close();

        DictionaryLoader loader;
        QSignalSpy noticed(&loader, &DictionaryLoader::noticed);
        loader.start();
        QVERIFY(loader.waitUntilLoaded());
        QCOMPARE(noticed.count(), 1);
        const QString message = noticed.front().front().toString();
        // Named in the player's words, with no English detail mixed in (that goes to the log).
        QVERIFY2(message.contains(QStringLiteral("the file is damaged")), qPrintable(message));
        QVERIFY2(!message.contains(QStringLiteral("checksum does not match")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("built-in")), qPrintable(message));
        QVERIFY(!loader.usesUserList());
        QCOMPARE(loader.identity(), std::optional<DictionaryIdentity>(builtIn_));
        QVERIFY(Settings::userDictionaryPath().isEmpty());
    }

    void aMissingStoredListFallsBackToTheBuiltInOneWithAMessage() {
        chooseGoodList();
        QVERIFY(QFile::remove(Settings::userDictionaryPath()));
        DictionaryLoader loader;
        QSignalSpy noticed(&loader, &DictionaryLoader::noticed);
        loader.start();
        QVERIFY(loader.waitUntilLoaded());
        QCOMPARE(noticed.count(), 1);
        QVERIFY2(noticed.front().front().toString().contains(QStringLiteral("missing")),
                 qPrintable(noticed.front().front().toString()));
        QCOMPARE(loader.identity(), std::optional<DictionaryIdentity>(builtIn_));
    }

    void theBuiltInDictionaryIsOneClickAway() {
        chooseGoodList();
        DictionaryLoader loader;
        loader.start();
        QVERIFY(loader.waitUntilLoaded());
        QVERIFY(loader.usesUserList());

        SettingsDialog dialog;
        auto* useBuiltIn = dialog.findChild<QPushButton*>(QStringLiteral("useBuiltInButton"));
        QVERIFY(useBuiltIn->isEnabled());
        QTest::mouseClick(useBuiltIn, Qt::LeftButton);
        QVERIFY(Settings::userDictionaryPath().isEmpty());
        QVERIFY(!useBuiltIn->isEnabled());
        QVERIFY2(dialog.dictionaryStatus().contains(QString::number(builtIn_.words)),
                 qPrintable(dialog.dictionaryStatus()));

        QCOMPARE(loader.useChosenDictionary(), std::nullopt);
        QVERIFY(!loader.usesUserList());
        QCOMPARE(loader.identity(), std::optional<DictionaryIdentity>(builtIn_));
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir settings;
    ps::ui::test::prepareApplication(app, settings);
    // The messages are checked in their source language (the Polish ones in ui_shell_test's
    // completeness check).
    ps::ui::language::apply(QStringLiteral("en"));
    UserDictionaryTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_user_dictionary.moc"
