#include "net/xmpp/sign_in.h"

#include <netdb.h>
#include <sys/socket.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string_view>
#include <utility>

#include "text/printable.h"

namespace ps::net::xmpp::detail {

namespace {

std::string printable(std::string_view text) {
    return text::printableText(text, 100);
}

std::string domainOf(std::string_view jid) {
    const auto at = jid.find('@');
    std::string_view domain = at == std::string_view::npos ? jid : jid.substr(at + 1);
    return std::string(domain.substr(0, domain.find('/')));
}

void onLog(void* userdata, xmpp_log_level_t level, const char* area, const char* message) {
    static const xmpp_log_t* debug =
        std::getenv("POTEGA_XMPP_DEBUG") ? xmpp_get_default_logger(XMPP_LEVEL_DEBUG) : nullptr;
    if (debug)
        debug->handler(debug->userdata, level, area, message);
    auto* watch = static_cast<SignInWatch*>(userdata);
    if (!watch || !message)
        return;
    // libstrophe 0.12's own words for the steps of signing in (src/event.c, src/auth.c,
    // src/conn.c); a stanza's dump ("SENT: ...", "RECV: ...") never starts with these.
    const std::string_view line(message);
    if (line.starts_with("connection failed, error ")) {
        watch->connectError = std::atoi(message + std::strlen("connection failed, error "));
    } else if (line.starts_with("connection successful")) {
        watch->tcpConnected = true;
    } else if (line.starts_with("TLS is not supported, but set as mandatory")) {
        watch->tlsMissing = true;
    } else if (line.starts_with("Couldn't start TLS!")) {
        watch->tlsFailed = true;
    } else if (line.starts_with("SASL ") && line.ends_with(" auth failed")) {
        watch->passwordRefused = true;
    } else if (line.starts_with("Cannot authenticate with known methods")) {
        watch->noMechanism = true;
    }
}

std::mutex& registryMutex() {
    static std::mutex mutex;
    return mutex;
}
// Whose certificate a context's connection checks, and where to say why it failed (the
// callback gets no user data of its own).
struct Watched {
    SignInWatch* watch = nullptr;
    std::string domain;
};
std::map<xmpp_ctx_t*, Watched>& registry() {
    static std::map<xmpp_ctx_t*, Watched> watches;
    return watches;
}

// OpenSSL's words for why a certificate failed (X509_verify_cert_error_string), as the person
// should read them.
std::string certificateProblem(const xmpp_tlscert_t* cert, std::string_view openssl) {
    std::string lower(openssl);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (lower.find("self-signed") != std::string::npos ||
        lower.find("self signed") != std::string::npos)
        return "self-signed";
    if (lower.find("expired") != std::string::npos)
        return "expired";
    if (lower.find("not yet valid") != std::string::npos)
        return "not yet valid";
    if (lower.find("hostname mismatch") != std::string::npos) {
        std::string names;
        for (std::size_t n = 0;; ++n) {
            const char* name = xmpp_tlscert_get_dnsname(cert, n);
            if (!name || n == 8)
                break;
            names += (names.empty() ? "" : ", ") + printable(name);
        }
        if (names.empty()) {
            const char* subject = xmpp_tlscert_get_string(cert, XMPP_CERT_SUBJECT);
            names = subject ? printable(subject) : "another name";
        }
        return "wrong name (it is for " + names + ")";
    }
    if (lower.find("issuer") != std::string::npos ||
        lower.find("first certificate") != std::string::npos)
        return "issued by an authority this system does not trust";
    if (lower.find("revoked") != std::string::npos)
        return "revoked";
    return printable(openssl);
}

// Refuses every certificate the system does not trust, after naming why.
int onCertificateFailure(const xmpp_tlscert_t* cert, const char* const error) {
    const std::lock_guard lock(registryMutex());
    const auto found = registry().find(xmpp_tlscert_get_ctx(cert));
    if (found != registry().end() && !found->second.watch->certificate) {
        found->second.watch->certificate =
            "the certificate of " + printable(found->second.domain) +
            " is not trusted: " + certificateProblem(cert, error ? error : "unknown problem");
    }
    return 0;
}

std::string streamErrorName(xmpp_error_type_t type) {
    switch (type) {
        case XMPP_SE_HOST_UNKNOWN:
            return "host-unknown";
        case XMPP_SE_NOT_AUTHORIZED:
            return "not-authorized";
        case XMPP_SE_POLICY_VIOLATION:
            return "policy-violation";
        case XMPP_SE_CONFLICT:
            return "conflict";
        case XMPP_SE_SYSTEM_SHUTDOWN:
            return "system-shutdown";
        case XMPP_SE_RESOURCE_CONSTRAINT:
            return "resource-constraint";
        default:
            return "stream error " + std::to_string(static_cast<int>(type));
    }
}

}  // namespace

void installWatch(xmpp_log_t& log, SignInWatch& watch) {
    log.handler = onLog;
    log.userdata = &watch;
}

void pauseWatch(xmpp_log_t& log) {
    if (!std::getenv("POTEGA_XMPP_DEBUG"))
        log.handler = nullptr;
}

void watchCertificates(xmpp_ctx_t* ctx, xmpp_conn_t* conn, SignInWatch& watch, std::string domain) {
    {
        const std::lock_guard lock(registryMutex());
        registry()[ctx] = Watched{&watch, std::move(domain)};
    }
    xmpp_conn_set_certfail_handler(conn, onCertificateFailure);
}

void forget(xmpp_ctx_t* ctx) {
    const std::lock_guard lock(registryMutex());
    registry().erase(ctx);
}

std::string serverName(const Account& account) {
    const unsigned short port = account.port == 0 ? 5222 : account.port;
    if (account.server.empty())
        return account.port == 0 ? "the server of " + printable(domainOf(account.jid))
                                 : printable(domainOf(account.jid)) + ":" + std::to_string(port);
    return printable(account.server) + ":" + std::to_string(port);
}

Connection::Failure classify(const Account& account, const SignInWatch& watch, int error,
                             const xmpp_stream_error_t* streamError) {
    using Kind = Connection::Failure::Kind;
    const std::string server = serverName(account);
    if (watch.certificate)
        return {Kind::Certificate, *watch.certificate, true};
    if (watch.tlsMissing)
        return {Kind::NoEncryption,
                server + " offers no encryption (STARTTLS); signing in without it was not allowed",
                true};
    if (watch.tlsFailed)
        return {Kind::Tls, "the encrypted connection (TLS) to " + server + " failed", true};
    if (watch.passwordRefused)
        return {Kind::Authentication,
                server + " refused the password of " + printable(account.jid) +
                    " (authentication failed)",
                true};
    if (watch.noMechanism)
        return {Kind::Authentication,
                server + " offers no way of signing in that this program knows", true};
    if (streamError) {
        const std::string text =
            streamError->text ? " (" + printable(streamError->text) + ")" : std::string();
        if (streamError->type == XMPP_SE_HOST_UNKNOWN)
            return {Kind::Server,
                    server + " does not serve " + printable(domainOf(account.jid)) + text, true};
        return {Kind::Server,
                server + " closed the connection: " + streamErrorName(streamError->type) + text,
                false};
    }
    if (watch.connectError != 0 || !watch.tcpConnected) {
        const int cause = watch.connectError != 0 ? watch.connectError : error;
        return {Kind::Unreachable,
                "cannot connect to " + server +
                    (cause != 0 ? ": " + std::string(std::strerror(cause)) : std::string()) +
                    (cause == ECONNREFUSED ? " (no server is listening there)" : ""),
                false};
    }
    if (error != 0)
        return {Kind::Lost,
                "the connection to " + server + " failed: " + std::string(std::strerror(error)),
                false};
    return {Kind::Lost, server + " closed the connection before signing in", false};
}

Connection::Failure startFailure(const Account& account, int savedErrno) {
    using Kind = Connection::Failure::Kind;
    const std::string host = account.server.empty() ? domainOf(account.jid) : account.server;
    addrinfo hints{};
    hints.ai_socktype = SOCK_STREAM;
    addrinfo* found = nullptr;
    const int lookup = ::getaddrinfo(host.c_str(), nullptr, &hints, &found);
    if (found)
        ::freeaddrinfo(found);
    if (lookup != 0)
        return {Kind::Unreachable,
                "cannot find the server " + printable(host) + " (" + ::gai_strerror(lookup) + ")",
                false};
    return {Kind::Unreachable,
            "cannot connect to " + serverName(account) +
                (savedErrno != 0 ? ": " + std::string(std::strerror(savedErrno)) : std::string()) +
                (savedErrno == ECONNREFUSED ? " (no server is listening there)" : ""),
            false};
}

}  // namespace ps::net::xmpp::detail
