#pragma once
// A remote person's machine at an online table: it reads what the host sends (strictly; a
// refused message changes nothing), keeps the latest view of the game and the requests
// addressed to this seat, and writes the answers. Its texts are the protocol's as they travel:
// compressed (wire_compression.h), and it reads plain JSON too. Whoever decides — a person's
// dialogs, a bot deciding on the view, a script — reads view() and open() and calls answer().

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "net/messages.h"

namespace ps::net {

class ClientTable {
  public:
    ClientTable(std::string tableId, std::string name);

    // The first message to the host; again after a reconnection (the host then sends the
    // table as it is now).
    std::string hello();

    struct Read {
        bool ok = false;
        Kind kind = Kind::Welcome;
        std::string error;  // when refused
        // The kinds read, in order: the message's own, or an update's parts'.
        std::vector<Kind> parts;
        // The requests read, in order (one per Request in `parts`): an update joining several
        // syncs may withdraw one of them again (open() no longer holds it).
        std::vector<WireRequest> requests;
    };
    // One message from the host, as it travels. Refused, changing nothing, when it does not
    // inflate (corrupt, cut short, larger than kMaxMessageBytes), is malformed, for another
    // table, not newer than the last one read (a welcome starts the numbering again: the host
    // may have resumed), or of a kind that needs the welcome first. A change that does not
    // apply to the view held here (none yet, a place it lacks, another digest) is refused and
    // calls for a hello (takeGap), as do the parts of its update after it. A "replaced" (the
    // seat now plays from another machine) is read after the welcome only, about this seat
    // only, and not when it names this machine's own address (setOwnAddress: a reconnection
    // gave this machine a new address, and the host's word to its old one came here); once
    // read, everything after it is refused: this machine is out of the game.
    Read receive(std::string_view text);

    // This machine's address as the transport names it (an XMPP full JID), when it has one.
    void setOwnAddress(std::string address) { ownAddress_ = std::move(address); }
    // The seat now plays from another machine (the host said so): stop answering and leave.
    [[nodiscard]] const std::optional<ReplacedView>& replaced() const { return replaced_; }

    // True once after a message read past a gap in the host's numbering (the host numbers
    // each seat's messages one by one): one before it was lost, or is late and will be
    // refused as out of order — a request among them would never be answered. The machine
    // then says hello again and gets the whole table.
    bool takeGap();

    [[nodiscard]] bool welcomed() const { return welcome_.has_value(); }
    [[nodiscard]] const std::optional<Welcome>& welcome() const { return welcome_; }
    [[nodiscard]] const std::optional<SeatView>& view() const { return view_; }

    struct OpenRequest {
        WireRequest request;
        std::optional<VoteView> vote;
        std::optional<TakeBackView> takeBack;
    };
    // The requests addressed to this seat and not withdrawn, in the order they came.
    [[nodiscard]] const std::vector<OpenRequest>& open() const { return open_; }
    [[nodiscard]] const std::vector<StepView>& steps() const { return steps_; }
    [[nodiscard]] const std::vector<Refusal>& refusals() const { return refusals_; }
    [[nodiscard]] const std::optional<GameOverView>& gameOver() const { return gameOver_; }

    // The message answering `request`: an action (its cards named as in determinize(view()),
    // tape cards by their cells; before any view, as in the welcome's deck, or the standard one
    // before the welcome), a yes / no, or nothing.
    std::string answer(const WireRequest& request, const session::Answer& answer);
    // The message asking to take back this seat's latest turn (the host refuses it when that
    // turn is not this seat's, or a question is open; the others may be asked to consent).
    std::string proposeTakeBack();
    // The message saying this person is writing a help offer for `request` (a help-offer
    // request), or gave it up: the host holds its help window around a bot's word meanwhile.
    std::string hold(const WireRequest& request, bool holding);
    // Off: the texts written go as plain JSON, which every reader of this version takes too
    // (for measuring what compression saves). On by default.
    void setCompressed(bool compressed) { compressed_ = compressed; }

  private:
    // One message or part, read; an error when a change does not apply.
    std::string apply(HostMessage& message);
    // A text written, as it travels.
    [[nodiscard]] std::string wire(const std::string& json) const;

    std::string table_;
    std::string name_;
    std::uint64_t sentSeq_ = 0;
    std::uint64_t receivedSeq_ = 0;
    bool gap_ = false;
    std::optional<Welcome> welcome_;
    std::optional<SeatView> view_;
    engine::io::Json viewJson_;  // view_ as viewToJson writes it: what a change applies to
    engine::io::Json eventsSinceView_ = engine::io::Json::array();  // their events, in order
    std::vector<OpenRequest> open_;
    std::vector<StepView> steps_;
    std::vector<Refusal> refusals_;
    std::optional<GameOverView> gameOver_;
    std::optional<ReplacedView> replaced_;
    std::string ownAddress_;
    bool compressed_ = true;
};

}  // namespace ps::net
