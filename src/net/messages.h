#pragma once
// The messages of online play (docs/network.md, docs/formats.md "Network messages"): one JSON
// object per message, each with the protocol's name and version, the table's id, the sender's
// sequence number and its kind. The host writes welcome, state, change, request, withdraw,
// event, refused and game-over, and an update that carries several of them in one text, and
// replaced to a machine whose seat is now played from another one; a client writes hello,
// answer, take-back and hold. The readers are strict
// and bounded: anything malformed, unknown, oversized, out of range or of another version is
// refused with the JSON path of the fault, before anything is applied.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bots/bot.h"
#include "engine/game.h"
#include "engine/io/json_text.h"
#include "net/seat_view.h"
#include "session/request.h"
#include "session/session.h"

namespace ps::net {

inline constexpr std::string_view kProtocol = "potega-slowa-net";
// Version 3 sends every text compressed (wire_compression.h).
inline constexpr int kProtocolVersion = 3;
// A state message of a full table is a few kilobytes; anything far larger is refused unread.
inline constexpr std::size_t kMaxMessageBytes = 64u << 10;
// An update's parts lie two levels below the envelope, so the depth allows for them.
inline constexpr std::size_t kMaxMessageDepth = 10;
// No update has more parts than this: one sync's (one per step, the view, the requests) are
// far fewer, and a host joining several syncs' parts into one update sends it before it would
// pass this (host_outbox.cpp).
inline constexpr std::size_t kMaxUpdateParts = 1000;
// A change to a view names at most this many places (a whole view has fewer values).
inline constexpr std::size_t kMaxChangeEntries = 2000;
inline constexpr std::size_t kMaxTableIdBytes = 64;
inline constexpr std::size_t kMaxNameBytes = 64;
inline constexpr std::size_t kMaxReasonBytes = 1024;
// A machine's address as a transport names it: an XMPP full JID has three parts of at most
// 1023 bytes each.
inline constexpr std::size_t kMaxDeviceBytes = 3071;
// Integers a JSON reader in any language keeps exactly.
inline constexpr std::uint64_t kMaxWireInteger = (std::uint64_t{1} << 53) - 1;
// No action causes more events than the deck has cards several times over.
inline constexpr std::size_t kMaxEventsPerStep = 1000;

enum class Kind : std::uint8_t {
    // client → host
    Hello,
    Answer,
    TakeBack,  // the person asks to take back their latest turn (Session::proposeTakeBack)
    // The person is writing a help offer for a help-offer request (holding: true), or gave it
    // up (false): the host holds the people's help window around a bot's word meanwhile.
    Hold,
    // host → client
    Welcome,
    State,
    // What changed in the seat's view since the previous view (state or change) sent to it.
    Change,
    Request,
    Withdraw,
    Event,
    Refused,
    GameOver,
    // Several host messages in one text, in order (withdrawals, steps, the view or its
    // change, requests, game over): each part is the message without its envelope.
    Update,
    // To the machine a seat was played from until another machine of the same person said
    // hello for it: this one is out of the game. Sent alone, never as a part of an update.
    Replaced,
};
std::string_view kindName(Kind kind);

// "turn-action", "help-offer", "help-answer", "offer-answer", "table-vote", "take-back-consent",
// "zeppelin-choice".
std::string_view decisionName(session::Decision what);
std::optional<session::Decision> decisionFromName(std::string_view name);

// A request as it travels: the seat is the addressee (the host) or the sender (the client).
struct WireRequest {
    session::Decision what = session::Decision::TurnAction;
    std::uint64_t id = 0;
    std::optional<engine::PlayerId> about;
    bool operator==(const WireRequest&) const = default;
};
WireRequest toWire(const session::Request& request);
session::Request fromWire(const WireRequest& request, engine::PlayerId seat);

struct Header {
    std::string table;
    std::uint64_t seq = 0;
    Kind kind = Kind::Hello;
};

// Who sits at a seat, as every machine at the table is told.
enum class SeatKind : std::uint8_t {
    AtHost,  // a person at the host's screen
    Remote,  // a person on another machine
    Bot,
};
struct SeatEntry {
    std::string name;
    SeatKind kind = SeatKind::AtHost;
    std::optional<bots::Level> level;  // Bot
    bool operator==(const SeatEntry&) const = default;
};

// The question of a table vote (session::Session::VoteQuestion on the wire).
struct VoteView {
    Word word;
    Word relatedTo;
    session::Session::VoteReason reason = session::Session::VoteReason::Related;
    engine::PlayerId proposer = 0;
    bool operator==(const VoteView&) const = default;
};

// A take-back asked for: whose turn, and how many actions would go.
struct TakeBackView {
    engine::PlayerId seat = 0;
    int undone = 0;
    bool operator==(const TakeBackView&) const = default;
};

// An offer made by another player, as the others see it in the step that made it.
struct HiddenOffer {
    engine::PlayerId helper = 0;
    int length = 0;
    std::vector<engine::CardId> price;
    bool operator==(const HiddenOffer&) const = default;
};

// --- client → host

struct ClientMessage {
    Header header;
    std::string name;  // hello: the person's name, shown to the table
    // answer
    WireRequest request;
    // The action, as written: the host reads it against its own state (a tape card is named
    // by its cell: nobody may name a tape card's face).
    std::optional<engine::io::Json> action;
    std::optional<bool> agrees;
    bool holding = false;  // hold
};

std::string writeHello(const std::string& table, std::uint64_t seq, const std::string& name);
std::string writeAnswer(const std::string& table, std::uint64_t seq, const WireRequest& request,
                        const session::Answer& answer, const engine::GameState& state);
std::string writeTakeBack(const std::string& table, std::uint64_t seq);
std::string writeHold(const std::string& table, std::uint64_t seq, const WireRequest& request,
                      bool holding);
engine::io::Loaded<ClientMessage> readClientMessage(std::string_view text);

// An action as a seat names it on the wire: exact card names, except a tape card, which is
// named by its cell in `state` (the state the action is meant for, as the sender sees it).
engine::io::Json wireAction(const engine::Action& action, const engine::GameState& state);

// --- host → client

struct Welcome {
    engine::PlayerId seat = 0;
    std::vector<SeatEntry> seats;
    engine::GameOptions options;  // seed 0: the seed is the host's alone
    engine::Deck deck;
};

struct StepView {
    engine::PlayerId actor = 0;
    std::optional<engine::io::Json> action;  // as read (exact cards; tape cards by cell)
    std::optional<HiddenOffer> offer;        // the action was another player's secret offer
    engine::io::Json events;                 // filtered for this seat, checked by type
    std::vector<engine::PlayerId> lapsedOffers;
    bool roundScored = false;
};

struct Refusal {
    std::string reason;   // a stable code: "malformed", "sequence", "stale", "engine", ...
    std::string message;  // English, for the log
    std::optional<WireRequest> request;
};

struct GameOverView {
    std::vector<int> totals;
    std::vector<engine::PlayerId> winners;
};

// The seat is now played from another machine: its address (as the transport names it, an
// XMPP full JID).
struct ReplacedView {
    engine::PlayerId seat = 0;
    std::string device;
    bool operator==(const ReplacedView&) const = default;
};

// The change of a view: JSON pointers into the previous view's JSON (viewToJson, its cells
// keyed by place, "x_y", instead of listed) with their
// new values, applied in order (null removes a member; an index one past an array's end
// appends), and the digest of the new view's JSON text (viewDigest), which the client checks.
struct ViewChange {
    // Empty when the events sent with it say everything that changed.
    engine::io::Json entries = engine::io::Json::object();
    std::uint32_t digest = 0;
};

struct HostMessage {
    Header header;
    std::optional<Welcome> welcome;
    std::optional<SeatView> view;
    std::optional<ViewChange> change;
    WireRequest request;  // Request, Withdraw
    std::optional<VoteView> vote;
    std::optional<TakeBackView> takeBack;
    std::optional<StepView> step;
    std::optional<Refusal> refusal;
    std::optional<GameOverView> gameOver;
    std::optional<ReplacedView> replaced;
    std::vector<HostMessage> parts;  // Update: each with this header's table and sequence number
};

// What a client knows before reading: nothing before the welcome, then its seat and the deck.
struct ClientContext {
    engine::PlayerId seat = 0;
    engine::Deck deck;
    int players = 0;
};

std::string writeWelcome(const std::string& table, std::uint64_t seq, const Welcome& welcome);
std::string writeState(const std::string& table, std::uint64_t seq, const SeatView& view,
                       const engine::Deck& deck);
// The change from the view whose JSON is `before` to `after`'s (both viewToJson), or nothing
// when they are equal. `events`: the events (objects, as StepView::events holds them) of the
// steps sent to the seat since `before`; what they say of the view (the table's cards, markers
// and tapes, pools, sheets, captures, the pile's size, used words, the turn and the round) is
// left out of the change, and the client applies them itself.
std::optional<ViewChange> viewChange(const engine::io::Json& before, const engine::io::Json& after,
                                     const engine::io::Json& events = engine::io::Json::array());
// `change` applied to `before` after `events` (the same as for viewChange), or nothing when
// it names a place `before` lacks (the client then asks for the whole table again).
std::optional<engine::io::Json> applyViewChange(
    const engine::io::Json& before, const ViewChange& change,
    const engine::io::Json& events = engine::io::Json::array());
// FNV-1a of the view's JSON text as viewToJson writes it.
std::uint32_t viewDigest(const engine::io::Json& view);
std::string writeChange(const std::string& table, std::uint64_t seq, const ViewChange& change);
std::string writeRequest(const std::string& table, std::uint64_t seq, const WireRequest& request,
                         const std::optional<VoteView>& vote,
                         const std::optional<TakeBackView>& takeBack);
std::string writeWithdraw(const std::string& table, std::uint64_t seq, const WireRequest& request);
// `step` as `seat` may see it (`state`: the game just after the step).
std::string writeEvent(const std::string& table, std::uint64_t seq, const session::Step& step,
                       engine::PlayerId seat, const engine::Deck& deck);
std::string writeRefused(const std::string& table, std::uint64_t seq, const Refusal& refusal);
std::string writeGameOver(const std::string& table, std::uint64_t seq, const GameOverView& over);
// To the machine `seat` was played from: the seat now plays from `replaced.device`. Sent on
// its own (not a part of an update), numbered in the seat's sequence.
std::string writeReplaced(const std::string& table, std::uint64_t seq,
                          const ReplacedView& replaced);
// Host messages written by the writers above (their envelopes dropped) as the parts of one
// update of this table and number. A welcome or an update is not a part.
std::string writeUpdate(const std::string& table, std::uint64_t seq,
                        const std::vector<std::string>& parts);

// The events of a step read by readHostMessage, as engine events for a front end's log: a card
// the seat may not see (a tape card's face, another player's ĆWICZEBNY cards, the card a rival
// put under the pile) reads as card 0, which a log must not name.
std::vector<engine::Event> stepEvents(const StepView& step, const ClientContext& context);
// Reads a host message. Before the welcome (`context` null) only a welcome is read: a
// "replaced" too needs the seat it names to be this machine's.
engine::io::Loaded<HostMessage> readHostMessage(std::string_view text,
                                                const ClientContext* context);

}  // namespace ps::net
