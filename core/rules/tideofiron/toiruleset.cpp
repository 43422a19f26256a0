#include "toiruleset.h"

#include "core/data/datareader.h"
#include "core/dice/distribution.h"
#include "core/error.h"
#include "core/los/terrainlosrules.h"
#include "core/rules/actiontable.h"
#include "core/rules/effectsplan.h"
#include "core/rules/ruletools.h"
#include "core/rules/systemplan.h"
#include "core/rules/tideofiron/toiactions.h"
#include "core/rules/tideofiron/toiattack.h"
#include "core/rules/tideofiron/toiglossary.h"

#include <algorithm>
#include <functional>
#include <map>
#include <sstream>

namespace hexfire {

using namespace toi;

namespace {

constexpr const char *attackRule = "Attacks";

/**
 * Terrain from the tables and "higher than both ends blocks"; between units on different levels
 * a blocking hex blocks when it is at least as close to the lower unit (REFERENCE 4.3 DEFAULT).
 * Lenient along hexsides; units never block.
 */
class ToiLosRules final : public LosRules {
public:
    ToiLosRules(const MapGrid &map, const ToiTables &tables)
        : m_terrain(map, config(tables))
        , m_farFromLower(internReason("tideofiron.lower",
              "the view from above passes over a blocking hex lower than the firer or nearer the "
              "higher unit",
              "Line of sight"))
    { }
    HexsidePolicy hexsidePolicy() const override { return HexsidePolicy::Lenient; }
    LosObstacle hexEffect(const LosContext &context, Hex hex) const override
    {
        const LosObstacle o = m_terrain.hexEffect(context, hex);
        if (o.effect != LosEffect::Block)
            return o;
        const int level = context.map.elevation(hex);
        const int lower = std::min(context.firerLevel, context.targetLevel);
        const int higher = std::max(context.firerLevel, context.targetLevel);
        // Both units above it: they see over it (as over a lower hill).
        if (level < lower)
            return {LosEffect::Clear, 0, m_farFromLower};
        if (level >= higher)
            return o;
        const bool firerLower = context.firerLevel < context.targetLevel;
        const int toLower = firerLower ? context.fromFirer : context.fromTarget;
        const int toHigher = firerLower ? context.fromTarget : context.fromFirer;
        if (toLower > toHigher)
            return {LosEffect::Clear, 0, m_farFromLower};
        return o;
    }
    LosObstacle hexsideEffect(
        const LosContext &context, HexsideRef side, std::string_view feature) const override
    {
        return m_terrain.hexsideEffect(context, side, feature);
    }

private:
    static TerrainLosConfig config(const ToiTables &t)
    {
        TerrainLosConfig c;
        c.policy = HexsidePolicy::Lenient;
        c.blockingTerrain = t.blockingTerrain;
        c.higherThanBothBlocks = true;
        c.ruleRef = "Line of sight";
        return c;
    }
    TerrainLosRules m_terrain;
    const LosReason *m_farFromLower;
};

/** An attack: the dice pools and who loses what; resolving rolls them. */
class AttackPlan final : public SystemPlan<TideOfIronRuleSet> {
public:
    UnitId targetId;
    std::vector<UnitId> attackers; /**< lead first */
    int attackDice = 0;
    int success = 5;
    int cover = 0;
    bool suppressive = false;
    std::vector<std::string> removal; /**< squads: figure types in the order they go */

protected:
    void resolveWith(const TideOfIronRuleSet &rules, const GameState &state,
        const Evaluation &evaluation, DiceSource &dice, Resolution &r) const override;

private:
    void damage(const TideOfIronRuleSet &rules, const Unit &target, const ToiProfile &tp,
        int netHits, Resolution &r) const;
    void suppress(
        const TideOfIronRuleSet &rules, const Unit &target, int netHits, Resolution &r) const;
    void removeFigures(const TideOfIronRuleSet &rules, const Unit &target, const ToiProfile *tp,
        int netHits, Resolution &r) const;
    void fatigue(const GameState &state, Resolution &r) const;
};

/** An order without dice: states set or cleared and a move (orderPlan() makes the plan). */
struct OrderPlan {
    std::vector<std::pair<UnitId, std::pair<bool, std::string>>> changes; /**< set?, status */
    std::optional<std::pair<UnitId, Hex>> move; /**< a unit moving into a hex */
    std::string name;
};

/** The effects of an order, known when it is evaluated. */
std::shared_ptr<EffectsPlan> orderPlan(const GameState &state, const OrderPlan &order)
{
    auto plan = std::make_shared<EffectsPlan>();
    for (const auto &[unit, change] : order.changes) {
        Effect fx = makeEffect(
            change.first ? EffectKind::StatusSet : EffectKind::StatusCleared, order.name, unit);
        fx.status = change.second;
        plan->effects.push_back(std::move(fx));
    }
    if (order.move) {
        Effect fx = makeEffect(EffectKind::Moved, order.name, order.move->first);
        fx.from = state.unit(order.move->first).hex;
        fx.to = order.move->second;
        plan->effects.push_back(std::move(fx));
    }
    return plan;
}

/** Refuses e under the attack rules (most of Tide of Iron's refusals). */
void refuse(Evaluation &e, std::string why) { hexfire::refuse(e, std::move(why), attackRule); }

std::string plural(int n, const std::string &one, const std::string &many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

constexpr std::array<std::string_view, 4> suppressionSteps {
    "", states::pinned, states::disrupted, states::routed};

int suppressionOf(const Unit &u)
{
    for (int i = 3; i >= 1; --i) {
        if (u.status.has(suppressionSteps[static_cast<std::size_t>(i)]))
            return i;
    }
    return 0;
}

std::string_view suppressionName(int step)
{
    static constexpr std::array<std::string_view, 4> names {
        "Normal", "Pinned", "Disrupted", "Routed"};
    return names[static_cast<std::size_t>(std::clamp(step, 0, 3))];
}

/** The damage level net hits give against a vehicle's track (0: none). */
int damageFor(const UnitValues *v, int hits)
{
    int level = 0;
    if (v) {
        for (std::size_t i = 0; i < v->damageThresholds.size(); ++i) {
            if (hits >= v->damageThresholds[i])
                level = static_cast<int>(i) + 1;
        }
    }
    return level;
}

} // namespace

TideOfIronRuleSet::TideOfIronRuleSet()
{
    ActionType attack;
    attack.key = std::string(actions::attack);
    attack.name = "Attack";
    attack.help = "The selected unit attacks the unit pointed at; Ctrl-click other units to "
                  "support it with combined fire. Attack dice against the target's cover dice; "
                  "what is left removes figures or damages a vehicle.";
    attack.icon = "fire";
    attack.shortcut = "F";
    attack.actors = ActorRule::Several;
    attack.attacks = true;
    attack.target = TargetKind::Unit;
    ParamSpec mode;
    mode.key = "mode";
    mode.label = "Attack";
    mode.help = "Concentrated: a fresh unit, supporters fresh too. Fire and Movement: half "
                "firepower, no long range, no supporters. Op Fire: units in Op Fire mode.";
    mode.type = ParamType::Choice;
    mode.choices = {{"concentrated", "Concentrated attack"},
        {"fire-and-movement", "Fire and Movement"}, {"op-fire", "Op Fire"}};
    mode.defaultValue = std::string("concentrated");
    ParamSpec kind;
    kind.key = "kind";
    kind.label = "Fire";
    kind.help = "A normal attack removes figures or damages vehicles; a suppressive one pins, "
                "disrupts and routs squads.";
    kind.type = ParamType::Choice;
    kind.choices = {{"normal", "Normal"}, {"suppressive", "Suppressive"}};
    kind.defaultValue = std::string("normal");
    ParamSpec remove;
    remove.key = "remove";
    remove.label = "Figures lost";
    remove.help = "The defender's choice of the figures a hit removes, by type in order "
                  "(\"regular, officer\"); left empty, regulars go first and the officer last.";
    remove.type = ParamType::Text;
    remove.askOrderOnCommit = true;
    attack.params = {mode, kind, remove};

    ActionType opFire;
    opFire.key = std::string(actions::setOpFire);
    opFire.name = "Op Fire mode";
    opFire.help = "Put a fresh unit in Op Fire mode, ready to fire when the enemy moves or acts "
                  "in its sight, or take it out.";
    opFire.actors = ActorRule::One;
    opFire.target = TargetKind::None;
    ParamSpec state;
    state.key = "state";
    state.label = "Op Fire mode";
    state.help = opFire.help;
    state.type = ParamType::Choice;
    state.required = true;
    state.choices = {{"on", "In Op Fire mode"}, {"off", "Not in Op Fire mode"}};
    opFire.params = {state};

    ActionType move;
    move.key = std::string(actions::formerMove);
    move.name = "Move";
    move.help = "The unit moves into a hex next to it; units in Op Fire mode that see it there "
                "may fire in reply. HexFire does not count movement points.";
    move.icon = "";
    move.shortcut = "M";
    move.actors = ActorRule::One;
    move.target = TargetKind::Hex;

    ActionType end;
    end.key = std::string(actions::endRound);
    end.name = "End round";
    end.help = "Ends the round: every unit loses its fatigue and Op Fire tokens.";
    end.actors = ActorRule::None;
    end.target = TargetKind::None;
    RuleVocabulary &v = m_vocabulary;
    v.actions = {attack, move, opFire, end};

    v.statuses = {
        {std::string(states::fatigued), "Fatigued",
            "Has attacked or supported: no concentrated attack or support until it recovers.",
            {StatusLook::Style::Badge, "", "FAT", "#8a6d1f"}},
        {std::string(states::opFire), "Op Fire", "Waiting to fire when the enemy moves or acts.",
            {StatusLook::Style::Badge, "", "OP", "#1f5f8a"}},
        {std::string(states::pinned), "Pinned",
            "Suppressed: cannot support a concentrated "
            "attack.",
            {StatusLook::Style::Badge, "", "PIN", "#b07020"}},
        {std::string(states::disrupted), "Disrupted", "Badly suppressed.",
            {StatusLook::Style::Band, "ov-disrupted", "DISRUPTED", "#c04020"}},
        {std::string(states::routed), "Routed", "Broken.",
            {StatusLook::Style::Band, "ov-broken", "ROUTED", "#a02020"}},
    };
    v.effects = {{"attack-die", "Attack die", "One attack die against the range band."},
        {"cover-die", "Cover die", "One cover die of the target."},
        {"figures-removed", "Figures removed", "Hits remove figures from the squad."},
        {"eliminated", "Eliminated", "No figure left, or the vehicle destroyed."},
        {"damaged", "Damaged", "The vehicle moves along its damage track."},
        {"suppressed", "Suppressed", "A suppressive attack pins, disrupts or routs."},
        {"fatigued", "Fatigued", "The unit attacked or supported."},
        {"op-fire-spent", "Op Fire spent", "The Op Fire token flips to fatigued."},
        {"op-fire", "Op Fire mode", "The unit is put in or taken out of Op Fire mode."},
        {"moved", "Moved", "The unit moves into the next hex."},
        {"round-ended", "Round ended", "Fatigue and Op Fire tokens come off."}};
    v.unitTypes = {{"squad", "Squad", "A base of figures: regulars, elites, an officer, crews."},
        {"vehicle", "Vehicle", "A tank or half-track with a damage track."}};
    v.damageLevels = {"Damaged", "Heavily damaged", "Destroyed"};
    v.largestDieFace = 6;
    v.glossary = toi::glossary();
    v.primer = std::string(toi::primer());
    v.terrainKinds = terrainKinds();
    v.mapPresets = mapPresets();
}

CounterPrint TideOfIronRuleSet::counterPrint(const Unit &unit) const
{
    CounterPrint c;
    const ToiProfile *p = profileOf<ToiProfile>(unit);
    c.symbol = p && p->vehicle ? "vehicle" : "squad";
    if (!p)
        return c;
    int firepower = 0;
    int range = 0;
    if (p->vehicle) {
        if (const UnitValues *v = m_options.tables.vehicleType(p->type)) {
            firepower = v->infantry.firepower;
            range = v->infantry.range;
        }
    } else {
        bool first = true;
        for (const std::string &f : p->figures) {
            if (const UnitValues *v = m_options.tables.figure(f)) {
                firepower += v->infantry.firepower;
                range = first ? v->infantry.range : std::min(range, v->infantry.range);
                first = false;
            }
        }
    }
    c.values.push_back({PrintedValue::Slot::Left, PrintedValue::Frame::None,
        std::to_string(firepower), "Firepower against infantry"});
    c.values.push_back({PrintedValue::Slot::Middle, PrintedValue::Frame::None,
        "R" + std::to_string(range), "Range against infantry"});
    if (!p->vehicle)
        c.values.push_back({PrintedValue::Slot::Right, PrintedValue::Frame::Box,
            std::to_string(p->figures.size()), "Figures"});
    return c;
}

std::vector<UnitFact> TideOfIronRuleSet::unitFacts(const GameState &state, const Unit &unit) const
{
    const ToiProfile *p = profileOf<ToiProfile>(unit);
    if (!p)
        return {};
    std::vector<UnitFact> f;
    const std::string official = m_options.tables.notOfficial ? " (not official)" : "";
    if (p->vehicle) {
        const UnitValues *v = m_options.tables.vehicleType(p->type);
        f.push_back({"Vehicle", v ? v->name : p->type, {}});
        if (v) {
            f.push_back({"Against infantry",
                "firepower " + std::to_string(v->infantry.firepower) + ", range "
                    + std::to_string(v->infantry.range) + official,
                {}});
            f.push_back({"Against vehicles",
                "firepower " + std::to_string(v->vehicle.firepower) + ", range "
                    + std::to_string(v->vehicle.range) + official,
                {}});
            f.push_back({"Damage track",
                "damaged at " + std::to_string(v->damageThresholds.at(0)) + ", heavily at "
                    + std::to_string(v->damageThresholds.at(1)) + ", destroyed at "
                    + std::to_string(v->damageThresholds.at(2)) + " net hits" + official,
                {}});
            if (v->concussive)
                f.push_back(
                    {"Concussive Firepower", "+3 firepower and range against buildings", {}});
        }
    } else {
        std::map<std::string, int> counts;
        for (const std::string &fig : p->figures)
            ++counts[fig];
        std::string list;
        for (const auto &[key, n] : counts) {
            const UnitValues *v = m_options.tables.figure(key);
            list += (list.empty() ? "" : ", ") + std::to_string(n) + " " + (v ? v->name : key);
        }
        f.push_back({"Figures", list, "A hit removes one figure."});
    }
    f.push_back({"Cover here",
        plural(m_options.tables.coverOf(state.map().terrain(unit.hex).id), "die", "dice") + " ("
            + state.map().terrain(unit.hex).name + ")",
        "Cover dice the unit rolls when attacked in this hex."});
    f.push_back({"Level", std::to_string(state.map().elevation(unit.hex)), {}});
    return f;
}

MarkerView TideOfIronRuleSet::describeMarker(const GameState &, const Marker &) const { return {}; }

void TideOfIronRuleSet::readUnitProfile(
    const DataNode &node, Unit &unit, bool maxStrengthGiven, Diagnostics &diagnostics) const
{
    ObjectReader r(node, diagnostics, {"figures", "vehicle"}, "a Tide of Iron profile");
    if (!r.isObject())
        return;
    auto p = std::make_shared<ToiProfile>();
    const DataNode *figures = r.array("figures");
    const auto vehicle = r.id("vehicle");
    if ((figures != nullptr) == vehicle.has_value()) {
        report(diagnostics, node,
            "a Tide of Iron unit is either a squad (\"figures\") or a vehicle (\"vehicle\")");
        return;
    }
    if (vehicle) {
        p->vehicle = true;
        p->type = *vehicle;
        if (!maxStrengthGiven) {
            unit.maxStrength = 1;
            unit.strength = 1;
        }
    } else {
        if (figures->items.size() > static_cast<std::size_t>(maxUnitStrength)) {
            report(diagnostics, *figures,
                "a squad of " + std::to_string(figures->items.size())
                    + " figures: expected at most " + std::to_string(maxUnitStrength));
            return;
        }
        for (const DataNode &f : figures->items) {
            if (expectType(f, DataNode::Type::String, diagnostics, "a figure type"))
                p->figures.push_back(f.string);
        }
        if (p->figures.empty())
            report(diagnostics, *figures, "a squad needs at least one figure");
        if (!maxStrengthGiven) {
            unit.maxStrength = static_cast<int>(p->figures.size());
            unit.strength = unit.maxStrength;
        }
    }
    unit.profile = std::move(p);
}

DataNode TideOfIronRuleSet::writeUnitProfile(const Unit &unit) const
{
    const ToiProfile *p = profileOf<ToiProfile>(unit);
    if (!p)
        return DataNode::null();
    DataNode n = DataNode::object();
    if (p->vehicle) {
        n.set("vehicle", DataNode::of(p->type));
    } else {
        DataNode figures = DataNode::array();
        for (const std::string &f : p->figures)
            figures.push(DataNode::of(f));
        n.set("figures", std::move(figures));
    }
    return n;
}

void TideOfIronRuleSet::configure(const DataNode &options, Diagnostics &diagnostics)
{
    if (auto o = ToiOptions::fromData(options, m_options, diagnostics)) {
        m_options = std::move(*o);
        m_vocabulary.terrainKinds = terrainKinds(); // the terrain table's kinds
    }
}

std::unique_ptr<const LosRules> TideOfIronRuleSet::losRules(const GameState &state) const
{
    return std::make_unique<ToiLosRules>(state.map(), m_options.tables);
}

std::vector<std::string> TideOfIronRuleSet::availableActions(
    const GameState &state, const std::vector<UnitId> &selection) const
{
    if (selection.empty())
        return {std::string(actions::endRound)};
    std::vector<std::string> out {std::string(actions::attack)};
    if (selection.size() == 1) {
        const Unit *u = state.findUnit(selection.front());
        if (u && profileOf<ToiProfile>(*u)) {
            out.push_back(std::string(actions::formerMove));
            out.push_back(std::string(actions::setOpFire));
        }
    }
    return out;
}

std::vector<ParamChoice> TideOfIronRuleSet::itemsToOrder(
    const GameState &state, const Action &action, std::string_view paramKey) const
{
    // The defender chooses which figures a normal attack removes: only worth asking when the
    // squad's figures differ.
    if (action.kind != actions::attack || paramKey != "remove" || !action.targetUnit
        || paramOr<std::string>(action.params, "kind", "normal") != "normal")
        return {};
    const Unit *target = state.findUnit(*action.targetUnit);
    const ToiProfile *p = target ? profileOf<ToiProfile>(*target) : nullptr;
    if (!p || p->vehicle)
        return {};
    std::vector<std::string> figures = p->figures;
    std::stable_sort(
        figures.begin(), figures.end(), [&](const std::string &a, const std::string &b) {
            const UnitValues *va = m_options.tables.figure(a);
            const UnitValues *vb = m_options.tables.figure(b);
            return (va ? va->removalOrder : 99) < (vb ? vb->removalOrder : 99);
        });
    if (std::adjacent_find(figures.begin(), figures.end(), std::not_equal_to<>()) == figures.end())
        return {}; // all alike: nothing to choose
    std::vector<ParamChoice> items;
    for (const std::string &f : figures) {
        const UnitValues *v = m_options.tables.figure(f);
        items.push_back({f, v ? v->name : f});
    }
    return items;
}

std::vector<Action> TideOfIronRuleSet::reactionsTo(const GameState &state, const Action &done) const
{
    // An enemy that acts in sight of units in Op Fire mode may be fired at by them (Op Fire);
    // each one that could lead such an attack now is offered.
    std::vector<Action> out;
    if (done.actors.empty())
        return out;
    const Unit *actor = state.findUnit(done.actors.front());
    if (!actor || !actor->onMap() || done.kind == actions::endRound
        || done.kind == actions::setOpFire)
        return out;
    for (const Unit &u : state.units()) {
        if (!u.onMap() || u.side == actor->side || !u.status.has(states::opFire))
            continue;
        Action a;
        a.kind = std::string(actions::attack);
        a.actors = {u.id};
        a.targetUnit = actor->id;
        a.params["mode"] = std::string("op-fire");
        a.params["kind"] = std::string("normal");
        if (evaluate(state, a).legal)
            out.push_back(std::move(a));
    }
    return out;
}

Evaluation TideOfIronRuleSet::evaluate(const GameState &state, const Action &action) const
{
    using S = TideOfIronRuleSet;
    static const ActionTable<S> table {{actions::attack, &S::evaluateAttack},
        {actions::setOpFire, &S::evaluateOpFire}, {actions::formerMove, &S::evaluateMove},
        {actions::endRound, &S::evaluateEndRound}};
    return table.evaluate(*this, state, action);
}

Evaluation TideOfIronRuleSet::evaluateAttack(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action, m_options.assumptions(), m_options.tables.notOfficial);
    if (action.actors.empty()) {
        refuse(e, "select the unit that attacks");
        return e;
    }
    if (!action.targetUnit) {
        refuse(e, "point at the unit to attack");
        return e;
    }
    const Unit &target = state.unit(*action.targetUnit);
    const ToiProfile *tp = profileOf<ToiProfile>(target);
    const Unit &lead = state.unit(action.actors.front());
    if (!target.onMap() || !tp || target.side == lead.side) {
        refuse(e, target.name + " is not an enemy unit on the map");
        return e;
    }
    const std::string modeKey = paramOr<std::string>(action.params, "mode", "concentrated");
    const AttackMode mode = modeKey == "fire-and-movement" ? AttackMode::FireAndMovement
        : modeKey == "op-fire"                             ? AttackMode::OpFire
                                                           : AttackMode::Concentrated;
    const bool suppressive = paramOr<std::string>(action.params, "kind", "normal") == "suppressive";
    if (suppressive && tp->vehicle) {
        refuse(e, "a suppressive attack has no effect on a vehicle",
            "docs/rules.md: Tide of Iron suppressive attacks");
        return e;
    }
    if (mode == AttackMode::FireAndMovement && action.actors.size() > 1) {
        refuse(e, "a Fire and Movement attack cannot be supported", "Fire and Movement");
        return e;
    }
    const LosCache los(*this, state);
    auto plan = std::make_shared<AttackPlan>();
    plan->targetId = target.id;
    plan->suppressive = suppressive;
    Band worst = Band::Close;
    for (std::size_t i = 0; i < action.actors.size(); ++i) {
        const Unit &u = state.unit(action.actors[i]);
        const bool isLead = i == 0;
        if (!u.onMap() || u.side != lead.side) {
            refuse(e, u.name + " is not a unit of the attacking side on the map");
            return e;
        }
        // Who may take part (Combined fire).
        if (mode == AttackMode::OpFire && !u.status.has(states::opFire)) {
            refuse(e,
                u.name + " is not in Op Fire mode: only units in Op Fire mode "
                    + (isLead ? "make" : "support") + " an Op Fire attack",
                "Op Fire; Combined fire");
            return e;
        }
        if (mode != AttackMode::OpFire && u.status.has(states::fatigued)) {
            refuse(e,
                u.name + " is fatigued: only a fresh unit "
                    + std::string(isLead ? "attacks" : "supports a concentrated attack"),
                "Combined fire");
            return e;
        }
        if (!isLead && mode == AttackMode::Concentrated
            && (u.status.has(states::pinned) || u.status.has(states::disrupted)
                || u.status.has(states::routed))) {
            refuse(e, u.name + " is pinned or disrupted and cannot support", "Combined fire");
            return e;
        }
        Contribution c = contribution(m_options, state, u, target, isLead, mode, los);
        if (!c.ok) {
            refuse(e, c.whyNot, c.whyNotRule);
            e.lines.insert(e.lines.end(), c.lines.begin(), c.lines.end());
            return e;
        }
        e.los.push_back(los(u.hex, target.hex));
        e.lines.insert(e.lines.end(), c.lines.begin(), c.lines.end());
        plan->attackers.push_back(u.id);
        plan->attackDice += c.dice;
        worst = std::max(worst, c.band);
    }
    if (plan->attackDice > maxDiceCount) {
        refuse(e,
            "the attack would roll " + std::to_string(plan->attackDice) + " dice: at most "
                + std::to_string(maxDiceCount) + " are rolled at once",
            attackRule);
        return e;
    }
    plan->success = successNumber(worst);
    if (action.actors.size() > 1)
        e.lines.push_back(explain("attack.least-favourable",
            "combined fire uses the least favourable range among all: "
                + std::string(toi::displayName(worst)) + ", dice succeed on "
                + std::to_string(plan->success) + "+",
            std::to_string(plan->success) + "+", plan->success, "Combined fire", lead.id.value));
    plan->cover = m_options.tables.coverOf(state.map().terrain(target.hex).id);
    e.lines.push_back(explain("attack.dice", "attack dice", std::to_string(plan->attackDice),
        plan->attackDice, attackRule, lead.id.value));
    // Woods (2), clear and hill (none) are the cover values found; the others are assumed.
    const std::string &terrainId = state.map().terrain(target.hex).id;
    const bool foundCover = terrainId == "woods" || terrainId == "clear" || terrainId == "hill";
    e.lines.push_back(explain("attack.cover",
        plan->cover == 0
            ? target.name + " in " + state.map().terrain(target.hex).name + " has no cover dice"
            : target.name + " in " + state.map().terrain(target.hex).name + " rolls "
                + plural(plan->cover, "cover die", "cover dice") + ", each succeeding on "
                + std::to_string(m_options.defenceSuccess) + "+ and cancelling a hit",
        std::to_string(plan->cover), plan->cover, attackRule, target.id.value,
        !foundCover || plan->cover > 0, !foundCover && m_options.tables.notOfficial));
    // The defender's figures in the order they go.
    if (!tp->vehicle && !suppressive) {
        std::vector<std::string> left = tp->figures;
        std::stable_sort(left.begin(), left.end(), [&](const std::string &a, const std::string &b) {
            const UnitValues *va = m_options.tables.figure(a);
            const UnitValues *vb = m_options.tables.figure(b);
            return (va ? va->removalOrder : 99) < (vb ? vb->removalOrder : 99);
        });
        const std::string chosen = paramOr<std::string>(action.params, "remove", "");
        std::stringstream in(chosen);
        std::string token;
        while (std::getline(in, token, ',')) {
            token.erase(0, token.find_first_not_of(' '));
            token.erase(token.find_last_not_of(' ') + 1);
            if (token.empty())
                continue;
            const auto it = std::find(left.begin(), left.end(), token);
            if (it == left.end()) {
                refuse(e, target.name + " has no more \"" + token + "\" figures to remove",
                    attackRule);
                return e;
            }
            plan->removal.push_back(token);
            left.erase(it);
        }
        plan->removal.insert(plan->removal.end(), left.begin(), left.end());
    }
    e.finals.push_back({"toi.dice", "Attack dice", plan->attackDice, lead.id.value});
    e.finals.push_back({"toi.success", "Attack dice succeed on", plan->success, lead.id.value});
    e.finals.push_back({"toi.cover", "Cover dice", plan->cover, target.id.value});
    // Exact odds: attack successes less cover successes, then what that does to the target.
    const Distribution netHits = net(successes(plan->attackDice, 6, plan->success),
        successes(plan->cover, 6, m_options.defenceSuccess));
    OddsTable hitsTable {
        target.id.value, "Net hits on " + target.name, {}, true, 1, "at least one net hit", 1};
    // The result's severity counts from where the target stands now: a damaged tank that takes
    // no further damage, or a suppressed squad that stays suppressed, is "no effect".
    const int baseline = tp->vehicle ? target.damage : suppressive ? suppressionOf(target) : 0;
    std::map<std::pair<int, std::string>, std::pair<std::string, double>> results;
    for (int n = netHits.minValue(); n <= netHits.maxValue(); ++n) {
        const double p = netHits[n];
        if (p <= 0.0)
            continue;
        hitsTable.outcomes.push_back(
            {"net-" + std::to_string(n), plural(n, "net hit", "net hits"), p, std::max(0, n)});
        std::string key;
        std::string label;
        int order = 0;
        if (tp->vehicle) {
            const int level
                = std::max(target.damage, damageFor(m_options.tables.vehicleType(tp->type), n));
            order = level;
            key = "damage-" + std::to_string(level);
            label = level == 0 ? "No damage"
                               : m_vocabulary.damageLevels[static_cast<std::size_t>(level - 1)];
        } else if (suppressive) {
            const int steps = n == 0 ? 0 : (m_options.suppressiveTwoSteps && n >= 2 ? 2 : 1);
            const int to = std::min(3, suppressionOf(target) + steps);
            order = to;
            key = "state-" + std::string(suppressionName(to));
            label = std::string(suppressionName(to));
        } else {
            const int removed = std::min(n, target.strength);
            order = removed;
            key = "removed-" + std::to_string(removed);
            label = removed == 0             ? "No figure removed"
                : removed >= target.strength ? "Squad eliminated"
                                             : plural(removed, "figure removed", "figures removed");
        }
        auto &slot = results[{order, key}];
        slot.first = label;
        slot.second += p;
    }
    e.odds.push_back(std::move(hitsTable));
    OddsTable resultTable {target.id.value, "Result on " + target.name, {}, true, 2,
        tp->vehicle       ? "more damage"
            : suppressive ? "a worse state"
                          : "at least one figure removed",
        1};
    for (const auto &[k, v] : results)
        resultTable.outcomes.push_back(
            {k.second, v.first, v.second, std::max(0, k.first - baseline)});
    e.odds.push_back(std::move(resultTable));
    for (int i = 0; i < plan->attackDice; ++i)
        e.dice.push_back({6, "attack die", false});
    for (int i = 0; i < plan->cover; ++i)
        e.dice.push_back({6, "cover die of " + target.name, false});
    e.plan = std::move(plan);
    return e;
}

Evaluation TideOfIronRuleSet::evaluateOpFire(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    if (action.actors.size() != 1) {
        refuse(e, "select one unit", "Op Fire");
        return e;
    }
    const Unit &u = state.unit(action.actors.front());
    const std::string want = paramOr<std::string>(action.params, "state", "");
    if (want != "on" && want != "off") {
        refuse(e, "choose whether the unit is in Op Fire mode", "Op Fire");
        return e;
    }
    const bool on = want == "on";
    if (on == u.status.has(states::opFire)) {
        refuse(e, u.name + (on ? " is already in Op Fire mode" : " is not in Op Fire mode"),
            "Op Fire");
        return e;
    }
    if (on && u.status.has(states::fatigued)) {
        refuse(e, u.name + " is fatigued: only a fresh unit goes into Op Fire mode", "Op Fire");
        return e;
    }
    auto plan = std::make_shared<OrderPlan>();
    plan->name = "op-fire";
    plan->changes.push_back({u.id, {on, std::string(states::opFire)}});
    e.lines.push_back(
        explain("op-fire", u.name + (on ? " goes into Op Fire mode" : " leaves Op Fire mode"), "",
            std::nullopt, "Op Fire", u.id.value));
    e.plan = orderPlan(state, *plan);
    return e;
}

Evaluation TideOfIronRuleSet::evaluateMove(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    if (action.actors.size() != 1) {
        refuse(e, "select one unit to move", "Movement");
        return e;
    }
    const Unit &u = state.unit(action.actors.front());
    if (!u.onMap()) {
        refuse(e, u.name + " is not on the map", "Movement");
        return e;
    }
    if (!action.target || !state.map().contains(*action.target)) {
        refuse(e, "choose the hex to move into", "Movement");
        return e;
    }
    const Hex to = *action.target;
    const std::string label = state.map().label(to);
    if (distance(u.hex, to) != 1) {
        refuse(e, label + " is not next to " + u.name + ": it moves one hex at a time",
            "docs/rules.md: Tide of Iron movement");
        return e;
    }
    if (u.damage >= heavilyDamaged && u.status.has(states::fatigued)) {
        refuse(e, u.name + " is heavily damaged: it has stopped and may not move this round",
            "Vehicle damage");
        return e;
    }
    for (const Unit *other : state.unitsIn(to)) {
        if (other->side != u.side) {
            refuse(e, "an enemy unit holds " + label, "Movement");
            return e;
        }
    }
    auto plan = std::make_shared<OrderPlan>();
    plan->name = "moved";
    plan->move = {u.id, to};
    e.lines.push_back(
        explain("move", u.name + " moves from " + state.map().label(u.hex) + " to " + label, label,
            std::nullopt, "docs/rules.md: Tide of Iron movement", u.id.value, true));
    e.plan = orderPlan(state, *plan);
    return e;
}

Evaluation TideOfIronRuleSet::evaluateEndRound(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    auto plan = std::make_shared<OrderPlan>();
    plan->name = "round-ended";
    for (const Unit &u : state.units()) {
        if (!u.onMap())
            continue;
        for (std::string_view k : {states::fatigued, states::opFire}) {
            if (u.status.has(k))
                plan->changes.push_back({u.id, {false, std::string(k)}});
        }
    }
    e.lines.push_back(explain("round.end", "fatigue and Op Fire tokens come off every unit", "",
        std::nullopt, "docs/rules.md: Tide of Iron end of round", "", true));
    e.plan = orderPlan(state, *plan);
    return e;
}

void AttackPlan::resolveWith(const TideOfIronRuleSet &rules, const GameState &state,
    const Evaluation &evaluation, DiceSource &dice, Resolution &r) const
{
    r = startResolution(evaluation);
    const Unit &target = state.unit(targetId);
    const ToiProfile *tp = profileOf<ToiProfile>(target);
    int hits = 0;
    std::string faces;
    // On the map the pooled attack dice sit with the lead unit, the cover dice with the target.
    const Hex attackerHex = evaluation.action.actors.empty()
        ? target.hex
        : state.unit(evaluation.action.actors.front()).hex;
    for (int i = 0; i < attackDice; ++i) {
        const int f = dice.roll(6, "attack die");
        faces += (i ? " " : "") + std::to_string(f);
        if (f >= success)
            ++hits;
        r.cues.push_back(dieCue(attackerHex, 6, f,
            "Attack die: " + std::string(f >= success ? "a success" : "no success") + " on "
                + std::to_string(success) + "+"));
    }
    int saves = 0;
    std::string coverFaces;
    for (int i = 0; i < cover; ++i) {
        const int f = dice.roll(6, "cover die of " + target.name);
        coverFaces += (i ? " " : "") + std::to_string(f);
        if (f >= rules.options().defenceSuccess)
            ++saves;
        r.cues.push_back(dieCue(target.hex, 6, f,
            "Cover die of " + target.name + ": "
                + (f >= rules.options().defenceSuccess ? "a save" : "no save") + " on "
                + std::to_string(rules.options().defenceSuccess) + "+"));
    }
    const int netHits = std::max(0, hits - saves);
    r.lines.push_back(explain("roll.attack",
        "attack dice " + faces + ": " + plural(hits, "success", "successes") + " on "
            + std::to_string(success) + "+",
        std::to_string(hits), hits, attackRule, ""));
    if (cover > 0)
        r.lines.push_back(explain("roll.cover",
            "cover dice " + coverFaces + ": " + plural(saves, "success", "successes") + " on "
                + std::to_string(rules.options().defenceSuccess) + "+",
            std::to_string(saves), saves, attackRule, target.id.value, true));
    r.lines.push_back(explain("roll.net", plural(netHits, "net hit", "net hits"),
        std::to_string(netHits), netHits, attackRule, target.id.value));
    r.finals.push_back({"toi.hits", "Attack successes", hits, target.id.value});
    r.finals.push_back({"toi.saves", "Cover successes", saves, target.id.value});
    r.finals.push_back({"toi.net", "Net hits", netHits, target.id.value});
    r.outcomes.push_back({target.id.value, "net-" + std::to_string(netHits),
        plural(netHits, "net hit", "net hits")});
    if (tp && tp->vehicle)
        damage(rules, target, *tp, netHits, r);
    else if (suppressive)
        suppress(rules, target, netHits, r);
    else
        removeFigures(rules, target, tp, netHits, r);
    fatigue(state, r);
}

void AttackPlan::damage(const TideOfIronRuleSet &rules, const Unit &target, const ToiProfile &tp,
    int netHits, Resolution &r) const
{
    const int level
        = std::max(target.damage, damageFor(rules.options().tables.vehicleType(tp.type), netHits));
    if (level != target.damage) {
        Effect fx = makeEffect(EffectKind::DamageChanged, "damaged", target.id);
        fx.count = level;
        r.effects.push_back(fx);
        if (level == destroyed) {
            r.effects.push_back(makeEffect(EffectKind::Eliminated, "eliminated", target.id));
        } else if (level >= heavilyDamaged && !target.status.has(states::fatigued)) {
            Effect f = makeEffect(EffectKind::StatusSet, "fatigued", target.id);
            f.status = std::string(states::fatigued);
            f.note = "heavily damaged: it stops and may not fire";
            r.effects.push_back(f);
        }
    }
    r.outcomes.push_back({target.id.value, "damage-" + std::to_string(level),
        level == 0 ? "No damage"
                   : rules.vocabulary().damageLevels[static_cast<std::size_t>(level - 1)]});
}

void AttackPlan::suppress(
    const TideOfIronRuleSet &rules, const Unit &target, int netHits, Resolution &r) const
{
    const int from = suppressionOf(target);
    const int steps
        = netHits == 0 ? 0 : (rules.options().suppressiveTwoSteps && netHits >= 2 ? 2 : 1);
    const int to = std::min(3, from + steps);
    if (to != from) {
        if (from > 0) {
            Effect c = makeEffect(EffectKind::StatusCleared, "suppressed", target.id);
            c.status = std::string(suppressionSteps[static_cast<std::size_t>(from)]);
            r.effects.push_back(c);
        }
        Effect s = makeEffect(EffectKind::StatusSet, "suppressed", target.id);
        s.status = std::string(suppressionSteps[static_cast<std::size_t>(to)]);
        r.effects.push_back(s);
    }
    r.outcomes.push_back({target.id.value, "state-" + std::string(suppressionName(to)),
        std::string(suppressionName(to))});
}

void AttackPlan::removeFigures(const TideOfIronRuleSet &rules, const Unit &target,
    const ToiProfile *tp, int netHits, Resolution &r) const
{
    const int removed = std::min(netHits, target.strength);
    if (removed > 0 && tp) {
        auto next = std::make_shared<ToiProfile>(*tp);
        std::string gone;
        for (int i = 0; i < removed; ++i) {
            const std::string &fig = removal[static_cast<std::size_t>(i)];
            const auto it = std::find(next->figures.begin(), next->figures.end(), fig);
            if (it != next->figures.end())
                next->figures.erase(it);
            const UnitValues *v = rules.options().tables.figure(fig);
            gone += (i ? ", " : "") + (v ? v->name : fig);
        }
        Effect lost = makeEffect(EffectKind::StrengthLost, "figures-removed", target.id);
        lost.count = removed;
        lost.note = gone;
        r.effects.push_back(lost);
        Effect prof = makeEffect(EffectKind::ProfileChanged, "figures-removed", target.id);
        prof.profile = next;
        prof.note = "left: " + std::to_string(next->figures.size());
        r.effects.push_back(prof);
        if (removed >= target.strength)
            r.effects.push_back(makeEffect(EffectKind::Eliminated, "eliminated", target.id));
    }
    r.outcomes.push_back({target.id.value, "removed-" + std::to_string(removed),
        removed == 0                     ? "No figure removed"
            : removed >= target.strength ? "Squad eliminated"
                                         : plural(removed, "figure removed", "figures removed")});
}

void AttackPlan::fatigue(const GameState &state, Resolution &r) const
{
    // Everyone who took part is fatigued; an Op Fire token flips to fatigued.
    for (const UnitId &id : attackers) {
        const Unit &u = state.unit(id);
        if (u.status.has(states::opFire)) {
            Effect c = makeEffect(EffectKind::StatusCleared, "op-fire-spent", id);
            c.status = std::string(states::opFire);
            r.effects.push_back(c);
        }
        if (!u.status.has(states::fatigued)) {
            Effect f = makeEffect(EffectKind::StatusSet, "fatigued", id);
            f.status = std::string(states::fatigued);
            r.effects.push_back(f);
        }
    }
}

std::vector<SetupProblem> TideOfIronRuleSet::checkSetup(const GameState &state) const
{
    std::vector<SetupProblem> problems;
    for (const Unit &u : state.units()) {
        const ToiProfile *p = profileOf<ToiProfile>(u);
        if (!p) {
            problems.push_back({u.id.value, u.name + " has no Tide of Iron profile"});
            continue;
        }
        if (p->vehicle && !m_options.tables.vehicleType(p->type))
            problems.push_back(
                {u.id.value, u.name + " is a \"" + p->type + "\", which the vehicle table lacks"});
        for (const std::string &f : p->figures) {
            if (!m_options.tables.figure(f))
                problems.push_back({u.id.value,
                    u.name + " has a \"" + f + "\" figure, which the figure table lacks"});
        }
        if (!p->vehicle && static_cast<std::size_t>(u.strength) != p->figures.size())
            problems.push_back({u.id.value,
                u.name + " has strength " + std::to_string(u.strength) + " but "
                    + std::to_string(p->figures.size()) + " figures"});
    }
    return problems;
}

} // namespace hexfire
