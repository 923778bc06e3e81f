#include "dictionary/compiler.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <fstream>
#include <map>
#include <numeric>
#include <stdexcept>
#include <string_view>

#include "dictionary/automaton.h"
#include "dictionary/compiler_internal.h"
#include "dictionary/format.h"
#include "dictionary/read_file.h"
#include "text/normalize.h"

namespace ps::dict {

using detail::WordArena;

namespace {

std::span<const Letter> lettersOf(std::string_view bytes) {
    return {reinterpret_cast<const Letter*>(bytes.data()), bytes.size()};
}

// The forms of the dropped abbreviations' own flagged lines (mgr -> mgra, mgrowi), and which
// of them some other line makes as well (drze: dr, and drzeć): those stay words.
class AbbreviationFormFinder {
  public:
    AbbreviationFormFinder(const HunspellData& hunspell, const AffixExpander& expander,
                           const AbbreviationPolicy& policy)
        : abbreviationLine_(hunspell.lines.size()) {
        if (policy.empty()) {
            return;
        }
        // Which lines are abbreviations': decided before any form joins the policy.
        for (std::size_t i = 0; i < hunspell.lines.size(); ++i) {
            const StemLine& line = hunspell.lines[i];
            if (line.flags != 0 && policy.drops(line.stem)) {
                abbreviationLine_[i] = true;
                expander.expand(line, [&](std::span<const Letter> form) {
                    forms_.emplace_back(form.begin(), form.end());
                });
            }
        }
        std::sort(forms_.begin(), forms_.end());
        forms_.erase(std::unique(forms_.begin(), forms_.end()), forms_.end());
        alsoAWord_.assign(forms_.size(), false);
    }

    // True when line `i` is a dropped abbreviation's own: the forms it makes are no words.
    [[nodiscard]] bool abbreviationLine(std::size_t i) const { return abbreviationLine_[i]; }

    // A form that a line of a word (not an abbreviation) makes.
    void sawWordForm(std::span<const Letter> form) {
        if (forms_.empty()) {
            return;
        }
        const auto it = std::lower_bound(
            forms_.begin(), forms_.end(), form, [](const Word& x, std::span<const Letter> y) {
                return std::lexicographical_compare(x.begin(), x.end(), y.begin(), y.end());
            });
        if (it != forms_.end() && std::equal(it->begin(), it->end(), form.begin(), form.end())) {
            alsoAWord_[static_cast<std::size_t>(it - forms_.begin())] = true;
        }
    }

    // The forms that no word's line makes (sorted, distinct).
    [[nodiscard]] std::vector<Word> onlyAbbreviations() && {
        std::vector<Word> only;
        for (std::size_t i = 0; i < forms_.size(); ++i) {
            if (!alsoAWord_[i]) {
                only.push_back(std::move(forms_[i]));
            }
        }
        return only;
    }

