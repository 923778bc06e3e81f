#include "bots/driver.h"

#include <stdexcept>
#include <string>
#include <variant>

namespace ps::bots {

using engine::Action;
using engine::Game;

std::string describe(const Action& action) {
    const auto cards = [](const std::vector<engine::CardId>& ids) {
        std::string text = "[";
        for (std::size_t i = 0; i < ids.size(); ++i)
            text += (i ? " " : "") + std::to_string(ids[i]);
        return text + "]";
    };
    return std::visit(
        [&](const auto& a) -> std::string {
            using T = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<T, engine::PlaceCard>)
                return "place " + std::to_string(a.card) + " at (" + std::to_string(a.cell.x) +
                       ", " + std::to_string(a.cell.y) + ")";
            else if constexpr (std::is_same_v<T, engine::PlayWord>)
                return "word " + toUtf8Upper(a.word) + " " + cards(a.cards);
            else if constexpr (std::is_same_v<T, engine::Redraw>)
                return "redraw";
            else if constexpr (std::is_same_v<T, engine::Pass>)
                return "pass";
            else if constexpr (std::is_same_v<T, engine::HelpOffer>)
                return "help offer by " + std::to_string(a.helper) + ": " + toUtf8Upper(a.word) +
                       " price " + cards(a.price);
            else if constexpr (std::is_same_v<T, engine::HelpCounter>)
                return "help counter by " + std::to_string(a.by) + " price " + cards(a.price);
            else if constexpr (std::is_same_v<T, engine::HelpAccept>)
                return "help accepted by " + std::to_string(a.by);
            else if constexpr (std::is_same_v<T, engine::HelpRefuse>)
                return "help refused (helper " + std::to_string(a.helper) + ")";
            else if constexpr (std::is_same_v<T, engine::HelpWithdraw>)
                return "help withdrawn by " + std::to_string(a.helper);
            else if constexpr (std::is_same_v<T, engine::UseBlaster>)
                return "blaster on " + std::to_string(a.target);
            else if constexpr (std::is_same_v<T, engine::UseShadow>)
                return "shadow moves " + std::to_string(a.tape);
            else if constexpr (std::is_same_v<T, engine::UseResistance>)
                return "resistance on " + std::to_string(a.target);
            else if constexpr (std::is_same_v<T, engine::UseJadro>)
                return "jadro to " + std::to_string(a.recipient);
            else if constexpr (std::is_same_v<T, engine::FinishActions>)
                return "finish actions";
            else if constexpr (std::is_same_v<T, engine::UseGel>)
                return "gel on " + std::to_string(a.target);
            else if constexpr (std::is_same_v<T, engine::UseZeppelin>)
                return "zeppelin";
            else if constexpr (std::is_same_v<T, engine::ZeppelinKeep>)
                return "zeppelin keeps " + std::to_string(a.keep);
            else
                return "end turn";
        },
        action);
}

PlayedGame playOut(Game& game, std::span<Bot* const> bots,
                   const std::function<void(const Game&, const Action&)>& onAction) {
    PlayedGame played;
    const auto apply = [&](engine::PlayerId seat, const Action& action) {
        const auto result = game.apply(action);
        if (!result.ok()) {
            throw std::runtime_error(
                "seat " + std::to_string(seat) + " (" + std::string(levelId(bots[seat]->level())) +
                "): " + describe(action) + " refused: " + result.error->message);
        }
        played.actions.push_back(action);
        if (std::holds_alternative<engine::HelpOffer>(action))
            ++played.helpOffers;
        for (const auto& event : result.events) {
            if (std::holds_alternative<engine::HelpAccepted>(event))
                ++played.helpDeals;
        }
        if (onAction)
            onAction(game, action);
    };
    // Help is asked for once per placed card: (turn, redraws) identifies it.
    int askedTurn = -1;
    int askedRedraws = -1;
    for (int step = 0; step < 100000 && !game.isOver(); ++step) {
        const auto& state = game.state();
        if (state.phase == engine::Phase::Word &&
            (askedTurn != state.turnNumber || askedRedraws != state.turn.redrawsUsed)) {
            askedTurn = state.turnNumber;
            askedRedraws = state.turn.redrawsUsed;
            const int players = state.options.players;
            for (int k = 1; k < players; ++k) {
                const auto seat =
                    static_cast<engine::PlayerId>((state.currentPlayer + k) % players);
                if (auto action = bots[seat]->decide(game)) {
                    if (std::holds_alternative<engine::HelpOffer>(*action))
                        apply(seat, *action);
                }
            }
            continue;
        }
        const auto seat = awaitedSeat(game);
        if (!seat)
            break;
        auto action = bots[*seat]->decide(game);
        if (!action) {
            if (*seat != state.currentPlayer) {
                action = engine::HelpWithdraw{*seat};  // a helper that has nothing to say
            } else {
                throw std::runtime_error("seat " + std::to_string(*seat) + " (" +
                                         std::string(levelId(bots[*seat]->level())) +
                                         ") returned no action on its turn");
            }
        }
        apply(*seat, *action);
    }
    if (!game.isOver())
        throw std::runtime_error("the game did not end within 100000 actions");
    return played;
}

}  // namespace ps::bots
