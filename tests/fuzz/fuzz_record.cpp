// libFuzzer target: the record loader and replay. Any input must be refused with a message or
// loaded into a record that round-trips exactly; replaying it (every word valid) must never
// crash and must leave a consistent state (input_checks.h).

#include <cstdint>
#include <string_view>

#include "fuzz_support.h"
#include "input_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    ps::fuzz::stopOnDefect(ps::fuzz::checkRecordText(text));
    return 0;
}
