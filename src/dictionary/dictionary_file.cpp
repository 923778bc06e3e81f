// Loading a compiled dictionary: mapping or reading the file, then checking every section
// before anything is used (docs/dictionary.md, "File format").
#include "dictionary/dictionary.h"
#include "dictionary/dictionary_error.h"

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <iterator>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "dictionary/bit_count.h"
#include "dictionary/format.h"
#include "text/bounded_file.h"
#include "text/normalize.h"
#include "text/printable.h"

namespace ps::dict {

using format::endingKey;
using format::kMaxKeyedEnding;

Dictionary Dictionary::load(const std::filesystem::path& path) {
    // The name as messages show it: escaped and cut.
    const std::string shown = text::printableText(path.string(), text::kEchoedPathBytes);
    const auto cannot = [&](const char* what) {
        return DictionaryFileError(
            shown + ": cannot " + what + " the dictionary file (" + std::strerror(errno) + ")",
            DictionaryFault::CannotRead);
    };
    // Type and size first (a FIFO or a device is refused without blocking), then the header
    // alone: a file that is not a dictionary, or whose size disagrees with its header, is
    // refused before any of it is mapped.
    auto opened = text::openRegularFile(path, kMaxDictionaryBytes);
    if (!opened.file)
        throw DictionaryFileError(opened.error + " (the dictionary file)",
                                  DictionaryFault::CannotRead);
    const int fd = opened.file->fd();
    const std::size_t size = opened.file->size();
    if (size == 0)
        return fromStorage(std::make_shared<std::uint32_t>(0), 0, shown);
    std::vector<std::uint8_t> header(std::min(size, format::kHeaderSize), 0);
    if (::pread(fd, header.data(), header.size(), 0) != static_cast<ssize_t>(header.size()))
        throw cannot("read");
    if (header.size() < format::kMagic.size() ||
        std::memcmp(header.data(), format::kMagic.data(), format::kMagic.size()) != 0) {
        throw DictionaryFileError(shown + ": not a Potęga Słowa dictionary (wrong magic)",
                                  DictionaryFault::NotADictionary);
    }
    if (header.size() >= format::offsets::kFileSize + 8) {
        std::uint64_t declared = 0;
        std::memcpy(&declared, header.data() + format::offsets::kFileSize, sizeof declared);
        if (declared != size) {
            throw DictionaryFileError(
                shown + ": " + (size < declared ? "truncated: " : "trailing data: ") +
                    std::to_string(size) + " bytes, the header says " + std::to_string(declared),
                DictionaryFault::Truncated);
        }
    }
    // Mapped, not read: no copy and no fresh pages to clear (most of the load time was the
    // kernel's). Read-only: the loader never writes to it. The bytes past the end of the file
    // in its last page read as zero, which pads the last 32-bit word.
    void* mapped = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
    if (mapped == MAP_FAILED)
        throw cannot("map");
    std::shared_ptr<const std::uint32_t> storage(
        static_cast<const std::uint32_t*>(mapped),
        [size](const std::uint32_t* words) { ::munmap(const_cast<std::uint32_t*>(words), size); });
    return fromStorage(std::move(storage), size, shown);
}

Dictionary Dictionary::fromBytes(const std::vector<std::uint8_t>& bytes, const std::string& name) {
    const std::size_t words = (bytes.size() + 3) / 4;
    auto storage = std::make_unique<std::uint32_t[]>(words == 0 ? 1 : words);
    if (!bytes.empty()) {
        std::memcpy(storage.get(), bytes.data(), bytes.size());
    }
    return fromStorage(std::shared_ptr<const std::uint32_t>(storage.release(),
                                                            std::default_delete<std::uint32_t[]>()),
                       bytes.size(), name);
}

namespace {

// Reads the fixed-width fields of a compiled dictionary in memory, and words its faults as
// "name: fault".
class StorageReader {
  public:
    StorageReader(const std::uint32_t* words, std::size_t size, const std::string& name)
        // Byte access to the words is allowed (unsigned char may alias anything).
        : words_(words),
          bytes_(reinterpret_cast<const std::uint8_t*>(words)),
          size_(size),
          name_(name) {}

    [[nodiscard]] const std::uint32_t* words() const { return words_; }
    [[nodiscard]] const std::uint8_t* bytes() const { return bytes_; }
    [[nodiscard]] std::size_t size() const { return size_; }
    [[nodiscard]] std::uint32_t u32At(std::size_t offset) const {
        return readAt<std::uint32_t>(offset);
    }
    [[nodiscard]] std::uint64_t u64At(std::size_t offset) const {
        return readAt<std::uint64_t>(offset);
    }
    [[nodiscard]] DictionaryFileError fail(const std::string& fault,
                                           DictionaryFault kind = DictionaryFault::Damaged) const {
        return DictionaryFileError(name_ + ": " + fault, kind);
    }

