// libFuzzer target: the network messages' readers, the host's referee table and the client's
// reader (net_checks.h). A refused message must change nothing; an accepted one must leave a
// consistent game.

#include <cstdint>
#include <string_view>

#include "fuzz_support.h"
#include "net_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    ps::fuzz::stopOnDefect(ps::fuzz::checkNetMessageText(text));
    return 0;
}
