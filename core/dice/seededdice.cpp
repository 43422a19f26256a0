#include "core/dice/seededdice.h"

#include "core/dice/lemire.h"

namespace hexfire {

SeededDice::SeededDice(std::uint64_t seed)
    : SeededDice(State {seed, 0})
{ }

SeededDice::SeededDice(State state) { restore(state); }

int SeededDice::roll(int sides, std::string_view purpose)
{
    checkSides(sides, purpose);
    const std::uint64_t value
        = lemireBounded<std::uint64_t>(static_cast<std::uint64_t>(sides), [this] {
              ++m_draws;
              return m_engine();
          });
    return record(sides, static_cast<int>(value) + 1, purpose);
}

void SeededDice::restore(State state)
{
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
