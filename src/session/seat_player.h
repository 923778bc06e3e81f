#pragma once
// One seat's player, whatever sits there — a person at this screen, a bot, later a person on
// another machine: it receives the requests the session addresses to its seat and answers each
// through the session's one door. The session and its drivers never ask which kind a seat is.

#include <functional>
#include <memory>

#include "bots/bot.h"
#include "engine/game.h"
#include "session/request.h"

namespace ps::session {

class SeatPlayer {
  public:
    // Hands an answer back to the session (Session::submit), now or later.
    using Reply = std::function<void(const Request&, Answer)>;

    virtual ~SeatPlayer() = default;
    // The session awaits `request` from this seat in `game`. A synchronous player (a bot in
    // the CLI) replies before it returns; an asynchronous one (a dialog, a worker thread, the
    // network) keeps `reply` and calls it when it has the answer. A reply to a request the
    // session no longer awaits is dropped by the session.
    virtual void receive(const Request& request, const engine::Game& game, Reply reply) = 0;
    // The request is no longer awaited (the table moved on): drop any work on it.
    virtual void withdraw(const Request& /*request*/) {}
};

// A bot at the table: its turn, its offers and its answers to counters are what bots::Bot
// decides for the position. It never lets a word suspected of relation through a vote (bots
// never play one) and never stands in the way of a person taking a turn back.
class BotSeat final : public SeatPlayer {
  public:
    explicit BotSeat(bots::Bot& bot) : bot_(&bot) {}
    void receive(const Request& request, const engine::Game& game, Reply reply) override;
    [[nodiscard]] bots::Bot& bot() const { return *bot_; }

  private:
    bots::Bot* bot_;
};

}  // namespace ps::session
