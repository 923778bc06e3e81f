#include "keeper/xmpp/keeper_config.h"

#include <sys/stat.h>

#include <charconv>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>

namespace ps::keeper::xmpp {

namespace {

std::string trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string_view::npos)
        return {};
    const auto last = text.find_last_not_of(" \t\r");
    return std::string(text.substr(first, last - first + 1));
}

struct Failure {
    std::string message;
};

std::int64_t number(const std::string& key, const std::string& value, std::int64_t least,
                    std::int64_t most) {
    std::int64_t parsed = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), parsed);
    if (error != std::errc() || end != value.data() + value.size() || parsed < least ||
        parsed > most)
        throw Failure{key + ": not a number within " + std::to_string(least) + ".." +
                      std::to_string(most) + ": \"" + value + "\""};
    return parsed;
}

bool flag(const std::string& key, const std::string& value) {
    if (value == "true" || value == "yes" || value == "1")
        return true;
    if (value == "false" || value == "no" || value == "0")
        return false;
    throw Failure{key + ": not true or false: \"" + value + "\""};
}

std::string address(const std::string& key, const std::string& value) {
    const auto at = value.find('@');
    if (at == std::string::npos || at == 0 || at + 1 == value.size() ||
        value.find_first_of("/ @", at + 1) != std::string::npos)
        throw Failure{key + ": not an address (name@server): \"" + value + "\""};
    return value;
}

// The first line of the password file; a warning when others may read it.
std::string readPassword(const std::string& path, std::vector<std::string>& warnings) {
    std::ifstream in(path);
    if (!in)
        throw Failure{"password_file: cannot read " + path};
    std::string password;
    std::getline(in, password);
    password = trimmed(password);
    if (password.empty())
        throw Failure{"password_file: " + path + " holds no password on its first line"};
    struct stat info {};
    if (::stat(path.c_str(), &info) == 0 && (info.st_mode & (S_IRWXG | S_IRWXO)) != 0)
        warnings.push_back("password_file: " + path + " may be read by others (chmod 600 it)");
    return password;
}

}  // namespace

ReadKeeperFile readKeeperFile(const std::string& path,
                              const std::optional<std::string>& environmentPassword) {
    ReadKeeperFile read;
    std::ifstream in(path);
    if (!in) {
        read.error = path + ": cannot read the keeper's configuration";
        return read;
    }
    KeeperFile file;
    std::optional<std::string> passwordFile;
    std::map<std::string, std::function<void(const std::string&, const std::string&)>> keys{
        {"jid", [&](auto& k, auto& v) { file.account.jid = address(k, v); }},
        {"server", [&](auto&, auto& v) { file.account.server = v; }},
        {"port",
         [&](auto& k, auto& v) {
             file.account.port = static_cast<unsigned short>(number(k, v, 1, 65535));
         }},
        {"allow_plain_text", [&](auto& k, auto& v) { file.account.allowPlainText = flag(k, v); }},
        {"ca_file", [&](auto&, auto& v) { file.account.caFile = v; }},
        {"password_file", [&](auto&, auto& v) { passwordFile = v; }},
        {"rooms", [&](auto&, auto& v) { file.rooms = v; }},
        {"database", [&](auto&, auto& v) { file.database = v; }},
        {"lobby", [&](auto& k, auto& v) { file.lobby = address(k, v); }},
        {"dictionary", [&](auto&, auto& v) { file.dictionary = v; }},
        {"nick", [&](auto&, auto& v) { file.nick = v.substr(0, 64); }},
        {"max_tables",
         [&](auto& k, auto& v) {
             file.limits.maxTables = static_cast<std::size_t>(number(k, v, 1, 1'000'000));
         }},
        {"max_tables_per_account",
         [&](auto& k, auto& v) {
             file.limits.maxTablesPerAccount = static_cast<std::size_t>(number(k, v, 1, 10'000));
         }},
        {"linger_seconds",
         [&](auto& k, auto& v) { file.limits.lingerSeconds = number(k, v, 0, 86400); }},
        {"database_limit_mb",
         [&](auto& k, auto& v) { file.databaseLimitMb = number(k, v, 0, 1'000'000); }},
    };
    std::string line;
    int lineNumber = 0;
    try {
        while (std::getline(in, line)) {
            ++lineNumber;
            const std::string text = trimmed(line.substr(0, line.find('#')));
            if (text.empty())
                continue;
            const auto equals = text.find('=');
            if (equals == std::string::npos)
                throw Failure{"expected key = value: \"" + text + "\""};
            const std::string key = trimmed(text.substr(0, equals));
            const std::string value = trimmed(text.substr(equals + 1));
            if (key == "password")
                throw Failure{
                    "password: not in this file: put it in a file of its own "
                    "(password_file) or in $POTEGA_KEEPER_PASSWORD"};
            const auto handler = keys.find(key);
            if (handler == keys.end())
                throw Failure{"unknown key \"" + key + "\""};
            handler->second(key, value);
        }
        lineNumber = 0;
        for (const auto& [key, value] :
             {std::pair<const char*, const std::string*>{"jid", &file.account.jid},
              {"rooms", &file.rooms},
              {"database", &file.database}}) {
            if (value->empty())
                throw Failure{std::string(key) + ": missing"};
        }
        if (environmentPassword && !environmentPassword->empty())
            file.account.password = *environmentPassword;
        else if (passwordFile)
            file.account.password = readPassword(*passwordFile, read.warnings);
        else
            throw Failure{"no password: set password_file, or $POTEGA_KEEPER_PASSWORD"};
    } catch (const Failure& failure) {
        read.error = path + (lineNumber > 0 ? ":" + std::to_string(lineNumber) : "") + ": " +
                     failure.message;
        return read;
    }
    file.limits.roomDomain = file.rooms;
    read.file = std::move(file);
    return read;
}

}  // namespace ps::keeper::xmpp
