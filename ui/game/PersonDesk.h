#pragma once
// Where the requests for a person at this screen are put to them: the window's dialogs (the
// answer to a help offer, a counter, the table's vote, the consent to a take-back, the
// zeppelin's card). The game layer only knows this interface; the shell implements it.

#include <QString>
#include <functional>

#include "session/request.h"

namespace ps::ui {

class PersonDesk {
  public:
    using Reply = std::function<void(const session::Answer&)>;

    virtual ~PersonDesk() = default;
    // Asks the person at `request.seat` (a TurnAction only tells the desk whose turn it is:
    // the widgets answer it). `reply` is called once, when the person has answered.
    virtual void ask(const session::Request& request, Reply reply) = 0;
    // The request is no longer awaited: its question goes (a dialog still open closes).
    virtual void withdraw(const session::Request& request) = 0;
    // The session refused the person's answer: say why.
    virtual void refused(const session::Request& request, const QString& message) = 0;
};

}  // namespace ps::ui
