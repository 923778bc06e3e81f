#include "game/BotFactory.h"

#include "bots/bot.h"
#include "bots/levels.h"
#include "game/Player.h"

namespace ps::ui {

GameController::BotFactory makeBotFactory(const dict::Dictionary* dictionary,
                                          const bots::CommonWords* commonWords,
                                          const dict::WordOverlay* overlay, bool playAddedWords,
                                          int expertMillis) {
    return [dictionary, commonWords, overlay, playAddedWords, expertMillis](
               SeatKind kind, int seat, std::uint64_t seed, QObject* parent) -> Player* {
        bots::Level level = bots::Level::Medium;
        switch (kind) {
            case SeatKind::BotEasy:
                level = bots::Level::Easy;
                break;
            case SeatKind::BotHard:
                level = bots::Level::Hard;
                break;
            case SeatKind::BotExpert:
                level = bots::Level::Expert;
                break;
            case SeatKind::BotMedium:
            case SeatKind::Human:
                break;
        }
        // A bot that cannot start (no dictionary for its level) throws: the controller refuses
        // the game with that message rather than seating a person silently.
        const bots::Vocabulary vocabulary{dictionary, commonWords, overlay, playAddedWords};
        const auto player = static_cast<engine::PlayerId>(seat);
        bots::ExpertSettings expert;
        expert.budgetMillis = expertMillis;
        std::shared_ptr<bots::Bot> bot =
            level == bots::Level::Expert
                ? std::shared_ptr<bots::Bot>(bots::makeExpertBot(player, vocabulary, seed, expert))
                : std::shared_ptr<bots::Bot>(bots::makeBot(level, player, vocabulary, seed));
        return new BotPlayer(std::move(bot), parent);
    };
}

GameController::HintFunction makeHintFunction(const dict::Dictionary* dictionary,
                                              const bots::CommonWords* commonWords,
                                              const dict::WordOverlay* overlay) {
    if (dictionary == nullptr) {
        return {};
    }
    return [vocabulary = bots::Vocabulary{dictionary, commonWords, overlay}](
               const engine::Game& game, const bots::Thinking& thinking) {
        return bots::hint(game, vocabulary, thinking);
    };
}

GameController::ReviewFunction makeReviewFunction(const dict::Dictionary* dictionary,
                                                  const bots::CommonWords* commonWords,
                                                  const dict::WordOverlay* overlay) {
    if (dictionary == nullptr) {
        return {};
    }
    return [vocabulary = bots::Vocabulary{dictionary, commonWords, overlay}](
               const engine::Game& game, const bots::Thinking& thinking) {
        return bots::bestWordForReview(game, vocabulary, thinking);
    };
}

}  // namespace ps::ui
