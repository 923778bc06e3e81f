// Dictionary benchmarks (Google Benchmark), side by side in one run:
//   build/<dir>/tests/dictionary/ps_dictionary_benchmark
// Figures and the machine they were measured on: docs/dictionary.md.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include <time.h>

#include "dictionary/compiler.h"
#include "dictionary/dictionary.h"

#ifdef POTEGA_HAVE_HUNSPELL
#include <unicode/unistr.h>
#include <hunspell/hunspell.hxx>
#endif

namespace {

using namespace ps;
using namespace ps::dict;
// The ratios time both sides with this thread's CPU clock, so that other processes on a shared
// machine slow neither side.
double threadSeconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

// The build's full dictionary, or another file named by $POTEGA_BENCH_DICTIONARY.
const std::filesystem::path kDictionary = [] {
    const char* other = std::getenv("POTEGA_BENCH_DICTIONARY");
    return std::filesystem::path(other != nullptr && *other != '\0' ? other
                                                                    : POTEGA_FULL_DICTIONARY_FILE);
}();

const Dictionary* dictionary() {
    static const auto* d = [] {
        return kDictionary.empty() ? nullptr : new Dictionary(Dictionary::load(kDictionary));
    }();
    return d;
}

// 100 000 words: 90 % drawn from the dictionary, 10 % of them with one letter changed.
const std::vector<Word>& lookupSample() {
    static const auto sample = [] {
        std::vector<Word> all;
        dictionary()->forEachWord(
            [&](std::span<const Letter> w) { all.emplace_back(w.begin(), w.end()); });
        std::mt19937 rng(2026);
        std::uniform_int_distribution<std::size_t> pick(0, all.size() - 1);
        std::uniform_int_distribution<int> letter(0, kAlphabetSize - 1);
        std::vector<Word> out;
        for (int i = 0; i < 100'000; ++i) {
            Word w = all[pick(rng)];
            if (i % 10 == 9) {
                w[std::uniform_int_distribution<std::size_t>(0, w.size() - 1)(rng)] =
                    static_cast<Letter>(letter(rng));
            }
            out.push_back(std::move(w));
        }
        return out;
    }();
    return sample;
}

// 35 letters as in a 4-player game: a 6x5 board and 5 captured cards, drawn from the game's
// own 110-card deck (the letter counts of assets/deck.json, in alphabet order a ą b c ć ...),
// the first drawn card being the placed card that the word must use.
AnagramQuery boardQuery(unsigned seed) {
    constexpr std::array<int, kAlphabetSize> kDeck = {10, 1, 2, 4, 1, 3, 8, 1, 1, 2, 2,
                                                      9,  2, 3, 3, 2, 3, 6, 1, 7, 1, 3,
                                                      5,  5, 1, 4, 2, 5, 5, 6, 1, 1};
    std::vector<Letter> bag;
    for (int l = 0; l < kAlphabetSize; ++l) {
        bag.insert(bag.end(), static_cast<std::size_t>(kDeck[static_cast<std::size_t>(l)]),
                   static_cast<Letter>(l));
    }
    std::mt19937 rng(seed);
    std::shuffle(bag.begin(), bag.end(), rng);
    AnagramQuery q;
    for (int i = 0; i < 35; ++i) {
        ++q.available[bag[static_cast<std::size_t>(i)]];
    }
    q.required[bag[0]] = 1;
    q.minLength = 2;
    q.maxLength = 35;
    return q;
}

// The baseline: every word of the list in one flat array (no allocation per word), skipped by
// length first, then checked letter by letter against a copy of the counts, stopping at the
// first letter that is not available; a word that fits must also use the required letters.
struct FlatList {
    std::vector<Letter> letters;
    std::vector<std::uint32_t> ends;
};
const FlatList& flatList() {
    static const auto list = [] {
        FlatList f;
        dictionary()->forEachWord([&](std::span<const Letter> w) {
            f.letters.insert(f.letters.end(), w.begin(), w.end());
            f.ends.push_back(static_cast<std::uint32_t>(f.letters.size()));
        });
        return f;
    }();
    return list;
}

std::size_t bruteForce(const AnagramQuery& q) {
    const FlatList& f = flatList();
    std::size_t found = 0;
    std::uint32_t begin = 0;
    for (const std::uint32_t end : f.ends) {
        const std::size_t length = end - begin;
        if (length >= q.minLength && length <= q.maxLength) {
            LetterCounts left = q.available;
            LetterCounts need = q.required;
            bool ok = true;
            for (std::uint32_t i = begin; i < end && ok; ++i) {
                const Letter l = f.letters[i];
                ok = left[l]-- > 0;
                if (need[l] > 0) {
                    --need[l];
                }
            }
            ok = ok && std::all_of(need.begin(), need.end(), [](std::uint8_t n) { return n == 0; });
            found += ok ? 1 : 0;
        }
        begin = end;
    }
    return found;
}

std::size_t search(const AnagramQuery& q) {
    std::size_t found = 0;
    dictionary()->forEachAnagram(q, [&](std::span<const Letter>) { ++found; });
    return found;
}

bool needDictionary(benchmark::State& state) {
    if (dictionary() == nullptr) {
        state.SkipWithError("the full dictionary was not built (POTEGA_FULL_DICTIONARY=OFF)");
        return false;
    }
    return true;
}

void BM_CompileFullDictionary(benchmark::State& state) {
    CompilerInput input;
    input.wordLists = {"/usr/share/dict/polish"};
    input.hunspellDic = "/usr/share/hunspell/pl_PL.dic";
    input.hunspellAff = "/usr/share/hunspell/pl_PL.aff";
    std::size_t bytes = 0;
    for (auto _ : state) {
        CompileReport report;
        bytes = compileDictionary(input, report).size();
    }
    state.counters["file_bytes"] = static_cast<double>(bytes);
}
BENCHMARK(BM_CompileFullDictionary)->Unit(benchmark::kSecond)->Iterations(1);

void BM_Load(benchmark::State& state) {
    if (!needDictionary(state)) {
        return;
    }
    for (auto _ : state) {
        benchmark::DoNotOptimize(Dictionary::load(kDictionary).wordCount());
    }
    state.counters["file_bytes"] = static_cast<double>(std::filesystem::file_size(kDictionary));
    state.counters["words"] = static_cast<double>(dictionary()->wordCount());
}
BENCHMARK(BM_Load)->Unit(benchmark::kMillisecond);

void BM_Lookup100k(benchmark::State& state) {
    if (!needDictionary(state)) {
        return;
    }
    const auto& sample = lookupSample();
    for (auto _ : state) {
        std::size_t found = 0;
        for (const Word& w : sample) {
            found += dictionary()->contains(w) ? 1 : 0;
        }
        benchmark::DoNotOptimize(found);
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * sample.size()));
}
BENCHMARK(BM_Lookup100k)->Unit(benchmark::kMillisecond);

