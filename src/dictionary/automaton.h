#pragma once
// The minimal acyclic automaton (DAWG) that holds a word list, as one flat array of 32-bit
// edges. A state is the run of edges starting at its first edge's index; its edges are sorted by
// letter and the last one carries kLast. Edge layout (little-endian u32):
//   bits 0-4  letter (0..31)
//   bit  5    kFinal: the word that ends by taking this edge is in the list
//   bit  6    kLast:  last edge of its state
//   bits 7-31 target: index of the first edge of the target state; 0 = no outgoing edges
// Edge 0 is a sentinel, so no state starts at 0. The builder writes every state after its
// children, so each target is smaller than the index of the state it leaves: the loader checks
// this, which proves the automaton acyclic before anything walks it.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "text/alphabet.h"

namespace ps::dict {

inline constexpr std::uint32_t kEdgeLetterMask = 0x1Fu;
inline constexpr std::uint32_t kEdgeFinal = 1u << 5;
inline constexpr std::uint32_t kEdgeLast = 1u << 6;
inline constexpr unsigned kEdgeTargetShift = 7;
inline constexpr std::uint32_t kMaxEdges = 1u << (32 - kEdgeTargetShift);

inline Letter edgeLetter(std::uint32_t edge) {
    return static_cast<Letter>(edge & kEdgeLetterMask);
}
inline bool edgeFinal(std::uint32_t edge) {
    return (edge & kEdgeFinal) != 0;
}
inline bool edgeLast(std::uint32_t edge) {
    return (edge & kEdgeLast) != 0;
}
inline std::uint32_t edgeTarget(std::uint32_t edge) {
    return edge >> kEdgeTargetShift;
}

// Builds the minimal automaton in one pass from words given in strictly increasing order
// (Daciuk, Mihov, Watson & Watson 2000, "Incremental construction of minimal acyclic
// finite-state automata", the sorted-input algorithm).
class AutomatonBuilder {
  public:
    AutomatonBuilder();

    // Adds the next word; throws std::invalid_argument when it is empty or not greater than
    // the previous word.
    void add(std::span<const Letter> word);

    // Finishes the automaton: the edge array (edge 0 is the sentinel) and the root state.
    struct Result {
        std::vector<std::uint32_t> edges;
        std::uint32_t root = 0;
        std::uint64_t wordCount = 0;
    };
    Result finish();

  private:
    void freezeDownTo(std::size_t depth);
    std::uint32_t registerState(const std::u32string& edges);

    std::vector<std::u32string> path_;  // unfrozen states along the previous word
    Word previous_;
    std::vector<std::uint32_t> out_;
    std::unordered_map<std::u32string, std::uint32_t> register_;
    std::uint64_t wordCount_ = 0;
};

// A read-only view of an automaton already validated (validateAutomaton) or freshly built.
class AutomatonView {
  public:
    AutomatonView() = default;
    AutomatonView(std::span<const std::uint32_t> edges, std::uint32_t root)
        : edges_(edges), root_(root) {}

    [[nodiscard]] bool contains(std::span<const Letter> word) const;

    // The edge leaving `state` with `letter`, or nothing.
    [[nodiscard]] std::optional<std::uint32_t> step(std::uint32_t state, Letter letter) const {
        if (state == 0) {
            return std::nullopt;
        }
        for (std::uint32_t i = state;; ++i) {
            const std::uint32_t edge = edges_[i];
            if (edgeLetter(edge) == letter) {
                return edge;
            }
            if (edgeLetter(edge) > letter || edgeLast(edge)) {
                return std::nullopt;
            }
        }
    }

    [[nodiscard]] std::span<const std::uint32_t> edges() const { return edges_; }
    [[nodiscard]] std::uint32_t root() const { return root_; }

  private:
    std::span<const std::uint32_t> edges_;
    std::uint32_t root_ = 0;
};

// Checks that an edge array is a well-formed acyclic automaton: every target lies below the
// state it leaves (so no cycles, and every walk ends), letters rise within a state, the last
// edge ends a state (so reading a state never runs off the end). `targetsAreStates` also checks
// that each target and the root start a state, which numbering (NumberedAutomaton) relies on;
// lookups and searches are safe without it, and it costs a random access per edge.
// Returns the fault, or nothing when sound.
std::optional<std::string> validateAutomaton(std::span<const std::uint32_t> edges,
                                             std::uint32_t root, bool targetsAreStates = true);

// For a validated automaton: the words accepted from each state (indexed by the state's first
// edge) and in all, checking that no word is longer than maxLength letters. Returns the fault.
// With `before`, also fills NumberedAutomaton's table in the same pass.
std::optional<std::string> countAutomaton(std::span<const std::uint32_t> edges, std::uint32_t root,
                                          std::size_t maxLength, std::uint64_t& wordCount,
                                          std::vector<std::uint32_t>& wordsFrom,
                                          std::vector<std::uint32_t>* before = nullptr);

// countAutomaton's `before` table and word count without the wordsFrom table: the words from
// each finished state are kept in the `before` entry of its first edge (always 0) until the
// end. The loader's version: half the memory to allocate and fill. Limits: words of at most
// min(maxLength, 255) letters, at most 16 777 215 words (2^24 - 1). Also makes
// validateAutomaton's checks (targetsAreStates = false) in the same pass and returns its fault:
// the automaton need not be validated first.
std::optional<std::string> numberAutomaton(std::span<const std::uint32_t> edges, std::uint32_t root,
                                           std::size_t maxLength, std::uint64_t& wordCount,
                                           std::vector<std::uint32_t>& before);

// Perfect hashing over a validated automaton: words <-> their 0-based rank in sorted order.
class NumberedAutomaton {
  public:
    NumberedAutomaton() = default;
    // `wordsFrom` as filled by countAutomaton.
    NumberedAutomaton(AutomatonView view, const std::vector<std::uint32_t>& wordsFrom);
    // `before` as filled by countAutomaton.
    static NumberedAutomaton fromBefore(AutomatonView view, std::vector<std::uint32_t> before);

    [[nodiscard]] std::optional<std::uint32_t> indexOf(std::span<const Letter> word) const;
    [[nodiscard]] Word wordAt(std::uint32_t index) const;  // index < word count
    [[nodiscard]] const AutomatonView& view() const { return view_; }

  private:
    AutomatonView view_;
    // For each edge: the words that come before it within its state (earlier edges' words).
    std::vector<std::uint32_t> before_;
};

}  // namespace ps::dict
