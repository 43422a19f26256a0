#pragma once

#include "core/rules/evaluation.h"

#include <string>
#include <vector>

namespace hexfire {

/** A table's answer in one line: the chance of what its rule system says matters most. */
struct OddsSummary {
    double probability = 0.0; /**< the outcomes at least OddsTable::headlineSeverity severe */
    std::string text; /**< "46% at least disrupted"; empty when the table has no headline */
    int severity = 0; /**< the threshold counted, so a window colours the line like those bars */
    friend bool operator==(const OddsSummary &, const OddsSummary &) = default;
};

/** Sums the outcomes at least table.headlineSeverity severe and says it after a percentage. */
OddsSummary oddsSummary(const OddsTable &table);

/** "46%", "<1%", ">99%": whole percent, never rounding a possible outcome to 0% or a not quite
    certain one to 100%. */
std::string wholePercent(double probability);

/** The tables, most important first; equally important ones keep the rule system's order. */
std::vector<OddsTable> oddsInDisplayOrder(std::vector<OddsTable> tables);

/** The table's distinct severities, mildest first: a window colours an outcome by its rank. */
std::vector<int> severityLevels(const OddsTable &table);

} // namespace hexfire
