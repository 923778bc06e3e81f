#pragma once
// JSON text at the edges of the engine's formats: a strict parser (duplicate keys, nesting
// depth and size are refused with the path of the fault) and the canonical pretty printer that
// every format writer uses (small objects and short lists on one line, so a position is
// readable and diffs well).

#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace ps::engine::io {

// Objects keep their keys in the order written: the writers put the important fields first.
using Json = nlohmann::ordered_json;

// A fault in a file: where (a JSON Pointer, RFC 6901: "/cells/3/marker"; "" is the whole
// document) and what.
struct FormatError {
    std::string path;
    std::string message;

    // "/cells/3/marker: player 2 does not exist (the game has 2 players)"
    [[nodiscard]] std::string text() const;
};

// A value loaded from text, or the first fault found.
template <typename T>
struct Loaded {
    std::optional<T> value;
    FormatError error;

    [[nodiscard]] bool ok() const { return value.has_value(); }
};

inline constexpr std::size_t kMaxJsonDepth = 32;
inline constexpr std::size_t kMaxJsonBytes = 16u << 20;
// No object of the formats has more than a few dozen fields; a larger one is refused as soon
// as its key number kMaxJsonObjectKeys + 1 is read, before the rest is parsed.
inline constexpr std::size_t kMaxJsonObjectKeys = 1000;

// The memory a document may take once built (nlohmann's values, beside the text itself): three
// times the text, and never less than kMinJsonBuildBytes. So a document's text and its values
// stay within four times its size, whatever it holds; no position, record or action list comes
// near the limit, while a dense document of tiny values (a million "[]" or "1") would take
// 20-35 times its size.
inline constexpr std::size_t kJsonBuildBytesPerTextByte = 3;
inline constexpr std::size_t kMinJsonBuildBytes = 8u << 20;
[[nodiscard]] std::size_t jsonBuildBudget(std::size_t textBytes);

// Parses one JSON document. Refuses syntax errors (with the byte offset), a NUL byte, a key
// given twice in one object, objects of more than kMaxJsonObjectKeys keys, integers beyond
// 64 bits, nesting deeper than kMaxJsonDepth and texts longer than kMaxJsonBytes. A document
// whose values would take more than jsonBuildBudget(text.size()) bytes is refused by a first
// pass that builds nothing (it only adds up what each value would cost), so the memory a
// refused document takes is its text's. The work is linear in the text.
Loaded<Json> parseStrictJson(std::string_view text);

// The canonical layout: 2-space indentation, a container printed on one line when it fits in
// the line (100 columns) and holds no object with more than 6 fields; ends with a newline.
std::string formatJson(const Json& value);

// JSON Pointer helpers: path + "/" + escaped key or index. The key is shown as
// text::printableText shows it, so a path is safe to echo whatever the file's keys are.
std::string childPath(const std::string& path, std::string_view key);
std::string childPath(const std::string& path, std::size_t index);

}  // namespace ps::engine::io
