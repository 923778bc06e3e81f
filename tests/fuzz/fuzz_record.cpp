// libFuzzer target: the record loader and replay. Any input must be refused with a message or
// loaded into a record that round-trips exactly; replaying it (every word valid) must never
// crash and must leave a consistent state.

#include <cstdint>
#include <string_view>

#include "engine/io/record.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace ps::engine;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto loaded = io::loadRecord(text);
    if (!loaded.ok()) {
        if (loaded.error.message.empty())
            ps::fuzz::defect("a refusal without a message");
        return 0;
    }
    const io::Record& record = *loaded.value;
    const std::string written = io::writeRecord(record);
    const auto again = io::loadRecord(written);
    if (!again.ok())
        ps::fuzz::defect("the loader refuses the writer's own output");
    if (!(*again.value == record))
        ps::fuzz::defect("load(write(record)) != record");
    if (io::writeRecord(*again.value) != written)
        ps::fuzz::defect("write(load(write(record))) != write(record)");
    if (record.actions.size() > 400)
        return 0;  // long replays only slow the fuzzer down
    static const ps::fuzz::AnyWord lexicon;
    const auto replayed = io::replay(record, lexicon);
    if (!findInconsistencies(replayed.state).empty())
        ps::fuzz::defect("a replay left an inconsistent state");
    return 0;
}
