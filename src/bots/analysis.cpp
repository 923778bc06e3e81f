// The expert's analysis of a position: its own candidates (the ranking it plays from) and the
// played line, simulated on the same deals, every seat's chance judged at the end of each.

#include "bots/analysis.h"

#include <algorithm>
#include <stdexcept>

#include "bots/expert_search.h"
#include "bots/hard_parts.h"
#include "bots/levels.h"
#include "bots/medium_bot.h"

namespace ps::bots {

using detail::SearchClock;
using engine::Action;
using engine::PlayerId;

namespace {

ExpertSettings settingsFor(const AnalysisBudget& budget) {
    ExpertSettings settings;
    settings.samples = budget.thinkMillis > 0 ? 0 : budget.deals;
    settings.budgetMillis = std::max(1, budget.thinkMillis);
    settings.candidates = budget.candidates;
    settings.fourPlayerCandidates = budget.candidates;
    settings.threads = budget.threads;
    return settings;
}

// The same move: the same cells for the same cards, and the same word — what the player did
// after the word (black-card actions, the end of the turn) aside. The played word's cards may be
// spelled out where the bot's are chosen by default, so only the text counts. A help deal is
// never one of the bot's own moves.
bool sameMove(const Move& move, std::span<const Action> line) {
    std::vector<engine::PlaceCard> placements;
    std::optional<Word> word;
    for (const auto& action : line) {
        if (const auto* place = std::get_if<engine::PlaceCard>(&action)) {
            placements.push_back(*place);
        } else if (const auto* played = std::get_if<engine::PlayWord>(&action)) {
            word = played->word;
            break;
        } else {
            return false;  // a pass, or a help deal's offers
        }
    }
    auto own = move.placements;
    const auto byCard = [](const engine::PlaceCard& a, const engine::PlaceCard& b) {
        return a.card < b.card;
    };
    std::sort(own.begin(), own.end(), byCard);
    std::sort(placements.begin(), placements.end(), byCard);
    return move.word && word && own == placements && move.word->word == *word;
}

}  // namespace

struct PositionAnalyst::Impl {
    Impl(const Vocabulary& words, const AnalysisBudget& limits)
        : vocabulary(words),
          budget(limits),
          settings(settingsFor(limits)),
          generator(*words.dictionary, words.overlay, words.playAddedWords) {
        for (int t = 0; t < budget.threads; ++t)
            simulators.push_back(std::make_unique<detail::Simulator>(vocabulary, settings));
        if (vocabulary.commonWords)
            familiar = vocabulary.commonWords->familiarIn(*vocabulary.dictionary);
    }

    // The expert's candidates: the hard bot's ranking with quiet moves added, cut to the
    // number the budget names.
    std::vector<Move> candidates(const engine::Game& game, const Thinking& thinking) {
        auto moves =
            detail::rankWithVocabulary(game, generator, settings.medium, familiar.get(), thinking);
        const auto deep = static_cast<std::size_t>(settings.candidates);
        detail::addQuietCandidates(game, generator, settings.medium, moves, deep,
                                   settings.quietCandidates, Thinking{thinking.cancel, {}});
        moves.resize(std::min(moves.size(), deep));
        return moves;
    }

