#include "dictionary/format.h"

#include <bit>
#include <cstring>

namespace ps::dict::format {

static_assert(std::endian::native == std::endian::little,
              "the dictionary file is read in place as little-endian");

std::uint64_t checksum(std::span<const std::uint8_t> bytes) {
    constexpr std::uint64_t kMultiplier = 0x9E3779B97F4A7C15ull;  // odd: multiplying is bijective
    std::uint64_t state = 0x5053444943543031ull ^ bytes.size();
    std::size_t i = 0;
    for (; i + 8 <= bytes.size(); i += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, bytes.data() + i, 8);
        state = std::rotl(state ^ word, 27) * kMultiplier;
    }
    if (i < bytes.size()) {
        std::uint64_t word = 0;
        std::memcpy(&word, bytes.data() + i, bytes.size() - i);
        state = std::rotl(state ^ word, 27) * kMultiplier;
    }
    state ^= state >> 31;
    return state;
}

}  // namespace ps::dict::format
