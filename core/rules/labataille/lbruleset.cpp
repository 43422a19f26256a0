#include "lbruleset.h"

#include "core/data/datareader.h"
#include "core/dice/d66.h"
#include "core/error.h"
#include "core/los/losengine.h"
#include "core/los/terrainlosrules.h"
#include "core/rules/labataille/lbfire.h"
#include "core/rules/rulesetregistry.h"

#include <algorithm>
#include <map>

namespace hexfire {

using namespace labataille;

namespace {

constexpr const char *losRule = "Line of Sight (23)";
constexpr const char *fireRuleRef = "Combat à la Feu (21)";

/** Terrain from the tables plus units in good order block; strict along hexsides. */
class LbLosRules final : public LosRules {
public:
    LbLosRules(const GameState &state, const LbTables &tables)
        : m_terrain(state.map(), config(tables))
        , m_reason(internReason("labataille.unit", "a unit in good order blocks LOS", losRule))
    {
        for (const Unit &u : state.units()) {
            if (u.onMap() && !u.status.has("disordered") && !u.status.has("routed"))
                m_blockingHexes.push_back(u.hex);
        }
    }
    HexsidePolicy hexsidePolicy() const override { return HexsidePolicy::Strict; }
    LosObstacle hexEffect(const LosContext &context, Hex hex) const override
    {
        if (std::find(m_blockingHexes.begin(), m_blockingHexes.end(), hex) != m_blockingHexes.end())
            return {LosEffect::Block, 0, m_reason};
        return m_terrain.hexEffect(context, hex);
    }
    LosObstacle hexsideEffect(
        const LosContext &context, HexsideRef side, std::string_view feature) const override
    {
        return m_terrain.hexsideEffect(context, side, feature);
    }

private:
    static TerrainLosConfig config(const LbTables &tables)
    {
        TerrainLosConfig c;
        c.policy = HexsidePolicy::Strict;
        c.blockingTerrain = tables.blockingTerrain;
        c.ruleRef = losRule;
        return c;
    }
    TerrainLosRules m_terrain;
    const LosReason *m_reason;
    std::vector<Hex> m_blockingHexes;
};

struct FirePlan final : EvaluationPlan {
    Hex target;
    std::size_t column = 0;
    int drm = 0;
    std::vector<UnitId> losers; /**< who loses increments, in order */
};

void refuse(Evaluation &e, std::string why, std::string rule = fireRuleRef)
{
    e.legal = false;
    e.whyNot = std::move(why);
    e.whyNotRule = std::move(rule);
}

Effect named(EffectKind kind, std::string name, std::optional<UnitId> unit)
{
    Effect e;
    e.kind = kind;
    e.name = std::move(name);
    e.unit = std::move(unit);
    return e;
}

/** Increments lost per unit and the morale checks they call for. */
struct LossSplit {
    std::vector<std::pair<const Unit *, int>> losses;
    std::vector<const Unit *> checks;
};

LossSplit splitLosses(
    const GameState &state, const LbTables &tables, const std::vector<UnitId> &losers, int result)
{
    LossSplit s;
    int left = result;
    for (const UnitId &id : losers) {
        if (left <= 0)
            break;
        const Unit &u = state.unit(id);
        const int n = std::min(left, u.strength);
        if (n <= 0)
            continue;
        left -= n;
        s.losses.emplace_back(&u, n);
        const LbProfile *p = profileOf(u);
        if (p && moraleTriggered(moraleTrigger(tables, *p), u.maxStrength - u.strength, n))
            s.checks.push_back(&u);
    }
    return s;
}

std::string lostLabel(int n)
{
    return n == 0 ? "No effect"
                  : std::to_string(n) + (n == 1 ? " increment lost" : " increments lost");
}

} // namespace

LaBatailleRuleSet::LaBatailleRuleSet()
{
    ActionType fire;
    fire.key = "fire";
    fire.name = "Fire";
    fire.help = "Units with a fire value fire at an enemy-held hex they can see through their "
                "front hexsides; the odds column and two dice read as 11-66 give increments lost.";
    fire.icon = "fire";
    fire.shortcut = "F";
    fire.actors = ActorRule::Several;
    fire.target = TargetKind::Hex;
    ActionType end;
    end.key = "end-fire-segment";
    end.name = "End fire segment";
    end.help = "Ends the fire segment: every hex may be fired at again.";
    end.actors = ActorRule::None;
    end.target = TargetKind::None;
    m_actions = {fire, end};

    m_statuses = {{"disordered", "Disordered",
                      "Out of good order: does not block LOS; uses the disordered fire defence.",
                      {StatusLook::Style::Badge, "ov-disrupted", "DIS", "#c08020"}},
        {"routed", "Routed", "Routed: does not block LOS; uses the disordered fire defence.",
            {StatusLook::Style::Band, "ov-broken", "ROUTED", "#a02020"}}};

    MarkerType firedAt;
    firedAt.key = "fired-at";
    firedAt.name = "Fired at";
    firedAt.help = "This hex has been the target of a fire attack this fire segment.";
    firedAt.colour = "#803020";
    firedAt.caption = "FIRED";
    m_markers = {firedAt};

    m_effects = {{"increments-lost", "Increments lost", "The unit loses increments."},
        {"eliminated", "Eliminated", "The unit has no increments left."},
        {"morale-check", "Morale check", "The fire losses call for a morale check."},
        {"fire-roll", "Fire roll", "The two dice of a fire attack, read as 11-66."},
        {"fired-at", "Fired at", "The hex may not be fired at again this fire segment."},
        {"fire-segment-ended", "Fire segment ended", "The hex may be fired at again."}};
    m_unitTypes = {{"infantry", "Infantry", "A battalion, in increments."},
        {"cavalry", "Cavalry", "A regiment, in increments."},
        {"artillery", "Artillery", "A battery, in increments."},
        {"leader", "Leader", "A commander; no increments."}};
}

CounterPrint LaBatailleRuleSet::counterPrint(const Unit &unit) const
{
    CounterPrint c;
    const LbProfile *p = profileOf(unit);
    const UnitKind k = p ? p->kind : UnitKind::Infantry;
    c.symbol = k == UnitKind::Leader ? "leader"
        : k == UnitKind::Cavalry     ? "cavalry"
        : k == UnitKind::Artillery   ? "artillery"
                                     : "squad";
    if (p && k != UnitKind::Leader) {
        c.values.push_back({PrintedValue::Slot::Left, PrintedValue::Frame::None,
            "x" + std::to_string(p->fireMultiple), "Fire multiple"});
        c.values.push_back({PrintedValue::Slot::Right, PrintedValue::Frame::Box,
            std::to_string(unit.strength), "Increments"});
    }
    return c;
}

std::vector<UnitFact> LaBatailleRuleSet::unitFacts(const GameState &, const Unit &unit) const
{
    const LbProfile *p = profileOf(unit);
    if (!p)
        return {};
    std::vector<UnitFact> f {{"Type", std::string(labataille::displayName(p->kind)), {}},
        {"Nationality", p->nationality, {}}};
    if (!p->troop.empty())
        f.push_back({"Troop", p->troop, {}});
    if (p->kind != UnitKind::Leader) {
        f.push_back({"Formation", std::string(labataille::displayName(p->formation)), {}});
        f.push_back({"Fire multiple", std::to_string(p->fireMultiple),
            "Increments that fire are multiplied by this (Fire Effects Chart)."});
        f.push_back({"Increments",
            std::to_string(unit.strength) + " of " + std::to_string(unit.maxStrength), {}});
        f.push_back({"Morale check on fire losses",
            std::string(key(moraleTrigger(m_options.tables, *p))), {}});
    }
    if (p->kind == UnitKind::Artillery)
        f.push_back({"Range", std::to_string(p->range) + " hexes", {}});
    return f;
}

MarkerView LaBatailleRuleSet::describeMarker(const GameState &state, const Marker &marker) const
{
    return {{},
        state.map().label(marker.hex)
            + " has been the target of a fire attack this fire segment (Combat à la Feu (21))."};
}

void LaBatailleRuleSet::readUnitProfile(
    const DataNode &node, Unit &unit, bool maxStrengthGiven, Diagnostics &diagnostics) const
{
    ObjectReader r(node, diagnostics,
        {"type", "nationality", "troop", "fireMultiple", "range", "formation"},
        "a La Bataille profile");
    if (!r.isObject())
        return;
    auto p = std::make_shared<LbProfile>();
    const auto type = r.choice("type", {"infantry", "cavalry", "artillery", "leader"}, true);
    if (!type)
        return;
    p->kind = *unitKindFromKey(*type);
    p->nationality = r.id("nationality", true).value_or("");
    p->troop = r.string("troop").value_or("");
    if (p->kind != UnitKind::Leader) {
        p->fireMultiple = static_cast<int>(r.integer("fireMultiple", 0, 99, true).value_or(0));
        std::vector<std::string_view> choices;
        for (Formation f : formationsOf(p->kind))
            choices.push_back(key(f));
        if (const auto f = r.choice("formation", choices, true))
            p->formation = *formationFromKey(*f);
    } else if (r.get("formation") || r.get("fireMultiple")) {
        report(diagnostics, node, "a leader has no formation and no fire multiple");
    }
    if (p->kind == UnitKind::Artillery)
        p->range = static_cast<int>(r.integer("range", 1, 20, true).value_or(1));
    else if (const DataNode *range = r.get("range"))
        report(diagnostics, *range, "only artillery has a range (infantry fires 1 hex)");
    if (p->kind == UnitKind::Leader && !maxStrengthGiven) {
        unit.maxStrength = 0;
        unit.strength = 0;
    }
    unit.profile = std::move(p);
}

DataNode LaBatailleRuleSet::writeUnitProfile(const Unit &unit) const
{
    const LbProfile *p = profileOf(unit);
    if (!p)
        return DataNode::null();
    DataNode n = DataNode::object();
    n.set("type", DataNode::of(std::string(key(p->kind))));
    n.set("nationality", DataNode::of(p->nationality));
    if (!p->troop.empty())
        n.set("troop", DataNode::of(p->troop));
    if (p->kind != UnitKind::Leader) {
        n.set("fireMultiple", DataNode::of(p->fireMultiple));
        n.set("formation", DataNode::of(std::string(key(p->formation))));
    }
    if (p->kind == UnitKind::Artillery)
        n.set("range", DataNode::of(p->range));
    return n;
}

void LaBatailleRuleSet::configure(const DataNode &options, Diagnostics &diagnostics)
{
    if (auto o = LbOptions::fromData(options, m_options, diagnostics))
        m_options = std::move(*o);
}

LosTrace LaBatailleRuleSet::traceLos(const GameState &state, Hex from, Hex to) const
{
    const LbLosRules rules(state, m_options.tables);
    LosEngine engine(state.map(), rules);
    return engine.trace(from, to);
}

std::vector<LosResult> LaBatailleRuleSet::visibleHexes(const GameState &state, Hex from) const
{
    const LbLosRules rules(state, m_options.tables);
    LosEngine engine(state.map(), rules);
    return engine.visibleHexes(from);
}

std::vector<std::string> LaBatailleRuleSet::availableActions(
    const GameState &, const std::vector<UnitId> &selection) const
{
    if (selection.empty())
        return {"end-fire-segment"};
    return {"fire"};
}

Evaluation LaBatailleRuleSet::evaluate(const GameState &state, const Action &action) const
{
    if (action.kind == "fire")
        return evaluateFire(state, action);
    if (action.kind == "end-fire-segment")
        return evaluateEndSegment(state, action);
    throw Error("La Bataille has no action \"" + action.kind + "\"");
}

Evaluation LaBatailleRuleSet::evaluateEndSegment(const GameState &state, const Action &action) const
{
    Evaluation e;
    e.action = action;
    for (const Marker &m : state.markers()) {
        if (m.kind == "fired-at")
            e.lines.push_back(
                explain("segment.clear", state.map().label(m.hex) + " may be fired at again", "",
                    std::nullopt, fireRuleRef, state.map().label(m.hex)));
    }
    if (e.lines.empty())
        refuse(e, "no hex has been fired at this fire segment");
    return e;
}

Evaluation LaBatailleRuleSet::evaluateFire(const GameState &state, const Action &action) const
{
    Evaluation e;
    e.action = action;
    e.assumptions = m_options.assumptions();
    e.notOfficial = m_options.tables.notOfficial;
    if (action.actors.empty()) {
        refuse(e, "select the units that fire");
        return e;
    }
    std::vector<const Unit *> firers;
    for (const UnitId &id : action.actors) {
        const Unit &u = state.unit(id);
        firers.push_back(&u);
    }
    const Unit &lead = *firers.front();
    if (!action.target || !state.map().contains(*action.target)) {
        refuse(e, "choose the hex to fire at");
        return e;
    }
    const Hex target = *action.target;
    const std::string targetLabel = state.map().label(target);
    for (const Marker *m : state.markersAt(target)) {
        if (m->kind == "fired-at") {
            refuse(
                e, targetLabel + " has already been the target of a fire attack this fire segment");
            return e;
        }
    }
    std::vector<const Unit *> defenders;
    for (const Unit *u : state.unitsAt(target)) {
        if (u->side != lead.side)
            defenders.push_back(u);
    }
    if (defenders.empty()) {
        refuse(e, "there is no enemy unit in " + targetLabel);
        return e;
    }
    std::map<Hex, std::vector<const Unit *>> byHex;
    for (const Unit *u : firers) {
        const LbProfile *p = profileOf(*u);
        if (!u->onMap()) {
            refuse(e, u->name + " is not on the map");
            return e;
        }
        if (u->side != lead.side) {
            refuse(e, u->name + " is not on the same side as " + lead.name);
            return e;
        }
        if (!p || p->kind == UnitKind::Leader || p->kind == UnitKind::Cavalry
            || p->fireMultiple <= 0) {
            refuse(e, u->name + " has no fire value");
            return e;
        }
        const Formation f = p->formation;
        if (f != Formation::Column && f != Formation::Line && f != Formation::Skirmish
            && f != Formation::Unlimbered) {
            refuse(e,
                u->name + " cannot fire in " + std::string(labataille::displayName(f))
                    + " (only a combat formation with a fire factor fires)");
            return e;
        }
        const int d = distance(u->hex, target);
        const int maxRange = f == Formation::Skirmish ? m_options.skirmishRange
            : p->kind == UnitKind::Artillery          ? p->range
                                                      : 1;
        if (d > maxRange) {
            refuse(e,
                targetLabel + " is " + std::to_string(d) + " hexes from " + u->name
                    + "; its range is " + std::to_string(maxRange),
                "Combat à la Feu (21): range");
            return e;
        }
        const auto classes = hexsideClasses(*u);
        if (!classes) {
            refuse(e, u->name + " has no facing that fits its formation", "Orientation (13)");
            return e;
        }
        const auto sides = exitHexsides(u->hex, target);
        const bool front = std::any_of(sides.begin(), sides.end(), [&](HexDirection dir) {
            return (*classes)[static_cast<std::size_t>(index(dir))] == HexsideClass::Front;
        });
        if (!front) {
            refuse(e,
                u->name + " cannot fire at " + targetLabel + ": the line of sight leaves "
                    + "through a flank or rear hexside",
                losRule);
            return e;
        }
        byHex[u->hex].push_back(u);
    }
    for (const auto &[hex, units] : byHex) {
        LosTrace t = traceLos(state, hex, target);
        const bool blocked = t.verdict == LosVerdict::Blocked;
        e.los.push_back(std::move(t));
        if (blocked) {
            refuse(e, units.front()->name + " has no line of sight to " + targetLabel, losRule);
            return e;
        }
    }
    int fv = 0;
    for (const auto &[hex, units] : byHex)
        fv += fireValueOfHex(state, hex, units, e.lines);
    e.lines.push_back(explain("fire.value", "fire value", std::to_string(fv), fv,
        "Infantry Fire Rules (24)", lead.id.value));
    if (fv <= 0) {
        refuse(e, "the selected units have no fire value against " + targetLabel);
        return e;
    }
    const int fd = fireDefence(m_options, state, target, defenders, lead.hex, e.lines);
    const bool notOfficial = m_options.tables.notOfficial;
    const std::size_t col = oddsColumn(m_options.tables.columns, fv, fd, m_options.rounding);
    const std::string &colLabel = m_options.tables.columns[col].label;
    e.lines.push_back(explain("fire.odds",
        "odds " + std::to_string(fv) + " : " + std::to_string(fd) + " (rounded for the "
            + (m_options.rounding == OddsRounding::DefenderFavoured ? "defender" : "attacker")
            + ")",
        colLabel, std::nullopt, "docs/rules.md: La Bataille odds rounding", targetLabel, true,
        notOfficial));
    int increments = 0;
    for (const Unit *u : defenders)
        increments += u->strength;
    const int drm = massedModifier(increments, m_options.massedThreshold);
    e.lines.push_back(explain("fire.massed",
        "Massed targets (22): " + std::to_string(increments) + " increments in the hex",
        signedText(drm), drm, "Massed Targets (22)", targetLabel));
    e.finals.push_back({"fire.value", "Fire value", fv, lead.id.value});
    e.finals.push_back({"fire.defence", "Fire defence", fd, targetLabel});
    e.finals.push_back({"fire.column", "Odds column (index)", static_cast<int>(col), targetLabel});
    e.finals.push_back({"fire.drm", "Fire roll modifier", drm, targetLabel});

    auto plan = std::make_shared<FirePlan>();
    plan->target = target;
    plan->column = col;
    plan->drm = drm;
    // Losses: the principal defender (top infantry, else the top unit) first, then top down.
    std::vector<const Unit *> order(defenders.rbegin(), defenders.rend());
    std::stable_partition(order.begin(), order.end(), [](const Unit *u) {
        const LbProfile *p = profileOf(*u);
        return p && p->kind == UnitKind::Infantry;
    });
    for (const Unit *u : order) {
        if (u->strength > 0)
            plan->losers.push_back(u->id);
    }
    std::map<int, double> lost;
    double check = 0.0;
    for (int i = 0; i < d66::readings; ++i) {
        const int reading = d66::modified(d66::reading(i), drm);
        const int result = m_options.tables.result(col, reading);
        const LossSplit s = splitLosses(state, m_options.tables, plan->losers, result);
        int total = 0;
        for (const auto &l : s.losses)
            total += l.second;
        lost[total] += 1.0 / d66::readings;
        if (!s.checks.empty())
            check += 1.0 / d66::readings;
    }
    OddsTable t {targetLabel, "Increments lost in " + targetLabel, {}, true};
    for (const auto &[n, p] : lost)
        t.outcomes.push_back({"lost-" + std::to_string(n), lostLabel(n), p});
    e.odds.push_back(std::move(t));
    e.odds.push_back({targetLabel, "Morale check in " + targetLabel,
        {{"morale-check", "Morale check", check}, {"no-check", "No morale check", 1.0 - check}},
        true});
    e.dice.push_back({6, "fire roll, tens die", false});
    e.dice.push_back({6, "fire roll, ones die", false});
    e.plan = std::move(plan);
    return e;
}

Resolution LaBatailleRuleSet::resolve(
    const GameState &state, const Evaluation &evaluation, DiceSource &dice) const
{
    if (!evaluation.legal)
        throw Error("this action cannot be resolved: " + evaluation.whyNot);
    Resolution r;
    r.action = evaluation.action;
    r.lines = evaluation.lines;
    r.finals = evaluation.finals;
    if (evaluation.action.kind == "end-fire-segment") {
        for (const Marker &m : state.markers()) {
            if (m.kind == "fired-at") {
                Effect e = named(EffectKind::MarkerRemoved, "fire-segment-ended", std::nullopt);
                e.marker = m;
                r.effects.push_back(e);
            }
        }
        return r;
    }
    const auto *plan = dynamic_cast<const FirePlan *>(evaluation.plan.get());
    if (!plan)
        throw Error("a fire evaluation without its plan");
    const std::string where = state.map().label(plan->target);
    const int tens = dice.roll(6, "fire roll, tens die");
    const int ones = dice.roll(6, "fire roll, ones die");
    const int rolled = d66::reading(tens, ones);
    const int reading = d66::modified(rolled, plan->drm);
    const int result = m_options.tables.result(plan->column, reading);
    r.lines.push_back(explain("fire.roll",
        "fire roll " + std::to_string(rolled) + " " + signedText(plan->drm) + " reads "
            + std::to_string(reading),
        std::to_string(reading), reading, "Combat à la Feu (21)", where));
    r.lines.push_back(explain("fire.result",
        "Fire Combat Chart, column " + m_options.tables.columns[plan->column].label + ", "
            + std::to_string(reading),
        std::to_string(result), result, "Fire Combat Chart", where, false,
        m_options.tables.notOfficial));
    Effect roll = named(EffectKind::Record, "fire-roll", std::nullopt);
    roll.check = CheckResult {reading, 0, result > 0};
    roll.note = "fire at " + where;
    r.effects.push_back(roll);
    r.finals.push_back({"fire.reading", "Modified fire roll", reading, where});
    r.finals.push_back({"fire.result", "Increments lost", result, where});
    const LossSplit s = splitLosses(state, m_options.tables, plan->losers, result);
    for (const auto &[u, n] : s.losses) {
        Effect lost = named(EffectKind::StrengthLost, "increments-lost", u->id);
        lost.count = n;
        r.effects.push_back(lost);
        if (n >= u->strength)
            r.effects.push_back(named(EffectKind::Eliminated, "eliminated", u->id));
        r.outcomes.push_back({u->id.value, "lost-" + std::to_string(n), lostLabel(n)});
    }
    for (const Unit *u : s.checks) {
        Effect c = named(EffectKind::Record, "morale-check", u->id);
        c.note = u->name + " must check morale";
        r.effects.push_back(c);
    }
    if (s.losses.empty())
        r.outcomes.push_back({where, "lost-0", lostLabel(0)});
    Effect mark = named(EffectKind::MarkerPlaced, "fired-at", std::nullopt);
    Marker m;
    m.id = state.nextMarkerId();
    m.kind = "fired-at";
    m.hex = plan->target;
    m.source = "fire at " + where;
    mark.marker = m;
    r.effects.push_back(mark);
    return r;
}

std::vector<SetupProblem> LaBatailleRuleSet::checkSetup(const GameState &state) const
{
    std::vector<SetupProblem> problems;
    for (const Unit &u : state.units()) {
        const LbProfile *p = profileOf(u);
        if (!p) {
            problems.push_back({u.id.value, u.name + " has no La Bataille profile"});
            continue;
        }
        if (p->kind != UnitKind::Leader && u.onMap() && !hexsideClasses(u))
            problems.push_back({u.id.value, u.name + " has no facing that fits its formation"});
    }
    return problems;
}

void registerLaBataille()
{
    RuleSetRegistry::add("labataille", [] { return std::make_unique<LaBatailleRuleSet>(); });
}

} // namespace hexfire
