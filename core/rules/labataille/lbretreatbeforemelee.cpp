#include "core/rules/labataille/lbretreatbeforemelee.h"

#include "core/rules/effectsplan.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmorale.h"
#include "core/rules/labataille/lbretreat.h"
#include "core/rules/mapcue.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletools.h"

#include <algorithm>
#include <map>
#include <queue>

namespace hexfire::labataille {

namespace {

constexpr const char *meleeRule = "Melee";

bool isHorseArtillery(const LbProfile &p)
{
    return p.kind == UnitKind::Artillery && p.troop == "horse";
}

/** Why u may retreat before the enemies next to it, or empty with `why` saying why not. */
std::string eligibility(const Unit &u, const std::vector<const Unit *> &enemies, std::string &why)
{
    const LbProfile &p = *profileOf<LbProfile>(u);
    const auto all = [&](auto pred) { return std::all_of(enemies.begin(), enemies.end(), pred); };
    const auto infantry = [](const Unit *e) {
        return profileOf<LbProfile>(*e) && profileOf<LbProfile>(*e)->kind == UnitKind::Infantry;
    };
    if (p.kind == UnitKind::Leader)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "a leader may always retreat before melee"));
    if (p.formation == Formation::Skirmish && all(infantry))
        return ruleSentence(HEXFIRE_TEXT("RuleText", "tirailleurs may retreat before infantry"));
    if (p.kind == UnitKind::Cavalry && all(infantry))
        return ruleSentence(HEXFIRE_TEXT("RuleText", "cavalry may retreat before infantry"));
    const bool mobile = p.kind == UnitKind::Cavalry
        || (isHorseArtillery(p) && p.formation == Formation::Limbered);
    const bool faster = all([&](const Unit *e) {
        const LbProfile *q = profileOf<LbProfile>(*e);
        return q && p.movement >= q->movement + 2;
    });
    if (mobile && faster)
        return ruleSentence(HEXFIRE_TEXT(
            "RuleText", "its movement allowance is at least 2 more than every enemy's next to it"));
    why = ruleSentence(HEXFIRE_TEXT("RuleText",
                           "%1 may not retreat before melee: only leaders, tirailleurs and "
                           "cavalry facing infantry, and cavalry or limbered horse artillery at "
                           "least 2 movement points faster than the enemy may"),
        u.name);
    return {};
}

/** The cheapest path to every hex within the points, never into an enemy zone or enemy hex. */
std::map<Hex, std::pair<int, Hex>> reachable(const GameState &state, const Unit &u, int points)
{
    const std::vector<Hex> zones = enemyZones(state, u.side);
    const UnitKind kind = profileOf<LbProfile>(u)->kind;
    std::map<Hex, std::pair<int, Hex>> best {{u.hex, {0, u.hex}}};
    using Item = std::pair<int, Hex>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
    open.push({0, u.hex});
    while (!open.empty()) {
        const auto [cost, at] = open.top();
        open.pop();
        if (cost > best[at].first)
            continue;
        for (const HexDirection d : allDirections) {
            const Hex to = neighbor(at, d);
            if (!state.map().contains(to)
                || std::find(zones.begin(), zones.end(), to) != zones.end())
                continue;
            const auto there = state.unitsIn(to);
            const bool enemy = std::any_of(
                there.begin(), there.end(), [&](const Unit *o) { return o->side != u.side; });
            const auto c = terrainStepCost(state, kind, at, d);
            if (enemy || !c || cost + *c > points)
                continue;
            const auto it = best.find(to);
            if (it == best.end() || cost + *c < it->second.first) {
                best[to] = {cost + *c, at};
                open.push({cost + *c, to});
            }
        }
    }
    return best;
}

std::vector<const Unit *> enemiesNextTo(const GameState &state, const Unit &u)
{
    std::vector<const Unit *> enemies;
    for (const Unit &o : state.units()) {
        const LbProfile *q = profileOf<LbProfile>(o);
        if (o.side != u.side && o.onMap() && distance(o.hex, u.hex) == 1 && q
            && q->kind != UnitKind::Leader)
            enemies.push_back(&o);
    }
    return enemies;
}

