// libFuzzer target: the position loader. Any input must be either refused with a message or
// loaded into a consistent state that round-trips exactly and that the engine accepts; the
// engine's queries and every legal action must then run without crashing (input_checks.h).

#include <cstdint>
#include <string_view>

#include "fuzz_support.h"
#include "input_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    ps::fuzz::stopOnDefect(ps::fuzz::checkPositionText(text));
    return 0;
}
