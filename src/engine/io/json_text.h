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

// Parses one JSON document. Refuses syntax errors (with the byte offset), a NUL byte, a key
// given twice in one object, objects of more than kMaxJsonObjectKeys keys, integers beyond
// 64 bits, nesting deeper than kMaxJsonDepth and texts longer than kMaxJsonBytes. The work is
// linear in the text.
Loaded<Json> parseStrictJson(std::string_view text);

// The canonical layout: 2-space indentation, a container printed on one line when it fits in
// the line (100 columns) and holds no object with more than 6 fields; ends with a newline.
std::string formatJson(const Json& value);

// JSON Pointer helpers: path + "/" + escaped key or index. The key is shown as
// text::printableText shows it, so a path is safe to echo whatever the file's keys are.
std::string childPath(const std::string& path, std::string_view key);
std::string childPath(const std::string& path, std::size_t index);

}  // namespace ps::engine::io
