#include "core/rules/oddssummary.h"

#include <algorithm>
#include <cmath>

namespace hexfire {

std::string wholePercent(double probability)
{
    const double percent = probability * 100.0;
    if (percent <= 0.0)
        return "0%";
    if (percent >= 100.0)
        return "100%";
    if (percent < 0.5)
        return "<1%";
    if (percent > 99.5)
        return ">99%";
    return std::to_string(static_cast<int>(std::lround(percent))) + "%";
}

OddsSummary oddsSummary(const OddsTable &table)
{
    OddsSummary s;
    s.severity = table.headlineSeverity;
    for (const OutcomeOdds &o : table.outcomes) {
        if (o.severity >= table.headlineSeverity)
            s.probability += o.probability;
    }
    // Rounding error of a sum of exact shares must not print "100%" for "not quite certain".
    s.probability = std::clamp(s.probability, 0.0, 1.0);
    if (!table.headline.empty())
        s.text = wholePercent(s.probability) + " " + table.headline;
    return s;
}

std::vector<OddsTable> oddsInDisplayOrder(std::vector<OddsTable> tables)
{
    std::stable_sort(tables.begin(), tables.end(),
        [](const OddsTable &a, const OddsTable &b) { return a.importance > b.importance; });
    return tables;
}

std::vector<int> severityLevels(const OddsTable &table)
{
    std::vector<int> levels;
    for (const OutcomeOdds &o : table.outcomes)
        levels.push_back(o.severity);
    std::sort(levels.begin(), levels.end());
    levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
    return levels;
}

} // namespace hexfire
