#pragma once
// Medium: the whole dictionary, best immediate gain (also the first stage of the hard bot).
// Internal to ps_bots.

#include <memory>

#include "bots/base_bot.h"
#include "bots/common_words.h"
#include "bots/familiar_words.h"

namespace ps::bots::detail {

// Medium's ranking with its vocabulary: only familiar words (`familiarOnly`), or the whole
// dictionary with the best familiar words added and a bonus for them (hard). `familiar` may be
// null (no common words: the whole dictionary, no bonus).
std::vector<Move> rankWithVocabulary(const Game& game, const MoveGenerator& generator,
                                     const MediumSettings& settings, const FamiliarWords* familiar,
                                     const Thinking& thinking);

class MediumBot : public BaseBot {
  public:
    MediumBot(Level level, PlayerId seat, const Vocabulary& vocabulary, std::uint64_t gameSeed,
              const MediumSettings& settings)
        : BaseBot(level, seat, vocabulary, gameSeed), medium_(settings) {}

  protected:
    std::vector<Move> rankedMoves(const Game& game, const Thinking& thinking) {
        return rankWithVocabulary(game, generator(), medium_, familiarWords(), thinking);
    }
    std::optional<Move> planMove(const Game& game, const Thinking& thinking) override {
        auto moves = rankedMoves(game, thinking);
        if (moves.empty())
            return std::nullopt;
        return moves.front();
    }
    // What it expects from its own turn: the best word it would look at (familiar only, when
    // that is its vocabulary).
    double ownBestValue(const Game& game) override {
        GenerateOptions options;
        options.values = medium_.values;
        options.limit = 1;
        if (medium_.familiarOnly)
            options.familiar = familiarWords();
        const auto words = generator().generate(game, options);
        return words.empty() ? -0.5 : words.front().value;
    }
    // The shared familiar words of the vocabulary (nothing without the common words).
    const FamiliarWords* familiarWords() {
        if (!familiar_ && vocabulary_.commonWords && vocabulary_.dictionary)
            familiar_ = vocabulary_.commonWords->familiarIn(*vocabulary_.dictionary);
        return familiar_.get();
    }

    MediumSettings medium_;
    std::shared_ptr<const FamiliarWords> familiar_;
};

}  // namespace ps::bots::detail
