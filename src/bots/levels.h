#pragma once
// The level implementations behind makeBot(), with their knobs. Exposed for the tournament, the
// benchmarks and tuning; the app only needs makeBot().

#include <cstddef>
#include <memory>

#include "bots/bot.h"
#include "bots/evaluation.h"
#include "bots/movegen.h"

namespace ps::bots {

// The easy bot's habits.
struct EasySettings {
    // It places its card on one of this many most compact cells, at random (0: any cell).
    std::size_t compactChoices = 3;
};

std::unique_ptr<Bot> makeEasyBot(engine::PlayerId seat, const Vocabulary& vocabulary,
                                 std::uint64_t gameSeed, const EasySettings& settings);

// The medium bot's judgement (also the first stage of the hard bot).
struct MediumSettings {
    CardValues values;            // quick value of the cards a word uses
    EvaluationWeights weights;    // judgement of the position after the move
    std::size_t words = 24;       // words generated (best by quick value)
    std::size_t candidates = 10;  // of which resolved by the engine and evaluated
    // A person's working vocabulary (with the common words in the vocabulary): only words whose
    // inflection family holds a common word (familiar_words.h). Without the common words, or
    // false: the whole dictionary.
    bool familiarOnly = true;
    // With the whole dictionary: this many of the best familiar words join the candidates, and
    // a familiar move's value gets `familiarBonus`, so that among moves of near-equal value the
    // word a person knows wins (the hard bot).
    std::size_t familiarCandidates = 0;
    double familiarBonus = 0;
};

std::unique_ptr<Bot> makeMediumBot(engine::PlayerId seat, const Vocabulary& vocabulary,
                                   std::uint64_t gameSeed, const MediumSettings& settings);

// The hard bot's look-ahead effort. Work is counted in samples, not time, so that the same
// seed gives the same moves; `safetyMillis` (thinking thread's CPU time) only stops a search
// that runs far too long.
struct HardSettings {
    int candidates = 16;          // own moves examined in depth (after medium's ranking)
    int samples = 4;              // unknown cards dealt at random per move
    int safetyMillis = 1400;      // hard stop (the decision budget is 1.5 s)
    double nextTurnWeight = 0.6;  // weight of our best word after the rivals' replies
    int quietCandidates = 4;      // of the candidates: words chosen for few exposed markers
    double rolloutWeight = 0.8;   // the look-ahead's share of a candidate's value
    int rivalChoices = 3;         // rivals in the look-ahead pick among their best few words
    // Two or three players: the rivals in the look-ahead reply exactly as the medium bot would
    // (its ranking, its cell, its black-card actions) instead of the quick choice above.
    bool rivalAsMedium = true;
    // Two players: our own next move in the look-ahead is medium's whole choice (resolved and
    // evaluated; `nextTurnWeight` of what it adds) instead of the quick value of the best word.
    bool nextTurnAsMedium = false;
    // Two players: turns played (everyone as medium) after the rivals' replies, before the
    // position is judged.
    int extraTurns = 2;
    // Added to a look-ahead that reaches the end of the game when the bot wins there
    // (a shared victory: in between), subtracted when it loses.
    double winBonus = 0;
    // Deal the rivals' sheet cards at random in the look-ahead as if they were hidden (they lie
    // face up: the default uses them as they are).
    bool hideSheets = false;
    // The candidates' first judgement: medium's, with more candidates resolved.
    // The whole dictionary, with a preference for familiar words among near-equal moves: the
    // final choice takes 1 - rolloutWeight of the bonus (2.4, about two captures), enough for
    // most of its words to be familiar without giving up a much better move (docs/bots.md).
    MediumSettings medium = {.values = CardValues{},
                             .weights = EvaluationWeights{},
                             .words = 24,
                             .candidates = 16,
                             .familiarOnly = false,
                             .familiarCandidates = 8,
                             .familiarBonus = 12};
};

std::unique_ptr<Bot> makeHardBot(engine::PlayerId seat, const Vocabulary& vocabulary,
                                 std::uint64_t gameSeed, const HardSettings& settings);

// The expert bot's search (docs/bots.md, "Expert"): the hard bot's candidates, each played out
// over many sampled deals of the draw pile by every player (help deals included at three and
// four players, to the end of the game when few turns remain) and judged by its chance of
// winning. Bounded by wall time (`budgetMillis`), or, with `samples` > 0, by a fixed number of
// deals and no clock at all (the same moves from the same seed, whatever the threads).
struct ExpertSettings {
    int budgetMillis = 2000;  // per decision, from the first look at the position to the answer
    int samples = 0;          // > 0: exactly this many deals per surviving candidate, no clock
    int threads = 2;          // workers simulating at once (the thinking thread is one of them)
    int candidates = 10;      // own moves simulated (after the hard bot's ranking)
    int quietCandidates = 3;  // of the candidates: words chosen for few exposed markers
    // Rounds simulated after our move before the position is judged (the last turn simulated
    // is the rival's just before ours, so that every seat has moved as often); 0: two rounds
    // with two players, one with more.
    int horizonRounds = 0;
    // When at most this many turns are left in the game, simulations play it to the end and
    // count the wins exactly (the zones scored as the game scores them).
    int endgameTurns = 8;
    // A judged position's margin (evaluate()) becomes a win chance 1 / (1 + e^(-margin/scale)).
    double winScale = 4.0;
    // Three and four players: the help deals of the rivals (as medium would deal) and of the
    // bot itself (as hard) are played inside the simulations, in the first `dealTurns` turns
    // after the bot's own at three players and `fourPlayerDealTurns` at four (a help round is
    // three offers, each a few move generations: at four players it costs twice the three
    // turns of a simulation without it).
    bool dealsInSearch = true;
    int dealTurns = 1;
    int fourPlayerDealTurns = 0;
    // Four players: own moves simulated (a simulation there costs several times more).
    int fourPlayerCandidates = 6;
    // When the draw pile's distinct orders (cards alike in letter, colour and action counted
    // once) are at most this many, the search plays each of them instead of sampling deals.
    int exactOrders = 24;
    // A candidate is dropped once its judgement (as the final choice judges, the first
    // ranking aside) falls this far below the best one's, after `pruneAfter` deals (the deals
    // go to the moves still in question) — and, with `pruneSigmas` > 0, only when the gap is
    // also that many standard errors of the two moves' differences deal by deal (paired on the
    // same deals): near the end a simulation is won or lost, and a gap of one deal in four is
    // chance, not evidence.
    double pruneMargin = 0.2;
    int pruneAfter = 4;
    double pruneSigmas = 2;
    // A point of the simulations' mean margin is worth this much win chance in the final
    // choice: near the end most deals are won (or lost) whatever the move, and then the points
    // decide.
    double marginPerPoint = 0.02;
    // A point of the first ranking's value is worth this much win chance in the final choice
    // (it only breaks near ties, e.g. towards the familiar word).
    double priorPerPoint = 0.001;
    // When the best move's word is not familiar (with the common words in the vocabulary), a
    // familiar one is played instead if it is at most this much win chance behind and the gap
    // is within `familiarSigmas` standard errors of the paired differences deal by deal — a gap
    // the deals do not show to be real — so that the word is one a person knows (chooseMove in
    // expert_search.h; docs/bots.md, "Familiar words for the expert"). 0: off.
    double familiarCost = 0.03;
    double familiarSigmas = 1;
    // The first stage: the hard bot's ranking (whole dictionary, familiar words preferred).
    MediumSettings medium = HardSettings{}.medium;
};

std::unique_ptr<Bot> makeExpertBot(engine::PlayerId seat, const Vocabulary& vocabulary,
                                   std::uint64_t gameSeed, const ExpertSettings& settings);

}  // namespace ps::bots
