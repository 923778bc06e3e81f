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
    return out;
}

namespace detail {

DictionaryIdentity readDictionaryIdentity(const Json& value, const std::string& path) {
    requireObject(value, path, {"checksum", "words"});
    DictionaryIdentity identity;
    const std::string checksumPath = childPath(path, "checksum");
    const std::string text = readString(requireMember(value, path, "checksum"), checksumPath);
    const bool hex = text.size() == 16 && std::all_of(text.begin(), text.end(), [](char c) {
                         return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
                     });
    if (!hex)
        fail(checksumPath,
             "must be 16 lowercase hexadecimal digits, not " + shortText(value["checksum"]));
    for (const char c : text)
        identity.checksum =
            identity.checksum * 16 + static_cast<std::uint64_t>(c <= '9' ? c - '0' : c - 'a' + 10);
    identity.words = static_cast<std::uint64_t>(
        readInt(requireMember(value, path, "words"), childPath(path, "words"), 1,
                static_cast<long long>(kMaxDictionaryWords)));
    return identity;
}

}  // namespace detail

}  // namespace ps::engine::io
