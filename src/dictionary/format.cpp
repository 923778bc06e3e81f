#include "dictionary/format.h"

#include <array>
#include <bit>
#include <cstring>

namespace ps::dict::format {

static_assert(std::endian::native == std::endian::little,
              "the dictionary file is read in place as little-endian");

std::uint64_t checksum(std::span<const std::uint8_t> bytes, std::size_t zeroedField) {
    constexpr std::uint64_t kMultiplier = 0x9E3779B97F4A7C15ull;  // odd: multiplying is bijective
    const auto mix = [](std::uint64_t state, std::uint64_t word) {
        return std::rotl(state ^ word, 27) * kMultiplier;
    };
    // Four independent lanes (bytes 32k..32k+7 go to lane 0, the next 8 to lane 1, ...): one
    // serial chain of multiplications was the load's bottleneck; four overlap in the CPU.
    // Each lane is a chain of bijections, and so is the final combination of the lanes, so a
    // single changed word still changes the sum.
    std::array<std::uint64_t, 4> lanes = {0x5053444943543032ull ^ bytes.size(),
                                          0x243F6A8885A308D3ull, 0x13198A2E03707344ull,
                                          0xA4093822299F31D0ull};
    std::size_t i = 0;
    for (; i + 32 <= bytes.size(); i += 32) {
        std::array<std::uint64_t, 4> words;
        std::memcpy(words.data(), bytes.data() + i, 32);
        if (zeroedField - i < 32) {
            words[(zeroedField - i) / 8] = 0;
        }
        for (std::size_t lane = 0; lane < 4; ++lane) {
            lanes[lane] = mix(lanes[lane], words[lane]);
        }
    }
    std::uint64_t state = lanes[0];
    for (std::size_t lane = 1; lane < 4; ++lane) {
        state = mix(state, lanes[lane]);
    }
    for (; i + 8 <= bytes.size(); i += 8) {
        std::uint64_t word = 0;
        if (i != zeroedField) {
            std::memcpy(&word, bytes.data() + i, 8);
        }
        state = mix(state, word);
    }
    if (i < bytes.size()) {
        std::uint64_t word = 0;
        std::memcpy(&word, bytes.data() + i, bytes.size() - i);
        state = mix(state, word);
    }
    state ^= state >> 31;
    return state;
}

}  // namespace ps::dict::format
