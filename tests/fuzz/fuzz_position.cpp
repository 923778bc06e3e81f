// libFuzzer target: the position loader. Any input must be either refused with a message or
// loaded into a consistent state that round-trips exactly and that the engine accepts; the
// engine's queries and every legal action must then run without crashing.

#include <cstdint>
#include <string_view>

#include "engine/game.h"
#include "engine/io/position.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace ps::engine;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto loaded = io::loadPosition(text);
    if (!loaded.ok()) {
        if (loaded.error.message.empty())
            ps::fuzz::defect("a refusal without a message");
        return 0;
    }
    const GameState& state = *loaded.value;
    if (!findInconsistencies(state).empty())
        ps::fuzz::defect("the loader accepted an inconsistent state");
    const std::string written = io::writePosition(state);
    const auto again = io::loadPosition(written);
    if (!again.ok())
        ps::fuzz::defect("the loader refuses the writer's own output");
    if (!(*again.value == state))
        ps::fuzz::defect("load(write(state)) != state");
    if (io::writePosition(*again.value) != written)
        ps::fuzz::defect("write(load(write(state))) != write(state)");

    static const ps::fuzz::AnyWord lexicon;
    const Game game(state, lexicon);  // throws (= crash) if it disagrees with the loader
    (void)game.scores();
    (void)game.legalPlacements();
    const auto actions = game.legalActions();
    for (std::size_t i = 0; i < actions.size() && i < 64; ++i) {
        Game copy = game;
        (void)copy.apply(actions[i]);
        if (!findInconsistencies(copy.state()).empty())
            ps::fuzz::defect("a legal action left an inconsistent state");
    }
    return 0;
}
