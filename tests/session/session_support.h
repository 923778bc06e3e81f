#pragma once
// Shared by the session tests: the test lexicon (a compiled dictionary file), the standard
// deck, medium bots, and small helpers to answer the session's requests by hand.

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <vector>

#include "bots/bot.h"
#include "dictionary/dictionary.h"
#include "engine/io/standard_deck.h"
#include "session/session.h"

namespace ps::session::testing {

inline const dict::Dictionary& lexicon() {
    static const dict::Dictionary dictionary = dict::Dictionary::load(POTEGA_TEST_LEXICON);
    return dictionary;
}

inline engine::GameOptions optionsFor(int players, std::uint64_t seed, int start = 0) {
    engine::GameOptions options;
    options.players = players;
    options.seed = seed;
    options.startPlayer = static_cast<engine::PlayerId>(start);
    return options;
}

inline Session table(const Seats& seats, std::uint64_t seed, int start = 0) {
    return Session(optionsFor(static_cast<int>(seats.size()), seed, start),
                   engine::io::standardDeck(), lexicon(), seats);
}

// One medium bot per seat.
struct MediumBots {
    MediumBots(int players, std::uint64_t seed) {
        for (int seat = 0; seat < players; ++seat) {
            owned.push_back(bots::makeBot(bots::Level::Medium, static_cast<engine::PlayerId>(seat),
                                          bots::Vocabulary{&lexicon(), nullptr}, seed));
            pointers.push_back(owned.back().get());
        }
    }
    std::vector<std::unique_ptr<bots::Bot>> owned;
    std::vector<bots::Bot*> pointers;
};

inline bool contains(const std::vector<Request>& requests, engine::PlayerId seat, Decision what) {
    return std::any_of(requests.begin(), requests.end(),
                       [&](const Request& r) { return r.seat == seat && r.what == what; });
}

inline Request find(const std::vector<Request>& requests, engine::PlayerId seat, Decision what) {
    for (const Request& r : requests) {
        if (r.seat == seat && r.what == what)
            return r;
    }
    ADD_FAILURE() << "no request of that kind for seat " << int(seat);
    return {};
}

// The current player's first legal placement.
inline engine::Action firstPlacement(const engine::Game& game) {
    const engine::PlayerState& player = game.state().players[game.currentPlayer()];
    return engine::PlaceCard{*player.sheetCard, game.legalPlacements().front()};
}

}  // namespace ps::session::testing
