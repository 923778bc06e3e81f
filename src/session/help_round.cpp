#include "session/help_round.h"

#include <algorithm>

namespace ps::session {

using engine::PlayerId;

std::vector<PlayerId> peopleWhoMayOffer(const engine::Game& game, const Seats& seats) {
    std::vector<PlayerId> people;
    const engine::GameState& state = game.state();
    if (game.isOver() || state.phase != engine::Phase::Word || state.turn.placed.empty())
        return people;
    const auto& offered = state.turn.helpersOffered;
    for (std::size_t seat = 0; seat < seats.size(); ++seat) {
        const auto id = static_cast<PlayerId>(seat);
        if (id != state.currentPlayer && !seats[seat].isBot() &&
            std::find(offered.begin(), offered.end(), id) == offered.end()) {
            people.push_back(id);
        }
    }
    return people;
}

void HelpRound::start(const engine::Game& game, const Seats& seats, bool peopleMayHelp,
                      std::uint64_t& nextId) {
    reset();
    const engine::GameState& state = game.state();
    const int players = state.options.players;
    const PlayerId active = state.currentPlayer;
    std::vector<PlayerId> bots;
    for (int k = 1; k < players; ++k) {
        const auto seat = static_cast<PlayerId>((active + k) % players);
        if (seats[seat].isBot())
            bots.push_back(seat);
    }
    if (!seats[active].isBot()) {
        // A person's word: the bots think side by side; the person decides meanwhile.
        for (const PlayerId seat : bots)
            asked_.push_back(Request{seat, Decision::HelpOffer, ++nextId, std::nullopt});
        return;
    }
    // A bot's word: one bot after another, so that the same seed replays the same game
    // whether the bots think one at a time (CLI) or side by side (the app).
    if (!bots.empty()) {
        asked_.push_back(Request{bots.front(), Decision::HelpOffer, ++nextId, std::nullopt});
        queue_.assign(bots.begin() + 1, bots.end());
    }
    if (peopleMayHelp && !peopleWhoMayOffer(game, seats).empty())
        window_ = HelpWindow::Open;
}

void HelpRound::reset() {
    asked_.clear();
    queue_.clear();
    window_ = HelpWindow::Closed;
}

bool HelpRound::isAsked(const Request& request) const {
    return std::find(asked_.begin(), asked_.end(), request) != asked_.end();
}

void HelpRound::answered(const Request& request, const engine::Game& game, std::uint64_t& nextId) {
    std::erase(asked_, request);
    if (game.isOver() || game.state().phase != engine::Phase::Word) {
        asked_.clear();
        queue_.clear();
        return;
    }
    if (asked_.empty() && !queue_.empty()) {
        asked_.push_back(Request{queue_.front(), Decision::HelpOffer, ++nextId, std::nullopt});
        queue_.erase(queue_.begin());
    }
}

void HelpRound::pauseWindow() {
    if (window_ == HelpWindow::Open)
        window_ = HelpWindow::Paused;
}

void HelpRound::resumeWindow(bool mayGoOn) {
    if (window_ == HelpWindow::Paused)
        window_ = mayGoOn ? HelpWindow::Open : HelpWindow::Closed;
}

}  // namespace ps::session
