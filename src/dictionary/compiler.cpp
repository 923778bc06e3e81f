#include "dictionary/compiler.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <fstream>
#include <istream>
#include <iterator>
#include <map>
#include <numeric>
#include <stdexcept>
#include <string_view>

#include "dictionary/automaton.h"
#include "dictionary/format.h"
#include "dictionary/read_file.h"
#include "text/normalize.h"

namespace ps::dict {

namespace {

// All words as bytes (one byte per letter) in one buffer: millions of words without millions
// of allocations.
class WordArena {
  public:
    void add(std::span<const Letter> word) {
        refs_.push_back((static_cast<std::uint64_t>(bytes_.size()) << 8) | word.size());
        bytes_.append(reinterpret_cast<const char*>(word.data()), word.size());
    }

    void sortUnique() {
        const auto view = [this](std::uint64_t ref) { return at(ref); };
        std::sort(refs_.begin(), refs_.end(),
                  [&](std::uint64_t a, std::uint64_t b) { return view(a) < view(b); });
        refs_.erase(
            std::unique(refs_.begin(), refs_.end(),
                        [&](std::uint64_t a, std::uint64_t b) { return view(a) == view(b); }),
            refs_.end());
    }

    [[nodiscard]] std::string_view at(std::uint64_t ref) const {
        return std::string_view(bytes_).substr(ref >> 8, ref & 0xFF);
    }
    [[nodiscard]] const std::vector<std::uint64_t>& refs() const { return refs_; }

