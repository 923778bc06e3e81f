#include "cli/options.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <ostream>
#include <sstream>
#include <vector>

#include "cli/commands.h"
#include "dictionary/compiler.h"
#include "dictionary/data_files.h"
#include "engine/io/json_text.h"
#include "text/bounded_file.h"
#include "text/printable.h"

namespace ps::cli {

namespace {

const Command* findCommand(std::string_view name) {
    for (const Command& command : commands()) {
        if (command.name == name)
            return &command;
    }
    return nullptr;
}

// "command: message", then the command's usage line.
std::string usageText(std::string_view command, const std::string& message) {
    std::string text = std::string(command) + ": " + message + "\n";
    if (const Command* entry = findCommand(command))
        text += "usage: potega-slowa-cli " + std::string(entry->usage) + "\n";
    return text;
}

// A value quoted in a message: escaped and cut (text/printable.h).
std::string quotedValue(std::string_view value) {
    return "\"" + text::printableText(value, text::kEchoedArgumentBytes) + "\"";
}

// A flag's value: "true" when it is given alone, else what follows its "=", which must be 0 or 1.
CLI::Validator flagValue(const std::string& name) {
    return CLI::Validator(
        [name](const std::string& text) -> std::string {
            if (text != "true" && text != "0" && text != "1")
                return name + " is a flag: give it alone (or =1, =0), not =" + quotedValue(text);
            return {};
        },
        "");
}

}  // namespace

std::unique_ptr<CLI::App> makeParser(std::string_view command) {
    const Command* entry = findCommand(command);
    auto parser = std::make_unique<CLI::App>(entry ? std::string(entry->summary) : std::string(),
                                             "potega-slowa-cli " + std::string(command));
    parser->option_defaults()->always_capture_default();
    // CLI11's own messages quote what was typed ("--games: 3x could not be converted"): they go
    // out escaped and cut like every echoed value. Room for CLI11's words around the value.
    parser->failure_message([name = std::string(command)](const CLI::App*, const CLI::Error& e) {
        return usageText(name, text::printableText(e.what(), 2 * text::kEchoedPathBytes));
    });
    return parser;
}

CLI::Validator integerIn(long long lowest, long long highest) {
    const std::string range = std::to_string(lowest) + " to " + std::to_string(highest);
    return CLI::Validator(
        [lowest, highest, range](const std::string& text) -> std::string {
            long long value = 0;
            const auto [end, error] =
                std::from_chars(text.data(), text.data() + text.size(), value);
            if (error != std::errc() || end != text.data() + text.size() || value < lowest ||
                value > highest) {
                return "must be an integer from " + range + ", not " + quotedValue(text);
            }
            return {};
        },
        "INT in " + range);
}

CLI::Validator numberIn(double lowest, double highest) {
    std::ostringstream range;
    range << lowest << " to " << highest;
    return CLI::Validator(
        [lowest, highest, range = range.str()](const std::string& text) -> std::string {
            double value = 0;
            const auto [end, error] =
                std::from_chars(text.data(), text.data() + text.size(), value);
            // !(a <= b) rather than a > b: a NaN fails every comparison.
            if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value) ||
                !(value >= lowest && value <= highest)) {
                return "must be a number from " + range + ", not " + quotedValue(text);
            }
            return {};
        },
        "NUMBER in " + range.str());
}

CLI::Validator zeroOrOne() {
    return CLI::Validator(
        [](const std::string& text) -> std::string {
            if (text != "0" && text != "1") {
                return "must be 0 or 1, not " + quotedValue(text);
            }
            return {};
        },
        "0 or 1");
}

CLI::Option* addZeroOrOne(CLI::App& parser, const std::string& name, bool& value,
                          const std::string& description) {
    return parser.add_option(name, value, description)
        ->type_name("0|1")
        ->check(zeroOrOne())
        ->default_str(value ? "1" : "0");
}

std::optional<std::string> seedRangeProblem(std::uint64_t first, long long games) {
    if (games > 0 && std::uint64_t(games - 1) > UINT64_MAX - first) {
        return "--seed " + std::to_string(first) + " with --games " + std::to_string(games) +
               ": game i uses seed S + i, and the last one would pass 18446744073709551615 "
               "(seeds do not wrap around)";
    }
    return std::nullopt;
}

CLI::Validator seedValue() {
    return CLI::Validator(
        [](const std::string& text) -> std::string {
            std::uint64_t value = 0;
            const auto [end, error] =
                std::from_chars(text.data(), text.data() + text.size(), value);
            if (text.empty() || text[0] == '-' || text[0] == '+' || error != std::errc() ||
                end != text.data() + text.size()) {
                return "must be an integer from 0 to 18446744073709551615, not " +
                       quotedValue(text);
            }
            return {};
        },
        "0..2^64-1");
}

std::string counted(long long count, std::string_view one, std::string_view many) {
    return std::to_string(count) + " " + std::string(count == 1 ? one : many);
}

int usageError(std::string_view command, const std::string& message, std::ostream& err) {
    err << usageText(command, message);
    return kExitUsage;
}

