#include "net/wire_compression.h"

#include <zlib.h>

#include <array>
#include <charconv>
#include <cstdint>
#include <vector>

#include "net/messages.h"

// Why a preset dictionary: a text is compressed alone (every text must be readable by itself:
// a client that missed one says hello and reads on), and most are a few hundred bytes, too
// short for deflate to find repeats of its own. Primed with the protocol's own keys and values
// (the envelope, the kinds, event types, action types, the view's fields), deflate writes them
// as back-references from the first byte on: a 351-byte update takes 77 bytes on the wire,
// base64 included (281 without the dictionary).

namespace ps::net {

static_assert(kPackedPrefix.size() == 3 && kPackedPrefix[1] - '0' == kProtocolVersion,
              "the compressed texts' prefix names the protocol version");

namespace {

// Deflate finds a repeat closer by with fewer bits, so the most frequent strings come last.
// Written as the host and the clients write their texts (nlohmann's compact dump): rare kinds
// and the whole view first, then the steps' events and actions, the requests, and last the
// envelope of every text and the update's parts.
constexpr std::string_view kDictionary =
    // The welcome, the refusals, the end of the game.
    R"({"kind":"welcome","seat":1,"seats":[{"name":"gracz 1","kind":"at-host"},)"
    R"({"name":"gracz 2","kind":"remote"},{"name":"gracz 3","kind":"bot","level":"medium"},)"
    R"({"name":"gracz 4","kind":"bot","level":"hard"}],"deck":"standard")"
    R"({"kind":"refused","reason":"malformed","message":"not-joined","request":)"
    R"("sequence","not-yours","stale","not-your-action","engine","no-decision","no-take-back")"
    R"({"kind":"game-over","totals":[],"winners":[]})"
    R"({"kind":"hello","name":"gracz 1"}{"kind":"take-back"}{"kind":"hold","holding":true)"
    // The whole view (after a welcome).
    R"({"kind":"state","view":{"seat":1,"options":{"players":4,"variant":true,"minWordLength":2,)"
    R"("redrawLimit":3,"turnTimerSeconds":0,"startPlayer":0},"round":1,"turnNumber":1,)"
    R"("startPlayer":0,"currentPlayer":1,"phase":"place","cells":[{"at":[0,0],"card":"A#1",)"
    R"("marker":0},{"at":[1,0],"tape":true,"marker":1},{"at":[0,1],"card":"E#21","frozen":)"
    R"(],"stack":71,"players":[{"pool":30,"sheet":"O#64","jadro":"","captured":["E#21"]},)"
    R"({"pool":22,"captured":[]}],"usedWords":[],"turn":{"redrawsUsed":0,"placed":[],)"
    R"("wordPlayed":false,"wordCards":[],"actionsLeft":["blaster","shadow","resistance",)"
    R"("jadro","gel","zeppelin"],"offers":[{"helper":0,"length":5,"captures":2,"price":[],)"
    R"("awaitingHelper":false,"counters":0,"word":"","cards":[]}],"helpersOffered":[],)"
    R"("drawn":false,"jadroPlaced":false,"zeppelinDrawn":[],"zeppelinHidden":0}}})"
    R"("phase":"actions","phase":"end-of-turn","phase":"zeppelin-choice","phase":"game-over")"
    // The black cards' events and actions.
    R"(["tape-placed",1,null,[0,1]],["tape-moved",null,[0,1],[1,1]],["cell-left-empty",[0,1]],)"
    R"(["jadro-card-given",0,1,"A#1"],["card-frozen",0,"A#1",[0,1],9],["card-thawed","A#1",)"
    R"(["zeppelin-drew",0,["A#1","B#5"],2],["card-under-stack","A#1"],["black-action-used",0,)"
    R"({"type":"blaster","target":[0,1]},{"type":"shadow","tape":[0,1],"to":[1,1]},)"
    R"({"type":"resistance","card":"A#1","recipient":1},{"type":"jadro"},{"type":"gel",)"
    R"({"type":"zeppelin"},{"type":"zeppelin-keep","card":"A#1"},{"type":"finish-actions"},)"
    R"({"type":"end-turn"},"kind":"request","request":{"what":"zeppelin-choice","id":)"
    // Help offers and table votes.
    R"({"type":"help-offer","helper":1,"word":"","cards":[],"price":["A#1"]},)"
    R"("offer":{"helper":1,"length":5,"price":["A#1"]},["help-offered",1],)"
    R"({"type":"help-counter","helper":1,"by":0,"price":["A#1"]},["help-countered",1,0,[)"
    R"({"type":"help-accept","helper":1},["help-accepted",1],{"type":"help-refuse","helper":1},)"
    R"(["help-refused",1,0],{"type":"help-withdraw","helper":1},["help-voided",1,"],)"
    R"("lapsedOffers":[1],"vote":{"word":"","relatedTo":"","reason":"related","proposer":0})"
    R"("reason":"not-in-dictionary","tableAcceptsSuspected":true,"tableAcceptsUnknown":true)"
    R"("takeBack":{"seat":0,"undone":2}},"request":{"what":"take-back-consent","id":)"
    R"("request":{"what":"table-vote","id":"request":{"what":"help-answer","id":)"
    R"("request":{"what":"offer-answer","id":"request":{"what":"help-offer","id":)"
    // A turn's steps.
    R"({"type":"redraw"},["redrew",0,1],{"type":"pass"},["passed",0],["round-advanced",2],)"
    R"("roundScored":true,["game-ended"]["marker-returned",1,"A#1",[0,1]],)"
    R"(["card-captured",0,"A#1",[0,1]],"byTable":true,["word-played",0,"",["A#1"],1],)"
    R"({"kind":"event","actor":0,"action":{"type":"word","word":"","cards":["A#1","E#21"]},)"
    R"("events":[["word-played",0,"",["A#1","E#21","I#33","O#60","Z#96"]],)"
    R"(["marker-placed",0,"A#1",[0,1]],["marker-placed",0,"E#21",[1,0]],)"
    R"(["card-drawn",0,"A#1"],["turn-ended",0],["turn-began",1]]})"
    R"({"kind":"event","actor":1,"events":[["card-placed",1,"A#1",[0,-1]]]})"
    R"({"kind":"answer","request":{"what":"turn-action","id":1},"agrees":true,"agrees":false,)"
    R"("action":{"type":"place","card":"A#1","at":[0,-1]}})"
    // What changed in the view, and the update around every sync.
    R"({"kind":"change","change":{"/phase":"word","/turn/placed/0":"A#1","/turn/wordCards",)"
    R"("/turn/offers/0/","/players/0/sheet":null,"/players/1/pool":22,"/usedWords/1":"",)"
    R"("/cells/0_-1":{"card":"A#1"},"/cells/1_0/marker":1,"/currentPlayer":1,"/stack":70},)"
    R"("digest":1234567890},{"kind":"withdraw","request":{"what":"turn-action","id":1}},)"
    R"({"kind":"request","request":{"what":"turn-action","id":1,"about":1}}]})"
    R"({"protocol":"potega-slowa-net","version":3,"table":"stol-1","seq":1,"kind":"update",)"
    R"("parts":[{"kind":"event","actor":0,"events":[["card-placed",0,")";

