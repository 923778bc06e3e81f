// Medium: its factory, and the hint (exactly the medium bot's choice).

#include "bots/medium_bot.h"

#include <algorithm>

namespace ps::bots {

using engine::Game;
using engine::Phase;
using engine::PlayerId;

using detail::requireDictionary;

namespace detail {

std::vector<Move> rankWithVocabulary(const Game& game, const MoveGenerator& generator,
                                     const MediumSettings& settings, const FamiliarWords* familiar,
                                     const Thinking& thinking) {
    GenerateOptions options;
    options.values = settings.values;
    options.limit = settings.words;
    options.stop = thinking.cancel;
    if (settings.familiarOnly)
        options.familiar = familiar;
    auto words = generator.generate(game, options);
    std::size_t candidates = std::min(settings.candidates, words.size());
    const bool prefer = !settings.familiarOnly && familiar != nullptr;
    if (prefer && settings.familiarCandidates > 0) {
        // The whole dictionary's best rarely holds a word a person knows (long words win on a
        // full table): the best familiar ones are judged beside them.
        words.resize(candidates);
        options.familiar = familiar;
        options.limit = settings.familiarCandidates;
        for (auto& word : generator.generate(game, options)) {
            const bool known = std::any_of(words.begin(), words.end(),
                                           [&](const WordMove& w) { return w.word == word.word; });
            if (!known)
                words.push_back(std::move(word));
        }
        candidates = words.size();
    }
    auto moves = rankMoves(game, words, candidates, thinking, settings.weights);
    if (prefer && settings.familiarBonus != 0) {
        for (auto& move : moves) {
            if (move.word && generator.familiar(*familiar, move.word->word))
                move.value += settings.familiarBonus;
        }
        std::stable_sort(moves.begin(), moves.end(),
                         [](const Move& a, const Move& b) { return a.value > b.value; });
    }
    return moves;
}

}  // namespace detail

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
    MoveGenerator generator(*vocabulary.dictionary, vocabulary.overlay, vocabulary.playAddedWords);
    std::shared_ptr<const FamiliarWords> familiar;
    if (vocabulary.commonWords)
        familiar = vocabulary.commonWords->familiarIn(*vocabulary.dictionary);
    const auto moves =
        detail::rankWithVocabulary(game, generator, medium, familiar.get(), thinking);
    if (moves.empty())
        return std::nullopt;
    return suggestionFrom(game, moves.front());
}

}  // namespace ps::bots
