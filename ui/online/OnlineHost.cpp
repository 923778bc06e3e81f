// The host's side of an online table (docs/network.md "In the app").
#include <QDateTime>
#include <algorithm>

#include "online/OnlineTable.h"

namespace ps::ui {

namespace {

// Invitations are sent again this often to the people not yet in the room.
constexpr qint64 kInvitationMilliseconds = 3000;

}  // namespace

OnlineHost::OnlineHost(GameController& controller, OnlineAccount account, QString room,
                       GameSetup setup, std::map<int, QString> remote, QObject* parent)
    : OnlineTable(controller, std::move(account), parent),
      setup_(std::move(setup)),
      remote_(std::move(remote)) {
    room_ = room.trimmed().toLower();
    // The setup remembers the table (the autosave, and a resume from it, need it).
    setup_.onlineRoom = room_;
    std::map<engine::PlayerId, std::string> accounts;
    for (const auto& [seat, jid] : remote_) {
        accounts[static_cast<engine::PlayerId>(seat)] = jid.trimmed().toStdString();
        away_.insert(seat);
        if (seat >= 0 && seat < setup_.seats.size()) {
            setup_.seats[seat].account = jid.trimmed().toLower();
        }
    }
    link_ =
        std::make_unique<net::xmpp::HostLink>(*connection_, room_.toStdString(), "host", accounts);
}

OnlineHost::~OnlineHost() {
    // The table must not outlive the controller's session, nor the session this table.
    if (controller_ && started_) {
        controller_->endSessionShare();
    }
    table_.reset();
    link_.reset();
}

QStringList OnlineHost::absent() const {
    QStringList names;
    for (const auto& [seat, jid] : remote_) {
        if (away_.contains(seat)) {
            names << jid;
        }
    }
    return names;
}

void OnlineHost::signedIn() {
    link_->open();
    nextInvitation_ = QDateTime::currentMSecsSinceEpoch() + kInvitationMilliseconds;
    emit tableNews(tr("The table is open at %1.").arg(joinLink()));
}

void OnlineHost::pumped() {
    if (!controller_) {
        return;
    }
    takeChat(link_->takeChat());
    reportPresence();
    for (; logged_ < link_->log().size(); ++logged_) {
        qInfo("online host: %s", link_->log()[logged_].c_str());
    }
    if (!started_) {
        // A new game waits for everyone; a resumed one goes on at once, the absent invited back
        // (their seats away meanwhile).
        if (link_->inRoom() && (away_.isEmpty() || resumed_)) {
            startGame();
        } else if (link_->inRoom() && QDateTime::currentMSecsSinceEpoch() >= nextInvitation_) {
            link_->inviteAbsent();
            nextInvitation_ = QDateTime::currentMSecsSinceEpoch() + kInvitationMilliseconds;
        }
        return;  // what the guests said waits for the table
    }
    if (!table_) {
        return;  // another game replaced the shared one
    }
    if (const GameController* controller = controller_.data();
        controller != nullptr && controller->isOver()) {
        const bool everyoneLeft =
            std::all_of(remote_.begin(), remote_.end(), [this](const auto& entry) {
                return link_->away(static_cast<engine::PlayerId>(entry.first));
            });
        if (everyoneLeft) {
            closeFinishedRoom();
        }
    }
    // A friend who dropped out (a crash, a closed lid) is invited again until back: an
    // invitation is the way back for a machine that no longer knows the room.
    if (!away_.isEmpty() && QDateTime::currentMSecsSinceEpoch() >= nextInvitation_) {
        link_->inviteAbsent();
        nextInvitation_ = QDateTime::currentMSecsSinceEpoch() + kInvitationMilliseconds;
    }
    bool received = false;
    for (const net::xmpp::HostLink::Received& text : link_->takeReceived()) {
        table_->receive(text.seat, text.text, text.from);
        received = true;
    }
    if (received) {
        controller_->sessionChangedElsewhere();
    }
    // A remote person writes an offer around a bot's word: the window waits, as for a person
    // here.
    if (table_->remoteHolding() != remoteHold_) {
        remoteHold_ = !remoteHold_;
        if (remoteHold_) {
            controller_->pauseHelpWindow();
        } else {
            controller_->resumeHelpWindow();
        }
    }
    // Nobody here may offer help around a bot's word and every remote person has answered:
    // the bot need not wait for the window's clock.
    if (controller_->helpWindowOpen() && !controller_->helpWindowPaused() &&
        controller_->humansWhoMayOffer().isEmpty() && table_->remoteHelpSettled()) {
        controller_->closeHelpWindow();
    }
    flushWhenCaughtUp();
}

void OnlineHost::flushWhenCaughtUp() {
    if (table_ && table_->waiting() && connection_->caughtUp()) {
        table_->flush();
        connection_->askCaughtUp();
    }
}

void OnlineHost::leaving() {
    if (table_) {
        table_->flush();  // the last moves reach the guests before the room goes
    }
    const GameController* controller = controller_.data();
    if (started_ && table_ && controller != nullptr && controller->isOver()) {
        closeFinishedRoom();
    }
}

void OnlineHost::closeFinishedRoom() {
    if (roomClosed_) {
        return;
    }
    roomClosed_ = true;
    link_->close();
    qInfo("online host: the finished table's room %s is destroyed", qPrintable(room_));
}

void OnlineHost::reportPresence() {
    for (const auto& [seat, jid] : remote_) {
        const bool away = link_->away(static_cast<engine::PlayerId>(seat));
        if (away == away_.contains(seat)) {
            continue;
        }
        // Before the game the seat's name may still be the address's.
        const QString name = started_ ? setup_.seats.value(seat).name : friendName(seat);
        if (away) {
            away_.insert(seat);
            if (table_) {
                table_->releaseHold(static_cast<engine::PlayerId>(seat));
            }
        } else {
            away_.remove(seat);
        }
        const QString line = away ? tr("%1 has left the table (away).").arg(name)
                                  : tr("%1 is at the table.").arg(name);
        emit tableNews(line);
        if (started_) {
            controller_->addTableLine(line);
        }
    }
}

QString OnlineHost::friendName(int seat) const {
    // The name the friend gave (their nickname in the room), unless another seat has it.
    const QString current = setup_.seats.value(seat).name;
    const std::optional<std::string> nick = link_->nickOf(static_cast<engine::PlayerId>(seat));
    const QString name = nick ? cleanPlayerName(QString::fromStdString(*nick)).left(24) : QString();
    for (int other = 0; other < setup_.seats.size(); ++other) {
        if (other != seat && setup_.seats[other].name.compare(name, Qt::CaseInsensitive) == 0) {
            return current;
        }
    }
    return name.isEmpty() ? current : name;
}

void OnlineHost::startGame() {
    started_ = true;
    // A friend's seat takes the name the friend gave (their nickname in the room), unless
    // another seat has it already.
    // A resumed table keeps the names its game was played with.
    for (const auto& [seat, jid] : remote_) {
        if (!resumed_ && seat < setup_.seats.size()) {
            setup_.seats[seat].name = friendName(seat);
        }
    }
    std::vector<std::string> names;
    for (const SeatSetup& seat : setup_.seats) {
        names.push_back(tableName(seat.name));
    }
    std::set<engine::PlayerId> remoteSeats;
    QSet<int> remoteSet;
    for (const auto& [seat, jid] : remote_) {
        remoteSeats.insert(static_cast<engine::PlayerId>(seat));
        remoteSet.insert(seat);
    }
    GameController::SessionShare share;
    share.remoteSeats = remoteSet;
    share.attach = [this, names, remoteSeats](session::Session& session,
                                              session::Session::Observer observer) {
        table_ = std::make_unique<net::HostTable>(
            session, net::xmpp::tableIdOfRoom(room_.toStdString()), names, remoteSeats, *link_);
        table_->setObserver(std::move(observer));
        table_->setBatching(true);
    };
    share.afterCall = [this] {
        if (table_) {
            table_->sync();
            flushWhenCaughtUp();
        }
    };
    share.detach = [this] {
        if (table_) {
            table_->flush();
        }
        table_.reset();
    };
    controller_->setSessionShare(std::move(share));
    const std::optional<QString> problem =
        resumed_ ? controller_->resume(resumed_->state, setup_, resumed_->actions)
                 : controller_->newGame(setup_);
    resumed_.reset();
    if (problem) {
        controller_->setSessionShare(std::nullopt);
        emit failed(*problem);
        return;
    }
    emit gameBegan();
}

}  // namespace ps::ui
