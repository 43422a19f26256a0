#include "core/rules/movement.h"

#include "core/rules/effectsplan.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruletools.h"

#include <cctype>
#include <climits>
#include <queue>

namespace hexfire {

std::string movementPointsText(int units, int unitsPerPoint)
{
    if (unitsPerPoint <= 1)
        return std::to_string(units);
    const int whole = units / unitsPerPoint;
    const int part = units % unitsPerPoint;
    if (part == 0)
        return std::to_string(whole);
    if (unitsPerPoint == 2)
        return std::to_string(whole) + ".5";
    // Tenths are enough for any scale a rule system uses (halves, quarters, thirds).
    const int tenths = (part * 10 + unitsPerPoint / 2) / unitsPerPoint;
    if (tenths == 10) // 0.95 and up rounds to the next whole point, not "0.10"
        return std::to_string(whole + 1);
    return std::to_string(whole) + "." + std::to_string(tenths);
}

namespace {
std::string pointsWord(const MovementRules &movement, int units)
{
    const auto [one, many] = movement.pointNames();
    const int per = movement.unitsPerPoint();
    return movementPointsText(units, per) + " "
        + std::string(translatedRuleText(units == per ? one : many));
}
} // namespace

ReachableHexes::ReachableHexes(const GameState &state, const MovementRules &movement,
    const Unit &unit, std::optional<int> budget)
    : m_state(&state)
    , m_allowance(movement.allowance(state, unit))
    , m_start(unit.hex)
{
    const MapGrid &map = state.map();
    m_budget = budget ? *budget : std::max(0, m_allowance.points - unit.movementSpent);
    if (!budget && !m_allowance.canMove)
        m_budget = 0;
    const int startCell = map.coordinates().tryCellIndex(unit.hex);
    if (startCell < 0 || unit.eliminated)
        return;
    m_cells.assign(static_cast<std::size_t>(map.hexCount()), Cell {});
    using Item = std::pair<int, int>; // cost, cell
    std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
    m_cells[static_cast<std::size_t>(startCell)].cost = 0;
    open.push({0, startCell});
    while (!open.empty()) {
        const auto [cost, at] = open.top();
        open.pop();
        const Cell &here = m_cells[static_cast<std::size_t>(at)];
        if (cost != here.cost)
            continue;
        const Hex from = map.coordinates().hexAt(at);
        if (at != startCell) {
            if (!here.passOnly)
                m_order.push_back(from);
            if (here.mustStop)
                continue;
        }
        for (const HexDirection d : allDirections) {
            const Hex to = neighbor(from, d);
            const int next = map.coordinates().tryCellIndex(to);
            if (next < 0 || next == startCell)
                continue;
            // Reached as cheaply already: no step costs less than nothing, so the rule system's
            // step cost (the search's main cost) need not be asked.
            const int known = m_cells[static_cast<std::size_t>(next)].cost;
            if (known >= 0 && known <= cost)
                continue;
            const StepCost step = movement.stepCost(state, unit, from, to);
            if (!step.allowed)
                continue;
            const int total = cost + std::max(0, step.points);
            if (total > m_budget)
                continue;
            Cell &there = m_cells[static_cast<std::size_t>(next)];
            if (there.cost >= 0 && there.cost <= total)
                continue;
            there.cost = total;
            there.previous = at;
            there.mustStop = step.mustStop;
            there.passOnly = step.passOnly;
            open.push({total, next});
        }
    }
}

const ReachableHexes::Cell *ReachableHexes::cell(Hex h) const
{
    if (m_cells.empty())
        return nullptr;
    const int i = m_state->map().coordinates().tryCellIndex(h);
    if (i < 0 || h == m_start)
        return nullptr;
    // A hex the unit may only pass through is not one it can reach: its move cannot end there.
    const Cell &c = m_cells[static_cast<std::size_t>(i)];
    return c.cost >= 0 && !c.passOnly ? &c : nullptr;
}

bool ReachableHexes::reachable(Hex h) const { return cell(h) != nullptr; }

std::optional<int> ReachableHexes::cost(Hex h) const
{
    const Cell *c = cell(h);
    return c ? std::optional<int>(c->cost) : std::nullopt;
}

std::optional<int> ReachableHexes::pointsLeft(Hex h) const
{
    const Cell *c = cell(h);
    return c ? std::optional<int>(m_budget - c->cost) : std::nullopt;
}

bool ReachableHexes::mustStop(Hex h) const
{
    const Cell *c = cell(h);
    return c && c->mustStop;
}

std::vector<Hex> ReachableHexes::pathTo(Hex h) const
{
    std::vector<Hex> path;
    if (!cell(h))
        return path;
    const MapCoordinates &coordinates = m_state->map().coordinates();
    for (int at = coordinates.tryCellIndex(h); at >= 0 && coordinates.hexAt(at) != m_start;
         at = m_cells[static_cast<std::size_t>(at)].previous)
        path.push_back(coordinates.hexAt(at));
    std::reverse(path.begin(), path.end());
    return path;
}

std::string whyUnreachable(const GameState &state, const MovementRules &movement, const Unit &unit,
    const ReachableHexes &reach, Hex h)
{
    if (reach.reachable(h))
        return {};
    if (!state.map().contains(h)) {
        if (h == unit.hex)
            return ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is already in there."), unit.name);
        if (!reach.allowance().canMove)
            return reach.allowance().whyNot;
        return ruleSentence(HEXFIRE_TEXT("RuleText", "That hex is not on the map."));
    }
    const std::string where = state.map().label(h);
    if (h == unit.hex)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is already in %2."), unit.name, where);
    if (!reach.allowance().canMove)
        return reach.allowance().whyNot;
    for (const HexDirection d : allDirections) {
        const Hex from = neighbor(h, d);
        if (!state.map().contains(from))
            continue;
        const StepCost step = movement.stepCost(state, unit, from, h);
        if (step.allowed && step.passOnly)
            return step.passWhy.empty() ? ruleSentence(
                       HEXFIRE_TEXT("RuleText", "%1 cannot end its move in %2."), unit.name, where)
                                        : step.passWhy;
    }
    const int per = movement.unitsPerPoint();
    const ReachableHexes unlimited(state, movement, unit, INT_MAX / 4);
    if (const std::optional<int> needed = unlimited.cost(h))
        return ruleSentence(HEXFIRE_TEXT("RuleText", "Getting to %1 takes %2; %3 has %4 left."),
            where, pointsWord(movement, *needed), unit.name,
            movementPointsText(reach.budget(), per));
    for (const HexDirection d : allDirections) {
        const Hex from = neighbor(h, d);
        if (!state.map().contains(from))
            continue;
        const StepCost step = movement.stepCost(state, unit, from, h);
        if (!step.allowed && !step.whyNot.empty())
            return step.whyNot;
    }
    return ruleSentence(HEXFIRE_TEXT("RuleText", "No way leads %1 to %2."), unit.name, where);
}

Evaluation evaluateMove(
    const RuleSet &, const MovementRules &movement, const GameState &state, const Action &action)
{
    Evaluation e = startEvaluation(action);
    if (action.actors.size() != 1)
        return refused(
            e, ruleSentence(HEXFIRE_TEXT("RuleText", "A move is made by one unit.")), {});
    const Unit &unit = state.unit(action.actors.front());
    if (unit.eliminated)
        return refused(
            e, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is off the map."), unit.name), {});
    const std::vector<Hex> *given = paramAs<std::vector<Hex>>(action.params, movePathParam);
    std::optional<Hex> target = action.target;
    if (!target && given && !given->empty())
        target = given->back();
    if (!target || !state.map().contains(*target))
        return refused(std::move(e),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "Pick the hex on the map %1 moves to."), unit.name),
            {});
    if (*target == unit.hex)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is already in %2."), unit.name,
                state.map().label(unit.hex)),
            {});
    const MovementAllowance allowance = movement.allowance(state, unit);
    if (!allowance.canMove)
        return refused(std::move(e), allowance.whyNot, allowance.whyNotRule);

    const int per = movement.unitsPerPoint();
    const int left = std::max(0, allowance.points - unit.movementSpent);
    e.lines.push_back(explain("move.allowance",
        allowance.why.empty() ? ruleSentence(HEXFIRE_TEXT("RuleText", "Movement allowance"))
                              : allowance.why,
        movementPointsText(allowance.points, per), allowance.points, allowance.rule, unit.name));
    if (unit.movementSpent > 0)
        e.lines.push_back(explain("move.spent",
            ruleSentence(HEXFIRE_TEXT("RuleText", "Spent earlier this phase")),
            "−" + movementPointsText(unit.movementSpent, per), -unit.movementSpent, {}, unit.name));

    std::vector<Hex> path;
    if (given && !given->empty()) {
        path = *given;
        if (path.back() != *target)
            return refused(std::move(e),
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "The path does not end in the hex the move goes to.")),
                {});
    } else {
        const ReachableHexes reach(state, movement, unit);
        if (!reach.reachable(*target))
            return refused(std::move(e), whyUnreachable(state, movement, unit, reach, *target), {});
        path = reach.pathTo(*target);
    }

    int spent = 0;
    Hex from = unit.hex;
    const MapGrid &map = state.map();
    for (std::size_t i = 0; i < path.size(); ++i) {
        const Hex to = path[i];
        if (!map.contains(to) || !adjacent(from, to))
            return refused(std::move(e),
                ruleSentence(HEXFIRE_TEXT(
                    "RuleText", "Each hex of the path must be next to the one before it.")),
                {});
        const StepCost step = movement.stepCost(state, unit, from, to);
        const std::string label = map.label(to);
        if (!step.allowed)
            return refused(std::move(e),
                step.whyNot.empty() ? ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 cannot enter %2."), unit.name, label)
                                    : step.whyNot,
                step.rule);
        spent += std::max(0, step.points);
        if (spent > left)
            return refused(std::move(e),
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "This way %1 would have spent %2 on entering %3; it has %4 left."),
                    unit.name, pointsWord(movement, spent), label, movementPointsText(left, per)),
                allowance.rule);
        if (step.passOnly && i + 1 == path.size())
            return refused(std::move(e),
                step.passWhy.empty() ? ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 cannot end its move in %2."), unit.name, label)
                                     : step.passWhy,
                step.rule);
        if (step.mustStop && i + 1 < path.size())
            return refused(std::move(e),
                step.stopWhy.empty() ? ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 must stop in %2."), unit.name, label)
                                     : step.stopWhy,
                step.rule);
        e.lines.push_back(explain("move.step",
            step.what.empty()
                ? ruleSentence(HEXFIRE_TEXT("RuleText", "Enter %1"), label)
                : ruleSentence(HEXFIRE_TEXT("RuleText", "Enter %1: %2"), label, step.what),
            movementPointsText(step.points, per), step.points, step.rule,
            ruleSentence(HEXFIRE_TEXT("RuleText", "hex %1"), label), step.assumed));
        e.cues.push_back(hexNote(to, movementPointsText(spent, per),
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 spent on reaching %2."),
                pointsWord(movement, spent), label)));
        if (step.mustStop && !step.stopWhy.empty())
            e.lines.push_back(explain("move.stop", step.stopWhy, {}, std::nullopt, step.rule,
                ruleSentence(HEXFIRE_TEXT("RuleText", "hex %1"), label)));
        from = to;
    }
    std::string leftText(translatedRuleText(movement.pointNames().second));
    leftText[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(leftText[0])));
    e.lines.push_back(
        explain("move.left", ruleSentence(HEXFIRE_TEXT("RuleText", "%1 left"), leftText),
            movementPointsText(left - spent, per), left - spent, {}, unit.name));
    for (const ExplanationLine &l : e.lines) {
        if (l.assumed)
            e.assumptions.push_back({"movement-cost",
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 costs what HexFire assumes."), l.text),
                l.rule});
    }

    Effect moved = makeEffect(EffectKind::Moved, "move", unit.id);
    moved.from = unit.hex;
    moved.to = *target;
    moved.count = spent;
    moved.note = path.size() == 1
        ? ruleSentence(HEXFIRE_TEXT("RuleText", "along %1 hex"), path.size())
        : ruleSentence(HEXFIRE_TEXT("RuleText", "along %1 hexes"), path.size());
    auto plan = std::make_shared<EffectsPlan>();
    plan->effects.push_back(moved);
    plan->outcomes.push_back({unit.id.value, "moved",
        ruleSentence(HEXFIRE_TEXT("RuleText", "%1 moves to %2"), unit.name, map.label(*target))});
    e.plan = std::move(plan);
    Action withPath = action;
    withPath.target = *target;
    withPath.params[std::string(movePathParam)] = path;
    e.action = std::move(withPath);
    return e;
}

} // namespace hexfire
