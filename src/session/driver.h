#pragma once
// The synchronous front end of a session: every seat a bot, each decision asked in the order
// the session lists them and handed back at once (the CLI's tournament, the tests). The app
// drives the same session asynchronously (ui/game/GameController).

#include <functional>
#include <span>
#include <vector>

#include "bots/bot.h"
#include "session/seat_player.h"
#include "session/session.h"

namespace ps::session {

struct PlayedGame {
    std::vector<engine::Action> actions;  // every action applied, in order
    int helpOffers = 0;
    int helpDeals = 0;
};

// Asks the seat of `request` (a bot) for its decision and submits it. Throws
// std::runtime_error (naming the seat, the action and the engine's message) when the bot has
// no action on its turn or the engine refuses one.
SubmitResult decideAndSubmit(Session& session, const Request& request, bots::Bot& bot);

// Plays the session's game to the end through the one door: every awaited request, the most
// urgent first, goes to its seat's player (players[i] sits at seat i), which must answer before
// it returns. Throws std::runtime_error when a player does not answer, has no action on its
// turn, the engine refuses an action, or the game does not end within 100000 decisions.
// `onAction` (optional) sees every action just after it was applied.
PlayedGame playOut(
    Session& session, std::span<SeatPlayer* const> players,
    const std::function<void(const engine::Game&, const engine::Action&)>& onAction = {});

// The same with a bot at every seat (bots[i] plays seat i).
PlayedGame playOut(
    Session& session, std::span<bots::Bot* const> bots,
    const std::function<void(const engine::Game&, const engine::Action&)>& onAction = {});

// The same for a bare game (every seat a bot): `game` is played to its end in place.
PlayedGame playOut(
    engine::Game& game, std::span<bots::Bot* const> bots,
    const std::function<void(const engine::Game&, const engine::Action&)>& onAction = {});

}  // namespace ps::session