  private:
    std::string bytes_;
    std::vector<std::uint64_t> refs_;
};

std::span<const Letter> lettersOf(std::string_view bytes) {
    return {reinterpret_cast<const Letter*>(bytes.data()), bytes.size()};
}

// Letter of a code point below U+0180 (all 32 letters are), -1 for anything else.
const std::array<std::int8_t, 0x180>& lowercaseTable() {
    static const auto table = [] {
        std::array<std::int8_t, 0x180> t{};
        t.fill(-1);
        for (int i = 0; i < kAlphabetSize; ++i) {
            t[kLowercaseLetters[static_cast<std::size_t>(i)]] = static_cast<std::int8_t>(i);
        }
        return t;
    }();
    return table;
}

// Letter of an uppercase code point below U+0180, -1 for anything else.
const std::array<std::int8_t, 0x180>& uppercaseTable() {
    static const auto table = [] {
        std::array<std::int8_t, 0x180> t{};
        t.fill(-1);
        for (int i = 0; i < kAlphabetSize; ++i) {
            t[kUppercaseLetters[static_cast<std::size_t>(i)]] = static_cast<std::int8_t>(i);
        }
        return t;
    }();
    return table;
}

// Fast path for the common case: a line that is already NFC lowercase letters. With
// `capitalised`, the first letter must be uppercase instead (a proper noun: "Kraków").
bool decodeLowercase(std::string_view line, Word& out, bool capitalised = false) {
    const auto& lowercase = lowercaseTable();
    out.clear();
    for (std::size_t i = 0; i < line.size();) {
        const auto b = static_cast<unsigned char>(line[i]);
        char32_t cp = 0;
        if (b < 0x80) {
            cp = b;
            i += 1;
        } else if ((b & 0xE0) == 0xC0 && i + 1 < line.size()) {
            cp = (static_cast<char32_t>(b & 0x1F) << 6) |
                 (static_cast<unsigned char>(line[i + 1]) & 0x3Fu);
            i += 2;
        } else {
            return false;
        }
        const auto& table = capitalised && out.empty() ? uppercaseTable() : lowercase;
        if (cp >= table.size() || table[cp] < 0) {
            return false;
        }
        out.push_back(static_cast<Letter>(table[cp]));
    }
    return !out.empty() && out.size() <= text::kMaxWordLength;
}

void readWordList(const std::filesystem::path& path, WordArena& arena, WordArena& properNouns,
                  CompileReport& report) {
    const std::string content = readWholeFile(path, "word list");
    Word word;
    std::size_t begin = 0;
    while (begin < content.size()) {
        std::size_t end = content.find('\n', begin);
        if (end == std::string::npos) {
            end = content.size();
        }
        std::string_view line(content.data() + begin, end - begin);
        begin = end + 1;
        while (!line.empty() &&
               (line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) {
            line.remove_suffix(1);
        }
        while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) {
            line.remove_prefix(1);
        }
        if (line.empty()) {
            continue;
        }
        ++report.listLines;
        bool ok = decodeLowercase(line, word);
        if (!ok && std::any_of(line.begin(), line.end(), [](char c) { return (c & 0x80) != 0; })) {
            // Perhaps decomposed (NFD) letters: normalise, but never change case — capitals
            // mark proper nouns, which the game does not accept.
            ok = decodeLowercase(text::normalizeText(line), word);
        }
        if (ok) {
            arena.add(word);
            continue;
        }
        ++report.listSkipped;
        // A capitalised word of Polish letters is a proper noun: not a word, but kept apart so
        // that the checker can say why "paryż" is refused.
        if (decodeLowercase(line, word, /*capitalised=*/true)) {
            properNouns.add(word);
        }
    }
}

void addForms(const HunspellData& hunspell, WordArena& arena, CompileReport& report) {
    const AffixExpander expander(hunspell.rules);
    for (const StemLine& line : hunspell.lines) {
        expander.expand(line, [&](std::span<const Letter> form) {
            if (form.size() <= text::kMaxWordLength) {
                arena.add(form);
                ++report.expandedForms;
            }
        });
    }
    report.stemLines = hunspell.lines.size();
    report.stemLinesSkipped = hunspell.skippedLines;
    report.rulesSkipped = hunspell.skippedRules;
}

template <class T>
void appendPod(std::vector<std::uint8_t>& out, const T& value) {
    const auto* p = reinterpret_cast<const std::uint8_t*>(&value);
    out.insert(out.end(), p, p + sizeof(T));
}

template <class T>
std::vector<std::uint8_t> bytesOf(const std::vector<T>& values) {
    std::vector<std::uint8_t> out(values.size() * sizeof(T));
    if (!values.empty()) {
        std::memcpy(out.data(), values.data(), out.size());
    }
    return out;
}

template <class T>
void putAt(std::vector<std::uint8_t>& out, std::size_t offset, T value) {
    std::memcpy(out.data() + offset, &value, sizeof(T));
}

std::vector<std::uint8_t> buildImage(WordArena& arena, WordArena& properNounArena,
                                     const HunspellData& hunspell, CompileReport& report,
                                     const AbbreviationPolicy& abbreviationPolicy) {
    arena.sortUnique();
    properNounArena.sortUnique();
    AutomatonBuilder wordBuilder;
    // Dropped abbreviations: u8 length + letters each, in order (the refs are sorted).
    std::vector<std::uint8_t> abbreviations;
    for (const std::uint64_t ref : arena.refs()) {
        const auto word = lettersOf(arena.at(ref));
        if (abbreviationPolicy.drops(word)) {
            abbreviations.push_back(static_cast<std::uint8_t>(word.size()));
            abbreviations.insert(abbreviations.end(), word.begin(), word.end());
            ++report.abbreviationsDropped;
            continue;
        }
        wordBuilder.add(word);
    }
    const auto words = wordBuilder.finish();

    // Proper nouns that are not also words (both lists sorted: one merge walk).
    AutomatonBuilder properNounBuilder;
    {
        auto word = arena.refs().begin();
        for (const std::uint64_t ref : properNounArena.refs()) {
            const std::string_view name = properNounArena.at(ref);
            while (word != arena.refs().end() && arena.at(*word) < name) {
                ++word;
            }
            if (word == arena.refs().end() || arena.at(*word) != name) {
                properNounBuilder.add(lettersOf(name));
                ++report.properNouns;
            }
        }
    }
    const auto properNouns = properNounBuilder.finish();

    // Stem lines sorted by stem (stable: homonyms keep their .dic order); family id = position.
    std::vector<std::uint32_t> order(hunspell.lines.size());
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        return hunspell.lines[a].stem < hunspell.lines[b].stem;
    });
    AutomatonBuilder stemBuilder;
    std::vector<std::uint64_t> stemStarts((order.size() + 63) / 64, 0);
    std::vector<std::uint16_t> lineFlagSets;
    std::vector<std::uint64_t> flagSets;
    std::map<FlagMask, std::uint16_t> flagSetIds;
    for (std::size_t i = 0; i < order.size(); ++i) {
        const StemLine& line = hunspell.lines[order[i]];
        if (i == 0 || hunspell.lines[order[i - 1]].stem != line.stem) {
            stemBuilder.add(line.stem);
            stemStarts[i / 64] |= std::uint64_t{1} << (i % 64);
        }
        auto [it, inserted] =
            flagSetIds.emplace(line.flags, static_cast<std::uint16_t>(flagSets.size()));
        if (inserted) {
            if (flagSets.size() >= 0xFFFF) {
                throw std::runtime_error("more than 65535 distinct affix flag sets");
            }
            flagSets.push_back(line.flags);
        }
        lineFlagSets.push_back(it->second);
    }
    const auto stems = stemBuilder.finish();

