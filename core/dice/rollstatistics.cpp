#include "core/dice/rollstatistics.h"

#include "core/dice/dicesource.h"
#include "core/error.h"

#include <algorithm>
#include <cmath>
#include <limits>

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

// The regularised upper incomplete gamma function Q(a, x): by its power series for x < a + 1
// (where the series converges fast) and by its continued fraction otherwise.
static double upperIncompleteGamma(double a, double x)
{
    if (x <= 0.0)
        return 1.0;
    const double logPrefix = -x + a * std::log(x) - std::lgamma(a);
    constexpr double epsilon = 1e-15;
    constexpr int maxIterations = 1000;
    if (x < a + 1.0) {
        double term = 1.0 / a;
        double sum = term;
        for (int n = 1; n < maxIterations; ++n) {
            term *= x / (a + n);
            sum += term;
            if (std::abs(term) < std::abs(sum) * epsilon)
                break;
        }
        return 1.0 - sum * std::exp(logPrefix);
    }
    constexpr double tiny = std::numeric_limits<double>::min() / epsilon;
    double b = x + 1.0 - a;
    double c = 1.0 / tiny;
    double d = 1.0 / b;
    double h = d;
    for (int i = 1; i < maxIterations; ++i) {
        const double an = -i * (i - a);
        b += 2.0;
        d = an * d + b;
        if (std::abs(d) < tiny)
            d = tiny;
        c = b + an / c;
        if (std::abs(c) < tiny)
            c = tiny;
        d = 1.0 / d;
        const double delta = d * c;
        h *= delta;
        if (std::abs(delta - 1.0) < epsilon)
            break;
    }
    return std::exp(logPrefix) * h;
}

double chiSquareSurvival(double x, int degreesOfFreedom)
{
    if (degreesOfFreedom < 1)
        throw Error("chi-square needs at least 1 degree of freedom, got "
            + std::to_string(degreesOfFreedom));
    if (!(x >= 0.0))
        throw Error("a chi-square statistic is >= 0, got " + std::to_string(x));
    return std::clamp(upperIncompleteGamma(degreesOfFreedom / 2.0, x / 2.0), 0.0, 1.0);
}

} // namespace hexfire
