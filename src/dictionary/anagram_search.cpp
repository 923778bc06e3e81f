// The anagram search over the word automaton: the bots' word finder and forEachWord.
#include "dictionary/dictionary.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <mutex>

#include "dictionary/bit_count.h"
#include "text/normalize.h"

namespace ps::dict {

namespace {

// The search index (built from the word automaton on first use): one node per state, laid out
// in depth-first order from the root so that a state's first children lie right after it, for
// the cache. A node is
//   u32 childLetters   bit l: the state has an edge with letter l
//   u32 lettersBelow   letters on some path from the state (for pruning on required letters)
//   u32 per child, in letter order: (index of the child's node << 1) | final; node 0 = none
// A child's slot is found by counting the lower child letters, so the walk loops only over the
// letters still available instead of testing every edge.
constexpr std::uint32_t kNodeHeader = 2;

using detail::countBits;
using detail::countBitsPortable;
using detail::havePopcount;

// Letter counts for the walk, copied down by value so that returning restores nothing. Packed:
// 4 bits per letter in one 128-bit integer (two registers), for queries whose counts are all
// below 16 (a board); otherwise a byte per letter.
__extension__ using PackedCounts = unsigned __int128;

unsigned takeOne(PackedCounts& counts, Letter letter) {
    const unsigned shift = 4u * letter;
    counts -= PackedCounts{1} << shift;
    return static_cast<unsigned>(counts >> shift) & 15u;
}
unsigned takeOne(LetterCounts& counts, Letter letter) {
    return --counts[letter];
}

// Depth-first walk over the search index. Nothing allocated.
struct AnagramSearch {
    const std::uint32_t* nodes = nullptr;
    FunctionRef<void(std::span<const Letter>)> visit;
    std::size_t minLength = 0;
    std::size_t maxLength = 0;
    std::array<Letter, text::kMaxWordLength> buffer{};

