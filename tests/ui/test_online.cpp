// Online play through the app's own controller and online table (ui/online): a host's screen
// and a guest's screen in one process, each signed in to a Prosody of the test's own on
// 127.0.0.1, play whole games to the end — one person on each screen (their moves made by a
// scripted desk through the controller, as the window's widgets make them) and a bot at the
// host. Skipped when prosody is not installed.

#include <qt6keychain/keychain.h>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <algorithm>
#include <chrono>
#include <functional>
#include <map>
#include <memory>

#include "../net/xmpp_support.h"
#include "bots/bot.h"
#include "dictionary/dictionary.h"
#include "game/BotFactory.h"
#include "game/GameController.h"
#include "game/PersonDesk.h"
#include "game/SaveGame.h"
#include "net/seat_view.h"
#include "online/OnlineDialog.h"
#include "online/OnlineTable.h"
#include "services/Resources.h"
#include "session/queries.h"

using namespace ps::ui;
using namespace ps::engine;
using ps::session::Answer;
using ps::session::Decision;
using ps::session::Request;

namespace {

// The person at one screen: answers what the desk is asked, one question at a time, and
// plays their turns with a medium bot's moves, through the controller as the widgets do.
class ScriptedScreen : public QObject, public PersonDesk {
  public:
    ScriptedScreen(GameController& controller, const ps::dict::Dictionary& dictionary,
                   PlayerId seat)
        : controller_(&controller),
          bot_(ps::bots::makeBot(ps::bots::Level::Medium, seat,
                                 ps::bots::Vocabulary{&dictionary, nullptr}, 77 + seat)) {
        connect(&timer_, &QTimer::timeout, this, [this] { act(); });
        connect(&controller, &GameController::changed, this, [this] { waiting_ = false; });
        timer_.start(5);
    }
    void ask(const Request& request, Reply reply) override {
        asked_.push_back({request, std::move(reply)});
        waiting_ = false;  // a new question: the last answer was taken
    }
    void withdraw(const Request& request) override {
        std::erase_if(asked_, [&](const auto& asked) { return asked.first == request; });
    }
    void refused(const Request&, const QString& message) override {
        refusals_ << message;
        waiting_ = false;
        fallback_ = true;  // the bot's move was refused: the timeout policy's next time
    }
    [[nodiscard]] int moves() const { return moves_; }
    [[nodiscard]] int offers() const { return offers_; }
    [[nodiscard]] int declines() const { return declines_; }
    [[nodiscard]] const QStringList& refusals() const { return refusals_; }
    // While this says so, the person does not start a turn (the test has something to do
    // first).
    std::function<bool()> holdTurn;

  private:
    void act() {
        if (!controller_->hasGame() || controller_->isOver()) {
            return;
        }
        if (controller_->mayOfferHelpFromHere()) {
            offerOrDecline();
            return;
        }
        if (waiting_ || asked_.empty()) {
            return;
        }
        const auto [request, reply] = asked_.front();
        const Game& game = controller_->game();
        if (request.what == Decision::TurnAction && holdTurn && holdTurn()) {
            return;
        }
        asked_.erase(asked_.begin());
        if (request.what == Decision::TurnAction) {
            std::optional<Action> action = fallback_ ? std::nullopt : bot_->decide(game);
            fallback_ = false;
            if (!action) {
                action = ps::session::timeoutAction(game);
            }
            QVERIFY(action.has_value());
            waiting_ = true;  // until the table shows the move (or refuses it)
            ++moves_;
            if (const std::optional<QString> problem = controller_->apply(*action)) {
                waiting_ = false;
                fallback_ = true;
                refusals_ << *problem;
            }
            return;
        }
        waiting_ = true;  // until the table shows the answer (reply may show it at once)
        switch (request.what) {
            case Decision::OfferAnswer:
                reply(Answer(HelpRefuse{request.about.value_or(0)}));
                break;
            case Decision::TableVote:
                reply(Answer::agreeing(false));
                break;
            case Decision::TakeBackConsent:
                reply(Answer::yes());
                break;
            case Decision::ZeppelinChoice:
                if (const std::optional<Action> action = bot_->decide(game)) {
                    reply(Answer(*action));
                }
                break;
            case Decision::TurnAction:
            case Decision::HelpOffer:
            case Decision::HelpAnswer:
                reply(Answer());
                break;
        }
    }