  private:
    std::vector<bool> abbreviationLine_;
    std::vector<Word> forms_;  // sorted, distinct
    std::vector<bool> alsoAWord_;
};

// Expands every stem line into `arena` (or nowhere, when null), and returns the forms that only
// the dropped abbreviations' lines make (AbbreviationPolicy::inflectedForms): one expansion of
// the whole dictionary does both.
std::vector<Word> addForms(const HunspellData& hunspell, WordArena* arena, CompileReport& report,
                           const AbbreviationPolicy& policy) {
    const AffixExpander expander(hunspell.rules);
    AbbreviationFormFinder finder(hunspell, expander, policy);
    for (std::size_t i = 0; i < hunspell.lines.size(); ++i) {
        const bool abbreviation = finder.abbreviationLine(i);
        expander.expand(hunspell.lines[i], [&](std::span<const Letter> form) {
            if (arena != nullptr && form.size() <= text::kMaxWordLength) {
                arena->add(form);
                ++report.expandedForms;
            }
            if (!abbreviation) {
                finder.sawWordForm(form);
            }
        });
    }
    report.stemLines = hunspell.lines.size();
    report.stemLinesSkipped = hunspell.skippedLines;
    report.rulesSkipped = hunspell.skippedRules;
    return std::move(finder).onlyAbbreviations();
}

template <class T>
void appendPod(std::vector<std::uint8_t>& out, const T& value) {
    const auto* p = reinterpret_cast<const std::uint8_t*>(&value);
    out.insert(out.end(), p, p + sizeof(T));
}

template <class T>
std::vector<std::uint8_t> bytesOf(const std::vector<T>& values) {
    std::vector<std::uint8_t> out(values.size() * sizeof(T));
    if (!values.empty()) {
        std::memcpy(out.data(), values.data(), out.size());
    }
    return out;
}

template <class T>
void putAt(std::vector<std::uint8_t>& out, std::size_t offset, T value) {
    std::memcpy(out.data() + offset, &value, sizeof(T));
}

const Word& vowels() {
    static const Word list = word("aąeęioóuy");
    return list;
}

std::vector<Word> readPlainList(const std::filesystem::path& path) {
    const std::string content = readWholeFile(path, "abbreviation list");
    std::vector<Word> words;
    std::size_t begin = 0;
    std::size_t lineNumber = 0;
    while (begin < content.size()) {
        std::size_t end = content.find('\n', begin);
        if (end == std::string::npos)
            end = content.size();
        const std::string_view line(content.data() + begin, end - begin);
        begin = end + 1;
        ++lineNumber;
        const std::string trimmed = text::normalizeText(line);
        if (trimmed.empty() || trimmed.front() == '#')
            continue;
        auto parsed = text::parseWord(trimmed);
        if (!parsed.ok()) {
            throw std::runtime_error(path.string() + ": line " + std::to_string(lineNumber) + ": " +
                                     parsed.error);
        }
        words.push_back(std::move(*parsed.word));
    }
    std::sort(words.begin(), words.end());
    words.erase(std::unique(words.begin(), words.end()), words.end());
    return words;
}

}  // namespace

namespace detail {

std::vector<std::uint8_t> buildImage(WordArena& arena, WordArena& properNounArena,
                                     const HunspellData& hunspell, CompileReport& report,
                                     const AbbreviationPolicy& abbreviationPolicy,
                                     const std::atomic<bool>* cancel) {
    const auto stopIfCancelled = [cancel] {
        if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) {
            throw BuildCancelled{};
        }
    };
    stopIfCancelled();
    arena.sortUnique();
    stopIfCancelled();
    properNounArena.sortUnique();
    AutomatonBuilder wordBuilder;
    // Dropped abbreviations: u8 length + letters each, in order (the refs are sorted).
    std::vector<std::uint8_t> abbreviations;
    std::size_t added = 0;
    for (const std::uint64_t ref : arena.refs()) {
        if (++added % 65536 == 0) {
            stopIfCancelled();
        }
        const auto word = lettersOf(arena.at(ref));
        if (abbreviationPolicy.drops(word)) {
            abbreviations.push_back(static_cast<std::uint8_t>(word.size()));
            abbreviations.insert(abbreviations.end(), word.begin(), word.end());
            ++report.abbreviationsDropped;
            report.dropped.emplace_back(word.begin(), word.end());
            continue;
        }
        wordBuilder.add(word);
    }
    stopIfCancelled();
    const auto words = wordBuilder.finish();
    stopIfCancelled();

    // Proper nouns that are not also words (both lists sorted: one merge walk).
    AutomatonBuilder properNounBuilder;
    {
        auto word = arena.refs().begin();
        for (const std::uint64_t ref : properNounArena.refs()) {
            const std::string_view name = properNounArena.at(ref);
            while (word != arena.refs().end() && arena.at(*word) < name) {
                ++word;
            }
            if (word == arena.refs().end() || arena.at(*word) != name) {
                properNounBuilder.add(lettersOf(name));
                ++report.properNouns;
            }
        }
    }
    const auto properNouns = properNounBuilder.finish();