    std::vector<std::uint8_t> rules;
    std::vector<std::uint8_t> ruleLetters;
    std::vector<std::uint32_t> ruleConditions;
    // Suffix rules in order of the loader's lookup key (stable; prefix rules keep their place
    // among them with key 0): the loader then finds its table already sorted.
    std::vector<std::size_t> ruleOrder(hunspell.rules.size());
    std::iota(ruleOrder.begin(), ruleOrder.end(), std::size_t{0});
    const auto ruleKey = [&](std::size_t r) {
        const AffixRule& rule = hunspell.rules[r];
        return rule.prefix || rule.add.size() > format::kMaxKeyedEnding
                   ? std::uint64_t{0}
                   : format::endingKey(rule.add);
    };
    std::stable_sort(ruleOrder.begin(), ruleOrder.end(),
                     [&](std::size_t a, std::size_t b) { return ruleKey(a) < ruleKey(b); });
    for (const std::size_t r : ruleOrder) {
        const AffixRule& rule = hunspell.rules[r];
        if (rule.strip.size() > 255 || rule.add.size() > 255 || rule.condition.size() > 255) {
            throw std::runtime_error("an affix rule is longer than 255 letters");
        }
        const std::array<std::uint8_t, 8> head = {rule.flag,
                                                  static_cast<std::uint8_t>(rule.prefix),
                                                  static_cast<std::uint8_t>(rule.crossProduct),
                                                  static_cast<std::uint8_t>(rule.strip.size()),
                                                  static_cast<std::uint8_t>(rule.add.size()),
                                                  static_cast<std::uint8_t>(rule.condition.size()),
                                                  0,
                                                  0};
        rules.insert(rules.end(), head.begin(), head.end());
        appendPod(rules, static_cast<std::uint32_t>(ruleLetters.size()));
        ruleLetters.insert(ruleLetters.end(), rule.strip.begin(), rule.strip.end());
        appendPod(rules, static_cast<std::uint32_t>(ruleLetters.size()));
        ruleLetters.insert(ruleLetters.end(), rule.add.begin(), rule.add.end());
        appendPod(rules, static_cast<std::uint32_t>(ruleConditions.size()));
        ruleConditions.insert(ruleConditions.end(), rule.condition.begin(), rule.condition.end());
        appendPod(rules, std::uint32_t{0});
    }

    const std::array<std::pair<format::Section, std::vector<std::uint8_t>>, format::kSectionCount>
        sections = {{
            {format::Section::WordEdges, bytesOf(words.edges)},
            {format::Section::StemEdges, bytesOf(stems.edges)},
            {format::Section::StemStarts, bytesOf(stemStarts)},
            {format::Section::LineFlagSets, bytesOf(lineFlagSets)},
            {format::Section::FlagSets, bytesOf(flagSets)},
            {format::Section::Rules, rules},
            {format::Section::RuleLetters, ruleLetters},
            {format::Section::RuleConditions, bytesOf(ruleConditions)},
            {format::Section::Abbreviations, abbreviations},
            {format::Section::ProperNouns, bytesOf(properNouns.edges)},
        }};

