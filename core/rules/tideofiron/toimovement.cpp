#include "core/rules/tideofiron/toimovement.h"

#include "core/rules/rulesentence.h"
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
        return cannot(
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 cannot move."), unit.name), movementRule);
    // A unit that fired first in its Fire and Movement is fatigued but still makes its move.
    if (std::string why = whyNotFresh(m_options->tables, unit,
            ruleSentence(HEXFIRE_TEXT("RuleText", "only a fresh unit advances")), false,
            unit.status.has(fireAndMovementPending));
        !why.empty())
        return cannot(std::move(why), actionPhaseRule);
    const ToiTables &t = m_options->tables;
    if (!p->vehicle) {
        a.points = t.movement.squad;
        a.why = ruleSentence(HEXFIRE_TEXT("RuleText", "Movement allowance %1"), a.points);
        if (hasOfficer(t, *p)) {
            a.why = ruleSentence(
                HEXFIRE_TEXT("RuleText", "Movement allowance %1, plus %2 with an officer"),
                a.points, t.movement.officerBonus);
            a.points += t.movement.officerBonus;
            a.rule = officerRule;
        }
        return a;
    }
    const UnitValues *v = t.vehicleType(p->type);
    if (!v || v->movement <= 0)
        return cannot(ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "%1 has no movement allowance in the vehicle table."),
                          unit.name),
            movementRule);
    if (unit.damage >= heavilyDamaged)
        return cannot(
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 is heavily damaged: a heavily damaged vehicle cannot move."),
                unit.name),
            damageRule);
    a.points = v->movement;
    a.why
        = ruleSentence(HEXFIRE_TEXT("RuleText", "%1: movement allowance %2"), v->name, v->movement);
    if (m_options->edition == Edition::NextWave && unit.damage >= damaged) {
        a.points = std::max(0, a.points - 1);
        a.why += ruleSentence(HEXFIRE_TEXT("RuleText", ", damaged −1 (Next Wave)"));
        a.rule = std::string(movementRule) + "; " + damageRule;
    }
    // [Next Wave] a vehicle moving in its Fire and Movement (after it fired) has 2 points less;
    // moving first, the advance checks it (fireAndMovementVehicleLoss).
    if (m_options->edition == Edition::NextWave && unit.status.has(fireAndMovementPending)) {
        a.points = std::max(0, a.points - fireAndMovementVehicleLoss);
        a.why += ruleSentence(HEXFIRE_TEXT("RuleText", ", Fire and Movement −%1 (Next Wave)"),
            fireAndMovementVehicleLoss);
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
        notAllowed(
            c, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 cannot move."), unit.name), movementRule);
        return c;
    }
    // FOUND: only tanks may cross (never stop in) a hex the enemy holds, at 1 more point for
    // each enemy unit there. INFERRED: no other unit enters one.
    const int enemies = enemiesIn(state, to, unit.side);
    const UnitValues *type = p->vehicle ? m_options->tables.vehicleType(p->type) : nullptr;
    const bool tank = type && type->tank;
    if (enemies > 0 && !tank) {
        notAllowed(c,
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "An enemy unit holds %1: only a tank may cross a hex the enemy "
                             "holds, so %2 cannot move into it."),
                map.label(to), unit.name),
            movementCostsRef);
        return c;
    }
    const MovementTable &t = m_options->tables.movement;
    const auto crossing = [&](StepCost &step, int n) {
        if (n == 0)
            return;
        step.points += n * t.perEnemyCrossed;
        step.what += n == 1
            ? ruleSentence(HEXFIRE_TEXT("RuleText", ", crossing %1 enemy unit"), n)
            : ruleSentence(HEXFIRE_TEXT("RuleText", ", crossing %1 enemy units"), n);
        step.passOnly = true;
        step.passWhy = ruleSentence(HEXFIRE_TEXT("RuleText",
                                        "A tank may cross a hex the enemy holds but not stop "
                                        "there: %1 cannot end its move in %2."),
            unit.name, map.label(to));
    };
    const int rise = map.elevation(to) - map.elevation(from);
    if (std::abs(rise) >= t.cliffLevels) {
        notAllowed(c,
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "A cliff lies between %1 and %2 (level %3 to level %4): no unit "
                             "crosses it."),
                map.label(from), map.label(to), map.elevation(from), map.elevation(to)),
            movementRule);
        return c;
    }
    const TerrainKind &kind = map.terrain(to);
    const TerrainMovement *row = t.find(kind.id);
    if (row && p->vehicle && row->vehiclesProhibited) {
        notAllowed(c,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "Vehicles cannot enter %1: %2 cannot move into %3."),
                translatedRuleText(terrainName(kind)), unit.name, map.label(to)),
            row->official ? movementRule : movementCostsRef);
        return c;
    }
    if (isRoad(t, map, from) && isRoad(t, map, to)) {
        // Along a contiguous road the hill costs nothing more (c&c terrains/hill).
        c.points = t.road;
        c.what = ruleSentence(HEXFIRE_TEXT("RuleText", "Road"));
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
    c.what = translatedRuleText(terrainName(kind));
    if (!listed) {
        c.what += ruleSentence(HEXFIRE_TEXT("RuleText", " (not in the movement table: as clear)"));
        assume(c);
    } else if (!row->official) {
        assume(c);
    }
    if (rise == 1) {
        c.what += ruleSentence(HEXFIRE_TEXT("RuleText", ", one level up"));
        // The rule book gives the uphill cost for a hill; which of two costs applies to other
        // terrain one level up is not written: HexFire takes the higher (a DEFAULT).
        if (terrainCost != 1)
            assume(c);
        c.points = std::max(terrainCost, t.uphill);
    }
    crossing(c, enemies);
    if (p->vehicle && row && row->vehiclesAllPoints) {
        c.mustStop = true;
        c.stopWhy = ruleSentence(HEXFIRE_TEXT("RuleText",
                                     "A vehicle entering %1 spends all its movement points: %2 "
                                     "stops in %3."),
            translatedRuleText(terrainName(kind)), unit.name, map.label(to));
    }
    return c;
}

std::vector<Assumption> ToiMovement::assumptions() const
{
    return {
        {"tideofiron.movement-costs",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Buildings cost 2 (vehicles never enter them), hedgerows 2, streams 2 (a vehicle "
                "stops there) and entrenchments 1; other terrain one level up costs the higher of "
                "its own cost and the hill's; no unit but a tank enters a hex an enemy holds.")),
            movementCostsRef},
        {"tideofiron.stacking",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "At most %1 squads and %2 vehicle of one side end a move in a hex."),
                m_options->tables.stacking.squads, m_options->tables.stacking.vehicles),
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
        return v ? (n == 1 ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 vehicle"), n)
                           : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 vehicles"), n))
                 : (n == 1 ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 squad"), n)
                           : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 squads"), n));
    };
    return ruleSentence(HEXFIRE_TEXT("RuleText",
                            "%1 cannot end its move in %2: a hex holds at most %3 of one side, "
                            "and there would be %4."),
        mover.name, state.map().label(to), kind(limit, vehicle), kind(count, vehicle));
}

} // namespace hexfire::toi
