#pragma once
// Bot seats for the controller: a bot of the seat's level from src/bots, on the loaded
// dictionary. The factory throws std::invalid_argument when the level's words are missing (no
// dictionary loaded); the controller then refuses the game with that reason.

#include "game/GameController.h"

namespace ps::dict {
class Dictionary;
class WordOverlay;
}  // namespace ps::dict
namespace ps::bots {
class CommonWords;
}

namespace ps::ui {

// `overlay`: the player's additions and removals the table applies (never a removed word;
// added words only with `playAddedWords`).
// `expertMillis`: the expert's thinking time per decision.
GameController::BotFactory makeBotFactory(const dict::Dictionary* dictionary,
                                          const bots::CommonWords* commonWords,
                                          const dict::WordOverlay* overlay = nullptr,
                                          bool playAddedWords = false, int expertMillis = 2000);
// Hints for humans: the medium bot's word (ps::bots::hint) on the loaded dictionary.
GameController::HintFunction makeHintFunction(const dict::Dictionary* dictionary,
                                              const bots::CommonWords* commonWords,
                                              const dict::WordOverlay* overlay = nullptr);
// The post-game review: the hard bot's word (ps::bots::bestWordForReview).
GameController::ReviewFunction makeReviewFunction(const dict::Dictionary* dictionary,
                                                  const bots::CommonWords* commonWords,
                                                  const dict::WordOverlay* overlay = nullptr);

}  // namespace ps::ui
