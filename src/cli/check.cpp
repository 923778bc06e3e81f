// potega-slowa-cli check [--dict FILE] [--add FILE] [--remove FILE] [--used W1,W2,...] [--json]
//                        WORD...
#include <algorithm>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <vector>

#include "cli/commands.h"
#include "cli/options.h"
#include "dictionary/word_check.h"
#include "dictionary/word_overlay.h"
#include "text/normalize.h"
#include "text/printable.h"

namespace ps::cli {

namespace {

// Why a word that is not valid is refused, for the line after "not in the dictionary".
std::string refusalNote(dict::RefusalReason reason) {
    switch (reason) {
        case dict::RefusalReason::Abbreviation:
            return " (an abbreviation, not a word)";
        case dict::RefusalReason::ProperNoun:
            return " (a proper noun, written with a capital)";
        case dict::RefusalReason::RemovedByYou:
            return " (removed by you)";
        case dict::RefusalReason::Malformed:
        case dict::RefusalReason::ForeignLetter:
        case dict::RefusalReason::NotInList:
            break;
    }
    return "";
}

// The verdict line. The word is echoed escaped and cut (printable.h): a word that is refused
// may hold anything, terminal escapes and bidi controls included.
std::string describe(const dict::WordReport& report) {
    const std::string word = text::printableText(report.word, text::kEchoedArgumentBytes);
    if (report.error) {
        const bool foreign = report.refusal == dict::RefusalReason::ForeignLetter;
        return text::printableText(report.input, text::kEchoedArgumentBytes) +
               (foreign ? ": foreign letter: " : ": malformed input: ") + *report.error;
    }
    if (!report.valid) {
        std::string line =
            word + ": not in the dictionary" + (report.refusal ? refusalNote(*report.refusal) : "");
        for (std::size_t i = 0; i < report.suggestions.size(); ++i)
            line += (i == 0 ? "; did you mean: " : ", ") + report.suggestions[i];
        return line;
    }
    if (report.relations.empty())
        return word + (report.addedByYou ? ": valid (added by you)" : ": valid");
    // The strongest relation first (with why), then the others.
    const dict::RelatedWord& first = report.relations.front();
    std::string line =
        first.relation == dict::Relation::SameFamily
            ? word + ": related to the used word \"" + first.word + "\" (" + first.reason + ")"
            : word + ": may be related to the used word \"" + first.word +
                  "\" (the table decides; " + first.reason + ")";
    if (report.relations.size() > 1) {
        line += "; also";
        for (std::size_t i = 1; i < report.relations.size(); ++i) {
            line += (i > 1 ? ", \"" : " \"") + report.relations[i].word + "\" (" +
                    std::string(dict::relationName(report.relations[i].relation)) + ": " +
                    report.relations[i].reason + ")";
        }
    }
    return line;
}

nlohmann::ordered_json toJson(const dict::WordReport& report) {
    using Json = nlohmann::ordered_json;
    Json j;
    j["input"] = report.input;
    j["word"] = report.word;
    j["valid"] = report.valid;
    j["lemma"] = report.lemma ? Json(*report.lemma) : Json(nullptr);
    // "relation": the strongest (as before); "relations": every one, strongest first.
    if (report.relations.empty()) {
        j["relation"] = nullptr;
    } else {
        j["relation"] = {{"kind", dict::relationName(report.relations.front().relation)},
                         {"with", report.relations.front().word},
                         {"reason", report.relations.front().reason}};
    }
    Json all = Json::array();
    for (const auto& related : report.relations) {
        all.push_back({{"kind", dict::relationName(related.relation)},
                       {"with", related.word},
                       {"reason", related.reason}});
    }
    j["relations"] = std::move(all);
    j["error"] = report.error ? Json(*report.error) : Json(nullptr);
    j["refusal"] = report.refusal ? Json(dict::refusalName(*report.refusal)) : Json(nullptr);
    j["suggestions"] = report.suggestions;
    return j;
}

// A word per line; a longer line (e.g. /dev/zero as input) is refused, not read without end.
constexpr std::size_t kMaxInputLineBytes = 64 * 1024;

enum class LineRead { Line, End, TooLong };

LineRead readBoundedLine(std::istream& in, std::string& line) {
    line.clear();
    for (;;) {
        const int c = in.get();
        if (c == std::char_traits<char>::eof())
            return line.empty() ? LineRead::End : LineRead::Line;
        if (c == '\n')
            return LineRead::Line;
        if (line.size() >= kMaxInputLineBytes)
            return LineRead::TooLong;
        line.push_back(static_cast<char>(c));
    }
}

}  // namespace

int runCheck(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    std::optional<std::string> dictPath;
    std::optional<std::string> usedList;
    OverlayPaths overlayPaths;
    bool json = false;
    std::vector<std::string> words;
    auto parser = makeParser("check");
    parser->add_option("--dict", dictPath, "the compiled dictionary file")->type_name("FILE");
    parser->add_option("--used", usedList, "the words already used, separated by commas")
        ->type_name("W1,W2,...");
    addOverlayOptions(*parser, overlayPaths);
    parser->add_flag("--json", json, "one JSON object per word");
    parser->add_option("words", words, "the words to check; \"-\" reads standard input")
        ->type_name("WORD");
    if (const auto stop = parseOptions(*parser, args, out, err))
        return *stop;
    if (words.empty())
        return usageError("check", "no words given (WORD \"-\" reads standard input)", err);
    // "-" reads the words from standard input, one per line (interactive checking).
    const bool fromStdin = words.size() == 1 && words.front() == "-";
    std::vector<Word> used;
    if (usedList) {
        std::size_t begin = 0;
        while (begin <= usedList->size()) {
            std::size_t end = usedList->find(',', begin);
            if (end == std::string::npos) {
                end = usedList->size();
            }
            const std::string item = usedList->substr(begin, end - begin);
            begin = end + 1;
            if (text::normalizeText(item).empty()) {
                continue;  // "a,,b" or a trailing comma
            }
            const auto parsed = text::parseWord(item);
            if (!parsed.ok()) {
                err << "check: --used: \"" << text::printableText(item, text::kEchoedArgumentBytes)
                    << "\": " << parsed.error << "\n";
                return kExitUsage;
            }
            // A word given twice is one used word: it is reported once.
            if (std::find(used.begin(), used.end(), *parsed.word) == used.end())
                used.push_back(*parsed.word);
        }
    }
    // The player's own additions and removals (word_overlay.h), read before the dictionary so
    // that a bad list is reported at once.
    const std::optional<dict::WordOverlay> overlay = readOverlay("check", overlayPaths, err);
    if (!overlay)
        return kExitUsage;
    const auto dictionary = openDictionary(dictPath, err);
    if (!dictionary) {
        return kExitUsage;
    }
    const dict::UsedWordIndex usedIndex(*dictionary, std::move(used));
    bool allAcceptable = true;
    const auto report = [&](const std::string& input) {
        const dict::WordReport verdict =
            dict::checkWord(*dictionary, usedIndex, input, overlay->empty() ? nullptr : &*overlay);
        allAcceptable = allAcceptable && verdict.acceptable();
        if (json) {
            out << toJson(verdict).dump(-1, ' ', false,
                                        nlohmann::ordered_json::error_handler_t::replace)
                << "\n";
        } else {
            out << describe(verdict) << "\n";
        }
        out.flush();
        return static_cast<bool>(out);  // stop when the output cannot be written
    };
    if (fromStdin) {
        std::string line;
        for (bool first = true;; first = false) {
            const LineRead read = readBoundedLine(std::cin, line);
            // A byte-order mark before the first word, as compile skips one.
            if (first && line.starts_with("\xEF\xBB\xBF"))
                line.erase(0, 3);
            if (read == LineRead::End)
                break;
            if (read == LineRead::TooLong) {
                err << "check: standard input: a line longer than " << kMaxInputLineBytes
                    << " bytes (one word per line)\n";
                return kExitUsage;
            }
            if (!report(line))
                break;
        }
    } else {
        for (const std::string& w : words) {
            if (!report(w))
                break;
        }
    }
    return allAcceptable ? kExitOk : kExitNegative;
}

}  // namespace ps::cli
