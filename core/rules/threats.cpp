#include "core/rules/threats.h"

#include "core/los/losengine.h"

#include <algorithm>
#include <cstdint>
#include <exception>
#include <map>
#include <mutex>
#include <thread>

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

/** An enemy attack as the maps list it once: the template and whether it aims at a hex. */
struct Listed {
    Action templ;
    bool atHex = false;
};

std::vector<Listed> listed(const RuleSet &rules, std::vector<Action> templates)
{
    std::vector<Listed> out;
    out.reserve(templates.size());
    for (Action &t : templates) {
        const ActionType *type = findByKey(rules.vocabulary().actions, t.kind);
        const bool atHex = type->target == TargetKind::Hex;
        out.push_back({std::move(t), atHex});
    }
    return out;
}

/** The units of side in hex that an attack on a unit aims at (only `only`, when given). */
void targetsIn(const GameState &state, Hex hex, const SideId &side,
    const std::optional<UnitId> &only, std::vector<const Unit *> &out)
{
    out.clear();
    for (const Unit *u : state.unitsIn(hex)) {
        if (u->onMap() && u->side == side && (!only || u->id == *only))
            out.push_back(u);
    }
}

/** An attack aimed at hex when it aims at a hex, else at each of targets, appended to aims. */
void aimAt(const Listed &attack, Hex hex, const std::vector<const Unit *> &targets,
    std::vector<Action> &aims)
{
    if (attack.atHex) {
        aims.emplace_back(attack.templ).target = hex;
        return;
    }
    for (const Unit *t : targets)
        aims.emplace_back(attack.templ).targetUnit = t->id;
}

/**
 * work(worker) on `threads` threads, this one among them (worker 0), rethrowing here the first
 * exception any of them threw once all are done.
 */
template <class Work> void inParallel(int threads, Work &&work)
{
    std::mutex failed;
    std::exception_ptr first;
    const auto run = [&](int worker) {
        try {
            work(worker);
        } catch (...) {
            const std::lock_guard lock(failed);
            if (!first)
                first = std::current_exception();
        }
    };
    std::vector<std::thread> others;
    for (int t = 1; t < threads; ++t)
        others.emplace_back(run, t);
    run(0);
    for (std::thread &t : others)
        t.join();
    if (first)
        std::rethrow_exception(first);
}

/**
 * Hands out the cells of a map to the threads working on it a few at a time, so that each gets
 * its share whichever cells are dear (where the units are), and stops them all once cancelled.
 */
class CellQueue {
public:
    CellQueue(std::size_t cells, const std::atomic<bool> *cancel)
        : m_cells(cells)
        , m_cancel(cancel)
    { }
    /** The next run of cells [from, to); false when none is left or the map was cancelled. */
    bool next(std::size_t &from, std::size_t &to)
    {
        if (m_cancel && m_cancel->load(std::memory_order_relaxed)) {
            m_cancelled.store(true, std::memory_order_relaxed);
            return false;
        }
        from = m_next.fetch_add(chunk, std::memory_order_relaxed);
        to = std::min(from + chunk, m_cells);
        return from < m_cells;
    }
    bool cancelled() const { return m_cancelled.load(std::memory_order_relaxed); }

private:
    static constexpr std::size_t chunk = 16;
    std::size_t m_cells;
    const std::atomic<bool> *m_cancel;
    std::atomic<std::size_t> m_next {0};
    std::atomic<bool> m_cancelled {false};
};

/**
 * Where an attack could find a target in the position as it is, so that the maps ask only
 * there: for attacks on a unit, the cells a unit of the threatened side stands in; for attacks
 * on a hex that need an enemy there (AttackReach::needsEnemyThere), by the attacker's side, the
 * cells a unit of another side stands in. Null: every cell (the position changes from hex to
 * hex, as with a unit moved by threatMapFor).
 */
struct TargetCells {
    const std::vector<int> *units = nullptr;
    const std::map<SideId, std::vector<int>> *enemiesOf = nullptr;
};

/** What reachOf shares between the attacks of one map. */
struct ReachScratch {
    const std::vector<Hex> *hexes = nullptr; /**< the map's, by cell */
    std::vector<std::uint8_t> seen; /**< a mark per cell, all 0 between calls */
    std::shared_ptr<const LosRules> los; /**< the position's hook, once asked for */
    std::optional<LosEngine> engine;
    /** Origin cell -> the cells seen from it, for attacks bounded by sight alone: a unit's
        attacks share its lines of sight. */
    std::map<int, std::vector<int>> visibleFrom;
};

/**
 * The cells an attack can reach at all (RuleSet::attackReach): within its range of a hex its
 * actor stands in and, when it needs sight, seen from one, among the cells where it could find
 * a target (targets); each once, in no order. nullopt: no bound, every cell. sight: whether to
 * look at lines of sight (false when they would change with the position the caller evaluates
 * in).
 */
