// Reading word lists: the build's (into the compiler's word arena) and a user's, compiled on
// its own with a fault per bad line (compiler.h).
#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <functional>
#include <istream>
#include <optional>
#include <string_view>

#include "dictionary/compiler_internal.h"
#include "dictionary/format.h"
#include "dictionary/read_file.h"
#include "text/bounded_file.h"
#include "text/normalize.h"
#include "text/printable.h"

namespace ps::dict {

using detail::WordArena;

namespace {

// Per code point below U+0180 (all 32 letters are), its letter in `letters`, -1 for anything
// else.
using CodePointLetters = std::array<std::int8_t, 0x180>;

CodePointLetters codePointLetters(const std::array<char32_t, kAlphabetSize>& letters) {
    CodePointLetters table{};
    table.fill(-1);
    for (int i = 0; i < kAlphabetSize; ++i) {
        table[letters[static_cast<std::size_t>(i)]] = static_cast<std::int8_t>(i);
    }
    return table;
}

const CodePointLetters& lowercaseTable() {
    static const CodePointLetters table = codePointLetters(kLowercaseLetters);
    return table;
}

const CodePointLetters& uppercaseTable() {
    static const CodePointLetters table = codePointLetters(kUppercaseLetters);
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

namespace detail {

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

}  // namespace detail

namespace {

WordListResult cancelledResult() {
    WordListResult result;
    result.status = WordListStatus::Cancelled;
    result.message = "cancelled";
    return result;
}

// Reads a user's list line by line and hands each word to `add`; a Failed or Cancelled result,
// or nothing when every line was read. `wordLines` counts the word lines.
std::optional<WordListResult> readListLines(std::istream& list, const WordListOptions& options,
                                            const std::function<void(const Word&)>& add,
                                            std::size_t& wordLines) {
    const auto cancelled = [&] {
        return options.cancel != nullptr && options.cancel->load(std::memory_order_relaxed);
    };
    Word word;
    std::string line;
    std::size_t lineNumber = 0;
    std::uint64_t bytesRead = 0;
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
        // Lines that end in CR alone (classic Mac OS) read as one long line of words.
        if (trimmed.find('\r') != std::string_view::npos)
            return failure(WordListFault::CarriageReturnLineEnds, lineNumber,
                           "lines end in a carriage return (CR) alone; save the list with "
                           "LF or CRLF line ends (one word per line)");
        // Already lowercase NFC letters (the usual case), else normalised and lowercased: a
        // word-game list in capitals is still a list of words.
        if (!decodeLowercase(trimmed, word)) {
            auto parsed = text::parseWord(trimmed);
            if (!parsed.ok()) {
                auto result = failure(WordListFault::NotAWord, lineNumber,
                                      "\"" + text::printableText(trimmed) + "\": " + parsed.error);
                result.lineText = std::string(trimmed);
                result.wordFault = parsed.fault;
                result.character = parsed.character;
                result.position = parsed.position;
                result.letters = parsed.letters;
                return result;
            }
            word = std::move(*parsed.word);
        }
        add(word);
        ++wordLines;
        if (lineNumber % 65536 == 0) {
            if (cancelled())
                return cancelledResult();
            if (options.progress) {
                options.progress(options.sizeHint > 0
                                     ? 0.8 *
                                           std::min(1.0, static_cast<double>(bytesRead) /
                                                             static_cast<double>(options.sizeHint))
                                     : 0.4);
            }
        }
        if (ended)
            break;
    }
    if (list.bad())
        return failure(WordListFault::CannotRead, lineNumber + 1, "cannot read the list");
    return std::nullopt;
}

// Opens a list file for reading: a Failed result naming what stands there when it is no
// readable regular file (a directory, a device, a loop of links are each named for what they
// are), checked without blocking on a FIFO.
std::optional<WordListResult> openList(const std::filesystem::path& list, std::ifstream& in,
                                       std::uint64_t& size) {
    const auto opened = text::openRegularFile(list, kMaxSourceFileBytes);
    if (!opened.file) {
        WordListFault fault = WordListFault::CannotRead;
        switch (opened.fault) {
            case text::FileFault::CannotOpen:
                fault = opened.systemError == ENOENT ? WordListFault::NoSuchFile
                                                     : WordListFault::CannotRead;
                break;
            case text::FileFault::Directory:
            case text::FileFault::Fifo:
            case text::FileFault::Device:
            case text::FileFault::Socket:
            case text::FileFault::NotRegular:
                fault = WordListFault::NotARegularFile;
                break;
            case text::FileFault::TooLarge:
            case text::FileFault::ReadError:
            case text::FileFault::None:
                break;
        }
        auto result = failure(fault, 0, opened.error);
        result.fileFault = opened.fault;
        result.systemError = opened.systemError;
        return result;
    }
    size = opened.file->size();
    in.open(list, std::ios::binary);
    if (!in)
        return failure(
            WordListFault::CannotRead, 0,
            text::printableText(list.string(), text::kEchoedPathBytes) + ": cannot open the file");
    return std::nullopt;
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
    std::size_t wordLines = 0;
    report(0.0);
    if (auto stopped = readListLines(
            list, options, [&](const Word& word) { arena.add(word); }, wordLines))
        return std::move(*stopped);
    if (wordLines == 0)
        return failure(WordListFault::NoWords, 0,
                       "the list holds no words (one word per line; blank lines and lines "
                       "starting with # are ignored)");
    if (cancelled())
        return cancelledResult();
    report(0.8);
    CompileReport compileReport;
    WordArena noProperNouns;
    CompiledWordList compiled;
    try {
        compiled.bytes = detail::buildImage(arena, noProperNouns, HunspellData{}, compileReport, {},
                                            options.cancel);
    } catch (const detail::BuildCancelled&) {
        return cancelledResult();
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
    std::ifstream in;
    std::uint64_t size = 0;
    if (auto failed = openList(list, in, size))
        return std::move(*failed);
    WordListOptions withSize = options;
    if (withSize.sizeHint == 0)
        withSize.sizeHint = size;
    auto result = compileWordList(in, withSize);
    if (!result.ok() && result.status == WordListStatus::Failed)
        result.message =
            text::printableText(list.string(), text::kEchoedPathBytes) + ": " + result.message;
    return result;
}

WordListResult readWordList(std::istream& list, std::vector<Word>& words) {
    words.clear();
    std::size_t wordLines = 0;
    if (auto stopped = readListLines(
            list, {}, [&](const Word& word) { words.push_back(word); }, wordLines))
        return std::move(*stopped);
    WordListResult result;
    result.status = WordListStatus::Read;
    return result;
}

WordListResult readWordList(const std::filesystem::path& list, std::vector<Word>& words) {
    words.clear();
    std::ifstream in;
    std::uint64_t size = 0;
    if (auto failed = openList(list, in, size))
        return std::move(*failed);
    auto result = readWordList(in, words);
    if (result.status == WordListStatus::Failed)
        result.message =
            text::printableText(list.string(), text::kEchoedPathBytes) + ": " + result.message;
    return result;
}

}  // namespace ps::dict
