#pragma once
// The identity of the dictionary a game was played with: the compiled file's checksum (its
// header's, dictionary/format.h) and its number of words. Positions and records carry it
// (version 2 of both formats, docs/formats.md), so that a game loaded with another dictionary
// can say so: the same actions may be judged differently by another word list.
//
// In JSON: {"checksum": "0123456789abcdef", "words": 3012345} — the checksum as 16 lowercase
// hexadecimal digits (a 64-bit number does not survive every JSON reader as a number).

#include <cstdint>
#include <optional>
#include <string>

#include "engine/io/json_text.h"

namespace ps::engine::io {

struct DictionaryIdentity {
    std::uint64_t checksum = 0;
    std::uint64_t words = 0;

    bool operator==(const DictionaryIdentity&) const = default;
};

// The largest word count accepted (a compiled dictionary holds at most 1 GiB).
inline constexpr std::uint64_t kMaxDictionaryWords = std::uint64_t{1} << 32;

Json dictionaryIdentityToJson(const DictionaryIdentity& identity);
// "0123456789abcdef"
std::string checksumText(std::uint64_t checksum);

namespace detail {
// Reads {"checksum", "words"} at `path`; throws FormatFailure naming the field and the fault.
DictionaryIdentity readDictionaryIdentity(const Json& value, const std::string& path);
}  // namespace detail

}  // namespace ps::engine::io
