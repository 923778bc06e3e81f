// A user's word list compiled on its own (compileWordList): good lists, and every kind of bad
// one refused with its line.
#include <gtest/gtest.h>

#include <sstream>

#include "dictionary/compiler.h"
#include "dictionary/dictionary.h"

namespace ps::dict {
namespace {

WordListResult compile(const std::string& text, const WordListOptions& options = {}) {
    std::istringstream in(text);
    return compileWordList(in, options);
}

TEST(WordList, CompilesWordsIgnoringBlankLinesAndComments) {
    const auto result = compile("# my club's list\nkot\n\n  pies \r\nKOT\nŻÓŁW\nz\xCC\x87ółw\n");
    ASSERT_TRUE(result.ok()) << result.message;
    const auto& compiled = *result.compiled;
    EXPECT_EQ(compiled.words, 3u);  // kot, pies, żółw (KOT repeats kot; NFD ż is żółw)
    EXPECT_EQ(compiled.lines, 5u);
    const Dictionary dictionary = Dictionary::fromBytes(compiled.bytes, "list");
    EXPECT_TRUE(dictionary.contains(word("kot")));
    EXPECT_TRUE(dictionary.contains(word("pies")));
    EXPECT_TRUE(dictionary.contains(word("żółw")));
    EXPECT_FALSE(dictionary.contains(word("dom")));
    EXPECT_EQ(dictionary.wordCount(), 3u);
    EXPECT_EQ(dictionary.checksum(), compiled.checksum);
}

TEST(WordList, RefusesTextThatIsNotUtf8WithItsLine) {
    const auto result = compile("kot\npies\nkr\xF3lik\n");
    EXPECT_EQ(result.status, WordListStatus::Failed);
    EXPECT_EQ(result.line, 3u);
    EXPECT_NE(result.message.find("line 3"), std::string::npos) << result.message;
    EXPECT_NE(result.message.find("UTF-8"), std::string::npos) << result.message;
    EXPECT_FALSE(result.compiled.has_value());
}

TEST(WordList, RefusesForeignLettersNamingTheLineAndTheWord) {
    const auto result = compile("kot\n# comment\nquiz\n");
    EXPECT_EQ(result.status, WordListStatus::Failed);
    EXPECT_EQ(result.line, 3u);
    EXPECT_NE(result.message.find("line 3"), std::string::npos) << result.message;
    EXPECT_NE(result.message.find("\"quiz\""), std::string::npos) << result.message;
    EXPECT_NE(result.message.find("'q'"), std::string::npos) << result.message;
    const auto spaced = compile("dwa słowa\n");
    EXPECT_EQ(spaced.line, 1u);
    EXPECT_FALSE(spaced.ok());
}

TEST(WordList, RefusesAnEmptyListAndAnOverlongLine) {
    for (const char* text : {"", "\n\n", "# only a comment\n   \n"}) {
        const auto result = compile(text);
        EXPECT_EQ(result.status, WordListStatus::Failed) << text;
        EXPECT_NE(result.message.find("no words"), std::string::npos) << result.message;
    }
    const auto longWord = compile(std::string(65, 'a') + "\n");
    EXPECT_FALSE(longWord.ok());
    EXPECT_EQ(longWord.line, 1u);
    const auto longLine = compile("kot\n" + std::string(70'000, 'a'));
    EXPECT_FALSE(longLine.ok());
    EXPECT_EQ(longLine.line, 2u);
}

// The parts of a failure, from which the app words its message in the player's language.
TEST(WordList, FailuresNameTheirFaultInParts) {
    EXPECT_EQ(compile("kot\nk\xC3\x28t\n").fault, WordListFault::NotUtf8);
    EXPECT_EQ(compile("\n# nic\n").fault, WordListFault::NoWords);
    EXPECT_EQ(compile("kot\n" + std::string(kMaxListLineBytes + 1, 'a')).fault,
              WordListFault::LineTooLong);

    const auto foreign = compile("kot\n\n  Quiz \n");
    EXPECT_EQ(foreign.fault, WordListFault::NotAWord);
    EXPECT_EQ(foreign.line, 3u);
    EXPECT_EQ(foreign.lineText, "Quiz");
    EXPECT_EQ(foreign.wordFault, text::WordFault::NotALetter);
    EXPECT_EQ(foreign.character, U'Q');
    EXPECT_EQ(foreign.position, 1);

    const auto twoWords = compile("stary dom\n");
    EXPECT_EQ(twoWords.wordFault, text::WordFault::NotALetter);
    EXPECT_EQ(twoWords.character, U' ');
    EXPECT_EQ(twoWords.position, 6);

    const auto longWord = compile(std::string(65, 'a') + "\n");
    EXPECT_EQ(longWord.fault, WordListFault::NotAWord);
    EXPECT_EQ(longWord.wordFault, text::WordFault::TooLong);
    EXPECT_EQ(longWord.letters, 65u);

    EXPECT_EQ(compileWordList(std::filesystem::path("/nonexistent/list.txt")).fault,
              WordListFault::NoSuchFile);
    EXPECT_EQ(compileWordList(std::filesystem::path("/tmp")).fault, WordListFault::NotARegularFile);
    EXPECT_EQ(compile("kot\n").fault, WordListFault::None);
}

TEST(WordList, ReportsProgressUpToTheEndAndCanBeCancelled) {
    std::string text;
    for (int i = 0; i < 200'000; ++i)
        text += "kot\n";
    std::vector<double> seen;
    WordListOptions options;
    options.progress = [&](double fraction) { seen.push_back(fraction); };
    options.sizeHint = text.size();
    ASSERT_TRUE(compile(text, options).ok());
    ASSERT_GE(seen.size(), 3u);
    EXPECT_EQ(seen.front(), 0.0);
    EXPECT_EQ(seen.back(), 1.0);
    EXPECT_TRUE(std::is_sorted(seen.begin(), seen.end()));

    std::atomic<bool> cancel{true};
    WordListOptions cancelling;
    cancelling.cancel = &cancel;
    const auto cancelled = compile(text, cancelling);
    EXPECT_EQ(cancelled.status, WordListStatus::Cancelled);
    EXPECT_FALSE(cancelled.compiled.has_value());
}

// Cancelling once the words are read stops the compile step too (it took ~20 s for a 50 MB list
// and did not look at the flag): the flag set as the compile step begins cancels the result.
TEST(WordList, ACancelDuringTheCompileStepIsHeard) {
    std::string text;
    for (int i = 0; i < 200'000; ++i)
        text += "kot\n";
    std::atomic<bool> cancel{false};
    WordListOptions options;
    options.cancel = &cancel;
    options.progress = [&](double fraction) {
        if (fraction >= 0.8)
            cancel = true;
    };
    const auto cancelled = compile(text, options);
    EXPECT_EQ(cancelled.status, WordListStatus::Cancelled);
    EXPECT_FALSE(cancelled.compiled.has_value());
}

TEST(WordList, FromAFileRefusesWhatIsNoFile) {
    EXPECT_NE(compileWordList(std::filesystem::path("/nonexistent/list.txt"))
                  .message.find("no such file"),
              std::string::npos);
    // Named by kind, as every other reader names what is not a file.
    const auto directory = compileWordList(std::filesystem::path("/tmp"));
    EXPECT_NE(directory.message.find("is a directory, not a file"), std::string::npos)
        << directory.message;
    EXPECT_EQ(directory.fault, WordListFault::NotARegularFile);
    EXPECT_EQ(directory.fileFault, text::FileFault::Directory);
    const auto device = compileWordList(std::filesystem::path("/dev/null"));
    EXPECT_NE(device.message.find("is a device"), std::string::npos) << device.message;
    EXPECT_EQ(device.fileFault, text::FileFault::Device);
}

TEST(WordList, CrOnlyLineEndsAreNamed) {
    std::istringstream list("kot\rpies\rdom\r");
    const auto result = compileWordList(list);
    EXPECT_EQ(result.fault, WordListFault::CarriageReturnLineEnds);
    EXPECT_EQ(result.line, 1u);
    EXPECT_NE(result.message.find("carriage return (CR) alone"), std::string::npos)
        << result.message;
    std::istringstream crlf("kot\r\npies\r\n");
    EXPECT_TRUE(compileWordList(crlf).ok());
}

}  // namespace
}  // namespace ps::dict
