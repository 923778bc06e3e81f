#pragma once
// Help deals (rulebook "pomoc"): a bot as helper offers a word for the active player's turn at a
// price it chooses and answers counters; a bot as the active player judges offers from their
// public summary (length, captures, price cards) and accepts, counters or lets them lapse.
//
// The bot's rule as helper: never offer or accept a deal that gives the active player more
// than the helper wins (gains are counted the same way for both sides, see dealGains).

#include <optional>
#include <vector>

#include "bots/bot.h"
#include "bots/movegen.h"
#include "engine/game.h"

namespace ps::bots {

// What a resolved word gives each player: +1 per capture, +0.35 per marker left on a card,
// -0.35 per marker sent back. Index = player.
std::vector<double> dealGains(const engine::GameState& state, const engine::WordPreview& preview);

// The offer `helper` would make now, or nothing (not the Word phase, its own turn, offered
// already for this placed card, no deal worth it, or `thinking` cancelled: the search checks
// between its steps, so an app that closes the game does not wait for it).
std::optional<engine::HelpOffer> findHelpOffer(const engine::Game& game, engine::PlayerId helper,
                                               const MoveGenerator& generator,
                                               const Thinking& thinking = {});

// The helper's answer to a counter awaiting it: accept, counter back or withdraw.
std::optional<engine::Action> answerAsHelper(const engine::Game& game, engine::PlayerId helper);

// The active player's answer to offers awaiting it, compared with `ownBest` (the quick value of
// its best own word; negative when it has none). Nothing: ignore them (play its own move).
std::optional<engine::Action> answerAsActive(const engine::Game& game, double ownBest,
                                             bool mayCounter);

}  // namespace ps::bots
