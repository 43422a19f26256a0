#include "core/rules/labataille/lbretreat.h"

#include "core/rules/labataille/lbretreatchoice.h"

#include "core/rules/labataille/lbfire.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/mapcue.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletools.h"

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <tuple>

namespace hexfire::labataille {

namespace {

/** A path found so far and what the priorities compare. */
struct Label {
    std::vector<Hex> path;
    int cost = 0; /**< movement points (a rout: hexes) */
    int friendly = 0; /**< hexes entered that hold friendly units */
    int zdi = 0; /**< hexes entered inside an enemy zone of influence */
    bool extended = false; /**< some step leads on from it */
};

/** What the retreat needs to know of the enemy, worked out once. */
struct Enemies {
    std::vector<Hex> hexes; /**< every hex an enemy unit (not a leader) stands in */
    std::vector<Hex> zdi; /**< hexes next to an enemy's front hexsides */
};

bool isLeader(const Unit &u)
{
    const LbProfile *p = profileOf<LbProfile>(u);
    return p && p->kind == UnitKind::Leader;
}

bool contains(const std::vector<Hex> &hexes, Hex h)
{
    return std::find(hexes.begin(), hexes.end(), h) != hexes.end();
}

Enemies enemiesOf(const GameState &state, const SideId &side)
{
    Enemies e;
    for (const Unit &u : state.units()) {
        if (u.side == side || !u.onMap() || isLeader(u))
            continue;
        std::vector<Hex> own {u.hex};
        own.insert(own.end(), u.alsoIn.begin(), u.alsoIn.end());
        e.hexes.insert(e.hexes.end(), own.begin(), own.end());
        const LbProfile *p = profileOf<LbProfile>(u);
        const auto classes = labataille::hexsideClasses(u);
        // A carré and a routed unit have no zone of influence (2.5.2).
        if (!p || p->formation == Formation::Carre || u.status.has(statuses::routed) || !classes)
            continue;
        for (const Hex h : own) {
            for (const HexDirection d : allDirections) {
                if ((*classes)[static_cast<std::size_t>(index(d))] == HexsideClass::Front)
                    e.zdi.push_back(neighbor(h, d));
            }
        }
    }
    return e;
}

/**
 * Movement points to enter `to` across the hexside from `from`, or none where the unit may not go:
 * the Heilsberg 1807 costs that REFERENCE 2.5.2 takes for Friedland (the movement table of the
 * movement rules replaces them when it is published). Unknown terrain costs 1.
 */
std::optional<int> costOf(const GameState &state, UnitKind kind, Hex from, HexDirection d)
{
    const Hex to = neighbor(from, d);
    const std::string &terrain = state.map().terrain(to).id;
    const auto pick = [&](int inf, int cav, int art) -> std::optional<int> {
        const int c = kind == UnitKind::Cavalry ? cav : kind == UnitKind::Artillery ? art : inf;
        if (c < 0)
            return std::nullopt;
        return c;
    };
    std::optional<int> cost = 1;
    if (terrain == "village" || terrain == "hamlet" || terrain == "town" || terrain == "city")
        cost = 3;
    else if (terrain == "woods" || terrain == "forest")
        cost = pick(2, 5, -1);
    else if (terrain == "garden")
        cost = pick(2, 2, 4);
    else if (terrain == "swamp")
        cost = pick(4, -1, -1);
    else if (terrain == "river")
        cost = std::nullopt;
    if (!cost)
        return cost;
    const std::string_view side = state.map().hexsideFeature(from, d);
    if (side == "river")
        return std::nullopt;
    if (side == "slope")
        return *cost + *pick(2, 3, 4);
    if (side == "stream")
        return *cost + *pick(3, 5, 4);
    return cost;
}

/** Whether stepping from `at` to `next` keeps at least every enemy's distance. */
bool neverNearer(const Enemies &enemies, Hex at, Hex next)
{
    return std::all_of(enemies.hexes.begin(), enemies.hexes.end(),
        [&](Hex e) { return distance(next, e) >= distance(at, e); });
}

bool nextToEnemy(const Enemies &enemies, Hex h)
{
    return std::any_of(
        enemies.hexes.begin(), enemies.hexes.end(), [&](Hex e) { return distance(h, e) <= 1; });
}

bool holdsFriend(const GameState &state, const Unit &u, Hex h)
{
    for (const Unit *o : state.unitsIn(h)) {
        if (o->side == u.side && o->id != u.id)
            return true;
    }
    return false;
}

/** The nearest enemy's distance from h (a large number without enemies). */
int nearest(const Enemies &enemies, Hex h)
{
    int best = 1 << 20;
    for (const Hex e : enemies.hexes)
        best = std::min(best, distance(h, e));
    return best;
}

/** The priorities that come after the length: lower is better. */
auto rankOf(const GameState &state, const Enemies &enemies, const Label &l)
{
    const Hex end = l.path.back();
    return std::make_tuple(-static_cast<int>(l.path.size()), l.cost, l.friendly,
        -nearest(enemies, end), isCoverTerrain(state.map().terrain(end).id) ? 0 : 1, l.zdi);
}

/** Every path layer by layer: one best label per hex and number of steps. */
std::vector<Label> paths(
    const GameState &state, const Unit &u, const Enemies &enemies, int budget, bool rout)
{
    const LbProfile *p = profileOf<LbProfile>(u);
    const UnitKind kind = p ? p->kind : UnitKind::Infantry;
    std::vector<Label> done;
    std::vector<Label> layer {Label {{u.hex}, 0, 0, 0, false}};
    const int maxSteps = budget; // every step costs at least one point
    for (int step = 0; step < maxSteps && !layer.empty(); ++step) {
        std::map<Hex, Label> next;
        for (Label &l : layer) {
            const Hex at = l.path.back();
            for (const HexDirection d : allDirections) {
                const Hex to = neighbor(at, d);
                if (!state.map().contains(to) || contains(l.path, to) || contains(enemies.hexes, to)
                    || nextToEnemy(enemies, to) || !neverNearer(enemies, at, to))
                    continue;
                const std::optional<int> c
                    = rout ? std::optional<int>(1) : costOf(state, kind, at, d);
                // At least one hex whatever it costs; after that only within the points.
                if (!c || (l.path.size() > 1 && l.cost + *c > budget))
                    continue;
                Label n = l;
                n.path.push_back(to);
                n.cost += *c;
                n.friendly += holdsFriend(state, u, to) ? 1 : 0;
                n.zdi += contains(enemies.zdi, to) ? 1 : 0;
                n.extended = false;
                l.extended = true;
                const auto it = next.find(to);
                const auto key = [](const Label &x) { return std::tie(x.cost, x.friendly, x.zdi); };
                if (it == next.end())
                    next.emplace(to, std::move(n));
                else if (key(n) < key(it->second))
                    it->second = std::move(n);
            }
        }
        for (Label &l : layer) {
            if (!l.extended && l.path.size() > 1)
                done.push_back(std::move(l));
        }
        layer.clear();
        for (auto &entry : next)
            layer.push_back(std::move(entry.second));
    }
    for (Label &l : layer)
        done.push_back(std::move(l));
    return done;
}

} // namespace

std::string hexList(const GameState &state, const std::vector<Hex> &hexes,
    std::string_view conjunction, std::size_t shown)
{
    const std::size_t n = std::min(hexes.size(), shown);
    std::string out;
    for (std::size_t i = 0; i < n; ++i) {
        const std::string label = state.map().label(hexes[i]);
        if (i == 0)
            out = label;
        else if (i + 1 < n || hexes.size() > shown)
            out += ", " + label;
        else if (conjunction == " and ")
            out = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 and %2"), out, label);
        else if (conjunction == " or ")
            out = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 or %2"), out, label);
        else
            out += std::string(conjunction) + label;
    }

    if (hexes.size() > shown)
        out = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 and %2 more"), out,
            static_cast<int>(hexes.size() - shown));
    return out;
}

