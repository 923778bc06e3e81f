// potega-slowa-cli compile LIST OUT, through the same entry point as the binary.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include "cli/commands.h"
#include "cli_run.h"
#include "dictionary/dictionary.h"

namespace ps::cli {
namespace {

using Run = CliRun;

class CliCompile : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ =
            std::filesystem::temp_directory_path() /
            ("ps_cli_compile_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
             "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
        std::filesystem::remove_all(dir_);
        std::filesystem::create_directories(dir_);
    }
    void TearDown() override { std::filesystem::remove_all(dir_); }
    std::string write(const std::string& name, const std::string& text) {
        std::ofstream(dir_ / name, std::ios::binary) << text;
        return (dir_ / name).string();
    }
    std::filesystem::path dir_;
};

TEST_F(CliCompile, CompilesAListThatCheckThenUses) {
    const auto list = write("slowa.txt", "# club list\nkot\nDOM\n\nżółw\nkot\n");
    const auto out = (dir_ / "slowa.dict").string();
    const auto r = run({"compile", list, out});
    ASSERT_EQ(r.status, kExitOk) << r.err;
    EXPECT_NE(r.out.find("3 words (from 4 lines), checksum "), std::string::npos) << r.out;
    const auto dictionary = dict::Dictionary::load(out);
    EXPECT_EQ(dictionary.wordCount(), 3u);
    std::ostringstream hex;
    hex << std::hex;
    hex.width(16);
    hex.fill('0');
    hex << dictionary.checksum();
    EXPECT_NE(r.out.find(hex.str()), std::string::npos) << r.out;
    const auto check = run({"check", "--dict", out, "dom", "pies"});
    EXPECT_EQ(check.out, "dom: valid\npies: not in the dictionary\n");
}

TEST_F(CliCompile, BadListsAreRefusedWithTheirLineAndNoFileIsWritten) {
    const auto out = (dir_ / "out.dict").string();
    const auto notUtf8 = run({"compile", write("a.txt", "kot\nkr\xF3lik\n"), out});
    EXPECT_EQ(notUtf8.status, kExitUsage);
    EXPECT_NE(notUtf8.err.find("line 2: not UTF-8"), std::string::npos) << notUtf8.err;
    const auto foreign = run({"compile", write("b.txt", "kot\nvideo\n"), out});
    EXPECT_EQ(foreign.status, kExitUsage);
    EXPECT_NE(foreign.err.find("line 2: \"video\": 'v'"), std::string::npos) << foreign.err;
    const auto empty = run({"compile", write("c.txt", "# nothing\n\n"), out});
    EXPECT_EQ(empty.status, kExitUsage);
    EXPECT_NE(empty.err.find("no words"), std::string::npos) << empty.err;
    const auto missing = run({"compile", (dir_ / "none.txt").string(), out});
    EXPECT_EQ(missing.status, kExitUsage);
    EXPECT_NE(missing.err.find("no such file"), std::string::npos) << missing.err;
    EXPECT_FALSE(std::filesystem::exists(out));
}

TEST_F(CliCompile, AnUnwritableOutputIsNamed) {
    const auto list = write("ok.txt", "kot\n");
    const auto r = run({"compile", list, (dir_ / "no" / "such" / "dir.dict").string()});
    EXPECT_EQ(r.status, kExitUsage);
    EXPECT_NE(r.err.find("cannot write the file"), std::string::npos) << r.err;
    EXPECT_EQ(run({"compile", list}).status, kExitUsage);  // OUT missing
}

// What is not a readable list is named for what it is.
TEST_F(CliCompile, AListThatIsNotAFileIsNamedByItsKind) {
    const auto out = (dir_ / "out.dict").string();
    const auto refused = [&](const std::filesystem::path& list, const std::string& words) {
        const auto r = run({"compile", list.string(), out});
        EXPECT_EQ(r.status, kExitUsage) << words;
        EXPECT_NE(r.err.find(words), std::string::npos) << r.err;
    };
    std::filesystem::create_symlink("loop", dir_ / "loop");
    refused(dir_ / "loop", "a loop of symbolic links");
    ASSERT_EQ(::mkfifo((dir_ / "pipe").c_str(), 0644), 0);
    refused(dir_ / "pipe", "is a FIFO (named pipe)");
    refused(dir_, "is a directory");
    refused("/dev/null", "is a device");
    refused(dir_ / "none.txt", "no such file");
    EXPECT_FALSE(std::filesystem::exists(out));
}

TEST_F(CliCompile, CrOnlyLineEndsAreNamedWithoutEchoingTheList) {
    std::string list;
    for (int i = 0; i < 3000; ++i)
        list += "kot\rpies\r";
    const auto r = run({"compile", write("mac.txt", list), (dir_ / "out.dict").string()});
    EXPECT_EQ(r.status, kExitUsage);
    EXPECT_NE(r.err.find("line 1: lines end in a carriage return (CR) alone"), std::string::npos)
        << r.err.substr(0, 300);
    EXPECT_LT(r.err.size(), 400u);
}

TEST_F(CliCompile, ABadWordIsEchoedShortAndEscaped) {
    const auto r =
        run({"compile", write("bad.txt", "kot\n" + std::string(30000, 'a') + "\x1b[2J\n"),
             (dir_ / "out.dict").string()});
    EXPECT_EQ(r.status, kExitUsage);
    EXPECT_NE(r.err.find("line 2: \"aaaa"), std::string::npos) << r.err.substr(0, 300);
    EXPECT_LT(r.err.size(), 400u);
    EXPECT_EQ(r.err.find('\x1b'), std::string::npos);
}

TEST_F(CliCompile, AnEmptyDictionaryIsCalledEmpty) {
    const auto empty = write("empty.dict", "");
    const auto r = run({"check", "--dict", empty, "kot"});
    EXPECT_EQ(r.status, kExitUsage);
    EXPECT_NE(r.err.find("empty (0 bytes), not a dictionary"), std::string::npos) << r.err;
}

// Only a new or regular file is written; everything else is refused by its kind, untouched.
TEST_F(CliCompile, WhatIsNotARegularFileIsRefusedByItsKind) {
    const auto list = write("ok.txt", "kot\n");
    const auto refused = [&](const std::filesystem::path& out, const std::string& kind) {
        const auto r = run({"compile", list, out.string()});
        EXPECT_EQ(r.status, kExitUsage) << kind;
        EXPECT_NE(r.err.find("not replaced: it is " + kind), std::string::npos) << r.err;
        EXPECT_EQ(r.out, "");
    };
    std::filesystem::create_directory(dir_ / "folder");
    refused(dir_ / "folder", "a directory");
    EXPECT_TRUE(std::filesystem::is_directory(dir_ / "folder"));
    ASSERT_EQ(::mkfifo((dir_ / "pipe").c_str(), 0644), 0);
    refused(dir_ / "pipe", "a FIFO");
    EXPECT_TRUE(std::filesystem::is_fifo(dir_ / "pipe"));
    if (::mknod((dir_ / "full").c_str(), S_IFCHR | 0666, ::makedev(1, 7)) == 0) {
        refused(dir_ / "full", "a character device");
        EXPECT_TRUE(std::filesystem::is_character_file(dir_ / "full"));
    }
    const auto locked = write("locked.dict", "keep");
    std::filesystem::permissions(locked, std::filesystem::perms::owner_read);
    refused(locked, "a read-only file");
    std::filesystem::create_symlink("nowhere", dir_ / "dangling");
    refused(dir_ / "dangling", "a symbolic link to nothing");
    std::filesystem::create_symlink("loop", dir_ / "loop");
    refused(dir_ / "loop", "a loop of symbolic links");
}

TEST_F(CliCompile, ALinkIsFollowedToTheFileItNames) {
    const auto list = write("ok.txt", "kot\n");
    write("real.dict", "old");
    std::filesystem::create_symlink("real.dict", dir_ / "link.dict");
    const auto r = run({"compile", list, (dir_ / "link.dict").string()});
    ASSERT_EQ(r.status, kExitOk) << r.err;
    EXPECT_TRUE(std::filesystem::is_symlink(dir_ / "link.dict"));
    EXPECT_EQ(dict::Dictionary::load(dir_ / "real.dict").wordCount(), 1u);
}

TEST_F(CliCompile, DashWritesTheDictionaryToStandardOutput) {
    const auto r = run({"compile", write("ok.txt", "kot\npies\n"), "-"});
    ASSERT_EQ(r.status, kExitOk) << r.err;
    EXPECT_NE(r.err.find("standard output: 2 words (from 2 lines)"), std::string::npos) << r.err;
    const std::vector<std::uint8_t> bytes(r.out.begin(), r.out.end());
    EXPECT_EQ(dict::Dictionary::fromBytes(bytes, "stdout").wordCount(), 2u);
    EXPECT_FALSE(std::filesystem::exists("-"));
}

}  // namespace
}  // namespace ps::cli
