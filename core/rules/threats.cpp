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

/** What reachOf found of one attack. */
struct Reach {
    /** The cells it reaches, each once, in no order; nullopt: no bound, every cell. */
    std::optional<std::vector<int>> cells;
    /** An attack on a unit that falls on the target's group out of its sight
        (AttackReach::unseenFallsOnGroup): cells holds the cells it sees within its range, and
        in range out of sight it is evaluated once per group (UnseenOutcomes). */
    bool grouped = false;
    std::optional<int> maxRange;
    std::vector<Hex> from; /**< the hexes its actor stands in */
};

/**
 * The cells an attack can reach at all (RuleSet::attackReach): within its range of a hex its
 * actor stands in and, when it needs sight, seen from one, among the cells where it could find
 * a target (targets). sight: whether to look at lines of sight (false when they would change
 * with the position the caller evaluates in).
 */
Reach reachOf(const RuleSet &rules, const GameState &state, const Listed &listed, bool sight,
    const TargetCells &targets, ReachScratch &scratch)
{
    const Action &attack = listed.templ;
    const auto reach = rules.attackReach(state, attack);
    const Unit *actor = attack.actors.empty() ? nullptr : state.findUnit(attack.actors.front());
    if (!reach || !actor)
        return {};
    Reach found;
    found.grouped = reach->unseenFallsOnGroup && sight && !listed.atHex;
    found.maxRange = reach->maxRange;
    found.from = {actor->hex};
    found.from.insert(found.from.end(), actor->alsoIn.begin(), actor->alsoIn.end());
    const std::vector<int> *only = nullptr;
    if (!listed.atHex)
        only = targets.units;
    else if (reach->needsEnemyThere && targets.enemiesOf) {
        static const std::vector<int> none;
        const auto it = targets.enemiesOf->find(actor->side);
        only = it == targets.enemiesOf->end() ? &none : &it->second;
    }
    const bool looks = (reach->needsSight || found.grouped) && sight;
    if (!reach->maxRange && !looks && !only)
        return {};
    const MapGrid &map = state.map();
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
    for (const Hex origin : found.from) {
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
    found.cells = std::move(out);
    return found;
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
    /** The attacks that fall on a group out of sight (Reach::grouped), by slot. */
    struct Grouped {
        std::uint32_t attack = 0;
        std::optional<int> maxRange;
        std::vector<Hex> from;
        std::vector<int> seen; /**< the cells it sees within range, sorted */
        bool inRange(Hex h) const
        {
            return !maxRange || std::any_of(from.begin(), from.end(), [&](Hex origin) {
                return distance(origin, h) <= *maxRange;
            });
        }
        /** In range and out of sight: where it falls on the group. */
        bool unseenIn(int cell, Hex h) const
        {
            return inRange(h) && !std::binary_search(seen.begin(), seen.end(), cell);
        }
    };
    std::vector<Grouped> grouped;
    std::vector<int> slotOf; /**< attack -> its slot in grouped, or -1 */

    Reaches(const RuleSet &rules, const GameState &state, const std::vector<Hex> &hexes,
        const std::vector<Listed> &attacks, bool sight, const TargetCells &targets, int threads)
    {
        const std::size_t cells = hexes.size();
        std::vector<Reach> reached(attacks.size());
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
        slotOf.assign(attacks.size(), -1);
        for (std::size_t i = 0; i < attacks.size(); ++i) {
            (attacks[i].atHex ? hexAttacks : unitAttacks) += 1;
            if (!reached[i].cells) {
                everywhere.push_back(static_cast<std::uint32_t>(i));
                continue;
            }
            for (const int cell : *reached[i].cells)
                ++offsets[static_cast<std::size_t>(cell) + 1];
            if (reached[i].grouped) {
                slotOf[i] = static_cast<int>(grouped.size());
                std::vector<int> seen = *reached[i].cells;
                std::sort(seen.begin(), seen.end());
                grouped.push_back({static_cast<std::uint32_t>(i), reached[i].maxRange,
                    std::move(reached[i].from), std::move(seen)});
            }
        }
        for (std::size_t c = 0; c < cells; ++c)
            offsets[c + 1] += offsets[c];
        byCell.resize(offsets[cells]);
        std::vector<std::uint32_t> fill(offsets.begin(), offsets.end() - 1);
        for (std::size_t i = 0; i < attacks.size(); ++i) {
            if (!reached[i].cells)
                continue;
            for (const int cell : *reached[i].cells)
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

/** What a map keeps of an evaluation: whether it is allowed, and its headline odds. */
struct Threat {
    bool legal = false;
    double probability = 0.0;
};

Threat evaluated(const RuleSet &rules, const GameState &state, const Action &a)
{
    // The rule system may spare the breakdown a player would read (EvaluationDetail::Headline).
    const Evaluation e = rules.evaluateOrRefuse(state, a, EvaluationDetail::Headline);
    return e.legal ? Threat {true, headlineOf(e).probability} : Threat {};
}

/** Notes an outcome in cell: the best allowed headline and the number allowed. */
void note(const Threat &o, std::size_t cell, ThreatMap &out)
{
    if (!o.legal)
        return;
    ++out.attacks[cell];
    out.best[cell] = std::max(out.best[cell], o.probability);
}

/** What a thread counts of a map's attacks (ThreatMap's counts). */
struct Counts {
    int evaluations = 0;
    int skipped = 0;
    int shared = 0;
};

/** Evaluates aims and notes each outcome in cell. */
void record(const RuleSet &rules, const GameState &state, const std::vector<Action> &aims,
    std::size_t cell, ThreatMap &out, Counts &counts)
{
    for (const Action &a : aims) {
        note(evaluated(rules, state, a), cell, out);
        ++counts.evaluations;
    }
}

/**
 * The outcomes of the attacks that fall on a group out of sight (Reaches::grouped): one
 * evaluation per attack and target group, aimed at a unit of the group standing alone in a hex
 * the attack does not see, answers for every other such unit of the group (bySlot, filled by
 * the map before its cells).
 */
struct UnseenOutcomes {
    /** An evaluation that answers for a group, and which aim it was (counted evaluated, not
        shared, where the map comes to it). */
    struct Answer {
        std::optional<Threat> threat;
        int cell = -1;
        UnitId unit;
        /** No unit of the group in the attack's sight: refused, skipped like any out of reach. */
        bool outOfSight = false;
    };
    int groups = 1;
    std::vector<Answer> bySlot; /**< slot * groups + group */

    UnseenOutcomes(const Reaches &reaches, int groupCount)
        : groups(groupCount)
        , bySlot(reaches.grouped.size() * static_cast<std::size_t>(groupCount))
    { }
    Answer &at(std::size_t slot, int group)
    {
        return bySlot[slot * static_cast<std::size_t>(groups) + static_cast<std::size_t>(group)];
    }

    /**
     * The grouped attacks that do not see cell but reach its range (aimReaching counted them
     * skipped): on each of targets standing in it alone, the outcome out of sight for its group
     * (groupOf(unit)), counted shared; on a target spread over several hexes, an aim like any
     * other. marks: one byte per slot, all 0 between calls.
     */
    template <class GroupOf>
    void share(const std::vector<Listed> &attacks, const Reaches &reaches, std::size_t cell,
        Hex hex, const std::vector<const Unit *> &targets, GroupOf &&groupOf,
        std::vector<std::uint8_t> &marks, std::vector<Action> &aims, ThreatMap &out,
        Counts &counts) const
    {
        if (reaches.grouped.empty() || targets.empty())
            return;
        for (std::uint32_t k = reaches.offsets[cell]; k < reaches.offsets[cell + 1]; ++k) {
            if (const int slot = reaches.slotOf[reaches.byCell[k]]; slot >= 0)
                marks[static_cast<std::size_t>(slot)] = 1;
        }
        for (std::size_t slot = 0; slot < reaches.grouped.size(); ++slot) {
            if (marks[slot]) {
                marks[slot] = 0;
                continue;
            }
            const Reaches::Grouped &g = reaches.grouped[slot];
            if (!g.inRange(hex))
                continue;
            for (const Unit *t : targets) {
                --counts.skipped; // counted back below when it stays skipped
                if (!t->alsoIn.empty()) {
                    aims.emplace_back(attacks[g.attack].templ).targetUnit = t->id;
                    continue;
                }
                const Answer &answer = bySlot[slot * static_cast<std::size_t>(groups)
                    + static_cast<std::size_t>(groupOf(*t))];
                if (answer.outOfSight) {
                    ++counts.skipped;
                    continue;
                }
                if (!answer.threat) {
                    // Not worked out (the map was cancelled first): asked like any other.
                    aims.emplace_back(attacks[g.attack].templ).targetUnit = t->id;
                    continue;
                }
                note(*answer.threat, cell, out);
                if (answer.cell != static_cast<int>(cell) || answer.unit != t->id)
                    ++counts.shared;
            }
        }
    }
};

/**
 * answer(slot, evaluations) for each attack that falls on a group (Reaches::grouped), each to
 * whichever of `threads` threads is free, every thread with its own answer from makeAnswer()
 * (its scratch is its own), counting the evaluations it makes; adds them to out's. Stops once
 * *cancel is true.
 */
template <class MakeAnswer>
void eachGrouped(const Reaches &reaches, ThreatMap &out, const std::atomic<bool> *cancel,
    int threads, MakeAnswer &&makeAnswer)
{
    if (reaches.grouped.empty())
        return;
    std::atomic<std::size_t> next {0};
    std::vector<int> evaluations(static_cast<std::size_t>(threads), 0);
    inParallel(threads, [&](int worker) {
        auto answer = makeAnswer();
        for (std::size_t slot = next++; slot < reaches.grouped.size(); slot = next++) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return;
            answer(slot, evaluations[static_cast<std::size_t>(worker)]);
        }
    });
    for (const int n : evaluations)
        out.evaluations += n;
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
 * visitor(cell, counts) adding to the thread's counts; then adds the counts up in out,
 * incomplete when *cancel turned true on the way.
 */
template <class MakeVisitor>
void eachCell(
    ThreatMap &out, const std::atomic<bool> *cancel, int threads, MakeVisitor &&makeVisitor)
{
    CellQueue queue(out.best.size(), cancel);
    std::vector<Counts> counts(static_cast<std::size_t>(threads));
    inParallel(threads, [&](int worker) {
        auto visit = makeVisitor();
        Counts &mine = counts[static_cast<std::size_t>(worker)];
        for (std::size_t from = 0, to = 0; queue.next(from, to);) {
            for (std::size_t cell = from; cell < to; ++cell)
                visit(cell, mine);
        }
    });
    out.complete = !queue.cancelled();
    for (const Counts &c : counts) {
        out.evaluations += c.evaluations;
        out.skipped += c.skipped;
        out.shared += c.shared;
    }
}

/** Whether a unit of a side other than `side` stands in hex. */
bool enemyIn(const GameState &state, Hex hex, const SideId &side)
{
    const auto units = state.unitsIn(hex);
    return std::any_of(units.begin(), units.end(),
        [&](const Unit *other) { return other->onMap() && other->side != side; });
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
    // The groups the side's units fall in, for the attacks that fall on a group out of sight.
    std::vector<int> groupOf;
    int groups = 0;
    if (!reaches.grouped.empty()) {
        std::map<std::string, int> numbers;
        groupOf.assign(state.units().size(), -1);
        for (std::size_t i = 0; i < state.units().size(); ++i) {
            const Unit &u = state.units()[i];
            if (u.side == side && u.onMap())
                groupOf[i] = numbers
                                 .try_emplace(rules.attackedGroup(state, u),
                                     static_cast<int>(numbers.size()))
                                 .first->second;
        }
        groups = static_cast<int>(numbers.size());
    }
    const auto groupOfUnit = [&](const Unit &u) {
        return groupOf[static_cast<std::size_t>(&u - state.units().data())];
    };
    UnseenOutcomes unseen(reaches, groups);
    // Each attack's first unit of each group out of its sight, in cell order, answers for the
    // group.
    eachGrouped(reaches, out, cancel, threads, [&] {
        return [&, targets = std::vector<const Unit *>(),
                   inSight = std::vector<std::uint8_t>(static_cast<std::size_t>(groups))](
                   std::size_t slot, int &evaluations) mutable {
            const Reaches::Grouped &g = reaches.grouped[slot];
            // The groups with a unit in the attack's sight; the others are refused.
            std::fill(inSight.begin(), inSight.end(), 0);
            for (const int cell : g.seen) {
                targetsIn(
                    state, hexes[static_cast<std::size_t>(cell)], side, std::nullopt, targets);
                for (const Unit *t : targets)
                    inSight[static_cast<std::size_t>(groupOfUnit(*t))] = 1;
            }
            for (int group = 0; group < groups; ++group)
                unseen.at(slot, group).outOfSight = !inSight[static_cast<std::size_t>(group)];
            for (const int cell : sideCells) {
                const Hex hex = hexes[static_cast<std::size_t>(cell)];
                if (!g.unseenIn(cell, hex))
                    continue;
                targetsIn(state, hex, side, std::nullopt, targets);
                for (const Unit *t : targets) {
                    UnseenOutcomes::Answer &answer = unseen.at(slot, groupOfUnit(*t));
                    if (answer.threat || answer.outOfSight || !t->alsoIn.empty())
                        continue;
                    Action a = attacks[g.attack].templ;
                    a.targetUnit = t->id;
                    answer = {evaluated(rules, state, a), cell, t->id};
                    ++evaluations;
                }
            }
        };
    });
    eachCell(out, cancel, threads, [&] {
        return [&, targets = std::vector<const Unit *>(), aims = std::vector<Action>(),
                   marks = std::vector<std::uint8_t>(reaches.grouped.size(), 0)](
                   std::size_t cell, Counts &counts) mutable {
            const Hex hex = hexes[cell];
            targetsIn(state, hex, side, std::nullopt, targets);
            aims.clear();
            aimReaching(attacks, reaches, cell, hex, targets, aims, counts.skipped);
            unseen.share(
                attacks, reaches, cell, hex, targets, groupOfUnit, marks, aims, out, counts);
            record(rules, state, aims, cell, out, counts);
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
    UnseenOutcomes unseen(reaches, 1);
    // The cells of the other units of its group, for whichever of them an attack sees.
    std::vector<int> groupCells;
    if (!reaches.grouped.empty()) {
        const std::string group = rules.attackedGroup(state, u);
        for (const Unit &other : state.units()) {
            if (other.id == unit || !other.onMap() || other.side != u.side
                || rules.attackedGroup(state, other) != group)
                continue;
            groupCells.push_back(state.map().coordinates().tryCellIndex(other.hex));
            for (const Hex h : other.alsoIn)
                groupCells.push_back(state.map().coordinates().tryCellIndex(h));
        }
    }
    // Each attack that falls on the unit's group out of sight: the unit in the first hex (in
    // cell order) it may stand in alone out of the attack's sight answers for them all.
    eachGrouped(reaches, out, cancel, threads, [&] {
        return [&, there = GameState(state)](std::size_t slot, int &evaluations) mutable {
            const Reaches::Grouped &g = reaches.grouped[slot];
            if (std::none_of(groupCells.begin(), groupCells.end(), [&](int cell) {
                    return std::binary_search(g.seen.begin(), g.seen.end(), cell);
                })) {
                // Out of sight, the unit is refused with the rest of its group.
                unseen.at(slot, 0).outOfSight = true;
                return;
            }
            for (std::size_t cell = 0; cell < hexes.size(); ++cell) {
                const Hex hex = hexes[cell];
                const bool asItStands = u.occupies(hex);
                if ((asItStands && !u.alsoIn.empty()) || !g.unseenIn(static_cast<int>(cell), hex)
                    || enemyIn(state, hex, u.side))
                    continue;
                if (!asItStands)
                    standIn(there, u, hex);
                Action a = attacks[g.attack].templ;
                a.targetUnit = unit;
                unseen.at(slot, 0) = {
                    evaluated(rules, asItStands ? state : there, a), static_cast<int>(cell), unit};
                ++evaluations;
                return;
            }
        };
    });
    eachCell(out, cancel, threads, [&] {
        // One copy of the position per thread, the unit moved in it from hex to hex
        // (standingIn without a copy per hex).
        return [&, there = GameState(state), targets = std::vector<const Unit *>(),
                   aims = std::vector<Action>(),
                   marks = std::vector<std::uint8_t>(reaches.grouped.size(), 0)](
                   std::size_t cell, Counts &counts) mutable {
            const Hex hex = hexes[cell];
            if (enemyIn(state, hex, u.side))
                return;
            const bool asItStands = u.occupies(hex);
            if (!asItStands)
                standIn(there, u, hex);
            const GameState &position = asItStands ? state : there;
            targetsIn(position, hex, u.side, unit, targets);
            aims.clear();
            aimReaching(attacks, reaches, cell, hex, targets, aims, counts.skipped);
            unseen.share(
                attacks, reaches, cell, hex, targets, [](const Unit &) { return 0; }, marks, aims,
                out, counts);
            record(rules, position, aims, cell, out, counts);
        };
    });
    return out;
}

} // namespace hexfire
