#include "core/dice/seededdice.h"

#include "core/dice/lemire.h"
#include "core/error.h"

#include <string>

namespace hexfire {

SeededDice::SeededDice(std::uint64_t seed)
    : SeededDice(State {seed, 0})
{ }

SeededDice::SeededDice(State state) { restore(state); }

int SeededDice::roll(int sides, std::string_view purpose)
{
    checkSides(sides, purpose);
    const std::uint64_t value = lemireBounded<std::uint64_t>(
        static_cast<std::uint64_t>(sides), [this] { return nextWord(); });
    return record(sides, static_cast<int>(value) + 1, purpose);
}

std::uint64_t SeededDice::nextWord()
{
    if (m_draws + 1 == maxDraws) {
        // Rebase: the last word of this seed's run seeds the next run (see the class comment).
        m_seed = m_engine();
        m_engine.seed(m_seed);
        m_draws = 0;
    }
    ++m_draws;
    return m_engine();
}

void SeededDice::restore(State state)
{
    if (state.draws >= maxDraws)
        throw Error("a random dice state with " + std::to_string(state.draws)
            + " draws since seeding: expected fewer than " + std::to_string(maxDraws));
    m_seed = state.seed;
    m_engine.seed(state.seed);
    m_engine.discard(state.draws);
    m_draws = state.draws;
}

std::uint64_t SeededDice::randomSeed()
{
    std::random_device device;
    return (static_cast<std::uint64_t>(device()) << 32) ^ static_cast<std::uint64_t>(device());
}

} // namespace hexfire
