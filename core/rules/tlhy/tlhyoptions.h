#pragma once

#include "core/data/datanode.h"
#include "core/data/diagnostics.h"
#include "core/rules/assumptioncache.h"
#include "core/rules/explanation.h"
#include "core/rules/tlhy/tlhytables.h"

#include <array>
#include <optional>
#include <vector>

namespace hexfire {

/**
 * The configurable DEFAULTs of REFERENCE 1.3–1.5 and the data tables. configure() reads them from a
 * scenario's "rulesetOptions" object:
 *
 *   { "cohesionCheckModifier": 0, "scatterDirections": [0, 1, 2, 3, 4, 5],
 *     "hindranceModifier": -1, "ownHexCheckInAssaultHex": false,
 *     "mortarCallerNeedsLos": true, "assaultersBenefitFromPositions": false, "night": false,
 *     "minimumHexes": true, "recoverClearsDisrupted": false, "assaultPlaceholderTable": false,
 *     "tables": {
 * ...tables.json... } }
 */
struct TlhyOptions {
    /** A Cohesion Check fails when d10 > Cohesion + this (REFERENCE 1.5 DEFAULT: 0). */
    int cohesionCheckModifier = 0;
    /** Secondary impact: die face f (1..6) scatters towards direction scatterDirections[f - 1],
     *  counted clockwise from the map's north hexside (DEFAULT: faces 1..6 -> D0..D5). */
    std::array<int, 6> scatterDirections {0, 1, 2, 3, 4, 5};
    /** Added to a placed SADRM per hindrance on the line (REFERENCE 1.3 DEFAULT: -1). */
    int hindranceModifier = -1;
    /** A leader calling a mortar on his own assault hex must pass a Cohesion Check too
     *  (off by default: the seed's Lt. Murphy makes none, REFERENCE 1.7 note 2). */
    bool ownHexCheckInAssaultHex = false;
    /** A leader must see the hex he calls a mortar on (the rules found are silent: DEFAULT yes,
     *  as a spotter directs the fire). */
    bool mortarCallerNeedsLos = true;
    /** The assaulting side benefits from an improved/fortified position TEM (DEFAULT: no). */
    bool assaultersBenefitFromPositions = false;
    /** Added to the initiative roll of the side that held it last turn (DEFAULT 0). */
    int initiativeHolderModifier = 0;
    /** A company coordinates on a d10 of this or more (REFERENCE 1.8.2 DEFAULT 8; a mission
        may set its own). */
    int coordinationTarget = 8;
    /** Minutes every turn takes, when a mission fixes them; none: the time lapse roll. */
    std::optional<int> minutesPerTurn;
    /** Added to the best small-arms value of a fire group for each other unit firing with it
        (not found: DEFAULT +1). */
    int extraFirerModifier = 1;
    /** A night mission: maneuvers count hexes, not MPs (1.8.3; Heroic, Japanese, Russian
        excepted), and no road bonus. */
    bool night = false;
    /** A unit on foot may always maneuver its "(n)" hexes whatever they cost (1.8.3 INFERRED:
        2 in an activation, 1 in a reaction, Japanese 2); DEFAULT on. */
    bool minimumHexes = true;
    /** A recovery roll's Recover clears Disrupted outright (REFERENCE 1.8.5 option; DEFAULT no:
     *  Disrupted turns into Regrouping, two steps). */
    bool recoverClearsDisrupted = false;
    /** Assault Resolution rolls the NOT OFFICIAL placeholder table (REFERENCE 1.8.6) instead of
     *  asking the players for the result (DEFAULT no). */
    bool assaultPlaceholderTable = false;
    TlhyTables tables = TlhyTables::defaults();

    /** The DEFAULT assumptions these options put in force, for RuleSet::assumptions(). */
    std::vector<Assumption> assumptions() const;
    /** The same, built once (AssumptionCache): what an evaluation picks its assumptions from. */
    std::shared_ptr<const std::vector<Assumption>> keptAssumptions() const
    {
        return m_kept.get([this] { return assumptions(); });
    }

    /** Reads options over `base`; nullopt (diagnostics added) when anything is wrong. */
    static std::optional<TlhyOptions> fromData(
        const DataNode &node, const TlhyOptions &base, Diagnostics &diagnostics);

    friend bool operator==(const TlhyOptions &, const TlhyOptions &) = default;

private:
    void appendMovementAssumptions(std::vector<Assumption> &result) const;

    AssumptionCache m_kept;
};

/** "north", "north-east", ...: a scatter direction (0..5, clockwise from the map's north
    hexside) in words, for the explanation. */
std::string scatterDirectionName(int direction);

} // namespace hexfire
