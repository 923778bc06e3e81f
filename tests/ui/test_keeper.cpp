// Game → My tables (ui/tables) fed a table keeper's answers by hand, with no network: the
// window's link is the test's own, which records the questions and hands the window the
// answers a keeper would send (KeeperClient::Answer). Checks the rows and their words (the
// person's move first and bold, the time left from a fixed clock), the empty and error states
// on screen, the questions the new-table dialog and "Take a seat" send, and that opening a
// table makes the main window a guest of the table's room with the keeper as its host.

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include "app/KeeperTables.h"
#include "app/OnlinePlay.h"
#include "app/WelcomePage.h"
#include "dialogs/SettingsDialog.h"
#include "online/OnlineDialog.h"
#include "services/Settings.h"
#include "tables/KeeperRows.h"
#include "tables/MyTablesWindow.h"
#include "tables/NewTableDialog.h"
#include "ui_test_support.h"

using namespace ps::ui;
using namespace ps::keeper;

namespace {

constexpr std::int64_t kNow = 1'750'000'000;
constexpr std::int64_t kHour = 3600;
const QString kKeeper = QStringLiteral("stoly@example.org");

// A keeper with no network: what the window asks is kept, and the test answers.
class TestLink : public KeeperLink {
  public:
    using KeeperLink::KeeperLink;
    std::uint64_t ask(const KeeperMessage& question) override {
        asked.emplace_back(next, question);
        return next++;
    }
    [[nodiscard]] bool online() const override { return on; }
    void goOnline() {
        on = true;
        emit signedIn();
    }
    void answer(std::uint64_t id, KeeperMessage message) {
        emit answered(Answer{id, std::move(message)});
    }
    // The id of the latest question of kind T (0: none).
    template <typename T>
    std::uint64_t lastId() const {
        for (auto it = asked.rbegin(); it != asked.rend(); ++it) {
            if (std::holds_alternative<T>(it->second)) {
                return it->first;
            }
        }
        return 0;
    }
    template <typename T>
    const T* last() const {
        for (auto it = asked.rbegin(); it != asked.rend(); ++it) {
            if (const T* found = std::get_if<T>(&it->second)) {
                return found;
            }
        }
        return nullptr;
    }
    std::vector<std::pair<std::uint64_t, KeeperMessage>> asked;
    std::uint64_t next = 1;
    bool on = false;
};

OnlineAccount ala() {
    OnlineAccount account;
    account.jid = QStringLiteral("ala@example.org");
    account.password = QStringLiteral("secret");
    // Nothing listens there: a guest started by a test goes nowhere.
    account.server = QStringLiteral("127.0.0.1");
    account.port = 9;
    account.plaintext = true;
    return account;
}

TableSummary table(const std::string& id, TableTerms terms = correspondenceTerms()) {
    TableSummary summary;
    summary.id = id;
    summary.room = id + "@muc.example.org";
    summary.terms = terms;
    summary.seats = {"ala@example.org", "bartek@example.org"};
    summary.names = {"Ala", "Bartek"};
    summary.yourSeat = 0;
    summary.started = true;
    summary.round = 3;
    summary.createdAt = kNow - 48 * kHour;
    return summary;
}

// A window signed in to the test's keeper at the fixed clock.
struct Fixture {
    Fixture() {
        Settings::setKeeperAddress(kKeeper);
        window.setClock([] { return kNow; });
        window.setLinkMaker([this](const OnlineAccount&, const QString& keeper, QObject* parent) {
            keeperAsked = keeper;
            link = new TestLink(parent);
            return link;
        });
        window.show();
        window.activateWindow();  // F5 is the window's shortcut
        if (!QTest::qWaitForWindowActive(&window)) {
            qWarning("the tables window did not become active");
        }
        window.signIn(ala());
        link->goOnline();
    }
    MyTablesWindow window;
    TestLink* link = nullptr;
    QString keeperAsked;
};

QString cell(const QTreeWidget* list, int row, int column) {
    return list->topLevelItem(row)->text(column);
}

}  // namespace

