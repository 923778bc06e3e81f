// RandomLegal, the floor: any legal word (the engine's default card choice), any legal
// follow-up, never a help deal.

#include "bots/base_bot.h"

namespace ps::bots::detail {

namespace {

class RandomBot final : public BaseBot {
  public:
    using BaseBot::BaseBot;

  protected:
    std::optional<Move> planMove(const Game& game, const Thinking&) override {
        auto rng = rngFor(game.state());
        Move move;
        if (game.state().phase == Phase::Place && !placeAtRandom(game, rng, move))
            return std::nullopt;
        GenerateOptions options;
        options.limit = 1;
        options.borrow = false;
        options.randomOrderSeed = rng.next();
        const auto words = generator().generate(game, options);
        if (!words.empty()) {
            // Any word, with the engine's default card choice.
            move.word = engine::PlayWord{words.front().word, {}, false};
        }
        return move;
    }
    std::optional<Action> answerOffers(const Game& game) override {
        for (const auto& offer : game.state().turn.helpOffers) {
            if (!offer.awaitingHelper)
                return engine::HelpRefuse{offer.helper};
        }
        return std::nullopt;
    }
    std::optional<Action> decideAsOther(const Game& game, const Thinking&) override {
        const auto* offers = &game.state().turn.helpOffers;
        for (const auto& offer : *offers) {
            if (offer.helper == seat() && offer.awaitingHelper)
                return engine::HelpWithdraw{seat()};
        }
        return std::nullopt;
    }
    Action followUp(const Game& game) override {
        const auto actions = game.legalActions();
        if (actions.empty())
            return engine::EndTurn{};
        auto rng = rngFor(game.state());
        return actions[rng.below(actions.size())];
    }
};

}  // namespace

std::unique_ptr<Bot> makeRandomBot(PlayerId seat, const Vocabulary& vocabulary,
                                   std::uint64_t gameSeed) {
    requireDictionary(vocabulary);
    return std::make_unique<RandomBot>(Level::RandomLegal, seat, vocabulary, gameSeed);
}

}  // namespace ps::bots::detail
