// potega-dict-compile: builds a compiled dictionary file from word lists and/or a hunspell
// dictionary. Run by the CMake build; also useful by hand, e.g. with SJP.pl's slowa.txt:
//   potega-dict-compile --words slowa.txt --output slowa.dict
#include <chrono>
#include <cstdio>
#include <exception>
#include <iostream>
#include <string_view>

#include "dictionary/compiler.h"

namespace {

void usage(std::FILE* to) {
    std::fputs(
        "usage: potega-dict-compile --output FILE [--words LIST]... [--hunspell DIC AFF]\n"
        "  --words LIST       a UTF-8 word list, one word per line (repeatable); lines that are\n"
        "                     not lowercase words of the 32 Polish letters are skipped\n"
        "  --hunspell DIC AFF a hunspell dictionary; every stem is expanded with its affixes\n"
        "                     and becomes an inflection family\n"
        "  --output FILE      the compiled dictionary to write\n",
        to);
}

}  // namespace

int main(int argc, char** argv) {
    ps::dict::CompilerInput input;
    std::string output;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            usage(stdout);
            return 0;
        }
        if (arg == "--words" && i + 1 < argc) {
            input.wordLists.emplace_back(argv[++i]);
        } else if (arg == "--hunspell" && i + 2 < argc) {
            input.hunspellDic = argv[++i];
            input.hunspellAff = argv[++i];
        } else if (arg == "--output" && i + 1 < argc) {
            output = argv[++i];
        } else {
            std::fprintf(stderr, "potega-dict-compile: unexpected argument '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    if (output.empty() || (input.wordLists.empty() && !input.hunspellDic)) {
        usage(stderr);
        return 2;
    }
    try {
        const auto start = std::chrono::steady_clock::now();
        ps::dict::CompileReport report;
        const auto bytes = ps::dict::compileDictionary(input, report);
        ps::dict::writeDictionaryFile(output, bytes);
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::fprintf(stderr,
                     "potega-dict-compile: %s: %zu words (%zu list lines, %zu skipped; %zu stem "
                     "lines, %zu skipped; %zu forms expanded), %zu word edges, %zu stem edges, "
                     "%zu flag sets, %zu bytes, %.2f s\n",
                     output.c_str(), report.words, report.listLines, report.listSkipped,
                     report.stemLines, report.stemLinesSkipped, report.expandedForms,
                     report.wordEdges, report.stemEdges, report.flagSets, report.bytes, seconds);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "potega-dict-compile: %s\n", e.what());
        return 1;
    }
    return 0;
}
