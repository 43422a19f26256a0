#include "core/rules/skirmish/skmovement.h"

#include "core/rules/ruletools.h"
#include "core/rules/skirmish/skactions.h"
#include "core/rules/skirmish/skfire.h"
#include "core/rules/skirmish/skround.h"

#include <algorithm>

namespace hexfire::skirmish {

namespace {

constexpr const char *movementDoc = "docs/rules.md: 2d6 Skirmish movement";

bool listed(const std::vector<std::string> &list, std::string_view id)
{
    return std::find(list.begin(), list.end(), id) != list.end();
}

} // namespace

std::string_view SkMovement::moveAction() const { return actions::move; }

MovementAllowance SkMovement::allowance(const GameState &, const Unit &unit) const
{
    MovementAllowance a;
    a.rule = movementDoc;
    const SkMovementTable &m = m_options->movement;
    if (!unit.onMap() || !profileOf<SkProfile>(unit)) {
        a.canMove = false;
        a.whyNot = unit.name + " cannot move.";
        a.whyNotRule = movementDoc;
        return a;
    }
    if (unit.status.has(states::down)) {
        a.canMove = false;
        a.whyNot = unit.name + " is down: out of action, it does not move.";
        a.whyNotRule = "docs/rules.md: 2d6 Skirmish wounds";
        return a;
    }
    if (unit.status.has(states::ran)) {
        a.canMove = false;
        a.whyNot = unit.name + " has run this round: it moves no further.";
        a.whyNotRule = movementDoc;
        return a;
    }
    if (unit.status.has(states::prone)) {
        a.points = m.crawl;
        a.why = "Prone: crawls " + std::to_string(m.crawl) + " inches";
        return a;
    }
    if (unit.status.has(states::lightWound)) {
        a.points = m.walk / 2;
        a.why = "Lightly wounded: half a walk, " + std::to_string(a.points) + " inches, no running";
        return a;
    }
    if (unit.status.has(states::fired)) {
        a.points = m.walk;
        a.why = "Walks " + std::to_string(m.walk) + " inches (it has fired: no running this round)";
        return a;
    }
    a.points = m.run;
    a.why = "Walks " + std::to_string(m.walk) + " inches or runs " + std::to_string(m.run)
        + " (a run: no fire this round)";
    return a;
}

StepCost SkMovement::stepCost(const GameState &state, const Unit &unit, Hex from, Hex to) const
{
    StepCost c;
    c.rule = movementDoc;
    c.assumed = true;
    const MapGrid &map = state.map();
    for (const Unit *u : state.unitsIn(to)) {
        if (u->onMap() && u->side != unit.side) {
            c.allowed = false;
            c.whyNot = u->name + " holds " + map.label(to) + ": " + unit.name
                + " cannot move into a hex an enemy figure holds.";
            return c;
        }
    }
    const SkMovementTable &m = m_options->movement;
    const TerrainKind &kind = map.terrain(to);
    const std::string terrain = kind.name.empty() ? kind.id : kind.name;
    const std::string_view across = map.hexsideFeature(from, directionTo(from, to));
    const bool rough = listed(m.rough, kind.id);
    const bool obstacle = !across.empty() && listed(m.obstacles, across);
    c.points = m_options->inchesPerHex * (rough || obstacle ? 2 : 1);
    c.what = terrain + (rough ? ", rough ground" : "")
        + (obstacle ? ", across a " + std::string(across) : "")
        + (rough || obstacle ? " (twice the inches)" : "");
    return c;
}

} // namespace hexfire::skirmish
