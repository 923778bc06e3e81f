#pragma once
// Online play in the app (docs/network.md "In the app"): one signed-in XMPP account pumped by a
// QTimer on the UI thread (libstrophe has no threads of its own), and the table over it.
// OnlineHost shares the controller's session with the remote seats (net::HostTable is the
// referee); OnlineGuest shows the host's game in the controller and sends this seat's answers
// (net::ClientTable). Both carry the table room's chat and say who comes and goes.

#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <map>
#include <memory>
#include <optional>

#include "game/GameController.h"
#include "model/GameSetup.h"
#include "net/client_table.h"
#include "net/host_table.h"
#include "net/xmpp/connection.h"
#include "net/xmpp/table_links.h"

namespace ps::ui {

// An XMPP account as the sign-in dialog gives it.
struct OnlineAccount {
    QString jid;       // name@server
    QString password;  // never written to settings (the keyring keeps it)
    QString server;    // empty: the address's domain
    quint16 port = 0;  // 0: the default
    // The person allowed a server without encryption (a server on this machine, the tests):
    // net::xmpp::Account::allowPlainText. Otherwise a server without TLS is refused.
    bool plaintext = false;
    // Create the account first by in-band registration (servers that allow it).
    bool create = false;
};

// The account as the XMPP connection takes it.
net::xmpp::Account xmppAccount(const OnlineAccount& account);

// A seat's name as the table's messages carry it: cleaned as a player's name, cut between
// characters to at most net::kMaxNameBytes of UTF-8; "?" when nothing is left.
std::string tableName(const QString& name);

class OnlineTable : public QObject {
    Q_OBJECT
  public:
    ~OnlineTable() override;
    [[nodiscard]] bool online() const;
    [[nodiscard]] const QString& room() const { return room_; }
    // The link to paste into any chat: xmpp:ROOM?join (empty before the room is known).
    [[nodiscard]] QString joinLink() const;
    // Sends a line to the table's chat.
    void say(const QString& text);
    // Signs out, leaving the room.
    void leave();

  signals:
    // Signed in, or signed out (with why).
    void onlineChanged(bool online, const QString& why);
    // Creating the account or signing in failed: nothing goes on.
    void failed(const QString& why);
    // A chat line of the room: who said it (the room's nickname), and what.
    void chatLine(const QString& nick, const QString& text);
    // A line for the status and the log: who came, who left, what the table waits for.
    void tableNews(const QString& text);

  protected:
    OnlineTable(GameController& controller, OnlineAccount account, QObject* parent);
    // Creates the account when asked, then connects (the pump starts).
    void start();
    // Once online (again).
    virtual void signedIn() = 0;
    // Every turn of the pump, after the connection read what the network had.
    virtual void pumped() = 0;
    // Signing out: the last word on the table before the room is left (the host's room of a
    // finished game goes).
    virtual void leaving() {}
    void takeChat(std::deque<net::xmpp::ChatLine> lines);

    QPointer<GameController> controller_;  // the window may close it first
    OnlineAccount account_;
    std::unique_ptr<net::xmpp::Connection> connection_;
    QString room_;

  private:
    void pump();
    QTimer pump_;
    net::xmpp::Connection::State lastState_ = net::xmpp::Connection::State::Offline;
};

// The host: the table's room, the seats (remote people by address, bots, people at this
// screen), the invitations; the game starts once every remote person is in the room.
class OnlineHost final : public OnlineTable {
    Q_OBJECT
  public:
    // `setup`: the table's seats; `remote`: seat → the remote person's address (name@server).
    // `room`: the room's address (name@conference.server).
    OnlineHost(GameController& controller, OnlineAccount account, QString room, GameSetup setup,
               std::map<int, QString> remote, QObject* parent = nullptr);
    ~OnlineHost() override;
    void begin() { start(); }
    // The table's game is a saved one (the host's autosave): it goes on from `state` once
    // everyone invited is back, instead of a new deal. Before begin().
    void resumeFrom(engine::GameState state, std::optional<std::vector<engine::Action>> actions) {
        resumed_ = Resumed{std::move(state), std::move(actions)};
    }
    // The remote people not yet at the table.
    [[nodiscard]] QStringList absent() const;
    [[nodiscard]] bool started() const { return started_; }
    [[nodiscard]] const net::HostTable* table() const { return table_.get(); }

  signals:
    // The game began (every remote person came).
    void gameBegan();

  protected:
    void signedIn() override;
    void pumped() override;