bool isCoverTerrain(std::string_view id)
{
    static constexpr std::array<std::string_view, 8> cover {
        "woods", "forest", "village", "hamlet", "town", "city", "garden", "built-up"};
    return std::find(cover.begin(), cover.end(), id) != cover.end();
}

std::optional<int> terrainStepCost(const GameState &state, UnitKind kind, Hex from, HexDirection d)
{
    return costOf(state, kind, from, d);
}

std::vector<Hex> enemyZones(const GameState &state, const SideId &side)
{
    return enemiesOf(state, side).zdi;
}

int nearestEnemyDistance(const GameState &state, const SideId &side, Hex h)
{
    const Enemies enemies = enemiesOf(state, side);
    return enemies.hexes.empty() ? -1 : nearest(enemies, h);
}

RetreatPath retreatPath(
    const LbOptions &, const GameState &state, const Unit &u, int hexesOrMp, bool rout)
{
    const Enemies enemies = enemiesOf(state, u.side);
    std::vector<Label> found = paths(state, u, enemies, std::max(1, hexesOrMp), rout);
    RetreatPath r;
    if (found.empty()) {
        r.surrender = true;
        r.why = ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 cannot retreat from %2: every way out is off the map, into "
                                 "or next to an enemy unit, nearer an enemy or impassable, so it "
                                 "surrenders"),
            u.name, state.map().label(u.hex));
        return r;
    }
    // Stable: among equal paths the first found, in the fixed order of the directions.
    std::stable_sort(found.begin(), found.end(), [&](const Label &a, const Label &b) {
        return rankOf(state, enemies, a) < rankOf(state, enemies, b);
    });
    const Label &best = found.front();
    r.hexes.assign(best.path.begin() + 1, best.path.end());
    for (std::size_t i = 1; i < found.size(); ++i) {
        if (rankOf(state, enemies, found[i]) == rankOf(state, enemies, best))
            r.alternatives.push_back(found[i].path.back());
    }
    const Hex end = r.hexes.back();
    const std::string endLabel = state.map().label(end);
    const int n = static_cast<int>(r.hexes.size());
    if (rout)
        r.why = n == 1
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 routs 1 hex to %2"), u.name, endLabel)
            : ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 routs %2 hexes to %3"), u.name, n, endLabel);
    else
        r.why = n == 1
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 retreats 1 hex to %2"), u.name, endLabel)
            : ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 retreats %2 hexes to %3"), u.name, n, endLabel);
    if (!enemies.hexes.empty())
        r.why += ", "
            + ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 hexes from the nearest enemy"), nearest(enemies, end));
    if (isCoverTerrain(state.map().terrain(end).id))
        r.why += ", "
            + ruleSentence(HEXFIRE_TEXT("RuleText", "in %1"),
                translatedRuleText(state.map().terrain(end).name));
    if (!r.alternatives.empty())
        r.why += "; "
            + (r.alternatives.size() == 1
                    ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "%1 is just as good, HexFire takes the first in its fixed "
                                       "order of directions and its player may choose another "
                                       "(Choose retreat)"),
                        hexList(state, r.alternatives))
                    : ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "%1 are just as good, HexFire takes the first in its fixed "
                                       "order of directions and its player may choose another "
                                       "(Choose retreat)"),
                        hexList(state, r.alternatives)));
    return r;
}

