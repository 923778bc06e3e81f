#pragma once
// A ready-made loop that plays a game with a bot in every seat (CLI tournament, tests). The Qt
// app does the same one action at a time, with humans in some seats:
//   1. when the Word phase begins for a placed card, ask every other seat once for a HelpOffer;
//   2. then ask awaitedSeat(game) for its action, apply it, repeat.

#include <functional>
#include <span>
#include <vector>

#include "bots/bot.h"
#include "engine/game.h"

namespace ps::bots {

struct PlayedGame {
    std::vector<engine::Action> actions;  // every action applied, in order
    int helpOffers = 0;
    int helpDeals = 0;
};

// Plays `game` to the end; bots[i] plays seat i. Throws std::runtime_error (naming the seat,
// the action and the engine's message) when a bot has no action or the engine refuses one.
// `onAction` (optional) sees every action just after it was applied.
PlayedGame playOut(
    engine::Game& game, std::span<Bot* const> bots,
    const std::function<void(const engine::Game&, const engine::Action&)>& onAction = {});

// A short human-readable form of an action ("place 17 at (2, 4)", "word KOT [3 17 40]", ...).
std::string describe(const engine::Action& action);

}  // namespace ps::bots
