// Medium: its factory, and the hint (exactly the medium bot's choice).

#include "bots/medium_bot.h"

namespace ps::bots {

using engine::Game;
using engine::Phase;
using engine::PlayerId;

using detail::requireDictionary;

std::unique_ptr<Bot> makeMediumBot(PlayerId seat, const Vocabulary& vocabulary,
                                   std::uint64_t gameSeed, const MediumSettings& settings) {
    requireDictionary(vocabulary);
    return std::make_unique<detail::MediumBot>(Level::Medium, seat, vocabulary, gameSeed, settings);
}

namespace {

std::optional<Suggestion> suggestionFrom(const Game& game, const std::optional<Move>& move) {
    if (!move || !move->word)
        return std::nullopt;
    Suggestion suggestion;
    suggestion.placements = move->placements;
    suggestion.word = *move->word;
    Game copy = game;
    for (const auto& placement : move->placements)
        copy.apply(placement);
    suggestion.preview = copy.previewWord(*move->word);
    return suggestion;
}

}  // namespace

std::optional<Suggestion> hint(const Game& game, const Vocabulary& vocabulary,
                               const Thinking& thinking) {
    requireDictionary(vocabulary);
    const auto& state = game.state();
    if (state.phase != Phase::Place && state.phase != Phase::Word)
        return std::nullopt;
    // Exactly the medium bot's choice.
    const MediumSettings medium;
    MoveGenerator generator(*vocabulary.dictionary);
    GenerateOptions options;
    options.values = medium.values;
    options.limit = medium.words;
    const auto moves = rankMoves(game, generator.generate(game, options), medium.candidates,
                                 thinking, medium.weights);
    if (moves.empty())
        return std::nullopt;
    return suggestionFrom(game, moves.front());
}

}  // namespace ps::bots
