#pragma once

#include "core/game/gamestate.h"
#include "core/rules/explanation.h"
#include "core/rules/labataille/lbtables.h"
#include "core/rules/ruletools.h"

#include <optional>
#include <vector>

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

/** Massed targets (22): +1 per increment over the threshold. */
int massedModifier(int increments, int threshold);

/** The odds column of fire value : fire defence under the rounding, clamped at the ends. */
std::size_t oddsColumn(const std::vector<OddsColumn> &columns, int fv, int fd, OddsRounding r);

/** The morale check rule for a unit (first matching row, else the table's default). */
MoraleTrigger moraleTrigger(const LbTables &t, const LbProfile &p);

/** Whether losing `lost` more increments after `lostBefore` calls for a morale check. */
bool moraleTriggered(MoraleTrigger t, int lostBefore, int lost);

} // namespace hexfire::labataille