class KeeperTest : public QObject {
    Q_OBJECT

  private slots:
    void init() { Settings::setKeeperAddress(kKeeper); }

    // Settings → Table server is kept, trimmed and lower-cased.
    void theKeepersAddressIsASetting() {
        SettingsDialog dialog;
        QVERIFY(dialog.keeperAddressEdit() != nullptr);
        QCOMPARE(dialog.keeperAddressEdit()->text(), kKeeper);
        dialog.keeperAddressEdit()->setText(QStringLiteral("  Tables@Example.ORG "));
        dialog.accept();
        QCOMPARE(Settings::keeperAddress(), QStringLiteral("tables@example.org"));
    }

    void signingInAsksForTheTablesAndTheOpenSeats() {
        Fixture f;
        QCOMPARE(f.keeperAsked, kKeeper);
        QVERIFY(f.link->lastId<ListTables>() != 0);
        QVERIFY(f.link->lastId<ListOpen>() != 0);
        QVERIFY(f.window.statusLabel()->text().contains(kKeeper));
        QVERIFY(f.window.windowTitle().contains(kKeeper));
        // F5 asks again once the answers came (not while they are awaited).
        const std::size_t before = f.link->asked.size();
        QTest::keyClick(&f.window, Qt::Key_F5);
        QCOMPARE(f.link->asked.size(), before);
        f.link->answer(f.link->lastId<ListTables>(), Tables{});
        QTest::keyClick(&f.window, Qt::Key_F5);
        QCOMPARE(f.link->asked.size(), before + 1);
        QVERIFY(std::holds_alternative<ListTables>(f.link->asked.back().second));
    }

    // The person's move first, in bold; the time left from the keeper's deadline and the
    // fixed clock; the pace, whose move, the round and the result in words.
    void rowsPutYourMoveFirstInBold() {
        Fixture f;
        TableSummary theirs = table("stol-theirs");
        theirs.waitingFor = {1};
        theirs.toMove = 1;
        theirs.since = kNow - kHour;
        theirs.deadline = kNow + 2 * kHour;
        TableSummary yours = table("stol-yours");
        yours.waitingFor = {0};
        yours.toMove = 0;
        yours.since = kNow - 30 * 60;
        yours.deadline = kNow + 5 * kHour + 12 * 60 + 30;
        TableSummary waiting = table("stol-waiting", TableTerms{});
        waiting.seats = {"ala@example.org", ""};
        waiting.names = {"Ala", ""};
        waiting.started = false;
        waiting.round = 0;
        TableSummary over = table("stol-over");
        over.over = true;
        over.totals = {312, 280};
        over.round = 12;
        f.link->answer(f.link->lastId<ListTables>(), Tables{{over, theirs, waiting, yours}, false});

        QTreeWidget* list = f.window.tablesList();
        QVERIFY(list->isVisible());
        QCOMPARE(list->topLevelItemCount(), 4);
        QCOMPARE(cell(list, 0, MyTablesWindow::TableColumn), QStringLiteral("stol-yours"));
        QCOMPARE(cell(list, 0, MyTablesWindow::MoveColumn), QStringLiteral("Twój ruch"));
        QVERIFY(list->topLevelItem(0)->font(MyTablesWindow::MoveColumn).bold());
        QCOMPARE(cell(list, 0, MyTablesWindow::LeftColumn), QStringLiteral("zostało 5 h 12 min"));
        QCOMPARE(cell(list, 0, MyTablesWindow::PaceColumn),
                 QStringLiteral("korespondencyjnie, 24 h na ruch"));
        QCOMPARE(cell(list, 0, MyTablesWindow::PlayersColumn), QStringLiteral("Ala, Bartek"));
        QCOMPARE(cell(list, 0, MyTablesWindow::RoundColumn), QStringLiteral("3"));
        QCOMPARE(cell(list, 0, MyTablesWindow::SinceColumn),
                 QLocale().toString(QDateTime::fromSecsSinceEpoch(yours.since).time(),
                                    QLocale::ShortFormat));

        QCOMPARE(cell(list, 1, MyTablesWindow::TableColumn), QStringLiteral("stol-theirs"));
        QCOMPARE(cell(list, 1, MyTablesWindow::MoveColumn), QStringLiteral("Czeka na: Bartek"));
        QVERIFY(!list->topLevelItem(1)->font(MyTablesWindow::MoveColumn).bold());
        QCOMPARE(cell(list, 1, MyTablesWindow::LeftColumn), QStringLiteral("zostało 2 h"));

        QCOMPARE(cell(list, 2, MyTablesWindow::TableColumn), QStringLiteral("stol-waiting"));
        QCOMPARE(cell(list, 2, MyTablesWindow::MoveColumn), QStringLiteral("Czeka na 1 gracza"));
        QCOMPARE(cell(list, 2, MyTablesWindow::PaceColumn),
                 QStringLiteral("na żywo, 5 min na ruch"));
        QCOMPARE(cell(list, 2, MyTablesWindow::PlayersColumn),
                 QStringLiteral("Ala, (wolne miejsce)"));

        QCOMPARE(cell(list, 3, MyTablesWindow::TableColumn), QStringLiteral("stol-over"));
        QCOMPARE(cell(list, 3, MyTablesWindow::MoveColumn), QStringLiteral("Koniec gry"));
        QCOMPARE(cell(list, 3, MyTablesWindow::ResultColumn),
                 QStringLiteral("Ala 312, Bartek 280"));
        QVERIFY(cell(list, 3, MyTablesWindow::LeftColumn).isEmpty());
        QVERIFY(f.window.statusLabel()->text().startsWith(QStringLiteral("Zaktualizowano")));
    }