void applyRetreat(const GameState &state, const Unit &u, const RetreatPath &path,
    std::string_view what, Resolution &r)
{
    const bool assumed = !path.alternatives.empty();
    r.lines.push_back(
        explain(path.surrender ? "retreat.surrender" : "retreat.path", path.why, "", std::nullopt,
            assumed ? "docs/rules.md: La Bataille retreat paths" : "Morale", u.id.value, assumed));
    if (path.surrender) {
        Effect gone = makeEffect(EffectKind::Eliminated, "surrendered", u.id);
        gone.note = ruleSentence(HEXFIRE_TEXT("RuleText", "no way to retreat"));
        r.effects.push_back(std::move(gone));
        r.cues.push_back(hexNote(u.hex, "X", path.why));
        return;
    }
    if (path.hexes.empty())
        return;
    if (!u.alsoIn.empty()) {
        Effect closed = makeEffect(EffectKind::HexesChanged, "line-closed", u.id);
        r.effects.push_back(std::move(closed));
    }
    Effect moved = makeEffect(EffectKind::Moved, std::string(what), u.id);
    moved.from = u.hex;
    moved.to = path.hexes.back();
    moved.note = path.why;
    r.effects.push_back(std::move(moved));
    for (Effect &m : LbRetreatChoice::mark(state, u, path, r.effects.size()))
        r.effects.push_back(std::move(m));
    for (std::size_t i = 0; i < path.hexes.size(); ++i) {
        const int step = static_cast<int>(i + 1);
        const int of = static_cast<int>(path.hexes.size());
        const std::string at = state.map().label(path.hexes[i]);
        r.cues.push_back(hexNote(path.hexes[i], std::to_string(i + 1),
            what == "rout" ? ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1's rout, hex %2 of %3: %4"), u.name, step, of, at)
                : what == "retreat"
                ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1's retreat, hex %2 of %3: %4"), u.name,
                    step, of, at)
                : u.name + "'s " + std::string(what) + ", hex " + std::to_string(step) + " of "
                    + std::to_string(of) + ": " + at));
    }
}

} // namespace hexfire::labataille
