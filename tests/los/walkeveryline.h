#pragma once

// A rules hook that says nothing of which hexes may obstruct, for the tests and benchmarks of what
// a unit sees (tst_los, bench_los).

#include "core/los/losrules.h"

namespace hexfire::testing {

/**
 * The same rules without LosRules::mayObstruct and alwaysBlocks: visibleHexes casts no useful
 * shadow and walks every line, the baseline its shadows are checked and measured against.
 */
class WalkEveryLine final : public LosRules {
public:
    explicit WalkEveryLine(const LosRules &rules)
        : m_rules(rules)
    { }
    HexsidePolicy hexsidePolicy() const override { return m_rules.hexsidePolicy(); }
    LosObstacle hexEffect(const LosContext &context, Hex hex) const override
    {
        return m_rules.hexEffect(context, hex);
    }
    LosObstacle hexsideEffect(
        const LosContext &context, HexsideRef side, std::string_view feature) const override
    {
        return m_rules.hexsideEffect(context, side, feature);
    }

private:
    const LosRules &m_rules;
};

} // namespace hexfire::testing
