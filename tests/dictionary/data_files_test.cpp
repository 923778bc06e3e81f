// The data search path and the bounded reader under it.

#include "dictionary/data_files.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>

#include "dictionary/dictionary.h"
#include "text/bounded_file.h"

namespace ps::dict {
namespace {

namespace fs = std::filesystem;

TEST(DataFiles, ASetVariableWinsEvenWhenItNamesNothing) {
    ::setenv("POTEGA_TEST_DATA_VARIABLE", "/nonexistent/file.txt", 1);
    const auto found = findDataFile("polish.dict", "POTEGA_TEST_DATA_VARIABLE");
    ::unsetenv("POTEGA_TEST_DATA_VARIABLE");
    ASSERT_TRUE(found.has_value());
    EXPECT_EQ(*found, fs::path("/nonexistent/file.txt"));
}

TEST(DataFiles, TheSearchPathEndsNextToTheProgram) {
    const auto paths = dataSearchPath("x.txt");
    ASSERT_FALSE(paths.empty());
    for (const auto& path : paths)
        EXPECT_EQ(path.filename(), "x.txt");
    EXPECT_FALSE(findDataFile("no-such-data-file.txt", nullptr).has_value());
}

TEST(BoundedFile, ReadsUpToTheCapAndRefusesMore) {
    const fs::path file = fs::temp_directory_path() / ("bounded-" + std::to_string(::getpid()));
    std::ofstream(file) << "0123456789";
    const auto exact = text::readFileBounded(file, 10);
    ASSERT_TRUE(exact.text.has_value()) << exact.error;
    EXPECT_EQ(*exact.text, "0123456789");
    const auto over = text::readFileBounded(file, 9);
    EXPECT_FALSE(over.text.has_value());
    EXPECT_NE(over.error.find("too large"), std::string::npos) << over.error;
    fs::remove(file);
}

TEST(BoundedFile, RefusesWhatIsNotAFileByKind) {
    const fs::path fifo =
        fs::temp_directory_path() / ("bounded-fifo-" + std::to_string(::getpid()));
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const auto fromFifo = text::readFileBounded(fifo, 100);  // must not block
    fs::remove(fifo);
    EXPECT_NE(fromFifo.error.find("FIFO"), std::string::npos) << fromFifo.error;
    EXPECT_NE(text::readFileBounded("/dev/zero", 100).error.find("device"), std::string::npos);
    EXPECT_NE(text::readFileBounded(fs::temp_directory_path(), 100).error.find("directory"),
              std::string::npos);
    EXPECT_NE(text::readFileBounded("", 100).error.find("no such file"), std::string::npos);
}

TEST(BoundedFile, ADictionaryInAFolderLoopIsAMessageNotAnAbort) {
    const fs::path dir = fs::temp_directory_path() / ("dict-loop-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    fs::create_symlink(dir / "b", dir / "a");
    fs::create_symlink(dir / "a", dir / "b");
    try {
        (void)Dictionary::load(dir / "a");
        ADD_FAILURE() << "loaded a symlink loop";
    } catch (const DictionaryError& e) {
        EXPECT_NE(std::string(e.what()).find("cannot open"), std::string::npos) << e.what();
    }
    fs::remove_all(dir);
}

}  // namespace
}  // namespace ps::dict
