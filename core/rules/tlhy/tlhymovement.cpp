#include "core/rules/tlhy/tlhymovement.h"
#include "core/rules/assumptioncache.h"

#include "core/dice/dicesource.h"
#include "core/los/losengine.h"
#include "core/rules/effectsplan.h"
#include "core/rules/movement.h"
#include "core/rules/rulesentence.h"
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
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 has already acted this turn: each unit acts once a turn."),
            unit.name);
    }
    if (TlhyUnit::isDisrupted(unit)) {
        rule = "13.3.2";
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 is disrupted: it may only recover or withdraw."),
            unit.name);
    }
    if (TlhyUnit::isRegrouping(unit)) {
        rule = "12.0";
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 is regrouping: it may fire, recover or withdraw, but not "
                                "maneuver."),
            unit.name);
    }
    if (!TlhyUnit::isVehicle(unit) && hasMarker(state, unit.hex, k::assaultNationality)) {
        rule = "docs/rules.md: Maneuvering out of an assault hex";
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 is in an assault hex (%2 has an Assault Nationality marker): "
                                "it cannot maneuver out of it."),
            unit.name, state.map().label(unit.hex));
    }
    return {};
}

/** "<unit> is seen maneuvering by <enemy> in <hex> (<d> hexes, in cover): loses concealment". */
std::string seenText(
    const std::string &unit, const std::string &enemy, const std::string &where, int d, bool cover)
{
    if (d == 1)
        return cover
            ? ruleSentence(HEXFIRE_TEXT("RuleText",
                               "%1 is seen maneuvering by %2 in %3 (%4 hex, in cover): loses "
                               "concealment"),
                unit, enemy, where, d)
            : ruleSentence(HEXFIRE_TEXT("RuleText",
                               "%1 is seen maneuvering by %2 in %3 (%4 hex, in the open): "
                               "loses concealment"),
                unit, enemy, where, d);
    return cover
        ? ruleSentence(HEXFIRE_TEXT("RuleText",
                           "%1 is seen maneuvering by %2 in %3 (%4 hexes, in cover): loses "
                           "concealment"),
            unit, enemy, where, d)
        : ruleSentence(HEXFIRE_TEXT("RuleText",
                           "%1 is seen maneuvering by %2 in %3 (%4 hexes, in the open): "
                           "loses concealment"),
            unit, enemy, where, d);
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
        const int face
            = dice.roll(10, ruleSentence(HEXFIRE_TEXT("RuleText", "withdrawal roll of %1"), names));
        const int total = face + modifier;
        const bool passed = total <= cohesion;
        r.cues.push_back(dieCue(start, 10, face,
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1's withdrawal roll"), names)));
        r.lines.push_back(explain("tlhy.withdraw.roll", rollText(face, total, passed),
            std::to_string(total), total, "8.3", units.front().value, true));
        const std::string key = passed ? "withdraws" : "stays";
        for (const UnitId &u : units)
            r.outcomes.push_back({u.value, key,
                passed ? ruleSentence(HEXFIRE_TEXT("RuleText", "Withdraws to %1"), to)
                       : ruleSentence(HEXFIRE_TEXT("RuleText", "Stays in %1"), from)});
        if (passed)
            r.effects = moves;
    }

private:
    std::string rollText(int face, int total, bool passed) const
    {
        if (modifier && passed)
            return ruleSentence(
                HEXFIRE_TEXT(
                    "RuleText", "Withdrawal roll: die %1 %2 = %3, not over %4: withdraws to %5"),
                face, signedText(modifier), total, cohesion, to);
        if (modifier)
            return ruleSentence(
                HEXFIRE_TEXT("RuleText", "Withdrawal roll: die %1 %2 = %3, over %4: stays in %5"),
                face, signedText(modifier), total, cohesion, from);
        if (passed)
            return ruleSentence(
                HEXFIRE_TEXT("RuleText", "Withdrawal roll: die %1, not over %2: withdraws to %3"),
                face, cohesion, to);
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "Withdrawal roll: die %1, over %2: stays in %3"), face,
            cohesion, from);
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
    e.lines.push_back(explain("tlhy.withdraw.cohesion",
        ruleSentence(HEXFIRE_TEXT("RuleText", "Best Cohesion of %1"), plan.names),
        std::to_string(plan.cohesion), plan.cohesion, "8.3", subject));
    if (plan.modifier)
        e.lines.push_back(explain("tlhy.withdraw.modifier",
            ruleSentence(HEXFIRE_TEXT("RuleText", "An Elite unit or a leader withdraws")),
            signedText(plan.modifier), plan.modifier, "8.3", subject));
    const double pass = TlhyUnit::passProbability(plan.cohesion - plan.modifier);
    OddsTable odds;
    odds.subject = subject;
    odds.title
        = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 withdrawing from %2"), plan.names, plan.from);
    odds.outcomes = {
        {"withdraws", ruleSentence(HEXFIRE_TEXT("RuleText", "Withdraws to %1"), plan.to), pass, 0},
        {"stays", ruleSentence(HEXFIRE_TEXT("RuleText", "Stays in %1"), plan.from), 1.0 - pass, 1}};
    odds.assumed = true;
    odds.importance = 1;
    odds.headline = ruleSentence(HEXFIRE_TEXT("RuleText", "stays"));
    e.odds.push_back(odds);
    e.dice.push_back(
        {10, ruleSentence(HEXFIRE_TEXT("RuleText", "withdrawal roll of %1"), plan.names), false});
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
    if (nightLimited(unit)) {
        const int hexes = vehicle ? (reacting ? 2 : 3) : (reacting ? 1 : 2);
        a.points = hexes * 2; // each hex costs one point at night
        const std::string_view who = translatedRuleText(
            vehicle ? HEXFIRE_TEXT("RuleText", "Vehicle") : HEXFIRE_TEXT("RuleText", "On foot"));
        if (reacting)
            a.why = hexes == 1 ? ruleSentence(
                        HEXFIRE_TEXT("RuleText", "%1 at night in a reaction: at most %2 hex"), who,
                        hexes)
                               : ruleSentence(HEXFIRE_TEXT("RuleText",
                                                  "%1 at night in a reaction: at most %2 hexes"),
                                   who, hexes);
        else
            a.why = hexes == 1 ? ruleSentence(
                        HEXFIRE_TEXT("RuleText", "%1 at night in an activation: at most %2 hex"),
                        who, hexes)
                               : ruleSentence(HEXFIRE_TEXT("RuleText",
                                                  "%1 at night in an activation: at most %2 hexes"),
                                   who, hexes);
        r.night = true;
        return r;
    }
    const TlhyProfile &p = TlhyUnit::profile(unit);
    const int mp = vehicle ? (reacting ? 4 : (p.wheeled ? 6 : 5)) : (reacting ? 2 : 3);
    a.points = mp * 2;
    const std::string_view who
        = translatedRuleText(vehicle ? (p.wheeled ? HEXFIRE_TEXT("RuleText", "Wheeled vehicle")
                                                  : HEXFIRE_TEXT("RuleText", "Tracked vehicle"))
                                     : HEXFIRE_TEXT("RuleText", "On foot"));
    a.why = reacting
        ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 in a reaction: %2 MP"), who, mp)
        : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 in an activation: %2 MP"), who, mp);
    if (!m_options->night
        && hasFeatureFlag(state, m_options->tables, unit.hex, &TlhyTerrainEffect::road)
        && !enemyWithin(state, unit, 2)) {
        a.points += 2;
        a.why += ruleSentence(HEXFIRE_TEXT("RuleText", ", plus 1 starting on a road"));
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
        c.whyNot = ruleSentence(HEXFIRE_TEXT("RuleText",
                                    "%1 is held by the enemy: entering it is an assault, not a "
                                    "maneuver; use Assault."),
            label);
        c.rule = "10.5";
        return s;
    }
    if (hasMarker(state, to, k::primaryImpact)) {
        c.allowed = false;
        c.whyNot = ruleSentence(
            HEXFIRE_TEXT("RuleText", "No unit may enter %1, a primary impact hex."), label);
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
        c.what += ruleSentence(HEXFIRE_TEXT("RuleText", " (at night each hex counts one)"));
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
        c.whyNot = vehicle
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "Vehicles cannot enter %1 (%2)."),
                lowerFirst(name), map.label(to))
            : ruleSentence(HEXFIRE_TEXT("RuleText", "Units on foot cannot enter %1 (%2)."),
                lowerFirst(name), map.label(to));
        return false;
    }
    const TlhyTerrainEffect *fromRow = t.find(map.terrain(from).id);
    if (row && row->water && fromRow && fromRow->water && !ford) {
        s.riverToRiver = true;
        c.points = fullAllowance(state, unit).allowance.points;
        c.what = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 from %2: all the movement points"), name,
            lowerFirst(rowName(fromRow, "")));
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
        const std::string name = lowerFirst(rowName(&row, row.id));
        const std::string what
            = across ? ruleSentence(HEXFIRE_TEXT("RuleText", "across a %1"), name) : name;
        if (cost.prohibited) {
            c.allowed = false;
            const std::string where = map.label(to);
            if (across)
                c.whyNot = vehicle
                    ? ruleSentence(HEXFIRE_TEXT("RuleText", "Vehicles cannot go across a %1 (%2)."),
                        name, where)
                    : ruleSentence(
                        HEXFIRE_TEXT("RuleText", "Units on foot cannot go across a %1 (%2)."), name,
                        where);
            else
                c.whyNot = vehicle
                    ? ruleSentence(
                        HEXFIRE_TEXT("RuleText", "Vehicles cannot go into a %1 (%2)."), name, where)
                    : ruleSentence(
                        HEXFIRE_TEXT("RuleText", "Units on foot cannot go into a %1 (%2)."), name,
                        where);
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
        addCost(c, vehicle ? 2 : 1, ruleSentence(HEXFIRE_TEXT("RuleText", "uphill")), vehicle);
        s.vehicleAssumed = s.vehicleAssumed || vehicle;
    }
    if (vehicle && from == unit.hex && unit.movementSpent == 0)
        addCost(c, 2, ruleSentence(HEXFIRE_TEXT("RuleText", "to start moving")), false);
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
    s.cost.what += n == 1
        ? ruleSentence(HEXFIRE_TEXT("RuleText", " (only %1: a unit may always maneuver %2 hex)"),
            mpText(cap), n)
        : ruleSentence(HEXFIRE_TEXT("RuleText", " (only %1: a unit may always maneuver %2 hexes)"),
            mpText(cap), n);
    s.minimum = true;
}

