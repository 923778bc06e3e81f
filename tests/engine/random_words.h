#pragma once
// Random words for the random player of the formats layer (engine::io::RandomPlayer) when the
// dictionary accepts every word: the required letters plus one to five others, in random order.

#include <cstdint>
#include <memory>
#include <vector>

#include "engine/io/random_play.h"
#include "engine/rng.h"

namespace ps::engine::testing {

inline io::WordSource randomArrangements(std::uint64_t seed) {
    auto rng = std::make_shared<Rng>(seed);
    return [rng](const io::LetterCounts& available, const io::LetterCounts& required, int minLength,
                 std::size_t limit, std::vector<Word>& out) {
        Word optional;
        Word base;
        for (std::size_t l = 0; l < available.size(); ++l) {
            for (int i = required[l]; i < available[l]; ++i)
                optional.push_back(static_cast<Letter>(l));
            for (int i = 0; i < required[l]; ++i)
                base.push_back(static_cast<Letter>(l));
        }
        for (std::size_t attempt = 0; attempt < 8 && out.size() < limit; ++attempt) {
            rng->shuffle(std::span<Letter>(optional));
            Word word = base;
            const auto extra = static_cast<std::size_t>(1 + rng->below(5));
            for (std::size_t i = 0; i < extra && i < optional.size(); ++i)
                word.push_back(optional[i]);
            rng->shuffle(std::span<Letter>(word));
            if (static_cast<int>(word.size()) >= minLength)
                out.push_back(std::move(word));
        }
    };
}

}  // namespace ps::engine::testing