    // The lists have names a screen reader says, and the keyboard goes from the list to its
    // buttons, to the refresh and the close; Esc closes the window.
    void theWindowIsWorkedFromTheKeyboard() {
        Fixture f;
        f.link->answer(f.link->lastId<ListTables>(), Tables{{table("stol-one")}, false});
        QCOMPARE(f.window.tablesList()->accessibleName(), QStringLiteral("Twoje stoły"));
        QCOMPARE(f.window.openList()->accessibleName(),
                 QStringLiteral("Stoły z wolnymi miejscami"));
        QCOMPARE(f.window.tabs()->tabText(0), QStringLiteral("&Moje stoły"));
        QCOMPARE(f.window.tabs()->tabText(1), QStringLiteral("&Wolne miejsca"));
        f.window.tablesList()->setFocus();
        QTest::keyClick(f.window.tablesList(), Qt::Key_Tab);
        QCOMPARE(f.window.focusWidget(), static_cast<QWidget*>(f.window.openButton()));
        QTest::keyClick(f.window.openButton(), Qt::Key_Tab);
        QCOMPARE(f.window.focusWidget(), static_cast<QWidget*>(f.window.newTableButton()));
        QTest::keyClick(f.window.newTableButton(), Qt::Key_Tab);
        QCOMPARE(f.window.focusWidget(), static_cast<QWidget*>(f.window.refreshButton()));
        QTest::keyClick(&f.window, Qt::Key_Escape);
        QTRY_VERIFY(!f.window.isVisible());
    }

    void timeSpansInWords() {
        QCOMPARE(KeeperRows::duration(59), QStringLiteral("0 min"));
        QCOMPARE(KeeperRows::duration(45 * 60), QStringLiteral("45 min"));
        QCOMPARE(KeeperRows::duration(3 * kHour), QStringLiteral("3 h"));
        QCOMPARE(KeeperRows::duration(26 * kHour + 5 * 60), QStringLiteral("1 dzień 2 h"));
        QCOMPARE(KeeperRows::duration(5 * 24 * kHour), QStringLiteral("5 dni"));
        QCOMPARE(KeeperRows::decisionTime(24 * kHour), QStringLiteral("24 h"));
        QCOMPARE(KeeperRows::decisionTime(3 * 24 * kHour), QStringLiteral("3 dni"));
        TableSummary late = table("stol-late");
        late.waitingFor = {0};
        late.deadline = kNow - 1;
        QCOMPARE(KeeperRows::describe(late, kNow).timeLeft, QStringLiteral("czas minął"));
        late.deadline = kNow + 30;
        QCOMPARE(KeeperRows::describe(late, kNow).timeLeft,
                 QStringLiteral("została niecała minuta"));
    }

