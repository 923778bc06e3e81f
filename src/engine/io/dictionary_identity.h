#pragma once
// The identity of the dictionary a game was played with: the compiled file's checksum (its
// header's, dictionary/format.h) and its number of words. Positions and records carry it
// (version 2 of both formats, docs/formats.md), so that a game loaded with another dictionary
// can say so: the same actions may be judged differently by another word list.
//
// In JSON: {"checksum": "0123456789abcdef", "words": 3012345} — the checksum as 16 lowercase
// hexadecimal digits (a 64-bit number does not survive every JSON reader as a number).
//
// The player's own additions and removals over that dictionary (dict::WordOverlay) are part of
// the identity: {"checksum", "words", "overlay": {"checksum", "added", "removed"}}, written only
// when there are any (version 3 of both formats), so that a game without them is the same
// document as before and an older save without the field is a game without them.

#include <cstdint>
#include <optional>
#include <string>

#include "engine/io/json_text.h"

namespace ps::engine::io {

// The overlay's part (dict::OverlayIdentity, kept apart so that this layer needs no
// dictionary): all zeros for no additions or removals.
struct OverlayIdentity {
    std::uint64_t checksum = 0;
    std::uint64_t added = 0;
    std::uint64_t removed = 0;

    [[nodiscard]] bool empty() const { return added == 0 && removed == 0; }
    bool operator==(const OverlayIdentity&) const = default;
};

struct DictionaryIdentity {
    std::uint64_t checksum = 0;
    std::uint64_t words = 0;
    OverlayIdentity overlay{};

    // The same compiled dictionary, whatever the overlays.
    [[nodiscard]] bool sameDictionary(const DictionaryIdentity& other) const {
        return checksum == other.checksum && words == other.words;
    }

    bool operator==(const DictionaryIdentity&) const = default;
};

// The largest word count accepted (a compiled dictionary holds at most 1 GiB); also the
// largest count of added or removed words.
inline constexpr std::uint64_t kMaxDictionaryWords = std::uint64_t{1} << 32;

Json dictionaryIdentityToJson(const DictionaryIdentity& identity);
// "0123456789abcdef"
std::string checksumText(std::uint64_t checksum);

namespace detail {
// Reads {"checksum", "words"} at `path`, and "overlay" when `withOverlay` (a version 3
// document, where it is required); throws FormatFailure naming the field and the fault.
DictionaryIdentity readDictionaryIdentity(const Json& value, const std::string& path,
                                          bool withOverlay = false);
}  // namespace detail

}  // namespace ps::engine::io
