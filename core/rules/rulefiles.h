#pragma once

#include "core/data/datanode.h"
#include "core/data/diagnostics.h"
#include "core/game/gamestate.h"
#include "core/rules/explanation.h"

#include <string>
#include <vector>

namespace hexfire {

/**
 * The most strength a unit has (steps, increments or figures): the limit on "strength" and
 * "maxStrength" in a file and on what a profile sets, so that every saved unit reads again.
 */
inline constexpr int maxUnitStrength = 1000;

/** A setup problem the rule system finds in a position (e.g. overstacking), for the loader. */
struct SetupProblem {
    std::string unit; /**< unit id, or empty for the whole position */
    std::string message;
};

/**
 * The files and configuration part of a rule system (a base of RuleSet): its part of a unit in a
 * scenario file, its options and data tables, the assumptions they make and the checks of a
 * loaded position.
 */
class RuleFiles {
public:
    virtual ~RuleFiles() = default;

    /**
     * Reads a unit's profile object (the member named RuleSet::id() of a unit in a scenario file)
     * into unit.profile; may also set unit.maxStrength from the unit type when the file gave none
     * (maxStrengthGiven false), at most maxUnitStrength. Problems go to diagnostics with the
     * node's location.
     */
    virtual void readUnitProfile(const DataNode &node, Unit &unit, bool maxStrengthGiven,
        Diagnostics &diagnostics) const = 0;
    /** The unit's profile object for a file, in a fixed key order; a null node writes none. */
    virtual DataNode writeUnitProfile(const Unit &unit) const = 0;
    /**
     * Reads options and data-table replacements (a scenario's "rulesetOptions" object; an empty
     * object keeps the defaults). Problems go to diagnostics with the node's location; on any
     * problem the rule system keeps its previous configuration.
     */
    virtual void configure(const DataNode &options, Diagnostics &diagnostics) = 0;
    /** Every DEFAULT assumption in force, for the "assumed" list. None by default. */
    virtual std::vector<Assumption> assumptions() const { return {}; }
    /** Problems with a position (stacking limits, missing profiles, ...). None by default. */
    virtual std::vector<SetupProblem> checkSetup(const GameState &state) const
    {
        (void)state;
        return {};
    }
};

} // namespace hexfire
