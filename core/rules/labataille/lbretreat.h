#pragma once

#include "core/game/gamestate.h"
#include "core/rules/labataille/lbtables.h"
#include "core/rules/resolution.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire::labataille {

/**
 * Where a unit that fails its morale retreats (REFERENCE 2.5.4). Hard rules: never nearer to any
 * enemy unit at any step, never into an enemy hex, off the map, into terrain it may not enter, or
 * behind enemy lines (DEFAULT: into a hex next to an enemy unit). Among the paths left, in order:
 * the one going farthest for its movement points (the cheapest terrain), the cheapest, the one
 * through fewest friendly hexes, the one ending farthest from all enemies, one ending in woods or
 * built-up terrain, the one through fewest enemy zones of influence; equal paths are taken in a
 * fixed order of directions (assumed). A unit that cannot leave its hex surrenders.
 */
struct RetreatPath {
    std::vector<Hex> hexes; /**< the hexes entered, in order (the start hex not included) */
    bool surrender = false;
    std::string why; /**< a sentence: where the unit retreats and why there */
    /** The last hexes of paths just as good as the one taken (first in the fixed order). */
    std::vector<Hex> alternatives {};
};

/**
 * The retreat of u: `hexesOrMp` movement points (each step paying its terrain, at least one hex)
 * or, for a rout, that many hexes at once with terrain ignored.
 */
RetreatPath retreatPath(
    const LbOptions &, const GameState &, const Unit &, int hexesOrMp, bool rout);

/** "F5, G6 and H6"; past `shown` hexes "F5, G6, H6, H7, J7 and 3 more". */
std::string hexList(const GameState &, const std::vector<Hex> &hexes,
    std::string_view conjunction = " and ", std::size_t shown = 5);

/** Woods, villages, towns and other built-up hexes: general-order terrain, where a retreat
    prefers to end and a disordered unit takes general order. */
bool isCoverTerrain(std::string_view terrainId);

/** Movement points to enter the hex beyond hexside d of `from` for a unit of this kind (the
    Heilsberg 1807 costs, until the movement table is published), or none where it may not go. */
std::optional<int> terrainStepCost(const GameState &, UnitKind kind, Hex from, HexDirection d);

/** The hexes next to the front hexsides of the enemies of `side` (their zones of influence; a
    carré, a routed unit and a leader have none). */
std::vector<Hex> enemyZones(const GameState &, const SideId &side);

/** The distance from h to the nearest enemy unit of `side` on the map (not leaders), or -1. */
int nearestEnemyDistance(const GameState &, const SideId &side, Hex h);

/** The effects of a retreat in r: one Moved effect (from, to) and a note on every hex of the path
    so the window draws it, or the surrender (Eliminated "surrendered"). `what` names it: "retreat",
    "rout". */
void applyRetreat(
    const GameState &, const Unit &, const RetreatPath &, std::string_view what, Resolution &);

} // namespace hexfire::labataille
