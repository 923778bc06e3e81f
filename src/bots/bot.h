#pragma once
// Computer players. One small interface for every level, Qt-free, so that the CLI tournament,
// the tests and the Qt app (which runs decide() on a QThread) drive bots the same way.
//
// How a driver uses a bot (the table session, src/session, is the ready-made one):
//
//   auto bot = ps::bots::makeBot(ps::bots::Level::Medium, seat, vocabulary, options.seed);
//   ...
//   // whenever this seat may act (its own turn, or help around another player's word):
//   ps::bots::Thinking thinking{&cancelFlag, [](double done) { /* emit a signal */ }};
//   if (auto action = bot->decide(game, thinking)) game.apply(*action);
//
// decide() returns ONE action at a time (place, then word, then black actions, then end turn),
// so a UI can show the move step by step; the bot remembers its plan between the steps.
// It never mutates the game, keeps no pointer to it, and is deterministic: the same game seed,
// seat and position give the same action, whatever was asked or cancelled before.
// A bot is not thread-safe (it caches word checks): one decide() at a time per bot; different
// bots may think on different threads at once.

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/actions.h"
#include "engine/game.h"

namespace ps::dict {
class Dictionary;
class WordOverlay;
}  // namespace ps::dict

namespace ps::bots {

class CommonWords;

// Levels, weakest first.
enum class Level : std::uint8_t {
    RandomLegal,  // floor for measuring: any legal move, at random
    Easy,         // common words only (frequency list), simple and slightly noisy choice
    Medium,       // whole dictionary, best immediate gain
    Hard,         // looks ahead at rivals' replies (unknown cards sampled), plays for zones
    Expert,       // simulates its best moves over many deals, judged by the chance of winning
};

// "random", "easy", "medium", "hard", "expert" (CLI and settings files), and back.
std::string_view levelId(Level level);
std::optional<Level> levelFromId(std::string_view id);

// The words bots know. Not owned; must outlive the bots. `dictionary` must be the same word
// source as the Game's Lexicon (bots search it with anagram queries; the engine validates).
struct Vocabulary {
    const dict::Dictionary* dictionary = nullptr;  // required for every level but RandomLegal
    const CommonWords* commonWords = nullptr;      // Easy; without it Easy uses short words only
    // The player's own additions and removals, when the Game's Lexicon applies them
    // (dict::OverlaidLexicon): bots never play a removed word, and play added words only with
    // `playAddedWords` (a person's choice, off by default).
    const dict::WordOverlay* overlay = nullptr;
    bool playAddedWords = false;
};

// Cancellation and progress for one decide() call. Plain C++: the Qt app sets `cancel` from the
// UI thread and turns `progress` (called on the thinking thread) into a queued signal.
struct Thinking {
    const std::atomic<bool>* cancel = nullptr;      // true: decide() returns nothing, soon
    std::function<void(double fraction)> progress;  // 0..1, non-decreasing within one call

    [[nodiscard]] bool cancelled() const {
        return cancel != nullptr && cancel->load(std::memory_order_relaxed);
    }
    void report(double fraction) const {
        if (progress)
            progress(fraction);
    }
};

class Bot {
  public:
    virtual ~Bot() = default;
    Bot(const Bot&) = delete;
    Bot& operator=(const Bot&) = delete;

    [[nodiscard]] engine::PlayerId seat() const { return seat_; }
    [[nodiscard]] Level level() const { return level_; }

    // The seat's next action, or nothing when it has nothing to do now:
    // - the seat's own turn: always an action (PlaceCard, PlayWord, Redraw, Pass, HelpAccept /
    //   HelpCounter / HelpRefuse on an offer awaiting it, black actions, EndTurn, ...);
    // - another player's Word phase: maybe a HelpOffer (once per placed card), or the answer
    //   (HelpAccept / HelpCounter / HelpWithdraw) to a counter awaiting this seat as helper;
    // - cancelled, game over, or nothing worth doing: nothing.
    // Every action returned is accepted by Game::apply in that position.
    virtual std::optional<engine::Action> decide(const engine::Game& game,
                                                 const Thinking& thinking = {}) = 0;

  protected:
    Bot(Level level, engine::PlayerId seat) : level_(level), seat_(seat) {}

  private:
    Level level_;
    engine::PlayerId seat_;
};

// A bot of `level` for `seat`; its random choices are seeded from gameSeed and the seat only.
// Throws std::invalid_argument when the vocabulary lacks what the level needs.
std::unique_ptr<Bot> makeBot(Level level, engine::PlayerId seat, const Vocabulary& vocabulary,
                             std::uint64_t gameSeed);

// Who has to act now in `game`: the helper awaited by a counter-offer, else the current player;
// nothing when the game is over. (Help offers are optional: the table session also asks the
// other seats once per placed card.)
std::optional<engine::PlayerId> awaitedSeat(const engine::Game& game);

// --- Advice for humans (plain functions; run them off the UI thread like decide()).

struct Suggestion {
    std::vector<engine::PlaceCard> placements;  // the sheet card(s) to place; empty if placed
    engine::PlayWord word;                      // the word with an explicit card per letter
    engine::WordPreview preview;                // what it does (captures, markers, ...)
};

// Hint: what the medium bot would play for the current player, from the Place phase (with the
// placement) or the Word phase (the placed card as it lies). Nothing when it finds no word.
std::optional<Suggestion> hint(const engine::Game& game, const Vocabulary& vocabulary,
                               const Thinking& thinking = {});

// Post-game review: the best word a hard bot would have played for the current player of
// `game` (pass the game as it was at the start of the human's turn).
std::optional<Suggestion> bestWordForReview(const engine::Game& game, const Vocabulary& vocabulary,
                                            const Thinking& thinking = {});

}  // namespace ps::bots
