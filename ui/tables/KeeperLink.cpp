#include "tables/KeeperLink.h"

#include <QElapsedTimer>

namespace ps::ui {

using namespace std::chrono_literals;
using net::xmpp::Connection;

namespace {

// A list of tables wants no game's pace: a look at the connection every 30 ms is plenty.
constexpr int kPumpMilliseconds = 30;

}  // namespace

XmppKeeperLink::XmppKeeperLink(const OnlineAccount& account, const QString& keeper, QObject* parent)
    : KeeperLink(parent) {
    net::xmpp::initializeLibrary();
    connection_ = std::make_unique<Connection>(xmppAccount(account));
    client_ = std::make_unique<keeper::xmpp::KeeperClient>(*connection_, keeper.toStdString());
    connection_->connect();
    pump_.setInterval(kPumpMilliseconds);
    connect(&pump_, &QTimer::timeout, this, &XmppKeeperLink::pump);
    pump_.start();
}

XmppKeeperLink::~XmppKeeperLink() {
    pump_.stop();
    client_.reset();
    // The goodbye goes out and is waited for a moment at most, as a table's sign-out does.
    connection_->disconnect();
    QElapsedTimer closing;
    closing.start();
    while (connection_->state() != Connection::State::Offline && closing.elapsed() < 1000) {
        connection_->runOnce(20ms);
    }
}

bool XmppKeeperLink::online() const {
    return connection_->state() == Connection::State::Online;
}

std::uint64_t XmppKeeperLink::ask(const keeper::KeeperMessage& question) {
    return client_->ask(question);
}

void XmppKeeperLink::pump() {
    connection_->runOnce(0ms);
    const Connection::State state = connection_->state();
    if (state != lastState_) {
        const bool wasOnline = lastState_ == Connection::State::Online;
        lastState_ = state;
        if (state == Connection::State::Online) {
            lastFailure_.clear();
            emit signedIn();
        } else if (wasOnline) {
            emit offline(tr("The connection to the server was lost; reconnecting."));
        }
    }
    if (const auto& failure = connection_->failure();
        state == Connection::State::Offline && failure) {
        if (failure->final) {
            // Queued: whoever hears it may delete this link, and the timer that called this.
            pump_.stop();
            const QString why =
                tr("Could not sign in: %1").arg(QString::fromStdString(failure->message));
            QMetaObject::invokeMethod(
                this, [this, why] { emit failed(why); }, Qt::QueuedConnection);
            return;
        }
        if (failure->message != lastFailure_) {
            lastFailure_ = failure->message;
            emit offline(tr("Not signed in yet (%1); trying again.")
                             .arg(QString::fromStdString(failure->message)));
        }
    }
    for (; logged_ < client_->log().size(); ++logged_) {
        qInfo("keeper link: %s", client_->log()[logged_].c_str());
    }
    for (Answer& answer : client_->takeAnswers()) {
        emit answered(answer);
    }
}

}  // namespace ps::ui