    // Another seat's card, and this screen may offer help about it (the help bar is shown):
    // the person writes the bot's offer, if it has one, as the bar's button does (the window
    // held meanwhile), or says "no offer".
    void offerOrDecline() {
        controller_->pauseHelpWindow();
        const std::optional<Action> action = bot_->decide(controller_->game());
        bool offered = false;
        if (action && std::holds_alternative<HelpOffer>(*action)) {
            if (const std::optional<QString> problem = controller_->apply(*action)) {
                refusals_ << *problem;
            } else {
                offered = true;
                ++offers_;
            }
        }
        controller_->resumeHelpWindow();
        if (!offered) {
            ++declines_;
            controller_->declineHelp();
        }
    }

    GameController* controller_;
    std::unique_ptr<ps::bots::Bot> bot_;
    std::vector<std::pair<Request, Reply>> asked_;
    QTimer timer_;
    bool waiting_ = false;
    bool fallback_ = false;
    int moves_ = 0;
    int offers_ = 0;
    int declines_ = 0;
    QStringList refusals_;
};

OnlineAccount accountFor(const std::string& name, unsigned short port) {
    OnlineAccount account;
    account.jid = QString::fromStdString(name + "@" + ps::net::testing::LocalProsody::kDomain);
    account.password = QString::fromStdString("pw-" + name);
    account.server = QStringLiteral("127.0.0.1");
    account.port = port;
    account.plaintext = true;
    account.create = true;
    return account;
}

// Whether `room` is still on the server: the account joins it as a guest does (never
// creating it) and is in within 4 s.
bool roomStillThere(const OnlineAccount& account, const QString& room) {
    bool inside = false;
    ps::net::xmpp::Connection::Handlers handlers;
    handlers.occupant = [&](const ps::net::xmpp::Connection::Occupant& occupant) {
        inside = inside || (occupant.self && occupant.available);
    };
    ps::net::xmpp::Connection look(
        ps::net::xmpp::Account{account.jid.toStdString(), account.password.toStdString(),
                               account.server.toStdString(), account.port, true, ""},
        std::move(handlers));
    look.connect();
    look.joinRoom(room.toStdString(), "look", false);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(4);
    while (!inside && std::chrono::steady_clock::now() < deadline) {
        look.runOnce(std::chrono::milliseconds(20));
    }
    look.disconnect();
    return inside;
}

}  // namespace

