#include "online/OnlineTable.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace ps::ui {

using namespace std::chrono_literals;
using net::xmpp::Connection;

namespace {

// How often the connection is looked at: often enough that a move crosses in well under a
// tenth of a second, rarely enough to cost nothing while idle.
constexpr int kPumpMilliseconds = 15;

}  // namespace

net::xmpp::Account xmppAccount(const OnlineAccount& account) {
    net::xmpp::Account out;
    out.jid = account.jid.trimmed().toStdString();
    out.password = account.password.toStdString();
    out.server = account.server.trimmed().toStdString();
    out.port = account.port;
    out.allowPlainText = account.plaintext;
    return out;
}

std::string tableName(const QString& name) {
    // The readers refuse control characters, more than kMaxNameBytes and an empty name.
    QString clean = cleanPlayerName(name);
    while (clean.toUtf8().size() > qsizetype(net::kMaxNameBytes)) {
        clean.chop(clean.size() >= 2 && clean.back().isLowSurrogate() ? 2 : 1);
    }
    return clean.isEmpty() ? std::string("?") : clean.toStdString();
}

// --- The connection and its pump

OnlineTable::OnlineTable(GameController& controller, OnlineAccount account, QObject* parent)
    : QObject(parent), controller_(&controller), account_(std::move(account)) {
    net::xmpp::initializeLibrary();
    connection_ = std::make_unique<Connection>(xmppAccount(account_));
    pump_.setInterval(kPumpMilliseconds);
    connect(&pump_, &QTimer::timeout, this, &OnlineTable::pump);
}

OnlineTable::~OnlineTable() = default;

bool OnlineTable::online() const {
    return connection_->state() == Connection::State::Online;
}

QString OnlineTable::joinLink() const {
    return room_.isEmpty() ? QString()
                           : QString::fromStdString(net::xmpp::joinLink(room_.toStdString()));
}

void OnlineTable::say(const QString& text) {
    const QString line = text.trimmed().left(1000);
    if (!line.isEmpty() && !room_.isEmpty() && online()) {
        connection_->sendChat(room_.toStdString(), line.toStdString());
    }
}

void OnlineTable::leave() {
    pump_.stop();
    if (online()) {
        leaving();
    }
    if (!room_.isEmpty() && online()) {
        connection_->leaveRoom(room_.toStdString());
    }
    // The last stanzas (the room left or destroyed) go out, then the stream is closed and the
    // goodbye waited for: at most a moment, even on a busy machine or a slow server.
    for (int i = 0; i < 5; ++i) {
        connection_->runOnce(20ms);
    }
    connection_->disconnect();
    QElapsedTimer closing;
    closing.start();
    while (connection_->state() != Connection::State::Offline && closing.elapsed() < 1500) {
        connection_->runOnce(20ms);
    }
}

void OnlineTable::start() {
    if (!account_.create) {
        connection_->connect();
        pump_.start();
        return;
    }
    // In-band registration blocks on its own connection: off the UI thread.
    auto* watcher = new QFutureWatcher<std::optional<std::string>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        if (const std::optional<std::string> problem = watcher->result()) {
            emit failed(
                tr("The account could not be created: %1").arg(QString::fromStdString(*problem)));
            return;
        }
        connection_->connect();
        pump_.start();
    });
    watcher->setFuture(QtConcurrent::run(
        [account = xmppAccount(account_)] { return net::xmpp::registerAccount(account, 15s); }));
}

void OnlineTable::pump() {
    connection_->runOnce(0ms);
    const Connection::State state = connection_->state();
    if (state != lastState_) {
        const bool wasOnline = lastState_ == Connection::State::Online;
        lastState_ = state;
        if (state == Connection::State::Online) {
            emit onlineChanged(true, {});
            signedIn();
        } else if (wasOnline) {
            emit onlineChanged(false, tr("The connection to the server was lost; reconnecting."));
        }
    }
    // A failure no retry can mend (no encryption offered, an untrusted certificate, a refused
    // password): the connection has stopped trying, and the person is told why. Queued, since
    // whoever hears it may delete this table, and with it the timer that called this.
    if (const auto& failure = connection_->failure();
        state == Connection::State::Offline && failure && failure->final) {
        pump_.stop();
        const QString why =
            tr("Could not sign in: %1").arg(QString::fromStdString(failure->message));
        QMetaObject::invokeMethod(
            this, [this, why] { emit failed(why); }, Qt::QueuedConnection);
        return;
    }
    pumped();
}

void OnlineTable::takeChat(std::deque<net::xmpp::ChatLine> lines) {
    for (const net::xmpp::ChatLine& line : lines) {
        emit chatLine(QString::fromStdString(line.nick), QString::fromStdString(line.text));
    }
}

}  // namespace ps::ui
