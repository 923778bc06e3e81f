// The loaders on large inputs: a million keys in one object, a million used words, and the
// word check against ten thousand used words, each beside a baseline measured in the same run
// (a ratio, not an absolute time, is the figure to read). Then the peak memory of loading
// large documents, per MB of input, each measured in a child process of its own.
//   build/<dir>/tests/engine_io/ps_loader_benchmark
// prints the usual table, then the ratios, then the memory.

#include <benchmark/benchmark.h>

#include <malloc.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <functional>
#include <map>
#include <string>

#include "dictionary/dictionary.h"
#include "dictionary/memory_lexicon.h"
#include "dictionary/word_check.h"
#include "engine/game.h"
#include "engine/io/json_text.h"
#include "engine/io/position.h"
#include "engine/io/record.h"
#include "engine/io/standard_deck.h"

namespace {

using ps::engine::io::Json;

constexpr std::size_t kMillion = 1'000'000;

// Distinct words of Polish letters: i in base 20, after "ab".
std::string wordNumber(std::size_t i) {
    static constexpr std::string_view kLetters = "abcdefghijklmnoprstu";
    std::string word = "ab";
    for (std::size_t n = i; n > 0; n /= 20)
        word += kLetters[n % 20];
    return word;
}

const std::string& arrayText() {
    static const std::string text = [] {
        std::string out = "[";
        for (std::size_t i = 0; i < kMillion; ++i)
            out += (i ? ",\"k" : "\"k") + std::to_string(i) + "\"";
        return out + "]";
    }();
    return text;
}

const std::string& objectText() {
    static const std::string text = [] {
        std::string out = "{";
        for (std::size_t i = 0; i < kMillion; ++i)
            out += (i ? ",\"k" : "\"k") + std::to_string(i) + "\":0";
        return out + "}";
    }();
    return text;
}

// kObjects objects of kMaxJsonObjectKeys keys each: a million keys the cap allows.
constexpr std::size_t kObjects = kMillion / ps::engine::io::kMaxJsonObjectKeys;

const std::string& objectsAtTheCapText() {
    static const std::string text = [] {
        std::string out = "[";
        for (std::size_t o = 0; o < kObjects; ++o) {
            out += o ? ",{" : "{";
            for (std::size_t i = 0; i < ps::engine::io::kMaxJsonObjectKeys; ++i) {
                const std::size_t key = o * ps::engine::io::kMaxJsonObjectKeys + i;
                out += (i ? ",\"k" : "\"k") + std::to_string(key) + "\":0";
            }
            out += "}";
        }
        return out + "]";
    }();
    return text;
}

// A new game's position with `count` used words.
std::string positionWithUsedWords(std::size_t count) {
    const ps::dict::MemoryLexicon noWords;
    ps::engine::GameOptions options;
    options.seed = 5;
    const ps::engine::Game game(options, ps::engine::io::standardDeck(), noWords);
    Json position = ps::engine::io::positionToJson(game.state());
    Json words = Json::array();
    for (std::size_t i = 0; i < count; ++i)
        words.push_back(wordNumber(i));
    position["usedWords"] = std::move(words);
    return position.dump();
}

const std::string& millionUsedWords() {
    static const std::string text = positionWithUsedWords(kMillion);
    return text;
}

const std::string& maxUsedWords() {
    static const std::string text = positionWithUsedWords(ps::engine::io::kMaxUsedWords);
    return text;
}

// Runs `work` over `text`, reporting an error unless it succeeds (or fails, when `refuse`).
template <typename Work>
void measure(benchmark::State& state, const std::string& text, bool refuse, Work work) {
    for (auto _ : state) {
        auto result = work(text);
        if (result.ok() == refuse)
            state.SkipWithError(refuse ? "accepted" : result.error.text().c_str());
        benchmark::DoNotOptimize(result);
    }
    state.counters["bytes"] = static_cast<double>(text.size());
}

const auto parse = [](const std::string& text) { return ps::engine::io::parseStrictJson(text); };
const auto load = [](const std::string& text) { return ps::engine::io::loadPosition(text); };

// Refused by the memory budget, before anything is built (json_text.h).
void BM_ParseMillionStringArray(benchmark::State& state) {
    measure(state, arrayText(), true, parse);
}
BENCHMARK(BM_ParseMillionStringArray)->Unit(benchmark::kMillisecond);

void BM_ParseMillionKeyObject(benchmark::State& state) {
    measure(state, objectText(), true, parse);
}
BENCHMARK(BM_ParseMillionKeyObject)->Unit(benchmark::kMillisecond);

void BM_ParseObjectsAtTheKeyCap(benchmark::State& state) {
    measure(state, objectsAtTheCapText(), true, parse);
}
BENCHMARK(BM_ParseObjectsAtTheKeyCap)->Unit(benchmark::kMillisecond);

void BM_ParsePositionWithMillionUsedWords(benchmark::State& state) {
    measure(state, millionUsedWords(), true, parse);
}
BENCHMARK(BM_ParsePositionWithMillionUsedWords)->Unit(benchmark::kMillisecond);

void BM_LoadPositionWithMillionUsedWords(benchmark::State& state) {
    measure(state, millionUsedWords(), true, load);
}
BENCHMARK(BM_LoadPositionWithMillionUsedWords)->Unit(benchmark::kMillisecond);

void BM_ParsePositionWithMaxUsedWords(benchmark::State& state) {
    measure(state, maxUsedWords(), false, parse);
}
BENCHMARK(BM_ParsePositionWithMaxUsedWords)->Unit(benchmark::kMillisecond);

void BM_LoadPositionWithMaxUsedWords(benchmark::State& state) {
    measure(state, maxUsedWords(), false, load);
}
BENCHMARK(BM_LoadPositionWithMaxUsedWords)->Unit(benchmark::kMillisecond);

const ps::dict::Dictionary& lexicon() {
    static const ps::dict::Dictionary dictionary = ps::dict::Dictionary::load(POTEGA_TEST_LEXICON);
    return dictionary;
}

// The lexicon's words, then made-up ones, up to `count`.
std::vector<ps::Word> sampleWords(std::size_t count) {
    std::vector<ps::Word> words;
    lexicon().forEachWord([&](std::span<const ps::Letter> w) {
        if (words.size() < count)
            words.emplace_back(w.begin(), w.end());
    });
    for (std::size_t i = 0; words.size() < count; ++i)
        words.push_back(*ps::wordFromUtf8(wordNumber(i)));
    return words;
}

// Baseline: relation() for one (word, used word) pair, as the check once did for every pair.
void BM_RelationPerPair(benchmark::State& state) {
    const auto candidates = sampleWords(1000);
    const auto used = sampleWords(2000);
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(
            lexicon().relation(candidates[i % candidates.size()], used[(i * 7919) % used.size()]));
        ++i;
    }
}
BENCHMARK(BM_RelationPerPair);

