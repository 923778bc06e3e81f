// Hard: medium's candidates, judged after the rivals' best replies on sampled deals; also the
// post-game review's best word.

#include <algorithm>
#include <stdexcept>

#include "bots/evaluation.h"
#include "bots/hard_parts.h"
#include "bots/medium_bot.h"
#include "bots/table_shape.h"

namespace ps::bots {

using engine::Game;
using engine::Phase;
using engine::PlayerId;

namespace detail {

namespace {

// What differs at a table of four (docs/bots.md, "Hard: look-ahead").
struct FourPlayerSettings {
    std::size_t candidates = 8;  // own moves examined in depth
    int samples = 1;             // our next card dealt at random (the rivals' lie face up)
    // Words the look-ahead's searches may make in one decision (about 130 ms of CPU per
    // million on the reference machine): keeps the decision under a second.
    std::size_t lookAheadWords = 2'500'000;
};
constexpr FourPlayerSettings kFourPlayers{};

// How the hard bot deals at a table of three or four (docs/bots.md, "Hard at three and four
// players"); with two players it keeps its shrewd temperament. The look-ahead does not play
// help deals, so at these tables its deals are judged by these rules instead.
struct ManyPlayerHelp {
    double helperRatio = 0.4;          // as helper: its gain against the active player's
    bool judgeOffersByOwnWord = true;  // as active player: see HardBot::answerOffers
};
constexpr ManyPlayerHelp kManyPlayers{};

}  // namespace

void addQuietCandidates(const Game& game, const MoveGenerator& generator,
                        const MediumSettings& medium, std::vector<Move>& moves, std::size_t deep,
                        int quietCount, const Thinking& thinking) {
    // Medium's ranking favours long words that spread markers; the look-ahead also gets words
    // that only capture and send rivals' markers back, leaving little to take.
    if (quietCount <= 0)
        return;
    GenerateOptions quiet;
    quiet.values = medium.values;
    quiet.values.freeMarker = 0.0;
    quiet.values.zoneLink = 0.1;
    quiet.limit = static_cast<std::size_t>(quietCount) * 2;
    quiet.stop = thinking.cancel;
    auto extra = rankMoves(game, generator.generate(game, quiet),
                           static_cast<std::size_t>(quietCount), thinking, medium.weights);
    const std::size_t keep = std::min<std::size_t>(
        moves.size(), std::max<std::size_t>(1, deep - static_cast<std::size_t>(quietCount)));
    moves.resize(keep);
    for (auto& move : extra) {
        const bool known = std::any_of(moves.begin(), moves.end(),
                                       [&](const Move& m) { return m.word == move.word; });
        if (!known)
            moves.push_back(std::move(move));
    }
}

// Three and four players: a deal replaces the bot's own word, which on a big table is worth far
// more than a deal: it takes a deal only when the deal is worth a share of that word (not a
// fixed "good enough" turn).
std::optional<Action> answerOffersAsHard(const Game& game, double ownBest) {
    Temperament temperament = temperamentOf(Level::Hard);
    if (game.state().options.players >= 3 && kManyPlayers.judgeOffersByOwnWord)
        temperament.enough = 1e9;
    return answerAsActive(game, ownBest, temperament);
}

// Three and four players: helping is where many of the bot's points come from (each deal gives
// the helper captures outside its own turn, and only one of its rivals gains with it), so it
// asks a price the active player takes more often than its shrewd two-player one, and its
// offers win against the other helpers' for the same card.
std::optional<Action> decideAsHardHelper(const Game& game, PlayerId seat,
                                         const MoveGenerator& generator, const Thinking& thinking) {
    Temperament temperament = temperamentOf(Level::Hard);
    if (game.state().options.players >= 3)
        temperament.helperRatio = kManyPlayers.helperRatio;
    if (auto answer = answerAsHelper(game, seat, temperament, thinking))
        return answer;
    return findHelpOffer(game, seat, generator, thinking, temperament);
}

namespace {

class HardBot final : public MediumBot {
  public:
    HardBot(PlayerId seat, const Vocabulary& vocabulary, std::uint64_t gameSeed,
            const HardSettings& settings)
        : MediumBot(Level::Hard, seat, vocabulary, gameSeed, settings.medium),
          settings_(settings) {}

