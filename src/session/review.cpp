#include "session/review.h"

#include <stdexcept>
#include <string>

#include "session/session.h"

namespace ps::session {

using namespace ps::engine;

std::vector<TurnToReview> turnsToReview(const io::Record& record, const dict::Lexicon& lexicon,
                                        const std::vector<bool>& reviewed,
                                        const std::atomic<bool>* cancel) {
    Session session(record.options, record.deck, lexicon,
                    Seats(static_cast<std::size_t>(record.options.players), Seat::person()));
    std::vector<TurnToReview> turns;
    std::optional<std::size_t> open;        // the turn being played, when it is reviewed
    std::optional<std::size_t> closedLine;  // a turn whose line stopped before its end
    const auto begin = [&](PlayerId seat) {
        open.reset();
        if (seat < reviewed.size() && reviewed[seat]) {
            turns.push_back(TurnToReview{session.game().state().round,
                                         seat,
                                         session.game(),
                                         std::nullopt,
                                         std::nullopt,
                                         0,
                                         session.game(),
                                         {}});
            open = turns.size() - 1;
        }
    };
    session.setObserver([&](const Step& step) {
        for (const Event& event : step.events) {
            TurnToReview* turn = open ? &turns[*open] : nullptr;
            if (const auto* word = std::get_if<WordPlayed>(&event);
                word && turn && word->player == turn->seat) {
                turn->played = word->word;
                turn->helper = word->helper;
            } else if (const auto* captured = std::get_if<CardCaptured>(&event);
                       captured && turn && captured->player == turn->seat) {
                ++turn->playedCaptures;
            } else if (const auto* began = std::get_if<TurnBegan>(&event)) {
                begin(began->player);
            }
        }
    });
    begin(session.game().currentPlayer());
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        if (cancel != nullptr && cancel->load())
            break;
        const Action& action = record.actions[i];
        // The line: what the turn's player and its helpers did, from the last placement on.
        std::optional<std::size_t> lineTurn;
        if (open && session.game().currentPlayer() == turns[*open].seat && closedLine != open)
            lineTurn = open;
        if (lineTurn && std::holds_alternative<ZeppelinKeep>(action))
            closedLine = lineTurn;
        else if (lineTurn && !std::holds_alternative<Redraw>(action))
            turns[*lineTurn].line.push_back(action);
        if (const auto error = session.apply(action)) {
            throw std::invalid_argument("action " + std::to_string(i + 1) +
                                        " of the record is refused: " + error->message);
        }
        if (lineTurn && std::holds_alternative<Redraw>(action)) {
            // A new card to place: the line starts again.
            turns[*lineTurn].lineStart = session.game();
            turns[*lineTurn].line.clear();
        }
    }
    return turns;
}

}  // namespace ps::session
