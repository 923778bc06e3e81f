#include "engine/io/dictionary_identity.h"

#include <algorithm>

#include "engine/io/cards.h"

namespace ps::engine::io {

std::string checksumText(std::uint64_t checksum) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string text(16, '0');
    for (std::size_t i = 16; i-- > 0; checksum >>= 4)
        text[i] = kDigits[checksum & 0xf];
    return text;
}

Json dictionaryIdentityToJson(const DictionaryIdentity& identity) {
    Json out = Json::object();
    out["checksum"] = checksumText(identity.checksum);
    out["words"] = identity.words;
    if (!identity.overlay.empty()) {
        Json overlay = Json::object();
        overlay["checksum"] = checksumText(identity.overlay.checksum);
        overlay["added"] = identity.overlay.added;
        overlay["removed"] = identity.overlay.removed;
        out["overlay"] = std::move(overlay);
    }
    return out;
}

namespace detail {

namespace {

std::uint64_t readChecksum(const Json& value, const std::string& path) {
    const std::string checksumPath = childPath(path, "checksum");
    const std::string text = readString(requireMember(value, path, "checksum"), checksumPath);
    const bool hex = text.size() == 16 && std::all_of(text.begin(), text.end(), [](char c) {
                         return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
                     });
    if (!hex)
        fail(checksumPath,
             "must be 16 lowercase hexadecimal digits, not " + shortText(value["checksum"]));
    std::uint64_t checksum = 0;
    for (const char c : text)
        checksum = checksum * 16 + static_cast<std::uint64_t>(c <= '9' ? c - '0' : c - 'a' + 10);
    return checksum;
}

OverlayIdentity readOverlayIdentity(const Json& value, const std::string& path) {
    requireObject(value, path, {"checksum", "added", "removed"});
    OverlayIdentity overlay;
    overlay.checksum = readChecksum(value, path);
    const auto count = [&](const char* name) {
        return static_cast<std::uint64_t>(readInt(requireMember(value, path, name),
                                                  childPath(path, name), 0,
                                                  static_cast<long long>(kMaxDictionaryWords)));
    };
    overlay.added = count("added");
    overlay.removed = count("removed");
    if (overlay.empty())
        fail(path, "no words added or removed (a game without an overlay has no \"overlay\")");
    return overlay;
}

}  // namespace

DictionaryIdentity readDictionaryIdentity(const Json& value, const std::string& path,
                                          bool withOverlay) {
    requireObject(value, path, {"checksum", "words", "overlay"});
    DictionaryIdentity identity;
    identity.checksum = readChecksum(value, path);
    identity.words = static_cast<std::uint64_t>(
        readInt(requireMember(value, path, "words"), childPath(path, "words"), 1,
                static_cast<long long>(kMaxDictionaryWords)));
    const Json* overlay = member(value, "overlay");
    const std::string overlayPath = childPath(path, "overlay");
    if (overlay && !withOverlay)
        fail(overlayPath, "needs version 3");
    if (withOverlay) {
        if (!overlay)
            fail(overlayPath, "missing (version 3 names the words added and removed)");
        identity.overlay = readOverlayIdentity(*overlay, overlayPath);
    }
    return identity;
}

}  // namespace detail

}  // namespace ps::engine::io
