#include "online/OnlineTable.h"

#include <QDateTime>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

#include "net/seat_view.h"

namespace ps::ui {

using namespace std::chrono_literals;
using net::xmpp::Connection;

namespace {

// How often the connection is looked at: often enough that a move crosses in well under a
// tenth of a second, rarely enough to cost nothing while idle.
constexpr int kPumpMilliseconds = 15;
// Invitations are sent again this often to the people not yet in the room.
constexpr qint64 kInvitationMilliseconds = 3000;

std::string utf8(const QString& text) {
    return text.toStdString();
}

net::xmpp::Account accountOf(const OnlineAccount& account) {
    net::xmpp::Account out;
    out.jid = utf8(account.jid.trimmed());
    out.password = utf8(account.password);
    out.server = utf8(account.server.trimmed());
    out.port = account.port;
    out.plaintext = account.plaintext;
    return out;
}

}  // namespace

// --- The connection and its pump

OnlineTable::OnlineTable(GameController& controller, OnlineAccount account, QObject* parent)
    : QObject(parent), controller_(&controller), account_(std::move(account)) {
    net::xmpp::initializeLibrary();
    connection_ = std::make_unique<Connection>(accountOf(account_));
    pump_.setInterval(kPumpMilliseconds);
    connect(&pump_, &QTimer::timeout, this, &OnlineTable::pump);
}

OnlineTable::~OnlineTable() = default;

bool OnlineTable::online() const {
    return connection_->state() == Connection::State::Online;
}

QString OnlineTable::joinLink() const {
    return room_.isEmpty() ? QString() : QString::fromStdString(net::xmpp::joinLink(utf8(room_)));
}

void OnlineTable::say(const QString& text) {
    const QString line = text.trimmed().left(1000);
    if (!line.isEmpty() && !room_.isEmpty() && online()) {
        connection_->sendChat(utf8(room_), utf8(line));
    }
}

void OnlineTable::leave() {
    pump_.stop();
    if (!room_.isEmpty() && online()) {
        connection_->leaveRoom(utf8(room_));
    }
    connection_->disconnect();
    // The goodbye goes out before the socket closes.
    connection_->runOnce(50ms);
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
        [account = accountOf(account_)] { return net::xmpp::registerAccount(account, 15s); }));
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
    pumped();
}

void OnlineTable::takeChat(std::deque<net::xmpp::ChatLine> lines) {
    for (const net::xmpp::ChatLine& line : lines) {
        emit chatLine(QString::fromStdString(line.nick), QString::fromStdString(line.text));
    }
}

// --- The host