    Vocabulary vocabulary;
    AnalysisBudget budget;
    ExpertSettings settings;
    MoveGenerator generator;
    std::shared_ptr<const FamiliarWords> familiar;
    std::vector<std::unique_ptr<detail::Simulator>> simulators;
};

PositionAnalyst::PositionAnalyst(const Vocabulary& vocabulary, const AnalysisBudget& budget) {
    detail::requireDictionary(vocabulary);
    if (budget.threads < 1 || budget.candidates < 1 || (budget.deals < 1 && budget.thinkMillis < 1))
        throw std::invalid_argument(
            "analysis: at least one thread and one candidate, and a number of deals or a time");
    impl_ = std::make_unique<Impl>(vocabulary, budget);
}

PositionAnalyst::~PositionAnalyst() = default;

PositionVerdict PositionAnalyst::analyse(const engine::Game& position,
                                         std::span<const engine::Action> played,
                                         const Thinking& thinking) {
    PositionVerdict verdict;
    if (position.isOver())
        throw std::invalid_argument("analysis: the game is over, there is no move to judge");
    // The draw pile in card order: the deals shuffle it, and starting from the real order
    // (which no player sees) would make the figures depend on it.
    engine::GameState canonical = position.state();
    std::sort(canonical.stack.begin(), canonical.stack.end());
    const engine::Game game(std::move(canonical), position.lexicon());
    const PlayerId seat = game.currentPlayer();
    const auto start = SearchClock::now();
    auto moves = impl_->candidates(game, Thinking{thinking.cancel, {}});
    if (thinking.cancelled()) {
        verdict.stopped = true;
        return verdict;
    }
    thinking.report(0.2);
    std::vector<std::vector<engine::Action>> lines;
    for (const auto& move : moves)
        lines.push_back(detail::lineOf(move));
    // The played line is one of the lines, never dropped by the search so that it is judged
    // on every deal. When it is one of the bot's own moves it takes that move's place, with
    // what the player did after the word.
    std::optional<std::size_t> playedIndex;
    if (!played.empty()) {
        for (std::size_t i = 0; i < moves.size() && !playedIndex; ++i) {
            if (sameMove(moves[i], played))
                playedIndex = i;
        }
        if (!playedIndex) {
            lines.emplace_back();
            playedIndex = lines.size() - 1;
        }
        lines[*playedIndex].assign(played.begin(), played.end());
    }
    if (lines.empty()) {
        // No word fits and nothing was played: the position's worth is the policy's own turn.
        lines.emplace_back();
    }
    std::uint64_t seed = detail::mix(impl_->budget.seed, 0xA4A1ULL);
    seed = detail::mix(seed, static_cast<std::uint64_t>(game.state().turnNumber));
    seed = detail::mix(seed, static_cast<std::uint64_t>(game.state().turn.redrawsUsed));
    const auto deadline = start + std::chrono::milliseconds(std::max(1, impl_->budget.thinkMillis));
    detail::SearchRequest request;
    request.keep = playedIndex;
    request.everySeat = true;
    const Thinking search{thinking.cancel,
                          [&thinking](double fraction) { thinking.report(0.2 + 0.8 * fraction); }};
    const auto outcome = detail::searchLines(game, seat, lines, seed, impl_->settings,
                                             impl_->simulators, search, deadline, request);
    verdict.simulations = outcome.simulations;
    verdict.stopped = outcome.stopped && thinking.cancelled();
    const auto judged = [&](std::size_t i) {
        AnalysedMove move;
        for (const auto& action : lines[i]) {
            if (const auto* place = std::get_if<engine::PlaceCard>(&action))
                move.placements.push_back(*place);
            else if (const auto* word = std::get_if<engine::PlayWord>(&action))
                move.word = *word;
        }
        move.chance = outcome.winChance[i];
        move.seatChances = outcome.seatChance[i];
        move.deals = outcome.deals[i];
        return move;
    };
    // The best: among the lines judged on the most deals, the highest chance, the margin
    // breaking ties. The played line is judged on every deal, so it is among them.
    const int most = *std::max_element(outcome.deals.begin(), outcome.deals.end());
    std::size_t best = playedIndex.value_or(0);
    for (std::size_t i = 0; outcome.deals[best] != most; ++i)
        best = i;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (outcome.deals[i] != most)
            continue;
        // Strictly higher: a played move as good as the best is the best.
        if (outcome.winChance[i] > outcome.winChance[best] ||
            (outcome.winChance[i] == outcome.winChance[best] &&
             outcome.margin[i] > outcome.margin[best]))
            best = i;
    }
    verdict.best = judged(best);
    if (playedIndex) {
        verdict.played = judged(*playedIndex);
        verdict.playedIsBest = best == *playedIndex;
    }
    thinking.report(1.0);
    return verdict;
}

}  // namespace ps::bots
