// Game → My tables over real XMPP: the window's own link (XmppKeeperLink: a Connection and a
// KeeperClient) signs in to a Prosody of the test's own on 127.0.0.1 and asks a stand-in keeper
// — an account of the test that answers keeper messages as a keeper would — for the tables;
// the rows, a new table and a seat taken come back over the server. A keeper account that
// nobody runs is said not to answer. End to end: a real keeper (`potega-slowa-cli net keep`)
// creates the table the window asks for, and the table opened from the window is on the main
// window's table as the keeper's guest. Skipped when prosody is not installed.

#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <csignal>
#include <deque>
#include <fstream>
#include <memory>

#include "../net/xmpp_support.h"
#include "app/KeeperTables.h"
#include "app/OnlinePlay.h"
#include "net/wire_compression.h"
#include "net/xmpp/connection.h"
#include "services/Settings.h"
#include "tables/MyTablesWindow.h"
#include "tables/NewTableDialog.h"
#include "ui_test_support.h"

using namespace ps::ui;
using namespace ps::keeper;
namespace netx = ps::net::xmpp;
using ps::net::testing::LocalProsody;

namespace {

netx::Account accountFor(const std::string& name, unsigned short port) {
    return netx::Account{
        name + "@" + LocalProsody::kDomain, "pw-" + name, "127.0.0.1", port, true, ""};
}

OnlineAccount onlineAccount(const netx::Account& account) {
    OnlineAccount online;
    online.jid = QString::fromStdString(account.jid);
    online.password = QString::fromStdString(account.password);
    online.server = QString::fromStdString(account.server);
    online.port = account.port;
    online.plaintext = true;
    return online;
}

// Answers keeper messages as a keeper would, from the tables it is given, pumped by a timer.
class StandInKeeper : public QObject {
  public:
    explicit StandInKeeper(const netx::Account& account) {
        netx::Connection::Handlers handlers;
        handlers.game = [this](const std::string& from, std::string payload) {
            received_.emplace_back(from, std::move(payload));
        };
        connection_ = std::make_unique<netx::Connection>(account, std::move(handlers));
        connection_->connect();
        connect(&pump_, &QTimer::timeout, this, [this] { pump(); });
        pump_.start(10);
    }
    ~StandInKeeper() override {
        pump_.stop();
        connection_->disconnect();
        for (int i = 0; i < 20 && connection_->state() != netx::Connection::State::Offline; ++i) {
            connection_->runOnce(std::chrono::milliseconds(20));
        }
    }
    [[nodiscard]] bool online() const {
        return connection_->state() == netx::Connection::State::Online;
    }
    std::vector<TableSummary> tables;
    std::vector<TableSummary> open;
    std::vector<KeeperMessage> asked;

  private:
    void pump() {
        connection_->runOnce(std::chrono::milliseconds(0));
        while (!received_.empty()) {
            const auto [from, payload] = std::move(received_.front());
            received_.pop_front();
            const ps::net::UnpackedText text = ps::net::unpackText(payload);
            if (!text.ok()) {
                continue;
            }
            ReadKeeperMessage read = readKeeperMessage(*text.text);
            if (!read.message) {
                continue;
            }
            asked.push_back(*read.message);
            std::optional<KeeperMessage> answer;
            if (std::holds_alternative<ListTables>(*read.message)) {
                answer = Tables{tables, false};
            } else if (std::holds_alternative<ListOpen>(*read.message)) {
                answer = Tables{open, true};
            } else if (const auto* create = std::get_if<CreateTable>(&*read.message)) {
                TableSummary made;
                made.id = "stol-0123456789ab";
                made.room = made.id + "@" + LocalProsody::kRooms;
                made.terms = create->terms;
                made.seats.assign(std::size_t(create->terms.players), "");
                made.names.assign(made.seats.size(), "");
                made.seats[0] = netx::bareJid(from);
                made.names[0] = create->name;
                made.yourSeat = 0;
                for (std::size_t i = 0; i < create->invited.size(); ++i) {
                    made.seats[i + 1] = create->invited[i];
                    made.names[i + 1] = create->invited[i].substr(0, create->invited[i].find('@'));
                }
                tables.push_back(made);
                answer = Created{made};
            } else if (const auto* sit = std::get_if<TakeSeat>(&*read.message)) {
                answer = KeeperRefused{"full", "every seat at table " + sit->table + " is taken"};
            }
            if (answer) {
                connection_->sendGame(from,
                                      ps::net::packText(writeKeeperMessage(*answer, read.id)));
            }
        }
    }
    std::unique_ptr<netx::Connection> connection_;
    std::deque<std::pair<std::string, std::string>> received_;
    QTimer pump_;
};

}  // namespace

