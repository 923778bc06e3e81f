// `potega-slowa-cli net tables | create | sit`: a player's questions to a table keeper (the
// keeper's messages, docs/keeper.md). The table is then played with `net join --room ROOM
// --host KEEPER`, as at any host's.

#include <ostream>

#include "cli/commands.h"
#include "cli/net_common.h"
#include "keeper/xmpp/keeper_client.h"
#include "net/xmpp/address.h"
#include "text/printable.h"

namespace ps::cli {

namespace {

using namespace std::chrono_literals;

struct KeeperOptions {
    AccountOptions account;
    std::string keeper;
    bool json = false;
    // tables
    bool open = false;
    // create
    bool correspondence = false;
    double decisionHours = 0;  // 0: the pace's default
    int players = 2;
    std::vector<std::string> invited;
    bool listed = false;
    bool variant = false;
    std::string name;
    // sit
    std::string table;
};

// "stol-…  correspondence (24 h a decision)  2/3 seats  round 2  waiting for: ewa (you)  until …"
void printTable(const keeper::TableSummary& table, std::ostream& out) {
    out << table.id << "  " << keeper::paceName(table.terms.pace);
    if (const std::int64_t seconds = table.terms.decisionSeconds;
        seconds >= 3600 && seconds % 3600 == 0)
        out << " (" << seconds / 3600 << " h a decision)";
    else if (seconds > 0)
        out << " (" << (seconds + 59) / 60 << " min a decision)";
    out << "  seats:";
    for (std::size_t seat = 0; seat < table.seats.size(); ++seat) {
        out << (seat == 0 ? " " : ", ")
            << (table.seats[seat].empty() ? std::string("(open)") : table.names[seat]);
        if (table.yourSeat && static_cast<std::size_t>(*table.yourSeat) == seat)
            out << " (you)";
    }
    if (table.over) {
        out << "  over:";
        for (const int total : table.totals)
            out << " " << total;
    } else if (table.started) {
        out << "  round " << table.round << "  waiting for:";
        for (const int seat : table.waitingFor)
            out << " " << table.names[static_cast<std::size_t>(seat)];
        if (table.deadline)
            out << "  until " << keeper::clockText(*table.deadline);
    } else {
        out << "  not started";
    }
    out << "  " << net::xmpp::joinLink(table.room) << "\n";
}

std::optional<int> parseKeeperOptions(std::string_view verb, std::span<const std::string> args,
                                      KeeperOptions& o, std::ostream& out, std::ostream& err) {
    auto parser = makeParser("net");
    parser->name("potega-slowa-cli net " + std::string(verb));
    addAccountOptions(*parser, o.account);
    o.account.timeoutSeconds = 30;
    parser->add_option("--keeper", o.keeper, "the table keeper's account (name@server)")
        ->type_name("JID")
        ->required();
    parser->add_flag("--json", o.json, "print the keeper's answer as JSON");
    if (verb == "tables") {
        parser->add_flag("--open", o.open, "the tables with an open seat, not your own");
    } else if (verb == "create") {
        parser->add_flag("--correspondence", o.correspondence,
                         "each player moves when they can: hours or days a decision");
        parser
            ->add_option("--decision-hours", o.decisionHours,
                         "the time for each decision (default: 24 h by correspondence, 5 min "
                         "live)")
            ->type_name("H")
            ->check(numberIn(0.01, 720));
        parser->add_option("--players", o.players, "seats at the table (2-4)")
            ->type_name("N")
            ->check(integerIn(engine::kMinPlayers, engine::kMaxPlayers));
        parser->add_option("--invite", o.invited, "an account invited to the next seat")
            ->type_name("JID");
        parser->add_flag("--listed", o.listed, "announce the open seats in the keeper's lobby");
        parser->add_flag("--variant", o.variant, "the black-card variant");
        parser->add_option("--name", o.name, "your name at the table")->type_name("NAME");
    } else {
        parser->add_option("--table", o.table, "the table's id (stol-…)")
            ->type_name("ID")
            ->required();
        parser->add_option("--name", o.name, "your name at the table")->type_name("NAME");
    }
    if (const auto stop = parseOptions(*parser, args, out, err))
        return stop;
    if (const auto error = addressError("--keeper", o.keeper))
        return usageError("net", *error, err);
    for (const std::string& invited : o.invited) {
        if (const auto error = addressError("--invite", invited))
            return usageError("net", *error, err);
    }
    if (o.invited.size() >= static_cast<std::size_t>(o.players))
        return usageError("net", "--invite: more accounts than the other seats", err);
    return std::nullopt;
}

keeper::KeeperMessage question(std::string_view verb, const KeeperOptions& o) {
    if (verb == "tables")
        return o.open ? keeper::KeeperMessage(keeper::ListOpen{})
                      : keeper::KeeperMessage(keeper::ListTables{});
    if (verb == "sit")
        return keeper::TakeSeat{o.table, o.name};
    keeper::CreateTable create;
    create.terms = o.correspondence ? keeper::correspondenceTerms() : keeper::TableTerms{};
    if (o.decisionHours > 0)
        create.terms.decisionSeconds = static_cast<std::int64_t>(o.decisionHours * 3600);
    create.terms.players = o.players;
    create.terms.listed = o.listed;
    create.terms.variant = o.variant;
    create.invited = o.invited;
    create.name = o.name;
    return create;
}

}  // namespace

int runNetKeeperQuestion(std::string_view verb, std::span<const std::string> args,
                         std::ostream& out, std::ostream& err) {
    const std::string command = "net " + std::string(verb);
    KeeperOptions o;
    if (const auto stop = parseKeeperOptions(verb, args, o, out, err))
        return *stop;
    if (const auto stop = prepareAccount(command, o.account, err))
        return *stop;
    const auto deadline = std::chrono::steady_clock::now() +
                          std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                              std::chrono::duration<double>(o.account.timeoutSeconds));
    net::xmpp::Connection connection(o.account.account);
    keeper::xmpp::KeeperClient client(connection, o.keeper);
    connection.connect();
    if (!waitOnline(command, connection, deadline, err))
        return kExitUsage;
    const std::uint64_t id = client.ask(question(verb, o));
    std::optional<keeper::KeeperMessage> answer;
    while (!answer && std::chrono::steady_clock::now() < deadline) {
        connection.runOnce(20ms);
        for (auto& received : client.takeAnswers()) {
            if (received.id == id)
                answer = std::move(received.message);
        }
    }
    signOut(connection);
    if (!answer) {
        err << command << ": no answer from the keeper "
            << text::printableText(o.keeper, text::kEchoedArgumentBytes) << " within "
            << o.account.timeoutSeconds << " s\n";
        return kExitNegative;
    }
    if (o.json)
        out << engine::io::formatJson(engine::io::Json::parse(keeper::writeKeeperMessage(*answer)));
    if (const auto* refused = std::get_if<keeper::KeeperRefused>(&*answer)) {
        err << command << ": the keeper refused (" << refused->reason << "): " << refused->message
            << "\n";
        return kExitNegative;
    }
    if (o.json)
        return kExitOk;
    if (const auto* tables = std::get_if<keeper::Tables>(&*answer)) {
        if (tables->tables.empty())
            out << (tables->openSeats ? "no open seats\n" : "no tables\n");
        for (const keeper::TableSummary& table : tables->tables)
            printTable(table, out);
    } else if (const auto* created = std::get_if<keeper::Created>(&*answer)) {
        printTable(created->table, out);
    } else if (const auto* seated = std::get_if<keeper::Seated>(&*answer)) {
        printTable(seated->table, out);
    }
    return kExitOk;
}

}  // namespace ps::cli