    // Stem lines sorted by stem (stable: homonyms keep their .dic order); family id = position.
    std::vector<std::uint32_t> order(hunspell.lines.size());
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        return hunspell.lines[a].stem < hunspell.lines[b].stem;
    });
    AutomatonBuilder stemBuilder;
    std::vector<std::uint64_t> stemStarts((order.size() + 63) / 64, 0);
    std::vector<std::uint16_t> lineFlagSets;
    std::vector<std::uint64_t> flagSets;
    std::map<FlagMask, std::uint16_t> flagSetIds;
    for (std::size_t i = 0; i < order.size(); ++i) {
        const StemLine& line = hunspell.lines[order[i]];
        if (i == 0 || hunspell.lines[order[i - 1]].stem != line.stem) {
            stemBuilder.add(line.stem);
            stemStarts[i / 64] |= std::uint64_t{1} << (i % 64);
        }
        auto [it, inserted] =
            flagSetIds.emplace(line.flags, static_cast<std::uint16_t>(flagSets.size()));
        if (inserted) {
            if (flagSets.size() >= 0xFFFF) {
                throw std::runtime_error("more than 65535 distinct affix flag sets");
            }
            flagSets.push_back(line.flags);
        }
        lineFlagSets.push_back(it->second);
    }
    const auto stems = stemBuilder.finish();

    std::vector<std::uint8_t> rules;
    std::vector<std::uint8_t> ruleLetters;
    std::vector<std::uint32_t> ruleConditions;
    // Suffix rules in order of the loader's lookup key (stable; prefix rules keep their place
    // among them with key 0): the loader then finds its table already sorted.
    std::vector<std::size_t> ruleOrder(hunspell.rules.size());
    std::iota(ruleOrder.begin(), ruleOrder.end(), std::size_t{0});
    const auto ruleKey = [&](std::size_t r) {
        const AffixRule& rule = hunspell.rules[r];
        return rule.prefix || rule.add.size() > format::kMaxKeyedEnding
                   ? std::uint64_t{0}
                   : format::endingKey(rule.add);
    };
    std::stable_sort(ruleOrder.begin(), ruleOrder.end(),
                     [&](std::size_t a, std::size_t b) { return ruleKey(a) < ruleKey(b); });
    for (const std::size_t r : ruleOrder) {
        const AffixRule& rule = hunspell.rules[r];
        if (rule.strip.size() > 255 || rule.add.size() > 255 || rule.condition.size() > 255) {
            throw std::runtime_error("an affix rule is longer than 255 letters");
        }
        const std::array<std::uint8_t, 8> head = {rule.flag,
                                                  static_cast<std::uint8_t>(rule.prefix),
                                                  static_cast<std::uint8_t>(rule.crossProduct),
                                                  static_cast<std::uint8_t>(rule.strip.size()),
                                                  static_cast<std::uint8_t>(rule.add.size()),
                                                  static_cast<std::uint8_t>(rule.condition.size()),
                                                  0,
                                                  0};
        rules.insert(rules.end(), head.begin(), head.end());
        appendPod(rules, static_cast<std::uint32_t>(ruleLetters.size()));
        ruleLetters.insert(ruleLetters.end(), rule.strip.begin(), rule.strip.end());
        appendPod(rules, static_cast<std::uint32_t>(ruleLetters.size()));
        ruleLetters.insert(ruleLetters.end(), rule.add.begin(), rule.add.end());
        appendPod(rules, static_cast<std::uint32_t>(ruleConditions.size()));
        ruleConditions.insert(ruleConditions.end(), rule.condition.begin(), rule.condition.end());
        appendPod(rules, std::uint32_t{0});
    }

    const std::array<std::pair<format::Section, std::vector<std::uint8_t>>, format::kSectionCount>
        sections = {{
            {format::Section::WordEdges, bytesOf(words.edges)},
            {format::Section::StemEdges, bytesOf(stems.edges)},
            {format::Section::StemStarts, bytesOf(stemStarts)},
            {format::Section::LineFlagSets, bytesOf(lineFlagSets)},
            {format::Section::FlagSets, bytesOf(flagSets)},
            {format::Section::Rules, rules},
            {format::Section::RuleLetters, ruleLetters},
            {format::Section::RuleConditions, bytesOf(ruleConditions)},
            {format::Section::Abbreviations, abbreviations},
            {format::Section::ProperNouns, bytesOf(properNouns.edges)},
        }};

    std::vector<std::uint8_t> out(format::kHeaderSize +
                                  format::kDirectoryEntrySize * format::kSectionCount);
    std::memcpy(out.data(), format::kMagic.data(), format::kMagic.size());
    putAt(out, format::offsets::kVersion, format::kVersion);
    putAt(out, format::offsets::kHeaderSize, static_cast<std::uint32_t>(format::kHeaderSize));
    for (int i = 0; i < kAlphabetSize; ++i) {
        putAt(out, format::offsets::kAlphabet + 4 * static_cast<std::size_t>(i),
              static_cast<std::uint32_t>(kLowercaseLetters[static_cast<std::size_t>(i)]));
    }
    putAt(out, format::offsets::kWordCount, static_cast<std::uint64_t>(words.wordCount));
    putAt(out, format::offsets::kSectionCount, format::kSectionCount);
    putAt(out, format::offsets::kWordRoot, words.root);
    putAt(out, format::offsets::kStemRoot, stems.root);
    putAt(out, format::offsets::kProperNounRoot, properNouns.root);
    for (std::size_t s = 0; s < sections.size(); ++s) {
        while (out.size() % 8 != 0) {
            out.push_back(0);
        }
        const std::size_t entry = format::kHeaderSize + s * format::kDirectoryEntrySize;
        putAt(out, entry, static_cast<std::uint32_t>(sections[s].first));
        putAt(out, entry + 8, static_cast<std::uint64_t>(out.size()));
        putAt(out, entry + 16, static_cast<std::uint64_t>(sections[s].second.size()));
        out.insert(out.end(), sections[s].second.begin(), sections[s].second.end());
    }
    putAt(out, format::offsets::kFileSize, static_cast<std::uint64_t>(out.size()));
    putAt(out, format::offsets::kChecksum, format::checksum(out));

    report.words = words.wordCount;
    report.wordEdges = words.edges.size();
    report.stemEdges = stems.edges.size();
    report.flagSets = flagSets.size();
    report.bytes = out.size();
    return out;
}

}  // namespace detail

