#pragma once

#include <concepts>
#include <cstdint>
#include <limits>

namespace hexfire {

/** The full product of two words: a * b == high * 2^bits + low. */
template <std::unsigned_integral Word> struct WideProduct {
    Word high = 0;
    Word low = 0;
};

/**
 * Multiplies two words into a double-width result with plain integer arithmetic, so that every
 * compiler gives the same bits (no __int128, no intrinsics).
 */
template <std::unsigned_integral Word> constexpr WideProduct<Word> wideMultiply(Word a, Word b)
{
    static_assert(std::numeric_limits<Word>::digits <= 64, "words up to 64 bits");
    constexpr int bits = std::numeric_limits<Word>::digits;
    if constexpr (bits < 64) {
        const std::uint64_t p = static_cast<std::uint64_t>(a) * static_cast<std::uint64_t>(b);
        return {static_cast<Word>(p >> bits), static_cast<Word>(p)};
    } else {
        constexpr std::uint64_t lowHalf = 0xffffffffULL;
        const std::uint64_t aLo = a & lowHalf;
        const std::uint64_t aHi = a >> 32;
        const std::uint64_t bLo = b & lowHalf;
        const std::uint64_t bHi = b >> 32;
        const std::uint64_t ll = aLo * bLo;
        const std::uint64_t lh = aLo * bHi;
        const std::uint64_t hl = aHi * bLo;
        const std::uint64_t hh = aHi * bHi;
        // The middle column collects three 32-bit pieces; its carry goes to the high word.
        const std::uint64_t mid = (ll >> 32) + (lh & lowHalf) + (hl & lowHalf);
        return {hh + (lh >> 32) + (hl >> 32) + (mid >> 32), (mid << 32) | (ll & lowHalf)};
    }
}

/**
 * A uniformly distributed integer in [0, range) from a source of uniformly random words, by
 * Lemire's nearly-divisionless method ("Fast Random Integer Generation in an Interval", 2019):
 * the high word of word * range is the result, and the few words whose low part falls below
 * 2^bits mod range are rejected so that every result has exactly floor(2^bits / range) preimages.
 * Usually one multiplication and no division. range must be >= 1.
 *
 * Templated on the word width so that tests can check the mapping exhaustively with 8-bit words.
 */
template <std::unsigned_integral Word, typename NextWord>
constexpr Word lemireBounded(Word range, NextWord &&next)
{
    WideProduct<Word> m = wideMultiply<Word>(static_cast<Word>(next()), range);
    if (m.low < range) {
        // 2^bits mod range, computed in Word arithmetic as (2^bits - range) mod range.
        const Word wrapped = static_cast<Word>(Word(0) - range);
        const Word threshold = static_cast<Word>(wrapped % range);
        while (m.low < threshold)
            m = wideMultiply<Word>(static_cast<Word>(next()), range);
    }
    return m.high;
}

} // namespace hexfire
