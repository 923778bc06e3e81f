#include "keeper/xmpp/keeper_client.h"

#include "net/wire_compression.h"

namespace ps::keeper::xmpp {

namespace {
// Answers wait for the owner's loop; a flood beyond this is dropped, not kept.
constexpr std::size_t kMaxWaitingAnswers = 256;
}  // namespace

KeeperClient::KeeperClient(net::xmpp::Connection& connection, std::string keeper)
    : connection_(&connection), keeper_(net::xmpp::bareJid(keeper)) {
    net::xmpp::Connection::Handlers handlers;
    handlers.game = [this](const std::string& from, std::string payload) { onGame(from, payload); };
    handlers.refused = [this](const std::string& from, const std::string& reason) {
        log_.push_back("refused from " + from + ": " + reason);
    };
    connection_->setHandlers(std::move(handlers));
}

KeeperClient::~KeeperClient() {
    connection_->setHandlers({});
}

std::uint64_t KeeperClient::ask(const KeeperMessage& question) {
    const std::uint64_t id = nextId_++;
    connection_->sendGame(keeper_, net::packText(writeKeeperMessage(question, id)));
    return id;
}

std::deque<KeeperClient::Answer> KeeperClient::takeAnswers() {
    return std::exchange(answers_, {});
}

void KeeperClient::onGame(const std::string& from, const std::string& payload) {
    if (net::xmpp::bareJid(from) != keeper_) {
        log_.push_back("ignored a text from " + from + ": not the keeper");
        return;
    }
    const net::UnpackedText text = net::unpackText(payload);
    if (!text.ok()) {
        log_.push_back("the keeper's text does not read: " + text.error);
        return;
    }
    ReadKeeperMessage read = readKeeperMessage(*text.text);
    if (!read.message) {
        log_.push_back("the keeper's text does not read: " + read.error);
        return;
    }
    if (answers_.size() >= kMaxWaitingAnswers) {
        log_.push_back("dropped an answer of the keeper: too many wait");
        return;
    }
    answers_.push_back(Answer{read.id, std::move(*read.message)});
}

}  // namespace ps::keeper::xmpp
