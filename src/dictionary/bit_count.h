#pragma once
// Counting set bits in the anagram search's hot loop. Without -mpopcnt, GCC turns std::popcount
// into a library call (x86-64's baseline has no popcount instruction). The search counts bits
// once per letter it follows, so it uses the instruction where the processor has it (checked
// once at run time) and bit arithmetic elsewhere.

#include <bit>
#include <cstdint>

namespace ps::dict::detail {

inline int countBitsPortable(std::uint32_t bits) {
    bits -= (bits >> 1) & 0x55555555u;
    bits = (bits & 0x33333333u) + ((bits >> 2) & 0x33333333u);
    bits = (bits + (bits >> 4)) & 0x0F0F0F0Fu;
    return static_cast<int>((bits * 0x01010101u) >> 24);
}

#if defined(__x86_64__) && !defined(__POPCNT__)
// Only call where havePopcount() is true.
inline int countBitsInstruction(std::uint32_t bits) {
    std::uint32_t count;
    asm("popcnt %1, %0" : "=r"(count) : "r"(bits) : "cc");
    return static_cast<int>(count);
}
inline bool havePopcount() {
    static const bool have = __builtin_cpu_supports("popcnt") != 0;
    return have;
}
#else
inline int countBitsInstruction(std::uint32_t bits) {
    return std::popcount(bits);  // the target's own instruction(s)
}
inline bool havePopcount() {
    return true;
}
#endif

template <bool kInstruction>
int countBits(std::uint32_t bits) {
    if constexpr (kInstruction) {
        return countBitsInstruction(bits);
    } else {
        return countBitsPortable(bits);
    }
}

}  // namespace ps::dict::detail
