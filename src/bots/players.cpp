// The levels: a shared turn skeleton (plan once per placed card, hand out one action at a time,
// never return an action the engine would refuse) and what each level plans.

#include <algorithm>
#include <chrono>
#include <ctime>
#include <stdexcept>
#include <variant>

#include "bots/bot.h"
#include "bots/common_words.h"
#include "bots/evaluation.h"
#include "bots/help.h"
#include "bots/levels.h"
#include "bots/movegen.h"
#include "bots/planner.h"
#include "dictionary/dictionary.h"
#include "engine/rng.h"

namespace ps::bots {

using engine::Action;
using engine::Game;
using engine::GameState;
using engine::Phase;
using engine::PlayerId;

namespace {

std::uint64_t mix(std::uint64_t h, std::uint64_t value) {
    h ^= value + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
    return h;
}

// The thread's CPU time: the hard bot's safety stop counts work, not the load of the machine,
// so that a busy machine does not change its moves.
double thinkingSeconds() {
#if defined(CLOCK_THREAD_CPUTIME_ID)
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + 1e-9 * static_cast<double>(now.tv_nsec);
#else
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
#endif
}

bool accepted(const Game& game, const Action& action) {
    Game copy = game;
    return copy.apply(action).ok();
}

// A safe action for the current player in any phase (used when a plan went stale).
Action fallbackAction(const Game& game) {
    const auto& state = game.state();
    if (state.phase == Phase::Word)
        return giveUpWord(game);
    const auto actions = game.legalActions();
    for (const auto& action : actions) {
        if (std::holds_alternative<engine::EndTurn>(action) ||
            std::holds_alternative<engine::FinishActions>(action))
            return action;
    }
    if (!actions.empty())
        return actions.front();
    return engine::EndTurn{};
}

// The card(s) to place, each on a random legal cell; false when a card has nowhere to go.
bool placeAtRandom(const Game& game, engine::Rng& rng, Move& move) {
    Game copy = game;
    for (engine::CardId card : requiredCards(game.state())) {
        const auto cells = copy.legalPlacements();
        if (cells.empty())
            return false;
        engine::PlaceCard placement{card, cells[rng.below(cells.size())]};
        copy.apply(placement);
        move.placements.push_back(placement);
    }
    return true;
}

class BaseBot : public Bot {
  public:
    BaseBot(Level level, PlayerId seat, const Vocabulary& vocabulary, std::uint64_t gameSeed)
        : Bot(level, seat), vocabulary_(vocabulary), seed_(gameSeed) {
        if (vocabulary.dictionary)
            generator_.emplace(*vocabulary.dictionary);
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
        return answerAsActive(game, ownBestValue(game), true);
    }
    virtual std::optional<Action> decideAsOther(const Game& game, const Thinking& thinking) {
        if (auto answer = answerAsHelper(game, seat()))
            return answer;
        return findHelpOffer(game, seat(), generator(), thinking);
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

// --- RandomLegal: the floor.

class RandomBot final : public BaseBot {
  public:
    using BaseBot::BaseBot;

  protected:
    std::optional<Move> planMove(const Game& game, const Thinking&) override {
        auto rng = rngFor(game.state());
        Move move;
        if (game.state().phase == Phase::Place && !placeAtRandom(game, rng, move))
            return std::nullopt;
        GenerateOptions options;
        options.limit = 1;
        options.borrow = false;
        options.randomOrderSeed = rng.next();
        const auto words = generator().generate(game, options);
        if (!words.empty()) {
            // Any word, with the engine's default card choice.
            move.word = engine::PlayWord{words.front().word, {}, false};
        }
        return move;
    }
    std::optional<Action> answerOffers(const Game& game) override {
        for (const auto& offer : game.state().turn.helpOffers) {
            if (!offer.awaitingHelper)
                return engine::HelpRefuse{offer.helper};
        }
        return std::nullopt;
    }
    std::optional<Action> decideAsOther(const Game& game, const Thinking&) override {
        const auto* offers = &game.state().turn.helpOffers;
        for (const auto& offer : *offers) {
            if (offer.helper == seat() && offer.awaitingHelper)
                return engine::HelpWithdraw{seat()};
        }
        return std::nullopt;
    }
    Action followUp(const Game& game) override {
        const auto actions = game.legalActions();
        if (actions.empty())
            return engine::EndTurn{};
        auto rng = rngFor(game.state());
        return actions[rng.below(actions.size())];
    }
};

// --- Easy: common words, simple noisy choice.

class EasyBot final : public BaseBot {
  public:
    using BaseBot::BaseBot;

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
        if (game.state().phase == Phase::Place && !placeAtRandom(game, rng, move))
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
        return answerAsActive(game, ownBestValue(game), false);
    }
    std::optional<Action> decideAsOther(const Game& game, const Thinking&) override {
        return answerAsHelper(game, seat());  // never offers, but answers if it ever did
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
};

// --- Medium: the whole dictionary, best immediate gain.

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

// --- Hard: medium's candidates, judged after the rivals' best replies.

class HardBot final : public MediumBot {
  public:
    HardBot(PlayerId seat, const Vocabulary& vocabulary, std::uint64_t gameSeed,
            const HardSettings& settings)
        : MediumBot(Level::Hard, seat, vocabulary, gameSeed, settings.medium),
          settings_(settings) {}

  protected:
    std::optional<Move> planMove(const Game& game, const Thinking& thinking) override {
        const double start = thinkingSeconds();
        auto moves = rankedMoves(game, thinking);
        if (moves.empty())
            return std::nullopt;
        // Medium's ranking favours long words that spread markers; the look-ahead also gets
        // words that only capture and send rivals' markers back, leaving little to take.
        if (settings_.quietCandidates > 0) {
            GenerateOptions quiet;
            quiet.values = medium_.values;
            quiet.values.freeMarker = 0.0;
            quiet.values.zoneLink = 0.1;
            quiet.limit = static_cast<std::size_t>(settings_.quietCandidates) * 2;
            auto extra = rankMoves(game, generator().generate(game, quiet),
                                   static_cast<std::size_t>(settings_.quietCandidates), thinking,
                                   medium_.weights);
            const std::size_t keep = std::min<std::size_t>(
                moves.size(), static_cast<std::size_t>(
                                  std::max(1, settings_.candidates - settings_.quietCandidates)));
            moves.resize(keep);
            for (auto& move : extra) {
                const bool known = std::any_of(moves.begin(), moves.end(),
                                               [&](const Move& m) { return m.word == move.word; });
                if (!known)
                    moves.push_back(std::move(move));
            }
        }
        std::size_t deep =
            std::min(moves.size(), static_cast<std::size_t>(std::max(1, settings_.candidates)));
        bool rivalsReply = false;
        for (PlayerId p = 0; p < game.state().options.players; ++p) {
            if (p != seat() && turnsLeftAfterCurrent(game.state(), p) > 0)
                rivalsReply = true;
        }
        if (deep == 1 || !rivalsReply)
            return moves.front();  // the game's last turn: the immediate gain is all there is
        std::vector<double> total(deep, 0.0);
        std::vector<int> count(deep, 0);
        auto rng = rngFor(game.state());
        bool stop = false;
        // Three or four players: several rivals reply in each sample. Three players: half the
        // samples, rivals replying as medium (60% → 88% against two medium bots, for 1.4× the
        // time); four: a quarter of the samples, 8 candidates and quick replies, to stay
        // within the budget on a 30-card table.
        const int players = game.state().options.players;
        const bool many = players > 2;
        const int samples = players == 2   ? settings_.samples
                            : players == 3 ? std::max(1, settings_.samples / 2)
                                           : std::max(1, settings_.samples / 4);
        if (players == 4)
            deep = std::min<std::size_t>(deep, 8);  // 4-player tables make 100 000+ words
        rivalChoices_ = many ? 1 : settings_.rivalChoices;
        rivalAsMedium_ = players <= 3 && settings_.rivalAsMedium;
        nextAsMedium_ = !many && settings_.nextTurnAsMedium;
        extraTurns_ = many ? 0 : settings_.extraTurns;
        for (int sample = 0; sample < samples && !stop; ++sample) {
            const std::uint64_t dealSeed = rng.next();
            for (std::size_t i = 0; i < deep; ++i) {
                if (thinking.cancelled())
                    return std::nullopt;
                if (thinkingSeconds() - start > 0.001 * settings_.safetyMillis) {
                    stop = true;
                    break;
                }
                // The same deal for every candidate: differences come from the moves.
                engine::Rng deal(dealSeed);
                total[i] += rollout(game, moves[i], deal);
                ++count[i];
                thinking.report(0.5 + 0.5 * static_cast<double>(sample * deep + i + 1) /
                                          static_cast<double>(samples * deep));
            }
        }
        std::size_t best = 0;
        double bestValue = -1e18;
        for (std::size_t i = 0; i < deep; ++i) {
            if (count[i] == 0)
                continue;
            const double value = settings_.rolloutWeight * total[i] / count[i] +
                                 (1.0 - settings_.rolloutWeight) * moves[i].value;
            if (value > bestValue) {
                bestValue = value;
                best = i;
            }
        }
        return moves[best];
    }

  private:
    // The unknown cards dealt again at random: the stack. Sheet cards lie face up (rulebook:
    // "literą do góry"), so the rivals' next cards are known; `hideSheets` treats them as
    // unknown too (the old, weaker model, kept for comparison).
    GameState determinize(const GameState& state, engine::Rng& rng) const {
        GameState copy = state;
        std::vector<engine::CardId> unknown = copy.stack;
        const bool hide = settings_.hideSheets;
        for (PlayerId p = 0; p < copy.options.players; ++p) {
            if (hide && p != seat() && copy.players[p].sheetCard)
                unknown.push_back(*copy.players[p].sheetCard);
        }
        rng.shuffle(std::span<engine::CardId>(unknown));
        std::size_t next = 0;
        for (PlayerId p = 0; p < copy.options.players; ++p) {
            if (hide && p != seat() && copy.players[p].sheetCard)
                copy.players[p].sheetCard = unknown[next++];
        }
        for (auto& card : copy.stack)
            card = unknown[next++];
        return copy;
    }

    // Every rival replies in turn: as medium (two players), else the quick way (playTurn).
    void rivalTurn(Game& game) const {
        for (int guard = 0; guard < 4 && !game.isOver() && game.currentPlayer() != seat();
             ++guard) {
            if (!playTurn(game, rivalAsMedium_))
                return;
        }
    }

    // Plays the current player's turn to its end: as the medium bot would (its ranking, its
    // cell, its black-card actions), or quickly (its best few words by quick value, the first
    // cell, no black-card action). False when the engine refused something.
    bool playTurn(Game& game, bool asMedium) const {
        const int turn = game.state().turnNumber;
        for (int guard = 0; guard < 24 && !game.isOver() && game.state().turnNumber == turn;
             ++guard) {
            const auto& state = game.state();
            if (state.phase == Phase::Place && asMedium) {
                // The move as the medium bot would choose it: its word, its cards and the cell
                // that suits its zones.
                GenerateOptions options;
                options.values = kMediumModel.values;
                options.limit = kMediumModel.words;
                const auto ranked =
                    rankMoves(game, generator().generate(game, options), kMediumModel.candidates,
                              Thinking{}, kMediumModel.weights);
                if (!ranked.empty() && ranked.front().word) {
                    bool applied = true;
                    for (const auto& placement : ranked.front().placements)
                        applied = applied && game.apply(placement).ok();
                    if (applied && game.apply(*ranked.front().word).ok())
                        continue;
                    if (game.state().phase != Phase::Place)
                        continue;  // placed: the word phase below finishes the turn
                }
            }
            if (state.phase == Phase::Place) {
                // The cell hardly matters to us; the word is chosen once the card lies.
                const auto cards = requiredCards(state);
                const auto cells = game.legalPlacements();
                if (cards.empty() || cells.empty() ||
                    !game.apply(engine::PlaceCard{cards.front(), cells.front()}).ok())
                    return false;
                continue;
            }
            if (state.phase == Phase::Word) {
                GenerateOptions options;
                options.limit = static_cast<std::size_t>(std::max(1, rivalChoices_));
                auto words = generator().generate(game, options);
                if (words.size() > 1) {
                    // The rival's choice among its best few words, judged as medium would.
                    const auto ranked = rankMoves(game, words, words.size(), Thinking{});
                    if (!ranked.empty() && ranked.front().word) {
                        words.front().word = ranked.front().word->word;
                        words.front().cards = ranked.front().word->cards;
                    }
                }
                if (!words.empty() &&
                    game.apply(engine::PlayWord{words.front().word, words.front().cards, false})
                        .ok())
                    continue;
                if (!game.apply(giveUpWord(game)).ok())
                    return false;
                continue;
            }
            if (!game.apply(asMedium ? bestFollowUp(game) : finishCheaply(game)).ok())
                return false;
        }
        return true;
    }

    static Action finishCheaply(const Game& game) {
        const auto& state = game.state();
        if (state.phase == Phase::ZeppelinChoice && !state.turn.zeppelinDrawn.empty())
            return engine::ZeppelinKeep{state.turn.zeppelinDrawn.front()};
        if (state.phase == Phase::Actions)
            return engine::FinishActions{};
        return engine::EndTurn{};
    }

    double rollout(const Game& game, const Move& move, engine::Rng& deal) const {
        const GameState dealt = determinize(game.state(), deal);
        try {
            Game world = trustingGame(dealt);
            for (const auto& placement : move.placements) {
                if (!world.apply(placement).ok())
                    return move.value;
            }
            if (move.word && !world.apply(*move.word).ok())
                return move.value;
            for (int guard = 0; guard < 16 && !world.isOver() && world.currentPlayer() == seat();
                 ++guard) {
                if (!world.apply(bestFollowUp(world)).ok())
                    break;
            }
            rivalTurn(world);
            // Further turns, everyone as medium would play them.
            for (int t = 0; t < extraTurns_ && !world.isOver(); ++t) {
                if (!playTurn(world, true))
                    break;
            }
            double value = evaluate(world.state(), seat(), medium_.weights);
            if (world.isOver() && settings_.winBonus != 0) {
                // The game decided in this sample: winning matters more than the margin.
                const auto winners = world.scores().winners;
                const bool won = std::find(winners.begin(), winners.end(), seat()) != winners.end();
                // A shared victory (counted 1/k by the tournament) lies between the two.
                value += settings_.winBonus *
                         (won ? 2.0 / static_cast<double>(winners.size()) - 1.0 : -1.0);
            }
            // Back at our turn: what we can make of the rivals' leftovers (captures waiting).
            if (!world.isOver() && world.currentPlayer() == seat()) {
                if (nextAsMedium_) {
                    // Our next move as medium would choose it: part of what it adds.
                    GenerateOptions options;
                    options.values = medium_.values;
                    options.limit = medium_.words;
                    const auto next = rankMoves(world, generator().generate(world, options),
                                                medium_.candidates, Thinking{}, medium_.weights);
                    const double gain = next.empty() ? -0.5 : next.front().value - value;
                    value += settings_.nextTurnWeight * gain;
                } else {
                    GenerateOptions options;
                    options.limit = 1;
                    const auto next = generator().generate(world, options);
                    value += settings_.nextTurnWeight * (next.empty() ? -0.5 : next.front().value);
                }
            }
            return value;
        } catch (const std::exception&) {
            return move.value;
        }
    }

    static inline const MediumSettings kMediumModel{};  // the medium bot's own settings
    HardSettings settings_;
    int rivalChoices_ = 1;        // for the decision in progress
    bool rivalAsMedium_ = false;  // for the decision in progress
    bool nextAsMedium_ = false;   // for the decision in progress
    int extraTurns_ = 0;          // for the decision in progress
};

void requireDictionary(const Vocabulary& vocabulary) {
    if (!vocabulary.dictionary)
        throw std::invalid_argument("bots need the dictionary for their anagram search");
}

}  // namespace

std::unique_ptr<Bot> makeHardBot(PlayerId seat, const Vocabulary& vocabulary,
                                 std::uint64_t gameSeed, const HardSettings& settings) {
    requireDictionary(vocabulary);
    return std::make_unique<HardBot>(seat, vocabulary, gameSeed, settings);
}

std::unique_ptr<Bot> makeMediumBot(PlayerId seat, const Vocabulary& vocabulary,
                                   std::uint64_t gameSeed, const MediumSettings& settings) {
    requireDictionary(vocabulary);
    return std::make_unique<MediumBot>(Level::Medium, seat, vocabulary, gameSeed, settings);
}

std::unique_ptr<Bot> makeBot(Level level, PlayerId seat, const Vocabulary& vocabulary,
                             std::uint64_t gameSeed) {
    requireDictionary(vocabulary);
    switch (level) {
        case Level::RandomLegal:
            return std::make_unique<RandomBot>(level, seat, vocabulary, gameSeed);
        case Level::Easy:
            return std::make_unique<EasyBot>(level, seat, vocabulary, gameSeed);
        case Level::Medium:
            return std::make_unique<MediumBot>(level, seat, vocabulary, gameSeed, MediumSettings{});
        case Level::Hard:
            return makeHardBot(seat, vocabulary, gameSeed, HardSettings{});
    }
    throw std::invalid_argument("unknown bot level");
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

std::optional<Suggestion> bestWordForReview(const Game& game, const Vocabulary& vocabulary,
                                            const Thinking& thinking) {
    requireDictionary(vocabulary);
    const auto& state = game.state();
    if (state.phase != Phase::Place && state.phase != Phase::Word)
        return std::nullopt;
    auto bot = makeHardBot(state.currentPlayer, vocabulary, state.options.seed, HardSettings{});
    // The hard bot's first action is its placement (or word): replay its plan.
    Game copy = game;
    for (int guard = 0; guard < 4; ++guard) {
        auto action = bot->decide(copy, thinking);
        if (!action)
            return std::nullopt;
        if (const auto* word = std::get_if<engine::PlayWord>(&*action)) {
            Suggestion suggestion;
            for (const auto& card : requiredCards(game.state())) {
                if (const auto* entry = engine::findCard(copy.state(), card);
                    entry && state.phase == Phase::Place)
                    suggestion.placements.push_back(engine::PlaceCard{card, entry->cell});
            }
            suggestion.word = *word;
            suggestion.preview = copy.previewWord(*word);
            return suggestion;
        }
        if (!std::holds_alternative<engine::PlaceCard>(*action))
            return std::nullopt;  // no word: redraw or pass
        if (!copy.apply(*action).ok())
            return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace ps::bots
