#include "session/driver.h"

#include <memory>
#include <stdexcept>
#include <string>

#include "session/describe.h"

namespace ps::session {

namespace {

std::string seatLabel(const Session& session, engine::PlayerId seat) {
    const Seat& kind = session.seats()[seat];
    return "seat " + std::to_string(seat) + " (" +
           (kind.bot ? std::string(bots::levelId(*kind.bot)) : std::string("person")) + ")";
}

// The answer to `request` from its seat's player, submitted; throws as playOut documents.
SubmitResult askAndSubmit(Session& session, const Request& request, SeatPlayer& player) {
    std::optional<Answer> answer;
    player.receive(request, session.game(),
                   [&answer](const Request&, Answer given) { answer = std::move(given); });
    if (!answer)
        throw std::runtime_error(seatLabel(session, request.seat) + " did not answer");
    const std::optional<engine::Action> decision = answer->action;
    const SubmitResult result = session.submit(request, std::move(*answer));
    if (result.outcome == Outcome::NoDecision)
        throw std::runtime_error(seatLabel(session, request.seat) +
                                 " returned no action on its turn");
    if (result.outcome == Outcome::Refused) {
        const std::string what = decision ? describe(*decision) : std::string("withdrawal");
        throw std::runtime_error(seatLabel(session, request.seat) + ": " + what +
                                 " refused: " + result.error->message);
    }
    return result;
}

}  // namespace

SubmitResult decideAndSubmit(Session& session, const Request& request, bots::Bot& bot) {
    BotSeat seat(bot);
    return askAndSubmit(session, request, seat);
}

PlayedGame playOut(
    Session& session, std::span<SeatPlayer* const> players,
    const std::function<void(const engine::Game&, const engine::Action&)>& onAction) {
    if (players.size() != session.seats().size())
        throw std::invalid_argument("playOut: one player per seat is needed");
    PlayedGame played;
    // The observer refers to this frame: it goes when the function ends, however it ends.
    struct ObserverReset {
        Session& session;
        ~ObserverReset() { session.setObserver({}); }
    } reset{session};
    session.setObserver([&](const Step& step) {
        played.actions.push_back(step.action);
        if (std::holds_alternative<engine::HelpOffer>(step.action))
            ++played.helpOffers;
        for (const auto& event : step.events) {
            if (std::holds_alternative<engine::HelpAccepted>(event))
                ++played.helpDeals;
        }
        if (onAction)
            onAction(session.game(), step.action);
    });
    for (int step = 0; step < 100000 && !session.game().isOver(); ++step) {
        const std::vector<Request> awaited = session.awaited();
        if (awaited.empty())
            break;
        // One decision at a time, the most urgent first: the help round's order.
        const Request& request = awaited.front();
        askAndSubmit(session, request, *players[request.seat]);
    }
    if (!session.game().isOver())
        throw std::runtime_error("the game did not end within 100000 actions");
    return played;
}

PlayedGame playOut(
    Session& session, std::span<bots::Bot* const> bots,
    const std::function<void(const engine::Game&, const engine::Action&)>& onAction) {
    std::vector<std::unique_ptr<BotSeat>> seats;
    std::vector<SeatPlayer*> players;
    for (bots::Bot* bot : bots) {
        seats.push_back(std::make_unique<BotSeat>(*bot));
        players.push_back(seats.back().get());
    }
    return playOut(session, std::span<SeatPlayer* const>(players), onAction);
}

PlayedGame playOut(
    engine::Game& game, std::span<bots::Bot* const> bots,
    const std::function<void(const engine::Game&, const engine::Action&)>& onAction) {
    Seats seats;
    for (const bots::Bot* bot : bots)
        seats.push_back(Seat::computer(bot->level()));
    Session session(game.state(), game.lexicon(), std::move(seats), std::vector<engine::Action>{});
    // The game follows the session's even when a step throws (a test stopping the game).
    struct CopyBack {
        engine::Game& game;
        const Session& session;
        ~CopyBack() { game = session.game(); }
    } copyBack{game, session};
    return playOut(session, bots, onAction);
}

}  // namespace ps::session