    // availableMask: letters with a count above 0; requiredMask likewise; requiredLeft: the
    // sum of the required counts.
    template <bool kPopcount, class Counts>
    void walk(std::uint32_t node, std::size_t depth, Counts available, Counts required,
              std::uint32_t availableMask, std::uint32_t requiredMask, std::size_t requiredLeft) {
        const std::uint32_t children = nodes[node];
        const std::uint32_t* slots = nodes + node + kNodeHeader;
        const std::size_t length = depth + 1;
        for (std::uint32_t todo = children & availableMask; todo != 0; todo &= todo - 1) {
            const auto letter = static_cast<Letter>(std::countr_zero(todo));
            const std::uint32_t bit = 1u << letter;
            const std::uint32_t slot = slots[countBits<kPopcount>(children & (bit - 1))];
            Counts nextAvailable = available;
            const std::uint32_t nextAvailableMask =
                takeOne(nextAvailable, letter) == 0 ? availableMask & ~bit : availableMask;
            Counts nextRequired = required;
            std::uint32_t nextRequiredMask = requiredMask;
            std::size_t nextRequiredLeft = requiredLeft;
            if ((requiredMask & bit) != 0) {
                --nextRequiredLeft;
                if (takeOne(nextRequired, letter) == 0) {
                    nextRequiredMask &= ~bit;
                }
            }
            buffer[depth] = letter;
            if ((slot & 1u) != 0 && length >= minLength && nextRequiredLeft == 0) {
                visit(std::span<const Letter>(buffer.data(), length));
            }
            const std::uint32_t target = slot >> 1;
            // Descend only where every letter still required occurs on some path below.
            if (target != 0 && length < maxLength && nextRequiredLeft <= maxLength - length &&
                (nextRequiredMask & ~nodes[target + 1]) == 0) {
                walk<kPopcount>(target, length, nextAvailable, nextRequired, nextAvailableMask,
                                nextRequiredMask, nextRequiredLeft);
            }
        }
    }
};

}  // namespace

void Dictionary::forEachAnagram(const AnagramQuery& query,
                                FunctionRef<void(std::span<const Letter>)> visit) const {
    const auto& index = searchIndex();
    AnagramSearch search{index.nodes.data(), visit};
    search.minLength = std::max<std::size_t>(query.minLength, 1);
    search.maxLength = std::min(query.maxLength, text::kMaxWordLength);
    std::uint32_t availableMask = 0;
    std::uint32_t requiredMask = 0;
    std::size_t requiredLeft = 0;
    bool packable = true;
    PackedCounts available = 0;
    PackedCounts required = 0;
    for (int l = 0; l < kAlphabetSize; ++l) {
        const auto i = static_cast<std::size_t>(l);
        if (query.required[i] > query.available[i]) {
            return;  // the required letters are not all available
        }
        requiredLeft += query.required[i];
        availableMask |= query.available[i] > 0 ? 1u << l : 0u;
        requiredMask |= query.required[i] > 0 ? 1u << l : 0u;
        packable = packable && query.available[i] < 16;
        available |= PackedCounts{query.available[i]} << (4 * l);
        required |= PackedCounts{query.required[i]} << (4 * l);
    }
    if (index.root == 0 || search.minLength > search.maxLength || requiredLeft > search.maxLength) {
        return;
    }
    const auto start = [&](const auto& startAvailable, const auto& startRequired) {
        if (havePopcount()) {
            search.walk<true>(index.root, 0, startAvailable, startRequired, availableMask,
                              requiredMask, requiredLeft);
        } else {
            search.walk<false>(index.root, 0, startAvailable, startRequired, availableMask,
                               requiredMask, requiredLeft);
        }
    };
    if (packable) {
        start(available, required);
    } else {
        start(query.available, query.required);
    }
}

const Dictionary::SearchIndex& Dictionary::searchIndex() const {
    // Built on first use, not at load: it walks every state.
    std::call_once(lazy_->once, [this] {
        const auto edges = words_.edges();
        SearchIndex& index = lazy_->index;
        index.nodes.assign(1, 0u);  // node 0: none
        if (words_.root() == 0) {
            return;
        }
        // Letters below each state, by edge index: targets come before the states that reach
        // them, so one pass in edge order sees every target done.
        std::vector<std::uint32_t> below(edges.size(), 0);
        std::uint32_t start = 1;
        std::uint32_t letters = 0;
        std::size_t states = 0;
        for (std::size_t i = 1; i < edges.size(); ++i) {
            if (i == 1 || edgeLast(edges[i - 1])) {
                start = static_cast<std::uint32_t>(i);
                letters = 0;
            }
            const std::uint32_t target = edgeTarget(edges[i]);
            letters |= (1u << edgeLetter(edges[i])) | (target == 0 ? 0u : below[target]);
            if (edgeLast(edges[i])) {
                below[start] = letters;
                ++states;
            }
        }
        // Depth-first pre-order from the root: a node's position, by the state's first edge.
        // Reuses `below` afterwards as the table of positions (a state's mask is copied into
        // its node before anything overwrites it).
        std::vector<std::uint32_t> position(edges.size(), 0);
        index.nodes.reserve(1 + states * kNodeHeader + (edges.size() - 1));
        std::vector<std::pair<std::uint32_t, std::uint32_t>> stack;  // (node, next edge)
        const auto place = [&](std::uint32_t state) {
            const auto node = static_cast<std::uint32_t>(index.nodes.size());
            position[state] = node;
            std::uint32_t children = 0;
            for (std::uint32_t i = state;; ++i) {
                children |= 1u << edgeLetter(edges[i]);
                if (edgeLast(edges[i])) {
                    break;
                }
            }
            index.nodes.push_back(children);
            index.nodes.push_back(below[state]);
            index.nodes.resize(index.nodes.size() +
                               static_cast<std::size_t>(countBitsPortable(children)));
            stack.emplace_back(node, state);
        };
        place(words_.root());
        while (!stack.empty()) {
            auto& [node, i] = stack.back();
            const std::uint32_t edge = edges[i];
            const std::uint32_t target = edgeTarget(edge);
            const std::uint32_t slot = node + kNodeHeader +
                                       static_cast<std::uint32_t>(countBitsPortable(
                                           index.nodes[node] & ((1u << edgeLetter(edge)) - 1)));
            if (edgeLast(edge)) {
                stack.pop_back();
            } else {
                ++i;
            }
            if (target != 0 && position[target] == 0) {
                place(target);  // may reallocate nodes; `node`/`i` are not used after this
            }
            index.nodes[slot] = (position[target] << 1) | (edgeFinal(edge) ? 1u : 0u);
        }
        index.root = position[words_.root()];
    });
    return lazy_->index;
}

void Dictionary::forEachWord(FunctionRef<void(std::span<const Letter>)> visit) const {
    AnagramQuery all;
    all.available.fill(255);
    all.minLength = 1;
    forEachAnagram(all, visit);
}

}  // namespace ps::dict
