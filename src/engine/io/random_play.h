#pragma once
// A random legal player, for the random-game tests and the CLI's `simulate`: no strategy, but
// it plays words (found by a word source), help offers and negotiations, and every other legal
// action (Game::legalActions) with fixed odds, deterministically from its seed.

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "engine/game.h"
#include "engine/rng.h"

namespace ps::engine::io {

// Letter counts, index = Letter.
using LetterCounts = std::array<std::uint8_t, kAlphabetSize>;

// Appends to `out` words that use only the `available` letters (each at most that often), use
// every `required` letter, and have at least `minLength` letters. At most `limit` words.
using WordSource = std::function<void(const LetterCounts& available, const LetterCounts& required,
                                      int minLength, std::size_t limit, std::vector<Word>& out)>;

// A word source over a plain list of words (tests).
WordSource wordListSource(std::vector<Word> words);

struct RandomStep {
    Action action;
    std::vector<Event> events;
    // Set when the game refused an action that Game::legalActions() had offered: an engine
    // defect for the caller to report (the state is unchanged then).
    std::optional<Error> refusedLegal;
};

class RandomPlayer {
  public:
    RandomPlayer(WordSource words, std::uint64_t seed);

    // Applies one legal action chosen at random and returns it with its events; nothing when
    // the game is over or no action is legal. Every action it returns was accepted by the game,
    // unless `refusedLegal` says otherwise.
    std::optional<RandomStep> step(Game& game);

  private:
    std::optional<RandomStep> tryWord(Game& game);
    std::optional<RandomStep> tryHelpOffer(Game& game);
    std::optional<RandomStep> tryCounter(Game& game);
    std::vector<Word> candidates(const Game& game);
    std::optional<RandomStep> apply(Game& game, Action action);

    WordSource words_;
    Rng rng_;
    std::vector<Word> scratch_;
};

}  // namespace ps::engine::io
