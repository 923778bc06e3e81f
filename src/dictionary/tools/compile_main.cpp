// potega-dict-compile: builds a compiled dictionary file from word lists and/or a hunspell
// dictionary. Run by the CMake build; also useful by hand, e.g. with SJP.pl's slowa.txt:
//   potega-dict-compile --words slowa.txt --output slowa.dict
#include <chrono>
#include <cstdio>
#include <exception>
#include <fstream>
#include <iostream>
#include <stdexcept>
#include <string_view>
#include <vector>

#include "dictionary/compiler.h"

namespace {

void usage(std::FILE* to) {
    std::fputs(
        "usage: potega-dict-compile --output FILE [--words LIST]... [--hunspell DIC AFF]\n"
        "  --words LIST       a UTF-8 word list, one word per line (repeatable); lines that are\n"
        "                     not lowercase words of the 32 Polish letters are skipped\n"
        "  --hunspell DIC AFF a hunspell dictionary; every stem is expanded with its affixes\n"
        "                     and becomes an inflection family\n"
        "  --abbreviations LIST  abbreviations to drop (repeatable; kept in the file so that\n"
        "                     the checker can say why a word is refused)\n"
        "  --genuine LIST     words never dropped as abbreviations (repeatable)\n"
        "  --drop-without-vowel  also drop words of 2+ letters without a vowel (np. \"kg\")\n"
        "  --dropped-list FILE   write the dropped abbreviations there, one per line (review)\n"
        "  --output FILE      the compiled dictionary to write\n",
        to);
}

}  // namespace

int main(int argc, char** argv) {
    ps::dict::CompilerInput input;
    std::string output;
    std::string droppedList;
    std::vector<std::filesystem::path> abbreviationLists;
    std::vector<std::filesystem::path> genuineLists;
    bool dropWithoutVowel = false;
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
        } else if (arg == "--abbreviations" && i + 1 < argc) {
            abbreviationLists.emplace_back(argv[++i]);
        } else if (arg == "--genuine" && i + 1 < argc) {
            genuineLists.emplace_back(argv[++i]);
        } else if (arg == "--drop-without-vowel") {
            dropWithoutVowel = true;
        } else if (arg == "--dropped-list" && i + 1 < argc) {
            droppedList = argv[++i];
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
        input.abbreviations =
            ps::dict::readAbbreviationPolicy(abbreviationLists, genuineLists, dropWithoutVowel);
        ps::dict::CompileReport report;
        const auto bytes = ps::dict::compileDictionary(input, report);
        ps::dict::writeDictionaryFile(output, bytes);
        if (!droppedList.empty()) {
            std::ofstream list(droppedList, std::ios::trunc);
            for (const auto& word : report.dropped) {
                list << ps::toUtf8(word) << '\n';
            }
            if (!list) {
                throw std::runtime_error(droppedList + ": cannot write the file");
            }
        }
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::fprintf(
            stderr,
            "potega-dict-compile: %s: %zu words (%zu abbreviations dropped; %zu list lines, %zu "
            "skipped; %zu stem "
            "lines, %zu skipped; %zu forms expanded), %zu word edges, %zu stem edges, "
            "%zu flag sets, %zu bytes, %.2f s\n",
            output.c_str(), report.words, report.abbreviationsDropped, report.listLines,
            report.listSkipped, report.stemLines, report.stemLinesSkipped, report.expandedForms,
            report.wordEdges, report.stemEdges, report.flagSets, report.bytes, seconds);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "potega-dict-compile: %s\n", e.what());
        return 1;
    }
    return 0;
}
