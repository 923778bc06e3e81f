#pragma once
// The turn skeleton every level shares: plan once per placed card, hand out one action at a
// time, never return an action the engine would refuse; and helpers of the levels. Internal to
// ps_bots (the levels are random_bot.cpp, easy_bot.cpp, medium_bot.cpp, hard_bot.cpp).

#include <cstdint>
#include <memory>
#include <optional>
#include <variant>

#include "bots/bot.h"
#include "bots/help.h"
#include "bots/levels.h"
#include "bots/movegen.h"
#include "bots/planner.h"
#include "engine/rng.h"

namespace ps::bots::detail {

using engine::Action;
using engine::Game;
using engine::GameState;
using engine::Phase;
using engine::PlayerId;

// Deterministic mixing of a seed with a value (the bots' own randomness).
std::uint64_t mix(std::uint64_t h, std::uint64_t value);
// The thread's CPU time: the hard bot's safety stop counts work, not the load of the machine,
// so that a busy machine does not change its moves.
double thinkingSeconds();
// Whether the engine would accept the action now.
bool accepted(const Game& game, const Action& action);
// A safe action for the current player in any phase (used when a plan went stale).
Action fallbackAction(const Game& game);
// The card(s) to place, each on a random legal cell, or on one of the `amongCompact` most
// compact cells (0: any cell); false when a card has nowhere to go.
bool placeAtRandom(const Game& game, engine::Rng& rng, Move& move, std::size_t amongCompact = 0);
// Bots search words with the dictionary's anagram search: refuse to start without it.
void requireDictionary(const Vocabulary& vocabulary);

class BaseBot : public Bot {
  public:
    BaseBot(Level level, PlayerId seat, const Vocabulary& vocabulary, std::uint64_t gameSeed)
        : Bot(level, seat), vocabulary_(vocabulary), seed_(gameSeed) {
        if (vocabulary.dictionary)
            generator_.emplace(*vocabulary.dictionary, vocabulary.overlay,
                               vocabulary.playAddedWords);
    }

    std::optional<Action> decide(const Game& game, const Thinking& thinking) override {
        if (game.isOver() || thinking.cancelled())
            return std::nullopt;
        const GameState& state = game.state();
        std::optional<Action> action;
        if (state.currentPlayer != seat()) {
            action = decideAsOther(game, thinking);
            if (thinking.cancelled())
                return std::nullopt;
            if (action && !accepted(game, *action))
                action.reset();
            return action;
        }
        action = decideOwn(game, thinking);
        if (thinking.cancelled())
            return std::nullopt;
        if (!action || !accepted(game, *action)) {
            plan_.reset();
            action = fallbackAction(game);
        }
        thinking.report(1.0);
        return action;
    }

  protected:
    // Deterministic randomness: a function of the game seed, the seat and the position only.
    engine::Rng rngFor(const GameState& state) const {
        std::uint64_t h = mix(seed_, 0xB07ULL + seat());
        h = mix(h, static_cast<std::uint64_t>(state.turnNumber));
        h = mix(h, static_cast<std::uint64_t>(state.turn.redrawsUsed));
        h = mix(h, static_cast<std::uint64_t>(state.phase));
        h = mix(h, state.turn.placed.size() + 16 * state.turn.helpOffers.size());
        h = mix(h, state.turn.actionsLeft.size());
        return engine::Rng(h);
    }

    const MoveGenerator& generator() const { return *generator_; }

    // Plan the turn from the Place phase (or the Word phase after a redraw).
    virtual std::optional<Move> planMove(const Game& game, const Thinking& thinking) = 0;
    // The word's quick value for judging help offers (negative: none).
    virtual double ownBestValue(const Game& game) {
        GenerateOptions options;
        options.limit = 1;
        const auto words = generator().generate(game, options);
        return words.empty() ? -0.5 : words.front().value;
    }
    virtual std::optional<Action> answerOffers(const Game& game) {
        return answerAsActive(game, ownBestValue(game), temperamentOf(level()));
    }
    virtual std::optional<Action> decideAsOther(const Game& game, const Thinking& thinking) {
        const Temperament temperament = temperamentOf(level());
        if (auto answer = answerAsHelper(game, seat(), temperament))
            return answer;
        return findHelpOffer(game, seat(), generator(), thinking, temperament);
    }
    virtual Action followUp(const Game& game) { return bestFollowUp(game); }

    const Vocabulary vocabulary_;

  private:
    std::optional<Action> decideOwn(const Game& game, const Thinking& thinking) {
        const GameState& state = game.state();
        switch (state.phase) {
            case Phase::Place: {
                if (!planFits(state))
                    makePlan(game, thinking);
                for (const auto& placement : plan_->move.placements) {
                    const auto& me = state.players[seat()];
                    if (me.sheetCard == placement.card || me.jadroCard == placement.card)
                        return placement;
                }
                plan_.reset();
                return std::nullopt;
            }
            case Phase::Word: {
                bool awaited = false;
                for (const auto& offer : state.turn.helpOffers)
                    awaited = awaited || !offer.awaitingHelper;
                if (awaited) {
                    if (auto answer = answerOffers(game))
                        return answer;
                }
                if (!planFits(state) || !plan_->move.word ||
                    !game.checkWord(*plan_->move.word).ok())
                    makePlan(game, thinking);
                if (plan_->move.word)
                    return *plan_->move.word;
                return giveUpWord(game);
            }
            case Phase::Actions:
            case Phase::EndOfTurn:
            case Phase::ZeppelinChoice:
                return followUp(game);
            case Phase::GameOver:
                return std::nullopt;
        }
        return std::nullopt;
    }

    bool planFits(const GameState& state) const {
        return plan_ && plan_->turnNumber == state.turnNumber &&
               plan_->redraws == state.turn.redrawsUsed;
    }

    void makePlan(const Game& game, const Thinking& thinking) {
        const GameState& state = game.state();
        Plan plan{state.turnNumber, state.turn.redrawsUsed, {}};
        if (auto move = planMove(game, thinking)) {
            plan.move = *move;
        } else if (state.phase == Phase::Place) {
            plan.move.placements = placementsWithoutWord(game);
        }
        plan_ = plan;
    }

    struct Plan {
        int turnNumber = 0;
        int redraws = 0;
        Move move;
    };
    std::optional<MoveGenerator> generator_;
    std::uint64_t seed_;
    std::optional<Plan> plan_;
};

// The level without settings of its own (random_bot.cpp).
std::unique_ptr<Bot> makeRandomBot(PlayerId seat, const Vocabulary& vocabulary,
                                   std::uint64_t gameSeed);

}  // namespace ps::bots::detail
