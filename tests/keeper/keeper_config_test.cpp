// The keeper's configuration file: every key read, the password from its own file or the
// environment and never from the configuration, and each fault named with its line.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "keeper/keeper_support.h"
#include "keeper/xmpp/keeper_config.h"

namespace ps::keeper::xmpp {
namespace {

std::string writeFile(const std::string& name, const std::string& text) {
    const std::string path = testing::freshDatabase(name);
    std::ofstream(path) << text;
    return path;
}

TEST(KeepConfig, EveryKeyIsReadAndThePasswordComesFromItsOwnFile) {
    const std::string password = writeFile("password", "tajne hasło \n");
    std::filesystem::permissions(password, std::filesystem::perms::owner_read);
    const std::string path = std::filesystem::path(password).parent_path() / "keeper.conf";
    std::ofstream(path) << "# the keeper\n"
                        << "jid = stoly@example.org\n"
                        << "password_file = " << password << "   # its own file\n"
                        << "server = xmpp.example.org\nport = 5223\nallow_plain_text = no\n"
                        << "ca_file = /etc/ssl/private-ca.pem\n"
                        << "rooms = conference.example.org\n"
                        << "database = /var/lib/potega-slowa-keeper/tables.sqlite\n"
                        << "lobby = poczekalnia@conference.example.org\n"
                        << "nick = sędzia\nmax_tables = 500\nmax_tables_per_account = 20\n"
                        << "linger_seconds = 10\ndatabase_limit_mb = 100\n";
    const ReadKeeperFile read = readKeeperFile(path, std::nullopt);
    ASSERT_TRUE(read.file) << read.error;
    EXPECT_TRUE(read.warnings.empty());
    const KeeperFile& file = *read.file;
    EXPECT_EQ(file.account.jid, "stoly@example.org");
    EXPECT_EQ(file.account.password, "tajne hasło");
    EXPECT_EQ(file.account.server, "xmpp.example.org");
    EXPECT_EQ(file.account.port, 5223);
    EXPECT_FALSE(file.account.allowPlainText);
    EXPECT_EQ(file.account.caFile, "/etc/ssl/private-ca.pem");
    EXPECT_EQ(file.limits.roomDomain, "conference.example.org");
    EXPECT_EQ(file.database, "/var/lib/potega-slowa-keeper/tables.sqlite");
    EXPECT_EQ(file.lobby, "poczekalnia@conference.example.org");
    EXPECT_EQ(file.nick, "sędzia");
    EXPECT_EQ(file.limits.maxTables, 500u);
    EXPECT_EQ(file.limits.maxTablesPerAccount, 20u);
    EXPECT_EQ(file.limits.lingerSeconds, 10);
    EXPECT_EQ(file.databaseLimitMb, 100);
    // The environment's password wins over the file's.
    EXPECT_EQ(readKeeperFile(path, "z-otoczenia").file->account.password, "z-otoczenia");
}

TEST(KeepConfig, FaultsAreNamedWithTheirLineAndAPasswordInTheFileIsRefused) {
    const std::string base =
        "jid = stoly@example.org\nrooms = conference.example.org\n"
        "database = /tmp/t.sqlite\n";
    const std::vector<std::pair<std::string, std::string>> cases{
        {base + "password = sekret\n", ":4: password: not in this file"},
        {base + "port = 70000\n", ":4: port: not a number within 1..65535"},
        {base + "colour = blue\n", ":4: unknown key \"colour\""},
        {base + "just words\n", ":4: expected key = value"},
        {base + "allow_plain_text = maybe\n", ":4: allow_plain_text: not true or false"},
        {"jid = not-an-address\n", ":1: jid: not an address"},
        {"rooms = conference.example.org\n", "jid: missing"},
        {base, "no password: set password_file, or $POTEGA_KEEPER_PASSWORD"},
        {base + "password_file = /nonexistent/password\n", "password_file: cannot read"},
    };
    for (const auto& [text, expected] : cases) {
        const std::string path = writeFile("keeper.conf", text);
        const ReadKeeperFile read = readKeeperFile(path, std::nullopt);
        EXPECT_FALSE(read.file) << text;
        EXPECT_NE(read.error.find(expected), std::string::npos) << read.error;
        EXPECT_EQ(read.error.rfind(path, 0), 0u) << read.error;  // the file named first
    }
    EXPECT_NE(readKeeperFile("/nonexistent/keeper.conf", "x").error.find("cannot read"),
              std::string::npos);
}

TEST(KeepConfig, APasswordFileOthersMayReadIsWarnedAbout) {
    const std::string password = writeFile("password", "sekret\n");
    std::filesystem::permissions(password, std::filesystem::perms::owner_read |
                                               std::filesystem::perms::group_read |
                                               std::filesystem::perms::others_read);
    const std::string path = std::filesystem::path(password).parent_path() / "keeper.conf";
    std::ofstream(path) << "jid = stoly@example.org\nrooms = c.example.org\ndatabase = t\n"
                        << "password_file = " << password << "\n";
    const ReadKeeperFile read = readKeeperFile(path, std::nullopt);
    ASSERT_TRUE(read.file) << read.error;
    ASSERT_EQ(read.warnings.size(), 1u);
    EXPECT_NE(read.warnings[0].find("chmod 600"), std::string::npos);
}

}  // namespace
}  // namespace ps::keeper::xmpp
