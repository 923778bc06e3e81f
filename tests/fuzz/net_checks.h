#pragma once
// The properties the network-message fuzz target demands of any input, as plain functions
// (the libFuzzer target aborts on a defect; tests/net/fuzz_corpus_test.cpp replays the
// committed corpus through them): a message a machine refuses changes nothing, and nothing it
// accepts leaves the host's game inconsistent.

#include <optional>
#include <string>
#include <string_view>

#include "engine/io/standard_deck.h"
#include "input_checks.h"
#include "net/client_table.h"
#include "net/host_table.h"
#include "net/wire_compression.h"

namespace ps::fuzz {

class NullTransport final : public net::Transport {
  public:
    void send(engine::PlayerId, const std::string&, const std::string&) override {}
};

// The text read by the wire's decoder, by the host (from a joined remote seat whose turn it is)
// and by a client, before and after its welcome.
inline std::optional<std::string> checkNetMessageText(std::string_view text) {
    using namespace ps::engine;
    static const AnyWord lexicon;
    GameOptions options;
    options.seed = 3;
    options.startPlayer = 1;
    session::Session session(
        options, io::standardDeck(), lexicon,
        session::Seats{session::Seat::computer(bots::Level::Medium), session::Seat::person()});
    NullTransport transport;
    net::HostTable host(session, "t", {"bot", "remote"}, {1}, transport);
    host.receive(1, net::writeHello("t", 1, "remote"));
    const GameState before = session.game().state();
    const std::size_t refusedBefore = host.traffic().refused;
    host.receive(1, text);
    if (host.traffic().refused != refusedBefore && !(session.game().state() == before))
        return "the host refused a message and changed the game";
    if (const auto faults = findInconsistencies(session.game().state()); !faults.empty())
        return "a message left the host's game inconsistent: " + joined(faults);

    // The wire's decoder: a refusal says why; what it accepts is at most a message's size and
    // comes back the same through the encoder. The readers below get the text it inflates to.
    const net::UnpackedText unpacked = net::unpackText(text);
    if (!unpacked.ok() && unpacked.error.empty())
        return "the decoder refused a text without a reason";
    if (unpacked.ok() && unpacked.text->size() > net::kMaxMessageBytes)
        return "the decoder inflated a text past the largest message";
    if (unpacked.ok() && net::unpackText(net::packText(*unpacked.text)).text != unpacked.text)
        return "a text inflated, compressed again and inflated is not the same";
    const std::string_view json = unpacked.ok() ? std::string_view(*unpacked.text) : text;

    const auto fresh = net::readHostMessage(json, nullptr);
    if (!fresh.ok() && fresh.error.message.empty())
        return "a refusal without a message";
    const net::ClientContext context{1, io::standardDeck(), 2};
    const auto read = net::readHostMessage(json, &context);
    if (!read.ok() && read.error.message.empty())
        return "a refusal without a message";
    if (read.ok() && read.value->view) {
        const GameState made = net::determinize(*read.value->view, context.deck);
        if (const auto faults = findInconsistencies(made); !faults.empty())
            return "an accepted view is not a possible game: " + joined(faults);
    }
    // A client holding the table's view reads it (a change applies to that view): whatever it
    // accepts leaves a view that is a possible game.
    net::ClientTable client("t", "remote");
    net::Welcome welcome;
    welcome.seat = 1;
    welcome.seats = {{"bot", net::SeatKind::Bot, bots::Level::Medium},
                     {"remote", net::SeatKind::Remote, std::nullopt}};
    welcome.options = options;
    welcome.options.seed = 0;
    welcome.deck = io::standardDeck();
    client.receive(net::writeWelcome("t", 1, welcome));
    client.receive(net::writeState("t", 2, net::viewFor(session.game(), 1), welcome.deck));
    client.receive(text);
    if (client.view()) {
        const GameState made = net::determinize(*client.view(), welcome.deck);
        if (const auto faults = findInconsistencies(made); !faults.empty())
            return "a client's view after the text is not a possible game: " + joined(faults);
    }
    return std::nullopt;
}

}  // namespace ps::fuzz