// Raw deflate (no zlib header or checksum: the JSON reader checks the text), the largest
// window, and the dictionary right after the start, as inflate expects it.
constexpr int kWindowBits = -15;

constexpr std::string_view kBase64 =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

// Base64 without padding: the length says how many bytes the last group holds.
std::string toBase64(const std::vector<unsigned char>& bytes) {
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    std::size_t i = 0;
    for (; i + 3 <= bytes.size(); i += 3) {
        const std::uint32_t group =
            (std::uint32_t{bytes[i]} << 16) | (std::uint32_t{bytes[i + 1]} << 8) | bytes[i + 2];
        for (int shift = 18; shift >= 0; shift -= 6)
            out += kBase64[(group >> shift) & 63];
    }
    if (const std::size_t left = bytes.size() - i; left > 0) {
        std::uint32_t group = std::uint32_t{bytes[i]} << 16;
        if (left == 2)
            group |= std::uint32_t{bytes[i + 1]} << 8;
        out += kBase64[(group >> 18) & 63];
        out += kBase64[(group >> 12) & 63];
        if (left == 2)
            out += kBase64[(group >> 6) & 63];
    }
    return out;
}

constexpr std::array<std::int8_t, 256> base64Values() {
    std::array<std::int8_t, 256> values{};
    for (auto& value : values)
        value = -1;
    for (std::size_t i = 0; i < kBase64.size(); ++i)
        values[static_cast<unsigned char>(kBase64[i])] = static_cast<std::int8_t>(i);
    return values;
}

