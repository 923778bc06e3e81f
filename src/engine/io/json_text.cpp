#include "engine/io/json_text.h"

#include "text/printable.h"

#include <algorithm>
#include <cstdint>
#include <unordered_set>
#include <vector>

namespace ps::engine::io {

std::string FormatError::text() const {
    return (path.empty() ? std::string("(document)") : path) + ": " + message;
}

std::string childPath(const std::string& path, std::string_view key) {
    std::string out = path + "/";
    for (char c : text::printableText(key, 60)) {
        if (c == '~') {
            out += "~0";
        } else if (c == '/') {
            out += "~1";
        } else {
            out += c;
        }
    }
    return out;
}

std::string childPath(const std::string& path, std::size_t index) {
    return path + "/" + std::to_string(index);
}

namespace {

// Builds the document like nlohmann's own DOM parser, but sees every key of every object, so
// it can refuse duplicates (nlohmann keeps the last one silently) and knows the path.
class StrictBuilder {
  public:
    using number_integer_t = Json::number_integer_t;
    using number_unsigned_t = Json::number_unsigned_t;
    using number_float_t = Json::number_float_t;
    using string_t = Json::string_t;
    using binary_t = Json::binary_t;

    bool null() { return put(Json(nullptr)); }
    bool boolean(bool value) { return put(Json(value)); }
    bool number_integer(number_integer_t value) { return put(Json(value)); }
    bool number_unsigned(number_unsigned_t value) { return put(Json(value)); }
    bool number_float(number_float_t value, const string_t& text) {
        // nlohmann reads an integer beyond 64 bits as a float: name it for what it is.
        if (text.find_first_of(".eE") == string_t::npos)
            return fail(pathOfNextValue(), text.substr(0, 24) + (text.size() > 24 ? "..." : "") +
                                               " is an integer too large for any field (more "
                                               "than 64 bits)");
        return put(Json(value));
    }
    bool string(string_t& value) { return put(Json(std::move(value))); }
    bool binary(binary_t& /*value*/) { return fail("", "binary values are not JSON text"); }

    bool start_object(std::size_t /*elements*/) { return open(Json::object()); }
    bool start_array(std::size_t /*elements*/) { return open(Json::array()); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(string_t& name) {
        Level& level = levels_.back();
        if (level.keys.size() >= kMaxJsonObjectKeys) {
            return fail(pathOf(levels_.size()),
                        "an object of more than " + std::to_string(kMaxJsonObjectKeys) + " keys");
        }
        // A hash set beside the object: the ordered object's own lookup is a linear scan.
        if (!level.keys.insert(name).second)
            return fail(childPath(pathOf(levels_.size()), name),
                        "this key appears twice in one object");
        level.key = std::move(name);
        return true;
    }

    bool parse_error(std::size_t position, const std::string& /*lastToken*/,
                     const nlohmann::detail::exception& error) {
        if (!error_) {
            std::string what = error.what();
            // "[json.exception.parse_error.101] parse error at line 1, column 2: ..." -> the
            // part after the exception id.
            if (const auto close = what.find("] "); close != std::string::npos)
                what = what.substr(close + 2);
            // The message quotes the last token read, which may be a whole string of the file.
            error_ = FormatError{"", "not valid JSON (byte " + std::to_string(position) +
                                         "): " + text::printableText(what, 200)};
        }
        return false;
    }

    Json root;
    std::optional<FormatError> error_;

  private:
    struct Level {
        Json* container;
        std::string key;                       // objects: the key of the value being read
        std::unordered_set<std::string> keys;  // objects: every key read so far
    };

    bool fail(std::string path, std::string message) {
        if (!error_)
            error_ = FormatError{std::move(path), std::move(message)};
        return false;
    }

    // The path of the container at depth `depth` (1 = the root), built only for messages.
    std::string pathOf(std::size_t depth) const {
        std::string path;
        for (std::size_t i = 0; i + 1 < depth; ++i) {
            const Level& level = levels_[i];
            path = level.container->is_array() ? childPath(path, level.container->size() - 1)
                                               : childPath(path, level.key);
        }
        return path;
    }

    // The path the next value will have.
    std::string pathOfNextValue() const {
        if (levels_.empty())
            return "";
        const Level& level = levels_.back();
        const std::string container = pathOf(levels_.size());
        return level.container->is_array() ? childPath(container, level.container->size())
                                           : childPath(container, level.key);
    }

    // Puts a value where the parser is (the root, the end of an array, the current key).
    Json* insert(Json value) {
        if (levels_.empty()) {
            root = std::move(value);
            return &root;
        }
        Level& level = levels_.back();
        if (level.container->is_array()) {
            level.container->push_back(std::move(value));
            return &level.container->back();
        }
        auto& object = level.container->get_ref<Json::object_t&>();
        object.emplace_back(level.key, std::move(value));  // keys checked unique
        return &object.back().second;
    }

    bool put(Json value) {
        insert(std::move(value));
        return true;
    }

    bool open(Json container) {
        if (levels_.size() >= kMaxJsonDepth) {
            return fail(pathOf(levels_.size()),
                        "nested deeper than " + std::to_string(kMaxJsonDepth) + " levels");
        }
        levels_.push_back(Level{insert(std::move(container)), {}, {}});
        return true;
    }

    bool close() {
        levels_.pop_back();
        return true;
    }

    std::vector<Level> levels_;
};

// The first pass: adds up, from the parser's events alone, an upper bound of the memory the
// document's values would take built (64-bit libstdc++ and glibc's allocator), and stops as
// soon as it passes the budget. It builds nothing and keeps one bit per open container. It
// stops quietly at a syntax error or too deep a nesting: the builder then reports those, having
// built no more than the values before them, which were within the budget.
class BuildCostCounter {
  public:
    using number_integer_t = Json::number_integer_t;
    using number_unsigned_t = Json::number_unsigned_t;
    using number_float_t = Json::number_float_t;
    using string_t = Json::string_t;
    using binary_t = Json::binary_t;

