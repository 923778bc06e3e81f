#include "tutorial/ScriptedBot.h"

#include <QTimer>

namespace ps::ui::tutorial {

ScriptedBot::ScriptedBot(std::shared_ptr<const Lesson> lesson, std::size_t next, QObject* parent)
    : Player(parent), lesson_(std::move(lesson)), next_(next) {}

void ScriptedBot::answer(const engine::Game& game) {
    // A new question replaces one not answered yet (the controller asks again when the request
    // changes): only the answer to the latest is handed over.
    cancel();
    std::optional<engine::Action> action = scriptedBotAction(*lesson_, next_, game.state());
    if (action && game.check(*action)) {
        action.reset();  // refused here: the bot has nothing to say
    }
    if (action) {
        ++next_;
        moveInFlight_ = true;
    }
    // Answered from the event loop, as a thinking bot's answer arrives: never inside the
    // controller's own call that asked.
    const int generation = generation_;
    QTimer::singleShot(0, this, [this, generation, action = std::move(action)] {
        if (generation != generation_) {
            return;
        }
        moveInFlight_ = false;
        if (action) {
            emit actionChosen(*action);
        } else {
            emit nothingToDo();
        }
    });
}

void ScriptedBot::cancel() {
    ++generation_;
    if (moveInFlight_) {
        --next_;
        moveInFlight_ = false;
    }
}

}  // namespace ps::ui::tutorial
