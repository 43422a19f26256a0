#pragma once

#include "core/rules/rulehooks.h"
#include "core/rules/skirmish/sktables.h"

namespace hexfire::skirmish {

/**
 * 2d6 Skirmish movement in inches (REFERENCE 3.6.3, a DEFAULT): a hex costs the map's inches per
 * hex, twice that into rough ground or across an obstacle; a figure walks or, when it has not
 * fired, runs (SkMovementTable), a prone figure crawls and a lightly wounded one moves half a walk
 * and never runs. A movement unit is one inch. Figures of one side may share a hex; none enters a
 * hex an enemy figure holds. What the move does to the fire modifiers (moved up to half or more,
 * in sight) is the rule set's (SkirmishRuleSet::evaluateMove).
 */
class SkMovement final : public MovementRules {
public:
    /** Reads the options it is given whenever asked: the rule set owns and reconfigures them. */
    explicit SkMovement(const SkOptions &options)
        : m_options(&options)
    { }

    std::string_view moveAction() const override;
    std::pair<std::string_view, std::string_view> pointNames() const override
    {
        return {"inch", "inches"};
    }
    MovementAllowance allowance(const GameState &state, const Unit &unit) const override;
    StepCost stepCost(const GameState &state, const Unit &unit, Hex from, Hex to) const override;

private:
    const SkOptions *m_options;
};

} // namespace hexfire::skirmish
