// The dictionary's identity in positions and records: written as version 2 when known (3 with
// the player's additions and removals), read back exactly; version 1 documents (without it) and
// version 2 ones (without an overlay) still load; malformed values are refused with the field's
// path.

#include "engine/io/dictionary_identity.h"

#include "engine/io/position.h"
#include "engine/io/record.h"
#include "test_support.h"

namespace ps::engine::io {
namespace {

using testing::optionsFor;
using testing::parsed;

const DictionaryIdentity kIdentity{0x0123456789abcdefULL, 4321};

GameState newGameState() {
    dict::MemoryLexicon lexicon;
    return Game(optionsFor(2, false, 2026), standardDeck(), lexicon).state();
}

TEST(DictionaryIdentity, ChecksumIsSixteenLowercaseHexDigits) {
    EXPECT_EQ(checksumText(0x0123456789abcdefULL), "0123456789abcdef");
    EXPECT_EQ(checksumText(0), "0000000000000000");
    EXPECT_EQ(checksumText(~std::uint64_t{0}), "ffffffffffffffff");
}

TEST(DictionaryIdentity, PositionWithIdentityIsVersion2AndRoundTrips) {
    const GameState state = newGameState();
    const Json json = positionToJson(state, kIdentity);
    EXPECT_EQ(json["version"], 2);
    EXPECT_EQ(json["dictionary"]["checksum"], "0123456789abcdef");
    EXPECT_EQ(json["dictionary"]["words"], 4321);
    const std::string text = formatJson(json);
    const auto loaded = positionDocumentFromJson(parsed(text));
    ASSERT_TRUE(loaded.ok()) << loaded.error.text();
    EXPECT_EQ(loaded.value->state, state);
    ASSERT_TRUE(loaded.value->dictionary.has_value());
    EXPECT_EQ(*loaded.value->dictionary, kIdentity);
    EXPECT_EQ(formatJson(positionToJson(loaded.value->state, loaded.value->dictionary)), text);
}

TEST(DictionaryIdentity, PositionWithoutIdentityStaysVersion1AndLoads) {
    const GameState state = newGameState();
    const Json json = positionToJson(state);
    EXPECT_EQ(json["version"], 1);
    EXPECT_FALSE(json.contains("dictionary"));
    const auto loaded = positionDocumentFromJson(json);
    ASSERT_TRUE(loaded.ok()) << loaded.error.text();
    EXPECT_EQ(loaded.value->state, state);
    EXPECT_FALSE(loaded.value->dictionary.has_value());
}

TEST(DictionaryIdentity, RecordWithIdentityRoundTripsAndOldRecordLoads) {
    Record record{optionsFor(3, false, 5), standardDeck(), {}, kIdentity};
    const std::string text = writeRecord(record);
    EXPECT_NE(text.find("\"version\": 2"), std::string::npos) << text;
    const auto loaded = loadRecord(text);
    ASSERT_TRUE(loaded.ok()) << loaded.error.text();
    EXPECT_EQ(*loaded.value, record);
    EXPECT_EQ(writeRecord(*loaded.value), text);

    record.dictionary.reset();
    const std::string old = writeRecord(record);
    EXPECT_NE(old.find("\"version\": 1"), std::string::npos) << old;
    const auto oldLoaded = loadRecord(old);
    ASSERT_TRUE(oldLoaded.ok()) << oldLoaded.error.text();
    EXPECT_FALSE(oldLoaded.value->dictionary.has_value());
}

struct Refusal {
    const char* name;
    void (*edit)(Json&);
    const char* path;
    const char* message;
};

const Refusal kRefusals[] = {
    {"identity in version 1", [](Json& j) { j["version"] = 1; }, "/dictionary", "needs version 2"},
    {"version 2 without identity", [](Json& j) { j.erase("dictionary"); }, "/dictionary",
     "missing"},
    {"not an object", [](Json& j) { j["dictionary"] = "polish"; }, "/dictionary", "an object"},
    {"unknown field", [](Json& j) { j["dictionary"]["name"] = "x"; }, "/dictionary/name",
     "unknown field"},
    {"checksum as a number", [](Json& j) { j["dictionary"]["checksum"] = 12; },
     "/dictionary/checksum", "a string"},
    {"short checksum", [](Json& j) { j["dictionary"]["checksum"] = "abc"; }, "/dictionary/checksum",
     "16 lowercase hexadecimal digits"},
    {"uppercase checksum", [](Json& j) { j["dictionary"]["checksum"] = "0123456789ABCDEF"; },
     "/dictionary/checksum", "16 lowercase hexadecimal digits"},
    {"no checksum", [](Json& j) { j["dictionary"].erase("checksum"); }, "/dictionary/checksum",
     "missing"},
    {"zero words", [](Json& j) { j["dictionary"]["words"] = 0; }, "/dictionary/words",
     "out of range"},
    {"negative words", [](Json& j) { j["dictionary"]["words"] = -3; }, "/dictionary/words",
     "out of range"},
    {"too many words", [](Json& j) { j["dictionary"]["words"] = 4294967297ULL; },
     "/dictionary/words", "out of range"},
    {"fractional words", [](Json& j) { j["dictionary"]["words"] = 2.5; }, "/dictionary/words",
     "integer"},
    {"no words", [](Json& j) { j["dictionary"].erase("words"); }, "/dictionary/words", "missing"},
};

TEST(DictionaryIdentity, PositionRefusesMalformedIdentityWithItsPath) {
    const Json good = positionToJson(newGameState(), kIdentity);
    for (const Refusal& refusal : kRefusals) {
        Json json = good;
        refusal.edit(json);
        const auto loaded = positionDocumentFromJson(json);
        ASSERT_FALSE(loaded.ok()) << refusal.name;
        EXPECT_EQ(loaded.error.path, refusal.path) << refusal.name << ": " << loaded.error.text();
        EXPECT_NE(loaded.error.message.find(refusal.message), std::string::npos)
            << refusal.name << ": " << loaded.error.text();
    }
}

TEST(DictionaryIdentity, RecordRefusesMalformedIdentityWithItsPath) {
    const Json good = recordToJson(Record{optionsFor(2, false, 9), standardDeck(), {}, kIdentity});
    for (const Refusal& refusal : kRefusals) {
        Json json = good;
        refusal.edit(json);
        const auto loaded = recordFromJson(json);
        ASSERT_FALSE(loaded.ok()) << refusal.name;
        EXPECT_EQ(loaded.error.path, refusal.path) << refusal.name << ": " << loaded.error.text();
        EXPECT_NE(loaded.error.message.find(refusal.message), std::string::npos)
            << refusal.name << ": " << loaded.error.text();
    }
}

TEST(DictionaryIdentity, NewerVersionsAreStillRefused) {
    Json json = positionToJson(newGameState(), kIdentity);
    json["version"] = 4;
    const auto loaded = positionDocumentFromJson(json);
    ASSERT_FALSE(loaded.ok());
    EXPECT_EQ(loaded.error.text(),
              "/version: unsupported version 4 (this build reads versions 1 to 3)");
}

const DictionaryIdentity kWithOverlay{0x0123456789abcdefULL, 4321, {0xfedcba9876543210ULL, 3, 1}};

TEST(DictionaryIdentity, AnOverlayMakesVersion3AndRoundTrips) {
    const GameState state = newGameState();
    const Json json = positionToJson(state, kWithOverlay);
    EXPECT_EQ(json["version"], 3);
    EXPECT_EQ(json["dictionary"]["overlay"]["checksum"], "fedcba9876543210");
    EXPECT_EQ(json["dictionary"]["overlay"]["added"], 3);
    EXPECT_EQ(json["dictionary"]["overlay"]["removed"], 1);
    const std::string text = formatJson(json);
    const auto loaded = positionDocumentFromJson(parsed(text));
    ASSERT_TRUE(loaded.ok()) << loaded.error.text();
    EXPECT_EQ(loaded.value->dictionary, std::optional<DictionaryIdentity>(kWithOverlay));
    EXPECT_EQ(formatJson(positionToJson(loaded.value->state, loaded.value->dictionary)), text);

    const Record record{optionsFor(2, false, 7), standardDeck(), {}, kWithOverlay};
    const std::string recordText = writeRecord(record);
    EXPECT_NE(recordText.find("\"version\": 3"), std::string::npos) << recordText;
    const auto loadedRecord = loadRecord(recordText);
    ASSERT_TRUE(loadedRecord.ok()) << loadedRecord.error.text();
    EXPECT_EQ(*loadedRecord.value, record);
}

TEST(DictionaryIdentity, AnotherOverlayIsAnotherIdentityOfTheSameDictionary) {
    DictionaryIdentity other = kWithOverlay;
    other.overlay.checksum ^= 1;
    EXPECT_NE(other, kWithOverlay);
    EXPECT_TRUE(other.sameDictionary(kWithOverlay));
    EXPECT_NE(kIdentity, kWithOverlay);
    EXPECT_TRUE(kIdentity.sameDictionary(kWithOverlay));
    EXPECT_FALSE(kIdentity.sameDictionary(DictionaryIdentity{1, 4321}));
}

TEST(DictionaryIdentity, NoOverlayIsTheVersion2DocumentOfBefore) {
    // An empty overlay is no overlay: the same document as a game without one, so saves made
    // before overlays existed are games without one, and older builds read new saves.
    DictionaryIdentity empty = kIdentity;
    empty.overlay = {};
    const Json json = positionToJson(newGameState(), empty);
    EXPECT_EQ(json["version"], 2);
    EXPECT_FALSE(json["dictionary"].contains("overlay"));
    const auto loaded = positionDocumentFromJson(json);
    ASSERT_TRUE(loaded.ok()) << loaded.error.text();
    EXPECT_EQ(loaded.value->dictionary, std::optional<DictionaryIdentity>(kIdentity));
    EXPECT_TRUE(loaded.value->dictionary->overlay.empty());
}

const Refusal kOverlayRefusals[] = {
    {"overlay in version 2", [](Json& j) { j["version"] = 2; }, "/dictionary/overlay",
     "needs version 3"},
    {"version 3 without overlay", [](Json& j) { j["dictionary"].erase("overlay"); },
     "/dictionary/overlay", "missing"},
    {"overlay not an object", [](Json& j) { j["dictionary"]["overlay"] = 3; },
     "/dictionary/overlay", "an object"},
    {"unknown overlay field", [](Json& j) { j["dictionary"]["overlay"]["words"] = 1; },
     "/dictionary/overlay/words", "unknown field"},
    {"bad overlay checksum", [](Json& j) { j["dictionary"]["overlay"]["checksum"] = "xyz"; },
     "/dictionary/overlay/checksum", "16 lowercase hexadecimal digits"},
    {"negative added", [](Json& j) { j["dictionary"]["overlay"]["added"] = -1; },
     "/dictionary/overlay/added", "out of range"},
    {"no removed", [](Json& j) { j["dictionary"]["overlay"].erase("removed"); },
     "/dictionary/overlay/removed", "missing"},
    {"empty overlay",
     [](Json& j) {
         j["dictionary"]["overlay"]["added"] = 0;
         j["dictionary"]["overlay"]["removed"] = 0;
     },
     "/dictionary/overlay", "no words added or removed"},
};

TEST(DictionaryIdentity, MalformedOverlaysAreRefusedWithTheirPath) {
    const Json position = positionToJson(newGameState(), kWithOverlay);
    const Json record =
        recordToJson(Record{optionsFor(2, false, 9), standardDeck(), {}, kWithOverlay});
    for (const Refusal& refusal : kOverlayRefusals) {
        Json json = position;
        refusal.edit(json);
        const auto loaded = positionDocumentFromJson(json);
        ASSERT_FALSE(loaded.ok()) << refusal.name;
        EXPECT_EQ(loaded.error.path, refusal.path) << refusal.name << ": " << loaded.error.text();
        EXPECT_NE(loaded.error.message.find(refusal.message), std::string::npos)
            << refusal.name << ": " << loaded.error.text();
        Json recordJson = record;
        refusal.edit(recordJson);
        const auto loadedRecord = recordFromJson(recordJson);
        ASSERT_FALSE(loadedRecord.ok()) << refusal.name;
        EXPECT_EQ(loadedRecord.error.path, refusal.path)
            << refusal.name << ": " << loadedRecord.error.text();
    }
}

}  // namespace
}  // namespace ps::engine::io