class OnlineTest : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        const auto binary = ps::net::testing::prosodyBinary();
        if (!binary) {
            QSKIP("prosody is not installed");
        }
        server_ = std::make_unique<ps::net::testing::LocalProsody>(*binary);
        QVERIFY2(server_->start(), "prosody did not start");
        const QString path = qEnvironmentVariable("POTEGA_TEST_LEXICON");
        QVERIFY(!path.isEmpty());
        dictionary_ =
            std::make_unique<ps::dict::Dictionary>(ps::dict::Dictionary::load(path.toStdString()));
        const DeckResult deck = loadStandardDeck();
        QVERIFY(deck.deck.has_value());
        deck_ = *deck.deck;
    }

    void cleanupTestCase() { server_.reset(); }

    void theDialogSaysWhatIsMissingAndGivesTheTable() {
        OnlineDialog dialog(QString(), true);
        auto* jid = dialog.findChild<QLineEdit*>(QStringLiteral("onlineJid"));
        auto* password = dialog.findChild<QLineEdit*>(QStringLiteral("onlinePassword"));
        auto* room = dialog.findChild<QLineEdit*>(QStringLiteral("onlineRoom"));
        auto* friendAddress = dialog.findChild<QLineEdit*>(QStringLiteral("onlineSeatAddress1"));
        auto* third = dialog.findChild<QComboBox*>(QStringLiteral("onlineSeatKind2"));
        auto* tabs = dialog.findChild<QTabWidget*>(QStringLiteral("onlineTabs"));
        auto* link = dialog.findChild<QLineEdit*>(QStringLiteral("onlineLink"));
        QVERIFY(jid && password && room && friendAddress && third && tabs && link);
        QVERIFY(dialog.problem().contains(QStringLiteral("name@server")));
        jid->setText(QStringLiteral("ala@example.org"));
        emit jid->editingFinished();
        QVERIFY(dialog.problem().contains(QStringLiteral("password")));
        password->setText(QStringLiteral("sekret"));
        // The room is suggested on the account's server.
        QVERIFY(room->text().startsWith(QStringLiteral("stol-")));
        QVERIFY(room->text().endsWith(QStringLiteral("@conference.example.org")));
        QVERIFY(dialog.problem().contains(QStringLiteral("friend")));  // no address yet
        friendAddress->setText(QStringLiteral("Bartek@Example.org"));
        third->setCurrentIndex(third->findText(QStringLiteral("Bot: hard")));
        QCOMPARE(dialog.problem(), QString());
        QVERIFY(dialog.hosting());
        const GameSetup setup = dialog.setup();
        QCOMPARE(setup.seats.size(), 3);
        QCOMPARE(setup.seats[0].name, QStringLiteral("ala"));  // the account's name
        QCOMPARE(setup.seats[1].kind, SeatKind::Human);
        QCOMPARE(setup.seats[2].kind, SeatKind::BotHard);
        QCOMPARE(dialog.remoteSeats(), (std::map<int, QString>{{1, "bartek@example.org"}}));
        QCOMPARE(dialog.account().jid, QStringLiteral("ala@example.org"));
        // Joining: a link that is not a table's is refused; an empty one waits for an
        // invitation.
        tabs->setCurrentIndex(1);
        QVERIFY(!dialog.hosting());
        link->setText(QStringLiteral("https://example.org"));
        QVERIFY(dialog.problem().contains(QStringLiteral("link")));
        link->setText(QStringLiteral("xmpp:stol-1@conference.example.org?join"));
        QCOMPARE(dialog.problem(), QString());
        link->clear();
        QCOMPARE(dialog.problem(), QString());
        // Who joined last time finds the joining tab first.
        QSettings().setValue(QStringLiteral("online/joining"), true);
        QVERIFY(!OnlineDialog(QString(), true).hosting());
        QSettings().remove(QStringLiteral("online/joining"));
        QVERIFY(OnlineDialog(QString(), true).hosting());
    }

    // Where the system has no keyring (as the test's own question to it finds), the dialog
    // says that the password will not be kept and offers no box to tick; where it has one, the
    // box stays.
    void theDialogSaysWhenThereIsNoKeyringToKeepThePassword() {
        auto* probe = new QKeychain::ReadPasswordJob(QStringLiteral("potega-slowa-test"));
        probe->setKey(QStringLiteral("probe"));
        QSignalSpy probed(probe, &QKeychain::Job::finished);
        probe->start();
        QVERIFY(probed.wait(30000));
        const bool keyring = OnlineDialog::keyringAnswers(probe->error());
        qInfo("the keyring: %s", keyring ? "answers" : qPrintable(probe->errorString()));
        OnlineDialog dialog(QString(), true);
        auto* remember = dialog.findChild<QCheckBox*>(QStringLiteral("onlineRemember"));
        QVERIFY(remember != nullptr);
        if (keyring) {
            QTest::qWait(500);
            QVERIFY(remember->isEnabled());
        } else {
            QTRY_VERIFY_WITH_TIMEOUT(!remember->isEnabled(), 30000);
            QVERIFY(!remember->isChecked());
            QVERIFY2(remember->text().contains(QStringLiteral("will not be kept")),
                     qPrintable(remember->text()));
        }
    }

    void aPersonOnEachScreenPlaysAWholeGameWithABot_data() {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<bool>("variant");
        QTest::newRow("seed 5101") << quint64(5101) << false;
        QTest::newRow("seed 5102, the black cards") << quint64(5102) << true;
    }

    void aPersonOnEachScreenPlaysAWholeGameWithABot() {
        QFETCH(quint64, seed);
        QFETCH(bool, variant);
        const std::string tag = std::to_string(seed);
        // The host's screen: Ala here, Bartek on the guest's machine, a medium bot.
        GameController host(*dictionary_, deck_);
        host.setBotFactory(makeBotFactory(dictionary_.get(), nullptr));
        host.setBotDelay(0);
        // People here and there may offer help around the bot's word; the window closes as
        // soon as both have said (the scripts answer at once).
        host.setHelpWindow(2000);
        // A short grace for the people here: while Bartek, on another machine, may offer, the
        // window around the bot's word is the full one all the same.
        host.setHelpGrace(300);
        int windowsOpened = 0;
        int graceWindows = 0;
        bool windowWasOpen = false;
        QObject::connect(&host, &GameController::helpWindowChanged, &host, [&] {
            const bool open = host.helpWindowOpen();
            if (open && !windowWasOpen) {
                ++windowsOpened;
                graceWindows += host.helpWindowWanted() ? 0 : 1;
            }
            windowWasOpen = open;
        });
        ScriptedScreen ala(host, *dictionary_, 0);
        host.setPersonDesk(&ala);
        GameSetup setup = GameSetup::defaults();
        setup.seats = {SeatSetup{QStringLiteral("Ala"), 0, SeatKind::Human},
                       SeatSetup{QStringLiteral("Bartek"), 1, SeatKind::Human},
                       SeatSetup{QStringLiteral("Bot"), 2, SeatKind::BotMedium}};
        setup.seed = seed;
        setup.startSeat = 1;  // the remote person's move comes first
        setup.blackCardVariant = variant;
        const QString room =
            QString::fromStdString("stol-" + tag + "@" + ps::net::testing::LocalProsody::kRooms);
        OnlineHost hosting(host, accountFor("ala" + tag, server_->port()), room, setup,
                           {{1, QString::fromStdString("bartek" + tag + "@" +
                                                       ps::net::testing::LocalProsody::kDomain)}});
        QSignalSpy hostFailed(&hosting, &OnlineTable::failed);
        hosting.begin();
        QTRY_VERIFY_WITH_TIMEOUT(hosting.online() || !hostFailed.isEmpty(), 20000);
        QVERIFY2(hostFailed.isEmpty(), qPrintable(hostFailed.value(0).value(0).toString()));
        QCOMPARE(hosting.joinLink(), QStringLiteral("xmpp:%1?join").arg(room));
        QVERIFY(!hosting.started());  // it waits for Bartek
        QCOMPARE(hosting.absent().size(), 1);

        // The guest's screen: Bartek joins from the link.
        GameController guest(*dictionary_, deck_);
        guest.setHelpWindow(0);
        ScriptedScreen bartek(guest, *dictionary_, 1);
        guest.setPersonDesk(&bartek);
        OnlineGuest joining(guest, accountFor("bartek" + tag, server_->port()), hosting.joinLink(),
                            QStringLiteral("Bartek"));
        QSignalSpy guestFailed(&joining, &OnlineTable::failed);
        QSignalSpy hostChat(&hosting, &OnlineTable::chatLine);
        QSignalSpy guestOver(&guest, &GameController::gameOver);
        joining.begin();
        QTRY_VERIFY_WITH_TIMEOUT(joining.following() || !guestFailed.isEmpty(), 30000);
        QVERIFY2(guestFailed.isEmpty(), qPrintable(guestFailed.value(0).value(0).toString()));
        QVERIFY(hosting.started());
        QVERIFY(guest.followsReferee());
        QCOMPARE(guest.seatName(0), QStringLiteral("Ala"));
        QVERIFY(guest.seatIsRemote(0) && !guest.seatIsRemote(1) && guest.seatIsRemote(2));
        QVERIFY(host.seatIsRemote(1) && !host.seatIsRemote(0));

        // The chat reaches the other screen.
        joining.say(QStringLiteral("Cześć, gramy!"));
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(hostChat.begin(), hostChat.end(),
                                             [](const QList<QVariant>& line) {
                                                 return line.value(1).toString() ==
                                                        QStringLiteral("Cześć, gramy!");
                                             }),
                                 10000);

        // Ala cannot act for Bartek, whose move it is. (The request may come a round trip
        // after the welcome: the host sends what follows a welcome once the server has read
        // what went before.)
        QVERIFY(!host.currentSeatIsHuman());
        QTRY_VERIFY_WITH_TIMEOUT(guest.currentSeatIsHuman(), 10000);
        // The guest's screen decides nothing: its clock does not play a turn out, and a card
        // is not taken back there alone (a whole turn is asked of the host, below).
        const GameState before = guest.position();
        guest.playForTimeout();
        QVERIFY(guest.position() == before);
        QVERIFY(!guest.canTakeBack());

        const auto status = [&] {
            QStringList lines;
            lines << QStringLiteral("host over %1, guest over %2, moves %3 / %4")
                         .arg(host.isOver())
                         .arg(guest.isOver())
                         .arg(ala.moves())
                         .arg(bartek.moves());
            for (const Request& r : host.session()->awaited()) {
                lines << QStringLiteral("host awaits seat %1 kind %2").arg(r.seat).arg(int(r.what));
            }
            lines << ala.refusals() << bartek.refusals();
            if (hosting.table() != nullptr) {
                for (const std::string& line : hosting.table()->log()) {
                    lines << QString::fromStdString(line);
                }
            }
            lines << guest.log().filter(QStringLiteral("take"), Qt::CaseInsensitive);
            lines << host.log().mid(host.log().size() - 6);
            lines << guest.log().mid(guest.log().size() - 6);
            return lines.join(QLatin1Char('\n'));
        };
        // Once, after a few moves of his, Bartek asks to take back his turn: Ala waits with her
        // own turn until he has asked, and agrees.
        bool askedTakeBack = false;
        bool takeBackSettled = false;
        ala.holdTurn = [&] {
            if (takeBackSettled || bartek.moves() < 4) {
                return false;
            }
            if (!askedTakeBack) {
                // At the start of her turn (a turn of hers begun would be the one to go back).
                if (host.position().phase != Phase::Place || !host.position().turn.placed.empty() ||
                    !guest.canTakeBackTurn()) {
                    return false;
                }
                guest.proposeTakeBack();
                askedTakeBack = true;
                qInfo("take-back asked at host turn %d", host.position().turnNumber);
                return true;
            }
            takeBackSettled =
                host.log().join(QLatin1Char('\n')).contains(QStringLiteral("Move taken back")) ||
                guest.log().join(QLatin1Char('\n')).contains(QStringLiteral("the move stays"));
            if (takeBackSettled) {
                qInfo("take-back settled at host turn %d", host.position().turnNumber);
            }
            return !takeBackSettled;
        };
        QTRY_VERIFY2_WITH_TIMEOUT(host.isOver() && guest.isOver(), qPrintable(status()), 200000);
        QVERIFY(ala.moves() > 0);
        QVERIFY(bartek.moves() > 0);
        // The guest's window is told the game ended (its end-of-game dialog), once.
        QTRY_COMPARE_WITH_TIMEOUT(guestOver.count(), 1, 5000);
        qInfo("%s", qPrintable(status()));
        QVERIFY(askedTakeBack);
        QVERIFY2(host.log().join(QLatin1Char('\n')).contains(QStringLiteral("Move taken back")),
                 qPrintable(status()));
        // Each screen offered help about the other's card, or said no, through the help bar.
        QVERIFY(bartek.offers() + bartek.declines() > 0);
        QVERIFY(ala.offers() + ala.declines() > 0);
        qInfo("offers of help: Ala %d (%d no), Bartek %d (%d no)", ala.offers(), ala.declines(),
              bartek.offers(), bartek.declines());
        QVERIFY(windowsOpened > 0);
        QCOMPARE(graceWindows, 0);
        // Every machine ends with the host's game: the guest's view is the host's view for
        // Bartek, and the scores agree.
        QVERIFY(ps::net::viewFor(guest.game(), 1) == ps::net::viewFor(host.game(), 1));
        const Scores hostScores = host.scores();
        const Scores guestScores = guest.scores();
        QCOMPARE(guestScores.winners, hostScores.winners);
        for (std::size_t seat = 0; seat < hostScores.players.size(); ++seat) {
            QCOMPARE(guestScores.players[seat].total(), hostScores.players[seat].total());
        }
        // The guest's log tells the game: every word played is in it.
        const QString guestLog = guest.log().join(QLatin1Char('\n'));
        for (const ps::Word& word : host.game().state().usedWords) {
            const QString text = GameController::wordText(word);
            QVERIFY2(guestLog.contains(text), qPrintable(text));
        }
        // The host's record replays to its game: nothing from the guest was applied twice.
        QVERIFY(host.actions().has_value());
        // The host refused nothing but answers that crossed the table moving on: a help offer
        // that came after its card's player had played on, an answer to an offer that had
        // lapsed meanwhile (the scripts act within milliseconds, so such crossings are far
        // more frequent than between people). Nothing was malformed, out of order, another
        // seat's or refused by the rules.
        QVERIFY(hosting.table() != nullptr);
        for (const std::string& line : hosting.table()->log()) {
            qInfo("host refused: %s", line.c_str());
            QVERIFY2(line.find("(stale)") != std::string::npos, line.c_str());
        }
        hosting.leave();
        joining.leave();
        // The finished table's room went from the server with its host.
        QVERIFY(!roomStillThere(accountFor("ala" + tag, server_->port()), room));
    }

    // A guest who waits for an invitation (no link) follows none by itself: a stranger's is put
    // to the person, who says no (and is not asked again by that stranger); the friend's is put
    // too, and a yes joins its table.
    void aGuestWaitingForAnInvitationJoinsOnlyTheOneThePersonAccepts() {
        const std::string tag = "5201";
        const auto openTable = [&](GameController& controller, const std::string& who) {
            GameSetup setup = GameSetup::defaults();
            setup.seats = {SeatSetup{QString::fromStdString(who), 0, SeatKind::Human},
                           SeatSetup{QStringLiteral("Bartek"), 1, SeatKind::Human}};
            setup.seed = 5201;
            const QString room = QString::fromStdString("stol-" + who + tag + "@" +
                                                        ps::net::testing::LocalProsody::kRooms);
            auto table = std::make_unique<OnlineHost>(
                controller, accountFor(who + tag, server_->port()), room, setup,
                std::map<int, QString>{
                    {1, QString::fromStdString("bartek" + tag + "@" +
                                               ps::net::testing::LocalProsody::kDomain)}});
            table->begin();
            return table;
        };
        GameController strangerScreen(*dictionary_, deck_);
        auto stranger = openTable(strangerScreen, "obcy");
        QTRY_VERIFY_WITH_TIMEOUT(stranger->online(), 20000);

        GameController guest(*dictionary_, deck_);
        OnlineGuest joining(guest, accountFor("bartek" + tag, server_->port()), QString(),
                            QStringLiteral("Bartek"));
        QSignalSpy invited(&joining, &OnlineGuest::invitationArrived);
        joining.begin();
        QTRY_VERIFY_WITH_TIMEOUT(!invited.isEmpty(), 30000);
        QCOMPARE(
            invited.at(0).at(0).toString(),
            QString::fromStdString("obcy" + tag + "@" + ps::net::testing::LocalProsody::kDomain));
        QVERIFY(!joining.following());
        QVERIFY(joining.joinLink().isEmpty());  // not in the stranger's room
        joining.answerInvitation(false);
        // The stranger invites again every few seconds: nobody is asked again.
        QTest::qWait(4000);
        QCOMPARE(invited.size(), 1);
        QVERIFY(joining.joinLink().isEmpty());

        GameController host(*dictionary_, deck_);
        auto hosting = openTable(host, "ala");
        QTRY_VERIFY_WITH_TIMEOUT(invited.size() == 2, 30000);
        QCOMPARE(
            invited.at(1).at(0).toString(),
            QString::fromStdString("ala" + tag + "@" + ps::net::testing::LocalProsody::kDomain));
        QVERIFY(!joining.following());
        joining.answerInvitation(true);
        QTRY_VERIFY_WITH_TIMEOUT(joining.following(), 30000);
        QCOMPARE(joining.joinLink(), hosting->joinLink());
        QVERIFY(hosting->started());
        QVERIFY(!stranger->started());
        joining.leave();
        hosting->leave();
        stranger->leave();
    }

    // The host's app goes (closed, killed) in the middle of a game; started again, it opens
    // the table again from its save, and the guest, who waited, plays on with it to the end.
    void theHostOpensItsTableAgainFromItsSaveAndTheGuestPlaysOn() {
        const std::string tag = "5103";
        const QString room =
            QString::fromStdString("stol-" + tag + "@" + ps::net::testing::LocalProsody::kRooms);
        const QString bartekAddress =
            QString::fromStdString("bartek" + tag + "@" + ps::net::testing::LocalProsody::kDomain);
        GameSetup setup = GameSetup::defaults();
        setup.seats = {SeatSetup{QStringLiteral("Ala"), 0, SeatKind::Human},
                       SeatSetup{QStringLiteral("Bartek"), 1, SeatKind::Human},
                       SeatSetup{QStringLiteral("Bot"), 2, SeatKind::BotMedium}};
        setup.seed = 5103;
        setup.startSeat = 1;

        auto host = std::make_unique<GameController>(*dictionary_, deck_);
        host->setBotFactory(makeBotFactory(dictionary_.get(), nullptr));
        host->setBotDelay(0);
        auto ala = std::make_unique<ScriptedScreen>(*host, *dictionary_, 0);
        host->setPersonDesk(ala.get());
        auto hosting =
            std::make_unique<OnlineHost>(*host, accountFor("ala" + tag, server_->port()), room,
                                         setup, std::map<int, QString>{{1, bartekAddress}});
        hosting->begin();
        GameController guest(*dictionary_, deck_);
        ScriptedScreen bartek(guest, *dictionary_, 1);
        guest.setPersonDesk(&bartek);
        // The name Bartek gives is his seat's name at the table.
        OnlineGuest joining(guest, accountFor("bartek" + tag, server_->port()), hosting->joinLink(),
                            QStringLiteral("Bartłomiej"));
        QSignalSpy guestFailed(&joining, &OnlineTable::failed);
        joining.begin();
        QTRY_VERIFY_WITH_TIMEOUT(joining.following() || !guestFailed.isEmpty(), 30000);
        QVERIFY(guestFailed.isEmpty());
        QCOMPARE(host->seatName(1), QStringLiteral("Bartłomiej"));
        QCOMPARE(guest.seatName(1), QStringLiteral("Bartłomiej"));
        QTRY_VERIFY_WITH_TIMEOUT(bartek.moves() >= 6 || host->isOver(), 60000);
        QVERIFY(!host->isOver());

        // The host's save holds the table: its room and the friend's address.
        const QString text = saveText(host->setup(), host->position(), host->actions());
        const LoadedGame loaded = parseSave(text.toUtf8(), *dictionary_);
        QVERIFY2(loaded.game.has_value(), qPrintable(loaded.error));
        QCOMPARE(loaded.game->setup.onlineRoom, room);
        QCOMPARE(loaded.game->setup.seats[1].account, bartekAddress);
        QCOMPARE(loaded.game->setup.seats[0].account, QString());
        // The host's app goes.
        hosting.reset();
        ala.reset();
        host.reset();
        QTRY_VERIFY_WITH_TIMEOUT(guest.log()
                                     .join(QLatin1Char('\n'))
                                     .contains(QStringLiteral("The host has left the table")),
                                 20000);
        const GameState waited = guest.position();

        // Started again: the saved game is on the table, Bartek's seat waiting for him (nobody
        // here plays it), and the table opens again.
        GameController again(*dictionary_, deck_);
        again.setBotFactory(makeBotFactory(dictionary_.get(), nullptr));
        again.setBotDelay(0);
        ScriptedScreen alaAgain(again, *dictionary_, 0);
        again.setPersonDesk(&alaAgain);
        QCOMPARE(again.resume(loaded.game->state, loaded.game->setup, loaded.game->actions),
                 std::nullopt);
        QVERIFY(again.seatIsRemote(1) && !again.seatIsRemote(0));
        QVERIFY(guest.position() == waited);  // nothing moved while the host was away
        std::map<int, QString> remote{{1, bartekAddress}};
        OnlineHost reopened(again, accountFor("ala" + tag, server_->port()),
                            loaded.game->setup.onlineRoom, loaded.game->setup, remote);
        reopened.resumeFrom(again.position(), again.actions());
        QSignalSpy began(&reopened, &OnlineHost::gameBegan);
        reopened.begin();
        QTRY_VERIFY_WITH_TIMEOUT(!began.isEmpty(), 30000);
        QCOMPARE(again.seatName(1), QStringLiteral("Bartłomiej"));
        QTRY_VERIFY_WITH_TIMEOUT(again.isOver() && guest.isOver(), 200000);
        QVERIFY(ps::net::viewFor(guest.game(), 1) == ps::net::viewFor(again.game(), 1));
        QCOMPARE(guest.scores().winners, again.scores().winners);
        // The host refused nothing but answers that crossed its going: what Bartek's screen
        // sent while the host was away reached it, held by the server, before his hello
        // ("not-joined") or about requests of the game before ("stale").
        QVERIFY(reopened.table() != nullptr);
        for (const std::string& line : reopened.table()->log()) {
            QVERIFY2(line.find("(stale)") != std::string::npos ||
                         line.find("(not-joined)") != std::string::npos,
                     line.c_str());
        }
        reopened.leave();
        joining.leave();
    }

    // The friend opens the game on a second device of the same account while the first still
    // follows it: the first screen is told, says why, signs out and fails with the reason; the
    // second has the seat.
    void aSecondDeviceOfTheGuestsAccountTakesTheSeatAndTheFirstScreenLeaves() {
        const std::string tag = "5301";
        GameController host(*dictionary_, deck_);
        GameSetup setup = GameSetup::defaults();
        setup.seats = {SeatSetup{QStringLiteral("Ala"), 0, SeatKind::Human},
                       SeatSetup{QStringLiteral("Bartek"), 1, SeatKind::Human}};
        setup.seed = 5301;
        setup.startSeat = 1;  // the table waits for Bartek
        const QString room =
            QString::fromStdString("stol-" + tag + "@" + ps::net::testing::LocalProsody::kRooms);
        const QString bartekAddress =
            QString::fromStdString("bartek" + tag + "@" + ps::net::testing::LocalProsody::kDomain);
        OnlineHost hosting(host, accountFor("ala" + tag, server_->port()), room, setup,
                           {{1, bartekAddress}});
        hosting.begin();
        GameController laptop(*dictionary_, deck_);
        OnlineGuest first(laptop, accountFor("bartek" + tag, server_->port()), hosting.joinLink(),
                          QStringLiteral("Bartek"));
        QSignalSpy firstFailed(&first, &OnlineTable::failed);
        QSignalSpy firstNews(&first, &OnlineTable::tableNews);
        first.begin();
        QTRY_VERIFY_WITH_TIMEOUT(first.following() || !firstFailed.isEmpty(), 30000);
        QVERIFY(firstFailed.isEmpty());

        GameController phone(*dictionary_, deck_);
        OnlineGuest second(phone, accountFor("bartek" + tag, server_->port()), hosting.joinLink(),
                           QStringLiteral("Bartek"));
        QSignalSpy secondFailed(&second, &OnlineTable::failed);
        second.begin();
        QTRY_VERIFY_WITH_TIMEOUT(!firstFailed.isEmpty(), 30000);
        const QString why = firstFailed.value(0).value(0).toString();
        QVERIFY2(why.startsWith(QStringLiteral("This game is now open on another device (") +
                                bartekAddress + QLatin1Char('/')),
                 qPrintable(why));
        QVERIFY(first.replacedBy().startsWith(bartekAddress + QLatin1Char('/')));
        QVERIFY(std::any_of(firstNews.begin(), firstNews.end(), [&](const QList<QVariant>& news) {
            return news.value(0).toString() == why;
        }));
        QVERIFY(laptop.log().join(QLatin1Char('\n')).contains(why));
        QVERIFY(!first.online());
        QTRY_VERIFY_WITH_TIMEOUT(second.following(), 30000);
        QVERIFY(secondFailed.isEmpty());
        QVERIFY(second.replacedBy().isEmpty());
        QVERIFY(phone.currentSeatIsHuman());  // the seat's turn, on the second device
        second.leave();
        hosting.leave();
    }

  private:
    std::unique_ptr<ps::net::testing::LocalProsody> server_;
    std::unique_ptr<ps::dict::Dictionary> dictionary_;
    Deck deck_;
};

QTEST_MAIN(OnlineTest)
#include "test_online.moc"
