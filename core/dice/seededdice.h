#pragma once

#include "core/dice/dicesource.h"

#include <cstdint>
#include <random>

namespace hexfire {

/**
 * Pseudo-random dice: std::mt19937_64 (whose output sequence the C++ standard fixes) mapped to
 * faces by lemireBounded (our own code, unlike std::uniform_int_distribution, which differs
 * between standard libraries). The same seed therefore gives the same faces on every platform.
 *
 * The whole state is the seed plus the number of 64-bit words drawn so far (a roll usually draws
 * one word; a rejected word costs one more), so a saved game stores State and restore() replays
 * the engine forward to the same point.
 */
class SeededDice final : public DiceSource {
public:
    /** What a saved game stores to continue the same random sequence. */
    struct State {
        std::uint64_t seed = 0;
        std::uint64_t draws = 0; /**< 64-bit engine outputs consumed since seeding */
        friend constexpr bool operator==(State, State) = default;
    };

    explicit SeededDice(std::uint64_t seed);
    explicit SeededDice(State state);

    int roll(int sides, std::string_view purpose) override;

    std::uint64_t seed() const { return m_seed; }
    /** Engine outputs consumed since seeding (>= the number of rolls). */
    std::uint64_t draws() const { return m_draws; }
    State state() const { return {m_seed, m_draws}; }
    /** Re-seeds and fast-forwards to state.draws; the roll record is left alone. */
    void restore(State state);

    /** A fresh seed from the operating system, for a new game. */
    static std::uint64_t randomSeed();

private:
    std::uint64_t m_seed = 0;
    std::uint64_t m_draws = 0;
    std::mt19937_64 m_engine;
};

} // namespace hexfire
