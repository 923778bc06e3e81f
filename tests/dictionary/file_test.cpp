// The compiled file: round trip, and refusal of every kind of damaged file without crashing.
#include <gtest/gtest.h>

#include <cstring>
#include <fstream>
#include <random>
#include <set>

#include "dictionary/automaton.h"
#include "dictionary/compiler.h"
#include "dictionary/dictionary.h"
#include "dictionary/dictionary_error.h"
#include "dictionary/format.h"
#include "test_support.h"

namespace ps::dict {
namespace {

using testing::testDataDir;

const std::vector<std::uint8_t>& compiledBytes() {
    static const auto bytes = [] {
        const auto hunspell = readHunspell(testDataDir() / "test.dic", testDataDir() / "test.aff");
        CompileReport report;
        return compileDictionary({word("kocur"), word("komputer"), word("dom")}, hunspell, report);
    }();
    return bytes;
}

void resealChecksum(std::vector<std::uint8_t>& bytes) {
    std::memset(bytes.data() + format::offsets::kChecksum, 0, 8);
    const std::uint64_t sum = format::checksum(bytes);
    std::memcpy(bytes.data() + format::offsets::kChecksum, &sum, 8);
}

std::string refusal(std::vector<std::uint8_t> bytes) {
    try {
        (void)Dictionary::fromBytes(std::move(bytes), "damaged.dict");
    } catch (const DictionaryError& e) {
        return e.what();
    }
    return "";
}

TEST(DictionaryFile, RoundTripsEveryWord) {
    const auto hunspell = readHunspell(testDataDir() / "test.dic", testDataDir() / "test.aff");
    std::set<Word> expected = {word("kocur"), word("komputer"), word("dom")};
    const AffixExpander expander(hunspell.rules);
    for (const auto& line : hunspell.lines) {
        expander.expand(line, [&](std::span<const Letter> form) {
            expected.emplace(form.begin(), form.end());
        });
    }
    const auto path = std::filesystem::temp_directory_path() / "ps-roundtrip-test.dict";
    writeDictionaryFile(path, compiledBytes());
    const Dictionary dictionary = Dictionary::load(path);
    std::filesystem::remove(path);
    EXPECT_EQ(dictionary.wordCount(), expected.size());
    EXPECT_EQ(dictionary.fileSize(), compiledBytes().size());
    std::vector<Word> listed;
    dictionary.forEachWord(
        [&](std::span<const Letter> w) { listed.emplace_back(w.begin(), w.end()); });
    EXPECT_EQ(listed, std::vector<Word>(expected.begin(), expected.end()));
    for (const Word& w : expected) {
        EXPECT_TRUE(dictionary.contains(w)) << toUtf8(w);
    }
    EXPECT_FALSE(dictionary.contains(word("komputera")));  // only "komputer" is listed
}

TEST(DictionaryFile, RefusesAMissingFileNamingIt) {
    try {
        (void)Dictionary::load("/nonexistent/dir/polish.dict");
        FAIL() << "loaded a missing file";
    } catch (const DictionaryError& e) {
        EXPECT_NE(std::string(e.what()).find("/nonexistent/dir/polish.dict"), std::string::npos);
        EXPECT_NE(std::string(e.what()).find("no such file"), std::string::npos) << e.what();
    }
}

TEST(DictionaryFile, RefusesTruncatedFiles) {
    const auto& bytes = compiledBytes();
    for (const std::size_t cut :
         {std::size_t{0}, std::size_t{5}, std::size_t{8}, std::size_t{100}, format::kHeaderSize,
          format::kHeaderSize + 50, bytes.size() / 2, bytes.size() - 1}) {
        const std::string error =
            refusal({bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(cut)});
        EXPECT_NE(error, "") << "cut at " << cut;
        EXPECT_NE(error.find("damaged.dict"), std::string::npos) << error;
        if (cut >= 8) {
            EXPECT_NE(error.find("truncated"), std::string::npos) << error;
        }
    }
}

TEST(DictionaryFile, RefusesBitFlipsAnywhere) {
    std::mt19937 rng(99);
    const auto& original = compiledBytes();
    std::uniform_int_distribution<std::size_t> position(0, original.size() - 1);
    std::uniform_int_distribution<int> bit(0, 7);
    for (int i = 0; i < 300; ++i) {
        auto bytes = original;
        const std::size_t at = i < 200 ? position(rng) : static_cast<std::size_t>(i - 200);
        bytes[at] ^= static_cast<std::uint8_t>(1u << bit(rng));
        EXPECT_NE(refusal(std::move(bytes)), "") << "flip at byte " << at;
    }
}

TEST(DictionaryFile, RefusesWrongMagicAndWrongVersion) {
    auto bytes = compiledBytes();
    bytes[0] = 'X';
    EXPECT_NE(refusal(bytes).find("magic"), std::string::npos);

    bytes = compiledBytes();
    const std::uint32_t future = format::kVersion + 1;
    std::memcpy(bytes.data() + format::offsets::kVersion, &future, 4);
    resealChecksum(bytes);
    const std::string error = refusal(bytes);
    EXPECT_NE(error.find("version " + std::to_string(future)), std::string::npos) << error;
}

// The fault a caller words in its own language (the app); what() keeps the English detail.
DictionaryFault faultOf(std::vector<std::uint8_t> bytes) {
    try {
        (void)Dictionary::fromBytes(std::move(bytes), "damaged.dict");
    } catch (const DictionaryFileError& e) {
        return e.fault();
    }
    ADD_FAILURE() << "not refused with a DictionaryFileError";
    return DictionaryFault::CannotRead;
}

TEST(DictionaryFile, EveryRefusalCarriesItsFault) {
    const auto& original = compiledBytes();
    EXPECT_EQ(faultOf({}), DictionaryFault::NotADictionary);
    EXPECT_NE(refusal({}).find("empty (0 bytes), not a dictionary"), std::string::npos);
    auto bytes = original;
    bytes[0] = 'X';
    EXPECT_EQ(faultOf(bytes), DictionaryFault::NotADictionary);
    EXPECT_EQ(faultOf({original.begin(), original.end() - 1}), DictionaryFault::Truncated);
    bytes = original;
    const std::uint32_t future = format::kVersion + 1;
    std::memcpy(bytes.data() + format::offsets::kVersion, &future, 4);
    resealChecksum(bytes);
    EXPECT_EQ(faultOf(bytes), DictionaryFault::OtherVersion);
    bytes = original;
    bytes.at(original.size() - 3) ^= 0x5a;
    EXPECT_EQ(faultOf(bytes), DictionaryFault::Damaged);
    try {
        (void)Dictionary::load("/nonexistent/polish.dict");
        ADD_FAILURE() << "a missing file loaded";
    } catch (const DictionaryFileError& e) {
        EXPECT_EQ(e.fault(), DictionaryFault::CannotRead);
    }
}

TEST(DictionaryFile, RefusesStructuralFaultsEvenWithAValidChecksum) {
    const auto& original = compiledBytes();
    // The word automaton section: its directory entry is the first one (the compiler's order).
    std::uint64_t offset = 0;
    std::memcpy(&offset, original.data() + format::kHeaderSize + 8, 8);
    auto bytes = original;
    const std::uint32_t wild = 0xFFFFFF80u;  // letter 0, target far past the end
    std::memcpy(bytes.data() + offset + 4, &wild, 4);
    resealChecksum(bytes);
    EXPECT_NE(refusal(bytes).find("corrupt word automaton"), std::string::npos) << refusal(bytes);

    bytes = original;
    std::uint64_t stemOffset = 0;  // the stem automaton: the second directory entry
    std::memcpy(&stemOffset,
                original.data() + format::kHeaderSize + format::kDirectoryEntrySize + 8, 8);
    const std::uint32_t loop = (1u << kEdgeTargetShift) | 3u;  // edge 1 -> state 1: a cycle
    std::memcpy(bytes.data() + stemOffset + 4, &loop, 4);
    resealChecksum(bytes);
    EXPECT_NE(refusal(bytes).find("corrupt stem automaton"), std::string::npos) << refusal(bytes);
}

// Random damage sealed with a valid checksum: the loader either refuses the file or gives a
// dictionary that answers queries without crashing (ASan/UBSan builds check the "without").
TEST(DictionaryFile, SurvivesRandomDamageBehindAValidChecksum) {
    std::mt19937 rng(4242);
    const auto& original = compiledBytes();
    std::uniform_int_distribution<std::size_t> position(format::kHeaderSize, original.size() - 1);
    std::uniform_int_distribution<int> value(0, 255);
    int loaded = 0;
    for (int i = 0; i < 60; ++i) {
        auto bytes = original;
        for (int k = 0; k < 1 + i % 4; ++k) {
            bytes[position(rng)] = static_cast<std::uint8_t>(value(rng));
        }
        resealChecksum(bytes);
        try {
            const auto d = Dictionary::fromBytes(std::move(bytes), "fuzzed.dict");
            ++loaded;
            for (const char* text : {"dom", "domu", "niedomowy", "kot", "pisałem", "a"}) {
                (void)d.contains(word(text));
                (void)d.headwords(word(text));
                (void)d.relation(word(text), word("dom"));
            }
            AnagramQuery query;
            query.available = countLetters(word("domowykotpies"));
            std::size_t found = 0;
            d.forEachAnagram(query, [&](std::span<const Letter>) { ++found; });
        } catch (const DictionaryError&) {
        }
    }
    SUCCEED() << loaded << " damaged files loaded";
}

}  // namespace
}  // namespace ps::dict
