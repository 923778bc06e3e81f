#include "session/driver.h"

#include <stdexcept>
#include <string>

#include "session/describe.h"

namespace ps::session {

namespace {

std::string seatLabel(const bots::Bot& bot) {
    return "seat " + std::to_string(bot.seat()) + " (" + std::string(bots::levelId(bot.level())) +
           ")";
}

}  // namespace

SubmitResult decideAndSubmit(Session& session, const Request& request, bots::Bot& bot) {
    std::optional<engine::Action> decision = bot.decide(session.game());
    const SubmitResult result = session.submit(request, decision);
    if (result.outcome == Outcome::NoDecision)
        throw std::runtime_error(seatLabel(bot) + " returned no action on its turn");
    if (result.outcome == Outcome::Refused) {
        const std::string what = decision ? describe(*decision) : std::string("withdrawal");
        throw std::runtime_error(seatLabel(bot) + ": " + what +
                                 " refused: " + result.error->message);
    }
    return result;
}

PlayedGame playOut(
    Session& session, std::span<bots::Bot* const> bots,
    const std::function<void(const engine::Game&, const engine::Action&)>& onAction) {
    if (bots.size() != session.seats().size())
        throw std::invalid_argument("playOut: one bot per seat is needed");
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
        decideAndSubmit(session, request, *bots[request.seat]);
    }
    if (!session.game().isOver())
        throw std::runtime_error("the game did not end within 100000 actions");
    return played;
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
