#pragma once
// The properties the fuzz targets demand of any input, as plain functions: the libFuzzer
// targets abort on a defect, and tests/engine_io/fuzz_corpus_test.cpp replays the committed
// corpus (seeds and every crash found so far) through the same checks in the normal test
// suite, so a fixed defect stays fixed without a fuzzing run.

#include <algorithm>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "dictionary/lexicon.h"
#include "engine/game.h"
#include "engine/io/action_json.h"
#include "engine/io/position.h"
#include "engine/io/record.h"

namespace ps::fuzz {

// Every word is valid and unrelated: lets fuzzed inputs reach deep into the rules.
class AnyWord final : public dict::Lexicon {
  public:
    [[nodiscard]] bool contains(std::span<const Letter> word) const override {
        return !word.empty();
    }
    [[nodiscard]] dict::Relation relation(std::span<const Letter> candidate,
                                          std::span<const Letter> played) const override {
        return std::equal(candidate.begin(), candidate.end(), played.begin(), played.end())
                   ? dict::Relation::SameFamily
                   : dict::Relation::None;
    }
};

inline std::string joined(const std::vector<std::string>& lines) {
    std::string text;
    for (const auto& line : lines)
        text += (text.empty() ? "" : "; ") + line;
    return text;
}

// Any text must be refused with a message, or load into a consistent state that round-trips
// exactly and that the engine accepts; its queries and (up to 64) legal actions must then run
// and leave consistent states. Returns what went wrong, or nothing.
inline std::optional<std::string> checkPositionText(std::string_view text) {
    using namespace ps::engine;
    const auto loaded = io::loadPosition(text);
    if (!loaded.ok()) {
        if (loaded.error.message.empty())
            return "a refusal without a message";
        return std::nullopt;
    }
    const GameState& state = *loaded.value;
    if (const auto faults = findInconsistencies(state); !faults.empty())
        return "the loader accepted an inconsistent state: " + joined(faults);
    const std::string written = io::writePosition(state);
    const auto again = io::loadPosition(written);
    if (!again.ok())
        return "the loader refuses the writer's own output: " + again.error.message;
    if (!(*again.value == state))
        return "load(write(state)) != state";
    if (io::writePosition(*again.value) != written)
        return "write(load(write(state))) != write(state)";

    static const AnyWord lexicon;
    const Game game(state, lexicon);  // throws (= a crash) if it disagrees with the loader
    (void)game.scores();
    (void)game.legalPlacements();
    const auto actions = game.legalActions();
    for (std::size_t i = 0; i < actions.size() && i < 64; ++i) {
        Game copy = game;
        (void)copy.apply(actions[i]);
        if (const auto faults = findInconsistencies(copy.state()); !faults.empty())
            return "a legal action (" + io::actionToJson(actions[i], state.deck).dump() +
                   ") left an inconsistent state: " + joined(faults);
    }
    return std::nullopt;
}

// Any text must be refused with a message, or load into a record that round-trips exactly;
// replaying it (every word valid) must leave a consistent state.
inline std::optional<std::string> checkRecordText(std::string_view text) {
    using namespace ps::engine;
    const auto loaded = io::loadRecord(text);
    if (!loaded.ok()) {
        if (loaded.error.message.empty())
            return "a refusal without a message";
        return std::nullopt;
    }
    const io::Record& record = *loaded.value;
    const std::string written = io::writeRecord(record);
    const auto again = io::loadRecord(written);
    if (!again.ok())
        return "the loader refuses the writer's own output: " + again.error.message;
    if (!(*again.value == record))
        return "load(write(record)) != record";
    if (io::writeRecord(*again.value) != written)
        return "write(load(write(record))) != write(record)";
    if (record.actions.size() > 400)
        return std::nullopt;  // long replays only slow fuzzing
    static const AnyWord lexicon;
    const auto replayed = io::replay(record, lexicon);
    if (const auto faults = findInconsistencies(replayed.state); !faults.empty())
        return "a replay left an inconsistent state: " + joined(faults);
    return std::nullopt;
}

}  // namespace ps::fuzz
