#pragma once
// The rival of a lesson: a seat that plays the lesson's scripted actions, each in its turn,
// instead of thinking. Asked about a word that is not its own (a help offer), it offers only
// when the script has an offer for that turn; otherwise it has nothing to say.

#include <memory>

#include "game/Player.h"
#include "tutorial/Lesson.h"

namespace ps::ui::tutorial {

class ScriptedBot final : public Player {
    Q_OBJECT
  public:
    // `next`: the first move of the script still to play (resuming a lesson mid-way).
    ScriptedBot(std::shared_ptr<const Lesson> lesson, std::size_t next, QObject* parent = nullptr);
    [[nodiscard]] bool isHuman() const override { return false; }
    void startThinking(const engine::Game& game) override { answer(game); }
    void considerHelp(const engine::Game& game) override { answer(game); }
    // A move not handed over yet stays in the script.
    void cancel() override;
    [[nodiscard]] std::size_t movesPlayed() const { return next_; }

  private:
    void answer(const engine::Game& game);

    std::shared_ptr<const Lesson> lesson_;
    std::size_t next_ = 0;
    int generation_ = 0;
    bool moveInFlight_ = false;  // taken from the script, not yet emitted
};

}  // namespace ps::ui::tutorial