    std::vector<std::uint8_t> out(format::kHeaderSize +
                                  format::kDirectoryEntrySize * format::kSectionCount);
    std::memcpy(out.data(), format::kMagic.data(), format::kMagic.size());
    putAt(out, format::offsets::kVersion, format::kVersion);
    putAt(out, format::offsets::kHeaderSize, static_cast<std::uint32_t>(format::kHeaderSize));
    for (int i = 0; i < kAlphabetSize; ++i) {
        putAt(out, format::offsets::kAlphabet + 4 * static_cast<std::size_t>(i),
              static_cast<std::uint32_t>(kLowercaseLetters[static_cast<std::size_t>(i)]));
    }
    putAt(out, format::offsets::kWordCount, static_cast<std::uint64_t>(words.wordCount));
    putAt(out, format::offsets::kSectionCount, format::kSectionCount);
    putAt(out, format::offsets::kWordRoot, words.root);
    putAt(out, format::offsets::kStemRoot, stems.root);
    putAt(out, format::offsets::kProperNounRoot, properNouns.root);
    for (std::size_t s = 0; s < sections.size(); ++s) {
        while (out.size() % 8 != 0) {
            out.push_back(0);
        }
        const std::size_t entry = format::kHeaderSize + s * format::kDirectoryEntrySize;
        putAt(out, entry, static_cast<std::uint32_t>(sections[s].first));
        putAt(out, entry + 8, static_cast<std::uint64_t>(out.size()));
        putAt(out, entry + 16, static_cast<std::uint64_t>(sections[s].second.size()));
        out.insert(out.end(), sections[s].second.begin(), sections[s].second.end());
    }
    putAt(out, format::offsets::kFileSize, static_cast<std::uint64_t>(out.size()));
    putAt(out, format::offsets::kChecksum, format::checksum(out));

    report.words = words.wordCount;
    report.wordEdges = words.edges.size();
    report.stemEdges = stems.edges.size();
    report.flagSets = flagSets.size();
    report.bytes = out.size();
    return out;
}

const Word& vowels() {
    static const Word list = word("aąeęioóuy");
    return list;
}

std::vector<Word> readPlainList(const std::filesystem::path& path) {
    const std::string content = readWholeFile(path, "abbreviation list");
    std::vector<Word> words;
    std::size_t begin = 0;
    std::size_t lineNumber = 0;
    while (begin < content.size()) {
        std::size_t end = content.find('\n', begin);
        if (end == std::string::npos)
            end = content.size();
        const std::string_view line(content.data() + begin, end - begin);
        begin = end + 1;
        ++lineNumber;
        const std::string trimmed = text::normalizeText(line);
        if (trimmed.empty() || trimmed.front() == '#')
            continue;
        auto parsed = text::parseWord(trimmed);
        if (!parsed.ok()) {
            throw std::runtime_error(path.string() + ": line " + std::to_string(lineNumber) + ": " +
                                     parsed.error);
        }
        words.push_back(std::move(*parsed.word));
    }
    std::sort(words.begin(), words.end());
    words.erase(std::unique(words.begin(), words.end()), words.end());
    return words;
}

}  // namespace

bool hasNoVowel(std::span<const Letter> word) {
    return word.size() >= 2 && std::none_of(word.begin(), word.end(), [](Letter letter) {
               return std::find(vowels().begin(), vowels().end(), letter) != vowels().end();
           });
}

bool AbbreviationPolicy::drops(std::span<const Letter> word) const {
    const auto listed = [word](const std::vector<Word>& list) {
        return std::binary_search(list.begin(), list.end(), word, [](const auto& x, const auto& y) {
            return std::lexicographical_compare(x.begin(), x.end(), y.begin(), y.end());
        });
    };
    if (listed(genuine))
        return false;
    return (dropWordsWithoutVowel && hasNoVowel(word)) || listed(abbreviations);
}

AbbreviationPolicy readAbbreviationPolicy(std::span<const std::filesystem::path> abbreviationLists,
                                          std::span<const std::filesystem::path> genuineLists,
                                          bool dropWordsWithoutVowel) {
    const auto readAll = [](std::span<const std::filesystem::path> paths) {
        std::vector<Word> all;
        for (const auto& path : paths) {
            auto words = readPlainList(path);
            all.insert(all.end(), words.begin(), words.end());
        }
        std::sort(all.begin(), all.end());
        all.erase(std::unique(all.begin(), all.end()), all.end());
        return all;
    };
    AbbreviationPolicy policy;
    policy.abbreviations = readAll(abbreviationLists);
    policy.genuine = readAll(genuineLists);
    policy.dropWordsWithoutVowel = dropWordsWithoutVowel;
    return policy;
}