/** The move along the path, the "retreated" status beyond one hex, and the path on the map. */
void retreatPlan(const Unit &u, const std::vector<Hex> &path, Evaluation &e)
{
    auto plan = std::make_shared<EffectsPlan>();
    Effect moved = makeEffect(EffectKind::Moved, "retreat-before-melee", u.id);
    moved.from = u.hex;
    moved.to = path.back();
    plan->effects.push_back(std::move(moved));
    const std::string text = e.lines.back().text;
    if (path.size() > 1) {
        Effect set = makeEffect(EffectKind::StatusSet, "retreated", u.id);
        set.status = std::string(statuses::retreated);
        set.note = ruleSentence(HEXFIRE_TEXT("RuleText", "does not move in its next player turn"));
        plan->effects.push_back(std::move(set));
        e.lines.push_back(explain("melee.retreated",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "more than one hex: %1 does not move in its next player turn"),
                u.name),
            "", std::nullopt, meleeRule, u.id.value));
    }
    for (std::size_t i = 0; i < path.size(); ++i)
        e.cues.push_back(hexNote(path[i], std::to_string(i + 1), text));
    plan->outcomes.push_back({u.id.value, "retreated-before-melee", text});
    e.plan = std::move(plan);
}

} // namespace

Evaluation LbRetreatBeforeMelee::evaluate(
    const LbOptions &options, const GameState &state, const Action &action)
{
    Evaluation e = startEvaluation(action);
    assume(options, e, "labataille.retreat-before-melee");
    if (action.actors.size() != 1)
        return refused(std::move(e),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "select the one unit that retreats before the melee")),
            meleeRule);
    const Unit &u = state.unit(action.actors.front());
    const LbProfile *p = profileOf<LbProfile>(u);
    if (!u.onMap() || !p)
        return refused(std::move(e),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 is not a La Bataille unit on the map"), u.name),
            meleeRule);
    if (u.status.has(statuses::routed))
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is routed: it has no choice left"), u.name),
            meleeRule);
    const std::vector<const Unit *> enemies = enemiesNextTo(state, u);
    if (enemies.empty())
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "no enemy unit is next to %1: there is no melee to retreat from"),
                u.name),
            meleeRule);
    std::string why;
    const std::string reason = eligibility(u, enemies, why);
    if (reason.empty())
        return refused(std::move(e), why, meleeRule);
    if (!action.target || !state.map().contains(*action.target) || *action.target == u.hex)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "choose the hex %1 retreats to"), u.name),
            meleeRule);
    const int points = p->movement / 2;
    const auto paths = reachable(state, u, points);
    const Hex to = *action.target;
    const auto found = paths.find(to);
    if (found == paths.end())
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 is not within half the movement allowance of %2 (%3 points) by a "
                             "way free of enemy zones of influence"),
                state.map().label(to), u.name, points),
            meleeRule);
    std::vector<Hex> path;
    for (Hex h = to; h != u.hex; h = paths.at(h).second)
        path.insert(path.begin(), h);
    e.lines.push_back(explain(
        "melee.retreat-before", u.name + ": " + reason, "", std::nullopt, meleeRule, u.id.value));
    const int cost = found->second.first;
    e.lines.push_back(explain("melee.retreat-path",
        path.size() == 1
            ? ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 retreats to %2, 1 hex for %3 of its %4 points"),
                u.name, state.map().label(to), cost, points)
            : ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 retreats to %2, %3 hexes for %4 of its %5 points"),
                u.name, state.map().label(to), static_cast<int>(path.size()), cost, points),

        std::to_string(cost), cost, meleeRule, u.id.value));
    retreatPlan(u, path, e);
    return e;
}

} // namespace hexfire::labataille
