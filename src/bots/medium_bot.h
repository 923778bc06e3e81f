#pragma once
// Medium: the whole dictionary, best immediate gain (also the first stage of the hard bot).
// Internal to ps_bots.

#include "bots/base_bot.h"

namespace ps::bots::detail {

class MediumBot : public BaseBot {
  public:
    MediumBot(Level level, PlayerId seat, const Vocabulary& vocabulary, std::uint64_t gameSeed,
              const MediumSettings& settings)
        : BaseBot(level, seat, vocabulary, gameSeed), medium_(settings) {}

  protected:
    std::vector<Move> rankedMoves(const Game& game, const Thinking& thinking) const {
        GenerateOptions options;
        options.values = medium_.values;
        options.limit = medium_.words;
        const auto words = generator().generate(game, options);
        return rankMoves(game, words, medium_.candidates, thinking, medium_.weights);
    }
    std::optional<Move> planMove(const Game& game, const Thinking& thinking) override {
        auto moves = rankedMoves(game, thinking);
        if (moves.empty())
            return std::nullopt;
        return moves.front();
    }
    double ownBestValue(const Game& game) override {
        GenerateOptions options;
        options.values = medium_.values;
        options.limit = 1;
        const auto words = generator().generate(game, options);
        return words.empty() ? -0.5 : words.front().value;
    }

    MediumSettings medium_;
};

}  // namespace ps::bots::detail
