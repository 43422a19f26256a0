#include "core/rules/tideofiron/toimovement.h"

#include "core/rules/ruletools.h"
#include "core/rules/tideofiron/toiactions.h"
#include "core/rules/tideofiron/toiactionturn.h"
#include "core/rules/tideofiron/toiattack.h"

#include <algorithm>
#include <cstdlib>

namespace hexfire::toi {

namespace {

constexpr const char *actionPhaseRule = "The Action Phase";
constexpr const char *officerRule = "Movement; Officer";
constexpr const char *damageRule = "Vehicle damage";

/** Whether h is a road hex: its terrain, or a feature drawn in it, is one the table names. */
bool isRoad(const MovementTable &t, const MapGrid &map, Hex h)
{
    const std::string &terrain = map.terrain(h).id;
    return std::any_of(t.roads.begin(), t.roads.end(),
        [&](const std::string &r) { return r == terrain || map.hasFeature(h, r); });
}

int enemiesIn(const GameState &state, Hex h, const SideId &own)
{
    const auto units = state.unitsIn(h);
    return static_cast<int>(std::count_if(
        units.begin(), units.end(), [&](const Unit *u) { return u->onMap() && u->side != own; }));
}

std::string terrainName(const TerrainKind &kind) { return kind.name.empty() ? kind.id : kind.name; }

void notAllowed(StepCost &c, std::string why, std::string rule)
{
    c.allowed = false;
    c.whyNot = std::move(why);
    c.rule = std::move(rule);
}

/** Marks a step as resting on a DEFAULT: it cites the docs entry instead of the rule book. */
void assume(StepCost &c)
{
    c.assumed = true;
    c.rule = movementCostsRef;
}

} // namespace

std::string_view ToiMovement::moveAction() const { return actions::advance; }

MovementAllowance ToiMovement::allowance(const GameState &, const Unit &unit) const
{
    MovementAllowance a;
    a.rule = movementRule;
    const auto cannot = [&](std::string why, std::string rule) {
        a.canMove = false;
        a.whyNot = std::move(why);
        a.whyNotRule = std::move(rule);
        return a;
    };
    const ToiProfile *p = profileOf<ToiProfile>(unit);
    if (!p || !unit.onMap())
        return cannot(unit.name + " cannot move.", movementRule);
    // A unit that fired first in its Fire and Movement is fatigued but still makes its move.
    if (std::string why = whyNotFresh(
            m_options->tables, unit, "advances", false, unit.status.has(fireAndMovementPending));
        !why.empty())
        return cannot(std::move(why), actionPhaseRule);
    const ToiTables &t = m_options->tables;
    if (!p->vehicle) {
        a.points = t.movement.squad;
        a.why = "Movement allowance " + std::to_string(a.points);
        if (hasOfficer(t, *p)) {
            a.points += t.movement.officerBonus;
            a.why += ", plus " + std::to_string(t.movement.officerBonus) + " with an officer";
            a.rule = officerRule;
        }
        return a;
    }
    const UnitValues *v = t.vehicleType(p->type);
    if (!v || v->movement <= 0)
        return cannot(unit.name + " has no movement allowance in the vehicle table.", movementRule);
    if (unit.damage >= heavilyDamaged)
        return cannot(
            unit.name + " is heavily damaged: a heavily damaged vehicle cannot move.", damageRule);
    a.points = v->movement;
    a.why = v->name + ": movement allowance " + std::to_string(v->movement);
    if (m_options->edition == Edition::NextWave && unit.damage >= damaged) {
        a.points = std::max(0, a.points - 1);
        a.why += ", damaged −1 (Next Wave)";
        a.rule = std::string(movementRule) + "; " + damageRule;
    }
    // [Next Wave] a vehicle moving in its Fire and Movement (after it fired) has 2 points less;
    // moving first, the advance checks it (fireAndMovementVehicleLoss).
    if (m_options->edition == Edition::NextWave && unit.status.has(fireAndMovementPending)) {
        a.points = std::max(0, a.points - fireAndMovementVehicleLoss);
        a.why += ", Fire and Movement −" + std::to_string(fireAndMovementVehicleLoss)
            + " (Next Wave)";
        a.rule = std::string(movementRule) + "; Fire and Movement";
    }
    return a;
}

StepCost ToiMovement::stepCost(const GameState &state, const Unit &unit, Hex from, Hex to) const
{
    StepCost c;
    c.rule = movementRule;
    const ToiProfile *p = profileOf<ToiProfile>(unit);
    const MapGrid &map = state.map();
    if (!p) {
        notAllowed(c, unit.name + " cannot move.", movementRule);
        return c;
    }
    // FOUND: only tanks may cross (never stop in) a hex the enemy holds, at 1 more point for
    // each enemy unit there. INFERRED: no other unit enters one.
    const int enemies = enemiesIn(state, to, unit.side);
    const UnitValues *type = p->vehicle ? m_options->tables.vehicleType(p->type) : nullptr;
    const bool tank = type && type->tank;
    if (enemies > 0 && !tank) {
        notAllowed(c,
            "An enemy unit holds " + map.label(to) + ": only a tank may cross a hex the enemy "
                + "holds, so " + unit.name + " cannot move into it.",
            movementCostsRef);
        return c;
    }
    const MovementTable &t = m_options->tables.movement;
    const auto crossing = [&](StepCost &step, int n) {
        if (n == 0)
            return;
        step.points += n * t.perEnemyCrossed;
        step.what += ", crossing " + std::to_string(n) + (n == 1 ? " enemy unit" : " enemy units");
        step.passOnly = true;
        step.passWhy = "A tank may cross a hex the enemy holds but not stop there: " + unit.name
            + " cannot end its move in " + map.label(to) + ".";
    };
    const int rise = map.elevation(to) - map.elevation(from);
    if (std::abs(rise) >= t.cliffLevels) {
        notAllowed(c,
            "A cliff lies between " + map.label(from) + " and " + map.label(to) + " (level "
                + std::to_string(map.elevation(from)) + " to level "
                + std::to_string(map.elevation(to)) + "): no unit crosses it.",
            movementRule);
        return c;
    }
    const TerrainKind &kind = map.terrain(to);
    const TerrainMovement *row = t.find(kind.id);
    if (row && p->vehicle && row->vehiclesProhibited) {
        notAllowed(c,
            "Vehicles cannot enter " + terrainName(kind) + ": " + unit.name + " cannot move into "
                + map.label(to) + ".",
            row->official ? movementRule : movementCostsRef);
        return c;
    }
    if (isRoad(t, map, from) && isRoad(t, map, to)) {
        // Along a contiguous road the hill costs nothing more (c&c terrains/hill).
        c.points = t.road;
        c.what = "Road";
        crossing(c, enemies);
        return c;
    }
    const bool listed = row != nullptr;
    if (!row)
        row = t.find("clear");
    const TerrainCosts fallback;
    const TerrainCosts &costs = row ? row->costsIn(m_options->edition) : fallback;
    const int terrainCost = p->vehicle ? costs.vehicle : costs.infantry;
    c.points = terrainCost;
    c.what = terrainName(kind);
    if (!listed) {
        c.what += " (not in the movement table: as clear)";
        assume(c);
    } else if (!row->official) {
        assume(c);
    }
    if (rise == 1) {
        c.what += ", one level up";
        // The rule book gives the uphill cost for a hill; which of two costs applies to other
        // terrain one level up is not written: HexFire takes the higher (a DEFAULT).
        if (terrainCost != 1)
            assume(c);
        c.points = std::max(terrainCost, t.uphill);
    }
    crossing(c, enemies);
    if (p->vehicle && row && row->vehiclesAllPoints) {
        c.mustStop = true;
        c.stopWhy = "A vehicle entering " + terrainName(kind)
            + " spends all its movement points: " + unit.name + " stops in " + map.label(to) + ".";
    }
    return c;
}

std::vector<Assumption> ToiMovement::assumptions() const
{
    return {
        {"tideofiron.movement-costs",
            "Buildings cost 2 (vehicles never enter them), hedgerows 2, streams 2 (a vehicle "
            "stops there) and entrenchments 1; other terrain one level up costs the higher of its "
            "own cost and the hill's; no unit but a tank enters a hex an enemy holds.",
            movementCostsRef},
        {"tideofiron.stacking",
            "At most " + std::to_string(m_options->tables.stacking.squads) + " squads and "
                + std::to_string(m_options->tables.stacking.vehicles)
                + " vehicle of one side end a move in a hex.",
            stackingRef},
    };
}

std::string stackingRefusal(
    const ToiOptions &options, const GameState &state, const Unit &mover, Hex to)
{
    const ToiProfile *p = profileOf<ToiProfile>(mover);
    if (!p)
        return {};
    int squads = 0;
    int vehicles = 0;
    for (const Unit *u : state.unitsIn(to)) {
        const ToiProfile *up = profileOf<ToiProfile>(*u);
        if (u->id == mover.id || !u->onMap() || u->side != mover.side || !up)
            continue;
        (up->vehicle ? vehicles : squads) += 1;
    }
    const bool vehicle = p->vehicle;
    const int count = (vehicle ? vehicles : squads) + 1;
    const int limit = vehicle ? options.tables.stacking.vehicles : options.tables.stacking.squads;
    if (count <= limit)
        return {};
    const auto kind = [](int n, bool v) {
        return std::to_string(n)
            + (v ? (n == 1 ? " vehicle" : " vehicles") : (n == 1 ? " squad" : " squads"));
    };
    return mover.name + " cannot end its move in " + state.map().label(to)
        + ": a hex holds at most " + kind(limit, vehicle) + " of one side, and there would be "
        + kind(count, vehicle) + ".";
}

} // namespace hexfire::toi