// "Did you mean": suggestions for typical misspellings (missing diacritics, a letter missing,
// swapped or wrong), against a plain lookup of the same words in the same run (CPU clock).
void BM_SuggestRatio(benchmark::State& state) {
    if (!needDictionary(state)) {
        return;
    }
    std::vector<Word> typos;
    for (const char* w :
         {"zolw",       "zrodlo",      "ksiazka", "gzegzolka", "stomatolg", "komputr", "samochud",
          "przyjaciul", "dziewczynka", "rzeka",   "tko",       "np",        "zlotko",  "wiewiorka",
          "niedzwiedz", "pszczola",    "ogorek",  "zaba",      "grzyby",    "mleko"}) {
        typos.push_back(word(w));
    }
    double suggestSeconds = 0;
    double lookupSeconds = 0;
    std::size_t found = 0;
    constexpr int kLookupRepeats = 1000;
    for (auto _ : state) {
        double start = threadSeconds();
        for (const Word& w : typos) {
            found += dictionary()->suggest(w).size();
        }
        suggestSeconds += threadSeconds() - start;
        start = threadSeconds();
        for (int r = 0; r < kLookupRepeats; ++r) {
            for (const Word& w : typos) {
                found += dictionary()->contains(w) ? 1 : 0;
            }
        }
        lookupSeconds += threadSeconds() - start;
    }
    benchmark::DoNotOptimize(found);
    const auto n = static_cast<double>(state.iterations() * typos.size());
    state.counters["suggest_ms_per_word"] = suggestSeconds * 1e3 / n;
    state.counters["lookup_ns_per_word"] = lookupSeconds * 1e9 / (n * kLookupRepeats);
    state.counters["suggest_per_lookup"] = suggestSeconds / (lookupSeconds / kLookupRepeats);
}
BENCHMARK(BM_SuggestRatio)->Unit(benchmark::kMillisecond)->Iterations(5);

