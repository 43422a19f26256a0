#include "core/rules/threats.h"

#include <algorithm>

namespace hexfire {

namespace {

/** The templates of every unit on the map not of `side`, in setup order. */
std::vector<Action> enemyAttacks(const RuleSet &rules, const GameState &state, const SideId &side)
{
    std::vector<Action> out;
    for (const Unit &u : state.units()) {
        if (!u.onMap() || u.side == side)
            continue;
        for (Action &a : attackTemplates(rules, state, u))
            out.push_back(std::move(a));
    }
    return out;
}

/** Each template aimed at hex (or at each unit of side in it), appended to aims. */
void aimAt(const RuleSet &rules, const GameState &state, const std::vector<Action> &templates,
    Hex hex, const SideId &side, const std::optional<UnitId> &only, std::vector<Action> &aims)
{
    std::vector<const Unit *> targets;
    for (const Unit *u : state.unitsIn(hex)) {
        if (u->onMap() && u->side == side && (!only || u->id == *only))
            targets.push_back(u);
    }
    for (const Action &templ : templates) {
        const ActionType *type = findByKey(rules.vocabulary().actions, templ.kind);
        if (type->target == TargetKind::Hex) {
            Action a = templ;
            a.target = hex;
            aims.push_back(std::move(a));
        } else {
            for (const Unit *t : targets) {
                Action a = templ;
                a.targetUnit = t->id;
                aims.push_back(std::move(a));
            }
        }
    }
}

/** Evaluates aims and notes the best allowed headline and the number allowed in cell. */
void record(const RuleSet &rules, const GameState &state, const std::vector<Action> &aims,
    std::size_t cell, ThreatMap &out)
{
    for (const Action &a : aims) {
        const Evaluation e = rules.evaluateOrRefuse(state, a);
        ++out.evaluations;
        if (!e.legal)
            continue;
        ++out.attacks[cell];
        out.best[cell] = std::max(out.best[cell], headlineOf(e).probability);
    }
}

} // namespace

ParamMap defaultParams(const ActionType &type)
{
    ParamMap params;
    for (const ParamSpec &p : type.params) {
        if (p.defaultValue)
            params[p.key] = *p.defaultValue;
        else if (p.type == ParamType::Integer)
            params[p.key] = p.minimum;
        else if (p.type == ParamType::Flag)
            params[p.key] = false;
        else if (p.type == ParamType::Choice && p.required && !p.choices.empty())
            params[p.key] = p.choices.front().key;
    }
    return params;
}

std::vector<Action> attackTemplates(const RuleSet &rules, const GameState &state, const Unit &unit)
{
    std::vector<Action> out;
    for (const std::string &key : rules.availableActions(state, {unit.id})) {
        const ActionType *type = findByKey(rules.vocabulary().actions, key);
        if (!type || !type->attacks || type->actors == ActorRule::None
            || type->target == TargetKind::None)
            continue;
        Action a;
        a.kind = type->key;
        a.actors = {unit.id};
        a.params = defaultParams(*type);
        out.push_back(std::move(a));
    }
    return out;
}

BestShots threatsTo(const RuleSet &rules, const GameState &state, Hex hex, const SideId &side,
    const std::optional<UnitId> &unit)
{
    if (!state.map().contains(hex))
        return {};
    std::vector<Action> aims;
    aimAt(rules, state, enemyAttacks(rules, state, side), hex, side, unit, aims);
    return rankAims(rules, state, aims);
}

ThreatMap threatMap(const RuleSet &rules, const GameState &state, const SideId &side)
{
    ThreatMap out;
    out.side = side;
    const std::vector<Hex> hexes = state.map().hexes();
    out.best.assign(hexes.size(), ThreatMap::noThreat);
    out.attacks.assign(hexes.size(), 0);
    // The enemies' attacks are listed once; only their aim changes from hex to hex.
    const std::vector<Action> templates = enemyAttacks(rules, state, side);
    std::vector<Action> aims;
    for (std::size_t cell = 0; cell < hexes.size(); ++cell) {
        aims.clear();
        aimAt(rules, state, templates, hexes[cell], side, std::nullopt, aims);
        record(rules, state, aims, cell, out);
    }
    return out;
}

GameState standingIn(const GameState &state, const UnitId &unit, Hex hex)
{
    const Unit &u = state.unit(unit);
    if (u.occupies(hex))
        return state;
    GameState there = state;
    Unit moved = u;
    moved.hex = hex;
    moved.alsoIn.clear();
    there.replaceUnit(moved);
    return there;
}

ThreatMap threatMapFor(const RuleSet &rules, const GameState &state, const UnitId &unit)
{
    const Unit &u = state.unit(unit);
    ThreatMap out;
    out.side = u.side;
    const std::vector<Hex> hexes = state.map().hexes();
    out.best.assign(hexes.size(), ThreatMap::noThreat);
    out.attacks.assign(hexes.size(), 0);
    const std::vector<Action> templates = enemyAttacks(rules, state, u.side);
    std::vector<Action> aims;
    for (std::size_t cell = 0; cell < hexes.size(); ++cell) {
        const auto units = state.unitsIn(hexes[cell]);
        if (std::any_of(units.begin(), units.end(),
                [&](const Unit *other) { return other->onMap() && other->side != u.side; }))
            continue;
        const GameState there = standingIn(state, unit, hexes[cell]);
        aims.clear();
        aimAt(rules, there, templates, hexes[cell], u.side, unit, aims);
        record(rules, there, aims, cell, out);
    }
    return out;
}

} // namespace hexfire
