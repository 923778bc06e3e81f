#pragma once
// A random player for smoke tests and benchmarks: random words built from the available cards
// (with a dictionary that accepts everything), random help deals, random other legal actions.

#include <algorithm>

#include "engine/game.h"
#include "engine/rng.h"

namespace ps::engine::testing {

// A random word for the current player: the placed cards plus random others (table letter
// cards, own captured cards), letters in random order.
inline PlayWord randomWord(const Game& game, Rng& rng) {
    const auto& s = game.state();
    std::vector<CardId> pool;
    for (const auto& e : s.table) {
        if (e.side == Side::Face && !e.frozen &&
            std::find(s.turn.placed.begin(), s.turn.placed.end(), e.card) == s.turn.placed.end()) {
            pool.push_back(e.card);
        }
    }
    for (CardId c : s.players[s.currentPlayer].captured)
        pool.push_back(c);
    rng.shuffle(std::span<CardId>(pool));
    std::vector<CardId> cards = s.turn.placed;
    const auto extra = static_cast<std::size_t>(1 + rng.below(5));
    for (std::size_t i = 0; i < extra && i < pool.size(); ++i)
        cards.push_back(pool[i]);
    rng.shuffle(std::span<CardId>(cards));
    PlayWord play;
    for (CardId c : cards)
        play.word.push_back(s.deck[c].letter);
    play.cards = cards;
    return play;
}

// One random step. Returns the action applied (it always succeeds unless the game is over).
inline Result randomStep(Game& game, Rng& rng) {
    const auto& s = game.state();
    if (s.phase == Phase::Word && rng.below(10) < 8) {
        PlayWord play = randomWord(game, rng);
        if (rng.below(4) == 0) {
            // A help deal: another player offers the word, priced at its first table card.
            const int players = static_cast<int>(s.players.size());
            const auto helper = static_cast<PlayerId>(
                (s.currentPlayer + 1 + static_cast<int>(rng.below(players - 1))) % players);
            std::vector<CardId> price;
            for (CardId c : play.cards) {
                if (price.empty() && findCard(s, c))
                    price.push_back(c);
            }
            if (game.apply(HelpOffer{helper, play.word, play.cards, price}).ok()) {
                auto deal = game.apply(HelpAccept{helper, s.currentPlayer, true});
                if (deal.ok())
                    return deal;
                game.apply(HelpRefuse{helper});
            }
        } else {
            // Half the time let the engine choose the cards (the default choice, with the
            // variant's ŚWIST / ŹRENICE when they pay).
            if (rng.below(2) == 0)
                play.cards.clear();
            auto result = game.apply(play);
            if (result.ok())
                return result;
        }
    }
    const auto legal = game.legalActions();
    if (legal.empty())
        return Result{{}, Error{ErrorCode::GameOver, "no legal action"}};
    return game.apply(legal[rng.below(legal.size())]);
}

}  // namespace ps::engine::testing
