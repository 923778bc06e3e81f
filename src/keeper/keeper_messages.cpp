#include "keeper/keeper_messages.h"

#include <algorithm>
#include <array>
#include <ctime>
#include <stdexcept>

#include "engine/io/json_text.h"

namespace ps::keeper {

namespace {

using engine::io::Json;

struct Fault {
    std::string path;
    std::string message;
};
[[noreturn]] void fail(const std::string& path, const std::string& message) {
    throw Fault{path, message};
}

constexpr std::array<std::pair<std::string_view, std::size_t>, 8> kKinds{{
    {"create", 0},
    {"list", 1},
    {"open", 2},
    {"sit", 3},
    {"created", 4},
    {"tables", 5},
    {"seated", 6},
    {"refused", 7},
}};
constexpr std::size_t kMaxTextBytes = 1024;

const Json& member(const Json& object, const std::string& path, std::string_view key) {
    const auto it = object.find(key);
    if (it == object.end())
        fail(path, "\"" + std::string(key) + "\" is missing");
    return *it;
}
const Json* optionalMember(const Json& object, std::string_view key) {
    const auto it = object.find(key);
    return it == object.end() ? nullptr : &*it;
}
std::int64_t readInteger(const Json& value, const std::string& path, std::int64_t least,
                         std::int64_t most) {
    if (!value.is_number_integer())
        fail(path, "not an integer");
    const auto number = value.get<std::int64_t>();
    if (number < least || number > most)
        fail(path, std::to_string(number) + " is not within " + std::to_string(least) + ".." +
                       std::to_string(most));
    return number;
}
bool readBool(const Json& value, const std::string& path) {
    if (!value.is_boolean())
        fail(path, "not true or false");
    return value.get<bool>();
}
std::string readText(const Json& value, const std::string& path, std::size_t most) {
    if (!value.is_string())
        fail(path, "not a string");
    std::string text = value.get<std::string>();
    if (text.size() > most)
        fail(path, "longer than " + std::to_string(most) + " bytes");
    if (std::any_of(text.begin(), text.end(),
                    [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; }))
        fail(path, "holds a control character");
    return text;
}
// A bare account, "name@server" (lower-cased), or "" where `open` allows an open seat.
std::string readAccount(const Json& value, const std::string& path, bool open) {
    std::string account = readText(value, path, kMaxTextBytes);
    if (account.empty() && open)
        return account;
    const auto at = account.find('@');
    if (at == std::string::npos || at == 0 || at + 1 == account.size() ||
        account.find('@', at + 1) != std::string::npos ||
        account.find_first_of("/ \"'<>&") != std::string::npos)
        fail(path, "not an account (name@server)");
    std::transform(account.begin(), account.end(), account.begin(), [](char c) {
        return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    });
    return account;
}

}  // namespace

Json termsToJson(const TableTerms& terms) {
    return Json{{"pace", paceName(terms.pace)},
                {"decisionSeconds", terms.decisionSeconds},
                {"helpSeconds", terms.helpSeconds},
                {"voteSeconds", terms.voteSeconds},
                {"players", terms.players},
                {"variant", terms.variant},
                {"minWordLength", terms.minWordLength},
                {"redrawLimit", terms.redrawLimit},
                {"tableOverrulesDictionary", terms.tableOverrulesDictionary},
                {"listed", terms.listed}};
}

namespace {

TableTerms readTerms(const Json& value, const std::string& path) {
    if (!value.is_object())
        fail(path, "not an object");
    TableTerms terms;
    const std::string pace = readText(member(value, path, "pace"), path + "/pace", 32);
    if (pace == "live")
        terms.pace = Pace::Live;
    else if (pace == "correspondence")
        terms = correspondenceTerms();
    else
        fail(path + "/pace", "not \"live\" or \"correspondence\"");
    auto integer = [&](std::string_view key, auto& field, std::int64_t least, std::int64_t most) {
        if (const Json* found = optionalMember(value, key))
            field = static_cast<std::remove_reference_t<decltype(field)>>(
                readInteger(*found, path + "/" + std::string(key), least, most));
    };
    auto flag = [&](std::string_view key, bool& field) {
        if (const Json* found = optionalMember(value, key))
            field = readBool(*found, path + "/" + std::string(key));
    };
    integer("decisionSeconds", terms.decisionSeconds, 0, kMaxDecisionSeconds);
    integer("helpSeconds", terms.helpSeconds, 1, kMaxDecisionSeconds);
    integer("voteSeconds", terms.voteSeconds, 1, kMaxDecisionSeconds);
    integer("players", terms.players, engine::kMinPlayers, engine::kMaxPlayers);
    integer("minWordLength", terms.minWordLength, engine::kMinWordLengthLowest,
            engine::kMinWordLengthHighest);
    integer("redrawLimit", terms.redrawLimit, engine::kRedrawLimitLowest,
            engine::kRedrawLimitHighest);
    flag("variant", terms.variant);
    flag("tableOverrulesDictionary", terms.tableOverrulesDictionary);
    flag("listed", terms.listed);
    if (terms.pace == Pace::Correspondence && terms.decisionSeconds == 0)
        fail(path + "/decisionSeconds", "a correspondence table needs a time per decision");
    return terms;
}

Json summaryToJson(const TableSummary& table) {
    Json out{
        {"id", table.id},       {"room", table.room},          {"terms", termsToJson(table.terms)},
        {"seats", table.seats}, {"names", table.names},        {"started", table.started},
        {"over", table.over},   {"round", table.round},        {"waitingFor", table.waitingFor},
        {"since", table.since}, {"createdAt", table.createdAt}};
    if (table.yourSeat)
        out["yourSeat"] = *table.yourSeat;
    if (table.toMove)
        out["toMove"] = *table.toMove;
    if (table.deadline)
        out["deadline"] = *table.deadline;
    if (!table.totals.empty())
        out["totals"] = table.totals;
    return out;
}

std::vector<int> readSeatList(const Json& value, const std::string& path, int most) {
    if (!value.is_array() || value.size() > static_cast<std::size_t>(engine::kMaxPlayers))
        fail(path, "not a list of at most " + std::to_string(engine::kMaxPlayers) + " seats");
    std::vector<int> seats;
    for (std::size_t i = 0; i < value.size(); ++i)
        seats.push_back(static_cast<int>(
            readInteger(value[i], engine::io::childPath(path, i), 0, std::max(0, most))));
    return seats;
}

TableSummary readSummary(const Json& value, const std::string& path) {
    if (!value.is_object())
        fail(path, "not an object");
    TableSummary table;
    table.id = readText(member(value, path, "id"), path + "/id", 64);
    table.room = readText(member(value, path, "room"), path + "/room", kMaxTextBytes);
    table.terms = readTerms(member(value, path, "terms"), path + "/terms");
    const int players = table.terms.players;
    const Json& seats = member(value, path, "seats");
    if (!seats.is_array() || seats.size() != static_cast<std::size_t>(players))
        fail(path + "/seats", "not a list of " + std::to_string(players) + " accounts");
    for (std::size_t i = 0; i < seats.size(); ++i)
        table.seats.push_back(
            readAccount(seats[i], engine::io::childPath(path + "/seats", i), true));
    const Json& names = member(value, path, "names");
    if (!names.is_array() || names.size() != static_cast<std::size_t>(players))
        fail(path + "/names", "not a list of " + std::to_string(players) + " names");
    for (std::size_t i = 0; i < names.size(); ++i)
        table.names.push_back(readText(names[i], engine::io::childPath(path + "/names", i), 64));
    table.started = readBool(member(value, path, "started"), path + "/started");
    table.over = readBool(member(value, path, "over"), path + "/over");
    table.round =
        static_cast<int>(readInteger(member(value, path, "round"), path + "/round", 0, 99));
    table.waitingFor =
        readSeatList(member(value, path, "waitingFor"), path + "/waitingFor", players - 1);
    table.since = readInteger(member(value, path, "since"), path + "/since", 0, INT64_MAX);
    table.createdAt =
        readInteger(member(value, path, "createdAt"), path + "/createdAt", 0, INT64_MAX);
    if (const Json* seat = optionalMember(value, "yourSeat"))
        table.yourSeat = static_cast<int>(readInteger(*seat, path + "/yourSeat", 0, players - 1));
    if (const Json* seat = optionalMember(value, "toMove"))
        table.toMove = static_cast<int>(readInteger(*seat, path + "/toMove", 0, players - 1));
    if (const Json* deadline = optionalMember(value, "deadline"))
        table.deadline = readInteger(*deadline, path + "/deadline", 0, INT64_MAX);
    if (const Json* totals = optionalMember(value, "totals")) {
        if (!totals->is_array() || totals->size() != static_cast<std::size_t>(players))
            fail(path + "/totals", "not a list of " + std::to_string(players) + " totals");
        for (std::size_t i = 0; i < totals->size(); ++i)
            table.totals.push_back(static_cast<int>(readInteger(
                (*totals)[i], engine::io::childPath(path + "/totals", i), -1000, 1000)));
    }
    return table;
}

KeeperMessage readBody(std::size_t kind, const Json& root) {
    switch (kind) {
        case 0: {
            CreateTable create;
            create.terms = readTerms(member(root, "", "terms"), "/terms");
            const Json& invited = member(root, "", "invited");
            if (!invited.is_array() ||
                invited.size() >= static_cast<std::size_t>(create.terms.players))
                fail("/invited", "not a list of at most " +
                                     std::to_string(create.terms.players - 1) + " accounts");
            for (std::size_t i = 0; i < invited.size(); ++i)
                create.invited.push_back(
                    readAccount(invited[i], engine::io::childPath("/invited", i), false));
            create.name = readText(member(root, "", "name"), "/name", 64);
            return create;
        }
        case 1:
            return ListTables{};
        case 2:
            return ListOpen{};
        case 3:
            return TakeSeat{readText(member(root, "", "table"), "/table", 64),
                            readText(member(root, "", "name"), "/name", 64)};
        case 4:
            return Created{readSummary(member(root, "", "table"), "/table")};
        case 5: {
            Tables tables;
            const Json& list = member(root, "", "tables");
            if (!list.is_array() || list.size() > kMaxListedTables)
                fail("/tables",
                     "not a list of at most " + std::to_string(kMaxListedTables) + " tables");
            for (std::size_t i = 0; i < list.size(); ++i)
                tables.tables.push_back(readSummary(list[i], engine::io::childPath("/tables", i)));
            tables.openSeats = readBool(member(root, "", "openSeats"), "/openSeats");
            return tables;
        }
        case 6:
            return Seated{readSummary(member(root, "", "table"), "/table")};
        default:
            return KeeperRefused{readText(member(root, "", "reason"), "/reason", 64),
                                 readText(member(root, "", "message"), "/message", kMaxTextBytes)};
    }
}

}  // namespace

TableTerms termsFromJson(const Json& value) {
    try {
        return readTerms(value, "");
    } catch (const Fault& fault) {
        throw std::invalid_argument(engine::io::FormatError{fault.path, fault.message}.text());
    }
}

std::string clockText(std::int64_t secondsSinceEpoch) {
    const auto time = static_cast<std::time_t>(secondsSinceEpoch);
    std::tm parts{};
    gmtime_r(&time, &parts);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%d %H:%M UTC", &parts);
    return text;
}

std::string_view paceName(Pace pace) {
    return pace == Pace::Live ? "live" : "correspondence";
}

TableTerms correspondenceTerms() {
    TableTerms terms;
    terms.pace = Pace::Correspondence;
    terms.decisionSeconds = 24 * 3600;
    terms.helpSeconds = 6 * 3600;
    terms.voteSeconds = 12 * 3600;
    return terms;
}

std::string writeKeeperMessage(const KeeperMessage& message, std::uint64_t id) {
    Json out{{"protocol", kKeeperProtocol},
             {"version", kKeeperVersion},
             {"kind", kKinds[message.index()].first}};
    if (id != 0)
        out["id"] = id;
    std::visit(
        [&](const auto& body) {
            using T = std::decay_t<decltype(body)>;
            if constexpr (std::is_same_v<T, CreateTable>) {
                out["terms"] = termsToJson(body.terms);
                out["invited"] = body.invited;
                out["name"] = body.name;
            } else if constexpr (std::is_same_v<T, TakeSeat>) {
                out["table"] = body.table;
                out["name"] = body.name;
            } else if constexpr (std::is_same_v<T, Created> || std::is_same_v<T, Seated>) {
                out["table"] = summaryToJson(body.table);
            } else if constexpr (std::is_same_v<T, Tables>) {
                Json list = Json::array();
                for (const TableSummary& table : body.tables)
                    list.push_back(summaryToJson(table));
                out["tables"] = std::move(list);
                out["openSeats"] = body.openSeats;
            } else if constexpr (std::is_same_v<T, KeeperRefused>) {
                out["reason"] = body.reason;
                out["message"] = body.message;
            }
        },
        message);
    return out.dump();
}

bool looksLikeKeeperMessage(std::string_view json) {
    if (json.size() > kMaxKeeperMessageBytes)
        return false;
    const auto parsed = engine::io::parseStrictJson(json);
    if (!parsed.ok() || !parsed.value->is_object())
        return false;
    const auto protocol = parsed.value->find("protocol");
    return protocol != parsed.value->end() && protocol->is_string() &&
           protocol->get<std::string>() == kKeeperProtocol;
}

ReadKeeperMessage readKeeperMessage(std::string_view text) {
    ReadKeeperMessage read;
    try {
        if (text.size() > kMaxKeeperMessageBytes)
            fail("", "a message of " + std::to_string(text.size()) + " bytes; at most " +
                         std::to_string(kMaxKeeperMessageBytes) + " are read");
        auto parsed = engine::io::parseStrictJson(text);
        if (!parsed.ok())
            fail(parsed.error.path, parsed.error.message);
        const Json& root = *parsed.value;
        if (!root.is_object())
            fail("", "a message is a JSON object");
        const Json& protocol = member(root, "", "protocol");
        if (!protocol.is_string() || protocol.get<std::string>() != kKeeperProtocol)
            fail("/protocol", "not a message to a table keeper");
        const auto version = readInteger(member(root, "", "version"), "/version", 0, INT32_MAX);
        if (version != kKeeperVersion)
            fail("/version", "version " + std::to_string(version) +
                                 " is not spoken here (this keeper speaks version " +
                                 std::to_string(kKeeperVersion) + ")");
        if (const Json* id = optionalMember(root, "id"))
            read.id =
                static_cast<std::uint64_t>(readInteger(*id, "/id", 0, (std::int64_t{1} << 53) - 1));
        const std::string kind = readText(member(root, "", "kind"), "/kind", 32);
        const auto found = std::find_if(kKinds.begin(), kKinds.end(),
                                        [&](const auto& entry) { return entry.first == kind; });
        if (found == kKinds.end())
            fail("/kind", "unknown kind of message: \"" + kind + "\"");
        read.message = readBody(found->second, root);
    } catch (const Fault& fault) {
        read.message.reset();
        read.error = engine::io::FormatError{fault.path, fault.message}.text();
    } catch (const std::exception& e) {
        read.message.reset();
        read.error = e.what();
    }
    return read;
}

}  // namespace ps::keeper