// The bytes of canonical unpadded base64 (the only form written), or nothing: a character
// outside the alphabet (padding included), a length no encoding has, or unused bits set in
// the last character (another spelling of the same bytes).
std::optional<std::vector<unsigned char>> fromBase64(std::string_view text, std::string& error) {
    static constexpr std::array<std::int8_t, 256> kValues = base64Values();
    if (text.size() % 4 == 1) {
        error = "base64 of " + std::to_string(text.size()) + " characters encodes no bytes";
        return std::nullopt;
    }
    std::vector<unsigned char> out;
    out.reserve(text.size() / 4 * 3 + 2);
    std::uint32_t bits = 0;
    int held = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const std::int8_t value = kValues[static_cast<unsigned char>(text[i])];
        if (value < 0) {
            error = "character " + std::to_string(i + kPackedPrefix.size()) +
                    " is not base64 (the alphabet A-Z a-z 0-9 + /, no padding)";
            return std::nullopt;
        }
        bits = (bits << 6) | static_cast<std::uint32_t>(value);
        held += 6;
        if (held >= 8) {
            held -= 8;
            out.push_back(static_cast<unsigned char>((bits >> held) & 0xff));
        }
    }
    if ((bits & ((1u << held) - 1)) != 0) {
        error = "the base64's last character has bits set that encode nothing";
        return std::nullopt;
    }
    return out;
}

// A z_stream released at the end of its scope, whatever happens.
class Deflater {
  public:
    Deflater() {
        ok_ = deflateInit2(&stream_, Z_BEST_COMPRESSION, Z_DEFLATED, kWindowBits, 9,
                           Z_DEFAULT_STRATEGY) == Z_OK;
        ok_ = ok_ &&
              deflateSetDictionary(&stream_, reinterpret_cast<const Bytef*>(kDictionary.data()),
                                   static_cast<uInt>(kDictionary.size())) == Z_OK;
    }
    ~Deflater() { deflateEnd(&stream_); }
    Deflater(const Deflater&) = delete;
    Deflater& operator=(const Deflater&) = delete;

    std::optional<std::vector<unsigned char>> compress(std::string_view text) {
        if (!ok_)
            return std::nullopt;
        std::vector<unsigned char> out(deflateBound(&stream_, static_cast<uLong>(text.size())));
        stream_.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(text.data()));
        stream_.avail_in = static_cast<uInt>(text.size());
        stream_.next_out = out.data();
        stream_.avail_out = static_cast<uInt>(out.size());
        if (deflate(&stream_, Z_FINISH) != Z_STREAM_END)
            return std::nullopt;
        out.resize(out.size() - stream_.avail_out);
        return out;
    }

  private:
    z_stream stream_{};
    bool ok_ = false;
};

class Inflater {
  public:
    Inflater() {
        ok_ = inflateInit2(&stream_, kWindowBits) == Z_OK;
        ok_ = ok_ &&
              inflateSetDictionary(&stream_, reinterpret_cast<const Bytef*>(kDictionary.data()),
                                   static_cast<uInt>(kDictionary.size())) == Z_OK;
    }
    ~Inflater() { inflateEnd(&stream_); }
    Inflater(const Inflater&) = delete;
    Inflater& operator=(const Inflater&) = delete;

