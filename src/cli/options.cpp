#include "cli/options.h"

#include <ostream>

namespace ps::cli {

std::optional<std::string> optionValue(std::span<const std::string> args, std::size_t& i,
                                       std::string_view name, bool& missing) {
    const std::string& arg = args[i];
    if (arg == name) {
        if (i + 1 >= args.size()) {
            missing = true;
            return std::nullopt;
        }
        return args[++i];
    }
    if (arg.size() > name.size() && arg.compare(0, name.size(), name) == 0 &&
        arg[name.size()] == '=') {
        return arg.substr(name.size() + 1);
    }
    return std::nullopt;
}

std::shared_ptr<const dict::Dictionary> openDictionary(const std::optional<std::string>& path,
                                                       std::ostream& err) {
    std::filesystem::path file;
    if (path) {
        file = *path;
    } else if (auto found = dict::findDictionaryFile()) {
        file = *found;
    } else {
        err << "potega-slowa-cli: no dictionary found; looked for:\n";
        for (const auto& candidate : dict::dictionarySearchPath()) {
            err << "  " << candidate.string() << "\n";
        }
        err << "Use --dict FILE or set POTEGA_DICTIONARY.\n";
        return nullptr;
    }
    try {
        return std::make_shared<const dict::Dictionary>(dict::Dictionary::load(file));
    } catch (const dict::DictionaryError& e) {
        err << "potega-slowa-cli: " << e.what() << "\n";
        return nullptr;
    }
}

}  // namespace ps::cli
