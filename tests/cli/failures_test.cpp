// Every way the CLI's commands can fail ends in a message and exit status 2 (or 1 for an
// answer "no"), never an abort or a hang: odd paths, files that are not files, output that
// cannot be written, bad option values.
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <streambuf>

#include "cli/commands.h"
#include "cli_run.h"

namespace ps::cli {
namespace {

namespace fs = std::filesystem;

bool mentions(const CliRun& r, std::string_view text) {
    return r.err.find(text) != std::string::npos;
}

// A scratch folder, removed afterwards.
class CliFailures : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("potega-cli-failures-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::create_directories(dir_);
    }
    void TearDown() override {
        std::error_code ignored;
        fs::permissions(dir_ / "locked", fs::perms::owner_all, ignored);
        fs::remove_all(dir_, ignored);
    }
    fs::path dir_;
};

TEST_F(CliFailures, DictionaryPathsThatOnceAbortedAreMessages) {
    fs::create_symlink(dir_ / "loop-b", dir_ / "loop-a");
    fs::create_symlink(dir_ / "loop-a", dir_ / "loop-b");
    const std::string longPath = (dir_ / std::string(5000, 'a')).string();
    for (const std::string& path : {(dir_ / "loop-a").string(), longPath}) {
        const CliRun r = run({"check", "--dict", path, "kot"});
        EXPECT_EQ(r.status, kExitUsage) << path.substr(0, 80);
        EXPECT_TRUE(mentions(r, "cannot open")) << r.err.substr(0, 200);
    }
}

TEST_F(CliFailures, AFolderWithoutSearchPermissionIsAMessage) {
    if (::geteuid() == 0)
        GTEST_SKIP() << "root searches every folder";
    fs::create_directories(dir_ / "locked");
    fs::permissions(dir_ / "locked", fs::perms::none);
    const CliRun r = run({"check", "--dict", (dir_ / "locked" / "polish.dict").string(), "kot"});
    EXPECT_EQ(r.status, kExitUsage);
    EXPECT_TRUE(mentions(r, "permission denied")) << r.err;
}

TEST_F(CliFailures, NotAFileIsRefusedByKindWithoutBlocking) {
    const std::string fifo = (dir_ / "fifo").string();
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    struct Case {
        std::vector<std::string> args;
        std::string_view says;
    };
    const std::string lexicon = POTEGA_TEST_LEXICON;
    const std::vector<Case> cases = {
        {{"check", "--dict", fifo, "kot"}, "is a FIFO"},
        {{"check", "--dict", dir_.string(), "kot"}, "is a directory"},
        {{"check", "--dict", "/dev/zero", "kot"}, "is a device"},
        {{"score", "--position", fifo}, "is a FIFO"},
        {{"score", "--position", "/dev/zero"}, "is a device"},
        {{"score", "--position", dir_.string()}, "is a directory"},
        {{"replay", fifo, "--dict", lexicon}, "is a FIFO"},
        {{"apply", "--position", dir_.string(), "--actions", fifo}, "is a directory"},
    };
    for (const Case& c : cases) {
        const CliRun r = run(c.args);
        EXPECT_EQ(r.status, kExitUsage) << c.args[0] << " " << c.args[2];
        EXPECT_TRUE(mentions(r, c.says)) << r.err;
    }
}

TEST_F(CliFailures, HugeFilesAreRefusedBySizeOrHeaderBeforeBeingRead) {
    // Sparse: no disk space, but reading them whole would take gigabytes of memory.
    const fs::path bigPosition = dir_ / "big.json";
    std::ofstream(bigPosition).put('{');
    fs::resize_file(bigPosition, std::uintmax_t{1} << 30);
    const CliRun position = run({"score", "--position", bigPosition.string()});
    EXPECT_EQ(position.status, kExitUsage);
    EXPECT_TRUE(mentions(position, "too large")) << position.err;

    const fs::path bigDictionary = dir_ / "big.dict";
    std::ofstream(bigDictionary).put('P');
    fs::resize_file(bigDictionary, std::uintmax_t{4} << 30);
    const CliRun dictionary = run({"check", "--dict", bigDictionary.string(), "kot"});
    EXPECT_EQ(dictionary.status, kExitUsage);
    EXPECT_TRUE(mentions(dictionary, "too large") || mentions(dictionary, "wrong magic"))
        << dictionary.err;
}

TEST_F(CliFailures, ABrokenDictionaryVariableFailsInsteadOfFallingBack) {
    const char* before = std::getenv("POTEGA_DICTIONARY");
    const std::string saved = before ? before : "";
    ::setenv("POTEGA_DICTIONARY", (dir_ / "missing.dict").c_str(), 1);
    const CliRun r = run({"check", "kot"});
    if (before)
        ::setenv("POTEGA_DICTIONARY", saved.c_str(), 1);
    else
        ::unsetenv("POTEGA_DICTIONARY");
    EXPECT_EQ(r.status, kExitUsage);
    EXPECT_TRUE(mentions(r, "$POTEGA_DICTIONARY")) << r.err;
    EXPECT_TRUE(mentions(r, "no such file")) << r.err;
}

// A stream whose every write fails, like a full disk.
class FullDisk final : public std::streambuf {
  protected:
    int_type overflow(int_type) override { return traits_type::eof(); }
    std::streamsize xsputn(const char*, std::streamsize) override { return 0; }
};

TEST(CliOutput, OutputThatCannotBeWrittenIsAFailure) {
    FullDisk full;
    std::ostream out(&full);
    std::ostringstream err;
    const std::vector<std::string> args = {"new", "--players", "2", "--seed", "1"};
    EXPECT_EQ(runCli(args, out, err), kExitUsage);
    EXPECT_NE(err.str().find("cannot write the output"), std::string::npos) << err.str();
}

TEST(CliOptions, DoubleDashEndsTheOptions) {
    const CliRun r = run({"check", "--dict", POTEGA_TEST_LEXICON, "--", "--help"});
    EXPECT_EQ(r.status, kExitNegative);
    EXPECT_NE(r.out.find("--help: malformed input"), std::string::npos) << r.out;
}

TEST(CliOptions, APositionCountsTheCharactersTyped) {
    const CliRun r = run({"check", "--dict", POTEGA_TEST_LEXICON, "İ", "kİt"});
    EXPECT_EQ(r.status, kExitNegative);
    // A letter of another alphabet: refused as a foreign letter.
    EXPECT_NE(r.out.find("İ: foreign letter: 'İ' (U+0130"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("at position 1 is"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("at position 2 is"), std::string::npos) << r.out;
}

TEST(CliOptions, EmptyLettersAreNamedNotAnUnknownOption) {
    const CliRun r = run({"anagram", "", "--dict", POTEGA_TEST_LEXICON});
    EXPECT_EQ(r.status, kExitUsage);
    EXPECT_NE(r.err.find("empty"), std::string::npos) << r.err;
    EXPECT_EQ(r.err.find("unknown option"), std::string::npos) << r.err;
}

TEST(CliOptions, AMinimumAboveTheMaximumIsAUsageError) {
    const CliRun r =
        run({"anagram", "kot", "--min", "5", "--max", "2", "--dict", POTEGA_TEST_LEXICON});
    EXPECT_EQ(r.status, kExitUsage);
    EXPECT_NE(r.err.find("--min 5 is more than --max 2"), std::string::npos) << r.err;
}

TEST(CliOptions, TournamentValuesAreChecked) {
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
             {"tournament", "--players", "easy,easy", "--games", "x"},
             {"tournament", "--players", "easy,easy", "--games", "3x"},
             {"tournament", "--players", "easy,easy", "--seed", "-1"},
             {"tournament", "--players", "easy,easy", "--hard-samples", "many"},
             {"tournament", "--players", "easy,easy", "--hard-win-bonus", "1,5"},
             {"tournament", "--players", "easy,easy", "--hard-rollout-weight", "nan"},
             {"tournament", "--players", "easy,easy", "--hard-rollout-weight", "-nan"},
             {"tournament", "--players", "easy,easy", "--hard-next-weight", "inf"},
             {"tournament", "--players", "easy,easy", "--compactness", "nan"},
             {"tournament", "--players", "easy,easy", "--compactness", "NAN"},
             {"tournament", "--players", "easy,easy", "--hard-rival-medium", "2"},
             {"tournament", "--players", "easy,easy", "--hard-next-medium", "yes"},
             {"tournament", "--players", "easy,easy", "--hard-hide-sheets", "-1"},
             {"tournament", "--players", "easy,easy", "--seed", "18446744073709551615", "--games",
              "2"},
             {"tournament", "--players", "easy,nobody"},
             {"tournament", "--games", "2"},
         }) {
        const CliRun r = run(args);
        EXPECT_EQ(r.status, kExitUsage) << args.back();
        EXPECT_NE(r.err.find("tournament: "), std::string::npos) << r.err;
    }
}

TEST(CliOptions, ZeroOrOneOptionsTakeZeroAndOne) {
    const auto ok =
        run({"tournament", "--players", "random,random", "--games", "1", "--hard-rival-medium", "0",
             "--hard-hide-sheets", "1", "--dict", POTEGA_TEST_LEXICON});
    EXPECT_EQ(ok.status, kExitOk) << ok.err;
}

TEST(CliOptions, SimulateSeedsDoNotWrapAround) {
    const CliRun r = run({"simulate", "--games", "2", "--seed", "18446744073709551615", "--dict",
                          POTEGA_TEST_LEXICON});
    EXPECT_EQ(r.status, kExitUsage);
    EXPECT_NE(r.err.find("simulate: --seed 18446744073709551615 with --games 2"), std::string::npos)
        << r.err;
    EXPECT_EQ(r.out.find("..0"), std::string::npos) << r.out;
    const CliRun last = run({"simulate", "--games", "1", "--seed", "18446744073709551615", "--dict",
                             POTEGA_TEST_LEXICON});
    EXPECT_EQ(last.status, kExitOk) << last.err;
    EXPECT_NE(last.out.find("seeds 18446744073709551615..18446744073709551615"), std::string::npos)
        << last.out;
}

TEST(CliOptions, NetArgumentsAreCheckedBeforeAnyConnection) {
    const std::vector<std::string> account{"--jid", "anna@localhost", "--password",
                                           "x",     "--dict",         POTEGA_TEST_LEXICON};
    const auto with = [&](std::vector<std::string> args) {
        args.insert(args.end(), account.begin(), account.end());
        return args;
    };
    const struct {
        std::vector<std::string> args;
        const char* message;
    } cases[] = {
        {{"net"}, "net: say host, join, keep, tables, create or sit"},
        {{"net", "serve"}, "net: unknown: serve"},
        {with({"net", "host", "--room", "stol@conference.localhost", "--seat", "bot:medium",
               "--seat", "human:bob@localhost"}),
         "expected bot:LEVEL or remote:JID"},
        {with({"net", "host", "--room", "stol@conference.localhost", "--seat", "bot:genius",
               "--seat", "remote:bob@localhost"}),
         "unknown bot level"},
        {with({"net", "host", "--room", "stol@conference.localhost", "--seat",
               "remote:bob@localhost"}),
         "give 2 to 4 seats"},
        {with({"net", "host", "--room", "stol@conference.localhost", "--seat", "bot:easy", "--seat",
               "bot:easy"}),
         "no remote seat"},
        {with({"net", "host", "--room", "stol@conference.localhost", "--seat", "bot:easy", "--seat",
               "remote:bob"}),
         "not an account address"},
        {with({"net", "host", "--room", "stol", "--seat", "bot:easy", "--seat",
               "remote:bob@localhost"}),
         "--room: not a room address"},
        {with({"net", "join", "--room", "xmpp:?join"}), "--room: not a room"},
        {with({"net", "join", "--room", "stol@conference.localhost", "--bot", "genius"}),
         "--bot: unknown level \"genius\""},
        {{"net", "join", "--jid", "anna", "--password", "x", "--room", "stol@conference.localhost",
          "--dict", POTEGA_TEST_LEXICON},
         "--jid: not an account address"},
        {{"net", "join", "--jid", "a@b@c", "--password", "x", "--host", "h@localhost", "--dict",
          POTEGA_TEST_LEXICON},
         "--jid: not an account address (name@server): \"a@b@c\": it has more than one '@'"},
        {with({"net", "join", "--host", "h@localhost/phone"}), "--host: not an account address"},
        {with({"net", "join"}), "without --room, give --host JID"},
        {{"net", "keep", "--config", "/nonexistent/keeper.conf"},
         "/nonexistent/keeper.conf: cannot read the keeper's configuration"},
        {{"net", "tables", "--jid", "anna@localhost", "--password", "x", "--keeper", "stoly"},
         "--keeper: not an account address"},
        {{"net", "create", "--jid", "anna@localhost", "--password", "x", "--keeper",
          "stoly@localhost", "--invite", "ewa@localhost", "--invite", "jan@localhost"},
         "--invite: more accounts than the other seats"},
        {{"net", "sit", "--jid", "anna@localhost", "--password", "x", "--keeper",
          "stoly@localhost"},
         "--table is required"},
    };
    for (const auto& [args, message] : cases) {
        const CliRun r = run(args);
        EXPECT_EQ(r.status, kExitUsage) << message;
        EXPECT_NE(r.err.find(message), std::string::npos) << r.err;
    }
}

TEST(CliOptions, HelpListsEveryOption) {
    const CliRun r = run({"tournament", "--help"});
    EXPECT_EQ(r.status, kExitOk);
    for (const char* option : {"--players", "--games", "--seed", "--deck", "--common-words",
                               "--hard-samples", "--hard-win-bonus", "--hard-hide-sheets"}) {
        EXPECT_NE(r.out.find(option), std::string::npos) << option;
    }
}

}  // namespace
}  // namespace ps::cli