    void anEmptyListSaysSo() {
        Fixture f;
        f.link->answer(f.link->lastId<ListTables>(), Tables{});
        f.link->answer(f.link->lastId<ListOpen>(), Tables{{}, true});
        QVERIFY(f.window.emptyLabel()->isVisible());
        QVERIFY(!f.window.tablesList()->isVisible());
        QVERIFY(f.window.emptyLabel()->text().startsWith(
            QStringLiteral("Nie siedzisz przy żadnym stole")));
        f.window.tabs()->setCurrentIndex(1);
        QVERIFY(f.window.noOpenLabel()->isVisible());
        QVERIFY(!f.window.openButton()->isEnabled());
    }

    void noKeeperSetSaysWhereToSetIt() {
        Settings::setKeeperAddress(QString());
        MyTablesWindow window;
        window.show();
        window.begin();
        QVERIFY(window.link() == nullptr);
        QVERIFY(window.statusLabel()->text().contains(QStringLiteral("Serwer stołów")));
        QVERIFY(window.fixButton()->isVisible());
        QSignalSpy settings(&window, &MyTablesWindow::settingsWanted);
        window.fixButton()->click();
        QCOMPARE(settings.count(), 1);
    }

    void aKeeperThatDoesNotAnswerIsSaidSo() {
        Fixture f;
        f.window.setAnswerWait(std::chrono::milliseconds(50));
        f.window.refresh();  // nothing new asked: the first questions wait
        f.link->answer(f.link->lastId<ListOpen>(), Tables{{}, true});
        f.link->answer(f.link->lastId<ListTables>(), Tables{});
        QTest::keyClick(&f.window, Qt::Key_F5);
        QTRY_VERIFY_WITH_TIMEOUT(
            f.window.statusLabel()->text().contains(QStringLiteral("nie odpowiada")), 2000);
        QVERIFY(f.window.statusLabel()->text().contains(kKeeper));
        // An answer that comes after all is shown.
        TableSummary late = table("stol-late");
        f.link->answer(f.link->lastId<ListTables>(), Tables{{late}, false});
        QCOMPARE(f.window.tablesList()->topLevelItemCount(), 1);
        QVERIFY(!f.window.statusLabel()->text().contains(QStringLiteral("nie odpowiada")));
    }

