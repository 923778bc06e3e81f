#pragma once
// The keeper's configuration file (docs/keeper.md, "Running a keeper"): `key = value` lines,
// `#` comments. The account's password is never in it: it comes from a file of its own
// (`password_file`, readable by the keeper's user only) or from $POTEGA_KEEPER_PASSWORD, so the
// configuration may be read by anyone and the password never shows on a command line.

#include <optional>
#include <string>

#include "keeper/keeper.h"
#include "net/xmpp/connection.h"

namespace ps::keeper::xmpp {

struct KeeperFile {
    net::xmpp::Account account;
    std::string rooms;                 // the server's rooms (MUC) domain: "conference.example.org"
    std::string database;              // the tables' SQLite file
    std::optional<std::string> lobby;  // the public room of open seats
    std::optional<std::string> dictionary;  // the compiled dictionary; default: the installed one
    KeeperConfig limits;
    std::int64_t databaseLimitMb = 0;  // 0: no cap
    std::string nick = "stoly";        // the keeper's nickname in rooms
};

struct ReadKeeperFile {
    std::optional<KeeperFile> file;
    std::string error;  // "keeper.conf:7: port: not a number within 1..65535"
    // Warnings that do not stop the keeper (a password file others may read).
    std::vector<std::string> warnings;
};
// `environmentPassword`: $POTEGA_KEEPER_PASSWORD (nothing when unset).
ReadKeeperFile readKeeperFile(const std::string& path,
                              const std::optional<std::string>& environmentPassword);

}  // namespace ps::keeper::xmpp
