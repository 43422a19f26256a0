#include "core/rules/threats.h"

#include "core/los/losengine.h"

#include <algorithm>
#include <cstdint>

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

/** Each template (those listed by index in `which`; all without) aimed at hex (or at each unit
    of side in it), appended to aims. */
void aimAt(const RuleSet &rules, const GameState &state, const std::vector<Action> &templates,
    Hex hex, const SideId &side, const std::optional<UnitId> &only, std::vector<Action> &aims,
    const std::vector<std::size_t> *which = nullptr)
{
    std::vector<const Unit *> targets;
    for (const Unit *u : state.unitsIn(hex)) {
        if (u->onMap() && u->side == side && (!only || u->id == *only))
            targets.push_back(u);
    }
    const std::size_t count = which ? which->size() : templates.size();
    for (std::size_t k = 0; k < count; ++k) {
        const Action &templ = templates[which ? (*which)[k] : k];
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

/** How many aims aimAt would make of the templates listed by index, without making them. */
int aimCount(const RuleSet &rules, const GameState &state, const std::vector<Action> &templates,
    const std::vector<std::size_t> &which, Hex hex, const SideId &side,
    const std::optional<UnitId> &only)
{
    if (which.empty())
        return 0;
    int targets = 0;
    for (const Unit *u : state.unitsIn(hex))
        targets += u->onMap() && u->side == side && (!only || u->id == *only) ? 1 : 0;
    int count = 0;
    for (const std::size_t i : which) {
        const ActionType *type = findByKey(rules.vocabulary().actions, templates[i].kind);
        count += type->target == TargetKind::Hex ? 1 : targets;
    }
    return count;
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

/**
 * By cell, whether the attack can reach it at all (RuleSet::attackReach): within its range of
 * a hex its actor stands in and, when it needs sight, seen from one. Empty: no bound, every
 * cell. sight: whether to look at lines of sight (false when they would change with the
 * position the caller evaluates in).
 */
std::vector<std::uint8_t> reachOf(
    const RuleSet &rules, const GameState &state, const Action &attack, bool sight)
{
    const auto reach = rules.attackReach(state, attack);
    const Unit *actor = attack.actors.empty() ? nullptr : state.findUnit(attack.actors.front());
    if (!reach || !actor || (!reach->maxRange && !(reach->needsSight && sight)))
        return {};
    const MapGrid &map = state.map();
    std::vector<std::uint8_t> out(static_cast<std::size_t>(map.hexCount()), 0);
    std::vector<Hex> from {actor->hex};
    from.insert(from.end(), actor->alsoIn.begin(), actor->alsoIn.end());
    const std::shared_ptr<const LosRules> los
        = reach->needsSight && sight ? rules.losRules(state) : std::shared_ptr<const LosRules>();
    std::optional<LosEngine> engine;
    if (los)
        engine.emplace(map, *los);
    const auto consider = [&](Hex origin, Hex h) {
        const int cell = map.coordinates().tryCellIndex(h);
        if (cell < 0 || out[static_cast<std::size_t>(cell)])
            return;
        if (!engine || engine->verdict(origin, h).verdict != LosVerdict::Blocked)
            out[static_cast<std::size_t>(cell)] = 1;
    };
    std::vector<LosResult> seen;
    for (const Hex origin : from) {
        if (!reach->maxRange) {
            // Sight alone bounds it: the engine's verdict-only pass over the whole map.
            engine->visibleHexes(origin, std::nullopt, seen);
            for (std::size_t cell = 0; cell < seen.size(); ++cell)
                out[cell] = out[cell] || seen[cell].verdict != LosVerdict::Blocked ? 1 : 0;
            continue;
        }
        const int r = *reach->maxRange;
        for (int dq = -r; dq <= r; ++dq) {
            for (int dr = std::max(-r, -dq - r); dr <= std::min(r, -dq + r); ++dr)
                consider(origin, Hex(origin.q() + dq, origin.r() + dr));
        }
    }
    return out;
}

/** Every enemy attack's reach (reachOf), parallel to the templates. */
std::vector<std::vector<std::uint8_t>> reachesOf(
    const RuleSet &rules, const GameState &state, const std::vector<Action> &templates, bool sight)
{
    std::vector<std::vector<std::uint8_t>> out;
    out.reserve(templates.size());
    for (const Action &t : templates)
        out.push_back(reachOf(rules, state, t, sight));
    return out;
}

/** The templates that reach cell and those that do not, by index (reaches from reachesOf). */
void reaching(const std::vector<std::vector<std::uint8_t>> &reaches, std::size_t cell,
    std::vector<std::size_t> &within, std::vector<std::size_t> &outside)
{
    within.clear();
    outside.clear();
    for (std::size_t i = 0; i < reaches.size(); ++i) {
        if (reaches[i].empty() || reaches[i][cell])
            within.push_back(i);
        else
            outside.push_back(i);
    }
}

/** The unit standing in hex instead, spread over no other hex (what standingIn changes). */
void standIn(GameState &state, Unit unit, Hex hex)
{
    unit.hex = hex;
    unit.alsoIn.clear();
    state.replaceUnit(unit);
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

ThreatMap threatMap(const RuleSet &rules, const GameState &state, const SideId &side,
    const std::atomic<bool> *cancel)
{
    ThreatMap out;
    out.side = side;
    const std::vector<Hex> hexes = state.map().hexes();
    out.best.assign(hexes.size(), ThreatMap::noThreat);
    out.attacks.assign(hexes.size(), 0);
    // The enemies' attacks are listed once; only their aim changes from hex to hex.
    const std::vector<Action> templates = enemyAttacks(rules, state, side);
    const auto reaches = reachesOf(rules, state, templates, true);
    std::vector<std::size_t> within;
    std::vector<std::size_t> outside;
    std::vector<Action> aims;
    for (std::size_t cell = 0; cell < hexes.size(); ++cell) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            out.complete = false;
            return out;
        }
        reaching(reaches, cell, within, outside);
        aims.clear();
        aimAt(rules, state, templates, hexes[cell], side, std::nullopt, aims, &within);
        record(rules, state, aims, cell, out);
        out.skipped += aimCount(rules, state, templates, outside, hexes[cell], side, std::nullopt);
    }
    return out;
}

GameState standingIn(const GameState &state, const UnitId &unit, Hex hex)
{
    const Unit &u = state.unit(unit);
    if (u.occupies(hex))
        return state;
    GameState there = state;
    standIn(there, u, hex);
    return there;
}

ThreatMap threatMapFor(const RuleSet &rules, const GameState &state, const UnitId &unit,
    const std::atomic<bool> *cancel)
{
    const Unit &u = state.unit(unit);
    ThreatMap out;
    out.side = u.side;
    const std::vector<Hex> hexes = state.map().hexes();
    out.best.assign(hexes.size(), ThreatMap::noThreat);
    out.attacks.assign(hexes.size(), 0);
    const std::vector<Action> templates = enemyAttacks(rules, state, u.side);
    // Where lines of sight depend on where units stand, moving the unit may open or close one.
    const auto reaches = reachesOf(rules, state, templates, !rules.losInputs().units);
    std::vector<std::size_t> within;
    std::vector<std::size_t> outside;
    std::vector<Action> aims;
    // One copy of the position, the unit moved in it from hex to hex (standingIn without a copy
    // per hex).
    GameState there = state;
    for (std::size_t cell = 0; cell < hexes.size(); ++cell) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            out.complete = false;
            return out;
        }
        const Hex hex = hexes[cell];
        const auto units = state.unitsIn(hex);
        if (std::any_of(units.begin(), units.end(),
                [&](const Unit *other) { return other->onMap() && other->side != u.side; }))
            continue;
        reaching(reaches, cell, within, outside);
        const bool asItStands = u.occupies(hex);
        if (!asItStands)
            standIn(there, u, hex);
        const GameState &position = asItStands ? state : there;
        aims.clear();
        aimAt(rules, position, templates, hex, u.side, unit, aims, &within);
        record(rules, position, aims, cell, out);
        out.skipped += aimCount(rules, position, templates, outside, hex, u.side, unit);
    }
    return out;
}

} // namespace hexfire
