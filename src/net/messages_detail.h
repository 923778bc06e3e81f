#pragma once
// What the client's and the host's messages share (messages.cpp, host_messages.cpp): the
// envelope every message carries and its strict reading. Not for use outside src/net.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/io/json_text.h"
#include "net/messages.h"

namespace ps::net::detail {

// A new message's envelope: protocol, version, table, sequence number and kind.
engine::io::Json header(const std::string& table, std::uint64_t seq, Kind kind);
// The message as sent.
std::string text(const engine::io::Json& message);
engine::io::Json requestJson(const WireRequest& request);

// A bounded string without control characters (names and reasons are echoed in logs).
std::string readShortText(const engine::io::Json& value, const std::string& path, std::size_t most);
// The parsed document and its header, or a refusal (a FormatFailure): too large, not JSON, too
// deep, another protocol or version, a kind of the other direction.
std::pair<engine::io::Json, Header> readEnvelope(std::string_view input, bool client);
// The kind of one part of an update, checked with its fields (no envelope: the update's).
Kind readPartKind(const engine::io::Json& part, const std::string& path);
// The events of a text writeEvent wrote, as objects (StepView::events).
engine::io::Json eventObjects(const std::string& eventText);
// A JSON pointer into a view as a change names it: "/" and plain names or indices.
bool pointerWellFormed(std::string_view pointer);
WireRequest readRequest(const engine::io::Json& value, const std::string& path, int players);

// --- Events and lists of the host's messages (event_wire.cpp)

std::vector<engine::CardId> readCards(const engine::io::Json& value, const std::string& path,
                                      const engine::Deck& deck);
std::vector<engine::PlayerId> readPlayers(const engine::io::Json& value, const std::string& path,
                                          int players);
// An event as it travels: [type, its fields in the shape's order], a field left out as null
// (the trailing ones not at all). About half the text of the object.
engine::io::Json packedEvent(const engine::io::Json& event);
// The event object of a packed event (checked by checkEvent afterwards).
engine::io::Json unpackedEvent(const engine::io::Json& value, const std::string& path);
// The action a step's first event (an object) tells in full: a card placed, or a word played
// without help. Such a step travels without its action.
std::optional<engine::io::Json> impliedAction(const engine::io::Json& events);
void checkEvent(const engine::io::Json& value, const std::string& path,
                const ClientContext& context);
engine::io::Json readStepAction(const engine::io::Json& value, const std::string& path,
                                const ClientContext& context);
engine::io::Json votedWord(const Word& word);
engine::Event readEvent(const engine::io::Json& value, const std::string& path,
                        const ClientContext& context);

}  // namespace ps::net::detail
