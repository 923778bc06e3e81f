#pragma once
// Small helpers shared by the commands: option parsing (CLI11, one way for every command),
// finding the dictionary and reading input files.

#include <CLI/CLI.hpp>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "bots/common_words.h"
#include "dictionary/dictionary.h"
#include "dictionary/word_overlay.h"

namespace ps::cli {

// A command's parser: the usage line and summary of the command table as its description,
// --help for every option. Options accept "--name VALUE" and "--name=VALUE"; "--" ends them.
std::unique_ptr<CLI::App> makeParser(std::string_view command);

// Checks that an option's value is a whole number from `lowest` to `highest` (decimal digits,
// an optional '-'), with a message that says so.
CLI::Validator integerIn(long long lowest, long long highest);
// Checks that an option's value is a finite number from `lowest` to `highest` ("nan" and "inf"
// are refused: a comparison with NaN is always false, so a plain range check lets it through).
CLI::Validator numberIn(double lowest, double highest);
// Checks a yes/no option given as 0 or 1 (the help says so; "2" is refused, not read as yes).
CLI::Validator zeroOrOne();
// A yes/no option with a value: exactly 0 or 1 (zeroOrOne), its default shown as 0 or 1 in the
// help (CLI11 would show "true").
CLI::Option* addZeroOrOne(CLI::App& parser, const std::string& name, bool& value,
                          const std::string& description);
// Nothing when games seeded first, first + 1, ... first + games - 1 all have seeds below 2^64;
// else the message (the seeds do not wrap around to 0).
std::optional<std::string> seedRangeProblem(std::uint64_t first, long long games);
// Checks a seed: decimal digits only, at most 18446744073709551615 (no sign: CLI11 itself would
// read "-1" as the largest number).
CLI::Validator seedValue();

// Parses args (after the command's name). Returns an exit status when the command must stop
// here: 0 after printing the help to out, kExitUsage after printing the fault and the usage to
// err ("check: --min: Value x could not be converted"). Nothing when the command may run.
std::optional<int> parseOptions(CLI::App& parser, std::span<const std::string> args,
                                std::ostream& out, std::ostream& err);

// "1 word", "2 words": a count with its noun in the right number.
std::string counted(long long count, std::string_view one, std::string_view many);

// Prints "command: message" and the command's usage line to err; returns kExitUsage.
int usageError(std::string_view command, const std::string& message, std::ostream& err);

// Loads the dictionary from --dict, or the one findDictionaryFile() names ($POTEGA_DICTIONARY
// when set: a broken one is an error, never a silent fallback). Prints the reason to err and
// returns nullptr when there is none or it is broken.
std::shared_ptr<const dict::Dictionary> openDictionary(const std::optional<std::string>& path,
                                                       std::ostream& err);

// The common-words list (the familiar words) from `path`, else the one
// bots::findCommonWordsFile() finds; `words` stays empty when there is none. False, after
// "command: message" on err, when the list cannot be read.
bool readCommonWords(const std::optional<std::string>& path, std::string_view command,
                     std::optional<bots::CommonWords>& words, std::ostream& err);

// The player's own words over the dictionary: --add FILE (valid whatever the dictionary says)
// and --remove FILE (refused whatever it says), word lists as `compile` reads them.
struct OverlayPaths {
    std::optional<std::string> add;
    std::optional<std::string> remove;
};
void addOverlayOptions(CLI::App& parser, OverlayPaths& paths);
// Reads the lists (an empty overlay when neither is given); nothing, after "command: --add:
// message" on err, when a list is refused.
std::optional<dict::WordOverlay> readOverlay(std::string_view command, const OverlayPaths& paths,
                                             std::ostream& err);

// The input files' cap (positions, actions, records): the JSON parser's own limit.
// Reads a whole input file through the bounded reader; nothing (and "command: message" on err)
// when it is not a regular file, is larger than the cap or cannot be read.
std::optional<std::string> readInputFile(const std::string& path, std::string_view command,
                                         std::ostream& err);

}  // namespace ps::cli
