#pragma once
// What a player's app (or `net tables`, `net sit`) and a table keeper say to each other
// outside any table: create a table, list one's tables, list the tables with open seats, take
// a seat; and the keeper's answers (docs/keeper.md, docs/formats.md "Keeper messages"). One
// JSON object per message, {"protocol": "potega-slowa-keeper", "version": 1, "kind": …, "id":
// …}, carried as a game payload in a direct XMPP message, plain or compressed like a table's
// texts. The reader is strict and bounded: anything malformed is refused with the JSON path of
// the fault.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/io/json_text.h"
#include "engine/state.h"

namespace ps::keeper {

inline constexpr std::string_view kKeeperProtocol = "potega-slowa-keeper";
inline constexpr int kKeeperVersion = 1;
// No answer lists more tables than this (the newest first).
inline constexpr std::size_t kMaxListedTables = 200;
inline constexpr std::size_t kMaxKeeperMessageBytes = 64u << 10;
// A decision may wait at most 30 days.
inline constexpr std::int64_t kMaxDecisionSeconds = 30LL * 24 * 3600;

// How fast a table plays: everyone at their screens (live), or each when they can, over
// hours or days (correspondence: the keeper tells a player by a chat message when something
// waits for them).
enum class Pace : std::uint8_t { Live, Correspondence };
std::string_view paceName(Pace pace);

// What a table is created with: its pace and clocks, and the game's options (the keeper draws
// the seed).
struct TableTerms {
    Pace pace = Pace::Live;
    // The time for each decision of the player to move (placing, the word, answering an
    // offer); 0: none (live only). Past it the turn ends as the rules' time limit ends it.
    std::int64_t decisionSeconds = 300;
    // The time a helper has to answer a counter-offer, and a help offer stays open to others.
    std::int64_t helpSeconds = 60;
    // The time each person has for a vote (a word the dictionary lacks, a take-back).
    std::int64_t voteSeconds = 120;
    int players = 2;
    bool variant = false;
    int minWordLength = 2;
    int redrawLimit = 3;
    bool tableOverrulesDictionary = false;
    // Announced in the keeper's lobby while a seat is open.
    bool listed = false;

    bool operator==(const TableTerms&) const = default;
};
// The terms as JSON ("terms" in the messages, and in the keeper's table rows), and back (throws
// std::invalid_argument naming the fault).
engine::io::Json termsToJson(const TableTerms& terms);
TableTerms termsFromJson(const engine::io::Json& value);
// Correspondence defaults: a day a decision, six hours to help, twelve to vote.
TableTerms correspondenceTerms();

// --- player → keeper
struct CreateTable {
    TableTerms terms;
    // The accounts (bare JIDs) invited to the other seats, in seat order after the creator's
    // (seat 0); seats beyond them are open: anyone may take one (listed or by the table's id).
    std::vector<std::string> invited;
    std::string name;  // the creator's name at the table
};
struct ListTables {};  // the tables where the sender has a seat
struct ListOpen {};    // the tables with an open seat
struct TakeSeat {
    std::string table;
    std::string name;
};

// --- keeper → player
struct TableSummary {
    std::string id;
    std::string room;
    TableTerms terms;
    std::vector<std::string> seats;  // accounts, "" for an open seat
    std::vector<std::string> names;
    std::optional<int> yourSeat;  // the asker's seat
    bool started = false;         // every seat taken, the game dealt
    bool over = false;
    int round = 0;
    std::optional<int> toMove;    // the seat whose turn it is
    std::vector<int> waitingFor;  // the seats a decision is awaited from
    std::int64_t since = 0;       // when the oldest awaited decision began (keeper's clock)
    std::optional<std::int64_t> deadline;  // when it times out
    std::vector<int> totals;               // at the end
    std::int64_t createdAt = 0;

    bool operator==(const TableSummary&) const = default;
};
struct Created {
    TableSummary table;
};
struct Tables {
    std::vector<TableSummary> tables;
    bool openSeats = false;  // the answer to ListOpen (else ListTables)
};
struct Seated {
    TableSummary table;
};
struct KeeperRefused {
    std::string reason;   // "malformed", "unknown-table", "seat-taken", "full", "limit", …
    std::string message;  // for the person
};

using KeeperMessage = std::variant<CreateTable, ListTables, ListOpen, TakeSeat, Created, Tables,
                                   Seated, KeeperRefused>;

// A time of the keeper's clock for people: "2026-11-29 21:10 UTC".
std::string clockText(std::int64_t secondsSinceEpoch);

// `id`: the asker's number for the question, echoed in the answer (0: none).
std::string writeKeeperMessage(const KeeperMessage& message, std::uint64_t id = 0);

struct ReadKeeperMessage {
    std::optional<KeeperMessage> message;
    std::uint64_t id = 0;
    std::string error;  // "/terms/players: …" when refused
};
ReadKeeperMessage readKeeperMessage(std::string_view text);
// The text is a keeper message (its "protocol"), well formed or not: what a keeper reads
// before it tells a table's texts from its own.
bool looksLikeKeeperMessage(std::string_view json);

}  // namespace ps::keeper
