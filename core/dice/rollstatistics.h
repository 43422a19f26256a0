#pragma once

#include "core/dice/dieroll.h"
#include "core/dice/distribution.h"

#include <cstdint>
#include <map>
#include <span>
#include <vector>

namespace hexfire {

/**
 * Observed faces per die size against the fair-die expectation, for the dice log's "are my dice
 * fair" chart. Pearson's chi-square statistic has sides - 1 degrees of freedom; pValue() is the
 * chance that fair dice would look at least this uneven (small values, say below 0.01 with a few
 * hundred rolls, suggest unfair dice or a bad reading habit).
 */
class RollStatistics final {
public:
    /** Counts one roll; throws hexfire::Error for a face outside 1..sides. */
    void add(int sides, int face);
    void add(const DieRoll &roll) { add(roll.sides, roll.face); }
    void add(std::span<const DieRoll> rolls);
    void clear() { m_counts.clear(); }

    /** The die sizes seen, smallest first. */
    std::vector<int> dieSizes() const;
    std::int64_t count(int sides, int face) const;
    std::int64_t total(int sides) const;
    /** Observed counts of faces 1..sides (index face - 1); all zero for a size never rolled. */
    std::vector<std::int64_t> observed(int sides) const;
    /** Expected counts of faces 1..sides for total(sides) rolls of a fair die. */
    std::vector<double> expected(int sides) const;
    /** The exact distribution a fair die should follow. */
    static Distribution expectedDistribution(int sides);

    /** Pearson's sum of (observed - expected)^2 / expected; 0 when nothing was rolled. */
    double chiSquare(int sides) const;
    int degreesOfFreedom(int sides) const { return sides - 1; }
    /** P(chi-square >= chiSquare(sides)) for fair dice; 1 when nothing was rolled. */
    double pValue(int sides) const;

private:
    std::map<int, std::vector<std::int64_t>> m_counts;
};

/** P(X >= x) for X chi-square distributed with degreesOfFreedom >= 1. */
double chiSquareSurvival(double x, int degreesOfFreedom);

} // namespace hexfire