void TlhyMovement::assume(Evaluation &e, std::string_view key) const
{
    assumeFrom(*m_options->keptAssumptions(), e, key);
}

Evaluation TlhyMovement::evaluateManeuver(
    const RuleSet &rules, const GameState &state, const Action &action) const
{
    for (const UnitId &id : action.actors) {
        if (const Unit &u = state.unit(id); !u.onMap() || !TlhyUnit::hasProfile(u))
            return refused(startEvaluation(action),
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 cannot maneuver."), u.name),
                maneuverRule);
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
                seenText(unit.name, o.name, state.map().label(h), d, cover), {}, std::nullopt,
                maneuverRule, unit.id.value));
            Effect lost
                = makeEffect(EffectKind::StatusCleared, std::string(k::concealmentLost), unit.id);
            lost.status = std::string(k::concealed);
            lost.note = ruleSentence(HEXFIRE_TEXT("RuleText", "seen maneuvering"));
            const auto *old = dynamic_cast<const EffectsPlan *>(e.plan.get());
            auto plan = old ? std::make_shared<EffectsPlan>(*old) : std::make_shared<EffectsPlan>();
            plan->effects.push_back(lost);
            plan->outcomes.push_back({unit.id.value, "concealment-lost",
                ruleSentence(HEXFIRE_TEXT("RuleText", "Loses concealment"))});
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
            refuse(e,
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 cannot withdraw: only infantry withdraws."),
                    u->name),
                withdrawalRule);
            return true;
        }
        if (u->hex != first.hex) {
            refuse(e,
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "Units withdraw together only from one hex.")),
                withdrawalRule);
            return true;
        }
    }
    if (hasMarker(state, first.hex, k::assaultNationality)) {
        refuse(e,
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "No unit withdraws from %1: it has an Assault Nationality marker."),
                where),
            withdrawalRule);
        return true;
    }
    if (path.empty() || path.size() > 4) {
        refuse(e,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "A withdrawal goes 1 to 4 hexes; give them in order.")),
            withdrawalRule);
        return true;
    }
    Hex from = first.hex;
    for (const Hex to : path) {
        if (!state.map().contains(to) || !adjacent(from, to)) {
            refuse(e,
                ruleSentence(HEXFIRE_TEXT(
                    "RuleText", "Each hex of the withdrawal must be next to the one before it.")),
                withdrawalRule);
            return true;
        }
        const StepCost c = step(state, first, from, to).cost;
        if (!c.allowed) {
            refuse(e, c.whyNot, c.rule == maneuverRule ? withdrawalRule : c.rule);
            return true;
        }
        e.lines.push_back(explain("tlhy.withdraw.hex",
            ruleSentence(HEXFIRE_TEXT("RuleText", "Withdraw into %1"), state.map().label(to)), "1",
            1, "docs/rules.md: Withdrawal distance", "hex " + state.map().label(to), true));
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
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Select the units that withdraw.")),
            withdrawalRule);
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
        m.note = ruleSentence(HEXFIRE_TEXT("RuleText", "withdraws"));
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
            plan->outcomes.push_back({u->id.value, "withdraws",
                ruleSentence(HEXFIRE_TEXT("RuleText", "Withdraws to %1"), to)});
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
