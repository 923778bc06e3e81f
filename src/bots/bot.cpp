// Level names, the awaited seat, and the factory.

#include "bots/bot.h"

#include <array>

namespace ps::bots {

namespace {
constexpr std::array<std::string_view, 5> kLevelIds = {"random", "easy", "medium", "hard",
                                                       "expert"};
}

std::string_view levelId(Level level) {
    return kLevelIds.at(static_cast<std::size_t>(level));
}

std::optional<Level> levelFromId(std::string_view id) {
    for (std::size_t i = 0; i < kLevelIds.size(); ++i) {
        if (kLevelIds[i] == id)
            return static_cast<Level>(i);
    }
    return std::nullopt;
}

std::optional<engine::PlayerId> awaitedSeat(const engine::Game& game) {
    if (game.isOver())
        return std::nullopt;
    const auto& state = game.state();
    if (state.phase == engine::Phase::Word) {
        for (const auto& offer : state.turn.helpOffers) {
            if (offer.awaitingHelper)
                return offer.helper;
        }
    }
    return state.currentPlayer;
}

}  // namespace ps::bots
