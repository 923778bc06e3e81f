// potega-slowa-cli compile LIST OUT: a user's word list (one word per line) -> a dictionary file
// for --dict and the app (docs/dictionary.md, "User word lists").
#include <sys/stat.h>

#include <cstring>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "cli/commands.h"
#include "cli/options.h"
#include "dictionary/compiler.h"
#include "files/atomic_file.h"
#include "text/printable.h"

namespace ps::cli {

namespace {

// Whether both names lead to one file (stat follows symbolic links; a hard link shares the
// inode). A name that cannot be followed is no file yet: the writer says what it finds there.
bool sameFile(const std::string& a, const std::string& b) {
    struct stat first {};
    struct stat second {};
    return ::stat(a.c_str(), &first) == 0 && ::stat(b.c_str(), &second) == 0 &&
           first.st_dev == second.st_dev && first.st_ino == second.st_ino;
}

}  // namespace

int runCompile(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    std::string listPath;
    std::string outputPath;
    auto parser = makeParser("compile");
    parser->add_option("list", listPath, "the word list: UTF-8, one word per line")
        ->type_name("LIST");
    parser
        ->add_option("output", outputPath,
                     "the dictionary file to write (a new or regular file; - for standard output)")
        ->type_name("OUT");
    if (const auto stop = parseOptions(*parser, args, out, err))
        return *stop;
    if (listPath.empty() || outputPath.empty())
        return usageError("compile", "give the word list and the file to write (LIST OUT)", err);
    // Writing the dictionary over its own word list would lose the list: the same file, by
    // name, through a symbolic link or a hard link, is one device and inode.
    if (outputPath != "-" && sameFile(listPath, outputPath)) {
        err << "compile: " << text::printableText(outputPath, text::kEchoedPathBytes)
            << ": not replaced: it is the word list being compiled ("
            << text::printableText(listPath, text::kEchoedPathBytes)
            << "); name another file to write\n";
        return kExitUsage;
    }
    const auto result = dict::compileWordList(std::filesystem::path(listPath));
    if (!result.ok()) {
        err << "compile: " << result.message << "\n";
        return kExitUsage;
    }
    const auto& compiled = *result.compiled;
    const std::string_view bytes(reinterpret_cast<const char*>(compiled.bytes.data()),
                                 compiled.bytes.size());
    std::ostringstream checksum;
    checksum << std::hex << std::setw(16) << std::setfill('0') << compiled.checksum;
    const auto summary = [&](std::string_view name) {
        return std::string(name) + ": " +
               counted(static_cast<long long>(compiled.words), "word", "words") + " (from " +
               counted(static_cast<long long>(compiled.lines), "line", "lines") + "), checksum " +
               checksum.str() + "\n";
    };
    // "-": the dictionary goes to standard output, so the summary goes to standard error.
    if (outputPath == "-") {
        out.write(bytes.data(), std::streamsize(bytes.size()));
        out.flush();
        if (!out) {
            err << "compile: cannot write the output\n";
            return kExitUsage;
        }
        err << summary("standard output");
        return kExitOk;
    }
    const auto written = files::writeAtomically(outputPath, bytes);
    if (written.failedStep == files::WriteStep::CheckTarget) {
        err << "compile: " << text::printableText(outputPath, text::kEchoedPathBytes)
            << ": not replaced: it is " << files::describeTarget(written.target)
            << " (only a regular file may be replaced; use - for standard output)\n";
        return kExitUsage;
    }
    if (!written.ok() && !written.replaced) {
        err << "compile: " << text::printableText(outputPath, text::kEchoedPathBytes)
            << ": cannot write the file: " << std::strerror(written.error) << "\n";
        return kExitUsage;
    }
    out << summary(text::printableText(outputPath, text::kEchoedPathBytes));
    return kExitOk;
}

}  // namespace ps::cli
