#include "cli/net_common.h"

#include "cli/commands.h"

#include <unistd.h>

#include <cstdlib>
#include <ostream>

#include "engine/game.h"
#include "net/xmpp/address.h"
#include "session/queries.h"
#include "text/printable.h"

namespace ps::cli {

void addAccountOptions(CLI::App& parser, AccountOptions& options) {
    parser.add_option("--jid", options.account.jid, "the XMPP account (name@server)")
        ->type_name("JID")
        ->required();
    parser
        .add_option("--password", options.account.password,
                    "the account's password (visible to others in `ps`: prefer "
                    "$POTEGA_XMPP_PASSWORD)")
        ->type_name("PASSWORD");
    parser
        .add_option("--server", options.account.server,
                    "the host to connect to (default: the account's domain)")
        ->type_name("HOST");
    // 0 inside means the default; the help shows the port that is then used.
    parser.add_option("--port", options.account.port, "the client port (default 5222)")
        ->type_name("PORT")
        ->check(integerIn(1, 65535))
        ->default_str("5222");
    parser.add_flag("--allow-plain-text,--plaintext", options.account.allowPlainText,
                    "allow a server that offers no encryption (the password and the game in "
                    "the clear): only for a server on this machine. Without it a server "
                    "without TLS is refused; with it TLS is still used when offered");
    parser
        .add_option("--ca-file", options.account.caFile,
                    "trust this certificate authority (PEM) too, besides the system's: a "
                    "private server's")
        ->type_name("FILE");
    parser.add_flag("--register", options.registerFirst,
                    "create the account first by in-band registration (XEP-0077), over TLS like "
                    "signing in");
    parser.add_option("--timeout", options.timeoutSeconds, "give up after this many seconds")
        ->type_name("SECONDS")
        ->check(numberIn(1, 86400));
    parser.add_flag("--uncompressed", options.uncompressed,
                    "measurements: send the game's texts as plain JSON instead of compressed "
                    "(every reader of this version takes both), to compare the bytes");
}

std::optional<std::string> addressError(std::string_view option, std::string_view value,
                                        std::string_view what) {
    const auto problem = net::xmpp::addressProblem(value);
    if (!problem)
        return std::nullopt;
    return std::string(option) + ": not " + std::string(what) +
           " (name@server): " + net::xmpp::quotedAddress(value) + ": " + *problem;
}

std::optional<int> prepareAccount(std::string_view command, AccountOptions& options,
                                  std::ostream& err) {
    if (options.account.password.empty()) {
        const char* password = std::getenv("POTEGA_XMPP_PASSWORD");
        options.account.password = password ? password : "";
    }
    if (options.account.password.empty())
        return usageError("net", "no password: give --password or set POTEGA_XMPP_PASSWORD", err);
    if (const auto error = addressError("--jid", options.account.jid))
        return usageError("net", *error, err);
    if (!options.account.caFile.empty() && ::access(options.account.caFile.c_str(), R_OK) != 0)
        return usageError(
            "net", "--ca-file: cannot read " + net::xmpp::quotedAddress(options.account.caFile),
            err);
    if (!options.registerFirst)
        return std::nullopt;
    if (const auto failure =
            net::xmpp::registerAccount(options.account, std::chrono::milliseconds(10000))) {
        err << command << ": registering "
            << text::printableText(options.account.jid, text::kEchoedArgumentBytes) << ": "
            << *failure << "\n";
        return kExitUsage;
    }
    return std::nullopt;
}

bool waitOnline(std::string_view command, net::xmpp::Connection& connection,
                std::chrono::steady_clock::time_point deadline, std::ostream& err) {
    const auto started = std::chrono::steady_clock::now();
    while (connection.state() != net::xmpp::Connection::State::Online) {
        const auto now = std::chrono::steady_clock::now();
        const auto& failure = connection.failure();
        if (failure && (failure->final || now - started >= kFirstSignInGrace)) {
            err << command << ": cannot sign in as "
                << text::printableText(connection.account().jid, text::kEchoedArgumentBytes) << ": "
                << failure->message << "\n";
            return false;
        }
        if (now >= deadline) {
            err << command << ": could not sign in as "
                << text::printableText(connection.account().jid, text::kEchoedArgumentBytes)
                << ": no answer from the server in time\n";
            return false;
        }
        connection.runOnce(std::chrono::milliseconds(50));
    }
    return true;
}

void signOut(net::xmpp::Connection& connection) {
    using namespace std::chrono_literals;
    for (int i = 0; i < 10; ++i)
        connection.runOnce(20ms);
    connection.disconnect();
    const auto deadline = std::chrono::steady_clock::now() + 2s;
    while (connection.state() != net::xmpp::Connection::State::Offline &&
           std::chrono::steady_clock::now() < deadline)
        connection.runOnce(20ms);
}

Trace::Trace(const std::optional<std::string>& path) {
    if (path)
        out_.emplace(*path, std::ios::trunc);
}

void Trace::note(std::string_view what, long long a, long long b) {
    if (!out_)
        return;
    const auto now = std::chrono::steady_clock::now().time_since_epoch();
    *out_ << what << ' ' << std::chrono::duration_cast<std::chrono::nanoseconds>(now).count();
    if (a >= 0)
        *out_ << ' ' << a;
    if (b >= 0)
        *out_ << ' ' << b;
    *out_ << '\n' << std::flush;
}

RemoteSeatBot::RemoteSeatBot(bots::Level level, engine::PlayerId seat,
                             const dict::Dictionary& dictionary, std::uint64_t seed, bool haggles,
                             bool offers)
    : seat_(seat),
      haggles_(haggles),
      offers_(offers),
      dictionary_(&dictionary),
      bot_(bots::makeBot(level, seat, bots::Vocabulary{&dictionary, nullptr}, seed)) {}

session::Answer RemoteSeatBot::decide(const net::SeatView& view, const engine::Deck& deck,
                                      const net::WireRequest& request, bool fallback) {
    using session::Decision;
    switch (request.what) {
        case Decision::TableVote:
            return session::Answer::agreeing(false);
        case Decision::TakeBackConsent:
            return session::Answer::yes();
        case Decision::HelpOffer: {
            if (!offers_)
                return session::Answer();
            const engine::Game game(net::determinize(view, deck), *dictionary_);
            std::optional<engine::Action> action = bot_->decide(game);
            const auto* offer = action ? std::get_if<engine::HelpOffer>(&*action) : nullptr;
            if (offer != nullptr && offer->helper == seat_)
                return session::Answer(std::move(*action));
            return session::Answer();
        }
        case Decision::HelpAnswer:
            return session::Answer();
        case Decision::OfferAnswer: {
            const engine::PlayerId helper = request.about.value_or(0);
            for (const net::OfferView& offer : view.offers) {
                if (offer.helper == helper && offer.capturesForActive > 0 &&
                    offer.capturesForActive >= static_cast<int>(offer.price.size()))
                    return session::Answer(engine::HelpAccept{helper, seat_, false});
                if (offer.helper == helper && haggles_ && offer.counters == 0 &&
                    offer.price.size() > 1) {
                    std::vector<engine::CardId> price(offer.price.begin(), offer.price.end() - 1);
                    return session::Answer(engine::HelpCounter{helper, seat_, std::move(price)});
                }
            }
            return session::Answer(engine::HelpRefuse{helper});
        }
        case Decision::TurnAction:
        case Decision::ZeppelinChoice:
            break;
    }
    const engine::Game game(net::determinize(view, deck), *dictionary_);
    if (!fallback) {
        if (auto action = bot_->decide(game))
            return session::Answer(std::move(*action));
    }
    if (auto action = session::timeoutAction(game))
        return session::Answer(std::move(*action));
    return session::Answer();
}

int runNet(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    if (!args.empty() && args.front() == "host")
        return runNetHost(args.subspan(1), out, err);
    if (!args.empty() && args.front() == "join")
        return runNetJoin(args.subspan(1), out, err);
    if (!args.empty() && args.front() == "keep")
        return runNetKeep(args.subspan(1), out, err);
    if (!args.empty() &&
        (args.front() == "tables" || args.front() == "create" || args.front() == "sit"))
        return runNetKeeperQuestion(args.front(), args.subspan(1), out, err);
    if (!args.empty() && (args.front() == "--help" || args.front() == "-h")) {
        out << "potega-slowa-cli net host|join|keep|tables|create|sit ...: play online over "
               "XMPP, headless\n"
               "  net host --help     host a table: bots at the local seats, remote accounts\n"
               "  net join --help     sit at a table from its link or an invitation; a bot "
               "decides\n"
               "  net keep --help     keep many tables, every seat remote (a table keeper)\n"
               "  net tables --help   your tables at a keeper, or its open seats\n"
               "  net create --help   a new table at a keeper\n"
               "  net sit --help      take an open seat at a keeper's table\n";
        return kExitOk;
    }
    return usageError(
        "net",
        args.empty() ? "say host, join, keep, tables, create or sit"
                     : "unknown: " + text::printableText(args.front(), text::kEchoedArgumentBytes),
        err);
}

}  // namespace ps::cli
