#include "core/dice/rollstatistics.h"

#include "core/dice/dicesource.h"
#include "core/error.h"

#include <boost/math/special_functions/gamma.hpp>

#include <algorithm>

namespace hexfire {

void RollStatistics::add(int sides, int face)
{
    if (sides < 1 || sides > maxSides)
        throw Error("roll statistics: a die needs 1.." + std::to_string(maxSides) + " sides, got "
            + std::to_string(sides));
    if (face < 1 || face > sides)
        throw Error("roll statistics: face " + std::to_string(face) + " is impossible on a d"
            + std::to_string(sides) + ", expected 1.." + std::to_string(sides));
    auto &counts = m_counts[sides];
    counts.resize(static_cast<std::size_t>(sides), 0);
    ++counts[static_cast<std::size_t>(face - 1)];
}

void RollStatistics::add(std::span<const DieRoll> rolls)
{
    for (const DieRoll &roll : rolls)
        add(roll);
}

std::vector<int> RollStatistics::dieSizes() const
{
    std::vector<int> sizes;
    for (const auto &entry : m_counts)
        sizes.push_back(entry.first);
    return sizes;
}

std::int64_t RollStatistics::count(int sides, int face) const
{
    const auto it = m_counts.find(sides);
    if (it == m_counts.end() || face < 1 || face > sides)
        return 0;
    return it->second[static_cast<std::size_t>(face - 1)];
}

std::int64_t RollStatistics::total(int sides) const
{
    const auto it = m_counts.find(sides);
    if (it == m_counts.end())
        return 0;
    std::int64_t sum = 0;
    for (std::int64_t c : it->second)
        sum += c;
    return sum;
}

std::vector<std::int64_t> RollStatistics::observed(int sides) const
{
    const auto it = m_counts.find(sides);
    if (it == m_counts.end())
        return std::vector<std::int64_t>(static_cast<std::size_t>(std::max(sides, 0)), 0);
    return it->second;
}

std::vector<double> RollStatistics::expected(int sides) const
{
    const double each = static_cast<double>(total(sides)) / sides;
    return std::vector<double>(static_cast<std::size_t>(std::max(sides, 0)), each);
}

Distribution RollStatistics::expectedDistribution(int sides) { return uniformDie(sides); }

double RollStatistics::chiSquare(int sides) const
{
    const std::int64_t n = total(sides);
    if (n == 0)
        return 0.0;
    const double e = static_cast<double>(n) / sides;
    double sum = 0.0;
    for (std::int64_t o : observed(sides)) {
        const double diff = static_cast<double>(o) - e;
        sum += diff * diff / e;
    }
    return sum;
}

double RollStatistics::pValue(int sides) const
{
    if (total(sides) == 0 || sides < 2)
        return 1.0;
    return chiSquareSurvival(chiSquare(sides), degreesOfFreedom(sides));
}

double chiSquareSurvival(double x, int degreesOfFreedom)
{
    if (degreesOfFreedom < 1)
        throw Error("chi-square needs at least 1 degree of freedom, got "
            + std::to_string(degreesOfFreedom));
    if (!(x >= 0.0))
        throw Error("a chi-square statistic is >= 0, got " + std::to_string(x));
    // Q(k/2, x/2), the regularised upper incomplete gamma function; x = 0 gives exactly 1.
    return boost::math::gamma_q(degreesOfFreedom / 2.0, x / 2.0);
}

} // namespace hexfire
