#pragma once
// Shared helpers for the engine tests.

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <string_view>
#include <vector>

#include "builder.h"
#include "engine/game.h"
#include "test_lexicon.h"

namespace ps::engine::testing {

// Asks check() about an action, then applies it to a copy of the game: both must give the same
// answer (nothing, or the same error code and message), and check() must leave the game as it
// was. Returns check()'s answer.
inline std::optional<Error> expectCheckAgreesWithApply(const Game& game, const Action& action) {
    const GameState before = game.state();
    auto checked = game.check(action);
    EXPECT_EQ(game.state(), before) << "check() changed the state";
    Game copy = game;
    const Result applied = copy.apply(action);
    EXPECT_EQ(checked.has_value(), !applied.ok())
        << "check(): " << (checked ? checked->message : "accepted")
        << "; apply(): " << (applied.error ? applied.error->message : "accepted");
    if (checked && applied.error) {
        EXPECT_EQ(checked->code, applied.error->code)
            << errorCodeName(checked->code) << " vs " << errorCodeName(applied.error->code);
        EXPECT_EQ(checked->message, applied.error->message);
    }
    return checked;
}

// Applies an action that must succeed (check() must say so first); returns its events.
inline std::vector<Event> applyOk(Game& game, const Action& action) {
    const auto checked = expectCheckAgreesWithApply(game, action);
    EXPECT_FALSE(checked) << checked->message;
    auto result = game.apply(action);
    EXPECT_TRUE(result.ok()) << (result.error ? result.error->message : "");
    return result.events;
}

// Applies an action that must fail with `code` (check() must refuse it the same way), and
// checks the state did not change.
inline void applyFails(Game& game, const Action& action, ErrorCode code) {
    const GameState before = game.state();
    expectCheckAgreesWithApply(game, action);
    auto result = game.apply(action);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error->code, code)
        << "got " << errorCodeName(result.error->code) << ": " << result.error->message;
    EXPECT_FALSE(result.error->message.empty());
    EXPECT_TRUE(result.events.empty());
    EXPECT_EQ(game.state(), before) << "a refused action changed the state";
}

inline PlayWord playWord(std::string_view word, std::vector<CardId> cards = {}) {
    return PlayWord{ps::word(word), std::move(cards), false};
}

template <typename E>
int countEvents(const std::vector<Event>& events) {
    return static_cast<int>(std::count_if(
        events.begin(), events.end(), [](const Event& e) { return std::holds_alternative<E>(e); }));
}

template <typename E>
std::vector<E> eventsOf(const std::vector<Event>& events) {
    std::vector<E> out;
    for (const auto& e : events) {
        if (const auto* x = std::get_if<E>(&e))
            out.push_back(*x);
    }
    return out;
}

inline std::optional<PlayerId> markerAt(const Game& game, Cell cell) {
    const auto* entry = findCell(game.state(), cell);
    return entry ? entry->marker : std::nullopt;
}

inline void expectConsistent(const GameState& state) {
    const auto problems = findInconsistencies(state);
    EXPECT_TRUE(problems.empty()) << problems.front();
}

inline bool capturedBy(const Game& game, PlayerId player, CardId card) {
    const auto& c = game.state().players[player].captured;
    return std::find(c.begin(), c.end(), card) != c.end();
}

}  // namespace ps::engine::testing