  private:
    void leaving() override;
    void startGame();
    void reportPresence();
    // The game is over: its room goes from the server (it is persistent) once the guests have
    // left it, or when this host leaves; a finished table is never joined again.
    void closeFinishedRoom();
    // What the table holds for the seats goes once the server has read what went before (one
    // stanza for several moves while its rate limit holds the host back; a lone text at once).
    void flushWhenCaughtUp();
    [[nodiscard]] QString friendName(int seat) const;
    struct Resumed {
        engine::GameState state;
        std::optional<std::vector<engine::Action>> actions;
    };
    GameSetup setup_;
    std::optional<Resumed> resumed_;
    std::map<int, QString> remote_;
    std::unique_ptr<net::xmpp::HostLink> link_;
    std::unique_ptr<net::HostTable> table_;
    bool started_ = false;
    QSet<int> away_;           // remote seats not in the room, as last reported
    bool remoteHold_ = false;  // the help window is paused for a remote person's offer
    bool roomClosed_ = false;  // the finished table's room was destroyed
    qint64 nextInvitation_ = 0;
    std::size_t logged_ = 0;
};

// A guest: joins the room of a link (or the first invitation), says hello to the host, and
// shows the host's game with this screen's person at their seat.
class OnlineGuest final : public OnlineTable, private GameController::Referee {
    Q_OBJECT
  public:
    // `link`: an xmpp:ROOM?join link or a room's address; empty: wait for an invitation.
    // `host`: the host's account when known beforehand (a table keeper's); empty: the room's
    // owner, or the invitation's sender.
    OnlineGuest(GameController& controller, OnlineAccount account, QString link, QString name,
                QString host = QString(), QObject* parent = nullptr);
    ~OnlineGuest() override;
    void begin() { start(); }
    [[nodiscard]] bool following() const { return following_; }
    [[nodiscard]] const net::ClientTable* table() const { return table_.get(); }
    // The host's account as named beforehand, or as the room or the invitation told it
    // (empty until known).
    [[nodiscard]] QString host() const;
    // The other device (an address of this account) the host now plays this seat from, once
    // it said so: this screen has left the table, and failed() said why.
    [[nodiscard]] const QString& replacedBy() const { return replacedBy_; }

    // The person's word on the invitation that waits (invitationArrived): join its table, or
    // not (its sender asks no more; the next invitation is asked about in turn).
    void answerInvitation(bool join);

  signals:
    // The host's game is on this screen.
    void gameJoined();
    // Waiting for an invitation, one came: `from` (an account) invites to `room`. It is not
    // followed until the person answers (answerInvitation): a stranger must not lead this
    // screen into their room.
    void invitationArrived(const QString& from, const QString& room);

  protected:
    void signedIn() override;
    void pumped() override;

  private:
    // GameController::Referee
    [[nodiscard]] std::vector<session::Request> awaited() const override;
    void submit(const session::Request& request, const session::Answer& answer) override;
    [[nodiscard]] std::optional<session::Session::VoteQuestion> voteQuestion() const override;
    [[nodiscard]] std::vector<engine::HelpSummary> helpSummaries() const override;
    void holdHelp(const session::Request& request, bool holding) override;
    [[nodiscard]] bool mayProposeTakeBack() const override;
    void proposeTakeBack() override;

    void show(std::vector<session::Step> steps);
    // The name this seat gives the room and the host: the typed one, else the account's.
    [[nodiscard]] std::string shownName() const;
    QString link_;
    QString name_;
    std::unique_ptr<net::xmpp::ClientLink> clientLink_;
    std::unique_ptr<net::ClientTable> table_;
    bool following_ = false;
    QString replacedBy_;
    bool hostPresent_ = false;
    bool invitationAsked_ = false;  // the waiting invitation was put to the person
    std::size_t stepsRead_ = 0;
    std::size_t refusalsRead_ = 0;
    std::optional<net::SeatView> shownView_;
    std::vector<net::WireRequest> shownOpen_;
    // Answers sent and not yet withdrawn or refused: not asked again meanwhile.
    std::vector<net::WireRequest> answered_;
    // Offers answered, as the view showed them: the same offer asked again under a new id
    // (another offer landed before the answer arrived) is not put to the person twice.
    std::vector<net::OfferView> answeredOffers_;
    [[nodiscard]] const net::OfferView* shownOffer(engine::PlayerId helper) const;
};

}  // namespace ps::ui