    // The inflated text, at most kMaxMessageBytes, or nothing with `error` set.
    std::optional<std::string> inflate(const std::vector<unsigned char>& bytes,
                                       std::string& error) {
        if (!ok_) {
            error = "the decompressor could not start";
            return std::nullopt;
        }
        // One byte more than allowed: filling it tells a bomb from a text of exactly the cap.
        std::string out(kMaxMessageBytes + 1, '\0');
        stream_.next_in = const_cast<Bytef*>(bytes.data());
        stream_.avail_in = static_cast<uInt>(bytes.size());
        stream_.next_out = reinterpret_cast<Bytef*>(out.data());
        stream_.avail_out = static_cast<uInt>(out.size());
        const int status = ::inflate(&stream_, Z_FINISH);
        const std::size_t written = out.size() - stream_.avail_out;
        if (status == Z_STREAM_END) {
            if (stream_.avail_in != 0) {
                error = "the compressed text goes on for " + std::to_string(stream_.avail_in) +
                        " bytes after its end";
                return std::nullopt;
            }
            if (written > kMaxMessageBytes) {
                error = "the compressed text inflates to more than " +
                        std::to_string(kMaxMessageBytes) + " bytes";
                return std::nullopt;
            }
            out.resize(written);
            return out;
        }
        if (status == Z_DATA_ERROR || status == Z_NEED_DICT || status == Z_STREAM_ERROR) {
            error = std::string("the compressed text is corrupt: ") +
                    (stream_.msg != nullptr ? stream_.msg : "not a deflate stream");
            return std::nullopt;
        }
        if (stream_.avail_out == 0) {
            error = "the compressed text inflates to more than " +
                    std::to_string(kMaxMessageBytes) + " bytes";
            return std::nullopt;
        }
        error = "the compressed text is cut short (its stream does not end)";
        return std::nullopt;
    }

  private:
    z_stream stream_{};
    bool ok_ = false;
};

}  // namespace

std::string_view presetDictionary() {
    return kDictionary;
}

std::string packText(std::string_view json) {
    Deflater deflater;
    const auto compressed = deflater.compress(json);
    if (!compressed)
        return std::string(json);
    std::string packed = std::string(kPackedPrefix) + toBase64(*compressed);
    if (packed.size() >= json.size())
        return std::string(json);
    return packed;
}

UnpackedText unpackText(std::string_view wire) {
    UnpackedText result;
    if (wire.size() > kMaxMessageBytes) {
        result.error = "a text of " + std::to_string(wire.size()) + " bytes; at most " +
                       std::to_string(kMaxMessageBytes) + " are read";
        return result;
    }
    if (wire.empty()) {
        result.error = "an empty text";
        return result;
    }
    if (wire.front() == '{') {
        // Not compressed: the JSON reader takes it (and refuses another version by its field).
        result.text = std::string(wire);
        return result;
    }
    if (!isPacked(wire)) {
        result.error =
            "neither a JSON text nor a compressed one (\"" + std::string(kPackedPrefix) + "…\")";
        return result;
    }
    // "z", the version, ":".
    const std::size_t colon = wire.find(':');
    int version = 0;
    const char* digits = wire.data() + 1;
    const char* digitsEnd = colon == std::string_view::npos ? digits : wire.data() + colon;
    const auto [end, parsed] = std::from_chars(digits, digitsEnd, version);
    if (colon == std::string_view::npos || colon > 8 || parsed != std::errc{} || end != digitsEnd) {
        result.error = "a compressed text starts with \"z\", its protocol version and \":\"";
        return result;
    }
    if (version != kProtocolVersion) {
        result.otherVersion = true;
        result.error = "a text compressed by protocol version " + std::to_string(version) +
                       ", which is not spoken here (this program speaks version " +
                       std::to_string(kProtocolVersion) + ")";
        return result;
    }
    std::string error;
    const auto bytes = fromBase64(wire.substr(colon + 1), error);
    if (!bytes) {
        result.error = "the compressed text is not canonical base64: " + error;
        return result;
    }
    if (bytes->empty()) {
        result.error = "a compressed text with no bytes";
        return result;
    }
    Inflater inflater;
    if (auto text = inflater.inflate(*bytes, error))
        result.text = std::move(*text);
    else
        result.error = std::move(error);
    return result;
}

}  // namespace ps::net
