// potega-slowa-cli check [--dict FILE] [--used W1,W2,...] [--json] WORD...
#include <iostream>
#include <nlohmann/json.hpp>
#include <ostream>

#include "cli/commands.h"
#include "cli/options.h"
#include "text/normalize.h"

namespace ps::cli {

namespace {

struct UsedWord {
    Word letters;
    std::string text;
};

struct Verdict {
    std::string input;
    std::string word;  // normalised lowercase
    bool valid = false;
    std::optional<std::string> lemma;
    dict::Relation relation = dict::Relation::None;
    std::string relatedTo;
    std::optional<std::string> error;
};

Verdict judge(const dict::Dictionary& dictionary, const std::vector<UsedWord>& used,
              const std::string& input) {
    Verdict v;
    v.input = input;
    const auto parsed = text::parseWord(input);
    if (!parsed.ok()) {
        v.word = text::toLowerPolish(text::normalizeText(input));
        v.error = parsed.error;
        return v;
    }
    const Word& letters = *parsed.word;
    v.word = toUtf8(letters);
    v.valid = dictionary.contains(letters);
    if (!v.valid) {
        return v;
    }
    const auto heads = dictionary.headwords(letters);
    if (!heads.empty()) {
        v.lemma = toUtf8(heads.front());
    }
    for (const UsedWord& u : used) {
        const auto relation = dictionary.relation(letters, u.letters);
        if (relation == dict::Relation::SameFamily ||
            (relation == dict::Relation::Suspected && v.relation == dict::Relation::None)) {
            v.relation = relation;
            v.relatedTo = u.text;
        }
        if (relation == dict::Relation::SameFamily) {
            break;
        }
    }
    return v;
}

bool acceptable(const Verdict& v) {
    return v.valid && v.relation == dict::Relation::None;
}

std::string describe(const Verdict& v) {
    if (v.error) {
        return v.input + ": malformed input: " + *v.error;
    }
    if (!v.valid) {
        return v.word + ": not in the dictionary";
    }
    switch (v.relation) {
        case dict::Relation::SameFamily:
            return v.word + ": related to the used word \"" + v.relatedTo + "\" (same family)";
        case dict::Relation::Suspected:
            return v.word + ": may be related to the used word \"" + v.relatedTo +
                   "\" (the table decides)";
        case dict::Relation::None:
            break;
    }
    return v.word + ": valid";
}

nlohmann::ordered_json toJson(const Verdict& v) {
    nlohmann::ordered_json j;
    j["input"] = v.input;
    j["word"] = v.word;
    j["valid"] = v.valid;
    j["lemma"] = v.lemma ? nlohmann::ordered_json(*v.lemma) : nlohmann::ordered_json(nullptr);
    if (v.relation == dict::Relation::None) {
        j["relation"] = nullptr;
    } else {
        j["relation"] = {
            {"kind", v.relation == dict::Relation::SameFamily ? "same-family" : "suspected"},
            {"with", v.relatedTo}};
    }
    j["error"] = v.error ? nlohmann::ordered_json(*v.error) : nlohmann::ordered_json(nullptr);
    return j;
}

}  // namespace

int runCheck(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    std::optional<std::string> dictPath;
    std::optional<std::string> usedList;
    bool json = false;
    std::vector<std::string> words;
    bool optionsDone = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (!optionsDone && arg == "--") {
            optionsDone = true;
            continue;
        }
        if (optionsDone || arg.empty() || arg[0] != '-' || arg == "-") {
            words.push_back(arg);
            continue;
        }
        bool missing = false;
        if (arg == "--json") {
            json = true;
        } else if (auto value = optionValue(args, i, "--dict", missing)) {
            dictPath = value;
        } else if (auto used = optionValue(args, i, "--used", missing)) {
            usedList = used;
        } else {
            err << "check: " << (missing ? "missing value for " : "unknown option ") << arg
                << "\nusage: potega-slowa-cli check [--dict FILE] [--used W1,W2,...] [--json] "
                   "WORD...\n";
            return kExitUsage;
        }
    }
    // "-" reads the words from standard input, one per line (interactive checking).
    const bool fromStdin = words.size() == 1 && words.front() == "-";
    if (words.empty()) {
        err << "check: no words given\nusage: potega-slowa-cli check [--dict FILE] "
               "[--used W1,W2,...] [--json] WORD...   (WORD \"-\" reads standard input)\n";
        return kExitUsage;
    }
    std::vector<UsedWord> used;
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
                err << "check: --used: \"" << item << "\": " << parsed.error << "\n";
                return kExitUsage;
            }
            used.push_back({*parsed.word, toUtf8(*parsed.word)});
        }
    }
    const auto dictionary = openDictionary(dictPath, err);
    if (!dictionary) {
        return kExitUsage;
    }
    bool allAcceptable = true;
    const auto report = [&](const std::string& input) {
        const Verdict v = judge(*dictionary, used, input);
        allAcceptable = allAcceptable && acceptable(v);
        if (json) {
            out << toJson(v).dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace)
                << "\n";
        } else {
            out << describe(v) << "\n";
        }
        out.flush();
    };
    if (fromStdin) {
        std::string line;
        while (std::getline(std::cin, line)) {
            report(line);
        }
    } else {
        for (const std::string& w : words) {
            report(w);
        }
    }
    return allAcceptable ? kExitOk : kExitNegative;
}

}  // namespace ps::cli
