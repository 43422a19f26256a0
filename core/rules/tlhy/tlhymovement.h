#pragma once

#include "core/rules/evaluation.h"
#include "core/rules/rulehooks.h"
#include "core/rules/tlhy/tlhyoptions.h"
#include "core/rules/tlhy/tlhyvocabulary.h"

#include <string>
#include <vector>

namespace hexfire {

class RuleSet;

/**
 * The Last Hundred Yards maneuver and withdrawal (REFERENCE 1.8.3, 1.8.4), published through
 * MovementRules so the shared movement code (movement.h) finds the reach and evaluates the
 * "maneuver" action. Costs come in half movement points (unitsPerPoint 2) from the terrain table
 * (tables.json: footMp, vehicleMp, footAcrossMp, vehicleAcrossMp, water, ford, road).
 *
 * - Allowance: on foot (leaders too) 3 MP in an activation, 2 in a reaction (TlhyTurn); tracked
 *   vehicles 5 / 4, wheeled 6 / 4; +1 on a road with no enemy within 2 hexes, not at night. At
 *   night (option) a maneuver counts hexes: the allowance is the hex limit and every hex costs
 *   one point (Heroic, Japanese and Russian units move as by day).
 * - Not at all: disrupted, regrouping, or (infantry, leaders) in an Assault Nationality hex.
 * - Each hex: never into an enemy hex (that is an assault) or a primary impact hex; the terrain,
 *   its features and the hexside crossed add up; uphill (a higher elevation) +0.5 on foot, +1 in
 *   a vehicle; a vehicle's first hex +1; river or marsh into river or marsh: the whole allowance.
 * - The "(n)" minimum (option): the first n hexes straight out from the start cost at most the
 *   allowance divided by n, so n hexes always fit.
 */
class TlhyMovement final : public MovementRules {
public:
    /** Reads the options it is given whenever asked (the rule set keeps them). */
    explicit TlhyMovement(const TlhyOptions &options)
        : m_options(&options)
    { }

    std::string_view moveAction() const override { return tlhykeys::maneuver; }
    int unitsPerPoint() const override { return 2; }
    MovementAllowance allowance(const GameState &state, const Unit &unit) const override;
    StepCost stepCost(const GameState &state, const Unit &unit, Hex from, Hex to) const override;

    /** The hexes a unit may always maneuver whatever they cost; 0 when none. */
    int minimumHexes(const GameState &state, const Unit &unit) const;
    /** Whether the night hex limits apply to the unit. */
    bool nightLimited(const Unit &unit) const;

    /** The "maneuver" action: the shared move, and the concealment it loses on the way. */
    Evaluation evaluateManeuver(
        const RuleSet &rules, const GameState &state, const Action &action) const;
    /** The "withdraw" action: 1-4 hexes, a d10 against the best Cohesion as a reaction. */
    Evaluation evaluateWithdraw(const GameState &state, const Action &action) const;

private:
    struct Step {
        StepCost cost;
        bool minimum = false; /**< capped by the "(n)" minimum */
        bool riverToRiver = false;
        bool vehicleAssumed = false; /**< a vehicle cost that is NOT OFFICIAL */
    };
    struct Allowance {
        MovementAllowance allowance;
        bool road = false;
        bool night = false;
    };
    Step step(const GameState &state, const Unit &unit, Hex from, Hex to) const;
    bool terrainStep(const GameState &state, const Unit &unit, Hex from, Hex to, Step &s) const;
    void featureSteps(const GameState &state, const Unit &unit, Hex from, Hex to, Step &s) const;
    void minimumStep(const GameState &state, const Unit &unit, Hex from, Hex to, Step &s) const;
    Allowance fullAllowance(const GameState &state, const Unit &unit) const;
    void loseConcealment(const RuleSet &rules, const GameState &state, const Unit &unit,
        const std::vector<Hex> &path, Evaluation &e) const;
    void noteAssumptions(const GameState &state, const Unit &unit, const std::vector<Hex> &path,
        Evaluation &e) const;
    bool refuseWithdrawal(const GameState &state, const std::vector<const Unit *> &units,
        const std::vector<Hex> &path, Evaluation &e) const;
    void assume(Evaluation &e, std::string_view key) const;

    const TlhyOptions *m_options;
};

} // namespace hexfire
