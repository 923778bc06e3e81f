#pragma once
// Shared by the XMPP tests: a Prosody or an ejabberd of the test's own (a process on
// 127.0.0.1, a generated config on a free port, its data in a temporary directory, in-band
// registration, a MUC service and the server's stock rate limits), and child processes (the
// CLI's `net host` and `net join`).

#include <fcntl.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace ps::net::testing {

// The program `name` on $PATH (execv does not search it).
inline std::optional<std::filesystem::path> findBinary(const std::string& name) {
    const char* path = std::getenv("PATH");
    std::stringstream folders(path ? path : "/usr/bin:/usr/sbin");
    std::string folder;
    while (std::getline(folders, folder, ':')) {
        const std::filesystem::path candidate = std::filesystem::path(folder) / name;
        if (!folder.empty() && ::access(candidate.c_str(), X_OK) == 0)
            return candidate;
    }
    return std::nullopt;
}

inline std::optional<std::filesystem::path> prosodyBinary() {
    return findBinary("prosody");
}

// The Erlang runtime that runs ejabberd (Debian's ejabberd package: its modules under
// /usr/lib/<arch>/ejabberd-*), or nothing when ejabberd is not installed.
inline std::optional<std::filesystem::path> ejabberdBinary() {
    if (!findBinary("ejabberdctl") && !std::filesystem::exists("/usr/sbin/ejabberdctl"))
        return std::nullopt;
    return findBinary("erl");
}

inline unsigned short freePort() {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = 0;
    socklen_t length = sizeof address;
    if (fd < 0 || ::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 ||
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) != 0) {
        if (fd >= 0)
            ::close(fd);
        return 0;
    }
    ::close(fd);
    return ntohs(address.sin_port);
}

inline bool portAccepts(unsigned short port) {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = htons(port);
    const bool ok =
        fd >= 0 && ::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0;
    if (fd >= 0)
        ::close(fd);
    return ok;
}

// A child process, its output in files; killed (by its id) when dropped while running.
class Process {
  public:
    Process(std::vector<std::string> argv, const std::filesystem::path& out,
            const std::filesystem::path& err) {
        std::vector<char*> args;
        for (std::string& arg : argv)
            args.push_back(arg.data());
        args.push_back(nullptr);
        pid_ = ::fork();
        if (pid_ == 0) {
            // Ends with the test even when the test is killed (a CI timeout): no server or
            // client is left behind.
            ::prctl(PR_SET_PDEATHSIG, SIGKILL);
            const int outFd = ::open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            const int errFd = ::open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            if (outFd < 0 || errFd < 0 || ::dup2(outFd, 1) < 0 || ::dup2(errFd, 2) < 0)
                ::_exit(126);
            ::execv(args[0], args.data());
            ::_exit(127);
        }
    }
    Process(const Process&) = delete;
    Process& operator=(const Process&) = delete;
    ~Process() {
        if (running())
            kill(SIGKILL);
        (void)wait(std::chrono::seconds(5));
    }
    [[nodiscard]] bool running() const { return pid_ > 0 && !status_; }
    // Its process id (its figures in /proc: a benchmark reads its memory and CPU time).
    [[nodiscard]] pid_t pid() const { return pid_; }
    void kill(int signal) {
        if (running())
            ::kill(pid_, signal);
    }
    // The exit status (128 + the signal when killed), or nothing if still running at the
    // deadline.
    std::optional<int> wait(std::chrono::milliseconds timeout) {
        const auto deadline = std::chrono::steady_clock::now() + timeout;
        while (running()) {
            int status = 0;
            const pid_t done = ::waitpid(pid_, &status, WNOHANG);
            if (done == pid_) {
                status_ = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
                break;
            }
            if (done < 0) {
                status_ = -1;
                break;
            }
            if (std::chrono::steady_clock::now() >= deadline)
                return std::nullopt;
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
        return status_;
    }

  private:
    pid_t pid_ = -1;
    std::optional<int> status_;
};

inline std::string readText(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::ostringstream text;
    if (in)
        text << in.rdbuf();
    return text.str();
}

// How a test's Prosody is set up: its certificate, and whether it requires encryption.
struct ServerSetup {
    enum class Tls {
        None,        // no certificate: no STARTTLS offered (a server, or a path, without TLS)
        Trusted,     // a certificate for the domain from the test's own CA (LocalProsody::caFile)
        SelfSigned,  // a self-signed certificate for the domain
        WrongName,   // a certificate from the test's CA for another name (elsewhere.example)
    };
    Tls tls = Tls::None;
    bool requireEncryption = false;  // c2s_require_encryption, as Prosody ships by default
    // The rate limit Debian's Prosody ships (limits = { c2s = { rate = "10kb/s" } }).
    bool stockLimits = true;
    // Prosody's stock Nagle's algorithm on its sockets; off: network_settings = { nagle = false }
    // (a small stanza is written at once, not after the client acknowledged the one before).
    bool nagle = true;
};

// A server of the test's own: Prosody or ejabberd.
class LocalServer {
  public:
    static constexpr const char* kDomain = "localhost";
    static constexpr const char* kRooms = "conference.localhost";