std::vector<std::uint8_t> compileDictionary(const CompilerInput& input, CompileReport& report) {
    WordArena arena;
    WordArena properNouns;
    for (const auto& list : input.wordLists) {
        readWordList(list, arena, properNouns, report);
    }
    HunspellData hunspell;
    if (input.hunspellDic || input.hunspellAff) {
        if (!input.hunspellDic || !input.hunspellAff) {
            throw std::runtime_error("a hunspell dictionary needs both its .dic and .aff files");
        }
        hunspell = readHunspell(*input.hunspellDic, *input.hunspellAff);
        addForms(hunspell, arena, report);
    }
    return buildImage(arena, properNouns, hunspell, report, input.abbreviations);
}

std::vector<std::uint8_t> compileDictionary(std::vector<Word> words, const HunspellData& hunspell,
                                            CompileReport& report,
                                            const AbbreviationPolicy& abbreviations) {
    WordArena arena;
    for (const Word& word : words) {
        if (!word.empty() && word.size() <= text::kMaxWordLength) {
            arena.add(word);
        }
    }
    addForms(hunspell, arena, report);
    WordArena properNouns;
    return buildImage(arena, properNouns, hunspell, report, abbreviations);
}

void writeDictionaryFile(const std::filesystem::path& path,
                         const std::vector<std::uint8_t>& bytes) {
    auto temporary = path;
    temporary += ".tmp";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out) {
            throw std::runtime_error(temporary.string() + ": cannot create the file");
        }
        out.write(reinterpret_cast<const char*>(bytes.data()),
                  static_cast<std::streamsize>(bytes.size()));
        if (!out) {
            throw std::runtime_error(temporary.string() + ": cannot write the file");
        }
    }
    std::error_code error;
    std::filesystem::rename(temporary, path, error);
    if (error) {
        throw std::runtime_error(path.string() + ": cannot replace the file: " + error.message());
    }
}

}  // namespace ps::dict

