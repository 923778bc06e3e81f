#pragma once
// Shared by `net host` and `net join` (net_host.cpp, net_join.cpp): the account's options, the
// trace of when things happened (for the latency figures of docs/network.md), and the bot that
// decides for a remote seat on what that seat may see.

#include <chrono>
#include <fstream>
#include <memory>
#include <optional>
#include <string>

#include "bots/bot.h"
#include "cli/options.h"
#include "dictionary/dictionary.h"
#include "net/client_table.h"
#include "net/xmpp/connection.h"

namespace ps::cli {

struct AccountOptions {
    net::xmpp::Account account;
    bool registerFirst = false;
    double timeoutSeconds = 600;
    bool uncompressed = false;  // measurements: the protocol's texts as plain JSON
};

// --jid, --password, --server, --port, --allow-plain-text, --ca-file, --register, --timeout,
// --uncompressed.
void addAccountOptions(CLI::App& parser, AccountOptions& options);

// Why `value`, given for `option`, is not an XMPP address (name@server), echoed escaped:
// "--jid: not an account address (name@server): "a@b@c": it has more than one '@'".
std::optional<std::string> addressError(std::string_view option, std::string_view value,
                                        std::string_view what = "an account address");

// Takes the password from $POTEGA_XMPP_PASSWORD when --password is not given, checks the
// address, and registers the account when asked. The exit status (after "command: message"
// on err) when any of that fails: kExitUsage, for the options and for a registration the
// server refused (no encryption, an untrusted certificate, no in-band registration).
std::optional<int> prepareAccount(std::string_view command, AccountOptions& options,
                                  std::ostream& err);

// How long a first sign-in keeps trying after a failure that may pass (the server not
// listening yet, a refused connection) before it gives up with that failure named.
inline constexpr std::chrono::seconds kFirstSignInGrace{5};

// Pumps `connection` until it is online; false (after naming why on err) when a failure that
// a retry cannot mend ends the attempt (no encryption offered, an untrusted certificate, a
// refused password), when failures have gone on past kFirstSignInGrace, or at `deadline`.
bool waitOnline(std::string_view command, net::xmpp::Connection& connection,
                std::chrono::steady_clock::time_point deadline, std::ostream& err);

// Pumps for a moment so what was sent leaves, then signs out cleanly (the room sees the
// occupant leave, not a dropped connection).
void signOut(net::xmpp::Connection& connection);

// One line per moment: "<what> <nanoseconds of the monotonic clock> [numbers...]". The
// monotonic clock is the machine's, so traces of processes on one machine compare.
class Trace {
  public:
    explicit Trace(const std::optional<std::string>& path);
    void note(std::string_view what, long long a = -1, long long b = -1);

  private:
    std::optional<std::ofstream> out_;
};

// A remote seat's bot: its level's decisions on the view's determinized game; offers of
// others, whose words the view does not hold, judged on their public summary (accepted when
// they capture at least as many cards as their price, else refused); no offers of its own in
// the help window, no haggling as a helper; consents to take-backs, votes no on a word the
// table must judge (as bots at the host do). `fallback`: the timeout policy's action instead
// (the host refused the bot's first answer). `haggles`: an offer it would refuse, not yet
// countered and with more than one price card, is countered once without its last price card
// (so that tests see counters travel).
class RemoteSeatBot {
  public:
    // `haggles`: counters once an offer it would refuse; `offers`: answers a help-offer request
    // with the bot's own offer about the card, when it has one (otherwise: no offer).
    RemoteSeatBot(bots::Level level, engine::PlayerId seat, const dict::Dictionary& dictionary,
                  std::uint64_t seed, bool haggles = false, bool offers = false);
    session::Answer decide(const net::SeatView& view, const engine::Deck& deck,
                           const net::WireRequest& request, bool fallback);

  private:
    engine::PlayerId seat_;
    bool haggles_;
    bool offers_;
    const dict::Dictionary* dictionary_;
    std::unique_ptr<bots::Bot> bot_;
};

}  // namespace ps::cli
