// Expert: the hard bot's candidates, simulated over many deals of the draw pile and judged by
// the chance of winning (expert_search.h), within a time budget or a fixed number of deals.

#include <algorithm>
#include <optional>
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

    // The budget counts from the first look at the position: an answer to offers before a
    // new plan in the same decision spends it too.
    std::optional<Action> decide(const Game& game, const Thinking& thinking) override {
        decisionStart_ = SearchClock::now();
        return MediumBot::decide(game, thinking);
    }

  protected:
    std::optional<Move> planMove(const Game& game, const Thinking& thinking) override {
        const auto deadline = deadlineFrom(decisionStart_);
        // On the clock the deadline stops the first ranking too (its words are resolved one by
        // one); the quick ranking below then answers.
        const Watchdog watchdog(thinking, timed() ? std::optional(deadline) : std::nullopt);
        const Thinking bounded = watchdog.thinking();
        auto moves = rankedMoves(game, bounded);
        if (thinking.cancelled())
            return std::nullopt;
        if (moves.empty() && watchdog.raised())
            moves = quickRanking(game);
        if (moves.empty())
            return std::nullopt;
        const bool four = game.state().options.players == 4;
        const auto deep = static_cast<std::size_t>(
            std::max(1, four ? std::min(settings_.candidates, settings_.fourPlayerCandidates)
                             : settings_.candidates));
        // Without progress reports: the ranking above has reported its share already. Cut
        // short by the deadline, it adds nothing.
        addQuietCandidates(game, generator(), medium_, moves, deep, settings_.quietCandidates,
                           Thinking{bounded.cancel, {}});
        moves.resize(std::min(moves.size(), deep));
        if (moves.size() == 1 || watchdog.raised())
            return moves.front();
        auto rng = rngFor(game.state());
        const SearchOutcome outcome = searchCandidates(game, seat(), moves, rng.next(), settings_,
                                                       simulators_, bounded, deadline);
        if (thinking.cancelled())
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
        // The same budget for an offer in another player's turn: cut short, it offers the best
        // deal found so far, or none.
        const Watchdog watchdog(
            thinking, timed() ? std::optional(deadlineFrom(decisionStart_)) : std::nullopt);
        return decideAsHardHelper(game, seat(), generator(), watchdog.thinking());
    }

  private:
    // A little of the budget is kept for handing the answer back.
    static constexpr double kAnswerMillis = 5;

    bool timed() const { return settings_.samples <= 0; }

    SearchClock::time_point deadlineFrom(SearchClock::time_point start) const {
        const auto budget = std::chrono::duration<double, std::milli>(
            std::max(1.0, 0.95 * settings_.budgetMillis - kAnswerMillis));
        return start + std::chrono::duration_cast<SearchClock::duration>(budget);
    }

    // The best word by quick value, resolved by the engine on medium's cell: what the expert
    // plays when the deadline cut its first ranking short.
    std::vector<Move> quickRanking(const Game& game) const {
        GenerateOptions options;
        options.values = medium_.values;
        options.limit = 1;
        return rankMoves(game, generator().generate(game, options), 1, Thinking{}, medium_.weights);
    }

    ExpertSettings settings_;
    std::vector<std::unique_ptr<Simulator>> simulators_;
    SearchClock::time_point decisionStart_ = SearchClock::now();
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
