// The strict JSON parser and the canonical layout shared by every format.

#include "engine/io/json_text.h"

#include <gtest/gtest.h>

namespace ps::engine::io {
namespace {

TEST(StrictJson, ParsesAnOrdinaryDocumentKeepingKeyOrder) {
    const auto parsed = parseStrictJson(R"({"b": 1, "a": [true, null, "x"], "c": {"d": -2}})");
    ASSERT_TRUE(parsed.ok()) << parsed.error.text();
    EXPECT_EQ(parsed.value->begin().key(), "b");
    EXPECT_EQ((*parsed.value)["c"]["d"], -2);
}

TEST(StrictJson, RefusesAKeyGivenTwiceWithItsPath) {
    const auto parsed = parseStrictJson(R"({"cells": [{"at": [0, 0], "at": [1, 1]}]})");
    ASSERT_FALSE(parsed.ok());
    EXPECT_EQ(parsed.error.path, "/cells/0/at");
    EXPECT_NE(parsed.error.message.find("twice"), std::string::npos);
}

TEST(StrictJson, RefusesSyntaxErrorsWithTheByteOffset) {
    const auto parsed = parseStrictJson(R"({"round": 1,})");
    ASSERT_FALSE(parsed.ok());
    EXPECT_EQ(parsed.error.path, "");
    EXPECT_NE(parsed.error.message.find("byte"), std::string::npos);
    EXPECT_FALSE(parseStrictJson("").ok());
    EXPECT_FALSE(parseStrictJson("{} {}").ok());
    EXPECT_FALSE(parseStrictJson("\"\xff\"").ok());  // not UTF-8
}

TEST(StrictJson, RefusesNestingDeeperThanTheLimit) {
    std::string deep(kMaxJsonDepth + 1, '[');
    deep += std::string(kMaxJsonDepth + 1, ']');
    const auto parsed = parseStrictJson(deep);
    ASSERT_FALSE(parsed.ok());
    EXPECT_NE(parsed.error.message.find("deeper"), std::string::npos);
    std::string fine(kMaxJsonDepth, '[');
    fine += std::string(kMaxJsonDepth, ']');
    EXPECT_TRUE(parseStrictJson(fine).ok());
}

TEST(JsonPointer, EscapesTildeAndSlash) {
    EXPECT_EQ(childPath("/a", "b/c~d"), "/a/b~1c~0d");
    EXPECT_EQ(childPath("", std::size_t{3}), "/3");
}

TEST(CanonicalLayout, PutsSmallObjectsOnOneLineAndWrapsLongLists) {
    Json doc = Json::object();
    doc["cells"] = Json::array({Json{{"at", {0, 1}}, {"card", "T#17"}, {"marker", 1}}});
    Json stack = Json::array();
    for (int i = 0; i < 40; ++i)
        stack.push_back("A#" + std::to_string(i));
    doc["stack"] = stack;
    const std::string text = formatJson(doc);
    EXPECT_NE(text.find(R"({"at": [0, 1], "card": "T#17", "marker": 1})"), std::string::npos)
        << text;
    for (std::size_t start = 0, end; (end = text.find('\n', start)) != std::string::npos;
         start = end + 1) {
        EXPECT_LE(end - start, 100u) << text.substr(start, end - start);
    }
    const auto reparsed = parseStrictJson(text);
    ASSERT_TRUE(reparsed.ok());
    EXPECT_EQ(*reparsed.value, doc);
}

}  // namespace
}  // namespace ps::engine::io
