#pragma once
// The referee of an online table: the host's session decides everything; a person on another
// machine is a seat whose requests go out as messages and whose answers come back as messages
// and go through the session's one door like any other seat's (docs/network.md).
//
// The host's own seats (bots, people at its screen) stay with the host's front end, which
// answers their requests as before and calls sync() after every call into the session; the
// table sends each joined remote seat what happened (filtered for it), its view when it
// changed, the requests addressed to it and the withdrawal of those gone. A remote person who
// may offer help about the card on the table — around a person's word, or in the people's help
// window around a bot's word (Session::setPeopleMayHelpBots) — is sent a help-offer request of
// the table's own, and an offer in answer goes to the session as a person's offer at the
// host's screen does. While that person writes the offer (a hold) the window waits.

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "net/messages.h"
#include "session/session.h"

namespace ps::net {

// Carries text to one remote seat (an XMPP message to the person's address; a queue in the
// tests).
class Transport {
  public:
    virtual ~Transport() = default;
    // `device`: the seat's machine to reach, as HostTable::receive was told it (an XMPP full
    // JID); empty: the transport's choice (a transport that does not tell machines apart).
    virtual void send(engine::PlayerId seat, const std::string& device,
                      const std::string& text) = 0;
};

class HostTable {
  public:
    // `names`: one per seat; `remote`: the seats played on other machines (people in the
    // session's seats). Installs itself as the session's observer (see setObserver). Throws
    // std::invalid_argument when a remote seat is a bot or out of range, or the names do not
    // match the seats.
    HostTable(session::Session& session, std::string tableId, std::vector<std::string> names,
              std::set<engine::PlayerId> remote, Transport& transport);
    HostTable(const HostTable&) = delete;
    HostTable& operator=(const HostTable&) = delete;
    // Leaves the session without an observer (it would point at this table).
    ~HostTable();

    // The session has one observer, and it is this table; a front end that needs the steps
    // too hands its observer here.
    void setObserver(session::Session::Observer observer) { forward_ = std::move(observer); }

    // A message from the machine of `from` (the transport knows who sent it), as it travels
    // (compressed or plain JSON: wire_compression.h): a hello, an
    // answer, or a request to take back that seat's latest turn. Anything that is not a
    // well-formed, current message of that seat about a request addressed to it (or its own
    // turn) is refused (a "refused" message back, a log line) and changes nothing. A message from a
    // seat that is not remote is ignored (logged). Then sync().
    //
    // `device`: which of the seat's machines sent it (an XMPP full JID; empty when the
    // transport does not tell them apart). The seat plays from the machine of its latest
    // hello, and every text to the seat goes there. A hello from another machine than the one
    // the seat was reached at tells that one first (a "replaced" message naming the new one),
    // then the new one gets the welcome; anything else from a machine so told is ignored
    // (logged), unanswered. A machine not yet heard of (the same one after a reconnection,
    // with a new address) is read as the seat until its hello.
    void receive(engine::PlayerId from, std::string_view text, const std::string& device = {});

    // Sends every joined remote seat what changed since the last call.
    void sync();

    [[nodiscard]] bool joined(engine::PlayerId seat) const;
    // The machine the seat plays from (its latest hello's), as receive() was told it.
    [[nodiscard]] std::string device(engine::PlayerId seat) const;
    // The people's help window around a bot's word is open (Session::helpWindow) and no joined
    // remote person who may offer is still to answer: the front end may close it ("continue")
    // without waiting for its clock.
    [[nodiscard]] bool remoteHelpSettled() const;
    // A joined remote person is writing a help offer in the help window around a bot's word
    // (a hold): the front end pauses the window's clock until this turns false (the offer
    // came, the person gave it up or went away, the card moved on).
    [[nodiscard]] bool remoteHolding() const;
    // The person at `seat` went away (the transport says so): their hold ends.
    void releaseHold(engine::PlayerId seat) { holding_.erase(seat); }
    [[nodiscard]] const std::string& tableId() const { return table_; }

    // On: what the table writes for a seat (each sync's parts, a refusal) waits until flush(),
    // and what waits goes as the parts of one update: several syncs in one text (one XMPP
    // stanza), compressed together. Off (the default): each sync's update and each refusal go
    // at once. A welcome or a "replaced" goes alone, after what waited for the seat. Turning
    // it off flushes.
    void setBatching(bool batching);
    // Sends each seat what waits for it, as one update (host_outbox.cpp).
    void flush();
    // Something waits for flush().
    [[nodiscard]] bool waiting() const;
    // Off: the texts go as plain JSON, which every reader of this version takes too (for
    // measuring what compression saves). On by default.
    void setCompressed(bool compressed) { compressed_ = compressed; }
    // One line per refused or ignored message, and per seat moved to another machine ("seat N:
    // now plays from …"), oldest first.
    [[nodiscard]] const std::vector<std::string>& log() const { return log_; }