    virtual ~LocalServer() = default;
    // Starts it and waits until it accepts connections (at most 15 s).
    virtual bool start() = 0;
    virtual void stop() = 0;
    [[nodiscard]] virtual unsigned short port() const = 0;
    [[nodiscard]] virtual const std::filesystem::path& dir() const = 0;
    [[nodiscard]] virtual std::string log() const = 0;
    [[nodiscard]] virtual std::filesystem::path caFile() const { return dir() / "certs/ca.crt"; }
    // Bytes a second it reads from one client at most (its stock limit), over a short burst.
    [[nodiscard]] virtual int clientRate() const = 0;
};

// Prosody on 127.0.0.1 for one test: `domain` for accounts, `conference.<domain>` for rooms.
class LocalProsody final : public LocalServer {
  public:
    static constexpr const char* kWrongName = "elsewhere.example";

    explicit LocalProsody(std::filesystem::path binary, ServerSetup setup = {})
        : binary_(std::move(binary)), stockLimits_(setup.stockLimits) {
        std::string pattern =
            (std::filesystem::temp_directory_path() / "potega-xmpp-XXXXXX").string();
        dir_ = ::mkdtemp(pattern.data()) ? std::filesystem::path(pattern) : std::filesystem::path();
        std::filesystem::create_directories(dir_ / "data");
        std::filesystem::create_directories(dir_ / "certs");
        port_ = freePort();
        if (setup.tls != ServerSetup::Tls::None)
            certificatesMade_ = makeCertificates(setup.tls);
        std::ofstream config(dir_ / "prosody.cfg.lua");
        const std::string d = dir_.string();
        // run_as_root: CI's containers run the tests as root; prosody would otherwise switch to
        // its system user, which cannot read this directory.
        config << "run_as_root = true\n"
               << "pidfile = \"" << d << "/prosody.pid\"\n"
               << "data_path = \"" << d << "/data\"\n"
               << "certificates = \"" << d << "/certs\"\n"
               << "interfaces = { \"127.0.0.1\" }\n"
               << "c2s_ports = { " << port_ << " }\n"
               << "c2s_direct_tls_ports = { }\ns2s_ports = { }\nhttp_ports = { }\n"
               << "https_ports = { }\nlegacy_ssl_ports = { }\n"
               << "modules_enabled = { \"roster\", \"saslauth\", \"disco\", \"register\", "
                  "\"ping\", \"offline\""
               // STARTTLS (mod_tls) only where the test asked for a certificate.
               << (setup.tls != ServerSetup::Tls::None ? ", \"tls\"" : "")
               << (setup.stockLimits ? ", \"limits\"" : "") << " }\n"
               << "modules_disabled = { \"s2s\" }\n"
               << "allow_registration = true\nmin_seconds_between_registrations = 0\n"
               << "c2s_require_encryption = " << (setup.requireEncryption ? "true" : "false")
               << "\nallow_unencrypted_plain_auth = true\n"
               << "authentication = \"internal_plain\"\nstorage = \"internal\"\n"
               << "log = { { levels = { min = \"info\" }, to = \"file\", filename = \"" << d
               << "/prosody.log\" } }\n";
        if (!setup.nagle)
            config << "network_settings = { nagle = false }\n";
        if (setup.stockLimits)
            config
                << "limits = { c2s = { rate = \"10kb/s\"; }; s2sin = { rate = \"30kb/s\"; }; }\n";
        if (setup.tls != ServerSetup::Tls::None)
            config << "ssl = { certificate = \"" << d << "/certs/server.crt\"; key = \"" << d
                   << "/certs/server.key\"; }\n";
        config << "VirtualHost \"" << kDomain << "\"\n"
               << "Component \"" << kRooms << "\" \"muc\"\n"
               << "    restrict_room_creation = false\n";
    }
    ~LocalProsody() override {
        stop();
        if (!dir_.empty() && !std::getenv("POTEGA_KEEP_XMPP_DIRS"))
            std::filesystem::remove_all(dir_);
    }

