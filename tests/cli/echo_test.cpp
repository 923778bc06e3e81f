// Every value the CLI echoes goes out through one rule (text/printable.h): control characters,
// bidi controls and bytes that are not UTF-8 escaped, long values cut with their length. Also
// the refusals that come with it: compile over its own list, booleans other than 0 and 1, word
// lists for bots that are no lists.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli_run.h"

namespace ps::cli {
namespace {

namespace fs = std::filesystem;

bool has(const std::string& text, std::string_view part) {
    return text.find(part) != std::string::npos;
}

// Nothing raw: no escape character, no C1 control, no bidi override or isolate.
bool raw(const std::string& text) {
    return has(text, "\x1b") || has(text, "\x07") || has(text, "\xc2\x9b") || has(text, "\u202E") ||
           has(text, "\u2066") || has(text, "\u2069");
}

const std::string kTitleEscape = "\x1b]0;pwned\x07";  // sets a terminal's title
const std::string kTitleShown = "\\u001b]0;pwned\\u0007";

class CliEcho : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("potega-cli-echo-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override {
        std::error_code ignored;
        fs::remove_all(dir_, ignored);
    }
    std::string write(const std::string& name, const std::string& text) {
        std::ofstream(dir_ / name, std::ios::binary) << text;
        return (dir_ / name).string();
    }
    static std::string slurp(const fs::path& path) {
        std::ifstream in(path, std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        return text.str();
    }
    fs::path dir_;
};

TEST(CliEchoes, AnUnknownCommandIsEscapedAndAHugeOneCut) {
    const CliRun escape = run({kTitleEscape});
    EXPECT_EQ(escape.status, kExitUsage);
    EXPECT_TRUE(has(escape.err, "potega-slowa-cli: unknown command '" + kTitleShown + "'"))
        << escape.err;
    EXPECT_FALSE(raw(escape.err)) << escape.err;

    const CliRun bidi = run({"che\u202Eck"});
    EXPECT_EQ(bidi.status, kExitUsage);
    EXPECT_TRUE(has(bidi.err, "unknown command 'che\\u202eck'")) << bidi.err;
    EXPECT_FALSE(raw(bidi.err));

    const CliRun notUtf8 = run({"ch\xff\xfe"});
    EXPECT_TRUE(has(notUtf8.err, "unknown command 'ch\\xff\\xfe'")) << notUtf8.err;

    const CliRun huge = run({std::string(128 * 1024, 'x')});
    EXPECT_EQ(huge.status, kExitUsage);
    EXPECT_TRUE(has(huge.err, "unknown command '" + std::string(97, 'x') + "... (131072 bytes)'"))
        << huge.err.substr(0, 300);
    EXPECT_LT(huge.err.size(), 8000u);  // the message and the help, not the name
}

TEST(CliEchoes, CliElevensOwnMessagesAndUnknownOptionsAreEscaped) {
    const CliRun option = run({"check", "--" + kTitleEscape, "kot"});
    EXPECT_EQ(option.status, kExitUsage);
    EXPECT_TRUE(has(option.err, "check: unknown option \"--" + kTitleShown + "\"")) << option.err;
    EXPECT_FALSE(raw(option.err)) << option.err;

    const CliRun argument = run({"compile", "a", "b", "c\u2066"});
    EXPECT_EQ(argument.status, kExitUsage);
    EXPECT_TRUE(has(argument.err, "unexpected argument \"c\\u2066\"")) << argument.err;

    // A value refused by a check: the value is quoted escaped, then the usage line.
    const CliRun value = run({"anagram", "kot", "--min", "\x1b[2J"});
    EXPECT_EQ(value.status, kExitUsage);
    EXPECT_TRUE(has(value.err, "not \"\\u001b[2J\"")) << value.err;
    EXPECT_TRUE(has(value.err, "usage: potega-slowa-cli anagram")) << value.err;
    EXPECT_FALSE(raw(value.err)) << value.err;

    // CLI11's own wording (a flag given a value it cannot read) goes through the same rule.
    const CliRun flag = run({"new", "--players", "2", "--variant=\x1b[5m\u202E"});
    EXPECT_EQ(flag.status, kExitUsage);
    EXPECT_TRUE(has(flag.err, "new: ")) << flag.err;
    EXPECT_FALSE(raw(flag.err)) << flag.err;

    const CliRun long_ = run({"anagram", "kot", "--min", std::string(128 * 1024, '9')});
    EXPECT_EQ(long_.status, kExitUsage);
    EXPECT_TRUE(has(long_.err, "... (131072 bytes)\"")) << long_.err.substr(0, 400);
    EXPECT_LT(long_.err.size(), 1000u);
}

TEST(CliEchoes, UsedWordsLevelsAndNetArgumentsAreEscaped) {
    const CliRun used =
        run({"check", "--dict", POTEGA_TEST_LEXICON, "--used", "dom,k\x1b[31mt", "kot"});
    EXPECT_EQ(used.status, kExitUsage);
    EXPECT_TRUE(has(used.err, "check: --used: \"k\\u001b[31mt\": ")) << used.err;
    EXPECT_FALSE(raw(used.err)) << used.err;

    const CliRun level = run({"tournament", "--players", "easy,\u202Eysae"});
    EXPECT_EQ(level.status, kExitUsage);
    EXPECT_TRUE(has(level.err, "unknown level '\\u202eysae'")) << level.err;
    EXPECT_FALSE(raw(level.err)) << level.err;

    const CliRun hugeLevel =
        run({"tournament", "--players", "easy," + std::string(128 * 1024, 'e')});
    EXPECT_EQ(hugeLevel.status, kExitUsage);
    EXPECT_LT(hugeLevel.err.size(), 1000u);

    const CliRun net = run({"net", kTitleEscape});
    EXPECT_EQ(net.status, kExitUsage);
    EXPECT_TRUE(has(net.err, "net: unknown: " + kTitleShown)) << net.err;

    const std::vector<std::string> account{"--jid", "anna@localhost", "--password",
                                           "x",     "--dict",         POTEGA_TEST_LEXICON};
    std::vector<std::string> join{"net",   "join",      "--room", "stol@conference.localhost",
                                  "--bot", "gen\x1bius"};
    join.insert(join.end(), account.begin(), account.end());
    const CliRun bot = run(join);
    EXPECT_EQ(bot.status, kExitUsage);
    EXPECT_TRUE(has(bot.err, "--bot: unknown level \"gen\\u001bius\"")) << bot.err;

    std::vector<std::string> host{"net",    "host",        "--room", "stol@conference.localhost",
                                  "--seat", "bot:\u2066x", "--seat", "remote:bob@localhost"};
    host.insert(host.end(), account.begin(), account.end());
    const CliRun seat = run(host);
    EXPECT_EQ(seat.status, kExitUsage);
    EXPECT_TRUE(has(seat.err, "--seat \"bot:\\u2066x\": unknown bot level")) << seat.err;
    EXPECT_FALSE(raw(seat.err)) << seat.err;
}

TEST_F(CliEcho, FileNamesInMessagesAreEscaped) {
    const std::string name = (dir_ / ("pos" + kTitleEscape + "\u202Enosj.json")).string();
    const CliRun missing = run({"score", "--position", name});
    EXPECT_EQ(missing.status, kExitUsage);
    EXPECT_TRUE(has(missing.err, "pos" + kTitleShown + "\\u202enosj.json: cannot open"))
        << missing.err;
    EXPECT_FALSE(raw(missing.err)) << missing.err;

    // A file that exists but is no position: the loader's message names it escaped too.
    const std::string broken = write("broken\x1b.json", "{");
    const CliRun bad = run({"score", "--position", broken});
    EXPECT_EQ(bad.status, kExitUsage);
    EXPECT_TRUE(has(bad.err, "broken\\u001b.json: ")) << bad.err;
    EXPECT_FALSE(raw(bad.err)) << bad.err;

    const CliRun dictionary = run({"check", "--dict", (dir_ / "d\x1b.dict").string(), "kot"});
    EXPECT_EQ(dictionary.status, kExitUsage);
    EXPECT_TRUE(has(dictionary.err, "d\\u001b.dict")) << dictionary.err;
    EXPECT_FALSE(raw(dictionary.err)) << dictionary.err;

    const CliRun list =
        run({"compile", (dir_ / "l\u202E.txt").string(), (dir_ / "o.dict").string()});
    EXPECT_EQ(list.status, kExitUsage);
    EXPECT_TRUE(has(list.err, "l\\u202e.txt")) << list.err;
    EXPECT_FALSE(raw(list.err)) << list.err;

    const CliRun deep = run({"score", "--position", "/" + std::string(5000, 'a')});
    EXPECT_EQ(deep.status, kExitUsage);
    EXPECT_TRUE(has(deep.err, "... (5001 bytes): ")) << deep.err.substr(0, 400);
    EXPECT_LT(deep.err.size(), 600u);
}

TEST(CliEchoes, TheVerdictLineEchoesTheWordEscaped) {
    const CliRun r = run(
        {"check", "--dict", POTEGA_TEST_LEXICON, "k\x1b]0;x\x07t", "\u202Etok", "k\xfft", "kot"});
    EXPECT_EQ(r.status, kExitNegative);
    EXPECT_TRUE(has(r.out, "k\\u001b]0;x\\u0007t: malformed input: ")) << r.out;
    EXPECT_TRUE(has(r.out, "\\u202etok: ")) << r.out;
    EXPECT_TRUE(has(r.out, "k\\xfft: ")) << r.out;
    EXPECT_TRUE(has(r.out, "kot: valid\n")) << r.out;
    EXPECT_FALSE(raw(r.out)) << r.out;

    const CliRun huge = run({"check", "--dict", POTEGA_TEST_LEXICON, std::string(128 * 1024, 'a')});
    EXPECT_EQ(huge.status, kExitNegative);
    EXPECT_TRUE(has(huge.out, "... (131072 bytes): ")) << huge.out.substr(0, 300);
    EXPECT_LT(huge.out.size(), 400u);

    // --json escapes as JSON does, as before.
    const CliRun json = run({"check", "--dict", POTEGA_TEST_LEXICON, "--json", "k\x1bt"});
    EXPECT_TRUE(has(json.out, "\"input\":\"k\\u001bt\"")) << json.out;
}

TEST_F(CliEcho, CompileRefusesToWriteOverItsOwnList) {
    const std::string listText = "kot\npies\n";
    const std::string list = write("list.txt", listText);
    const CliRun same = run({"compile", list, list});
    EXPECT_EQ(same.status, kExitUsage);
    EXPECT_TRUE(has(same.err, "not replaced: it is the word list being compiled")) << same.err;
    EXPECT_EQ(slurp(list), listText);

    fs::create_symlink(dir_ / "list.txt", dir_ / "link.txt");
    const CliRun viaLink = run({"compile", list, (dir_ / "link.txt").string()});
    EXPECT_EQ(viaLink.status, kExitUsage);
    EXPECT_TRUE(has(viaLink.err, "it is the word list being compiled")) << viaLink.err;
    EXPECT_EQ(slurp(list), listText);
    EXPECT_TRUE(fs::is_symlink(dir_ / "link.txt"));

    fs::create_hard_link(dir_ / "list.txt", dir_ / "hard.txt");
    const CliRun viaHardLink = run({"compile", (dir_ / "hard.txt").string(), list});
    EXPECT_EQ(viaHardLink.status, kExitUsage);
    EXPECT_TRUE(has(viaHardLink.err, "it is the word list being compiled")) << viaHardLink.err;
    EXPECT_EQ(slurp(list), listText);

    const CliRun viaDotDot =
        run({"compile", list, (dir_ / ".." / dir_.filename() / "list.txt").string()});
    EXPECT_EQ(viaDotDot.status, kExitUsage);
    EXPECT_EQ(slurp(list), listText);

    // Another file is written as ever, with the count's right number.
    const CliRun other = run({"compile", write("one.txt", "kot\n"), (dir_ / "one.dict").string()});
    EXPECT_EQ(other.status, kExitOk) << other.err;
    EXPECT_TRUE(has(other.out, ": 1 word (from 1 line), checksum ")) << other.out;
}

TEST(CliBooleans, ExpertDealsTakesZeroOrOneOnly) {
    for (const char* value : {"2", "-5", "1.5", "yes", "true", ""}) {
        const CliRun r = run({"tournament", "--players", "random,random", "--games", "1",
                              "--expert-deals", value, "--dict", POTEGA_TEST_LEXICON});
        EXPECT_EQ(r.status, kExitUsage) << value;
        EXPECT_TRUE(has(r.err, "must be 0 or 1") || has(r.err, "--expert-deals")) << r.err;
    }
    for (const char* value : {"2", "-5", "1.5", "yes"}) {
        const CliRun r = run({"tournament", "--players", "random,random", "--games", "1",
                              "--expert-deals", value, "--dict", POTEGA_TEST_LEXICON});
        EXPECT_TRUE(has(r.err, "must be 0 or 1, not \"" + std::string(value) + "\"")) << r.err;
    }
    for (const char* value : {"0", "1"}) {
        const CliRun r = run({"tournament", "--players", "random,random", "--games", "1",
                              "--expert-deals", value, "--dict", POTEGA_TEST_LEXICON});
        EXPECT_EQ(r.status, kExitOk) << value << r.err;
        EXPECT_TRUE(has(r.out, "tournament: 1 game, 2 players")) << r.out;
    }
}

// A flag is given alone, or =1 / =0; CLI11 alone would read 2, -5, yes and on as yes.
TEST(CliBooleans, AFlagTakesNoValueButZeroOrOne) {
    for (const char* value : {"2", "-5", "1.5", "yes", "on", "no"}) {
        const CliRun r =
            run({"new", "--players", "2", "--seed", "1", std::string("--variant=") + value});
        EXPECT_EQ(r.status, kExitUsage) << value;
        EXPECT_TRUE(has(r.err, "--variant is a flag: give it alone (or =1, =0), not =\"" +
                                   std::string(value) + "\""))
            << r.err;
    }
    const CliRun alone = run({"new", "--players", "2", "--seed", "1", "--variant"});
    EXPECT_EQ(alone.status, kExitOk) << alone.err;
    const CliRun one = run({"new", "--players", "2", "--seed", "1", "--variant=1"});
    EXPECT_EQ(one.status, kExitOk) << one.err;
    EXPECT_EQ(one.out, alone.out);
    const CliRun zero = run({"new", "--players", "2", "--seed", "1", "--variant=0"});
    const CliRun none = run({"new", "--players", "2", "--seed", "1"});
    EXPECT_EQ(zero.status, kExitOk) << zero.err;
    EXPECT_EQ(zero.out, none.out);
    EXPECT_NE(zero.out, one.out);
}

// A yes/no option's help shows its default as 0 or 1, never "true" or "false"; a number's
// default ("--think-ms INT:INT in 1 to 600000=2000") lies in the range its help names, and
// --port's is the port then used.
TEST(CliBooleans, HelpShowsNoDefaultOutsideItsRange) {
    const std::vector<std::vector<std::string>> helps = {
        {"tournament", "--help"},  {"new", "--help"},        {"simulate", "--help"},
        {"check", "--help"},       {"anagram", "--help"},    {"compile", "--help"},
        {"apply", "--help"},       {"replay", "--help"},     {"score", "--help"},
        {"net", "host", "--help"}, {"net", "join", "--help"}};
    int ranged = 0;
    for (const auto& args : helps) {
        const CliRun r = run(args);
        ASSERT_EQ(r.status, kExitOk) << args.front();
        EXPECT_FALSE(has(r.out, "=true")) << r.out;
        EXPECT_FALSE(has(r.out, "=false")) << r.out;
        std::istringstream lines(r.out);
        std::string line;
        while (std::getline(lines, line)) {
            const auto in = line.find("INT in ");
            if (in == std::string::npos)
                continue;
            long long lowest = 0;
            long long highest = 0;
            char equals = 0;
            long long shown = 0;
            std::string to;
            std::istringstream range(line.substr(in + 7));
            range >> lowest >> to >> highest >> equals >> shown;
            if (equals != '=')
                continue;  // no default shown
            ++ranged;
            EXPECT_LE(lowest, shown) << line;
            EXPECT_LE(shown, highest) << line;
        }
    }
    EXPECT_GT(ranged, 20);
    const CliRun tournament = run({"tournament", "--help"});
    EXPECT_TRUE(has(tournament.out, "--expert-deals 0|1:0 or 1=1")) << tournament.out;
    EXPECT_TRUE(has(tournament.out, "--hard-hide-sheets 0|1:0 or 1=0")) << tournament.out;
    const CliRun join = run({"net", "join", "--help"});
    EXPECT_TRUE(has(join.out, "--port PORT:INT in 1 to 65535=5222")) << join.out;
}

TEST_F(CliEcho, ABotWordListOfRandomBytesIsRefusedLikeAPlayersList) {
    std::mt19937 random(36);
    std::string bytes(1 << 20, '\0');
    for (char& byte : bytes)
        byte = static_cast<char>(random() & 0xff);
    const std::string file = write("random.txt", bytes);
    const CliRun r = run({"tournament", "--players", "easy,easy", "--games", "1", "--dict",
                          POTEGA_TEST_LEXICON, "--common-words", file});
    EXPECT_EQ(r.status, kExitUsage);
    EXPECT_TRUE(has(r.err, "tournament: common words: " + file + ": line ")) << r.err;
    EXPECT_TRUE(has(r.err, "not UTF-8")) << r.err;

    // A line that is no word: named with its number and escaped, as for --add.
    const CliRun word =
        run({"tournament", "--players", "easy,easy", "--games", "1", "--dict", POTEGA_TEST_LEXICON,
             "--common-words", write("words.txt", "kot\npies\nk\x1b[0m1t\n")});
    EXPECT_EQ(word.status, kExitUsage);
    EXPECT_TRUE(has(word.err, "line 3: \"k\\u001b[0m1t\"")) << word.err;
    EXPECT_FALSE(raw(word.err)) << word.err;

    // A good list is read (capitals and comments as in a player's list) and the games run.
    const CliRun good = run({"tournament", "--players", "random,random", "--games", "1", "--dict",
                             POTEGA_TEST_LEXICON, "--common-words",
                             write("good.txt", "# common\nKOT\npies\n\ndom\n")});
    EXPECT_EQ(good.status, kExitOk) << good.err;
}

}  // namespace
}  // namespace ps::cli
