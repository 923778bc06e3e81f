// Expert: the hard bot's candidates, simulated over many deals of the draw pile and judged by
// the chance of winning (expert_search.h), within a time budget or a fixed number of deals.

#include <algorithm>
#include <stdexcept>

#include "bots/expert_search.h"
#include "bots/hard_parts.h"
#include "bots/medium_bot.h"

namespace ps::bots {

using engine::PlayerId;

namespace detail {

namespace {

class ExpertBot final : public MediumBot {
  public:
    ExpertBot(PlayerId seat, const Vocabulary& vocabulary, std::uint64_t gameSeed,
              const ExpertSettings& settings)
        : MediumBot(Level::Expert, seat, vocabulary, gameSeed, settings.medium),
          settings_(settings) {
        const auto threads = static_cast<std::size_t>(std::max(1, settings_.threads));
        for (std::size_t t = 0; t < threads; ++t)
            simulators_.push_back(std::make_unique<Simulator>(vocabulary_, settings_));
    }

  protected:
    std::optional<Move> planMove(const Game& game, const Thinking& thinking) override {
        // The budget counts from the first look at the position; a little of it is kept for
        // handing the answer back.
        const auto start = SearchClock::now();
        const auto budget = std::chrono::duration<double, std::milli>(
            std::max(1.0, 0.95 * settings_.budgetMillis - kAnswerMillis));
        const auto deadline = start + std::chrono::duration_cast<SearchClock::duration>(budget);
        auto moves = rankedMoves(game, thinking);
        if (moves.empty())
            return std::nullopt;
        const auto deep = static_cast<std::size_t>(std::max(1, settings_.candidates));
        // Without progress reports: the ranking above has reported its share already.
        addQuietCandidates(game, generator(), medium_, moves, deep, settings_.quietCandidates,
                           Thinking{thinking.cancel, {}});
        moves.resize(std::min(moves.size(), deep));
        if (moves.size() == 1)
            return moves.front();
        auto rng = rngFor(game.state());
        const SearchOutcome outcome = searchCandidates(game, seat(), moves, rng.next(), settings_,
                                                       simulators_, thinking, deadline);
        if (outcome.cancelled)
            return std::nullopt;
        // The moves simulated on the most deals are the ones still in question; among them the
        // best chance of winning, the margin deciding between moves that all win (or all lose)
        // and the first ranking's value breaking near ties.
        const int most = *std::max_element(outcome.deals.begin(), outcome.deals.end());
        if (most == 0)
            return moves.front();  // no deal finished within the budget: the first ranking
        std::size_t best = 0;
        double bestScore = -1e18;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            if (outcome.deals[i] != most)
                continue;
            const double score = outcome.winChance[i] +
                                 settings_.marginPerPoint * outcome.margin[i] +
                                 settings_.priorPerPoint * (moves[i].value - moves.front().value);
            if (score > bestScore) {
                bestScore = score;
                best = i;
            }
        }
        return moves[best];
    }

    std::optional<Action> answerOffers(const Game& game) override {
        return answerOffersAsHard(game, ownBestValue(game));
    }

    std::optional<Action> decideAsOther(const Game& game, const Thinking& thinking) override {
        return decideAsHardHelper(game, seat(), generator(), thinking);
    }

  private:
    static constexpr double kAnswerMillis = 5;
    ExpertSettings settings_;
    std::vector<std::unique_ptr<Simulator>> simulators_;
};

}  // namespace

}  // namespace detail

std::unique_ptr<Bot> makeExpertBot(PlayerId seat, const Vocabulary& vocabulary,
                                   std::uint64_t gameSeed, const ExpertSettings& settings) {
    detail::requireDictionary(vocabulary);
    if (settings.threads < 1 || settings.candidates < 1 ||
        (settings.samples <= 0 && settings.budgetMillis <= 0))
        throw std::invalid_argument(
            "expert: at least one thread and one candidate, and a budget or a number of deals");
    return std::make_unique<detail::ExpertBot>(seat, vocabulary, gameSeed, settings);
}

}  // namespace ps::bots