    bool start() override {
        process_.emplace(std::vector<std::string>{binary_.string(), "-F", "--config",
                                                  (dir_ / "prosody.cfg.lua").string()},
                         dir_ / "prosody.out", dir_ / "prosody.err");
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(15);
        while (std::chrono::steady_clock::now() < deadline) {
            if (portAccepts(port_))
                return true;
            if (!process_->running() || process_->wait(std::chrono::milliseconds(0)))
                return false;
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
        return false;
    }
    void stop() override {
        if (process_ && process_->running()) {
            process_->kill(SIGTERM);
            if (!process_->wait(std::chrono::seconds(10)))
                process_->kill(SIGKILL);
        }
        process_.reset();
    }

    [[nodiscard]] unsigned short port() const override { return port_; }
    // The server's process id while it runs (0 otherwise).
    [[nodiscard]] pid_t pid() const { return process_ ? process_->pid() : 0; }
    // The test CA's certificate (Tls::Trusted, Tls::WrongName), for the client's --ca-file.
    [[nodiscard]] std::filesystem::path caFile() const override {
        return dir_ / "certs" / "ca.crt";
    }
    // The certificates asked for were made (openssl ran).
    [[nodiscard]] bool certificatesMade() const { return certificatesMade_; }
    [[nodiscard]] const std::filesystem::path& dir() const override { return dir_; }
    [[nodiscard]] std::string log() const override { return readText(dir_ / "prosody.log"); }
    [[nodiscard]] int clientRate() const override { return stockLimits_ ? 10 * 1024 : 1 << 30; }

  private:
    // openssl, in the test's directory: a CA and a server certificate it signs, or a
    // self-signed one. EC keys (fast to make), valid for two days.
    bool makeCertificates(ServerSetup::Tls tls) {
        const auto openssl = findBinary("openssl");
        if (!openssl)
            return false;
        const std::filesystem::path certs = dir_ / "certs";
        const auto run = [&](std::vector<std::string> args, const std::string& tag) {
            args.insert(args.begin(), openssl->string());
            Process process(args, certs / (tag + ".out"), certs / (tag + ".err"));
            return process.wait(std::chrono::seconds(30)) == 0;
        };
        const std::string name = tls == ServerSetup::Tls::WrongName ? kWrongName : kDomain;
        std::ofstream(certs / "ca.cnf")
            << "[req]\ndistinguished_name = dn\nprompt = no\n[dn]\nCN = Potega Slowa test CA\n"
               "[ext]\nbasicConstraints = critical,CA:TRUE\nkeyUsage = critical,keyCertSign,"
               "cRLSign\nsubjectKeyIdentifier = hash\n";
        std::ofstream(certs / "server.cnf")
            << "[req]\ndistinguished_name = dn\nprompt = no\n[dn]\nCN = " << name
            << "\n[ext]\nbasicConstraints = CA:FALSE\nkeyUsage = digitalSignature,"
               "keyEncipherment\nextendedKeyUsage = serverAuth\nsubjectAltName = DNS:"
            << name << "\n";
        const std::string c = certs.string();
        const std::vector<std::string> key = {"-newkey", "ec", "-pkeyopt",
                                              "ec_paramgen_curve:prime256v1", "-nodes"};
        const auto with = [&](std::vector<std::string> head, std::vector<std::string> tail) {
            head.insert(head.end(), key.begin(), key.end());
            head.insert(head.end(), tail.begin(), tail.end());
            return head;
        };
        if (tls == ServerSetup::Tls::SelfSigned)
            return run(with({"req", "-x509", "-new"},
                            {"-keyout", c + "/server.key", "-out", c + "/server.crt", "-days", "2",
                             "-config", c + "/server.cnf", "-extensions", "ext"}),
                       "self-signed");
        return run(with({"req", "-x509", "-new"},
                        {"-keyout", c + "/ca.key", "-out", c + "/ca.crt", "-days", "2", "-config",
                         c + "/ca.cnf", "-extensions", "ext"}),
                   "ca") &&
               run(with({"req", "-new"}, {"-keyout", c + "/server.key", "-out", c + "/server.csr",
                                          "-config", c + "/server.cnf"}),
                   "csr") &&
               run({"x509", "-req", "-in", c + "/server.csr", "-CA", c + "/ca.crt", "-CAkey",
                    c + "/ca.key", "-CAcreateserial", "-out", c + "/server.crt", "-days", "2",
                    "-extfile", c + "/server.cnf", "-extensions", "ext"},
                   "sign");
    }

    std::filesystem::path binary_;
    bool stockLimits_ = true;
    std::filesystem::path dir_;
    unsigned short port_ = 0;
    bool certificatesMade_ = false;
    std::optional<Process> process_;
};

// ejabberd on 127.0.0.1 for one test, as Debian's package ships it where it matters here: its
// default shaper (c2s "normal": 3000 B/s, bursts of 20000), stanza size, offline-message and
// session limits. Run by the Erlang runtime directly (not ejabberdctl, which would switch to
// the ejabberd system user and a node name of its own), without distribution, its Mnesia
// database and log in the test's directory. No TLS (the transport's TLS is tested on Prosody);
// in-band registration without the stock one-per-address-per-10-minutes limit.
class LocalEjabberd final : public LocalServer {
  public:
    explicit LocalEjabberd(std::filesystem::path erl) : erl_(std::move(erl)) {
        std::string pattern =
            (std::filesystem::temp_directory_path() / "potega-xmpp-XXXXXX").string();
        dir_ = ::mkdtemp(pattern.data()) ? std::filesystem::path(pattern) : std::filesystem::path();
        std::filesystem::create_directories(dir_ / "db");
        port_ = freePort();
        std::ofstream(dir_ / "ejabberd.yml")
            << "loglevel: info\nlog_rotate_count: 0\nhosts:\n  - " << kDomain << "\n"
            << "listen:\n  -\n    port: " << port_ << "\n    ip: \"127.0.0.1\"\n"
            << "    module: ejabberd_c2s\n    max_stanza_size: 262144\n    shaper: c2s_shaper\n"
               "    access: c2s\n"
               "auth_method: internal\nauth_password_format: scram\n"
               "registration_timeout: infinity\n"
               "acl:\n  admin:\n    user:\n      - \"\"\n  local:\n    user_regexp: \"\"\n"
               "access_rules:\n  local:\n    allow: local\n  c2s:\n    deny: blocked\n"
               "    allow: all\n  muc_create:\n    allow: local\n  register:\n    allow: all\n"
               // The stock shaper and its rules.
               "shaper:\n  normal:\n    rate: 3000\n    burst_size: 20000\n  fast: 200000\n"
               "shaper_rules:\n  max_user_sessions: 10\n  max_user_offline_messages:\n"
               "    5000: admin\n    100: all\n  c2s_shaper:\n    none: admin\n    normal: all\n"
               "  s2s_shaper: fast\n"
               "modules:\n  mod_disco: {}\n  mod_muc:\n    host: \""
            << kRooms
            << "\"\n    access:\n      - allow\n    access_admin:\n      - allow: admin\n"
               "    access_create: muc_create\n    access_persistent: muc_create\n"
               "  mod_offline:\n    access_max_user_messages: max_user_offline_messages\n"
               "  mod_ping: {}\n  mod_register:\n    access: register\n  mod_roster: {}\n"
               "  mod_stream_mgmt:\n    resend_on_timeout: if_offline\n";
    }
    ~LocalEjabberd() override {
        stop();
        if (!dir_.empty() && !std::getenv("POTEGA_KEEP_XMPP_DIRS"))
            std::filesystem::remove_all(dir_);
    }

