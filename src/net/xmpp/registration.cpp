// In-band registration (XEP-0077): a raw connection (libstrophe does not sign in), the stream's
// features, then one <iq type='set'> with the account's name and password.

#include <strophe.h>

#include <cstring>
#include <memory>

#include "net/xmpp/connection.h"

namespace ps::net::xmpp {

namespace {

constexpr const char* kRegisterNamespace = "jabber:iq:register";

struct Registration {
    xmpp_ctx_t* ctx = nullptr;
    const Account* account = nullptr;
    std::string local;
    std::string domain;
    bool finished = false;
    std::optional<std::string> failure = std::string("no answer from the server");
};

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
        registration->failure.reset();
    } else if (const std::string condition = errorCondition(stanza); condition == "conflict") {
        registration->failure.reset();  // the account exists already
    } else {
        registration->failure = "the server refused the registration (" + condition + ")";
    }
    registration->finished = true;
    xmpp_disconnect(conn);
    return 0;
}

int onFeatures(xmpp_conn_t* conn, xmpp_stanza_t* stanza, void* data) noexcept {
    auto* registration = static_cast<Registration*>(data);
    if (!xmpp_stanza_get_child_by_name_and_ns(stanza, "register",
                                              "http://jabber.org/features/iq-register")) {
        registration->failure = "the server does not allow in-band registration";
        registration->finished = true;
        xmpp_disconnect(conn);
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

void onConnection(xmpp_conn_t* conn, xmpp_conn_event_t event, int, xmpp_stream_error_t*,
                  void* data) noexcept {
    auto* registration = static_cast<Registration*>(data);
    if (event == XMPP_CONN_RAW_CONNECT) {
        xmpp_conn_open_stream_default(conn);
    } else if (event == XMPP_CONN_CONNECT) {
        xmpp_handler_add(conn, onFeatures, "http://etherx.jabber.org/streams", "features", nullptr,
                         registration);
    } else {
        registration->finished = true;
        if (registration->failure && *registration->failure == "no answer from the server")
            registration->failure = "the connection to the server failed";
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
    const auto ctxDeleter = [](xmpp_ctx_t* ctx) { xmpp_ctx_free(ctx); };
    const std::unique_ptr<xmpp_ctx_t, decltype(ctxDeleter)> ctx(xmpp_ctx_new(nullptr, nullptr),
                                                                ctxDeleter);
    registration.ctx = ctx.get();
    const auto connDeleter = [](xmpp_conn_t* conn) { xmpp_conn_release(conn); };
    const std::unique_ptr<xmpp_conn_t, decltype(connDeleter)> conn(xmpp_conn_new(ctx.get()),
                                                                   connDeleter);
    xmpp_conn_set_jid(conn.get(), registration.domain.c_str());
    xmpp_conn_set_flags(conn.get(), XMPP_CONN_FLAG_DISABLE_SM |
                                        (account.plaintext ? XMPP_CONN_FLAG_DISABLE_TLS : 0));
    if (xmpp_connect_raw(conn.get(), account.server.empty() ? nullptr : account.server.c_str(),
                         account.port, onConnection, &registration) != XMPP_EOK)
        return "cannot connect to " + account.server;
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (!registration.finished && std::chrono::steady_clock::now() < deadline)
        xmpp_run_once(ctx.get(), 50);
    if (!registration.finished)
        return "the server did not answer the registration in time";
    return registration.failure;
}

}  // namespace ps::net::xmpp
