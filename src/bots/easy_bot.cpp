// Easy: common words only, a noisy choice among them, half of the black-card actions.

#include "bots/base_bot.h"
#include "bots/common_words.h"

namespace ps::bots::detail {

namespace {

class EasyBot final : public BaseBot {
  public:
    EasyBot(PlayerId seat, const Vocabulary& vocabulary, std::uint64_t gameSeed,
            const EasySettings& settings)
        : BaseBot(Level::Easy, seat, vocabulary, gameSeed), settings_(settings) {}

  protected:
    GenerateOptions options() const {
        GenerateOptions options;
        options.limit = 24;
        options.vocabulary = vocabulary_.commonWords;
        options.borrow = false;  // a casual player does not think of ŚWIST loans
        if (!options.vocabulary)
            options.maxLength = 4;
        else
            options.maxLength = 9;
        return options;
    }
    std::optional<Move> planMove(const Game& game, const Thinking&) override {
        auto rng = rngFor(game.state());
        const auto words = generator().generate(game, options());
        Move move;
        if (game.state().phase == Phase::Place &&
            !placeAtRandom(game, rng, move, settings_.compactChoices))
            return std::nullopt;
        if (!words.empty()) {
            // Noise: a human does not always see the best word.
            std::size_t best = 0;
            double bestValue = -1e9;
            for (std::size_t i = 0; i < words.size(); ++i) {
                const double noise = static_cast<double>(rng.below(1000)) / 1000.0 * 0.9;
                if (words[i].value + noise > bestValue) {
                    bestValue = words[i].value + noise;
                    best = i;
                }
            }
            move.word = engine::PlayWord{words[best].word, words[best].cards, false};
        }
        return move;
    }
    double ownBestValue(const Game& game) override {
        auto opts = options();
        opts.limit = 1;
        const auto words = generator().generate(game, opts);
        return words.empty() ? -0.5 : words.front().value;
    }
    std::optional<Action> answerOffers(const Game& game) override {
        return answerAsActive(game, ownBestValue(game), temperamentOf(Level::Easy));
    }
    std::optional<Action> decideAsOther(const Game& game, const Thinking&) override {
        // Never offers, but answers if it ever did.
        return answerAsHelper(game, seat(), temperamentOf(Level::Easy));
    }
    Action followUp(const Game& game) override {
        auto rng = rngFor(game.state());
        if (rng.below(2) == 0)
            return bestFollowUp(game);
        for (const auto& action : game.legalActions()) {
            if (std::holds_alternative<engine::EndTurn>(action) ||
                std::holds_alternative<engine::FinishActions>(action))
                return action;
        }
        return bestFollowUp(game);
    }

  private:
    EasySettings settings_;
};

}  // namespace

}  // namespace ps::bots::detail

namespace ps::bots {

std::unique_ptr<Bot> makeEasyBot(engine::PlayerId seat, const Vocabulary& vocabulary,
                                 std::uint64_t gameSeed, const EasySettings& settings) {
    detail::requireDictionary(vocabulary);
    return std::make_unique<detail::EasyBot>(seat, vocabulary, gameSeed, settings);
}

}  // namespace ps::bots
