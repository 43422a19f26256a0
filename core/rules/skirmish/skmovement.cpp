#include "core/rules/skirmish/skmovement.h"

#include "core/rules/rulesentence.h"
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
        a.whyNot = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 cannot move."), unit.name);
        a.whyNotRule = movementDoc;
        return a;
    }
    if (unit.status.has(states::down)) {
        a.canMove = false;
        a.whyNot = ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 is down: out of action, it does not move."), unit.name);
        a.whyNotRule = "docs/rules.md: 2d6 Skirmish wounds";
        return a;
    }
    if (unit.status.has(states::ran)) {
        a.canMove = false;
        a.whyNot = ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 has run this round: it moves no further."), unit.name);
        a.whyNotRule = movementDoc;
        return a;
    }
    if (unit.status.has(states::prone)) {
        a.points = m.crawl;
        a.why = ruleSentence(HEXFIRE_TEXT("RuleText", "Prone: crawls %1 inches"), m.crawl);
        return a;
    }
    if (unit.status.has(states::lightWound)) {
        a.points = m.walk / 2;
        a.why = ruleSentence(
            HEXFIRE_TEXT("RuleText", "Lightly wounded: half a walk, %1 inches, no running"),
            a.points);
        return a;
    }
    if (unit.status.has(states::fired)) {
        a.points = m.walk;
        a.why = ruleSentence(
            HEXFIRE_TEXT("RuleText", "Walks %1 inches (it has fired: no running this round)"),
            m.walk);
        return a;
    }
    a.points = m.run;
    a.why = ruleSentence(
        HEXFIRE_TEXT("RuleText", "Walks %1 inches or runs %2 (a run: no fire this round)"), m.walk,
        m.run);
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
            c.whyNot = ruleSentence(HEXFIRE_TEXT("RuleText",
                                        "%1 holds %2: %3 cannot move into a hex an enemy figure "
                                        "holds."),
                u->name, map.label(to), unit.name);
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
    if (rough && obstacle)
        c.what = ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1, rough ground, across a %2 (twice the inches)"),
            translatedRuleText(terrain), across);
    else if (rough)
        c.what = ruleSentence(HEXFIRE_TEXT("RuleText", "%1, rough ground (twice the inches)"),
            translatedRuleText(terrain));
    else if (obstacle)
        c.what = ruleSentence(HEXFIRE_TEXT("RuleText", "%1, across a %2 (twice the inches)"),
            translatedRuleText(terrain), across);
    else
        c.what = terrain;
    return c;
}

} // namespace hexfire::skirmish
