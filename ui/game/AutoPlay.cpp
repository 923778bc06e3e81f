#include "game/AutoPlay.h"

#include <QtGlobal>

#include "game/GameController.h"

namespace ps::ui {

namespace {

// The bots decide from the session's whole game, not from the widgets' view of it.
const engine::Game& playedGame(const GameController& controller) {
    const session::Session* table = controller.session();
    if (table == nullptr) {
        qFatal("automatic play needs a game that has started");
    }
    return table->game();
}

}  // namespace

AutoPlay::AutoPlay(const GameController& controller, const bots::Vocabulary& vocabulary)
    : controller_(controller) {
    const engine::GameState& state = playedGame(controller).state();
    for (int seat = 0; seat < int(state.players.size()); ++seat) {
        bots_.push_back(bots::makeBot(bots::Level::Medium, static_cast<engine::PlayerId>(seat),
                                      vocabulary, state.options.seed));
    }
}

std::optional<engine::Action> AutoPlay::next() const {
    const engine::Game& game = playedGame(controller_);
    const auto seat = bots::awaitedSeat(game);
    if (!seat) {
        return std::nullopt;
    }
    return bots_[*seat]->decide(game);
}

}  // namespace ps::ui
