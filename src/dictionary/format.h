#pragma once
// The compiled dictionary file (".dict"), format version 3. All integers little-endian.
//
//   offset  size  field
//   0       8     magic "PSDICT\x1a\n"
//   8       4     format version (3; version 2 is still read: it has no abbreviation section)
//   12      4     header size (192)
//   16      128   the alphabet: 32 UTF-32 code points, index = letter
//   144     8     number of words
//   152     8     file size in bytes
//   160     8     checksum of the whole file, computed with this field zeroed
//   168     4     number of sections
//   172     4     root state of the word automaton
//   176     4     root state of the stem automaton
//   180     4     root state of the proper-noun automaton (version 3)
//   184     8     reserved, zero
//   192     24*n  section directory: u32 id, u32 zero, u64 offset, u64 byte size
//   ...           the sections, each starting at a multiple of 8
//
// Sections: see Section below and docs/dictionary.md.

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

namespace ps::dict::format {

inline constexpr std::array<char, 8> kMagic = {'P', 'S', 'D', 'I', 'C', 'T', '\x1a', '\n'};
inline constexpr std::uint32_t kVersion = 3;  // 2: four-lane checksum; 3: abbreviations
inline constexpr std::uint32_t kOldestReadableVersion = 2;
inline constexpr std::size_t kHeaderSize = 192;
inline constexpr std::size_t kDirectoryEntrySize = 24;
inline constexpr std::size_t kChecksumOffset = 160;

namespace offsets {
inline constexpr std::size_t kVersion = 8;
inline constexpr std::size_t kHeaderSize = 12;
inline constexpr std::size_t kAlphabet = 16;
inline constexpr std::size_t kWordCount = 144;
inline constexpr std::size_t kFileSize = 152;
inline constexpr std::size_t kChecksum = 160;
inline constexpr std::size_t kSectionCount = 168;
inline constexpr std::size_t kWordRoot = 172;
inline constexpr std::size_t kStemRoot = 176;
inline constexpr std::size_t kProperNounRoot = 180;
}  // namespace offsets

enum class Section : std::uint32_t {
    WordEdges = 1,     // u32 edges of the automaton of all words (automaton.h)
    StemEdges = 2,     // u32 edges of the automaton of the hunspell stems
    StemStarts = 3,    // u64 bit set over the stem lines (sorted by stem): 1 = first line of a stem
    LineFlagSets = 4,  // u16 per stem line: its flag set
    FlagSets = 5,      // u64 per distinct flag set: bit i = affix class i
    Rules = 6,         // kRuleRecordSize bytes per affix rule (below)
    RuleLetters = 7,   // u8 letters of the rules' strip and add strings
    RuleConditions = 8,  // u32 letter masks of the rules' conditions
    Abbreviations = 9,   // the abbreviations the compiler dropped: u8 length + letters each,
                         // strictly ascending (version 3)
    ProperNouns = 10,    // u32 edges of the automaton of the capitalised words of the word
                         // lists (lowercased) that are no word themselves (version 3)
};
inline constexpr std::uint32_t kSectionCount = 10;
// Sections in a file of the given (readable) version.
inline constexpr std::uint32_t sectionCount(std::uint32_t version) {
    return version == 2 ? 8 : kSectionCount;
}

// The key by which the loader looks suffix rules up: the length and then 5 bits per letter of
// the ending a rule adds (at most 11 letters). The compiler writes suffix rules in order of
// this key, so the loader's table needs no sorting (it still sorts a file that is not).
inline constexpr std::size_t kMaxKeyedEnding = 11;
inline std::uint64_t endingKey(std::span<const std::uint8_t> ending) {
    std::uint64_t key = ending.size();
    for (const std::uint8_t letter : ending) {
        key = (key << 5) | letter;
    }
    return key;
}

// An affix rule record: u8 class, u8 is-prefix, u8 cross-product, u8 strip length,
// u8 add length, u8 condition length, u16 zero, u32 strip offset, u32 add offset (in
// RuleLetters), u32 condition offset (in RuleConditions), u32 zero.
inline constexpr std::size_t kRuleRecordSize = 24;

// 64-bit checksum: every 8 bytes (zero-padded at the end) are mixed by bijective steps (xor,
// rotate, odd multiply) into one of four lanes in turn, the lanes then into one state, so any
// single changed word changes the sum. The 8 bytes at `zeroedField` (a multiple of 8), if
// given, count as zero: the file's own checksum field, without writing to the file.
inline constexpr std::size_t kNoZeroedField = ~std::size_t{0};
std::uint64_t checksum(std::span<const std::uint8_t> bytes,
                       std::size_t zeroedField = kNoZeroedField);

}  // namespace ps::dict::format