namespace ps::dict {

namespace {

// Length of the valid UTF-8 sequence at `i`, or 0 (overlong forms, surrogates and code points
// above U+10FFFF are invalid).
std::size_t utf8SequenceLength(std::string_view text, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char b = byte(i);
    if (b < 0x80)
        return 1;
    std::size_t length = 0;
    char32_t cp = 0;
    if ((b & 0xE0) == 0xC0) {
        length = 2;
        cp = b & 0x1Fu;
    } else if ((b & 0xF0) == 0xE0) {
        length = 3;
        cp = b & 0x0Fu;
    } else if ((b & 0xF8) == 0xF0) {
        length = 4;
        cp = b & 0x07u;
    } else {
        return 0;
    }
    if (i + length > text.size())
        return 0;
    for (std::size_t k = 1; k < length; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (byte(i + k) & 0x3Fu);
    }
    constexpr char32_t kSmallest[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < kSmallest[length] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return length;
}

bool validUtf8(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t length = utf8SequenceLength(text, i);
        if (length == 0)
            return false;
        i += length;
    }
    return true;
}

WordListResult failure(WordListFault fault, std::size_t line, std::string message) {
    WordListResult result;
    result.status = WordListStatus::Failed;
    result.fault = fault;
    result.line = line;
    result.message = line > 0 ? "line " + std::to_string(line) + ": " + message : message;
    return result;
}

}  // namespace

WordListResult compileWordList(std::istream& list, const WordListOptions& options) {
    const auto cancelled = [&] {
        return options.cancel != nullptr && options.cancel->load(std::memory_order_relaxed);
    };
    const auto report = [&](double fraction) {
        if (options.progress)
            options.progress(fraction);
    };
    WordArena arena;
    Word word;
    std::string line;
    std::size_t lineNumber = 0;
    std::size_t wordLines = 0;
    std::uint64_t bytesRead = 0;
    report(0.0);
    for (;;) {
        line.clear();
        bool ended = false;
        for (;;) {
            const int c = list.get();
            if (c == std::char_traits<char>::eof()) {
                ended = true;
                break;
            }
            ++bytesRead;
            if (c == '\n')
                break;
            if (line.size() >= kMaxListLineBytes) {
                return failure(WordListFault::LineTooLong, lineNumber + 1,
                               "a line longer than " + std::to_string(kMaxListLineBytes) +
                                   " bytes (one word per line)");
            }
            line.push_back(static_cast<char>(c));
        }
        if (ended && line.empty())
            break;
        ++lineNumber;
        if (lineNumber == 1 && line.starts_with("\xEF\xBB\xBF"))
            line.erase(0, 3);  // a byte-order mark
        if (!validUtf8(line))
            return failure(WordListFault::NotUtf8, lineNumber,
                           "not UTF-8 text (save the list as UTF-8)");
        std::string_view trimmed(line);
        while (!trimmed.empty() &&
               (trimmed.back() == '\r' || trimmed.back() == ' ' || trimmed.back() == '\t'))
            trimmed.remove_suffix(1);
        while (!trimmed.empty() && (trimmed.front() == ' ' || trimmed.front() == '\t'))
            trimmed.remove_prefix(1);
        if (trimmed.empty() || trimmed.front() == '#')
            continue;
        // Already lowercase NFC letters (the usual case), else normalised and lowercased: a
        // word-game list in capitals is still a list of words.
        if (!decodeLowercase(trimmed, word)) {
            auto parsed = text::parseWord(trimmed);
            if (!parsed.ok()) {
                auto result = failure(WordListFault::NotAWord, lineNumber,
                                      "\"" + std::string(trimmed) + "\": " + parsed.error);
                result.lineText = std::string(trimmed);
                result.wordFault = parsed.fault;
                result.character = parsed.character;
                result.position = parsed.position;
                result.letters = parsed.letters;
                return result;
            }
            word = std::move(*parsed.word);
        }
        arena.add(word);
        ++wordLines;
        if (lineNumber % 65536 == 0) {
            if (cancelled()) {
                WordListResult result;
                result.status = WordListStatus::Cancelled;
                result.message = "cancelled";
                return result;
            }
            report(options.sizeHint > 0
                       ? 0.8 * std::min(1.0, static_cast<double>(bytesRead) /
                                                 static_cast<double>(options.sizeHint))
                       : 0.4);
        }
        if (ended)
            break;
    }
    if (list.bad())
        return failure(WordListFault::CannotRead, lineNumber + 1, "cannot read the list");
    if (wordLines == 0)
        return failure(WordListFault::NoWords, 0,
                       "the list holds no words (one word per line; blank lines and lines "
                       "starting with # are ignored)");
    if (cancelled()) {
        WordListResult result;
        result.status = WordListStatus::Cancelled;
        result.message = "cancelled";
        return result;
    }
    report(0.8);
    CompileReport compileReport;
    WordArena noProperNouns;
    CompiledWordList compiled;
    try {
        compiled.bytes = buildImage(arena, noProperNouns, HunspellData{}, compileReport, {});
    } catch (const std::exception& e) {
        return failure(WordListFault::Internal, 0, e.what());
    }
    compiled.words = compileReport.words;
    compiled.lines = wordLines;
    std::memcpy(&compiled.checksum, compiled.bytes.data() + format::offsets::kChecksum,
                sizeof compiled.checksum);
    report(1.0);
    WordListResult result;
    result.status = WordListStatus::Compiled;
    result.compiled = std::move(compiled);
    return result;
}

WordListResult compileWordList(const std::filesystem::path& list, const WordListOptions& options) {
    std::error_code error;
    const auto status = std::filesystem::status(list, error);
    if (error || !std::filesystem::exists(status))
        return failure(WordListFault::NoSuchFile, 0, list.string() + ": no such file");
    if (!std::filesystem::is_regular_file(status))
        return failure(WordListFault::NotARegularFile, 0, list.string() + ": not a regular file");
    std::ifstream in(list, std::ios::binary);
    if (!in)
        return failure(WordListFault::CannotRead, 0, list.string() + ": cannot open the file");
    WordListOptions withSize = options;
    if (withSize.sizeHint == 0)
        withSize.sizeHint = std::filesystem::file_size(list, error);
    auto result = compileWordList(in, withSize);
    if (!result.ok() && result.status == WordListStatus::Failed)
        result.message = list.string() + ": " + result.message;
    return result;
}

}  // namespace ps::dict