// One word checked against 10 000 used words through the index.
void BM_CheckAgainstTenThousandUsed(benchmark::State& state) {
    const auto candidates = sampleWords(1000);
    const ps::dict::UsedWordIndex index(lexicon(), sampleWords(10'000));
    std::size_t i = 0;
    for (auto _ : state)
        benchmark::DoNotOptimize(index.related(candidates[i++ % candidates.size()]));
}
BENCHMARK(BM_CheckAgainstTenThousandUsed);

// A record of `count` passes, written compactly: {"type":"pass"} is 16 bytes an action, so a
// million make a 16 MB record (the shape of the report that took 301 MB to refuse).
std::string recordOfPasses(std::size_t count) {
    ps::engine::io::Record record;
    record.options.seed = 5;
    record.deck = ps::engine::io::standardDeck();
    record.actions.assign(count, ps::engine::Pass{});
    return ps::engine::io::recordToJson(record).dump();
}

// `count` strings of `length` letters in an array: a document of few, large values, the kind the
// memory budget lets through.
std::string arrayOfLongStrings(std::size_t count, std::size_t length) {
    std::string out = "[";
    for (std::size_t i = 0; i < count; ++i)
        out += (i ? ",\"" : "\"") + std::string(length, 'a') + "\"";
    return out + "]";
}

// A field of /proc/self/status in KiB ("VmHWM", "VmRSS"); -1 when unknown.
long statusKiB(const std::string& field) {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.starts_with(field + ":"))
            return std::stol(line.substr(field.size() + 1));
    }
    return -1;
}

struct MemoryFigure {
    long extraKiB = -1;  // peak resident memory while loading, beyond what was there before
    bool accepted = false;
};

// Loads `text` in a child process and measures the peak of its resident memory: the peak mark
// is reset (/proc/self/clear_refs) once the text is in memory, so the figure is what loading
// added; the text itself is the parent's, shared. getrusage's ru_maxrss stands in when the
// mark cannot be reset (it then counts from the child's start, the text included).
MemoryFigure peakWhileLoading(const std::string& text,
                              const std::function<bool(const std::string&)>& loads) {
    int pipe[2];
    if (::pipe(pipe) != 0)
        return {};
    const pid_t child = ::fork();
    if (child == 0) {
        ::close(pipe[0]);
        ::malloc_trim(0);  // freed pages go back, so new allocations show in the figure
        const bool reset = static_cast<bool>(std::ofstream("/proc/self/clear_refs") << "5");
        const long before = reset ? statusKiB("VmRSS") : 0;
        const bool accepted = loads(text);
        long peak = reset ? statusKiB("VmHWM") : -1;
        if (peak < 0) {
            rusage usage{};
            ::getrusage(RUSAGE_SELF, &usage);
            peak = usage.ru_maxrss;
        }
        const MemoryFigure figure{peak - before, accepted};
        [[maybe_unused]] const auto written = ::write(pipe[1], &figure, sizeof figure);
        ::_exit(0);
    }
    ::close(pipe[1]);
    MemoryFigure figure;
    if (child < 0 || ::read(pipe[0], &figure, sizeof figure) != sizeof figure)
        figure = {};
    ::close(pipe[0]);
    if (child > 0)
        ::waitpid(child, nullptr, 0);
    return figure;
}

