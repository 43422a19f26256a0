#include "onedieruleset.h"

#include "core/data/datareader.h"
#include "core/los/terrainlosrules.h"
#include "core/rules/actiontable.h"
#include "core/rules/effectsplan.h"
#include "core/rules/movement.h"
#include "core/rules/rulesetregistry.h"
#include "core/rules/ruletools.h"

#include <algorithm>

namespace hexfire {

namespace {

/** A veteran adds one to his attack die. */
struct OneDieProfile final : UnitProfile {
    bool veteran = false;
    std::string_view rulesetId() const override { return "onedie"; }
    bool equals(const UnitProfile &other) const override
    {
        const auto *o = dynamic_cast<const OneDieProfile *>(&other);
        return o && o->veteran == veteran;
    }
};

bool isVeteran(const Unit &u)
{
    const auto *p = profileOf<OneDieProfile>(u);
    return p && p->veteran;
}

constexpr int hitOn = 5;

/** What evaluate found: who is hit and what is added to the die. Resolving rolls it. */
struct AttackPlan final : EvaluationPlan {
    UnitId target;
    int modifier = 0;

    void resolve(const RuleSet &, const GameState &state, const Evaluation &evaluation,
        DiceSource &dice, Resolution &r) const override
    {
        r = startResolution(evaluation);
        const Unit &victim = state.unit(target);
        const int face = dice.roll(6, "attack on " + victim.name);
        const bool hit = face + modifier >= hitOn;
        Effect roll = makeEffect(EffectKind::Record, "attack-roll", victim.id);
        roll.check = CheckResult {face, hitOn - modifier, hit};
        r.effects.push_back(roll);
        r.lines.push_back(explain("attack.roll", "attack die " + std::to_string(face),
            std::to_string(face), face, "Attack", victim.id.value));
        if (!hit) {
            r.outcomes.push_back({victim.id.value, "miss", "Missed"});
            return;
        }
        Effect lost = makeEffect(EffectKind::StrengthLost, "hit", victim.id);
        lost.count = 1;
        r.effects.push_back(lost);
        const bool killed = victim.strength <= 1;
        Effect after = makeEffect(killed ? EffectKind::Eliminated : EffectKind::StatusSet,
            killed ? "killed" : "shaken", victim.id);
        if (!killed)
            after.status = "shaken";
        r.effects.push_back(after);
        r.outcomes.push_back(
            {victim.id.value, "hit", killed ? "Hit and killed" : "Hit and shaken"});
    }
};

} // namespace

OneDieRuleSet::OneDieRuleSet()
{
    RuleVocabulary &v = m_vocabulary;
    ActionType attack = actionType("attack", "Attack",
        "One unit rolls a die against an enemy-held hex it can see: 5 or more hits.",
        ActorRule::One, TargetKind::Hex);
    attack.shortcut = "T";
    attack.attacks = true;
    attack.params = {integerSpec("bonus", "Aim bonus",
        "Added to the attack die: +1 or +2 for a careful aim, -1 or -2 for a snap shot.", -2, 2,
        0)};
    ActionType move = actionType("move", "Move",
        "The unit moves hex by hex, paying the cost of each hex entered from its movement points.",
        ActorRule::One, TargetKind::Hex);
    move.shortcut = "M";
    move.icon = "move";
    ParamSpec path;
    path.key = std::string(movePathParam);
    path.label = "Path";
    path.help = "The hexes the unit enters, in order; without it the cheapest way.";
    path.type = ParamType::HexList;
    move.params = {path};
    ActionType morale = actionType("morale", "Morale check",
        "The unit checks its morale; these rules leave the result to the players, who pick it.",
        ActorRule::One, TargetKind::None);
    ParamSpec outcome = choiceSpec("outcome", "Result",
        "What the check gave, as the players read it from their own table.",
        {{"steady", "Steady"}, {"shaken", "Shaken"}, {"routs", "Routs"}}, "steady");
    outcome.askOnCommit = true;
    morale.params = {outcome};
    v.actions = {move, attack, morale,
        actionType(
            "rally", "Rally", "Every shaken unit recovers.", ActorRule::None, TargetKind::None)};
    v.featureTypes = {{"stream", "Stream", "Crossing it costs one more movement point.",
        FeaturePlace::Hexside, "#4a78b0"}};
    PhaseType movement {"move", "Movement", "The side whose turn it is moves its units.", "Move",
        PhaseActors::Phasing, true, {"move"}, {}, {}, {}, {}};
    PhaseType fire {"fire", "Fire",
        "The side whose turn it is attacks; the enemy may fire back. Shaken units rally at the "
        "end.",
        "Attack", PhaseActors::Phasing, true, {"attack", "rally", "morale"}, {"attack"}, "rally",
        {}, {}};
    m_sequence.phases = {movement, fire};
    v.statuses = {{"shaken", "Shaken", "Hit this turn; recovers at the next rally.",
        {StatusLook::Style::Badge, "ov-pinned", "SHAKEN", "#c08020"}}};
    MarkerType cover;
    cover.key = "cover";
    cover.name = "Cover";
    cover.help = "Attacks into this hex subtract the cover level from the die.";
    cover.colour = "#556b2f";
    cover.caption = "COVER";
    cover.showsValue = true;
    cover.params = {integerSpec(
        "level", "Cover level", "How much the cover takes off an attack die (1 to 3).", 1, 3, 1)};
    cover.params.front().required = true;
    v.markers = {cover};
    v.effects
        = {{"hit", "Hit", "One strength point lost."}, {"shaken", "Shaken", "The unit is shaken."},
            {"killed", "Killed", "The unit is removed from the map."},
            {"attack-roll", "Attack roll", "The die of an attack."},
            {"rallied", "Rallied", "The unit is no longer shaken."},
            {"move", "Move", "The unit moves."},
            {"routed", "Routed", "The unit breaks and leaves the map."}};
    v.unitTypes = {{"trooper", "Trooper", "A figure on foot."}};
    v.glossary = {{"Hit", "A die showing 5 or 6: the target loses a step.", ""}};
    v.primer = "Each attacker rolls one die; a 5 or 6 hits and the target loses a step.";
    v.terrainKinds = {{"clear", "Clear", "#d8d0a0"}, {"woods", "Woods", "#6f8f4f"}};
    v.mapPresets = {{"Test map (8 x 6)", 8, 6, Orientation::PointyTop, OffsetParity::Even,
        LabelScheme::FourDigit, "The tests' choice."}};
}

CounterPrint OneDieRuleSet::counterPrint(const Unit &unit) const
{
    CounterPrint p;
    p.symbol = "figure";
    p.values.push_back({PrintedValue::Slot::Right, PrintedValue::Frame::Circle,
        std::to_string(unit.strength), "Strength"});
    if (isVeteran(unit))
        p.values.push_back({PrintedValue::Slot::Left, PrintedValue::Frame::None, "+1", "Veteran"});
    return p;
}

std::vector<UnitFact> OneDieRuleSet::unitFacts(const GameState &, const Unit &unit) const
{
    return {{"Veteran", isVeteran(unit) ? "yes: +1 on attack dice" : "no", {}}};
}

MarkerView OneDieRuleSet::describeMarker(const GameState &state, const Marker &marker) const
{
    const std::string level = std::to_string(paramOr(marker.params, "level", 1));
    return {"-" + level,
        "Cover in " + state.map().label(marker.hex) + ": attacks into this hex get -" + level
            + " on the die."};
}

std::optional<UnitTemplate> OneDieRuleSet::unitTemplate(std::string_view typeKey) const
{
    if (typeKey != "trooper")
        return std::nullopt;
    UnitTemplate t;
    t.type = "trooper";
    t.name = "Trooper";
    t.art = "figure";
    t.strength = t.maxStrength = 2;
    t.profile.set("veteran", DataNode::of(false));
    t.fields = {flagSpec("veteran", "Veteran", "A veteran adds 1 to its attack die.", false)};
    return t;
}

void OneDieRuleSet::readUnitProfile(
    const DataNode &node, Unit &unit, bool, Diagnostics &diagnostics) const
{
    ObjectReader r(node, diagnostics, {"veteran"}, "a one-die profile");
    if (!r.isObject())
        return;
    auto p = std::make_shared<OneDieProfile>();
    p->veteran = r.boolean("veteran").value_or(false);
    unit.profile = std::move(p);
}

DataNode OneDieRuleSet::writeUnitProfile(const Unit &unit) const
{
    DataNode n = isVeteran(unit) ? DataNode::object() : DataNode::null();
    if (isVeteran(unit))
        n.set("veteran", DataNode::of(true));
    return n;
}

void OneDieRuleSet::configure(const DataNode &options, Diagnostics &diagnostics)
{
    ObjectReader r(options, diagnostics,
        {"movementAllowance", "movementCosts", "streamCost", "handMoved"}, "the one-die options");
    m_handMoved = r.boolean("handMoved").value_or(false);
    m_allowance = static_cast<int>(r.integer("movementAllowance", 0, 20).value_or(4));
    m_streamCost = static_cast<int>(r.integer("streamCost", 0, 20).value_or(1));
    if (const DataNode *costs = r.object("movementCosts")) {
        ObjectReader c(*costs, diagnostics, {"clear", "woods"}, "the movement costs");
        for (const char *terrain : {"clear", "woods"}) {
            if (const auto cost = c.integer(terrain, 1, 20))
                m_costs[terrain] = static_cast<int>(*cost);
        }
    }
}

MovementAllowance OneDieRuleSet::allowance(const GameState &, const Unit &unit) const
{
    MovementAllowance a;
    a.points = unit.status.has("shaken") ? m_allowance / 2 : m_allowance;
    a.why = unit.status.has("shaken") ? "Movement allowance, halved: shaken" : "Movement allowance";
    a.rule = "Move";
    return a;
}

StepCost OneDieRuleSet::stepCost(const GameState &state, const Unit &unit, Hex from, Hex to) const
{
    StepCost c;
    c.rule = "Move";
    const TerrainKind &terrain = state.map().terrain(to);
    const auto cost = m_costs.find(terrain.id);
    c.points = cost == m_costs.end() ? 1 : cost->second;
    c.what = terrain.name;
    if (state.map().hexsideFeature(from, directionTo(from, to)) == "stream") {
        c.points += m_streamCost;
        c.what += ", across a stream";
    }
    const auto enemy = [&](Hex h) {
        for (const Unit *u : state.unitsIn(h)) {
            if (u->side != unit.side)
                return true;
        }
        return false;
    };
    if (enemy(to)) {
        c.allowed = false;
        c.whyNot = unit.name + " cannot enter " + state.map().label(to) + ": the enemy holds it.";
        return c;
    }
    for (const HexDirection d : allDirections) {
        if (state.map().contains(neighbor(to, d)) && enemy(neighbor(to, d))) {
            c.mustStop = true;
            c.stopWhy = unit.name + " stops in " + state.map().label(to) + ", next to the enemy.";
            break;
        }
    }
    return c;
}

std::vector<SetupProblem> OneDieRuleSet::checkSetup(const GameState &state) const
{
    std::vector<SetupProblem> problems;
    for (const Unit &u : state.units()) {
        if (u.maxStrength < 1)
            problems.push_back({u.id.value, u.name + " needs a strength of at least 1"});
    }
    return problems;
}

std::unique_ptr<const LosRules> OneDieRuleSet::makeLosRules(const GameState &state) const
{
    TerrainLosConfig c;
    c.blockingTerrain = {"woods"};
    c.ruleRef = "Line of sight";
    return std::make_unique<TerrainLosRules>(state.map(), std::move(c));
}

std::vector<std::string> OneDieRuleSet::availableActions(
    const GameState &, const std::vector<UnitId> &selection) const
{
    if (selection.size() > 1)
        return {};
    if (selection.empty())
        return {"rally"};
    return {"move", "attack"};
}

std::function<void(const GameState &, const Action &)> &OneDieRuleSet::evaluationSpy()
{
    static std::function<void(const GameState &, const Action &)> spy;
    return spy;
}

Evaluation OneDieRuleSet::evaluate(const GameState &state, const Action &action) const
{
    if (const auto &spy = evaluationSpy())
        spy(state, action);
    static const ActionTable<OneDieRuleSet> table {{"attack", &OneDieRuleSet::evaluateAttack},
        {"rally", &OneDieRuleSet::evaluateRally}, {"move", &OneDieRuleSet::evaluateMove},
        {"morale", &OneDieRuleSet::evaluateMorale}};
    return table.evaluate(*this, state, action);
}

Evaluation OneDieRuleSet::evaluateAttack(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    if (action.actors.size() != 1)
        return refused(e, "select the one attacking unit", "Attack");
    const Unit &attacker = state.unit(action.actors.front());
    if (!action.target || !state.map().contains(*action.target))
        return refused(e, "choose the hex to attack", "Attack");
    const Hex target = *action.target;
    const std::vector<const Unit *> here = state.unitsAt(target);
    const auto victim = std::find_if(
        here.begin(), here.end(), [&](const Unit *u) { return u->side != attacker.side; });
    if (victim == here.end())
        return refused(e, "there is no enemy unit in " + state.map().label(target), "Attack");
    e.los.push_back(traceLos(state, attacker.hex, target));
    if (e.los.back().verdict == LosVerdict::Blocked)
        return refused(e, attacker.name + " cannot see " + state.map().label(target), "Attack");
    const int bonus = paramOr(action.params, "bonus", 0);
    if (bonus < -2 || bonus > 2)
        return refused(e, "the aim bonus must be between -2 and +2", "Attack");
    int modifier = bonus;
    e.lines.push_back(explain(
        "attack.bonus", "aim bonus", signedText(bonus), bonus, "Attack", attacker.id.value));
    if (isVeteran(attacker)) {
        ++modifier;
        e.lines.push_back(explain("attack.veteran", attacker.name + " is a veteran", "+1", 1,
            "Attack", attacker.id.value));
    }
    for (const Marker *m : state.markersAt(target)) {
        if (m->kind == "cover") {
            const int level = paramOr(m->params, "level", 1);
            modifier -= level;
            e.lines.push_back(explain("attack.cover", "cover in " + state.map().label(target),
                signedText(-level), -level, "Cover", state.map().label(target)));
        }
    }
    const Unit &hit = **victim;
    const int needed = hitOn - modifier;
    e.lines.push_back(
        explain("attack.needed", "the die must show " + std::to_string(needed) + " or more",
            std::to_string(needed), needed, "Attack", hit.id.value));
    e.finals.push_back({"attack.needed", "Die roll needed", needed, hit.id.value});
    const double p = std::clamp(7 - needed, 0, 6) / 6.0;
    e.odds.push_back({hit.id.value, hit.name + " attacked",
        {{"hit", hit.strength <= 1 ? "Hit and killed" : "Hit and shaken", p},
            {"miss", "Missed", 1.0 - p}},
        false});
    e.dice.push_back({6, "attack on " + hit.name, false});
    auto plan = std::make_shared<AttackPlan>();
    plan->target = hit.id;
    plan->modifier = modifier;
    e.plan = std::move(plan);
    return e;
}

Evaluation OneDieRuleSet::evaluateRally(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    auto plan = std::make_shared<EffectsPlan>();
    for (const Unit &u : state.units()) {
        if (u.onMap() && u.status.has("shaken")) {
            e.lines.push_back(
                explain("rally.unit", u.name + " rallies", "", std::nullopt, "Rally", u.id.value));
            Effect cleared = makeEffect(EffectKind::StatusCleared, "rallied", u.id);
            cleared.status = "shaken";
            plan->effects.push_back(cleared);
            plan->outcomes.push_back({u.id.value, "rallied", "Rallied"});
        }
    }
    if (plan->effects.empty())
        return refused(e, "no unit is shaken", "Rally");
    e.plan = std::move(plan);
    return e;
}

Evaluation OneDieRuleSet::evaluateMove(const GameState &state, const Action &action) const
{
    return hexfire::evaluateMove(*this, *this, state, action);
}

Evaluation OneDieRuleSet::evaluateMorale(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    if (action.actors.size() != 1)
        return refused(e, "select the one unit that checks", "Morale");
    const Unit &unit = state.unit(action.actors.front());
    const std::string pick = paramOr<std::string>(action.params, "outcome", "steady");
    e.lines.push_back(explain("morale.pick", "the players pick the result", pick, std::nullopt,
        "Morale", unit.id.value, true));
    e.assumptions.push_back({"morale-pick", "The result of a morale check is the players' pick.",
        "docs/rules.md: Morale check"});
    auto plan = std::make_shared<EffectsPlan>();
    if (pick == "shaken") {
        Effect shaken = makeEffect(EffectKind::StatusSet, "shaken", unit.id);
        shaken.status = "shaken";
        plan->effects.push_back(shaken);
    } else if (pick == "routs") {
        plan->effects.push_back(makeEffect(EffectKind::Eliminated, "routed", unit.id));
    } else if (pick != "steady") {
        return refused(e, "pick steady, shaken or routs", "Morale");
    }
    plan->outcomes.push_back({unit.id.value, pick,
        pick == "steady"       ? "Steady"
            : pick == "shaken" ? "Shaken"
                               : "Routs"});
    e.plan = std::move(plan);
    return e;
}

void registerOneDie()
{
    RuleSetRegistry::add("onedie", [] { return std::make_unique<OneDieRuleSet>(); });
}

} // namespace hexfire
