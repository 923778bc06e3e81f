#include "dictionary/automaton.h"

#include <algorithm>
#include <stdexcept>

namespace ps::dict {

AutomatonBuilder::AutomatonBuilder() : path_(1), out_(1, 0u) {}

void AutomatonBuilder::add(std::span<const Letter> word) {
    if (word.empty()) {
        throw std::invalid_argument("automaton: empty word");
    }
    if (wordCount_ > 0 && !std::lexicographical_compare(previous_.begin(), previous_.end(),
                                                        word.begin(), word.end())) {
        throw std::invalid_argument("automaton: words not in strictly increasing order: " +
                                    toUtf8(previous_) + " then " + toUtf8(word));
    }
    std::size_t common = 0;
    while (common < previous_.size() && common < word.size() && previous_[common] == word[common]) {
        ++common;
    }
    freezeDownTo(common);
    for (std::size_t d = common; d < word.size(); ++d) {
        std::uint32_t edge = word[d] & kEdgeLetterMask;
        if (d + 1 == word.size()) {
            edge |= kEdgeFinal;
        }
        path_[d].push_back(static_cast<char32_t>(edge));
        path_.emplace_back();
    }
    previous_.assign(word.begin(), word.end());
    ++wordCount_;
}

// Replaces the states below `depth` on the current path by their registered equivalents.
void AutomatonBuilder::freezeDownTo(std::size_t depth) {
    for (std::size_t d = path_.size() - 1; d > depth; --d) {
        const std::uint32_t id = registerState(path_[d]);
        auto& parentEdge = path_[d - 1].back();
        parentEdge = static_cast<char32_t>(static_cast<std::uint32_t>(parentEdge) |
                                           (id << kEdgeTargetShift));
        path_.pop_back();
    }
}

std::uint32_t AutomatonBuilder::registerState(const std::u32string& edges) {
    if (edges.empty()) {
        return 0;
    }
    if (auto found = register_.find(edges); found != register_.end()) {
        return found->second;
    }
    const auto id = static_cast<std::uint32_t>(out_.size());
    if (out_.size() + edges.size() >= kMaxEdges) {
        throw std::length_error("automaton: too many edges for the 25-bit target field");
    }
    for (std::size_t i = 0; i < edges.size(); ++i) {
        std::uint32_t edge = static_cast<std::uint32_t>(edges[i]);
        if (i + 1 == edges.size()) {
            edge |= kEdgeLast;
        }
        out_.push_back(edge);
    }
    register_.emplace(edges, id);
    return id;
}

AutomatonBuilder::Result AutomatonBuilder::finish() {
    freezeDownTo(0);
    Result result;
    result.root = registerState(path_[0]);
    result.edges = std::move(out_);
    result.wordCount = wordCount_;
    path_.assign(1, {});
    out_.assign(1, 0u);
    register_.clear();
    previous_.clear();
    wordCount_ = 0;
    return result;
}

bool AutomatonView::contains(std::span<const Letter> word) const {
    if (word.empty()) {
        return false;
    }
    std::uint32_t state = root_;
    std::uint32_t edge = 0;
    for (const Letter letter : word) {
        const auto next = step(state, letter);
        if (!next) {
            return false;
        }
        edge = *next;
        state = edgeTarget(edge);
    }
    return edgeFinal(edge);
}

namespace {

bool isStateStart(const std::vector<std::uint64_t>& starts, std::size_t i) {
    return ((starts[i / 64] >> (i % 64)) & 1u) != 0;
}

}  // namespace

std::optional<std::string> validateAutomaton(std::span<const std::uint32_t> edges,
                                             std::uint32_t root, bool targetsAreStates) {
    const std::size_t n = edges.size();
    if (n == 0) {
        return "the automaton has no sentinel edge";
    }
    if (n >= kMaxEdges) {
        return "the automaton has too many edges";
    }
    if (n > 1 && !edgeLast(edges[n - 1])) {
        return "the automaton's last state is not terminated";
    }
    // Which edge indexes start a state: 1, and every index after an edge marked last. A bit set
    // small enough to stay in cache while targets are checked in one pass.
    std::vector<std::uint64_t> starts(targetsAreStates ? n / 64 + 1 : 0, 0);
    if (targetsAreStates) {
        for (std::size_t i = 1; i < n; ++i) {
            if (i == 1 || edgeLast(edges[i - 1])) {
                starts[i / 64] |= std::uint64_t{1} << (i % 64);
            }
        }
    }
    if (root != 0 && (root >= n || (targetsAreStates && !isStateStart(starts, root)))) {
        return "the automaton's root is not a state";
    }
    if (n == 1) {
        return std::nullopt;
    }
    // Fast path without branches (the end of a state is unpredictable): accumulate any fault in
    // one flag, and only look for which edge is wrong when there is one.
    if (!targetsAreStates) {
        std::uint32_t bad = 0;
        std::uint32_t start = 1;
        std::uint32_t previousKey = 0;
        bool startsState = true;
        for (std::size_t i = 1; i < n; ++i) {
            const std::uint32_t edge = edges[i];
            const std::uint32_t target = edgeTarget(edge);
            start = startsState ? static_cast<std::uint32_t>(i) : start;
            // (state start, letter) rises from edge to edge exactly when letters rise within
            // each state (start < 2^25: the key fits). Plain bit arithmetic, no && or ?: that
            // the compiler could turn into branches.
            const std::uint32_t key = (start << 5) | edgeLetter(edge);
            bad |= static_cast<std::uint32_t>(key <= previousKey);
            bad |= static_cast<std::uint32_t>(target >= start);
            // No target and not final: only the letter and "last" bits may be set.
            bad |= static_cast<std::uint32_t>((edge & ~(kEdgeLetterMask | kEdgeLast)) == 0);
            previousKey = key;
            startsState = edgeLast(edge);
        }
        if (bad == 0) {
            return std::nullopt;
        }
    }
    // State by state: the last edge is known to carry kLast, so the inner loop ends in bounds.
    for (std::size_t i = 1; i < n;) {
        const std::size_t start = i;
        std::uint32_t previousLetter = 0;
        for (bool first = true;; ++i, first = false) {
            const std::uint32_t edge = edges[i];
            const std::uint32_t letter = edgeLetter(edge);
            const std::uint32_t target = edgeTarget(edge);
            if (!first && letter <= previousLetter) {
                return "letters are out of order in the state at edge " + std::to_string(start);
            }
            previousLetter = letter;
            if (target == 0
                    ? !edgeFinal(edge)
                    : (target >= start || (targetsAreStates && !isStateStart(starts, target)))) {
                return "edge " + std::to_string(i) +
                       (target == 0 ? " leads nowhere" : " points outside the automaton");
            }
            if (edgeLast(edge)) {
                ++i;
                break;
            }
        }
    }
    return std::nullopt;
}

std::optional<std::string> countAutomaton(std::span<const std::uint32_t> edges, std::uint32_t root,
                                          std::size_t maxLength, std::uint64_t& wordCount,
                                          std::vector<std::uint32_t>& wordsFrom,
                                          std::vector<std::uint32_t>* before) {
    const std::size_t n = edges.size();
    std::vector<std::uint8_t> height(n, 0);  // longest word from each state
    wordsFrom.assign(n, 0);
    if (before != nullptr) {
        before->assign(n, 0);
    }
    std::size_t start = 1;
    std::uint64_t count = 0;
    unsigned maxHeight = 0;
    for (std::size_t i = 1; i < n; ++i) {
        if (i == 1 || edgeLast(edges[i - 1])) {
            start = i;
            count = 0;
            maxHeight = 0;
        }
        const std::uint32_t edge = edges[i];
        const std::uint32_t target = edgeTarget(edge);  // validated: below `start`
        maxHeight = std::max(maxHeight, 1u + (target == 0 ? 0u : height[target]));
        if (maxHeight > maxLength) {
            return "a word is longer than " + std::to_string(maxLength) + " letters";
        }
        if (before != nullptr) {
            (*before)[i] = static_cast<std::uint32_t>(count);
        }
        count += (edgeFinal(edge) ? 1u : 0u) + (target == 0 ? 0u : wordsFrom[target]);
        if (count > 0xFFFFFFFFu) {
            return "the automaton holds too many words";
        }
        if (edgeLast(edge)) {
            height[start] = static_cast<std::uint8_t>(maxHeight);
            wordsFrom[start] = static_cast<std::uint32_t>(count);
        }
    }
    wordCount = root == 0 ? 0 : wordsFrom[root];
    return std::nullopt;
}

std::optional<std::string> numberAutomaton(std::span<const std::uint32_t> edges, std::uint32_t root,
                                           std::size_t maxLength, std::uint64_t& wordCount,
                                           std::vector<std::uint32_t>& before) {
    // A finished state's word count (low 24 bits) and longest word (high 8 bits), parked at
    // its first edge: one random read per edge instead of two tables.
    constexpr std::uint32_t kCountBits = 24;
    constexpr std::uint32_t kCountMask = (1u << kCountBits) - 1;
    const std::size_t n = edges.size();
    // On a fault, validateAutomaton names it.
    const auto fault = [&]() -> std::optional<std::string> {
        auto found = validateAutomaton(edges, root, /*targetsAreStates=*/false);
        return found ? found : std::optional<std::string>("the automaton is malformed");
    };
    if (n == 0 || n >= kMaxEdges || (n > 1 && !edgeLast(edges[n - 1])) || root >= n) {
        return fault();
    }
    const unsigned limit = static_cast<unsigned>(std::min<std::size_t>(maxLength, 255));
    before.assign(n, 0);
    // validateAutomaton's checks (targetsAreStates = false) in the same pass, as one flag.
    std::uint32_t bad = 0;
    std::uint32_t previousKey = 0;
    // Branch-free: where a state ends is unpredictable.
    std::size_t start = 1;
    std::uint32_t count = 0;
    unsigned maxHeight = 0;
    std::uint32_t previous = kEdgeLast;  // edge 1 starts a state
    for (std::size_t i = 1; i < n; ++i) {
        const bool startsState = edgeLast(previous);
        start = startsState ? i : start;
        count = startsState ? 0u : count;
        maxHeight = startsState ? 0u : maxHeight;
        const std::uint32_t edge = edges[i];
        const std::uint32_t target = edgeTarget(edge);
        const std::uint32_t key = (static_cast<std::uint32_t>(start) << 5) | edgeLetter(edge);
        bad |= static_cast<std::uint32_t>(key <= previousKey);
        bad |= static_cast<std::uint32_t>(target >= start);
        bad |= static_cast<std::uint32_t>((edge & ~(kEdgeLetterMask | kEdgeLast)) == 0);
        previousKey = key;
        // A target at or above `start` is a fault (reported below): read entry 0 instead, so
        // that no read goes out of bounds. before[0] stays 0.
        const std::uint32_t parked = before[target < start ? target : 0u];
        maxHeight = std::max(maxHeight, 1u + (parked >> kCountBits));
        before[i] = count;
        count += (edge & kEdgeFinal ? 1u : 0u) + (parked & kCountMask);
        if (maxHeight > limit || count > kCountMask) {
            if (bad != 0) {
                return fault();
            }
            return maxHeight > limit
                       ? "a word is longer than " + std::to_string(maxLength) + " letters"
                       : std::string("the automaton holds too many words");
        }
        // Complete once the state's last edge is in; nothing reads it before (targets lie
        // below the state being counted).
        before[start] = count | (maxHeight << kCountBits);
        previous = edge;
    }
    if (bad != 0) {
        return fault();
    }
    wordCount = root == 0 ? 0 : (before[root] & kCountMask);
    if (n > 1) {
        before[1] = 0;  // no words come before a state's first edge
    }
    for (std::size_t i = 2; i < n; ++i) {
        before[i] &= edgeLast(edges[i - 1]) ? 0u : ~0u;
    }
    return std::nullopt;
}

NumberedAutomaton NumberedAutomaton::fromBefore(AutomatonView view,
                                                std::vector<std::uint32_t> before) {
    NumberedAutomaton numbered;
    numbered.view_ = view;
    numbered.before_ = std::move(before);
    return numbered;
}

NumberedAutomaton::NumberedAutomaton(AutomatonView view,
                                     const std::vector<std::uint32_t>& wordsFrom)
    : view_(view), before_(view.edges().size(), 0) {
    const auto edges = view.edges();
    std::uint32_t running = 0;
    for (std::size_t i = 1; i < edges.size(); ++i) {
        if (i == 1 || edgeLast(edges[i - 1])) {
            running = 0;
        }
        before_[i] = running;
        const std::uint32_t target = edgeTarget(edges[i]);
        running += (edgeFinal(edges[i]) ? 1u : 0u) + (target == 0 ? 0u : wordsFrom[target]);
    }
}

std::optional<std::uint32_t> NumberedAutomaton::indexOf(std::span<const Letter> word) const {
    if (word.empty()) {
        return std::nullopt;
    }
    std::uint32_t state = view_.root();
    std::uint32_t index = 0;
    std::uint32_t edge = 0;
    for (std::size_t d = 0; d < word.size(); ++d) {
        if (state == 0) {
            return std::nullopt;
        }
        std::uint32_t i = state;
        const auto edges = view_.edges();
        while (edgeLetter(edges[i]) != word[d]) {
            if (edgeLast(edges[i]) || edgeLetter(edges[i]) > word[d]) {
                return std::nullopt;
            }
            ++i;
        }
        edge = edges[i];
        index += before_[i];
        if (d + 1 < word.size() && edgeFinal(edge)) {
            ++index;  // the shorter word ending here comes first
        }
        state = edgeTarget(edge);
    }
    if (!edgeFinal(edge)) {
        return std::nullopt;
    }
    return index;
}

Word NumberedAutomaton::wordAt(std::uint32_t index) const {
    Word word;
    std::uint32_t state = view_.root();
    const auto edges = view_.edges();
    while (state != 0) {
        std::uint32_t i = state;
        // The edge whose word range holds the index: the last edge with before_ <= index.
        while (!edgeLast(edges[i]) && before_[i + 1] <= index) {
            ++i;
        }
        index -= before_[i];
        word.push_back(edgeLetter(edges[i]));
        if (edgeFinal(edges[i])) {
            if (index == 0) {
                return word;
            }
            --index;
        }
        state = edgeTarget(edges[i]);
    }
    return word;  // index out of range: the longest path walked
}

}  // namespace ps::dict