// Peak memory per MB of input for documents near the size cap (16 MiB): dense ones the budget
// refuses before building them, and a sparse one it lets through.
void printPeakMemory() {
    using ps::engine::io::loadPosition;
    using ps::engine::io::loadRecord;
    using ps::engine::io::parseStrictJson;
    const auto parses = [](const std::string& text) { return parseStrictJson(text).ok(); };
    const auto loadsPosition = [](const std::string& text) { return loadPosition(text).ok(); };
    const auto loadsRecord = [](const std::string& text) { return loadRecord(text).ok(); };
    std::string dense = "[";
    for (std::size_t i = 0; i < 8'000'000; ++i)
        dense += "0,";
    dense += "0]";
    const struct {
        const char* what;
        std::string text;
        std::function<bool(const std::string&)> loads;
    } cases[] = {
        {"8 M zeros in one array, parsed", std::move(dense), parses},
        {"1 M used words, position loaded", millionUsedWords(), loadsPosition},
        {"1 M passes, record loaded", recordOfPasses(1'000'000), loadsRecord},
        {"15 000 strings of 1000 letters, parsed", arrayOfLongStrings(15'000, 1000), parses},
        {"10 000 used words (the cap), position loaded", maxUsedWords(), loadsPosition},
    };
    std::printf(
        "\npeak memory while loading, beyond the text (the whole peak, text included, "
        "is one MB more per MB):\n");
    for (const auto& c : cases) {
        const MemoryFigure figure = peakWhileLoading(c.text, c.loads);
        const double megabytes = static_cast<double>(c.text.size()) / 1e6;
        const double extra = static_cast<double>(figure.extraKiB) * 1024 / 1e6;
        std::printf("  %-46s %6.2f MB: %s, peak +%7.1f MB = %5.2f MB per MB of input\n", c.what,
                    megabytes, figure.accepted ? "accepted" : "refused ", extra, extra / megabytes);
    }
}

// Keeps each benchmark's CPU time per iteration, to print the ratios at the end.
class RatioReporter : public benchmark::ConsoleReporter {
  public:
    void ReportRuns(const std::vector<Run>& runs) override {
        for (const Run& run : runs) {
            // With --benchmark_repetitions the mean stands for the benchmark.
            if (run.run_type == Run::RT_Iteration || run.aggregate_name == "mean") {
                cpuNanoseconds[run.run_name.str()] =
                    run.run_type == Run::RT_Iteration
                        ? run.cpu_accumulated_time * 1e9 / static_cast<double>(run.iterations)
                        : run.GetAdjustedCPUTime() * 1e9 /
                              benchmark::GetTimeUnitMultiplier(run.time_unit);
            }
        }
        ConsoleReporter::ReportRuns(runs);
    }
    std::map<std::string, double> cpuNanoseconds;
};

}  // namespace

int main(int argc, char** argv) {
    benchmark::Initialize(&argc, argv);
    RatioReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    const auto& t = reporter.cpuNanoseconds;
    const auto ratio = [&](const char* a, const char* b) {
        const auto x = t.find(a);
        const auto y = t.find(b);
        return x == t.end() || y == t.end() || y->second == 0 ? 0.0 : x->second / y->second;
    };
    const auto ms = [&](const char* name) {
        const auto it = t.find(name);
        return it == t.end() ? 0.0 : it->second / 1e6;
    };
    using ps::engine::io::kMaxJsonObjectKeys;
    using ps::engine::io::kMaxUsedWords;
    std::printf(
        "\n1 M keys in one object: refused in %.3f ms CPU, %.4f x refusing an array of the same "
        "1 M strings by the memory budget (%.0f ms)\n",
        ms("BM_ParseMillionKeyObject"),
        ratio("BM_ParseMillionKeyObject", "BM_ParseMillionStringArray"),
        ms("BM_ParseMillionStringArray"));
    std::printf(
        "1 M keys in %zu objects of %zu (at the cap): refused in %.0f ms CPU, %.2f x that "
        "array\n",
        kObjects, kMaxJsonObjectKeys, ms("BM_ParseObjectsAtTheKeyCap"),
        ratio("BM_ParseObjectsAtTheKeyCap", "BM_ParseMillionStringArray"));
    std::printf(
        "1 M used words: the position refused in %.0f ms CPU, %.2f x refusing its text as JSON "
        "(%.0f ms)\n",
        ms("BM_LoadPositionWithMillionUsedWords"),
        ratio("BM_LoadPositionWithMillionUsedWords", "BM_ParsePositionWithMillionUsedWords"),
        ms("BM_ParsePositionWithMillionUsedWords"));
    std::printf("%zu used words (at the cap): loaded in %.1f ms CPU, %.2f x parsing the text\n",
                kMaxUsedWords, ms("BM_LoadPositionWithMaxUsedWords"),
                ratio("BM_LoadPositionWithMaxUsedWords", "BM_ParsePositionWithMaxUsedWords"));
    std::printf("a word against 10 000 used words: %.2f x one relation() pair (was 10 000 x)\n",
                ratio("BM_CheckAgainstTenThousandUsed", "BM_RelationPerPair"));
    printPeakMemory();
    return 0;
}
