#pragma once

#include "core/game/gamestate.h"
#include "core/rules/action.h"
#include "core/rules/bestshots.h"
#include "core/rules/ruleset.h"

#include <atomic>
#include <optional>
#include <vector>

namespace hexfire {

/**
 * The inputs an action starts with when nobody has entered any: each parameter's default, else
 * a required Integer's minimum, a required Choice's first choice, a Flag's no. Parameters with no
 * such value (a hex, a unit, free text, a number the player may enter instead of the one the rules
 * work out) stay unset and the rule system says whether it needs them.
 */
ParamMap defaultParams(const ActionType &type);

/**
 * Every attack (ActionType::attacks) the rule system lets this unit take on its own: among its
 * availableActions, one taken by one unit, or by several with this one leading alone; its inputs
 * at their defaults (defaultParams) and aimed at nothing yet.
 */
std::vector<Action> attackTemplates(const RuleSet &rules, const GameState &state, const Unit &unit);

/**
 * The Best Shots query reversed: every unit on the map not of `side` with every attack it could
 * make alone (attackTemplates) aimed at hex: an attack on a hex at the hex itself, an attack on a
 * unit at each unit of `side` standing in it (only `unit`, when given). Evaluated by the rule
 * system exactly as a hover would and ranked like bestShots (rankAims): allowed ones by the
 * headline odds, refused ones with their reasons. An empty hex has only attacks on hexes.
 */
BestShots threatsTo(const RuleSet &rules, const GameState &state, Hex hex, const SideId &side,
    const std::optional<UnitId> &unit = std::nullopt);

/** How dangerous each hex of the map is for one side, for shading the map. */
struct ThreatMap {
    SideId side; /**< the side threatened */
    /** By MapGrid cell index: the best headline probability of any allowed attack into the hex
        (what threatsTo ranks first); noThreat when no enemy may attack it. */
    std::vector<double> best;
    /** By cell index: how many allowed attacks reach the hex. */
    std::vector<int> attacks;
    int evaluations = 0; /**< how many the rule system made, for the benchmark */
    /** Attacks not evaluated because the rule system's reach (RuleSet::attackReach) rules them
        out: beyond the range, out of the attacker's sight, or aimed at a group none of whose
        units it sees (AttackReach::unseenFallsOnGroup). */
    int skipped = 0;
    /** Attacks on a unit out of the attacker's sight not evaluated because the same attack on
        another unit of its group out of sight answers for them (AttackReach::unseenFallsOnGroup).
     */
    int shared = 0;
    /** False when the computation was cancelled before it covered every hex. */
    bool complete = true;
    static constexpr double noThreat = -1.0;
};

/**
 * threatsTo for every hex of the map: its allowed attacks' best headline probability and their
 * number. The same evaluations as threatsTo, without keeping them (see threatMapFor for what
 * is skipped and for cancelling).
 */
ThreatMap threatMap(const RuleSet &rules, const GameState &state, const SideId &side,
    const std::atomic<bool> *cancel = nullptr, int threads = 1);

/**
 * The position with the unit standing in hex instead of where it is (moved there, spread over no
 * other hex, everything else as it was; unchanged when it stands there already): what the
 * Threats view asks of a hex the unit might go to. Whether it could get there is not asked.
 */
GameState standingIn(const GameState &state, const UnitId &unit, Hex hex);

/**
 * The threats to one unit wherever it might stand: for each hex no enemy stands in, threatsTo
 * that unit in standingIn(state, unit, hex) (attacks on a unit aimed at it alone, attacks on a
 * hex at the hex); its own hex as it stands. Hexes held by an enemy are left out (noThreat).
 * The enemies' attacks are listed once, in the position as it is. One copy of the position is
 * made and the unit moved in it from hex to hex.
 *
 * Both maps skip the hexes an attack cannot reach (RuleSet::attackReach) without evaluating them,
 * evaluate an attack that falls on a group out of sight (AttackReach::unseenFallsOnGroup) once
 * for all the units of each group it does not see, and stop early, incomplete, once *cancel is true
 * (checked every few hexes): a window computing them in a worker drops an outdated computation that
 * way. threads: how many threads share the work (the caller's among them); the map is the same for
 * any number, since the rule system's evaluations are pure and safe to run at once.
 */
ThreatMap threatMapFor(const RuleSet &rules, const GameState &state, const UnitId &unit,
    const std::atomic<bool> *cancel = nullptr, int threads = 1);

} // namespace hexfire
