#include "core/rules/tlhy/tlhymovement.h"

#include "core/dice/dicesource.h"
#include "core/los/losengine.h"
#include "core/rules/effectsplan.h"
#include "core/rules/movement.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruletools.h"
#include "core/rules/tlhy/tlhymarker.h"
#include "core/rules/tlhy/tlhyturn.h"
#include "core/rules/tlhy/tlhyunit.h"

#include <algorithm>
#include <climits>

namespace hexfire {

namespace {

namespace k = tlhykeys;

const char *const maneuverRule = "10.0";
const char *const withdrawalRule = "14.3.3";

std::string mpText(int halves) { return movementPointsText(halves, 2); }

bool hasMarker(const GameState &state, Hex hex, std::string_view kind)
{
    return TlhyMarker::findIn(state, hex, kind) != nullptr;
}

bool enemyIn(const GameState &state, Hex hex, const SideId &own)
{
    const auto units = state.unitsAt(hex);
    return std::any_of(
        units.begin(), units.end(), [&](const Unit *u) { return u->onMap() && u->side != own; });
}

bool enemyWithin(const GameState &state, const Unit &unit, int range)
{
    return std::any_of(state.units().begin(), state.units().end(), [&](const Unit &u) {
        return u.onMap() && u.side != unit.side && distance(u.hex, unit.hex) <= range;
    });
}

std::string lowerFirst(std::string s)
{
    if (!s.empty() && s[0] >= 'A' && s[0] <= 'Z')
        s[0] = static_cast<char>(s[0] - 'A' + 'a');
    return s;
}

std::string rowName(const TlhyTerrainEffect *row, const std::string &fallback)
{
    return row && !row->name.empty() ? row->name : fallback;
}

bool hasFeatureFlag(
    const GameState &state, const TlhyTables &t, Hex hex, bool TlhyTerrainEffect::*flag)
{
    for (const std::string &f : state.map().features(hex)) {
        if (const TlhyTerrainEffect *row = t.find(f); row && row->*flag)
            return true;
    }
    return false;
}

/** A hex with a small-arms TEM (its terrain or an in-hex feature): cover for concealment. */
bool inCover(const GameState &state, const TlhyTables &t, Hex hex)
{
    if (const TlhyTerrainEffect *row = t.find(state.map().terrain(hex).id); row && row->sadrmTem)
        return true;
    for (const std::string &f : state.map().features(hex)) {
        if (const TlhyTerrainEffect *row = t.find(f); row && row->sadrmTem)
            return true;
    }
    return false;
}

/** Why the unit may not maneuver at all; empty when it may. */
std::string cannotManeuver(const GameState &state, const Unit &unit, std::string &rule)
{
    if (TlhyTurn::hasActed(unit) && !unit.status.has(k::rallied)) {
        rule = "docs/rules.md: One action a turn";
        return unit.name + " has already acted this turn: each unit acts once a turn.";
    }
    if (TlhyUnit::isDisrupted(unit)) {
        rule = "13.3.2";
        return unit.name + " is disrupted: it may only recover or withdraw.";
    }
    if (TlhyUnit::isRegrouping(unit)) {
        rule = "12.0";
        return unit.name + " is regrouping: it may fire, recover or withdraw, but not maneuver.";
    }
    if (!TlhyUnit::isVehicle(unit) && hasMarker(state, unit.hex, k::assaultNationality)) {
        rule = "docs/rules.md: Maneuvering out of an assault hex";
        return unit.name + " is in an assault hex (" + state.map().label(unit.hex)
            + " has an Assault Nationality marker): it cannot maneuver out of it.";
    }
    return {};
}

/** Adds a cost to a step, with what it is for. */
void addCost(StepCost &c, int halves, const std::string &what, bool assumed)
{
    c.points += halves;
    c.what += ", " + what + " +" + mpText(halves);
    c.assumed = c.assumed || assumed;
}

/** Resolves a withdrawal in a reaction: one d10 against the best Cohesion. */
class WithdrawalPlan final : public EvaluationPlan {
public:
    std::vector<Effect> moves;
    std::vector<UnitId> units;
    std::string names;
    std::string from;
    std::string to;
    Hex start;
    int modifier = 0;
    int cohesion = 0;

