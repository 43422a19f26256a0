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
 * the engine forward to the same point. The engine can only be stepped forward one word at a time,
 * so draws stays below maxDraws: the word that would pass it becomes the next seed and draws
 * starts again from 0. Restoring therefore costs at most maxDraws steps (about 0.1 s), whatever a
 * file says, and every state the dice reach can be saved and restored.
 */
class SeededDice final : public DiceSource {
public:
    /** What a saved game stores to continue the same random sequence. */
    struct State {
        std::uint64_t seed = 0;
        std::uint64_t draws = 0; /**< 64-bit engine outputs consumed since seeding */
        friend constexpr bool operator==(State, State) = default;
    };

    /** draws never reaches this; a restore asking for more is refused. */
    static constexpr std::uint64_t maxDraws = std::uint64_t(1) << 24;

    explicit SeededDice(std::uint64_t seed);
    explicit SeededDice(State state);

    int roll(int sides, std::string_view purpose) override;

    std::uint64_t seed() const { return m_seed; }
    /** Engine outputs consumed since seeding (>= the number of rolls). */
    std::uint64_t draws() const { return m_draws; }
    State state() const { return {m_seed, m_draws}; }
    /** Re-seeds and fast-forwards to state.draws; the roll record is left alone. Throws
     *  hexfire::Error, changing nothing, when state.draws is not below maxDraws. */
    void restore(State state);

    /** A fresh seed from the operating system, for a new game. */
    static std::uint64_t randomSeed();

private:
    std::uint64_t nextWord();

    std::uint64_t m_seed = 0;
    std::uint64_t m_draws = 0;
    std::mt19937_64 m_engine;
};

} // namespace hexfire