bool hasNoVowel(std::span<const Letter> word) {
    return word.size() >= 2 && std::none_of(word.begin(), word.end(), [](Letter letter) {
               return std::find(vowels().begin(), vowels().end(), letter) != vowels().end();
           });
}

bool AbbreviationPolicy::drops(std::span<const Letter> word) const {
    const auto listed = [word](const std::vector<Word>& list) {
        return std::binary_search(list.begin(), list.end(), word, [](const auto& x, const auto& y) {
            return std::lexicographical_compare(x.begin(), x.end(), y.begin(), y.end());
        });
    };
    if (listed(genuine))
        return false;
    return (dropWordsWithoutVowel && hasNoVowel(word)) || listed(abbreviations) ||
           listed(inflectedForms);
}

std::vector<Word> abbreviationForms(const HunspellData& hunspell,
                                    const AbbreviationPolicy& policy) {
    CompileReport report;
    return addForms(hunspell, nullptr, report, policy);
}

AbbreviationPolicy readAbbreviationPolicy(std::span<const std::filesystem::path> abbreviationLists,
                                          std::span<const std::filesystem::path> genuineLists,
                                          bool dropWordsWithoutVowel) {
    const auto readAll = [](std::span<const std::filesystem::path> paths) {
        std::vector<Word> all;
        for (const auto& path : paths) {
            auto words = readPlainList(path);
            all.insert(all.end(), words.begin(), words.end());
        }
        std::sort(all.begin(), all.end());
        all.erase(std::unique(all.begin(), all.end()), all.end());
        return all;
    };
    AbbreviationPolicy policy;
    policy.abbreviations = readAll(abbreviationLists);
    policy.genuine = readAll(genuineLists);
    policy.dropWordsWithoutVowel = dropWordsWithoutVowel;
    return policy;
}

std::vector<std::uint8_t> compileDictionary(const CompilerInput& input, CompileReport& report) {
    WordArena arena;
    WordArena properNouns;
    for (const auto& list : input.wordLists) {
        detail::readWordList(list, arena, properNouns, report);
    }
    HunspellData hunspell;
    if (input.hunspellDic || input.hunspellAff) {
        if (!input.hunspellDic || !input.hunspellAff) {
            throw std::runtime_error("a hunspell dictionary needs both its .dic and .aff files");
        }
        hunspell = readHunspell(*input.hunspellDic, *input.hunspellAff);
    }
    AbbreviationPolicy policy = input.abbreviations;
    policy.inflectedForms = addForms(hunspell, &arena, report, policy);
    return detail::buildImage(arena, properNouns, hunspell, report, policy);
}

std::vector<std::uint8_t> compileDictionary(std::vector<Word> words, const HunspellData& hunspell,
                                            CompileReport& report,
                                            const AbbreviationPolicy& abbreviations) {
    WordArena arena;
    for (const Word& word : words) {
        if (!word.empty() && word.size() <= text::kMaxWordLength) {
            arena.add(word);
        }
    }
    AbbreviationPolicy policy = abbreviations;
    policy.inflectedForms = addForms(hunspell, &arena, report, policy);
    WordArena properNouns;
    return detail::buildImage(arena, properNouns, hunspell, report, policy);
}

void writeDictionaryFile(const std::filesystem::path& path,
                         const std::vector<std::uint8_t>& bytes) {
    auto temporary = path;
    temporary += ".tmp";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out) {
            throw std::runtime_error(temporary.string() + ": cannot create the file");
        }
        out.write(reinterpret_cast<const char*>(bytes.data()),
                  static_cast<std::streamsize>(bytes.size()));
        if (!out) {
            throw std::runtime_error(temporary.string() + ": cannot write the file");
        }
    }
    std::error_code error;
    std::filesystem::rename(temporary, path, error);
    if (error) {
        throw std::runtime_error(path.string() + ": cannot replace the file: " + error.message());
    }
}

}  // namespace ps::dict