    bool start() override {
        const std::string d = dir_.string();
        std::string libs = "/usr/lib/x86_64-linux-gnu";
        for (const char* candidate :
             {"/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib"}) {
            std::error_code error;
            for (const auto& entry : std::filesystem::directory_iterator(candidate, error)) {
                if (entry.path().filename().string().starts_with("ejabberd-")) {
                    libs = candidate;
                    break;
                }
            }
        }
        process_.emplace(
            std::vector<std::string>{"/usr/bin/env", "HOME=" + d,
                                     "EJABBERD_CONFIG_PATH=" + d + "/ejabberd.yml",
                                     "EJABBERD_LOG_PATH=" + d + "/ejabberd.log", "ERL_LIBS=" + libs,
                                     "ERL_CRASH_DUMP_BYTES=0", erl_.string(), "-noinput", "-mnesia",
                                     "dir", "\"" + d + "/db\"", "-s", "ejabberd"},
            dir_ / "ejabberd.out", dir_ / "ejabberd.err");
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
        while (std::chrono::steady_clock::now() < deadline) {
            if (portAccepts(port_))
                return true;
            if (!process_->running() || process_->wait(std::chrono::milliseconds(0)))
                return false;
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
        return false;
    }
    void stop() override {
        if (process_ && process_->running()) {
            process_->kill(SIGTERM);  // the Erlang runtime stops ejabberd in order
            if (!process_->wait(std::chrono::seconds(15)))
                process_->kill(SIGKILL);
        }
        process_.reset();
    }
    [[nodiscard]] unsigned short port() const override { return port_; }
    [[nodiscard]] const std::filesystem::path& dir() const override { return dir_; }
    [[nodiscard]] std::string log() const override { return readText(dir_ / "ejabberd.log"); }
    [[nodiscard]] int clientRate() const override { return 3000; }

  private:
    std::filesystem::path erl_;
    std::filesystem::path dir_;
    unsigned short port_ = 0;
    std::optional<Process> process_;
};

}  // namespace ps::net::testing
