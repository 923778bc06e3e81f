#include "session/seat_player.h"

namespace ps::session {

void BotSeat::receive(const Request& request, const engine::Game& game, Reply reply) {
    switch (request.what) {
        case Decision::TableVote:
            reply(request, Answer::no());
            return;
        case Decision::TakeBackConsent:
            reply(request, Answer::yes());
            return;
        case Decision::TurnAction:
        case Decision::HelpOffer:
        case Decision::HelpAnswer:
        case Decision::OfferAnswer:
        case Decision::ZeppelinChoice:
            // The bot reads the request off the position: its own turn, an offer to make, an
            // answer to a counter.
            reply(request, bot_->decide(game));
            return;
    }
}

}  // namespace ps::session