std::optional<int> parseOptions(CLI::App& parser, std::span<const std::string> args,
                                std::ostream& out, std::ostream& err) {
    // CLI11 takes the arguments last first.
    std::vector<std::string> reversed(args.rbegin(), args.rend());
    const std::string command = parser.get_name().substr(parser.get_name().rfind(' ') + 1);
    // Extras are collected and named here: "unknown option \"--colour\"" says more than CLI11's
    // "the following arguments were not expected".
    parser.allow_extras();
    // A flag is given alone; "--variant=1" and "--variant=0" read as yes and no, and any other
    // value is refused (CLI11 itself would take 2, -5, yes or on as yes).
    for (CLI::Option* option : parser.get_options()) {
        if (option->get_expected_max() == 0 && option != parser.get_help_ptr())
            option->check(flagValue(option->get_name()));
        // A required option has no default: the help shows none (the variable's initial value
        // may lie outside the option's range, "--games N:INT in 1 to 10000000=0 REQUIRED").
        if (option->get_required())
            option->default_str("");
    }
    try {
        parser.parse(reversed);
    } catch (const CLI::CallForHelp&) {
        out << parser.help();
        return kExitOk;
    } catch (const CLI::ParseError& e) {
        // Through the parser's failure message (makeParser): escaped, with the usage line.
        parser.exit(e, out, err);
        return kExitUsage;
    }
    auto extras = parser.remaining();
    // CLI11 keeps the "--" that ends the options among the extras.
    std::erase(extras, std::string("--"));
    if (!extras.empty()) {
        const auto option = std::find_if(extras.begin(), extras.end(), [](const std::string& arg) {
            return arg.size() > 1 && arg[0] == '-';
        });
        return option != extras.end()
                   ? usageError(command, "unknown option " + quotedValue(*option), err)
                   : usageError(command, "unexpected argument " + quotedValue(extras.front()), err);
    }
    return std::nullopt;
}

std::shared_ptr<const dict::Dictionary> openDictionary(const std::optional<std::string>& path,
                                                       std::ostream& err) {
    std::filesystem::path file;
    std::string origin;
    if (path) {
        file = *path;
    } else if (auto found = dict::findDictionaryFile()) {
        file = *found;
        if (dict::dataFileOverride(dict::kDictionaryVariable))
            origin = std::string(" ($") + dict::kDictionaryVariable +
                     " names it; fix or unset the variable)";
    } else {
        err << "potega-slowa-cli: no dictionary found; looked for:\n";
        for (const auto& candidate : dict::dictionarySearchPath()) {
            err << "  " << candidate.string() << "\n";
        }
        err << "Use --dict FILE or set " << dict::kDictionaryVariable << ".\n";
        return nullptr;
    }
    try {
        return std::make_shared<const dict::Dictionary>(dict::Dictionary::load(file));
    } catch (const std::exception& e) {
        err << "potega-slowa-cli: " << e.what() << origin << "\n";
        return nullptr;
    }
}

std::optional<std::string> readInputFile(const std::string& path, std::string_view command,
                                         std::ostream& err) {
    auto read = text::readFileBounded(path, engine::io::kMaxJsonBytes);
    if (!read.text) {
        err << command << ": " << read.error << "\n";
        return std::nullopt;
    }
    return std::move(*read.text);
}

void addOverlayOptions(CLI::App& parser, OverlayPaths& paths) {
    parser
        .add_option("--add", paths.add,
                    "your own words, valid whatever the dictionary says (one per line, UTF-8, "
                    "# comments)")
        ->type_name("FILE");
    parser
        .add_option("--remove", paths.remove,
                    "words you refuse, whatever the dictionary says (one per line, UTF-8, "
                    "# comments)")
        ->type_name("FILE");
}

std::optional<dict::WordOverlay> readOverlay(std::string_view command, const OverlayPaths& paths,
                                             std::ostream& err) {
    const auto read =
        [&](std::string_view option,
            const std::optional<std::string>& path) -> std::optional<std::vector<Word>> {
        std::vector<Word> words;
        if (!path)
            return words;
        const dict::WordListResult result = dict::readWordList(std::filesystem::path(*path), words);
        if (!result.ok()) {
            err << command << ": " << option << ": " << result.message << "\n";
            return std::nullopt;
        }
        return words;
    };
    auto added = read("--add", paths.add);
    if (!added)
        return std::nullopt;
    auto removed = read("--remove", paths.remove);
    if (!removed)
        return std::nullopt;
    return dict::WordOverlay(std::move(*added), std::move(*removed));
}

bool readCommonWords(const std::optional<std::string>& path, std::string_view command,
                     std::optional<bots::CommonWords>& words, std::ostream& err) {
    const auto file =
        path ? std::optional<std::filesystem::path>(*path) : bots::findCommonWordsFile();
    if (!file)
        return true;
    try {
        words = bots::CommonWords::load(*file);
        return true;
    } catch (const std::exception& e) {
        err << command << ": " << e.what() << "\n";
        return false;
    }
}

}  // namespace ps::cli
