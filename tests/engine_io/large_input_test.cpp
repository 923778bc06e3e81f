// The loaders against hostile shapes: huge objects, deep nesting, long arrays, NUL bytes,
// huge numbers, long used-word lists and cells far from the centre. Each is refused with a
// specific message or parsed; the work stays linear (the figures are in
// loader_benchmark.cpp: no timed assertions here).

#include <gtest/gtest.h>

#include <string>

#include "engine/io/json_text.h"
#include "engine/io/position.h"
#include "engine/io/standard_deck.h"
#include "test_support.h"

namespace ps::engine::io {
namespace {

using testing::optionsFor;

// {"k0": 0, "k1": 1, ...}
std::string objectWithKeys(std::size_t count, bool repeatTheFirstAtTheEnd) {
    std::string text = "{";
    for (std::size_t i = 0; i < count; ++i)
        text += (i ? ",\"k" : "\"k") + std::to_string(i) + "\":" + std::to_string(i);
    if (repeatTheFirstAtTheEnd)
        text += ",\"k0\":1";
    return text + "}";
}

TEST(LargeInput, AnObjectUpToTheKeyCapParsesAndALargerOneIsRefused) {
    const auto full = parseStrictJson(objectWithKeys(kMaxJsonObjectKeys, false));
    ASSERT_TRUE(full.ok()) << full.error.text();
    EXPECT_EQ(full.value->size(), kMaxJsonObjectKeys);
    const auto over =
        parseStrictJson("{\"a\": " + objectWithKeys(kMaxJsonObjectKeys + 1, false) + "}");
    ASSERT_FALSE(over.ok());
    EXPECT_EQ(over.error.path, "/a");
    EXPECT_NE(over.error.message.find("more than"), std::string::npos) << over.error.text();
}

TEST(LargeInput, ADuplicateKeyAfterAThousandOthersIsFound) {
    const auto parsed = parseStrictJson(objectWithKeys(kMaxJsonObjectKeys - 1, true));
    ASSERT_FALSE(parsed.ok());
    EXPECT_EQ(parsed.error.path, "/k0");
    EXPECT_NE(parsed.error.message.find("twice"), std::string::npos);
}

TEST(LargeInput, ManyObjectsOfManyKeysParse) {
    std::string text = "[";
    for (int i = 0; i < 20; ++i)
        text += (i ? "," : "") + objectWithKeys(kMaxJsonObjectKeys, false);
    const auto parsed = parseStrictJson(text + "]");
    ASSERT_TRUE(parsed.ok()) << parsed.error.text();
    EXPECT_EQ(parsed.value->size(), 20u);
}

TEST(LargeInput, DeepNestingIsRefusedAtTheLimit) {
    const std::string deep(100'000, '[');
    const auto parsed = parseStrictJson(deep);
    ASSERT_FALSE(parsed.ok());
    EXPECT_NE(parsed.error.message.find("nested deeper than"), std::string::npos);
}

// A document whose values would take more than three times its text (at least 8 MiB) is
// refused by the first pass, which builds nothing: only it says "too dense".
TEST(LargeInput, ADenseDocumentIsRefusedBeforeItIsBuilt) {
    for (const char* item : {"7", "[]", "{}", "\"\"", "null"}) {
        std::string text = "[";
        for (int i = 0; i < 1'000'000; ++i)
            text += std::string(i ? "," : "") + item;
        const auto parsed = parseStrictJson(text + "]");
        ASSERT_FALSE(parsed.ok()) << item;
        EXPECT_EQ(parsed.error.path, "") << item;
        EXPECT_NE(parsed.error.message.find("too dense to read"), std::string::npos)
            << parsed.error.text();
        EXPECT_NE(parsed.error.message.find("3 times the text's size, at least 8 MiB"),
                  std::string::npos)
            << parsed.error.text();
    }
    // 100 000 small numbers fit the 8 MiB every document may take.
    std::string text = "[";
    for (int i = 0; i < 100'000; ++i)
        text += i ? ",7" : "7";
    const auto parsed = parseStrictJson(text + "]");
    ASSERT_TRUE(parsed.ok()) << parsed.error.text();
    EXPECT_EQ(parsed.value->size(), 100'000u);
}

// Few, large values: 15 MB of text in 15 000 strings is built (about its own size again).
TEST(LargeInput, ALargeDocumentOfFewValuesParses) {
    std::string text = "[";
    for (int i = 0; i < 15'000; ++i)
        text += (i ? ",\"" : "\"") + std::string(1000, 'a') + "\"";
    const auto parsed = parseStrictJson(text + "]");
    ASSERT_TRUE(parsed.ok()) << parsed.error.text();
    EXPECT_EQ(parsed.value->size(), 15'000u);
    EXPECT_EQ(jsonBuildBudget(text.size() + 1), 3 * (text.size() + 1));
    EXPECT_EQ(jsonBuildBudget(10), kMinJsonBuildBytes);
}

// A syntax error or too deep a nesting far into a dense document: the budget speaks first.
TEST(LargeInput, TheBudgetIsCheckedBeforeALateSyntaxError) {
    std::string text = "[";
    for (int i = 0; i < 2'000'000; ++i)
        text += i ? ",1" : "1";
    const auto parsed = parseStrictJson(text + ",]");
    ASSERT_FALSE(parsed.ok());
    EXPECT_NE(parsed.error.message.find("too dense"), std::string::npos) << parsed.error.text();
    // Within the budget, the syntax error is reported as before.
    const auto small = parseStrictJson("[1,2,]");
    ASSERT_FALSE(small.ok());
    EXPECT_NE(small.error.message.find("not valid JSON"), std::string::npos);
}

TEST(LargeInput, TextOverTheCapIsRefusedBeforeParsing) {
    const std::string text(kMaxJsonBytes + 1, ' ');
    const auto parsed = parseStrictJson(text);
    ASSERT_FALSE(parsed.ok());
    EXPECT_NE(parsed.error.message.find("longer than"), std::string::npos);
}

TEST(LargeInput, ANulByteEndsNothing) {
    using namespace std::string_literals;
    for (const std::string& text : {"{}\0garbage"s, "{}\0"s, "[1,\0 2]"s, "\0{}"s}) {
        const auto parsed = parseStrictJson(text);
        ASSERT_FALSE(parsed.ok()) << "accepted a NUL at " << text.find('\0');
        EXPECT_NE(parsed.error.message.find("NUL"), std::string::npos) << parsed.error.text();
    }
}

TEST(LargeInput, AnIntegerBeyondSixtyFourBitsIsNamedAsSuch) {
    const auto parsed = parseStrictJson(R"({"a": [1, 123456789012345678901234567890]})");
    ASSERT_FALSE(parsed.ok());
    EXPECT_EQ(parsed.error.path, "/a/1");
    EXPECT_NE(parsed.error.message.find("integer too large"), std::string::npos)
        << parsed.error.text();
    EXPECT_TRUE(parseStrictJson("[1.5e300]").ok());  // a real fraction stays a number
}

Json newPosition() {
    dict::MemoryLexicon lexicon;
    Game game(optionsFor(2, false, 77), standardDeck(), lexicon);
    return positionToJson(game.state());
}

TEST(LargeInput, AHugeVersionOrCountIsOutOfRangeNotWrapped) {
    for (const char* field : {"version", "round", "turnNumber"}) {
        Json position = newPosition();
        position[field] = 4294967297ULL;  // 2^32 + 1: narrowed to int it would read as 1
        const auto loaded = positionFromJson(position);
        ASSERT_FALSE(loaded.ok()) << field;
        EXPECT_EQ(loaded.error.path, std::string("/") + field);
    }
    Json position = newPosition();
    position["currentPlayer"] = 4294967296ULL;  // would read as player 0
    EXPECT_FALSE(positionFromJson(position).ok());
}

TEST(LargeInput, AUsedWordListUpToTheCapLoadsALongerOneIsRefused) {
    Json position = newPosition();
    Json words = Json::array();
    // kMaxUsedWords distinct words: the number i written in base 20 with Polish letters.
    const std::string_view letters = "abcdefghijklmnoprstu";
    for (std::size_t i = 0; i < kMaxUsedWords; ++i) {
        std::string word = "ab";
        for (std::size_t n = i; n > 0; n /= 20)
            word += letters[n % 20];
        words.push_back(word);
    }
    position["usedWords"] = words;
    const auto loaded = positionFromJson(position);
    ASSERT_TRUE(loaded.ok()) << loaded.error.text();
    EXPECT_EQ(loaded.value->usedWords.size(), kMaxUsedWords);
    words[kMaxUsedWords - 1] = words[1'234];
    position["usedWords"] = words;
    const auto repeated = positionFromJson(position);
    ASSERT_FALSE(repeated.ok());
    EXPECT_EQ(repeated.error.path, "/usedWords/" + std::to_string(kMaxUsedWords - 1));
    words.push_back("kot");
    position["usedWords"] = words;
    const auto tooMany = positionFromJson(position);
    ASSERT_FALSE(tooMany.ok());
    EXPECT_EQ(tooMany.error.path, "/usedWords");
}

// Every cell moved by (dx, 0).
Json shifted(Json position, long long dx) {
    for (auto& cell : position["cells"])
        cell["at"][0] = cell["at"][0].get<long long>() + dx;
    return position;
}

TEST(LargeInput, CellsLoadAnywhereTheEngineAllows) {
    // The readers once stopped at 1000 while the engine reaches kMaxCoordinate.
    const auto far = positionFromJson(shifted(newPosition(), 1001));
    ASSERT_TRUE(far.ok()) << far.error.text();
    const auto edge = positionFromJson(shifted(newPosition(), kMaxCoordinate - 3));
    ASSERT_TRUE(edge.ok()) << edge.error.text();
    const auto beyond = positionFromJson(shifted(newPosition(), kMaxCoordinate - 2));
    ASSERT_FALSE(beyond.ok());
    EXPECT_NE(beyond.error.message.find("out of range"), std::string::npos) << beyond.error.text();
}

}  // namespace
}  // namespace ps::engine::io
