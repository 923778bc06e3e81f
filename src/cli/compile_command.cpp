// potega-slowa-cli compile LIST OUT: a user's word list (one word per line) -> a dictionary file
// for --dict and the app (docs/dictionary.md, "User word lists").
#include <cstring>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "cli/commands.h"
#include "cli/options.h"
#include "dictionary/compiler.h"
#include "files/atomic_file.h"

namespace ps::cli {

int runCompile(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    std::string listPath;
    std::string outputPath;
    auto parser = makeParser("compile");
    parser->add_option("list", listPath, "the word list: UTF-8, one word per line")
        ->type_name("LIST");
    parser->add_option("output", outputPath, "the dictionary file to write")->type_name("OUT");
    if (const auto stop = parseOptions(*parser, args, out, err))
        return *stop;
    if (listPath.empty() || outputPath.empty())
        return usageError("compile", "give the word list and the file to write (LIST OUT)", err);
    const auto result = dict::compileWordList(std::filesystem::path(listPath));
    if (!result.ok()) {
        err << "compile: " << result.message << "\n";
        return kExitUsage;
    }
    const auto& compiled = *result.compiled;
    const auto written = files::writeAtomically(
        outputPath, std::string_view(reinterpret_cast<const char*>(compiled.bytes.data()),
                                     compiled.bytes.size()));
    if (!written.ok() && !written.replaced) {
        err << "compile: " << outputPath
            << ": cannot write the file: " << std::strerror(written.error) << "\n";
        return kExitUsage;
    }
    std::ostringstream checksum;
    checksum << std::hex << std::setw(16) << std::setfill('0') << compiled.checksum;
    out << outputPath << ": " << compiled.words << " words (from " << compiled.lines
        << " lines), checksum " << checksum.str() << "\n";
    return kExitOk;
}

}  // namespace ps::cli
