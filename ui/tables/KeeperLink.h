#pragma once
// What Game → My tables says to a table keeper and hears back, outside any table: the
// questions (create a table, list one's tables, list the open seats, take a seat) go out, the
// keeper's answers come back by signal. XmppKeeperLink does it over the person's own signed-in
// XMPP connection (a KeeperClient); the tests feed the window answers through a link of their
// own, with no network.

#include <QObject>
#include <QString>
#include <QTimer>
#include <cstdint>
#include <memory>

#include "keeper/xmpp/keeper_client.h"
#include "online/OnlineTable.h"

namespace ps::ui {

class KeeperLink : public QObject {
    Q_OBJECT
  public:
    using Answer = keeper::xmpp::KeeperClient::Answer;
    using QObject::QObject;

    // Sends a question; its number comes back with the answer.
    virtual std::uint64_t ask(const keeper::KeeperMessage& question) = 0;
    [[nodiscard]] virtual bool online() const = 0;

  signals:
    // Signed in (again, after a lost connection): questions may go.
    void signedIn();
    // Signing in failed, for a reason only the person can mend (the password, the server's
    // certificate, no encryption): nothing more happens.
    void failed(const QString& why);
    // Not signed in now: the connection was lost, or an attempt did not get through (why); it
    // is tried again by itself.
    void offline(const QString& why);
    // The keeper's answer to a question.
    void answered(const ps::ui::KeeperLink::Answer& answer);
};

// The real link: its own Connection with the person's account and a KeeperClient on it,
// pumped by a QTimer on the UI thread as the online tables pump theirs.
class XmppKeeperLink final : public KeeperLink {
    Q_OBJECT
  public:
    XmppKeeperLink(const OnlineAccount& account, const QString& keeper, QObject* parent = nullptr);
    ~XmppKeeperLink() override;

    std::uint64_t ask(const keeper::KeeperMessage& question) override;
    [[nodiscard]] bool online() const override;

  private:
    void pump();
    std::unique_ptr<net::xmpp::Connection> connection_;
    std::unique_ptr<keeper::xmpp::KeeperClient> client_;
    QTimer pump_;
    net::xmpp::Connection::State lastState_ = net::xmpp::Connection::State::Offline;
    std::string lastFailure_;
    std::size_t logged_ = 0;
};

}  // namespace ps::ui
