#pragma once

#include "core/game/gamestate.h"
#include "core/los/lostrace.h"
#include "core/rules/explanation.h"
#include "core/rules/labataille/lbtables.h"
#include "core/rules/ruletools.h"

#include <optional>
#include <vector>

namespace hexfire {
class RuleSet;
}

namespace hexfire::labataille {

/**
 * The increments of unit u standing in hex h: all of them in its own hex, or for a unit spread
 * over several hexes an even share (the remainder in its own hex); 0 where it does not stand.
 */
int incrementsIn(const Unit &u, Hex h);

/**
 * Where a line facing this vertex spreads into a second hex: across its left or right flank
 * hexside (left is counter-clockwise). None for a hexside facing.
 */
std::optional<HexDirection> spreadSide(Facing facing, bool right);

/** The hexsides of `from` the centre line towards `to` leaves through: one, or two at a vertex. */
std::vector<HexDirection> exitHexsides(Hex from, Hex to);

/** How each hexside of the unit's hex is classed; all front when the formation faces nothing. */
std::optional<std::array<HexsideClass, 6>> hexsideClasses(const Unit &u);

/** Fire value (24, 25) of the firing units in one hex; explains every unit's part. */
int fireValueOfHex(const LbOptions &options, const GameState &state, Hex hex,
    const std::vector<const Unit *> &firers, std::vector<ExplanationLine> &lines);

/** Fire defence of the target hex for fire from these hexes; explains the clause used. */
int fireDefence(const LbOptions &o, const GameState &state, Hex target,
    const std::vector<const Unit *> &defenders, const std::vector<Hex> &firerHexes,
    std::vector<ExplanationLine> &lines);

/** Why a fire is refused and the rule, or nothing. */
using FireRefusal = std::optional<std::pair<std::string, std::string>>;

/** A unit's own state forbids it to fire: routed, or it fired already this fire segment. */
FireRefusal firerStateRefusal(const Unit &u);

/**
 * Batteries in more than one hex combine their fire only with a leader who has an artillery
 * bonus next to (or with) each of them; three hexes need a leader with a special ability
 * (Artillery Fire Rules (25)).
 */
FireRefusal batteriesRefusal(
    const GameState &state, const std::vector<Hex> &artilleryHexes, const SideId &side);

/** How far a unit fires, in hexes: artillery its own range, tirailleurs skirmishRange, else 1. */
int fireRange(const LbOptions &options, const LbProfile &p);

/**
 * Whether `from` can fire at `target` at all: in range (fireRange), through a front hexside, in
 * sight.
 */
FireRefusal reachRefusal(const RuleSet &rules, const LbOptions &options, const GameState &state,
    const Unit &u, Hex from, Hex target, std::optional<LosTrace> *trace = nullptr);

/** The combat units (not leaders) of the other side in a hex. */
std::vector<const Unit *> combatDefenders(const GameState &state, Hex target, const SideId &side);

/** Artillery fires at the closest target it can (2.5.3): a closer enemy hex it can fire at. */
std::optional<Hex> closerTarget(const RuleSet &rules, const LbOptions &options,
    const GameState &state, const Unit &battery, Hex target);

/** Massed targets (22): +1 per increment over the threshold. */
int massedModifier(int increments, int threshold);

/** The odds column of fire value : fire defence under the rounding, clamped at the ends. */
std::size_t oddsColumn(const std::vector<OddsColumn> &columns, int fv, int fd, OddsRounding r);

/** The morale check rule for a unit (first matching row, else the table's default). */
MoraleTrigger moraleTrigger(const LbTables &t, const LbProfile &p);

/** Whether losing `lost` more increments after `lostBefore` calls for a morale check. */
bool moraleTriggered(MoraleTrigger t, int lostBefore, int lost);

} // namespace hexfire::labataille