  protected:
    std::optional<Move> planMove(const Game& game, const Thinking& thinking) override {
        const double start = thinkingSeconds();
        const int players = game.state().options.players;
        const bool four = players == 4;
        work_ = 0;
        auto moves = rankedMoves(game, thinking);
        if (moves.empty())
            return std::nullopt;
        // Four players: fewer candidates, and no quiet ones (the look-ahead's searches on a
        // table of 30+ cards cost ten times those of two players; see kFourPlayers).
        std::size_t deep = four ? kFourPlayers.candidates
                                : static_cast<std::size_t>(std::max(1, settings_.candidates));
        const int quietCount = four ? 0 : settings_.quietCandidates;
        addQuietCandidates(game, generator(), medium_, moves, deep, quietCount, thinking);
        deep = std::min(moves.size(), deep);
        bool rivalsReply = false;
        for (PlayerId p = 0; p < players; ++p) {
            if (p != seat() && turnsLeftAfterCurrent(game.state(), p) > 0)
                rivalsReply = true;
        }
        if (deep == 1 || !rivalsReply)
            return moves.front();  // the game's last turn: the immediate gain is all there is
        std::vector<double> total(deep, 0.0);
        std::vector<int> count(deep, 0);
        auto rng = rngFor(game.state());
        bool stop = false;
        // Three players: half the samples, rivals replying as medium. Four: one sample (the
        // rivals' sheet cards lie face up, only our own next card is dealt at random), quick
        // rival replies, and a budget of words searched. docs/bots.md, "Measured".
        const bool many = players > 2;
        const int samples = players == 2 ? settings_.samples
                            : four       ? kFourPlayers.samples
                                         : std::max(1, settings_.samples / 2);
        rivalChoices_ = many ? 1 : settings_.rivalChoices;
        rivalAsMedium_ = !four && settings_.rivalAsMedium;
        nextAsMedium_ = !many && settings_.nextTurnAsMedium;
        extraTurns_ = many ? 0 : settings_.extraTurns;
        for (int sample = 0; sample < samples && !stop; ++sample) {
            const std::uint64_t dealSeed = rng.next();
            for (std::size_t i = 0; i < deep; ++i) {
                if (thinking.cancelled())
                    return std::nullopt;
                if (thinkingSeconds() - start > 0.001 * settings_.safetyMillis ||
                    (four && work_ > kFourPlayers.lookAheadWords)) {
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

    std::optional<Action> answerOffers(const Game& game) override {
        return answerOffersAsHard(game, ownBestValue(game));
    }
    std::optional<Action> decideAsOther(const Game& game, const Thinking& thinking) override {
        return decideAsHardHelper(game, seat(), generator(), thinking);
    }

  private:
    engine::Cell quickCell(const GameState& state, const std::vector<engine::Cell>& cells) const {
        return medium_.weights.compactness > 0 ? mostCompactCell(state, cells) : cells.front();
    }

    // The unknown cards dealt again at random: the stack. Sheet cards lie face up (rulebook:
    // "literą do góry"), so the rivals' next cards are known; `hideSheets` treats them as
    // unknown too (a weaker model, kept for comparison in tournaments).
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
                const auto ranked = rankMoves(game, counted(game, options), kMediumModel.candidates,
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
                // The cell hardly matters to us (the most compact one, as the bots place);
                // the word is chosen once the card lies.
                const auto cards = requiredCards(state);
                const auto cells = game.legalPlacements();
                if (cards.empty() || cells.empty() ||
                    !game.apply(engine::PlaceCard{cards.front(), quickCell(state, cells)}).ok())
                    return false;
                continue;
            }
            if (state.phase == Phase::Word) {
                GenerateOptions options;
                options.limit = static_cast<std::size_t>(std::max(1, rivalChoices_));
                auto words = counted(game, options);
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

    // Move generation in the look-ahead, its work counted: the words the letters make.
    std::vector<WordMove> counted(const Game& game, const GenerateOptions& options) const {
        GenerationStats stats;
        auto words = generator().generate(game, options, &stats);
        work_ += stats.anagrams + kWorkPerSearch;
        return words;
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
                    const auto next = rankMoves(world, counted(world, options), medium_.candidates,
                                                Thinking{}, medium_.weights);
                    const double gain = next.empty() ? -0.5 : next.front().value - value;
                    value += settings_.nextTurnWeight * gain;
                } else {
                    GenerateOptions options;
                    options.limit = 1;
                    const auto next = counted(world, options);
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
    int rivalChoices_ = 1;          // for the decision in progress
    bool rivalAsMedium_ = false;    // for the decision in progress
    bool nextAsMedium_ = false;     // for the decision in progress
    int extraTurns_ = 0;            // for the decision in progress
    mutable std::size_t work_ = 0;  // look-ahead words generated in the decision in progress
    // A search's fixed cost, in words: ranking and resolving its best words.
    static constexpr std::size_t kWorkPerSearch = 2000;
};

}  // namespace

}  // namespace detail

using detail::requireDictionary;

std::unique_ptr<Bot> makeHardBot(PlayerId seat, const Vocabulary& vocabulary,
                                 std::uint64_t gameSeed, const HardSettings& settings) {
    requireDictionary(vocabulary);
    return std::make_unique<detail::HardBot>(seat, vocabulary, gameSeed, settings);
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