    void resolve(const RuleSet &, const GameState &, const Evaluation &evaluation, DiceSource &dice,
        Resolution &r) const override
    {
        r.lines = evaluation.lines;
        r.finals = evaluation.finals;
        const int face = dice.roll(10, "withdrawal roll of " + names);
        const int total = face + modifier;
        const bool passed = total <= cohesion;
        r.cues.push_back(dieCue(start, 10, face, names + "'s withdrawal roll"));
        r.lines.push_back(explain("tlhy.withdraw.roll",
            "Withdrawal roll: die " + std::to_string(face)
                + (modifier ? " " + signedText(modifier) + " = " + std::to_string(total) : "")
                + (passed ? ", not over " : ", over ") + std::to_string(cohesion)
                + (passed ? ": withdraws to " + to : ": stays in " + from),
            std::to_string(total), total, "8.3", units.front().value, true));
        const std::string key = passed ? "withdraws" : "stays";
        for (const UnitId &u : units)
            r.outcomes.push_back(
                {u.value, key, passed ? "Withdraws to " + to : "Stays in " + from});
        if (passed)
            r.effects = moves;
    }
};

/** The reaction withdrawal's roll: best Cohesion, the modifier, the odds and the die. */
void addWithdrawalRoll(const std::vector<const Unit *> &units, WithdrawalPlan &plan, Evaluation &e)
{
    for (const Unit *u : units) {
        plan.units.push_back(u->id);
        plan.cohesion = std::max(plan.cohesion, TlhyUnit::cohesion(*u));
        if (TlhyUnit::profile(*u).elite || TlhyUnit::isLeader(*u))
            plan.modifier = -1;
    }
    const std::string &subject = units.front()->id.value;
    e.lines.push_back(explain("tlhy.withdraw.cohesion", "Best Cohesion of " + plan.names,
        std::to_string(plan.cohesion), plan.cohesion, "8.3", subject));
    if (plan.modifier)
        e.lines.push_back(explain("tlhy.withdraw.modifier", "An Elite unit or a leader withdraws",
            signedText(plan.modifier), plan.modifier, "8.3", subject));
    const double pass = TlhyUnit::passProbability(plan.cohesion - plan.modifier);
    OddsTable odds;
    odds.subject = subject;
    odds.title = plan.names + " withdrawing from " + plan.from;
    odds.outcomes = {{"withdraws", "Withdraws to " + plan.to, pass, 0},
        {"stays", "Stays in " + plan.from, 1.0 - pass, 1}};
    odds.assumed = true;
    odds.importance = 1;
    odds.headline = "stays";
    e.odds.push_back(odds);
    e.dice.push_back({10, "withdrawal roll of " + plan.names, false});
}

} // namespace

bool TlhyMovement::nightLimited(const Unit &unit) const
{
    return m_options->night && !TlhyUnit::isHeroic(unit) && !TlhyUnit::isJapanese(unit)
        && !TlhyUnit::isRussian(unit);
}

int TlhyMovement::minimumHexes(const GameState &state, const Unit &unit) const
{
    if (!m_options->minimumHexes || TlhyUnit::isVehicle(unit) || nightLimited(unit))
        return 0;
    if (!TlhyTurn::isReacting(state, unit))
        return 2;
    return TlhyUnit::isJapanese(unit) ? 2 : 1;
}

MovementAllowance TlhyMovement::allowance(const GameState &state, const Unit &unit) const
{
    return fullAllowance(state, unit).allowance;
}

TlhyMovement::Allowance TlhyMovement::fullAllowance(const GameState &state, const Unit &unit) const
{
    Allowance r;
    MovementAllowance &a = r.allowance;
    a.rule = maneuverRule;
    if (std::string why = cannotManeuver(state, unit, a.whyNotRule); !why.empty()) {
        a.canMove = false;
        a.whyNot = std::move(why);
        return r;
    }
    const bool reacting = TlhyTurn::isReacting(state, unit);
    const bool vehicle = TlhyUnit::isVehicle(unit);
    const std::string when = reacting ? " in a reaction" : " in an activation";
    if (nightLimited(unit)) {
        const int hexes = vehicle ? (reacting ? 2 : 3) : (reacting ? 1 : 2);
        a.points = hexes * 2; // each hex costs one point at night
        a.why = std::string(vehicle ? "Vehicle" : "On foot") + " at night" + when + ": at most "
            + std::to_string(hexes) + (hexes == 1 ? " hex" : " hexes");
        r.night = true;
        return r;
    }
    const TlhyProfile &p = TlhyUnit::profile(unit);
    const int mp = vehicle ? (reacting ? 4 : (p.wheeled ? 6 : 5)) : (reacting ? 2 : 3);
    a.points = mp * 2;
    a.why = std::string(vehicle ? (p.wheeled ? "Wheeled vehicle" : "Tracked vehicle") : "On foot")
        + when + ": " + std::to_string(mp) + " MP";
    if (!m_options->night
        && hasFeatureFlag(state, m_options->tables, unit.hex, &TlhyTerrainEffect::road)
        && !enemyWithin(state, unit, 2)) {
        a.points += 2;
        a.why += ", plus 1 starting on a road";
        r.road = true;
    }
    return r;
}

StepCost TlhyMovement::stepCost(const GameState &state, const Unit &unit, Hex from, Hex to) const
{
    return step(state, unit, from, to).cost;
}

TlhyMovement::Step TlhyMovement::step(
    const GameState &state, const Unit &unit, Hex from, Hex to) const
{
    Step s;
    StepCost &c = s.cost;
    c.rule = maneuverRule;
    const std::string label = state.map().label(to);
    if (enemyIn(state, to, unit.side)) {
        c.allowed = false;
        c.whyNot = label
            + " is held by the enemy: entering it is an assault, not a maneuver; use "
              "Assault.";
        c.rule = "10.5";
        return s;
    }
    if (hasMarker(state, to, k::primaryImpact)) {
        c.allowed = false;
        c.whyNot = "No unit may enter " + label + ", a primary impact hex.";
        c.rule = "11.4.8";
        return s;
    }
    if (!terrainStep(state, unit, from, to, s) || s.riverToRiver)
        return s;
    featureSteps(state, unit, from, to, s);
    if (!c.allowed)
        return s;
    if (nightLimited(unit)) {
        // At night the limit counts hexes: every hex entered costs one point of the allowance.
        c.points = 2;
        c.what += " (at night each hex counts one)";
        c.assumed = true;
        s.vehicleAssumed = false;
        return s;
    }
    minimumStep(state, unit, from, to, s);
    return s;
}

bool TlhyMovement::terrainStep(
    const GameState &state, const Unit &unit, Hex from, Hex to, Step &s) const
{
    StepCost &c = s.cost;
    const TlhyTables &t = m_options->tables;
    const MapGrid &map = state.map();
    const bool vehicle = TlhyUnit::isVehicle(unit);
    const TlhyTerrainEffect *row = t.find(map.terrain(to).id);
    const std::string name = rowName(row, map.terrain(to).name);
    TlhyMoveCost cost = row ? (vehicle ? row->vehicle : row->foot) : TlhyMoveCost {};
    const bool ford = hasFeatureFlag(state, t, to, &TlhyTerrainEffect::ford);
    if (cost.prohibited && vehicle && row->water && ford) {
        // A ford lets vehicles through the water at the cost of open ground plus the ford's.
        const TlhyTerrainEffect *open = t.find("clear");
        cost = open ? open->vehicle : TlhyMoveCost {2, false, true};
    }
    if (cost.prohibited) {
        c.allowed = false;
        c.assumed = cost.assumed;
        c.whyNot = std::string(vehicle ? "Vehicles" : "Units on foot") + " cannot enter "
            + lowerFirst(name) + " (" + map.label(to) + ").";
        return false;
    }
    const TlhyTerrainEffect *fromRow = t.find(map.terrain(from).id);
    if (row && row->water && fromRow && fromRow->water && !ford) {
        s.riverToRiver = true;
        c.points = fullAllowance(state, unit).allowance.points;
        c.what = name + " from " + lowerFirst(rowName(fromRow, "")) + ": all the movement points";
        c.assumed = true;
        return true;
    }
    if (!cost.halves)
        cost = {2, false, true}; // terrain the table does not list: as open ground
    c.points = *cost.halves;
    c.what = name;
    c.assumed = cost.assumed;
    s.vehicleAssumed = vehicle && cost.assumed;
    return true;
}

void TlhyMovement::featureSteps(
    const GameState &state, const Unit &unit, Hex from, Hex to, Step &s) const
{
    StepCost &c = s.cost;
    const TlhyTables &t = m_options->tables;
    const MapGrid &map = state.map();
    const bool vehicle = TlhyUnit::isVehicle(unit);
    const auto add = [&](const TlhyTerrainEffect &row, const TlhyMoveCost &cost, bool across) {
        const std::string what = (across ? "across a " : "") + lowerFirst(rowName(&row, row.id));
        if (cost.prohibited) {
            c.allowed = false;
            c.whyNot = std::string(vehicle ? "Vehicles" : "Units on foot") + " cannot go "
                + (across ? "" : "into a ") + what + " (" + map.label(to) + ").";
        } else if (cost.halves) {
            addCost(c, *cost.halves, what, cost.assumed);
            s.vehicleAssumed = s.vehicleAssumed || (vehicle && cost.assumed);
        }
    };
    for (const std::string &f : map.features(to)) {
        if (const TlhyTerrainEffect *row = t.find(f))
            add(*row, vehicle ? row->vehicle : row->foot, false);
    }
    const std::string_view side = map.hexsideFeature(from, directionTo(from, to));
    if (const TlhyTerrainEffect *row = side.empty() ? nullptr : t.find(side))
        add(*row, vehicle ? row->vehicleAcross : row->footAcross, true);
    if (map.elevation(to) > map.elevation(from)) {
        addCost(c, vehicle ? 2 : 1, "uphill", vehicle);
        s.vehicleAssumed = s.vehicleAssumed || vehicle;
    }
    if (vehicle && from == unit.hex && unit.movementSpent == 0)
        addCost(c, 2, "to start moving", false);
}

void TlhyMovement::minimumStep(
    const GameState &state, const Unit &unit, Hex from, Hex to, Step &s) const
{
    // The "(n)" minimum: the first n hexes out from the start always fit. For n <= 2 that is
    // exact: the first hex costs at most the allowance, the second at most what the first left.
    const int n = minimumHexes(state, unit);
    if (n <= 0 || unit.movementSpent > 0)
        return;
    const int d = distance(unit.hex, to);
    if (d > std::min(n, 2) || d != distance(unit.hex, from) + 1)
        return;
    const MovementAllowance a = fullAllowance(state, unit).allowance;
    if (!a.canMove)
        return; // the unit may not maneuver at all: no minimum either
    int cap = a.points;
    if (d == 2)
        cap = std::max(0, cap - step(state, unit, unit.hex, from).cost.points);
    if (s.cost.points <= cap)
        return;
    s.cost.points = cap;
    s.cost.what += " (only " + mpText(cap) + ": a unit may always maneuver " + std::to_string(n)
        + (n == 1 ? " hex)" : " hexes)");
    s.minimum = true;
}

void TlhyMovement::assume(Evaluation &e, std::string_view key) const
{
    for (const Assumption &a : m_options->assumptions()) {
        const bool present = std::any_of(e.assumptions.begin(), e.assumptions.end(),
            [&](const Assumption &b) { return b.key == a.key; });
        if (a.key == key && !present)
            e.assumptions.push_back(a);
    }
}

Evaluation TlhyMovement::evaluateManeuver(
    const RuleSet &rules, const GameState &state, const Action &action) const
{
    for (const UnitId &id : action.actors) {
        if (const Unit &u = state.unit(id); !u.onMap() || !TlhyUnit::hasProfile(u))
            return refused(startEvaluation(action), u.name + " cannot maneuver.", maneuverRule);
    }
    Evaluation e = evaluateMove(rules, *this, state, action);
    if (!e.legal) {
        if (e.whyNotRule.rfind("docs/rules.md", 0) == 0)
            assume(e, "tlhy.assault-hex-maneuver");
        return e;
    }
    const Unit &unit = state.unit(action.actors.front());
    const auto *path = paramAs<std::vector<Hex>>(e.action.params, movePathParam);
    const std::vector<Hex> hexes = path ? *path : std::vector<Hex> {};
    noteAssumptions(state, unit, hexes, e);
    if (TlhyUnit::isConcealed(unit))
        loseConcealment(rules, state, unit, hexes, e);
    return e;
}

void TlhyMovement::noteAssumptions(
    const GameState &state, const Unit &unit, const std::vector<Hex> &path, Evaluation &e) const
{
    const Allowance a = fullAllowance(state, unit);
    if (a.night)
        assume(e, "tlhy.night-hexes");
    if (a.road)
        assume(e, "tlhy.road-bonus");
    std::vector<ExplanationLine *> stepLines;
    for (ExplanationLine &l : e.lines) {
        if (l.key == "move.step")
            stepLines.push_back(&l);
    }
    Hex from = unit.hex;
    for (std::size_t i = 0; i < path.size(); ++i) {
        const Step s = step(state, unit, from, path[i]);
        if (s.minimum)
            assume(e, "tlhy.minimum-hexes");
        if (s.riverToRiver)
            assume(e, "tlhy.river-to-river");
        if (s.vehicleAssumed && i < stepLines.size()) {
            // The AFV costs other than the chart's are placeholders: NOT OFFICIAL.
            stepLines[i]->notOfficial = true;
            e.notOfficial = true;
        }
        from = path[i];
    }
}

void TlhyMovement::loseConcealment(const RuleSet &rules, const GameState &state, const Unit &unit,
    const std::vector<Hex> &path, Evaluation &e) const
{
    const std::shared_ptr<const LosRules> los = rules.losRules(state);
    LosEngine engine(state.map(), *los);
    const bool vehicle = TlhyUnit::isVehicle(unit);
    const bool hides = TlhyUnit::isJapanese(unit) || TlhyUnit::isRussian(unit);
    for (const Hex h : path) {
        const bool cover = inCover(state, m_options->tables, h);
        // 1.8.3: 8 hexes in the open, 3 in cover (2 for Japanese and Russian units); vehicles:
        // any range in the open, 8 in cover.
        const int range = vehicle ? (cover ? 8 : INT_MAX) : (cover ? (hides ? 2 : 3) : 8);
        for (const Unit &o : state.units()) {
            if (!o.onMap() || o.side == unit.side || distance(o.hex, h) > range
                || engine.verdict(o.hex, h).verdict == LosVerdict::Blocked)
                continue;
            const int d = distance(o.hex, h);
            e.lines.push_back(explain("tlhy.move.concealment",
                unit.name + " is seen maneuvering by " + o.name + " in " + state.map().label(h)
                    + " (" + std::to_string(d) + (d == 1 ? " hex, " : " hexes, ")
                    + (cover ? "in cover" : "in the open") + "): loses concealment",
                {}, std::nullopt, maneuverRule, unit.id.value));
            Effect lost
                = makeEffect(EffectKind::StatusCleared, std::string(k::concealmentLost), unit.id);
            lost.status = std::string(k::concealed);
            lost.note = "seen maneuvering";
            const auto *old = dynamic_cast<const EffectsPlan *>(e.plan.get());
            auto plan = old ? std::make_shared<EffectsPlan>(*old) : std::make_shared<EffectsPlan>();
            plan->effects.push_back(lost);
            plan->outcomes.push_back({unit.id.value, "concealment-lost", "Loses concealment"});
            e.plan = std::move(plan);
            return;
        }
    }
}

bool TlhyMovement::refuseWithdrawal(const GameState &state, const std::vector<const Unit *> &units,
    const std::vector<Hex> &path, Evaluation &e) const
{
    const Unit &first = *units.front();
    const std::string where = state.map().label(first.hex);
    for (const Unit *u : units) {
        if (!u->onMap() || TlhyUnit::isVehicle(*u)) {
            refuse(e, u->name + " cannot withdraw: only infantry withdraws.", withdrawalRule);
            return true;
        }
        if (u->hex != first.hex) {
            refuse(e, "Units withdraw together only from one hex.", withdrawalRule);
            return true;
        }
    }
    if (hasMarker(state, first.hex, k::assaultNationality)) {
        refuse(e, "No unit withdraws from " + where + ": it has an Assault Nationality marker.",
            withdrawalRule);
        return true;
    }
    if (path.empty() || path.size() > 4) {
        refuse(e, "A withdrawal goes 1 to 4 hexes; give them in order.", withdrawalRule);
        return true;
    }
    Hex from = first.hex;
    for (const Hex to : path) {
        if (!state.map().contains(to) || !adjacent(from, to)) {
            refuse(
                e, "Each hex of the withdrawal must be next to the one before it.", withdrawalRule);
            return true;
        }
        const StepCost c = step(state, first, from, to).cost;
        if (!c.allowed) {
            refuse(e, c.whyNot, c.rule == maneuverRule ? withdrawalRule : c.rule);
            return true;
        }
        e.lines.push_back(explain("tlhy.withdraw.hex", "Withdraw into " + state.map().label(to),
            "1", 1, "docs/rules.md: Withdrawal distance", "hex " + state.map().label(to), true));
        from = to;
    }
    return false;
}

Evaluation TlhyMovement::evaluateWithdraw(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    std::vector<const Unit *> units;
    for (const UnitId &id : action.actors)
        units.push_back(&state.unit(id));
    if (units.empty())
        return refused(e, "Select the units that withdraw.", withdrawalRule);
    const auto *given = paramAs<std::vector<Hex>>(action.params, movePathParam);
    std::vector<Hex> path = given ? *given : std::vector<Hex> {};
    if (path.empty() && action.target && adjacent(*action.target, units.front()->hex))
        path = {*action.target};
    if (refuseWithdrawal(state, units, path, e))
        return e;
    assume(e, "tlhy.withdraw-hexes");
    const MapGrid &map = state.map();
    auto moves = std::vector<Effect> {};
    std::string names;
    for (const Unit *u : units) {
        Effect m = makeEffect(EffectKind::Moved, std::string(k::moved), u->id);
        m.from = u->hex;
        m.to = path.back();
        m.note = "withdraws";
        moves.push_back(m);
        names += (names.empty() ? "" : ", ") + u->name;
    }
    Action withPath = action;
    withPath.target = path.back();
    withPath.params[std::string(movePathParam)] = path;
    e.action = withPath;
    const std::string from = map.label(units.front()->hex);
    const std::string to = map.label(path.back());
    if (!TlhyTurn::isReacting(state, *units.front())) {
        auto plan = std::make_shared<EffectsPlan>();
        plan->effects = moves;
        for (const Unit *u : units)
            plan->outcomes.push_back({u->id.value, "withdraws", "Withdraws to " + to});
        e.plan = std::move(plan);
        return e;
    }
    // As a reaction: a d10, less 1 with an Elite unit or a leader, not over the best Cohesion.
    auto plan = std::make_shared<WithdrawalPlan>();
    plan->moves = moves;
    plan->names = names;
    plan->from = from;
    plan->to = to;
    plan->start = units.front()->hex;
    assume(e, "tlhy.withdraw-roll");
    addWithdrawalRoll(units, *plan, e);
    e.plan = std::move(plan);
    return e;
}

} // namespace hexfire
