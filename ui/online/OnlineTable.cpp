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

// A name as the table's messages carry it: no control characters, at most kMaxNameBytes of
// UTF-8, cut between characters; empty becomes "?" (the readers refuse an empty name).
std::string tableName(const QString& name) {
    QString clean;
    for (const QChar c : name.trimmed()) {
        if (!c.isNonCharacter() && c.category() != QChar::Other_Control) {
            clean += c;
        }
    }
    while (clean.toUtf8().size() > qsizetype(net::kMaxNameBytes)) {
        clean.chop(clean.size() >= 2 && clean.back().isLowSurrogate() ? 2 : 1);
    }
    return clean.isEmpty() ? std::string("?") : utf8(clean);
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
    // The setup remembers the table (the autosave, and a resume from it, need it).
    setup_.onlineRoom = room_;
    std::map<engine::PlayerId, std::string> accounts;
    for (const auto& [seat, jid] : remote_) {
        accounts[static_cast<engine::PlayerId>(seat)] = utf8(jid.trimmed());
        away_.insert(seat);
        if (seat >= 0 && seat < setup_.seats.size()) {
            setup_.seats[seat].account = jid.trimmed().toLower();
        }
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
    return tableName(name_.trimmed().isEmpty() ? account_.jid.section(QLatin1Char('@'), 0, 0)
                                               : name_);
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
        } else if (result.kind == net::Kind::Welcome) {
            // The table comes again: what is open is to be answered (again).
            answered_.clear();
            answeredOffers_.clear();
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
        if (refusal.request) {
            std::erase(answered_, *refusal.request);  // asked again, if still open
            if (refusal.request->what == session::Decision::OfferAnswer) {
                std::erase_if(answeredOffers_, [&](const net::OfferView& offer) {
                    return refusal.request->about == offer.helper;
                });
            }
        }
        if (refusal.request && refusal.request->what == session::Decision::HelpOffer &&
            following_) {
            // Written while the card's player played on: nothing to answer again.
            controller_->addTableLine(tr("Your help offer came too late: the table has moved on."));
        } else if (refusal.request && refusal.reason == "stale" && following_) {
            // The table moved on before the answer came: what it asks now is put instead.
            controller_->refereeAsked();
        } else if (refusal.request && following_) {
            controller_->refereeRefused(
                net::fromWire(*refusal.request, welcome.seat),
                tr("The host refused it: %1").arg(QString::fromStdString(refusal.message)));
        } else if (!refusal.request &&
                   (refusal.reason == "no-take-back" || refusal.reason == "not-yours")) {
            const QString why =
                refusal.reason == "not-yours"
                    ? tr("The latest turn is another player's: the move stays.")
                    : tr("Your latest turn cannot be taken back now: the move stays.");
            controller_->addTableLine(why);
            emit tableNews(why);
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
    // An answer stays answered until its request is withdrawn (or a hello asks it again); an
    // offer answered, until it is no longer shown as it was.
    std::erase_if(answered_, [&](const net::WireRequest& request) {
        return std::find(open.begin(), open.end(), request) == open.end();
    });
    std::erase_if(answeredOffers_, [&](const net::OfferView& offer) {
        return std::find(view.offers.begin(), view.offers.end(), offer) == view.offers.end();
    });
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
        // A view that goes back with no step is a turn taken back at the host.
        if (shownView_ && steps.empty() &&
            (view.usedWords.size() < shownView_->usedWords.size() ||
             view.turnNumber < shownView_->turnNumber)) {
            controller_->addTableLine(tr("The table took back a turn."));
        }
        shownView_ = view;
        shownOpen_ = open;
        controller_->refereeMoved(state, steps);
    } else if (open != shownOpen_) {
        shownOpen_ = open;
        controller_->refereeAsked();
    }
}

const net::OfferView* OnlineGuest::shownOffer(engine::PlayerId helper) const {
    if (!table_ || !table_->view()) {
        return nullptr;
    }
    for (const net::OfferView& offer : table_->view()->offers) {
        if (offer.helper == helper) {
            return &offer;
        }
    }
    return nullptr;
}

std::vector<session::Request> OnlineGuest::awaited() const {
    std::vector<session::Request> requests;
    if (!table_ || !table_->welcomed()) {
        return requests;
    }
    for (const auto& open : table_->open()) {
        if (std::find(answered_.begin(), answered_.end(), open.request) != answered_.end()) {
            continue;
        }
        if (open.request.what == session::Decision::OfferAnswer && open.request.about) {
            const net::OfferView* offer = shownOffer(*open.request.about);
            if (offer != nullptr && std::find(answeredOffers_.begin(), answeredOffers_.end(),
                                              *offer) != answeredOffers_.end()) {
                continue;  // this very offer was answered; the answer is on its way
            }
        }
        requests.push_back(net::fromWire(open.request, table_->welcome()->seat));
    }
    return requests;
}

void OnlineGuest::submit(const session::Request& request, const session::Answer& answer) {
    if (!table_) {
        return;
    }
    answered_.push_back(net::toWire(request));
    if (request.what == session::Decision::OfferAnswer && request.about) {
        if (const net::OfferView* offer = shownOffer(*request.about)) {
            answeredOffers_.push_back(*offer);
        }
    }
    // The active player's requests of one position share its id: answering one moves the
    // position, so the others (another helper's offer waiting) are asked again with the next.
    const auto turnKind = [](session::Decision what) {
        return what == session::Decision::TurnAction || what == session::Decision::OfferAnswer ||
               what == session::Decision::ZeppelinChoice;
    };
    if (turnKind(request.what)) {
        for (const auto& open : table_->open()) {
            if (turnKind(open.request.what) && open.request.id == request.id) {
                answered_.push_back(open.request);
            }
        }
    }
    clientLink_->send(table_->answer(net::toWire(request), answer));
}

bool OnlineGuest::mayProposeTakeBack() const {
    if (!table_ || !table_->welcomed() || !table_->view() || table_->gameOver()) {
        return false;
    }
    for (const auto& open : table_->open()) {
        if (open.request.what == session::Decision::TableVote ||
            open.request.what == session::Decision::TakeBackConsent) {
            return false;  // the table waits for another question
        }
    }
    // The host takes back the latest person's turn that has an action (bots' replies after it
    // go with it): the person's now, once they acted; else the last person before them in
    // the order of play.
    const net::Welcome& welcome = *table_->welcome();
    const net::SeatView& view = *table_->view();
    const int players = int(welcome.seats.size());
    const auto person = [&](int seat) {
        return welcome.seats[std::size_t(seat)].kind != net::SeatKind::Bot;
    };
    const int now = int(view.currentPlayer);
    if (players == 0 || now >= players || table_->steps().empty()) {
        return false;
    }
    if (person(now) && (view.phase != engine::Phase::Place || !view.placed.empty())) {
        return now == int(welcome.seat);
    }
    for (int back = 1; back < players; ++back) {
        const int seat = (now - back + players) % players;
        if (person(seat)) {
            return seat == int(welcome.seat);
        }
    }
    return false;
}

void OnlineGuest::proposeTakeBack() {
    if (table_) {
        clientLink_->send(table_->proposeTakeBack());
    }
}

void OnlineGuest::holdHelp(const session::Request& request, bool holding) {
    if (table_) {
        clientLink_->send(table_->hold(net::toWire(request), holding));
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