std::optional<std::vector<int>> reachOf(const RuleSet &rules, const GameState &state,
    const Listed &listed, bool sight, const TargetCells &targets, ReachScratch &scratch)
{
    const Action &attack = listed.templ;
    const auto reach = rules.attackReach(state, attack);
    const Unit *actor = attack.actors.empty() ? nullptr : state.findUnit(attack.actors.front());
    if (!reach || !actor)
        return std::nullopt;
    const std::vector<int> *only = nullptr;
    if (!listed.atHex)
        only = targets.units;
    else if (reach->needsEnemyThere && targets.enemiesOf) {
        static const std::vector<int> none;
        const auto it = targets.enemiesOf->find(actor->side);
        only = it == targets.enemiesOf->end() ? &none : &it->second;
    }
    if (!reach->maxRange && !(reach->needsSight && sight) && !only)
        return std::nullopt;
    const MapGrid &map = state.map();
    const bool looks = reach->needsSight && sight;
    if (looks && !scratch.engine) {
        scratch.los = rules.losRules(state);
        scratch.engine.emplace(map, *scratch.los);
    }
    std::vector<int> out;
    std::vector<std::uint8_t> &seen = scratch.seen;
    const auto add = [&](int cell) {
        if (!seen[static_cast<std::size_t>(cell)]) {
            seen[static_cast<std::size_t>(cell)] = 1;
            out.push_back(cell);
        }
    };
    const auto within = [&](Hex origin, Hex h) {
        return (!reach->maxRange || distance(origin, h) <= *reach->maxRange)
            && (!looks || scratch.engine->verdict(origin, h).verdict != LosVerdict::Blocked);
    };
    std::vector<Hex> from {actor->hex};
    from.insert(from.end(), actor->alsoIn.begin(), actor->alsoIn.end());
    for (const Hex origin : from) {
        if (only) {
            // The lines of sight already drawn from this hex, for another attack of the unit,
            // answer at once; else a verdict per cell asked about.
            const auto drawn = looks
                ? scratch.visibleFrom.find(map.coordinates().tryCellIndex(origin))
                : scratch.visibleFrom.end();
            for (const int cell : *only) {
                if (seen[static_cast<std::size_t>(cell)])
                    continue;
                const Hex h = (*scratch.hexes)[static_cast<std::size_t>(cell)];
                if (drawn == scratch.visibleFrom.end()
                        ? within(origin, h)
                        : (!reach->maxRange || distance(origin, h) <= *reach->maxRange)
                            && std::binary_search(drawn->second.begin(), drawn->second.end(), cell))
                    add(cell);
            }
            continue;
        }
        if (!reach->maxRange) {
            // Sight alone bounds it: the engine's verdict-only pass over the whole map, once per
            // hex looked from.
            const int originCell = map.coordinates().tryCellIndex(origin);
            auto it = scratch.visibleFrom.find(originCell);
            if (it == scratch.visibleFrom.end()) {
                std::vector<LosResult> visible;
                scratch.engine->visibleHexes(origin, std::nullopt, visible);
                std::vector<int> cells;
                for (std::size_t cell = 0; cell < visible.size(); ++cell) {
                    if (visible[cell].verdict != LosVerdict::Blocked)
                        cells.push_back(static_cast<int>(cell));
                }
                it = scratch.visibleFrom.emplace(originCell, std::move(cells)).first;
            }
            for (const int cell : it->second)
                add(cell);
            continue;
        }
        const int r = *reach->maxRange;
        for (int dq = -r; dq <= r; ++dq) {
            for (int dr = std::max(-r, -dq - r); dr <= std::min(r, -dq + r); ++dr) {
                const Hex h(origin.q() + dq, origin.r() + dr);
                const int cell = map.coordinates().tryCellIndex(h);
                if (cell >= 0 && !seen[static_cast<std::size_t>(cell)] && within(origin, h))
                    add(cell);
            }
        }
    }
    for (const int cell : out)
        seen[static_cast<std::size_t>(cell)] = 0;
    return out;
}

/**
 * Which attacks reach each cell (reachOf), so that a cell costs what reaches it and not every
 * attack on the map: those with no bound, then by cell (offsets into one list, in attack order).
 */
struct Reaches {
    std::vector<std::uint32_t> everywhere;
    std::vector<std::uint32_t> offsets; /**< cell -> first of its attacks in byCell; cells + 1 */
    std::vector<std::uint32_t> byCell;
    int hexAttacks = 0; /**< attacks on a hex, of all */
    int unitAttacks = 0; /**< attacks on a unit, of all */