    void aRefusalShowsTheKeepersMessage() {
        Fixture f;
        f.link->answer(f.link->lastId<ListTables>(),
                       KeeperRefused{"storage", "the keeper cannot read its tables now"});
        const QString status = f.window.statusLabel()->text();
        QVERIFY2(status.contains(QStringLiteral("the keeper cannot read its tables now")),
                 qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("nie może teraz zapisywać")), qPrintable(status));
    }

    void signingInThatFailsOffersToSignInAgain() {
        Fixture f;
        emit f.link->failed(QStringLiteral("Nie udało się zalogować: złe hasło"));
        QVERIFY(f.window.link() == nullptr);
        QVERIFY(f.window.statusLabel()->text().contains(QStringLiteral("złe hasło")));
        QVERIFY(f.window.fixButton()->isVisible());
    }

    // New table…: the dialog's defaults per pace, its check of the addresses, and the
    // CreateTable it makes; the keeper's Created puts the table in the list.
    void theNewTableDialogAsksForTheTable() {
        Fixture f;
        f.link->answer(f.link->lastId<ListTables>(), Tables{});
        QVERIFY(f.window.newTableButton()->isEnabled());
        f.window.newTableButton()->click();
        auto* dialog = f.window.findChild<NewTableDialog*>();
        QVERIFY(dialog != nullptr);
        QTRY_VERIFY(dialog->isVisible());
        QCOMPARE(dialog->nameEdit()->text(), QStringLiteral("ala"));
        // By correspondence: 24 hours; live: 5 minutes.
        QCOMPARE(dialog->paceBox()->currentData().toInt(), int(Pace::Correspondence));
        QCOMPARE(dialog->timeBox()->value(), 24);
        QCOMPARE(dialog->request().terms.decisionSeconds, 24 * kHour);
        dialog->paceBox()->setCurrentIndex(dialog->paceBox()->findData(int(Pace::Live)));
        QCOMPARE(dialog->timeBox()->value(), 5);
        QCOMPARE(dialog->request().terms.decisionSeconds, 5 * 60);
        QCOMPARE(dialog->request().terms.pace, Pace::Live);
        dialog->paceBox()->setCurrentIndex(dialog->paceBox()->findData(int(Pace::Correspondence)));
        dialog->unitBox()->setCurrentIndex(1);  // days
        dialog->timeBox()->setValue(2);
        dialog->playersBox()->setValue(3);
        QVERIFY(dialog->invitedEdit(1)->isEnabled());
        QVERIFY(!dialog->invitedEdit(2)->isEnabled());
        dialog->invitedEdit(0)->setText(QStringLiteral("nie-adres"));
        dialog->accept();
        QVERIFY(dialog->isVisible());  // refused: not an address
        QVERIFY(!dialog->problem().isEmpty());
        dialog->invitedEdit(0)->setText(QStringLiteral(" Bartek@Example.org"));
        dialog->listedBox()->setChecked(true);
        dialog->variantBox()->setChecked(true);
        dialog->nameEdit()->setText(QStringLiteral("Ala K."));
        dialog->accept();

        const CreateTable* create = f.link->last<CreateTable>();
        QVERIFY(create != nullptr);
        QCOMPARE(create->terms.pace, Pace::Correspondence);
        QCOMPARE(create->terms.decisionSeconds, 2 * 24 * kHour);
        QCOMPARE(create->terms.players, 3);
        QVERIFY(create->terms.listed);
        QVERIFY(create->terms.variant);
        QCOMPARE(create->invited, std::vector<std::string>{"bartek@example.org"});
        QCOMPARE(create->name, std::string("Ala K."));
        QCOMPARE(Settings::keeperTableName(), QStringLiteral("Ala K."));

        TableSummary made = table("stol-new");
        made.terms = create->terms;
        made.seats = {"ala@example.org", "bartek@example.org", ""};
        made.names = {"Ala K.", "bartek", ""};
        made.started = false;
        f.link->answer(f.link->lastId<CreateTable>(), Created{made});
        QCOMPARE(f.window.tablesList()->topLevelItemCount(), 1);
        QCOMPARE(cell(f.window.tablesList(), 0, MyTablesWindow::TableColumn),
                 QStringLiteral("stol-new"));
        QVERIFY(f.window.statusLabel()->text().contains(QStringLiteral("stol-new")));
        // A listed table: the open seats are asked for again.
        QCOMPARE(f.link->asked.back().first, f.link->lastId<ListOpen>());
        Settings::setKeeperTableName(QString());
    }

    void aRefusedTableSaysWhy() {
        Fixture f;
        f.window.newTableButton()->click();
        auto* dialog = f.window.findChild<NewTableDialog*>();
        QVERIFY(dialog != nullptr);
        dialog->accept();
        f.link->answer(f.link->lastId<CreateTable>(),
                       KeeperRefused{"limit", "you sit at 20 tables here already (at most 20)"});
        const QString status = f.window.statusLabel()->text();
        QVERIFY2(status.startsWith(QStringLiteral("Stół nie został założony")), qPrintable(status));
        QVERIFY(status.contains(QStringLiteral("at most 20")));
    }

    // Open seats: the list, "Take a seat" sends TakeSeat, and the keeper's Seated moves the
    // table to the person's own.
    void takingASeatMovesTheTableToYours() {
        Fixture f;
        f.link->answer(f.link->lastId<ListTables>(), Tables{});
        TableSummary open = table("stol-open");
        open.seats = {"celina@example.org", ""};
        open.names = {"Celina", ""};
        open.yourSeat.reset();
        open.started = false;
        open.terms.listed = true;
        f.link->answer(f.link->lastId<ListOpen>(), Tables{{open}, true});
        f.window.tabs()->setCurrentIndex(1);
        QTreeWidget* list = f.window.openList();
        QVERIFY(list->isVisible());
        QCOMPARE(list->topLevelItemCount(), 1);
        QCOMPARE(cell(list, 0, 0), QStringLiteral("stol-open"));
        QCOMPARE(cell(list, 0, 2), QStringLiteral("1 z 2"));
        QCOMPARE(cell(list, 0, 3), QStringLiteral("Celina"));
        QVERIFY(f.window.sitButton()->isEnabled());
        f.window.sitButton()->click();
        const TakeSeat* sit = f.link->last<TakeSeat>();
        QVERIFY(sit != nullptr);
        QCOMPARE(sit->table, std::string("stol-open"));
        QCOMPARE(sit->name, std::string("ala"));

        TableSummary seated = open;
        seated.seats = {"celina@example.org", "ala@example.org"};
        seated.names = {"Celina", "ala"};
        seated.yourSeat = 1;
        seated.started = true;
        seated.round = 1;
        seated.toMove = 0;
        seated.waitingFor = {0};
        f.link->answer(f.link->lastId<TakeSeat>(), Seated{seated});
        QCOMPARE(list->topLevelItemCount(), 0);
        QCOMPARE(f.window.tabs()->currentIndex(), 0);
        QCOMPARE(f.window.tablesList()->topLevelItemCount(), 1);
        QCOMPARE(cell(f.window.tablesList(), 0, MyTablesWindow::MoveColumn),
                 QStringLiteral("Czeka na: Celina"));
        QVERIFY(f.window.statusLabel()->text().contains(QStringLiteral("stol-open")));
    }

    void aTakenSeatSaysWhy() {
        Fixture f;
        TableSummary open = table("stol-full");
        open.seats = {"celina@example.org", ""};
        open.yourSeat.reset();
        open.started = false;
        f.link->answer(f.link->lastId<ListOpen>(), Tables{{open}, true});
        f.window.tabs()->setCurrentIndex(1);
        QTest::keyClick(f.window.openList(), Qt::Key_Return);
        QVERIFY(f.link->last<TakeSeat>() != nullptr);
        f.link->answer(f.link->lastId<TakeSeat>(),
                       KeeperRefused{"full", "every seat at table stol-full is taken"});
        QVERIFY(f.window.statusLabel()->text().startsWith(
            QStringLiteral("Miejsce nie zostało zajęte")));
    }

    // Opening a table: the main window joins its room as a guest, the keeper its host; a
    // game in progress at this screen is left only when the person agrees.
    void openingATableJoinsItsRoomWithTheKeeperAsHost() {
        auto bot = ps::ui::test::makeBotTable();
        if (!bot) {
            QSKIP("no test lexicon (POTEGA_TEST_LEXICON)");
        }
        MainWindow& main = bot->window;
        QVERIFY(main.welcomePage()->myTablesButton() != nullptr);
        KeeperTables* keeperTables = main.keeperTables();
        QVERIFY(keeperTables != nullptr);
        QCOMPARE(keeperTables->action()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_T));
        QVERIFY(main.gameMenu()->actions().contains(keeperTables->action()));
        TestLink* link = nullptr;
        keeperTables->setLinkMaker([&link](const OnlineAccount&, const QString&, QObject* parent) {
            link = new TestLink(parent);
            return link;
        });
        // No account kept: the sign-in form (the account only) asks for it.
        QSettings().remove(QStringLiteral("online/jid"));
        // From the welcome page, as from Game → My tables.
        main.welcomePage()->myTablesButton()->click();
        MyTablesWindow* window = keeperTables->tablesWindow();
        QVERIFY(window != nullptr);
        QCOMPARE(window->parentWidget(), static_cast<QWidget*>(&main));
        OnlineDialog* signIn = nullptr;
        QTRY_VERIFY((signIn = window->findChild<OnlineDialog*>()) != nullptr &&
                    signIn->isVisible());
        signIn->findChild<QLineEdit*>(QStringLiteral("onlineJid"))->setText(ala().jid);
        signIn->findChild<QLineEdit*>(QStringLiteral("onlinePassword"))->setText(ala().password);
        signIn->findChild<QLineEdit*>(QStringLiteral("onlineServer"))->setText(ala().server);
        signIn->findChild<QSpinBox*>(QStringLiteral("onlinePort"))->setValue(ala().port);
        signIn->findChild<QCheckBox*>(QStringLiteral("onlinePlaintext"))->setChecked(true);
        signIn->accept();
        QVERIFY(link != nullptr);
        link->goOnline();
        window->setClock([] { return kNow; });
        TableSummary mine = table("stol-abc");
        mine.yourSeat = 1;
        mine.names = {"Bartek", "Ala"};
        mine.seats = {"bartek@example.org", "ala@example.org"};
        // A finished table has no room any more, and one still waiting for players has none
        // yet: neither is opened, and the window says why.
        TableSummary finished = mine;
        finished.over = true;
        finished.totals = {14, 11};
        link->answer(link->lastId<ListTables>(), Tables{{finished}, false});
        window->tablesList()->setCurrentIndex(window->tablesList()->model()->index(0, 0));
        window->openButton()->click();
        QVERIFY(main.onlinePlay()->table() == nullptr);
        QCOMPARE(window->statusLabel()->text(),
                 QStringLiteral("Ta gra jest skończona; jej wynik jest na liście."));
        TableSummary waiting = mine;
        waiting.started = false;
        waiting.seats[0].clear();
        link->answer(link->lastId<ListTables>(), Tables{{waiting}, false});
        window->tablesList()->setCurrentIndex(window->tablesList()->model()->index(0, 0));
        window->openButton()->click();
        QVERIFY(main.onlinePlay()->table() == nullptr);
        QCOMPARE(window->statusLabel()->text(),
                 QStringLiteral("Ten stół zacznie grę, gdy wszystkie miejsca będą zajęte."));

        link->answer(link->lastId<ListTables>(), Tables{{mine}, false});
        window->tablesList()->setCurrentIndex(window->tablesList()->model()->index(0, 0));
        QVERIFY(window->openButton()->isEnabled());

        // A game at this screen: asked first, and "No" keeps it.
        QVERIFY(main.startGame(ps::ui::test::twoPeople(5)));
        answerQuestion(QMessageBox::No);
        window->tablesList()->setFocus();
        QTest::keyClick(window->tablesList(), Qt::Key_Return);
        QVERIFY(main.onlinePlay()->table() == nullptr);
        answerQuestion(QMessageBox::Yes);
        window->openButton()->click();
        auto* guest = qobject_cast<OnlineGuest*>(main.onlinePlay()->table());
        QVERIFY(guest != nullptr);
        QCOMPARE(guest->room(), QStringLiteral("stol-abc@muc.example.org"));
        QCOMPARE(guest->host(), kKeeper);
        QVERIFY(main.onlinePlay()->followsKeeperTable(guest->room()));
        // Opened again: the same table stays, nothing is asked.
        window->openButton()->click();
        QCOMPARE(main.onlinePlay()->table(), static_cast<OnlineTable*>(guest));
        window->close();
    }

  private:
    // Answers the next question box with `button`, once it shows.
    static void answerQuestion(QMessageBox::StandardButton button) {
        QTimer::singleShot(0, [button] {
            QTRY_VERIFY(qobject_cast<QMessageBox*>(QApplication::activeModalWidget()) != nullptr);
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            box->button(button)->click();
        });
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir settingsDir;
    ps::ui::test::prepareApplication(app, settingsDir);
    KeeperTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_keeper.moc"
