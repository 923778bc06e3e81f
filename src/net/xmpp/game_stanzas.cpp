// What a connection sends of the game: its texts, in the shortest stanza the servers take, and
// the question whether the server has read them yet (docs/network.md, "Several syncs in one
// text").

#include "net/xmpp/connection.h"

namespace ps::net::xmpp {

namespace {

// A server answers every question (a result or an error), but only once it has read what came
// before it: askCaughtUp()'s question unanswered this long holds nothing back any more.
constexpr auto kCaughtUpPatience = std::chrono::seconds(3);

}  // namespace

void Connection::sendGame(const std::string& to, const std::string& payload) {
    ++traffic_.payloadsSent;
    traffic_.payloadBytesSent += payload.size();
    const std::string stanza = "<message to='" + escapeXml(to) + "'><game xmlns='" +
                               std::string(kGameNamespace) + "'>" + escapeXml(payload, false) +
                               "</game></message>";
    traffic_.stanzaBytesSent += stanza.size();
    sendRaw(stanza);
}

void Connection::askCaughtUp() {
    if (!caughtUp() || state_ != State::Online)
        return;
    caughtUpId_ = "c" + std::to_string(nextId_++);
    caughtUpAskedAt_ = std::chrono::steady_clock::now();
    const std::string& jid = account_.jid;
    const std::string question = "<iq type='get' id='" + caughtUpId_ + "' to='" +
                                 escapeXml(bareJid(jid.substr(jid.find('@') + 1))) +
                                 "'><ping xmlns='urn:xmpp:ping'/></iq>";
    ++traffic_.caughtUpQuestions;
    traffic_.caughtUpBytesSent += question.size();
    sendRaw(question);
}

bool Connection::caughtUp() const {
    return caughtUpId_.empty() ||
           std::chrono::steady_clock::now() - caughtUpAskedAt_ >= kCaughtUpPatience;
}

}  // namespace ps::net::xmpp
