#pragma once
// Small helpers shared by the commands: option parsing and finding the dictionary.

#include <iosfwd>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "dictionary/dictionary.h"

namespace ps::cli {

// Matches "--name VALUE" and "--name=VALUE" at args[i]; advances i past the value.
// Sets `missing` when the option is there without a value.
std::optional<std::string> optionValue(std::span<const std::string> args, std::size_t& i,
                                       std::string_view name, bool& missing);

// Loads the dictionary from --dict, or the first one findDictionaryFile() finds. Prints the
// reason to err and returns nullptr when there is none or it is broken.
std::shared_ptr<const dict::Dictionary> openDictionary(const std::optional<std::string>& path,
                                                       std::ostream& err);

}  // namespace ps::cli
