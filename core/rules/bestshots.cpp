#include "core/rules/bestshots.h"

#include <algorithm>

namespace hexfire {

BestShots bestShots(const RuleSet &rules, const GameState &state, const Action &templ)
{
    BestShots out;
    const ActionType *type = findByKey(rules.vocabulary().actions, templ.kind);
    // A move has no shots to rank: its hexes are the reachable ones the map shades.
    const MovementRules *movement = rules.movementRules();
    if (!type || templ.actors.empty() || type->actors == ActorRule::None
        || type->target == TargetKind::None || (movement && movement->moveAction() == templ.kind))
        return out;
    const Unit *lead = state.findUnit(templ.actors.front());
    if (!lead)
        return out;
    const auto isEnemy = [&](const Unit &u) { return u.onMap() && u.side != lead->side; };

    std::vector<Action> aims;
    if (type->target == TargetKind::Unit) {
        for (const Unit &u : state.units()) {
            if (!isEnemy(u))
                continue;
            Action a = templ;
            a.target.reset();
            a.targetUnit = u.id;
            aims.push_back(std::move(a));
        }
    } else {
        // Each hex once, in the map's order, whatever the number of enemies in it.
        for (const Hex h : state.map().hexes()) {
            const auto units = state.unitsIn(h);
            if (std::none_of(
                    units.begin(), units.end(), [&](const Unit *u) { return isEnemy(*u); }))
                continue;
            Action a = templ;
            a.targetUnit.reset();
            a.target = h;
            aims.push_back(std::move(a));
        }
    }
    // An action that may pass through a hex first (an attack from two hexes away) is aimed at a
    // target it cannot take straight on through each hex next to it, best first, so the target
    // shows with the way in the rules allow, or refused with the straight attempt's reason.
    if (type->allowsVia && !templ.via) {
        for (Action &a : aims) {
            if (!a.target || rules.evaluateOrRefuse(state, a).legal)
                continue;
            std::optional<Hex> bestVia;
            double best = -1.0;
            for (const HexDirection d : allDirections) {
                const Hex via = neighbor(*a.target, d);
                if (!state.map().contains(via))
                    continue;
                Action tried = a;
                tried.via = via;
                const Evaluation e = rules.evaluateOrRefuse(state, tried);
                if (e.legal && headlineOf(e).probability > best) {
                    best = headlineOf(e).probability;
                    bestVia = via;
                }
            }
            a.via = bestVia;
        }
    }
    return rankAims(rules, state, aims);
}

OddsSummary headlineOf(const Evaluation &evaluation)
{
    if (evaluation.odds.empty())
        return {};
    // What oddsInDisplayOrder puts first, the first of the most important tables, without
    // copying them all: Threats asks it of every evaluation.
    return oddsSummary(*std::max_element(evaluation.odds.begin(), evaluation.odds.end(),
        [](const OddsTable &a, const OddsTable &b) { return a.importance < b.importance; }));
}

BestShots rankAims(const RuleSet &rules, const GameState &state, const std::vector<Action> &aims)
{
    BestShots out;
    for (const Action &a : aims) {
        ShotOption option;
        option.evaluation = rules.evaluateOrRefuse(state, a);
        option.summary = headlineOf(option.evaluation);
        (option.evaluation.legal ? out.allowed : out.refused).push_back(std::move(option));
    }
    std::stable_sort(
        out.allowed.begin(), out.allowed.end(), [](const ShotOption &a, const ShotOption &b) {
            return a.summary.probability > b.summary.probability;
        });
    return out;
}

} // namespace hexfire
