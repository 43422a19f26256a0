#include "onedieruleset.h"

#include "core/data/datareader.h"
#include "core/error.h"
#include "core/los/losengine.h"
#include "core/los/terrainlosrules.h"
#include "core/rules/rulesetregistry.h"

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
    const auto *p = profileAs<OneDieProfile>(u.profile);
    return p && p->veteran;
}

/** What evaluate found and resolve needs: who is hit and what the die must reach. */
struct AttackPlan final : EvaluationPlan {
    UnitId target;
    int modifier = 0;
};

constexpr int hitOn = 5;

TerrainLosConfig losConfig()
{
    TerrainLosConfig c;
    c.blockingTerrain = {"woods"};
    c.ruleRef = "Line of sight";
    return c;
}

void refuse(Evaluation &e, std::string why)
{
    e.legal = false;
    e.whyNot = std::move(why);
    e.whyNotRule = "Attack";
}

Effect makeEffect(EffectKind kind, std::string name, const UnitId &unit)
{
    Effect e;
    e.kind = kind;
    e.name = std::move(name);
    e.unit = unit;
    return e;
}

} // namespace

OneDieRuleSet::OneDieRuleSet()
{
    ActionType attack;
    attack.key = "attack";
    attack.name = "Attack";
    attack.help = "One unit rolls a die against an enemy-held hex it can see: 5 or more hits.";
    attack.shortcut = "T";
    attack.actors = ActorRule::One;
    attack.attacks = true;
    attack.target = TargetKind::Hex;
    ParamSpec bonus;
    bonus.key = "bonus";
    bonus.label = "Aim bonus";
    bonus.help = "Added to the attack die: +1 or +2 for a careful aim, -1 or -2 for a snap shot.";
    bonus.type = ParamType::Integer;
    bonus.minimum = -2;
    bonus.maximum = 2;
    bonus.defaultValue = 0;
    attack.params = {bonus};
    ActionType rally;
    rally.key = "rally";
    rally.name = "Rally";
    rally.help = "Every shaken unit recovers.";
    rally.actors = ActorRule::None;
    rally.target = TargetKind::None;
    m_actions = {attack, rally};

    m_statuses = {{"shaken", "Shaken", "Hit this turn; recovers at the next rally.",
        {StatusLook::Style::Badge, "ov-pinned", "SHAKEN", "#c08020"}}};

    MarkerType cover;
    cover.key = "cover";
    cover.name = "Cover";
    cover.help = "Attacks into this hex subtract the cover level from the die.";
    cover.colour = "#556b2f";
    cover.caption = "COVER";
    cover.showsValue = true;
    ParamSpec level;
    level.key = "level";
    level.label = "Cover level";
    level.help = "How much the cover takes off an attack die (1 to 3).";
    level.type = ParamType::Integer;
    level.minimum = 1;
    level.maximum = 3;
    level.defaultValue = 1;
    level.required = true;
    cover.params = {level};
    m_markers = {cover};

    m_effects
        = {{"hit", "Hit", "One strength point lost."}, {"shaken", "Shaken", "The unit is shaken."},
            {"killed", "Killed", "The unit is removed from the map."},
            {"attack-roll", "Attack roll", "The die of an attack."},
            {"rallied", "Rallied", "The unit is no longer shaken."}};
    m_unitTypes = {{"trooper", "Trooper", "A figure on foot."}};
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
    const int level = paramOr(marker.params, "level", 1);
    return {"-" + std::to_string(level),
        "Cover in " + state.map().label(marker.hex) + ": attacks into this hex get -"
            + std::to_string(level) + " on the die."};
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
    if (!isVeteran(unit))
        return DataNode::null();
    DataNode n = DataNode::object();
    n.set("veteran", DataNode::of(true));
    return n;
}

void OneDieRuleSet::configure(const DataNode &options, Diagnostics &diagnostics)
{
    ObjectReader r(options, diagnostics, {}, "the one-die options");
}

LosTrace OneDieRuleSet::traceLos(const GameState &state, Hex from, Hex to) const
{
    const TerrainLosRules rules(state.map(), losConfig());
    LosEngine engine(state.map(), rules);
    return engine.trace(from, to);
}

std::vector<LosResult> OneDieRuleSet::visibleHexes(const GameState &state, Hex from) const
{
    const TerrainLosRules rules(state.map(), losConfig());
    LosEngine engine(state.map(), rules);
    return engine.visibleHexes(from);
}

std::vector<std::string> OneDieRuleSet::availableActions(
    const GameState &, const std::vector<UnitId> &selection) const
{
    if (selection.empty())
        return {"rally"};
    if (selection.size() == 1)
        return {"attack"};
    return {};
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
    if (action.kind == "attack")
        return evaluateAttack(state, action);
    if (action.kind == "rally")
        return evaluateRally(state, action);
    throw Error("the one-die rules have no action \"" + action.kind + "\"");
}