    explicit BuildCostCounter(std::size_t budget) : budget_(budget) {}

    bool null() { return value(0); }
    bool boolean(bool /*value*/) { return value(0); }
    bool number_integer(number_integer_t /*value*/) { return value(0); }
    bool number_unsigned(number_unsigned_t /*value*/) { return value(0); }
    bool number_float(number_float_t /*value*/, const string_t& /*text*/) { return value(0); }
    // A string is a heap-allocated std::string (32 bytes and the allocator's 16), and its text
    // beyond the 15 bytes kept inside: the lexer's buffer, moved in, so up to twice its length
    // (a buffer grown by doubling).
    bool string(string_t& text) { return value(48 + 2 * heapText(text.size())); }
    bool binary(binary_t& /*value*/) { return false; }

    // A container is a heap-allocated std::vector (24 bytes and 16) and its buffer's 16.
    bool start_object(std::size_t /*elements*/) { return open(true); }
    bool start_array(std::size_t /*elements*/) { return open(false); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    // A key's text beyond the 15 bytes kept inside, and its copy in the builder's set of the
    // open object's keys (a hash node and a bucket).
    bool key(string_t& name) { return add(2 * heapText(name.size()) + 72); }

    bool parse_error(std::size_t /*position*/, const std::string& /*lastToken*/,
                     const nlohmann::detail::exception& /*error*/) {
        return false;
    }

    [[nodiscard]] bool overBudget() const { return bytes_ > budget_; }
    [[nodiscard]] std::size_t values() const { return values_; }

  private:
    static std::size_t heapText(std::size_t size) { return size > 15 ? size + 32 : 0; }

    // Every value is a 16-byte slot in its parent: in an array's vector, or beside a 32-byte
    // key in an object's; doubled, as a vector grown by push_back may hold twice its size.
    bool value(std::size_t own) {
        ++values_;
        const bool inObject = !openObjects_.empty() && openObjects_.back();
        return add(own + (inObject ? 2 * 48 : 2 * 16));
    }

    bool open(bool object) {
        if (openObjects_.size() >= kMaxJsonDepth)
            return false;
        if (!value(64))
            return false;
        openObjects_.push_back(object);
        return true;
    }

    bool close() {
        openObjects_.pop_back();
        return true;
    }

    bool add(std::size_t bytes) {
        bytes_ += bytes;
        return bytes_ <= budget_;
    }

    std::size_t budget_;
    std::size_t bytes_ = 0;
    std::size_t values_ = 0;
    std::vector<bool> openObjects_;
};

// The most a byte of text can cost built ("[]," is 3 bytes and 96 of values): a text this much
// smaller than the budget needs no first pass.
constexpr std::size_t kMaxBuildBytesPerTextByte = 40;

bool isScalar(const Json& value) {
    return !value.is_object() && !value.is_array();
}

// True when the container should be printed on one line: only scalars or small flat objects /
// arrays inside, and not too many fields.
bool isCompact(const Json& value) {
    if (value.is_object() && value.size() > 6)
        return false;
    for (const auto& item : value) {
        if (isScalar(item))
            continue;
        if (item.is_array() && std::all_of(item.begin(), item.end(), isScalar))
            continue;
        if (item.is_object() && item.size() <= 3 && std::all_of(item.begin(), item.end(), isScalar))
            continue;
        return false;
    }
    return true;
}

void writeString(const std::string& text, std::string& out) {
    const bool plain = std::none_of(text.begin(), text.end(), [](char c) {
        return c == '"' || c == '\\' || static_cast<unsigned char>(c) < 0x20;
    });
    if (plain) {  // the common case, without nlohmann's general escaping
        out += '"';
        out += text;
        out += '"';
    } else {
        out += Json(text).dump(-1, ' ', false, Json::error_handler_t::strict);
    }
}

// One-line text with a space after ',' and ':' (nlohmann's dump() has none).
void writeInline(const Json& value, std::string& out) {
    switch (value.type()) {
        case Json::value_t::object: {
            out += '{';
            bool first = true;
            for (const auto& [key, item] : value.items()) {
                if (!first)
                    out += ", ";
                first = false;
                writeString(key, out);
                out += ": ";
                writeInline(item, out);
            }
            out += '}';
            return;
        }
        case Json::value_t::array: {
            out += '[';
            bool first = true;
            for (const auto& item : value) {
                if (!first)
                    out += ", ";
                first = false;
                writeInline(item, out);
            }
            out += ']';
            return;
        }
        case Json::value_t::string:
            writeString(value.get_ref<const std::string&>(), out);
            return;
        case Json::value_t::number_integer:
            out += std::to_string(value.get<std::int64_t>());
            return;
        case Json::value_t::number_unsigned:
            out += std::to_string(value.get<std::uint64_t>());
            return;
        case Json::value_t::boolean:
            out += value.get<bool>() ? "true" : "false";
            return;
        default:
            out += value.dump(-1, ' ', false, Json::error_handler_t::strict);
            return;
    }
}

constexpr std::size_t kLineWidth = 100;

void writePretty(const Json& value, std::size_t indent, std::size_t prefixWidth, std::string& out) {
    if (isScalar(value) || value.empty()) {
        writeInline(value, out);
        return;
    }
    if (isCompact(value)) {
        std::string line;
        writeInline(value, line);
        if (indent + prefixWidth + line.size() <= kLineWidth) {
            out += line;
            return;
        }
        // Long lists of scalars (the stack): several items per line.
        if (value.is_array() && std::all_of(value.begin(), value.end(), isScalar)) {
            const std::string pad(indent + 2, ' ');
            out += "[\n" + pad;
            std::size_t column = pad.size();
            for (std::size_t i = 0; i < value.size(); ++i) {
                std::string item;
                writeInline(value[i], item);
                if (i + 1 < value.size())
                    item += ",";
                if (column > pad.size() && column + 1 + item.size() > kLineWidth) {
                    out += "\n" + pad;
                    column = pad.size();
                } else if (column > pad.size()) {
                    out += ' ';
                    ++column;
                }
                out += item;
                column += item.size();
            }
            out += "\n" + std::string(indent, ' ') + "]";
            return;
        }
    }
    const std::string pad(indent + 2, ' ');
    const bool object = value.is_object();
    out += object ? "{\n" : "[\n";
    std::size_t i = 0;
    for (const auto& [key, item] : value.items()) {
        out += pad;
        std::size_t prefix = 0;
        if (object) {
            const std::size_t before = out.size();
            writeString(key, out);
            out += ": ";
            prefix = out.size() - before;
        }
        writePretty(item, indent + 2, prefix, out);
        if (++i < value.size())
            out += ',';
        out += '\n';
    }
    out += std::string(indent, ' ') + (object ? "}" : "]");
}

}  // namespace

std::size_t jsonBuildBudget(std::size_t textBytes) {
    return std::max(kMinJsonBuildBytes, kJsonBuildBytesPerTextByte * textBytes);
}

Loaded<Json> parseStrictJson(std::string_view text) {
    if (text.size() > kMaxJsonBytes) {
        return {std::nullopt, FormatError{"", "the text is longer than " +
                                                  std::to_string(kMaxJsonBytes) + " bytes"}};
    }
    // nlohmann stops at a NUL byte as at the end of the text; JSON text holds none (a NUL in a
    // string is written \u0000), so one means damage or something appended.
    if (const auto nul = text.find('\0'); nul != std::string_view::npos) {
        return {std::nullopt, FormatError{"", "not valid JSON (byte " + std::to_string(nul) +
                                                  "): a NUL byte; JSON text holds none"}};
    }
    const std::size_t budget = jsonBuildBudget(text.size());
    if (text.size() > budget / kMaxBuildBytesPerTextByte) {
        BuildCostCounter counter(budget);
        Json::sax_parse(text, &counter);
        if (counter.overBudget()) {
            const auto mebibytes = [](std::size_t bytes) {
                return std::to_string((bytes + (1u << 20) - 1) >> 20) + " MiB";
            };
            return {
                std::nullopt,
                FormatError{
                    "", "too dense to read: its values would take more than " + mebibytes(budget) +
                            " of memory once read (" + std::to_string(kJsonBuildBytesPerTextByte) +
                            " times the text's size, at least " + mebibytes(kMinJsonBuildBytes) +
                            "), with more than " + std::to_string(counter.values()) +
                            " values; no position, record or action list is so "
                            "dense"}};
        }
    }
    StrictBuilder builder;
    const bool ok = Json::sax_parse(text, &builder);
    if (!ok || builder.error_) {
        return {std::nullopt, builder.error_.value_or(FormatError{"", "not valid JSON"})};
    }
    return {std::move(builder.root), {}};
}

std::string formatJson(const Json& value) {
    std::string out;
    writePretty(value, 0, 0, out);
    out += '\n';
    return out;
}

}  // namespace ps::engine::io