  private:
    template <class T>
    [[nodiscard]] T readAt(std::size_t offset) const {
        T value;
        std::memcpy(&value, bytes_ + offset, sizeof(T));
        return value;
    }

    const std::uint32_t* words_;
    const std::uint8_t* bytes_;
    std::size_t size_;
    const std::string& name_;
};

constexpr std::size_t minimumFileSize(std::uint32_t sectionCount) {
    return format::kHeaderSize + format::kDirectoryEntrySize * sectionCount;
}
// The smallest file of any readable version (the oldest has the fewest sections).
constexpr std::size_t kMinimumFileSize =
    minimumFileSize(format::sectionCount(format::kOldestReadableVersion));

// The header: magic, size, version, checksum and alphabet, in that order. Returns the version.
std::uint32_t checkHeader(const StorageReader& reader) {
    const std::size_t size = reader.size();
    if (size == 0)
        throw reader.fail("empty (0 bytes), not a dictionary", DictionaryFault::NotADictionary);
    if (size < format::kMagic.size() ||
        std::memcmp(reader.bytes(), format::kMagic.data(), format::kMagic.size()) != 0) {
        throw reader.fail("not a Potęga Słowa dictionary (wrong magic)",
                          DictionaryFault::NotADictionary);
    }
    if (size < kMinimumFileSize) {
        throw reader.fail("truncated: " + std::to_string(size) + " bytes, the header alone needs " +
                              std::to_string(kMinimumFileSize),
                          DictionaryFault::Truncated);
    }
    const auto version = reader.u32At(format::offsets::kVersion);
    if (version < format::kOldestReadableVersion || version > format::kVersion) {
        throw reader.fail("dictionary format version " + std::to_string(version) +
                              ", this program reads versions " +
                              std::to_string(format::kOldestReadableVersion) + " to " +
                              std::to_string(format::kVersion) + " (recompile the dictionary)",
                          DictionaryFault::OtherVersion);
    }
    const std::uint32_t sectionCount = format::sectionCount(version);
    if (size < minimumFileSize(sectionCount)) {
        throw reader.fail("truncated: " + std::to_string(size) + " bytes, the header alone needs " +
                              std::to_string(minimumFileSize(sectionCount)),
                          DictionaryFault::Truncated);
    }
    const auto fileSize = reader.u64At(format::offsets::kFileSize);
    if (fileSize != size) {
        throw reader.fail((size < fileSize ? "truncated: " : "trailing data: ") +
                              std::to_string(size) + " bytes, the header says " +
                              std::to_string(fileSize),
                          DictionaryFault::Truncated);
    }
    if (reader.u32At(format::offsets::kHeaderSize) != format::kHeaderSize ||
        reader.u32At(format::offsets::kSectionCount) != sectionCount) {
        throw reader.fail("corrupt header");
    }
    const auto storedChecksum = reader.u64At(format::offsets::kChecksum);
    const auto actualChecksum = format::checksum(
        std::span<const std::uint8_t>(reader.bytes(), size), format::offsets::kChecksum);
    if (actualChecksum != storedChecksum) {
        throw reader.fail("corrupt: the checksum does not match the contents");
    }
    for (int i = 0; i < kAlphabetSize; ++i) {
        if (reader.u32At(format::offsets::kAlphabet + 4 * static_cast<std::size_t>(i)) !=
            kLowercaseLetters[static_cast<std::size_t>(i)]) {
            throw reader.fail("built for a different alphabet");
        }
    }
    return version;
}

// (offset, length) of each section, indexed by its id (format::Section).
using SectionTable = std::array<std::pair<std::size_t, std::size_t>, format::kSectionCount + 1>;

SectionTable readSectionDirectory(const StorageReader& reader, std::uint32_t version) {
    const std::size_t size = reader.size();
    const std::uint32_t sectionCount = format::sectionCount(version);
    SectionTable sections{};
    for (std::size_t s = 0; s < sectionCount; ++s) {
        const std::size_t entry = format::kHeaderSize + s * format::kDirectoryEntrySize;
        const auto id = reader.u32At(entry);
        const auto offset = reader.u64At(entry + 8);
        const auto length = reader.u64At(entry + 16);
        if (id == 0 || id > sectionCount || sections[id].second != 0 || offset % 8 != 0 ||
            offset < minimumFileSize(sectionCount) || offset > size || length > size - offset) {
            throw reader.fail("corrupt section directory (entry " + std::to_string(s + 1) + ")");
        }
        sections[id] = {static_cast<std::size_t>(offset), static_cast<std::size_t>(length)};
    }
    return sections;
}

// The sections' contents: the automata in place, the small sections copied into typed arrays
// (no aliasing casts).
struct SectionContents {
    std::span<const std::uint32_t> wordEdges;
    std::span<const std::uint32_t> stemEdges;
    std::vector<std::uint16_t> lineFlagSets;
    std::vector<std::uint64_t> flagSets;
    std::vector<std::uint64_t> stemStarts;
    std::vector<std::uint8_t> rules;
    std::vector<std::uint8_t> ruleLetters;
    std::vector<std::uint32_t> ruleConditions;
    std::vector<Word> abbreviations;
    std::span<const std::uint32_t> properNounEdges;  // empty in a version-2 file
};

// The abbreviation section: u8 length (1 to 64) and that many letters per word, strictly
// ascending, so that lookups can bisect.
std::vector<Word> readAbbreviations(const StorageReader& reader,
                                    std::pair<std::size_t, std::size_t> section) {
    const auto [offset, length] = section;
    std::vector<Word> words;
    const std::uint8_t* bytes = reader.bytes() + offset;
    for (std::size_t i = 0; i < length;) {
        const std::size_t count = bytes[i];
        if (count == 0 || count > text::kMaxWordLength || count > length - i - 1) {
            throw reader.fail("corrupt abbreviation section (word length)");
        }
        Word word(bytes + i + 1, bytes + i + 1 + count);
        if (std::any_of(word.begin(), word.end(), [](Letter l) { return l >= kAlphabetSize; }) ||
            (!words.empty() && !(words.back() < word))) {
            throw reader.fail("corrupt abbreviation section (letters or order)");
        }
        words.push_back(std::move(word));
        i += 1 + count;
    }
    return words;
}

SectionContents readSections(const StorageReader& reader, const SectionTable& sections) {
    const auto checkedSection = [&](format::Section id, std::size_t elementSize, const char* what) {
        const auto [offset, length] = sections[static_cast<std::size_t>(id)];
        if (length % elementSize != 0) {
            throw reader.fail(std::string("corrupt ") + what + " section (size " +
                              std::to_string(length) + ")");
        }
        return std::pair{offset, length};
    };
    const auto copySection = [&]<class T>(format::Section id, std::vector<T>& out,
                                          const char* what) {
        const auto [offset, length] = checkedSection(id, sizeof(T), what);
        out.resize(length / sizeof(T));
        if (length > 0) {
            std::memcpy(out.data(), reader.bytes() + offset, length);
        }
    };
    // The automata are used in place: 32-bit words at 8-aligned offsets of the storage.
    const auto edgeSection = [&](format::Section id, const char* what) {
        const auto [offset, length] = checkedSection(id, 4, what);
        return std::span<const std::uint32_t>(reader.words() + offset / 4, length / 4);
    };

    SectionContents contents;
    contents.wordEdges = edgeSection(format::Section::WordEdges, "word automaton");
    contents.stemEdges = edgeSection(format::Section::StemEdges, "stem automaton");
    copySection(format::Section::LineFlagSets, contents.lineFlagSets, "line flag set");
    copySection(format::Section::FlagSets, contents.flagSets, "flag set");
    copySection(format::Section::StemStarts, contents.stemStarts, "stem start");
    copySection(format::Section::Rules, contents.rules, "affix rule");
    copySection(format::Section::RuleLetters, contents.ruleLetters, "affix letter");
    copySection(format::Section::RuleConditions, contents.ruleConditions, "affix condition");
    if (contents.rules.size() % format::kRuleRecordSize != 0) {
        throw reader.fail("corrupt affix rule section");
    }
    // Version 2 files have no such section (its table entry stays empty): no abbreviations.
    if (sections[static_cast<std::size_t>(format::Section::ProperNouns)].second > 0) {
        contents.properNounEdges = edgeSection(format::Section::ProperNouns, "proper noun");
    }
    contents.abbreviations = readAbbreviations(
        reader, sections[static_cast<std::size_t>(format::Section::Abbreviations)]);
    return contents;
}

// The family table: the first line of each stem, from the stem-start bit set (bits past the
// last line must be clear), with one more entry past the last line; and every line's flag set
// in range.
std::vector<std::uint32_t> readFamilyTable(const StorageReader& reader,
                                           const SectionContents& contents,
                                           std::uint64_t stemCount) {
    const auto& stemStarts = contents.stemStarts;
    const std::size_t lineCount = contents.lineFlagSets.size();
    if (stemStarts.size() != (lineCount + 63) / 64) {
        throw reader.fail("corrupt family table (size)");
    }
    std::uint64_t startCount = 0;
    for (const std::uint64_t bits : stemStarts) {
        startCount += static_cast<std::uint64_t>(std::popcount(bits));
    }
    const bool bitsPastEnd = lineCount % 64 != 0 && (stemStarts.back() >> (lineCount % 64)) != 0;
    if (bitsPastEnd || startCount > stemCount) {
        throw reader.fail("corrupt family table (stem starts)");
    }
    if (startCount != stemCount || (lineCount > 0 && (stemStarts[0] & 1u) == 0)) {
        throw reader.fail("corrupt family table (stem count)");
    }
    // Line numbers at the set bits, without a branch per bit (their places are random): a
    // line that starts no stem is written to the spare last slot, overwritten at the end.
    std::vector<std::uint32_t> stemLines(static_cast<std::size_t>(stemCount) + 1);
    const auto spare = static_cast<std::size_t>(stemCount);
    std::size_t stem = 0;
    for (std::size_t line = 0; line < lineCount; ++line) {
        const auto starts = static_cast<std::size_t>((stemStarts[line / 64] >> (line % 64)) & 1u);
        stemLines[starts != 0 ? stem : spare] = static_cast<std::uint32_t>(line);
        stem += starts;
    }
    stemLines[spare] = static_cast<std::uint32_t>(lineCount);
    for (const std::uint16_t set : contents.lineFlagSets) {
        if (set >= contents.flagSets.size()) {
            throw reader.fail("corrupt family table (flag set out of range)");
        }
    }
    return stemLines;
}

// One affix rule record (the r-th byte of the rule section), its letters and condition checked
// against their sections.
AffixRule readAffixRule(const StorageReader& reader, const SectionContents& contents,
                        std::size_t r) {
    const auto& rules = contents.rules;
    const auto& ruleLetters = contents.ruleLetters;
    const auto& ruleConditions = contents.ruleConditions;
    const auto ruleU32 = [&](std::size_t offset) {
        std::uint32_t value;
        std::memcpy(&value, rules.data() + offset, 4);
        return value;
    };
    AffixRule rule;
    rule.flag = rules[r];
    rule.prefix = rules[r + 1] != 0;
    rule.crossProduct = rules[r + 2] != 0;
    const std::size_t stripLength = rules[r + 3];
    const std::size_t addLength = rules[r + 4];
    const std::size_t conditionLength = rules[r + 5];
    const auto stripOffset = ruleU32(r + 8);
    const auto addOffset = ruleU32(r + 12);
    const auto conditionOffset = ruleU32(r + 16);
    if (rule.flag >= kMaxAffixFlags || stripOffset > ruleLetters.size() ||
        stripLength > ruleLetters.size() - stripOffset || addOffset > ruleLetters.size() ||
        addLength > ruleLetters.size() - addOffset || conditionOffset > ruleConditions.size() ||
        conditionLength > ruleConditions.size() - conditionOffset) {
        throw reader.fail("corrupt affix rule " + std::to_string(r / format::kRuleRecordSize + 1));
    }
    rule.strip.assign(ruleLetters.begin() + stripOffset,
                      ruleLetters.begin() + stripOffset + static_cast<std::ptrdiff_t>(stripLength));
    rule.add.assign(ruleLetters.begin() + addOffset,
                    ruleLetters.begin() + addOffset + static_cast<std::ptrdiff_t>(addLength));
    rule.condition.assign(
        ruleConditions.begin() + conditionOffset,
        ruleConditions.begin() + conditionOffset + static_cast<std::ptrdiff_t>(conditionLength));
    const auto badLetter = [](Letter l) { return l >= kAlphabetSize; };
    if (std::any_of(rule.strip.begin(), rule.strip.end(), badLetter) ||
        std::any_of(rule.add.begin(), rule.add.end(), badLetter)) {
        throw reader.fail("corrupt affix rule " + std::to_string(r / format::kRuleRecordSize + 1));
    }
    return rule;
}

// The affix rules with their lookup tables: prefix rules by index, suffix rules sorted by the
// key of the ending they add.
struct AffixTables {
    std::vector<AffixRule> rules;
    std::vector<std::uint32_t> prefixRules;
    std::vector<std::pair<std::uint64_t, std::uint32_t>> suffixByEnding;
    std::size_t longestSuffix = 0;
};

AffixTables readAffixRules(const StorageReader& reader, const SectionContents& contents) {
    AffixTables tables;
    const std::size_t recordCount = contents.rules.size() / format::kRuleRecordSize;
    tables.rules.reserve(recordCount);
    tables.suffixByEnding.reserve(recordCount);
    for (std::size_t r = 0; r < contents.rules.size(); r += format::kRuleRecordSize) {
        AffixRule rule = readAffixRule(reader, contents, r);
        const auto index = static_cast<std::uint32_t>(tables.rules.size());
        if (rule.prefix) {
            tables.prefixRules.push_back(index);
        } else if (rule.add.size() <= kMaxKeyedEnding) {
            tables.suffixByEnding.emplace_back(endingKey(rule.add), index);
            tables.longestSuffix = std::max(tables.longestSuffix, rule.add.size());
        } else {
            throw reader.fail("an affix rule adds more than " + std::to_string(kMaxKeyedEnding) +
                              " letters (unsupported)");
        }
        tables.rules.push_back(std::move(rule));
    }
    if (!std::is_sorted(tables.suffixByEnding.begin(), tables.suffixByEnding.end())) {
        std::sort(tables.suffixByEnding.begin(), tables.suffixByEnding.end());
    }
    return tables;
}

}  // namespace

// The loader's checks, in order: header, section directory, section sizes, automata, family
// table, affix rules. Every fault is a DictionaryError naming the file.
Dictionary Dictionary::fromStorage(std::shared_ptr<const std::uint32_t> storage, std::size_t size,
                                   const std::string& name) {
    const StorageReader reader(storage.get(), size, name);
    const std::uint32_t version = checkHeader(reader);
    const SectionTable sections = readSectionDirectory(reader, version);
    SectionContents contents = readSections(reader, sections);

    Dictionary d;
    d.fileSize_ = size;
    const auto wordRoot = reader.u32At(format::offsets::kWordRoot);
    const auto stemRoot = reader.u32At(format::offsets::kStemRoot);
    // Walks only need the safety checks (see automaton.h): half the load time. A target inside
    // a state would give wrong answers, never a bad access; the checksum rules out accidents.
    if (auto fault = validateAutomaton(contents.wordEdges, wordRoot, /*targetsAreStates=*/false)) {
        throw reader.fail("corrupt word automaton: " + *fault);
    }
    // The word count is the header's (covered by the checksum): counting 4 million words
    // through the automaton would cost more than the whole load target.
    d.wordCount_ = reader.u64At(format::offsets::kWordCount);
    d.words_ = AutomatonView(contents.wordEdges, wordRoot);

    std::uint64_t stemCount = 0;  // numberAutomaton also makes validateAutomaton's checks
    std::vector<std::uint32_t> before;
    if (auto fault = numberAutomaton(contents.stemEdges, stemRoot, 255, stemCount, before)) {
        throw reader.fail("corrupt stem automaton: " + *fault);
    }
    d.stems_ = NumberedAutomaton::fromBefore(AutomatonView(contents.stemEdges, stemRoot),
                                             std::move(before));
    d.stemLines_ = readFamilyTable(reader, contents, stemCount);

    AffixTables affixes = readAffixRules(reader, contents);
    d.rules_ = std::move(affixes.rules);
    d.prefixRules_ = std::move(affixes.prefixRules);
    d.suffixByEnding_ = std::move(affixes.suffixByEnding);
    d.longestSuffix_ = affixes.longestSuffix;
    d.lineFlagSets_ = std::move(contents.lineFlagSets);
    d.flagSets_ = std::move(contents.flagSets);
    d.abbreviations_ = std::move(contents.abbreviations);
    if (!contents.properNounEdges.empty()) {
        const auto root = reader.u32At(format::offsets::kProperNounRoot);
        if (auto fault = validateAutomaton(contents.properNounEdges, root, false)) {
            throw reader.fail("corrupt proper-noun automaton: " + *fault);
        }
        d.properNouns_ = AutomatonView(contents.properNounEdges, root);
    }
    d.formatVersion_ = version;
    d.checksum_ = reader.u64At(format::offsets::kChecksum);
    d.storage_ = std::move(storage);  // the buffer (and the views into it) stays put
    return d;
}

}  // namespace ps::dict
