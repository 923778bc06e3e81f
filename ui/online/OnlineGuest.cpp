// A guest's side of an online table (docs/network.md "In the app").
#include <algorithm>

#include "net/seat_view.h"
#include "online/OnlineTable.h"

namespace ps::ui {

OnlineGuest::OnlineGuest(GameController& controller, OnlineAccount account, QString link,
                         QString name, QString host, QObject* parent)
    : OnlineTable(controller, std::move(account), parent),
      link_(std::move(link)),
      name_(std::move(name)) {
    std::optional<std::string> room;
    if (!link_.trimmed().isEmpty()) {
        room = net::xmpp::roomFromLink(link_.trimmed().toStdString());
        if (room) {
            room_ = QString::fromStdString(*room);
        }
    }
    std::optional<std::string> knownHost;
    if (!host.trimmed().isEmpty()) {
        knownHost = host.trimmed().toStdString();
    }
    clientLink_ = std::make_unique<net::xmpp::ClientLink>(*connection_, shownName(), room,
                                                          std::move(knownHost));
    // Without a link, an invitation is the person's to accept, never followed by itself.
    clientLink_->setAskFirst(!room.has_value());
}

void OnlineGuest::answerInvitation(bool join) {
    invitationAsked_ = false;
    if (join) {
        clientLink_->acceptInvitation();
    } else {
        clientLink_->declineInvitation();
        emit tableNews(tr("Invitation declined; waiting for another."));
    }
}

QString OnlineGuest::host() const {
    const std::optional<std::string>& host = clientLink_->host();
    return host ? QString::fromStdString(*host) : QString();
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
    if (const auto& invitation = clientLink_->pendingInvitation();
        invitation && !invitationAsked_) {
        invitationAsked_ = true;
        emit invitationArrived(QString::fromStdString(net::xmpp::bareJid(invitation->from)),
                               QString::fromStdString(invitation->room));
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
    // A "replaced" naming this address is about this machine before a reconnection.
    table_->setOwnAddress(connection_->boundJid());
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
    if (table_->replaced()) {
        // The person's account now plays this seat from another device: this screen stops
        // answering and leaves the table, and says why. Queued, since whoever hears it may
        // delete this table.
        replacedBy_ = QString::fromStdString(table_->replaced()->device);
        const QString why =
            tr("This game is now open on another device (%1): this window leaves it.")
                .arg(replacedBy_);
        if (following_) {
            controller_->addTableLine(why);
        }
        emit tableNews(why);
        leave();
        QMetaObject::invokeMethod(
            this, [this, why] { emit failed(why); }, Qt::QueuedConnection);
        return;
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
