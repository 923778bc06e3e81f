#include "dictionary/affix.h"

#include "dictionary/read_file.h"

#include <unicode/unistr.h>

#include <algorithm>
#include <map>
#include <sstream>
#include <stdexcept>

namespace ps::dict {

namespace {

constexpr std::uint32_t kAllLetters = 0xFFFFFFFFu;

bool endsWith(std::span<const Letter> word, std::span<const Letter> tail) {
    return word.size() >= tail.size() &&
           std::equal(tail.begin(), tail.end(),
                      word.end() - static_cast<std::ptrdiff_t>(tail.size()));
}

bool startsWith(std::span<const Letter> word, std::span<const Letter> head) {
    return word.size() >= head.size() && std::equal(head.begin(), head.end(), word.begin());
}

// The ICU converter name for a hunspell SET value.
std::string icuEncoding(std::string set) {
    if (set.rfind("ISO8859-", 0) == 0) {
        return "ISO-8859-" + set.substr(8);
    }
    return set;
}

// The text of a file in `encoding`, as lines of code points.
std::vector<std::u32string> decodeLines(const std::string& bytes, const std::string& encoding,
                                        const std::filesystem::path& path) {
    icu::UnicodeString text(bytes.data(), static_cast<int32_t>(bytes.size()),
                            icuEncoding(encoding).c_str());
    if (text.isBogus()) {
        throw std::runtime_error(path.string() + ": cannot decode the encoding " + encoding);
    }
    std::vector<std::u32string> lines(1);
    for (int32_t i = 0; i < text.length();) {
        const UChar32 c = text.char32At(i);
        i += U16_LENGTH(c);
        if (c == '\n') {
            lines.emplace_back();
        } else if (c != '\r') {
            lines.back().push_back(static_cast<char32_t>(c));
        }
    }
    return lines;
}

std::vector<std::u32string> fields(const std::u32string& line) {
    std::vector<std::u32string> out;
    std::u32string current;
    for (const char32_t c : line) {
        if (c == U' ' || c == U'\t') {
            if (!current.empty()) {
                out.push_back(std::move(current));
                current.clear();
            }
        } else {
            current.push_back(c);
        }
    }
    if (!current.empty()) {
        out.push_back(std::move(current));
    }
    return out;
}

std::optional<Word> lettersOf(std::u32string_view text) {
    if (text == U"0") {
        return Word{};  // hunspell's "nothing"
    }
    Word word;
    for (const char32_t c : text) {
        const auto letter = letterFromLowercase(c);
        if (!letter) {
            return std::nullopt;
        }
        word.push_back(*letter);
    }
    return word;
}

std::string narrow(std::u32string_view text) {
    std::string out;
    for (const char32_t c : text) {
        icu::UnicodeString(static_cast<UChar32>(c)).toUTF8String(out);
    }
    return out;
}

}  // namespace

bool AffixRule::appliesTo(std::span<const Letter> base) const {
    if (base.size() <= strip.size() || base.size() < condition.size()) {
        return false;
    }
    if (prefix) {
        if (!startsWith(base, strip)) {
            return false;
        }
        for (std::size_t i = 0; i < condition.size(); ++i) {
            if ((condition[i] & (1u << base[i])) == 0) {
                return false;
            }
        }
        return true;
    }
    if (!endsWith(base, strip)) {
        return false;
    }
    const std::size_t offset = base.size() - condition.size();
    for (std::size_t i = 0; i < condition.size(); ++i) {
        if ((condition[i] & (1u << base[offset + i])) == 0) {
            return false;
        }
    }
    return true;
}

Word AffixRule::apply(std::span<const Letter> base) const {
    Word form;
    form.reserve(base.size() - strip.size() + add.size());
    if (prefix) {
        form.assign(add.begin(), add.end());
        form.insert(form.end(), base.begin() + static_cast<std::ptrdiff_t>(strip.size()),
                    base.end());
    } else {
        form.assign(base.begin(), base.end() - static_cast<std::ptrdiff_t>(strip.size()));
        form.insert(form.end(), add.begin(), add.end());
    }
    return form;
}

std::vector<std::uint32_t> parseCondition(std::u32string_view pattern) {
    std::vector<std::uint32_t> masks;
    if (pattern == U".") {
        return masks;  // hunspell stores "." as no condition at all
    }
    for (std::size_t i = 0; i < pattern.size();) {
        const char32_t c = pattern[i];
        if (c == U'.') {
            masks.push_back(kAllLetters);
            ++i;
        } else if (c == U'[') {
            const std::size_t close = pattern.find(U']', i);
            if (close == std::u32string_view::npos) {
                throw std::invalid_argument("unclosed [ in the condition " + narrow(pattern));
            }
            bool negated = false;
            std::size_t j = i + 1;
            if (j < close && pattern[j] == U'^') {
                negated = true;
                ++j;
            }
            std::uint32_t mask = 0;
            for (; j < close; ++j) {
                if (const auto letter = letterFromLowercase(pattern[j])) {
                    mask |= 1u << *letter;
                }
            }
            masks.push_back(negated ? ~mask : mask);
            i = close + 1;
        } else if (c == U']') {
            throw std::invalid_argument("stray ] in the condition " + narrow(pattern));
        } else {
            const auto letter = letterFromLowercase(c);
            masks.push_back(letter ? 1u << *letter : 0u);
            ++i;
        }
    }
    return masks;
}

HunspellData readHunspell(const std::filesystem::path& dic, const std::filesystem::path& aff) {
    HunspellData data;
    const std::string affBytes = readWholeFile(aff, "affix file");
    std::string encoding = "ISO8859-1";  // hunspell's default
    {
        std::istringstream scan(affBytes);
        std::string line;
        while (std::getline(scan, line)) {
            if (line.rfind("SET ", 0) == 0) {
                std::istringstream words(line.substr(4));
                words >> encoding;
                break;
            }
        }
    }
    std::map<char32_t, std::uint8_t> flagIndex;
    std::u32string flagChars;
    std::map<char32_t, bool> crossOf;  // the Y/N of each class header
    const auto indexOfFlag = [&](char32_t flag) -> std::optional<std::uint8_t> {
        const auto found = flagIndex.find(flag);
        if (found == flagIndex.end()) {
            return std::nullopt;
        }
        return found->second;
    };

    const auto affLines = decodeLines(affBytes, encoding, aff);
    for (std::size_t n = 0; n < affLines.size(); ++n) {
        const auto where = [&] { return aff.string() + ":" + std::to_string(n + 1) + ": "; };
        const auto f = fields(affLines[n]);
        if (f.empty() || f[0][0] == U'#') {
            continue;
        }
        const std::string keyword = narrow(f[0]);
        if (keyword == "FLAG" || keyword == "COMPLEXPREFIXES" || keyword == "NEEDAFFIX" ||
            keyword == "CIRCUMFIX" || keyword == "AF" || keyword == "FULLSTRIP") {
            throw std::runtime_error(where() + keyword + " is not supported by this expander");
        }
        if (keyword != "PFX" && keyword != "SFX") {
            continue;
        }
        if (f.size() < 4 || f[1].size() != 1) {
            throw std::runtime_error(where() + "malformed affix line");
        }
        const char32_t flag = f[1][0];
        if (f.size() == 4 && !indexOfFlag(flag)) {
            // Header: PFX flag Y|N count
            if (flagIndex.size() >= kMaxAffixFlags) {
                throw std::runtime_error(where() + "more than 64 affix classes");
            }
            flagIndex.emplace(flag, static_cast<std::uint8_t>(flagIndex.size()));
            flagChars.push_back(flag);
            crossOf[flag] = f[2] == U"Y";
            continue;
        }
        const auto index = indexOfFlag(flag);
        if (!index || f.size() < 5) {
            throw std::runtime_error(where() + "affix rule before its class header");
        }
        if (f[3].find(U'/') != std::u32string::npos) {
            throw std::runtime_error(where() + "continuation classes are not supported");
        }
        const bool cross = crossOf[flag];
        auto strip = lettersOf(f[2]);
        auto add = lettersOf(f[3]);
        std::vector<std::uint32_t> condition;
        try {
            condition = parseCondition(f[4]);
        } catch (const std::invalid_argument& e) {
            throw std::runtime_error(where() + e.what());
        }
        if (!strip || !add) {
            ++data.skippedRules;
            continue;
        }
        AffixRule rule;
        rule.flag = *index;
        rule.prefix = keyword == "PFX";
        rule.crossProduct = cross;
        rule.strip = std::move(*strip);
        rule.add = std::move(*add);
        rule.condition = std::move(condition);
        data.rules.push_back(std::move(rule));
    }
    data.flagNames = narrow(flagChars);

    const auto dicLines = decodeLines(readWholeFile(dic, "dictionary file"), encoding, dic);
    for (std::size_t n = 1; n < dicLines.size(); ++n) {  // line 1 is the stem count
        const auto f = fields(dicLines[n]);
        if (f.empty()) {
            continue;
        }
        const std::u32string& entry = f[0];
        const std::size_t slash = entry.find(U'/');
        auto stem = lettersOf(std::u32string_view(entry).substr(0, slash));
        if (!stem || stem->empty()) {
            ++data.skippedLines;
            continue;
        }
        StemLine line;
        line.stem = std::move(*stem);
        if (slash != std::u32string::npos) {
            for (const char32_t flag : std::u32string_view(entry).substr(slash + 1)) {
                const auto index = indexOfFlag(flag);
                if (!index) {
                    throw std::runtime_error(dic.string() + ":" + std::to_string(n + 1) +
                                             ": unknown affix flag " +
                                             narrow(std::u32string(1, flag)));
                }
                line.flags |= FlagMask{1} << *index;
            }
        }
        data.lines.push_back(std::move(line));
    }
    return data;
}

AffixExpander::AffixExpander(const std::vector<AffixRule>& rules)
    : rules_(rules), suffixBuckets_(static_cast<std::size_t>(kMaxAffixFlags) * kAlphabetSize) {
    for (std::uint32_t r = 0; r < rules.size(); ++r) {
        const AffixRule& rule = rules[r];
        if (rule.prefix) {
            prefixRules_.push_back(r);
            continue;
        }
        for (int last = 0; last < kAlphabetSize; ++last) {
            if (!rule.strip.empty() && rule.strip.back() != last) {
                continue;
            }
            if (!rule.condition.empty() && (rule.condition.back() & (1u << last)) == 0) {
                continue;
            }
            suffixBuckets_[static_cast<std::size_t>(rule.flag) * kAlphabetSize +
                           static_cast<std::size_t>(last)]
                .push_back(r);
        }
    }
}

}  // namespace ps::dict
