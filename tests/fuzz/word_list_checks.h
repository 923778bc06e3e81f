#pragma once
// The properties the word-list fuzz target demands of any input, as a plain function: the
// libFuzzer target (fuzz_word_list.cpp) aborts on a defect, and
// tests/dictionary/word_list_corpus_test.cpp replays the committed corpus through it.

#include <cstdint>
#include <cstring>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "dictionary/compiler.h"
#include "dictionary/dictionary.h"
#include "dictionary/format.h"

namespace ps::fuzz {

// Any bytes as a word list must be refused with a message that is safe to print (no control
// character from the list reaches a terminal, no message longer than a few hundred bytes), or
// compile into a dictionary that loads, holds as many words as reported (at least one), names
// its checksum in its header, and comes out byte for byte the same when compiled again.
inline std::optional<std::string> checkWordListText(std::string_view text) {
    const auto compile = [&] {
        std::istringstream list{std::string(text)};
        return dict::compileWordList(list);
    };
    const dict::WordListResult result = compile();
    if (!result.ok()) {
        if (result.status == dict::WordListStatus::Cancelled)
            return "cancelled without being asked to";
        if (result.message.empty())
            return "a refusal without a message";
        if (result.message.size() > 400)
            return "a refusal of " + std::to_string(result.message.size()) + " bytes";
        for (const char c : result.message) {
            const auto byte = static_cast<unsigned char>(c);
            if (byte < 0x20 || byte == 0x7F)
                return "a control character in the message: " + result.message.substr(0, 200);
        }
        if (result.fault == dict::WordListFault::None)
            return "a refusal without a fault: " + result.message;
        return std::nullopt;
    }
    const dict::CompiledWordList& compiled = *result.compiled;
    if (compiled.words == 0)
        return "compiled a dictionary of no words";
    try {
        const auto dictionary = dict::Dictionary::fromBytes(compiled.bytes, "fuzzed list");
        if (dictionary.wordCount() != compiled.words)
            return "the dictionary holds " + std::to_string(dictionary.wordCount()) +
                   " words, the compiler reported " + std::to_string(compiled.words);
    } catch (const std::exception& error) {
        return std::string("the compiled dictionary does not load: ") + error.what();
    }
    std::uint64_t checksum = 0;
    std::memcpy(&checksum, compiled.bytes.data() + dict::format::offsets::kChecksum,
                sizeof checksum);
    if (checksum != compiled.checksum)
        return "the reported checksum is not the header's";
    const dict::WordListResult again = compile();
    if (!again.ok() || again.compiled->bytes != compiled.bytes)
        return "compiling the same list twice gave different files";
    return std::nullopt;
}

}  // namespace ps::fuzz