Evaluation OneDieRuleSet::evaluateAttack(const GameState &state, const Action &action) const
{
    Evaluation e;
    e.action = action;
    if (action.actors.size() != 1) {
        refuse(e, "select the one attacking unit");
        return e;
    }
    const Unit &attacker = state.unit(action.actors.front());
    if (!action.target || !state.map().contains(*action.target)) {
        refuse(e, "choose the hex to attack");
        return e;
    }
    const Hex target = *action.target;
    const Unit *victim = nullptr;
    for (const Unit *u : state.unitsAt(target)) {
        if (u->side != attacker.side) {
            victim = u;
            break;
        }
    }
    if (!victim) {
        refuse(e, "there is no enemy unit in " + state.map().label(target));
        return e;
    }
    e.los.push_back(traceLos(state, attacker.hex, target));
    if (e.los.back().verdict == LosVerdict::Blocked) {
        refuse(e, attacker.name + " cannot see " + state.map().label(target));
        return e;
    }
    const int bonus = paramOr(action.params, "bonus", 0);
    if (bonus < -2 || bonus > 2) {
        refuse(e, "the aim bonus must be between -2 and +2");
        return e;
    }
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
    const int needed = hitOn - modifier;
    e.lines.push_back(
        explain("attack.needed", "the die must show " + std::to_string(needed) + " or more",
            std::to_string(needed), needed, "Attack", victim->id.value));
    e.finals.push_back({"attack.needed", "Die roll needed", needed, victim->id.value});
    const int hits = std::clamp(7 - needed, 0, 6);
    const double p = hits / 6.0;
    const std::string killedOrHit = victim->strength <= 1 ? "Hit and killed" : "Hit and shaken";
    e.odds.push_back({victim->id.value, victim->name + " attacked",
        {{"hit", killedOrHit, p}, {"miss", "Missed", 1.0 - p}}, false});
    e.dice.push_back({6, "attack on " + victim->name, false});
    auto plan = std::make_shared<AttackPlan>();
    plan->target = victim->id;
    plan->modifier = modifier;
    e.plan = std::move(plan);
    return e;
}

Evaluation OneDieRuleSet::evaluateRally(const GameState &state, const Action &action) const
{
    Evaluation e;
    e.action = action;
    bool any = false;
    for (const Unit &u : state.units()) {
        if (u.onMap() && u.status.has("shaken")) {
            any = true;
            e.lines.push_back(
                explain("rally.unit", u.name + " rallies", "", std::nullopt, "Rally", u.id.value));
        }
    }
    if (!any) {
        e.legal = false;
        e.whyNot = "no unit is shaken";
        e.whyNotRule = "Rally";
    }
    return e;
}

Resolution OneDieRuleSet::resolve(
    const GameState &state, const Evaluation &evaluation, DiceSource &dice) const
{
    Resolution r = startResolution(evaluation);
    if (evaluation.action.kind == "rally") {
        for (const Unit &u : state.units()) {
            if (u.onMap() && u.status.has("shaken")) {
                Effect e = makeEffect(EffectKind::StatusCleared, "rallied", u.id);
                e.status = "shaken";
                r.effects.push_back(e);
                r.outcomes.push_back({u.id.value, "rallied", "Rallied"});
            }
        }
        return r;
    }
    const auto *plan = dynamic_cast<const AttackPlan *>(evaluation.plan.get());
    if (!plan)
        throw Error("an attack evaluation without its plan");
    const Unit &victim = state.unit(plan->target);
    const int face = dice.roll(6, "attack on " + victim.name);
    const bool hit = face + plan->modifier >= hitOn;
    Effect roll = makeEffect(EffectKind::Record, "attack-roll", victim.id);
    roll.check = CheckResult {face, hitOn - plan->modifier, hit};
    r.effects.push_back(roll);
    r.lines.push_back(explain("attack.roll", "attack die " + std::to_string(face),
        std::to_string(face), face, "Attack", victim.id.value));
    if (!hit) {
        r.outcomes.push_back({victim.id.value, "miss", "Missed"});
        return r;
    }
    Effect lost = makeEffect(EffectKind::StrengthLost, "hit", victim.id);
    lost.count = 1;
    r.effects.push_back(lost);
    if (victim.strength <= 1) {
        r.effects.push_back(makeEffect(EffectKind::Eliminated, "killed", victim.id));
        r.outcomes.push_back({victim.id.value, "hit", "Hit and killed"});
    } else {
        Effect shaken = makeEffect(EffectKind::StatusSet, "shaken", victim.id);
        shaken.status = "shaken";
        r.effects.push_back(shaken);
        r.outcomes.push_back({victim.id.value, "hit", "Hit and shaken"});
    }
    return r;
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

void registerOneDie()
{
    RuleSetRegistry::add("onedie", [] { return std::make_unique<OneDieRuleSet>(); });
}

} // namespace hexfire

namespace hexfire {

std::vector<TerrainKind> OneDieRuleSet::terrainKinds() const
{
    return {{"clear", "Clear", "#d8d0a0"}, {"woods", "Woods", "#6f8f4f"}};
}

std::vector<MapPreset> OneDieRuleSet::mapPresets() const
{
    return {{"Test map (8 x 6)", 8, 6, Orientation::PointyTop, OffsetParity::Even,
        LabelScheme::FourDigit, "The tests' choice."}};
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
    ParamSpec veteran;
    veteran.key = "veteran";
    veteran.label = "Veteran";
    veteran.help = "A veteran adds 1 to its attack die.";
    veteran.type = ParamType::Flag;
    veteran.defaultValue = false;
    t.fields = {veteran};
    return t;
}

} // namespace hexfire