    // Bytes as they travel (compressed, wire_compression.h), and the JSON texts they carry.
    struct Traffic {
        std::size_t messagesSent = 0;
        std::size_t bytesSent = 0;
        std::size_t jsonBytesSent = 0;
        std::size_t messagesReceived = 0;
        std::size_t bytesReceived = 0;
        std::size_t jsonBytesReceived = 0;  // of the texts that inflated
        std::size_t refused = 0;
        std::size_t syncs = 0;  // updates written by sync(), before batching joined any
    };
    [[nodiscard]] const Traffic& traffic() const { return traffic_; }

  private:
    struct Remote {
        bool joined = false;
        std::string device;  // the machine of the latest hello
        // Machines told that the seat now plays from another one (the latest few).
        std::vector<std::string> leftBehind;
        std::uint64_t sentSeq = 0;
        std::uint64_t receivedSeq = 0;  // the last accepted from that machine
        bool viewSent = false;          // since the welcome
        engine::io::Json lastView;      // the view last sent (state or change), as JSON
        engine::io::Json eventsSinceView = engine::io::Json::array();  // sent after it
        std::vector<WireRequest> open;  // requests sent and not withdrawn
        std::uint64_t openStage = 0;    // the session's stage when `open` was last sent
        // Requests withdrawn in this stage because another offer gave them a new id.
        std::vector<WireRequest> superseded;
        std::uint64_t supersededStage = 0;
        bool gameOverSent = false;
        // Parts waiting for flush() while batching (written without their envelope), and
        // their JSON's size.
        std::vector<std::string> waiting;
        std::size_t waitingBytes = 0;
    };

    void post(engine::PlayerId seat, const std::string& text);
    // The parts of one sync (or a refusal) for the seat: one update at once, or, while
    // batching, after what waits already (flushed first when the update would grow past
    // its bounds).
    void queueParts(engine::PlayerId seat, std::vector<std::string> parts);
    // Sends what waits for the seat, as one update, to the machine it plays from.
    void flushSeat(engine::PlayerId seat);
    // To one machine of the seat: the one it played from until another said hello.
    void postTo(engine::PlayerId seat, const std::string& device, const std::string& text);
    // A hello from `device`: the machine the seat played from until now is told first.
    void moveTo(engine::PlayerId seat, const std::string& device);
    void refuse(engine::PlayerId seat, std::string reason, std::string message,
                const std::optional<WireRequest>& request = std::nullopt);
    void welcome(engine::PlayerId seat);
    void answer(engine::PlayerId seat, const ClientMessage& message);
    void takeBack(engine::PlayerId seat);
    void hold(engine::PlayerId seat, const ClientMessage& message);
    // The question to a remote person who may offer help about the card on the table: a
    // help-offer request of the table's own (the session asks bots only), one per placed card.
    [[nodiscard]] std::optional<WireRequest> offerRequest(engine::PlayerId seat) const;
    void offerInWindow(engine::PlayerId seat, const ClientMessage& message);
    // The request now awaited from `seat` that an answer to `stale` meant: the active
    // player's decision asked again in the same stage under a new id (another offer landed
    // meanwhile) — of the same kind and about the same helper, or, for a turn action that is
    // not an answer to an offer (`answersAnOffer`), any of the active player's decisions.
    [[nodiscard]] std::optional<session::Request> successor(engine::PlayerId seat,
                                                            const WireRequest& stale,
                                                            bool answersAnOffer) const;
    [[nodiscard]] std::uint64_t nextSeq(engine::PlayerId seat);

    session::Session* session_;
    std::string table_;
    std::vector<std::string> names_;
    Transport* transport_;
    std::map<engine::PlayerId, Remote> remotes_;
    std::vector<session::Step> steps_;  // applied since the last sync
    // The remote people who said they have no offer in the help window of this stage.
    std::set<engine::PlayerId> declined_;
    std::uint64_t declinedStage_ = 0;
    // The remote people writing an offer in the help window, with the stage they hold.
    std::map<engine::PlayerId, std::uint64_t> holding_;
    session::Session::Observer forward_;
    std::vector<std::string> log_;
    Traffic traffic_;
    bool compressed_ = true;
    bool batching_ = false;
};

}  // namespace ps::net