#ifdef POTEGA_HAVE_HUNSPELL
// The same sample through libhunspell, in the dictionary's own encoding (ISO-8859-2), and the
// ratio measured in the same run.
void BM_LookupHunspellRatio(benchmark::State& state) {
    if (!needDictionary(state)) {
        return;
    }
    const auto& sample = lookupSample();
    std::vector<std::string> latin2;
    for (const Word& w : sample) {
        const std::string utf8 = toUtf8(w);
        const icu::UnicodeString text = icu::UnicodeString::fromUTF8(utf8);
        std::string bytes(static_cast<std::size_t>(text.length()) * 2 + 1, '\0');
        const int32_t n = text.extract(0, text.length(), bytes.data(),
                                       static_cast<uint32_t>(bytes.size()), "ISO-8859-2");
        bytes.resize(static_cast<std::size_t>(n));
        latin2.push_back(bytes);
    }
    Hunspell hunspell("/usr/share/hunspell/pl_PL.aff", "/usr/share/hunspell/pl_PL.dic");
    double hunspellSeconds = 0;
    double dawgSeconds = 0;
    std::size_t agree = 0;
    for (auto _ : state) {
        double start = threadSeconds();
        std::size_t hunspellFound = 0;
        for (const std::string& w : latin2) {
            hunspellFound += hunspell.spell(w) ? 1 : 0;
        }
        hunspellSeconds += threadSeconds() - start;
        start = threadSeconds();
        std::size_t dawgFound = 0;
        for (const Word& w : sample) {
            dawgFound += dictionary()->contains(w) ? 1 : 0;
        }
        dawgSeconds += threadSeconds() - start;
        agree = std::min(hunspellFound, dawgFound);
    }
    const auto words = static_cast<double>(state.iterations() * sample.size());
    state.counters["hunspell_ns_per_word"] = hunspellSeconds * 1e9 / words;
    state.counters["dawg_ns_per_word"] = dawgSeconds * 1e9 / words;
    state.counters["speedup"] = hunspellSeconds / dawgSeconds;
    benchmark::DoNotOptimize(agree);
}
BENCHMARK(BM_LookupHunspellRatio)->Unit(benchmark::kMillisecond)->Iterations(3);
#endif

// The search index is built on the first search of a loaded dictionary: its one-time cost.
void BM_AnagramFirstUse(benchmark::State& state) {
    if (!needDictionary(state)) {
        return;
    }
    const AnagramQuery nothing;  // no letters: only the index is built
    for (auto _ : state) {
        state.PauseTiming();
        const Dictionary fresh = Dictionary::load(kDictionary);
        state.ResumeTiming();
        fresh.forEachAnagram(nothing, [](std::span<const Letter>) {});
    }
}
BENCHMARK(BM_AnagramFirstUse)->Unit(benchmark::kMillisecond);

void BM_Anagram35(benchmark::State& state) {
    if (!needDictionary(state)) {
        return;
    }
    const AnagramQuery q = boardQuery(static_cast<unsigned>(state.range(0)));
    std::size_t found = search(q);  // the first search builds the index
    for (auto _ : state) {
        found = search(q);
    }
    state.counters["words_found"] = static_cast<double>(found);
}
BENCHMARK(BM_Anagram35)->Arg(1)->Arg(2)->Arg(3)->Unit(benchmark::kMillisecond);

// Both sides on the same draw, each iteration: the brute force, then the search right after it
// (the brute force's 60 MB stream has just evicted the search's data from the caches: "cold"),
// then the search again (its data cached, as for a bot's repeated searches: "warm").
void BM_AnagramBruteForceRatio(benchmark::State& state) {
    if (!needDictionary(state)) {
        return;
    }
    const AnagramQuery q = boardQuery(static_cast<unsigned>(state.range(0)));
    (void)flatList();
    (void)search(q);  // builds the index (BM_AnagramFirstUse)
    double bruteSeconds = 0;
    double coldSeconds = 0;
    double warmSeconds = 0;
    std::size_t found = 0;
    for (auto _ : state) {
        double start = threadSeconds();
        const std::size_t brute = bruteForce(q);
        bruteSeconds += threadSeconds() - start;
        start = threadSeconds();
        found = search(q);
        coldSeconds += threadSeconds() - start;
        start = threadSeconds();
        const std::size_t again = search(q);
        warmSeconds += threadSeconds() - start;
        if (brute != found || again != found) {
            state.SkipWithError("the search and the brute force disagree");
            return;
        }
    }
    const auto n = static_cast<double>(state.iterations());
    state.counters["words_found"] = static_cast<double>(found);
    state.counters["brute_ms"] = bruteSeconds * 1e3 / n;
    state.counters["search_cold_ms"] = coldSeconds * 1e3 / n;
    state.counters["search_warm_ms"] = warmSeconds * 1e3 / n;
    state.counters["speedup_cold"] = bruteSeconds / coldSeconds;
    state.counters["speedup_warm"] = bruteSeconds / warmSeconds;
}
BENCHMARK(BM_AnagramBruteForceRatio)
    ->Arg(1)
    ->Arg(2)
    ->Arg(3)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(10);

}  // namespace

BENCHMARK_MAIN();
