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
    // new plan in the same decision spends it too. One stop signal serves the whole decision
    // (on the clock the deadline raises it, else only the cancellation): the answer to offers,
    // the search, the fallbacks, the black-card follow-ups and an offer in another player's
    // turn all ask it, so that nothing runs on past the budget.
    std::optional<Action> decide(const Game& game, const Thinking& thinking) override {
        decisionStart_ = SearchClock::now();
        const Watchdog watchdog(
            thinking, timed() ? std::optional(deadlineFrom(decisionStart_)) : std::nullopt);
        stop_ = watchdog.thinking();
        auto action = MediumBot::decide(game, thinking);
        stop_ = Thinking{};
        return action;
    }

  protected:
    std::optional<Move> planMove(const Game& game, const Thinking& thinking) override {
        const auto deadline = deadlineFrom(decisionStart_);
        // On the clock the first ranking (its words are resolved one by one) and the quiet
        // candidates get part of the budget: cut short there, the quick ranking below answers
        // within the rest.
        const auto rankingDeadline =
            decisionStart_ + std::chrono::duration_cast<SearchClock::duration>(
                                 kRankingShare * (deadline - decisionStart_));
        const Watchdog ranking(thinking, timed() ? std::optional(rankingDeadline) : std::nullopt);
        auto moves = rankedMoves(game, ranking.thinking());
        if (thinking.cancelled())
            return std::nullopt;
        if (moves.empty() && ranking.raised())
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
                           Thinking{ranking.thinking().cancel, {}});
        moves.resize(std::min(moves.size(), deep));
        if (moves.size() == 1 || ranking.raised())
            return moves.front();
        auto rng = rngFor(game.state());
        const SearchOutcome outcome = searchCandidates(game, seat(), moves, rng.next(), settings_,
                                                       simulators_, stop_, deadline);
        if (thinking.cancelled())
            return std::nullopt;
        // The moves simulated on the most deals are the ones still in question; among them the
        // best chance of winning, the margin deciding between moves that all win (or all lose),
        // the first ranking's value breaking near ties, and a familiar word preferred when the
        // deals do not show it to be worse (chooseMove).
        if (*std::max_element(outcome.deals.begin(), outcome.deals.end()) == 0)
            return moves.front();  // no deal finished within the budget: the first ranking
        std::vector<double> prior;
        std::vector<bool> known;
        const FamiliarWords* familiar =
            settings_.familiarCost > 0 ? familiarWords() : nullptr;  // off: nothing to ask
        for (const auto& move : moves) {
            prior.push_back(move.value);
            known.push_back(familiar != nullptr && move.word &&
                            generator().familiar(*familiar, move.word->word));
        }
        return moves[chooseMove(outcome, prior, known, settings_)];
    }

    // Its own best word, found within the decision's budget (the best found so far when the
    // stop is raised), judges the offers as hard judges them.
    std::optional<Action> answerOffers(const Game& game) override {
        GenerateOptions options;
        options.values = medium_.values;
        options.limit = 1;
        options.stop = stop_.cancel;
        options.partialOnStop = true;
        const auto words = generator().generate(game, options);
        return answerOffersAsHard(game, words.empty() ? -0.5 : words.front().value);
    }

    // An offer in another player's turn, or the answer to a counter: cut short, it offers the
    // best deal found so far, or none, and withdraws from a counter it had no time to price.
    std::optional<Action> decideAsOther(const Game& game, const Thinking&) override {
        return decideAsHardHelper(game, seat(), generator(), stop_);
    }

    Action followUp(const Game& game) override { return bestFollowUp(game, stop_); }

  private:
    // A little of the budget is kept for handing the answer back.
    static constexpr double kAnswerMillis = 5;
    // The first ranking's share of the budget on the clock (the rest: the search, or the quick
    // ranking when the first was cut short).
    static constexpr double kRankingShare = 0.6;

    bool timed() const { return settings_.samples <= 0; }

    SearchClock::time_point deadlineFrom(SearchClock::time_point start) const {
        const auto budget = std::chrono::duration<double, std::milli>(
            std::max(1.0, 0.95 * settings_.budgetMillis - kAnswerMillis));
        return start + std::chrono::duration_cast<SearchClock::duration>(budget);
    }

    // The best word by quick value, resolved by the engine on medium's cell: what the expert
    // plays when the deadline cut its first ranking short. Its search ends at the decision's
    // deadline with the best word found by then (one word resolved: a small bounded cost).
    std::vector<Move> quickRanking(const Game& game) const {
        GenerateOptions options;
        options.values = medium_.values;
        options.limit = 1;
        options.stop = stop_.cancel;
        options.partialOnStop = true;
        return rankMoves(game, generator().generate(game, options), 1, Thinking{}, medium_.weights);
    }

    ExpertSettings settings_;
    std::vector<std::unique_ptr<Simulator>> simulators_;
    SearchClock::time_point decisionStart_ = SearchClock::now();
    // The decision's stop signal while decide() runs (the watchdog's): the deadline on the
    // clock, else the cancellation.
    Thinking stop_;
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
