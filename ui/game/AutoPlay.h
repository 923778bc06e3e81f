#pragma once
// Medium bots at every seat of the controller's game, saying what the seat the game awaits
// would do next. The screenshot mode plays its scripted game with them, every move applied
// through the controller as a person's.

#include <memory>
#include <optional>
#include <vector>

#include "bots/bot.h"
#include "engine/actions.h"

namespace ps::ui {

class GameController;

class AutoPlay {
  public:
    // The game must have started; the bots get `vocabulary` (the app's own bots' words).
    AutoPlay(const GameController& controller, const bots::Vocabulary& vocabulary);

    // The next action of the awaited seat; nothing when no seat is awaited.
    [[nodiscard]] std::optional<engine::Action> next() const;

  private:
    const GameController& controller_;
    std::vector<std::unique_ptr<bots::Bot>> bots_;
};

}  // namespace ps::ui
