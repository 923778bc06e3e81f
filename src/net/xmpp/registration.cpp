// In-band registration (XEP-0077): a raw connection (libstrophe does not sign in), the stream's
// features, STARTTLS and the features again over TLS, then one <iq type='set'> with the
// account's name and password. The password goes only over TLS, unless the account allows
// plain text and the server offers no encryption.

#include <strophe.h>

#include <cerrno>
#include <cstring>
#include <memory>

#include "net/xmpp/connection.h"
#include "net/xmpp/sign_in.h"

namespace ps::net::xmpp {

namespace {

constexpr const char* kRegisterNamespace = "jabber:iq:register";
constexpr const char* kTlsNamespace = "urn:ietf:params:xml:ns:xmpp-tls";

struct Registration {
    xmpp_ctx_t* ctx = nullptr;
    const Account* account = nullptr;
    std::string local;
    std::string domain;
    detail::SignInWatch watch;
    bool finished = false;
    std::optional<std::string> failure = std::string("no answer from the server");
};

void finish(xmpp_conn_t* conn, Registration& registration, std::optional<std::string> failure) {
    registration.failure = std::move(failure);
    registration.finished = true;
    xmpp_disconnect(conn);
}

std::string errorCondition(xmpp_stanza_t* stanza) {
    xmpp_stanza_t* error = xmpp_stanza_get_child_by_name(stanza, "error");
    xmpp_stanza_t* condition = error ? xmpp_stanza_get_children(error) : nullptr;
    const char* name = condition ? xmpp_stanza_get_name(condition) : nullptr;
    return name ? name : "unknown error";
}

int onRegistered(xmpp_conn_t* conn, xmpp_stanza_t* stanza, void* data) noexcept {
    auto* registration = static_cast<Registration*>(data);
    const char* type = xmpp_stanza_get_type(stanza);
    if (type && std::strcmp(type, "result") == 0) {
        finish(conn, *registration, std::nullopt);
    } else if (const std::string condition = errorCondition(stanza); condition == "conflict") {
        finish(conn, *registration, std::nullopt);  // the account exists already
    } else {
        finish(conn, *registration, "the server refused the registration (" + condition + ")");
    }
    return 0;
}

// The answer to <starttls/>: <proceed/> (the handshake, then a new stream whose features
// come to onFeatures again) or <failure/>.
int onStartTls(xmpp_conn_t* conn, xmpp_stanza_t* stanza, void* data) noexcept {
    auto* registration = static_cast<Registration*>(data);
    const char* name = xmpp_stanza_get_name(stanza);
    if (!name || std::strcmp(name, "proceed") != 0) {
        finish(conn, *registration, "the server refused to start encryption (STARTTLS)");
        return 0;
    }
    if (xmpp_conn_tls_start(conn) != 0) {
        finish(conn, *registration,
               registration->watch.certificate
                   ? *registration->watch.certificate
                   : "the encrypted connection (TLS) to " +
                         detail::serverName(*registration->account) + " failed");
        return 0;
    }
    xmpp_conn_open_stream_default(conn);
    return 0;
}

int onFeatures(xmpp_conn_t* conn, xmpp_stanza_t* stanza, void* data) noexcept {
    auto* registration = static_cast<Registration*>(data);
    if (!xmpp_conn_is_secured(conn)) {
        if (xmpp_stanza_get_child_by_name_and_ns(stanza, "starttls", kTlsNamespace)) {
            xmpp_handler_add(conn, onStartTls, kTlsNamespace, nullptr, nullptr, registration);
            xmpp_send_raw_string(conn, "<starttls xmlns='%s'/>", kTlsNamespace);
            return 0;
        }
        if (!registration->account->allowPlainText) {
            finish(conn, *registration,
                   detail::serverName(*registration->account) +
                       " offers no encryption (STARTTLS); registering without it (the password "
                       "in the clear) was not allowed");
            return 0;
        }
    }
    if (!xmpp_stanza_get_child_by_name_and_ns(stanza, "register",
                                              "http://jabber.org/features/iq-register")) {
        finish(conn, *registration, "the server does not allow in-band registration");
        return 0;
    }
    const std::string iq = "<iq type='set' id='reg1' to='" + escapeXml(registration->domain) +
                           "'><query xmlns='" + kRegisterNamespace + "'><username>" +
                           escapeXml(registration->local) + "</username><password>" +
                           escapeXml(registration->account->password) + "</password></query></iq>";
    xmpp_id_handler_add(conn, onRegistered, "reg1", registration);
    xmpp_send_raw_string(conn, "%s", iq.c_str());
    return 0;
}

void onConnection(xmpp_conn_t* conn, xmpp_conn_event_t event, int error,
                  xmpp_stream_error_t* streamError, void* data) noexcept {
    auto* registration = static_cast<Registration*>(data);
    if (event == XMPP_CONN_RAW_CONNECT) {
        xmpp_conn_open_stream_default(conn);
    } else if (event == XMPP_CONN_CONNECT) {
        // A stream is open (the first, or the one over TLS): its features come next.
        xmpp_handler_add(conn, onFeatures, "http://etherx.jabber.org/streams", "features", nullptr,
                         registration);
    } else if (!registration->finished) {
        registration->finished = true;
        registration->failure =
            detail::classify(*registration->account, registration->watch, error, streamError)
                .message;
    }
}

}  // namespace

std::optional<std::string> registerAccount(const Account& account,
                                           std::chrono::milliseconds timeout) {
    const std::string bare = bareJid(account.jid);
    const auto at = bare.find('@');
    if (at == std::string::npos || at == 0 || at + 1 == bare.size())
        return "not an account address: " + account.jid;
    initializeLibrary();
    Registration registration;
    registration.account = &account;
    registration.local = bare.substr(0, at);
    registration.domain = bare.substr(at + 1);
    xmpp_log_t log{};
    detail::installWatch(log, registration.watch);
    const auto ctxDeleter = [](xmpp_ctx_t* ctx) {
        detail::forget(ctx);
        xmpp_ctx_free(ctx);
    };
    const std::unique_ptr<xmpp_ctx_t, decltype(ctxDeleter)> ctx(xmpp_ctx_new(nullptr, &log),
                                                                ctxDeleter);
    registration.ctx = ctx.get();
    const auto connDeleter = [](xmpp_conn_t* conn) { xmpp_conn_release(conn); };
    const std::unique_ptr<xmpp_conn_t, decltype(connDeleter)> conn(xmpp_conn_new(ctx.get()),
                                                                   connDeleter);
    // The certificate is checked against the domain: the JID of a raw connection is the
    // domain alone.
    xmpp_conn_set_jid(conn.get(), registration.domain.c_str());
    xmpp_conn_set_flags(conn.get(), XMPP_CONN_FLAG_DISABLE_SM);
    if (!account.caFile.empty())
        xmpp_conn_set_cafile(conn.get(), account.caFile.c_str());
    detail::watchCertificates(ctx.get(), conn.get(), registration.watch, registration.domain);
    errno = 0;
    if (xmpp_connect_raw(conn.get(), account.server.empty() ? nullptr : account.server.c_str(),
                         account.port, onConnection, &registration) != XMPP_EOK)
        return detail::startFailure(account, errno).message;
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (!registration.finished && std::chrono::steady_clock::now() < deadline)
        xmpp_run_once(ctx.get(), 50);
    if (!registration.finished)
        return "the server did not answer the registration in time";
    return registration.failure;
}

}  // namespace ps::net::xmpp