OnlineHost::OnlineHost(GameController& controller, OnlineAccount account, QString room,
                       GameSetup setup, std::map<int, QString> remote, QObject* parent)
    : OnlineTable(controller, std::move(account), parent),
      setup_(std::move(setup)),
      remote_(std::move(remote)) {
    room_ = room.trimmed().toLower();
    std::map<engine::PlayerId, std::string> accounts;
    for (const auto& [seat, jid] : remote_) {
        accounts[static_cast<engine::PlayerId>(seat)] = utf8(jid.trimmed());
        away_.insert(seat);
    }
    link_ = std::make_unique<net::xmpp::HostLink>(*connection_, utf8(room_), "host", accounts);
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
        if (link_->inRoom() && away_.isEmpty()) {
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
    // A friend who dropped out (a crash, a closed lid) is invited again until back: an
    // invitation is the way back for a machine that no longer knows the room.
    if (!away_.isEmpty() && QDateTime::currentMSecsSinceEpoch() >= nextInvitation_) {
        link_->inviteAbsent();
        nextInvitation_ = QDateTime::currentMSecsSinceEpoch() + kInvitationMilliseconds;
    }
    bool received = false;
    for (auto& [seat, text] : link_->takeReceived()) {
        table_->receive(seat, text);
        received = true;
    }
    if (received) {
        controller_->sessionChangedElsewhere();
    }
    // Nobody here may offer help around a bot's word and every remote person has answered:
    // the bot need not wait for the window's clock.
    if (controller_->helpWindowOpen() && !controller_->helpWindowPaused() &&
        controller_->humansWhoMayOffer().isEmpty() && table_->remoteHelpSettled()) {
        controller_->closeHelpWindow();
    }
}

void OnlineHost::reportPresence() {
    for (const auto& [seat, jid] : remote_) {
        const bool away = link_->away(static_cast<engine::PlayerId>(seat));
        if (away == away_.contains(seat)) {
            continue;
        }
        const QString name = setup_.seats.value(seat).name;
        if (away) {
            away_.insert(seat);
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

void OnlineHost::startGame() {
    started_ = true;
    std::vector<std::string> names;
    for (const SeatSetup& seat : setup_.seats) {
        names.push_back(utf8(seat.name).substr(0, net::kMaxNameBytes));
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
        table_ = std::make_unique<net::HostTable>(session, net::xmpp::tableIdOfRoom(utf8(room_)),
                                                  names, remoteSeats, *link_);
        table_->setObserver(std::move(observer));
    };
    share.afterCall = [this] {
        if (table_) {
            table_->sync();
        }
    };
    share.detach = [this] { table_.reset(); };
    controller_->setSessionShare(std::move(share));
    if (const std::optional<QString> problem = controller_->newGame(setup_)) {
        controller_->setSessionShare(std::nullopt);
        emit failed(*problem);
        return;
    }
    emit gameBegan();
}

// --- A guest

OnlineGuest::OnlineGuest(GameController& controller, OnlineAccount account, QString link,
                         QString name, QObject* parent)
    : OnlineTable(controller, std::move(account), parent),
      link_(std::move(link)),
      name_(std::move(name)) {
    std::optional<std::string> room;
    if (!link_.trimmed().isEmpty()) {
        room = net::xmpp::roomFromLink(utf8(link_.trimmed()));
        if (room) {
            room_ = QString::fromStdString(*room);
        }
    }
    clientLink_ =
        std::make_unique<net::xmpp::ClientLink>(*connection_, shownName(), room, std::nullopt);
}

std::string OnlineGuest::shownName() const {
    return utf8(name_.isEmpty() ? account_.jid.section(QLatin1Char('@'), 0, 0) : name_)
        .substr(0, net::kMaxNameBytes);
}

OnlineGuest::~OnlineGuest() {
    if (controller_ && following_) {
        controller_->stopFollowing();
    }
    clientLink_.reset();
}

void OnlineGuest::signedIn() {
    emit tableNews(room_.isEmpty() ? tr("Signed in; waiting for an invitation.")
                                   : tr("Signed in; joining %1.").arg(joinLink()));
}

void OnlineGuest::pumped() {
    if (!controller_) {
        return;
    }
    if (room_.isEmpty() && clientLink_->room()) {
        room_ = QString::fromStdString(*clientLink_->room());
        emit tableNews(tr("Invited to %1.").arg(joinLink()));
    }
    takeChat(clientLink_->takeChat());
    if (clientLink_->hostPresent() != hostPresent_) {
        hostPresent_ = clientLink_->hostPresent();
        const QString line = hostPresent_ ? tr("The host is at the table.")
                                          : tr("The host has left the table (away): the game "
                                               "waits for the host to come back.");
        emit tableNews(line);
        if (following_) {
            controller_->addTableLine(line);
        }
    }
    if (!table_ && clientLink_->room()) {
        table_ = std::make_unique<net::ClientTable>(net::xmpp::tableIdOfRoom(*clientLink_->room()),
                                                    shownName());
    }
    if (!table_) {
        return;
    }
    if (clientLink_->takeHelloDue()) {
        clientLink_->send(table_->hello());
    }
    bool read = false;
    for (const std::string& text : clientLink_->takeReceived()) {
        const net::ClientTable::Read result = table_->receive(text);
        if (!result.ok) {
            qInfo("online guest: refused a message from the host: %s", result.error.c_str());
        }
        read = true;
    }
    if (table_->takeGap()) {
        clientLink_->send(table_->hello());  // the whole table comes again
    }
    if (!read || !table_->welcomed() || !table_->view()) {
        return;
    }
    // The steps this seat was told, for the log (a welcome starts the list again).
    const net::Welcome& welcome = *table_->welcome();
    const net::ClientContext context{welcome.seat, welcome.deck,
                                     static_cast<int>(welcome.seats.size())};
    if (table_->steps().size() < stepsRead_) {
        stepsRead_ = 0;
    }
    std::vector<session::Step> steps;
    for (; stepsRead_ < table_->steps().size(); ++stepsRead_) {
        const net::StepView& view = table_->steps()[stepsRead_];
        session::Step step;
        step.actor = view.actor;
        step.events = net::stepEvents(view, context);
        step.lapsedOffers = view.lapsedOffers;
        step.roundScored = view.roundScored;
        steps.push_back(std::move(step));
    }
    show(std::move(steps));
    // A refused answer: the person is told why and asked again.
    if (table_->refusals().size() < refusalsRead_) {
        refusalsRead_ = 0;
    }
    for (; refusalsRead_ < table_->refusals().size(); ++refusalsRead_) {
        const net::Refusal& refusal = table_->refusals()[refusalsRead_];
        if (refusal.request && following_) {
            controller_->refereeRefused(
                net::fromWire(*refusal.request, welcome.seat),
                tr("The host refused it: %1").arg(QString::fromStdString(refusal.message)));
        }
    }
}

void OnlineGuest::show(std::vector<session::Step> steps) {
    const net::Welcome& welcome = *table_->welcome();
    const net::SeatView& view = *table_->view();
    std::vector<net::WireRequest> open;
    for (const auto& request : table_->open()) {
        open.push_back(request.request);
    }
    engine::GameState state;
    try {
        state = net::determinize(view, welcome.deck);
    } catch (const std::exception& error) {
        emit tableNews(
            tr("The host's game could not be shown: %1").arg(QString::fromUtf8(error.what())));
        return;
    }
    if (!following_) {
        GameSetup setup;
        for (std::size_t seat = 0; seat < welcome.seats.size(); ++seat) {
            SeatSetup entry;
            entry.name = QString::fromStdString(welcome.seats[seat].name);
            entry.colorIndex = int(seat) % GameSetup::kColorCount;
            entry.kind = welcome.seats[seat].kind == net::SeatKind::Bot ? SeatKind::BotMedium
                                                                        : SeatKind::Human;
            setup.seats << entry;
        }
        setup.blackCardVariant = welcome.options.blackCardVariant;
        setup.turnTimerSeconds = welcome.options.turnTimerSeconds;
        setup.minimumWordLength = welcome.options.minWordLength;
        setup.redrawLimit = welcome.options.redrawLimit;
        setup.tableOverrulesDictionary = welcome.options.tableOverrulesDictionary;
        if (const std::optional<QString> problem =
                controller_->followGame(state, setup, int(welcome.seat), this)) {
            emit failed(*problem);
            return;
        }
        following_ = true;
        shownView_ = view;
        shownOpen_ = open;
        controller_->addTableLine(tr("You sit at the table of %1 as %2.")
                                      .arg(joinLink(), setup.seats.value(int(welcome.seat)).name));
        emit gameJoined();
        return;
    }
    if (!shownView_ || !(*shownView_ == view) || !steps.empty()) {
        shownView_ = view;
        shownOpen_ = open;
        controller_->refereeMoved(state, steps);
    } else if (open != shownOpen_) {
        shownOpen_ = open;
        controller_->refereeAsked();
    }
}

std::vector<session::Request> OnlineGuest::awaited() const {
    std::vector<session::Request> requests;
    if (table_ && table_->welcomed()) {
        for (const auto& open : table_->open()) {
            requests.push_back(net::fromWire(open.request, table_->welcome()->seat));
        }
    }
    return requests;
}

void OnlineGuest::submit(const session::Request& request, const session::Answer& answer) {
    if (table_) {
        clientLink_->send(table_->answer(net::toWire(request), answer));
    }
}

std::optional<session::Session::VoteQuestion> OnlineGuest::voteQuestion() const {
    if (!table_) {
        return std::nullopt;
    }
    for (const auto& open : table_->open()) {
        if (open.vote) {
            return session::Session::VoteQuestion{open.vote->word, open.vote->relatedTo,
                                                  open.vote->reason, open.vote->proposer};
        }
    }
    return std::nullopt;
}

std::vector<engine::HelpSummary> OnlineGuest::helpSummaries() const {
    std::vector<engine::HelpSummary> summaries;
    if (!table_ || !table_->view() || !table_->welcomed()) {
        return summaries;
    }
    const engine::Deck& deck = table_->welcome()->deck;
    for (const net::OfferView& offer : table_->view()->offers) {
        engine::HelpSummary summary;
        summary.helper = offer.helper;
        summary.length = offer.length;
        summary.capturesForActive = offer.capturesForActive;
        summary.priceCards = offer.price;
        for (const engine::CardId card : offer.price) {
            if (deck.contains(card)) {
                summary.priceLetters.push_back(deck[card].letter);
            }
        }
        summary.awaitingHelper = offer.awaitingHelper;
        summaries.push_back(std::move(summary));
    }
    return summaries;
}

}  // namespace ps::ui