class KeeperXmppTest : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        const auto binary = ps::net::testing::prosodyBinary();
        if (!binary) {
            QSKIP("prosody is not installed");
        }
        server_ = std::make_unique<LocalProsody>(*binary);
        QVERIFY2(server_->start(), "prosody did not start");
        for (const char* name : {"stoly", "ala", "nikt"}) {
            const auto problem =
                netx::registerAccount(accountFor(name, server_->port()), std::chrono::seconds(15));
            QVERIFY2(!problem, problem ? problem->c_str() : "");
        }
    }

    void cleanupTestCase() { server_.reset(); }

    void theWindowAsksAKeeperOverTheServer() {
        StandInKeeper keeper(accountFor("stoly", server_->port()));
        QTRY_VERIFY_WITH_TIMEOUT(keeper.online(), 10000);
        TableSummary waiting;
        waiting.id = "stol-aaaaaaaaaaaa";
        waiting.room = waiting.id + "@" + LocalProsody::kRooms;
        waiting.terms = correspondenceTerms();
        waiting.seats = {"ala@localhost", "bartek@localhost"};
        waiting.names = {"Ala", "Bartek"};
        waiting.yourSeat = 0;
        waiting.started = true;
        waiting.round = 2;
        waiting.waitingFor = {0};
        waiting.since = 1'750'000'000;
        waiting.deadline = waiting.since + 24 * 3600;
        keeper.tables = {waiting};

        Settings::setKeeperAddress(QStringLiteral("stoly@localhost"));
        MyTablesWindow window;
        window.setClock([] { return std::int64_t{1'750'000'000} + 3600; });
        window.show();
        window.signIn(onlineAccount(accountFor("ala", server_->port())));
        QTRY_COMPARE_WITH_TIMEOUT(window.tablesList()->topLevelItemCount(), 1, 15000);
        QTreeWidget* list = window.tablesList();
        QCOMPARE(list->topLevelItem(0)->text(MyTablesWindow::MoveColumn),
                 QStringLiteral("Twój ruch"));
        QCOMPARE(list->topLevelItem(0)->text(MyTablesWindow::LeftColumn),
                 QStringLiteral("zostało 23 h"));
        QTRY_VERIFY(std::any_of(keeper.asked.begin(), keeper.asked.end(), [](const auto& asked) {
            return std::holds_alternative<ListOpen>(asked);
        }));

        // A new table, asked for and shown.
        window.newTableButton()->click();
        auto* dialog = window.findChild<NewTableDialog*>();
        QVERIFY(dialog != nullptr);
        dialog->playersBox()->setValue(3);
        dialog->invitedEdit(0)->setText(QStringLiteral("bartek@localhost"));
        dialog->accept();
        QTRY_COMPARE_WITH_TIMEOUT(window.tablesList()->topLevelItemCount(), 2, 10000);
        QVERIFY(window.statusLabel()->text().contains(QStringLiteral("stol-0123456789ab")));
        const auto* create = std::get_if<CreateTable>(&keeper.asked.back());
        QVERIFY(create != nullptr);
        QCOMPARE(create->invited, std::vector<std::string>{"bartek@localhost"});
        QCOMPARE(create->terms.players, 3);
    }

    void aKeeperNobodyRunsIsSaidNotToAnswer() {
        Settings::setKeeperAddress(QStringLiteral("nikt@localhost"));
        MyTablesWindow window;
        window.setAnswerWait(std::chrono::milliseconds(1500));
        window.show();
        window.signIn(onlineAccount(accountFor("ala", server_->port())));
        QTRY_VERIFY_WITH_TIMEOUT(
            window.statusLabel()->text().contains(QStringLiteral("nie odpowiada")), 15000);
        QVERIFY(window.statusLabel()->text().contains(QStringLiteral("nikt@localhost")));
    }

    // The real keeper: the table the window asks for is created and started, and opened from
    // the window it is on the main window's table, followed from the keeper.
    void aKeepersTableOpensInTheMainWindow() {
        const QString cli = qEnvironmentVariable("POTEGA_CLI");
        const QString lexicon = qEnvironmentVariable("POTEGA_TEST_LEXICON");
        if (cli.isEmpty() || lexicon.isEmpty()) {
            QSKIP("no potega-slowa-cli (POTEGA_CLI) or test lexicon");
        }
        const std::filesystem::path dir = server_->dir();
        std::ofstream(dir / "keeper-password") << "sekret-keeper\n";
        std::filesystem::permissions(
            dir / "keeper-password",
            std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
        std::ofstream(dir / "keeper.conf")
            << "jid = prawdziwy@" << LocalProsody::kDomain << "\n"
            << "password_file = " << (dir / "keeper-password").string() << "\n"
            << "server = 127.0.0.1\nport = " << server_->port() << "\nallow_plain_text = true\n"
            << "rooms = " << LocalProsody::kRooms << "\n"
            << "database = " << (dir / "keeper.sqlite").string() << "\n"
            << "dictionary = " << lexicon.toStdString() << "\n";
        ps::net::testing::Process keeper(
            {cli.toStdString(), "net", "keep", "--config", (dir / "keeper.conf").string(),
             "--register", "--status", (dir / "keeper-status.json").string()},
            dir / "keeper.out", dir / "keeper.err");
        const auto keeperOnline = [&] {
            QFile status(QString::fromStdString((dir / "keeper-status.json").string()));
            return status.open(QIODevice::ReadOnly) &&
                   QJsonDocument::fromJson(status.readAll()).object().value("online").toBool();
        };
        QTRY_VERIFY_WITH_TIMEOUT(keeperOnline(), 30000);

        auto bot = ps::ui::test::makeBotTable();
        QVERIFY(bot != nullptr);
        Settings::setKeeperAddress(QStringLiteral("prawdziwy@localhost"));
        MyTablesWindow* window = bot->window.keeperTables()->show();
        window->signIn(onlineAccount(accountFor("ala", server_->port())));
        QTRY_VERIFY_WITH_TIMEOUT(
            window->statusLabel()->text().startsWith(QStringLiteral("Zaktualizowano")), 20000);
        QCOMPARE(window->tablesList()->topLevelItemCount(), 0);

        window->newTableButton()->click();
        auto* dialog = window->findChild<NewTableDialog*>();
        QVERIFY(dialog != nullptr);
        dialog->paceBox()->setCurrentIndex(dialog->paceBox()->findData(int(Pace::Live)));
        dialog->invitedEdit(0)->setText(QStringLiteral("bartek@localhost"));
        dialog->accept();
        QTRY_COMPARE_WITH_TIMEOUT(window->tablesList()->topLevelItemCount(), 1, 20000);
        QVERIFY2(window->statusLabel()->text().contains(QStringLiteral("gra się zaczęła")),
                 qPrintable(window->statusLabel()->text()));
        const TableSummary table = window->tables().front();
        QCOMPARE(table.seats, (std::vector<std::string>{"ala@localhost", "bartek@localhost"}));

        window->openButton()->click();
        auto* guest = qobject_cast<OnlineGuest*>(bot->window.onlinePlay()->table());
        QVERIFY(guest != nullptr);
        QCOMPARE(guest->room(), QString::fromStdString(table.room));
        QCOMPARE(guest->host(), QStringLiteral("prawdziwy@localhost"));
        // The keeper's game on the main window's table, followed from the keeper.
        QTRY_VERIFY_WITH_TIMEOUT(bot->controller->hasGame() && bot->controller->followsReferee(),
                                 30000);
        QCOMPARE(bot->controller->seatName(0), QStringLiteral("ala"));
        window->close();
        keeper.kill(SIGTERM);
        QVERIFY(keeper.wait(std::chrono::seconds(10)).has_value());
    }

  private:
    std::unique_ptr<LocalProsody> server_;
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir settingsDir;
    ps::ui::test::prepareApplication(app, settingsDir);
    KeeperXmppTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_keeper_xmpp.moc"
