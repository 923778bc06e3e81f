// libFuzzer target: the user word-list compiler (compile LIST OUT, the app's Settings →
// Dictionary). Any bytes must be refused with a printable message or compile into a dictionary
// that loads as reported (word_list_checks.h).

#include <cstdint>
#include <string_view>

#include "fuzz_support.h"
#include "word_list_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    ps::fuzz::stopOnDefect(ps::fuzz::checkWordListText(text));
    return 0;
}
