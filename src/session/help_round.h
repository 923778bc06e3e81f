#pragma once
// The help round around a placed card: which seats are asked whether to offer help, in which
// order, and the people's help window around a bot's word.
//
// - A bot's card: the other bots are asked one after another in seat order (each sees the
//   offers made before it), and the people who may offer get a window (open, paused while one
//   of them writes an offer, closed by its timer, by "continue" or when nobody may offer).
// - A person's card: the bots are asked all at once; the person decides meanwhile.

#include <cstdint>
#include <vector>

#include "engine/game.h"
#include "session/request.h"
#include "session/seats.h"

namespace ps::session {

enum class HelpWindow : std::uint8_t { Closed, Open, Paused };

class HelpRound {
  public:
    // A new card of the current player lies on the table (Word phase). `peopleMayHelp`: the
    // front end runs a help window for people around a bot's word.
    void start(const engine::Game& game, const Seats& seats, bool peopleMayHelp,
               std::uint64_t& nextId);
    // The card is no longer waiting for a word (it was used, redrawn, passed, taken back).
    void reset();

    // The help offers awaited now.
    [[nodiscard]] const std::vector<Request>& asked() const { return asked_; }
    [[nodiscard]] bool isAsked(const Request& request) const;
    // `request` was answered: the next bot in the queue is asked (while the Word phase lasts).
    void answered(const Request& request, const engine::Game& game, std::uint64_t& nextId);

    [[nodiscard]] HelpWindow window() const { return window_; }
    void pauseWindow();
    // `mayGoOn`: someone may still offer and the front end's timer has time left.
    void resumeWindow(bool mayGoOn);
    void closeWindow() { window_ = HelpWindow::Closed; }

    // Seats still to be heard about this card: asked, queued, or a window not closed.
    [[nodiscard]] bool pending() const {
        return !asked_.empty() || !queue_.empty() || window_ != HelpWindow::Closed;
    }

  private:
    std::vector<Request> asked_;
    std::vector<engine::PlayerId> queue_;  // bots to ask after the one asked, in order
    HelpWindow window_ = HelpWindow::Closed;
};

// The people who may offer help now: not the current player, not offered yet for this card.
std::vector<engine::PlayerId> peopleWhoMayOffer(const engine::Game& game, const Seats& seats);

}  // namespace ps::session
