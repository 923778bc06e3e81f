#pragma once
// Bot seats for the controller: a bot of the seat's level from src/bots, on the loaded
// dictionary.

#include "game/GameController.h"

namespace ps::dict {
class Dictionary;
}
namespace ps::bots {
class CommonWords;
}

namespace ps::ui {

GameController::BotFactory makeBotFactory(const dict::Dictionary* dictionary,
                                          const bots::CommonWords* commonWords);
// Hints for humans: the medium bot's word (ps::bots::hint) on the loaded dictionary.
GameController::HintFunction makeHintFunction(const dict::Dictionary* dictionary,
                                              const bots::CommonWords* commonWords);

}  // namespace ps::ui