    Reaches(const RuleSet &rules, const GameState &state, const std::vector<Hex> &hexes,
        const std::vector<Listed> &attacks, bool sight, const TargetCells &targets, int threads)
    {
        const std::size_t cells = hexes.size();
        std::vector<std::optional<std::vector<int>>> reached(attacks.size());
        // A unit's attacks (listed together) go to one thread, so that they share its lines of
        // sight; each unit to whichever thread is free, since one bounded by sight casts its lines
        // over the whole map and another costs nothing (halves fixed in advance came out uneven).
        std::vector<std::size_t> runs; // where each unit's attacks start, and the end
        for (std::size_t i = 0; i < attacks.size(); ++i) {
            if (i == 0 || attacks[i].templ.actors != attacks[i - 1].templ.actors)
                runs.push_back(i);
        }
        runs.push_back(attacks.size());
        std::atomic<std::size_t> nextRun {0};
        inParallel(threads, [&](int) {
            ReachScratch scratch;
            scratch.hexes = &hexes;
            scratch.seen.assign(cells, 0);
            for (std::size_t r = nextRun++; r + 1 < runs.size(); r = nextRun++) {
                for (std::size_t i = runs[r]; i < runs[r + 1]; ++i)
                    reached[i] = reachOf(rules, state, attacks[i], sight, targets, scratch);
            }
        });
        offsets.assign(cells + 1, 0);
        for (std::size_t i = 0; i < attacks.size(); ++i) {
            (attacks[i].atHex ? hexAttacks : unitAttacks) += 1;
            if (!reached[i]) {
                everywhere.push_back(static_cast<std::uint32_t>(i));
                continue;
            }
            for (const int cell : *reached[i])
                ++offsets[static_cast<std::size_t>(cell) + 1];
        }
        for (std::size_t c = 0; c < cells; ++c)
            offsets[c + 1] += offsets[c];
        byCell.resize(offsets[cells]);
        std::vector<std::uint32_t> fill(offsets.begin(), offsets.end() - 1);
        for (std::size_t i = 0; i < attacks.size(); ++i) {
            if (!reached[i])
                continue;
            for (const int cell : *reached[i])
                byCell[fill[static_cast<std::size_t>(cell)]++] = static_cast<std::uint32_t>(i);
        }
    }
};

/**
 * The attacks that reach cell aimed at hex (or at each of targets in it), appended to aims;
 * what is skipped, the aims of the attacks that do not reach it, is counted.
 */
void aimReaching(const std::vector<Listed> &attacks, const Reaches &reaches, std::size_t cell,
    Hex hex, const std::vector<const Unit *> &targets, std::vector<Action> &aims, int &skipped)
{
    int hexWithin = 0;
    int unitWithin = 0;
    const auto aim = [&](std::uint32_t i) {
        ++(attacks[i].atHex ? hexWithin : unitWithin);
        aimAt(attacks[i], hex, targets, aims);
    };
    for (const std::uint32_t i : reaches.everywhere)
        aim(i);
    for (std::uint32_t k = reaches.offsets[cell]; k < reaches.offsets[cell + 1]; ++k)
        aim(reaches.byCell[k]);
    skipped += (reaches.hexAttacks - hexWithin)
        + (reaches.unitAttacks - unitWithin) * static_cast<int>(targets.size());
}

/** Evaluates aims and notes the best allowed headline and the number allowed in cell. */
void record(const RuleSet &rules, const GameState &state, const std::vector<Action> &aims,
    std::size_t cell, ThreatMap &out, int &evaluations)
{
    for (const Action &a : aims) {
        // Only whether it is allowed and its headline odds are kept: the rule system may spare
        // the breakdown a player would read (EvaluationDetail::Headline).
        const Evaluation e = rules.evaluateOrRefuse(state, a, EvaluationDetail::Headline);
        ++evaluations;
        if (!e.legal)
            continue;
        ++out.attacks[cell];
        out.best[cell] = std::max(out.best[cell], headlineOf(e).probability);
    }
}

/** The unit standing in hex instead, spread over no other hex (what standingIn changes). */
void standIn(GameState &state, Unit unit, Hex hex)
{
    unit.hex = hex;
    unit.alsoIn.clear();
    state.replaceUnit(unit);
}

/**
 * Visits every cell of out's map on `threads` threads, each with its own visitor from
 * makeVisitor() (called on the thread: its scratch and position copies are its own), as
 * visitor(cell, evaluations, skipped) adding to the thread's counts; then adds the counts up in
 * out, incomplete when *cancel turned true on the way.
 */
