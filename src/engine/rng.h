#pragma once
// The game's own random generator (xoshiro256**, seeded by splitmix64) and Fisher–Yates
// shuffle: the same results on every compiler and standard library, unlike std::shuffle and
// std::uniform_int_distribution.

#include <cstdint>
#include <span>
#include <utility>

#include "engine/state.h"

namespace ps::engine {

class Rng {
  public:
    explicit Rng(std::uint64_t seed);
    explicit Rng(const RngState& state) : state_(state) {}

    std::uint64_t next();
    // Uniform in [0, bound) without modulo bias (bound > 0).
    std::uint64_t below(std::uint64_t bound);

    [[nodiscard]] const RngState& state() const { return state_; }

    template <typename T>
    void shuffle(std::span<T> items) {
        for (std::size_t i = items.size(); i > 1; --i) {
            std::swap(items[i - 1], items[below(i)]);
        }
    }

  private:
    RngState state_;
};

}  // namespace ps::engine
