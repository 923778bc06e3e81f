#pragma once
// Why signing in (or registering) failed, in words a person can act on. libstrophe reports the
// end of a failed attempt as a plain disconnection, so what happened is gathered on the way:
// its log lines (a refused TCP connection, no STARTTLS offered while TLS is required, a TLS
// handshake that failed, a refused password) and its certificate-failure callback (the
// certificate's problem and names). Internal to ps_net_xmpp; written for libstrophe 0.12.

#include <strophe.h>

#include <optional>
#include <string>

#include "net/xmpp/connection.h"

namespace ps::net::xmpp::detail {

// What one attempt has shown so far. Owned by the code that owns the libstrophe context; reset
// before every attempt.
struct SignInWatch {
    std::optional<std::string> certificate;  // "the certificate of X is not trusted: ..."
    int connectError = 0;                    // errno of the refused TCP connection
    bool tcpConnected = false;
    bool tlsMissing = false;       // TLS required, and the server offered no STARTTLS
    bool tlsFailed = false;        // the TLS handshake failed
    bool passwordRefused = false;  // the server answered the password with a SASL failure
    bool noMechanism = false;      // no way to sign in that libstrophe knows was offered

    void reset() { *this = SignInWatch{}; }
};

// A logger for xmpp_ctx_new that fills `watch` (and prints libstrophe's own debug log when
// POTEGA_XMPP_DEBUG is set). `log` must outlive the context, which keeps a pointer to it: the
// watch may be installed again before every attempt.
void installWatch(xmpp_log_t& log, SignInWatch& watch);
// Once signed in, the watch has nothing left to learn: libstrophe stops formatting its log
// (every stanza is a debug line) unless POTEGA_XMPP_DEBUG is set.
void pauseWatch(xmpp_log_t& log);

// Makes the certificate-failure callback of `conn` (a connection of `ctx`, to `domain`) name the
// problem in `watch` and refuse the certificate: verification stays on, and nothing is
// retried. `forget(ctx)` before the context goes.
void watchCertificates(xmpp_ctx_t* ctx, xmpp_conn_t* conn, SignInWatch& watch, std::string domain);
void forget(xmpp_ctx_t* ctx);

// The server as the person named it: "HOST:PORT", or "the server of DOMAIN".
std::string serverName(const Account& account);

// Why a connection attempt that never signed in ended. `error`: libstrophe's errno (0 when
// none); `streamError`: the server's stream error, if it sent one.
Connection::Failure classify(const Account& account, const SignInWatch& watch, int error,
                             const xmpp_stream_error_t* streamError);

// Why xmpp_connect_client / xmpp_connect_raw could not even start (`savedErrno`: errno right
// after it): the server's name not found, or the connection refused at once.
Connection::Failure startFailure(const Account& account, int savedErrno);

}  // namespace ps::net::xmpp::detail
