#pragma once
// A player's side of a table keeper, outside any table (the app's "Moje stoły", the CLI's
// `net tables`): asks the keeper (create a table, list one's tables or the open ones, take a
// seat) over its own signed-in connection and reads the answers. The tables themselves are
// played as at any host's: a ClientLink to the table's room, the keeper as its host.

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "keeper/keeper_messages.h"
#include "net/xmpp/connection.h"

namespace ps::keeper::xmpp {

class KeeperClient {
  public:
    // `keeper`: the keeper's account (a bare JID). Installs its handlers on `connection`.
    KeeperClient(net::xmpp::Connection& connection, std::string keeper);
    KeeperClient(const KeeperClient&) = delete;
    KeeperClient& operator=(const KeeperClient&) = delete;
    ~KeeperClient();

    // Sends a question; returns its number, which the answer carries.
    std::uint64_t ask(const KeeperMessage& question);

    struct Answer {
        std::uint64_t id = 0;
        KeeperMessage message;
    };
    // The keeper's answers since the last call, in order. A text from anyone else, or one
    // that is not a keeper's answer, is logged and dropped.
    std::deque<Answer> takeAnswers();
    [[nodiscard]] const std::string& keeper() const { return keeper_; }
    [[nodiscard]] const std::vector<std::string>& log() const { return log_; }

  private:
    void onGame(const std::string& from, const std::string& payload);

    net::xmpp::Connection* connection_;
    std::string keeper_;
    std::uint64_t nextId_ = 1;
    std::deque<Answer> answers_;
    std::vector<std::string> log_;
};

}  // namespace ps::keeper::xmpp