template <class MakeVisitor>
void eachCell(
    ThreatMap &out, const std::atomic<bool> *cancel, int threads, MakeVisitor &&makeVisitor)
{
    CellQueue queue(out.best.size(), cancel);
    std::vector<int> evaluations(static_cast<std::size_t>(threads), 0);
    std::vector<int> skipped(static_cast<std::size_t>(threads), 0);
    inParallel(threads, [&](int worker) {
        auto visit = makeVisitor();
        int &evaluated = evaluations[static_cast<std::size_t>(worker)];
        int &skips = skipped[static_cast<std::size_t>(worker)];
        for (std::size_t from = 0, to = 0; queue.next(from, to);) {
            for (std::size_t cell = from; cell < to; ++cell)
                visit(cell, evaluated, skips);
        }
    });
    out.complete = !queue.cancelled();
    for (const int n : evaluations)
        out.evaluations += n;
    for (const int n : skipped)
        out.skipped += n;
}

} // namespace

ParamMap defaultParams(const ActionType &type)
{
    ParamMap params;
    for (const ParamSpec &p : type.params) {
        if (p.defaultValue)
            params[p.key] = *p.defaultValue;
        else if (p.type == ParamType::Integer && p.required)
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
    std::vector<const Unit *> targets;
    targetsIn(state, hex, side, unit, targets);
    std::vector<Action> aims;
    for (const Listed &attack : listed(rules, enemyAttacks(rules, state, side)))
        aimAt(attack, hex, targets, aims);
    return rankAims(rules, state, aims);
}

ThreatMap threatMap(const RuleSet &rules, const GameState &state, const SideId &side,
    const std::atomic<bool> *cancel, int threads)
{
    threads = std::max(1, threads);
    ThreatMap out;
    out.side = side;
    const std::vector<Hex> hexes = state.map().hexes();
    out.best.assign(hexes.size(), ThreatMap::noThreat);
    out.attacks.assign(hexes.size(), 0);
    // The enemies' attacks are listed once; only their aim changes from hex to hex.
    const std::vector<Listed> attacks = listed(rules, enemyAttacks(rules, state, side));
    // An attack on a unit finds one only where a unit of the side stands, fire at a hex that
    // needs an enemy there only where a unit of another side than the attacker's stands.
    std::vector<int> sideCells;
    std::map<SideId, std::vector<int>> enemyCells;
    for (const Listed &a : attacks)
        enemyCells.try_emplace(state.unit(a.templ.actors.front()).side);
    const auto addOnce = [](std::vector<int> &cells, int cell) {
        if (cells.empty() || cells.back() != cell)
            cells.push_back(cell);
    };
    for (std::size_t cell = 0; cell < hexes.size(); ++cell) {
        for (const Unit *u : state.unitsIn(hexes[cell])) {
            if (u->side == side)
                addOnce(sideCells, static_cast<int>(cell));
            for (auto &[attacker, cells] : enemyCells) {
                if (attacker != u->side)
                    addOnce(cells, static_cast<int>(cell));
            }
        }
    }
    const Reaches reaches(
        rules, state, hexes, attacks, true, TargetCells {&sideCells, &enemyCells}, threads);
    eachCell(out, cancel, threads, [&] {
        return [&, targets = std::vector<const Unit *>(), aims = std::vector<Action>()](
                   std::size_t cell, int &evaluated, int &skips) mutable {
            targetsIn(state, hexes[cell], side, std::nullopt, targets);
            aims.clear();
            aimReaching(attacks, reaches, cell, hexes[cell], targets, aims, skips);
            record(rules, state, aims, cell, out, evaluated);
        };
    });
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
    const std::atomic<bool> *cancel, int threads)
{
    threads = std::max(1, threads);
    const Unit &u = state.unit(unit);
    ThreatMap out;
    out.side = u.side;
    const std::vector<Hex> hexes = state.map().hexes();
    out.best.assign(hexes.size(), ThreatMap::noThreat);
    out.attacks.assign(hexes.size(), 0);
    const std::vector<Listed> attacks = listed(rules, enemyAttacks(rules, state, u.side));
    // Where lines of sight depend on where units stand, moving the unit may open or close one.
    const Reaches reaches(
        rules, state, hexes, attacks, !rules.losInputs().units, TargetCells {}, threads);
    eachCell(out, cancel, threads, [&] {
        // One copy of the position per thread, the unit moved in it from hex to hex
        // (standingIn without a copy per hex).
        return [&, there = GameState(state), targets = std::vector<const Unit *>(),
                   aims = std::vector<Action>()](
                   std::size_t cell, int &evaluated, int &skips) mutable {
            const Hex hex = hexes[cell];
            const auto units = state.unitsIn(hex);
            if (std::any_of(units.begin(), units.end(),
                    [&](const Unit *other) { return other->onMap() && other->side != u.side; }))
                return;
            const bool asItStands = u.occupies(hex);
            if (!asItStands)
                standIn(there, u, hex);
            const GameState &position = asItStands ? state : there;
            targetsIn(position, hex, u.side, unit, targets);
            aims.clear();
            aimReaching(attacks, reaches, cell, hex, targets, aims, skips);
            record(rules, position, aims, cell, out, evaluated);
        };
    });
    return out;
}

} // namespace hexfire
