#include "core/dice/dicesource.h"

namespace hexfire {

std::vector<int> DiceSource::rollMany(int count, int sides, std::string_view purpose)
{
    if (count < 0)
        throw Error("cannot roll a negative number of dice (" + std::to_string(count) + ") for "
            + describeRoll(sides, purpose));
    std::vector<int> faces;
    faces.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i)
        faces.push_back(roll(sides, purpose));
    return faces;
}

std::vector<DieRoll> DiceSource::takeRolls()
{
    std::vector<DieRoll> result;
    result.swap(m_rolls);
    return result;
}

void DiceSource::checkSides(int sides, std::string_view purpose)
{
    if (sides < 1 || sides > maxSides)
        throw Error("a die needs 1.." + std::to_string(maxSides) + " sides, got "
            + std::to_string(sides) + " for \"" + std::string(purpose) + "\"");
}

int DiceSource::record(int sides, int face, std::string_view purpose)
{
    m_rolls.push_back(DieRoll {sides, face, std::string(purpose)});
    return face;
}

std::string describeRoll(int sides, std::string_view purpose)
{
    return "d" + std::to_string(sides) + " for \"" + std::string(purpose) + "\"";
}

} // namespace hexfire
