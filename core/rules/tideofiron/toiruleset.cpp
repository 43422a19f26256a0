#include "toiruleset.h"

#include "core/data/datareader.h"
#include "core/dice/distribution.h"
#include "core/error.h"
#include "core/los/terrainlosrules.h"
#include "core/rules/actiontable.h"
#include "core/rules/effectsplan.h"
#include "core/rules/movement.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"
#include "core/rules/ruletools.h"
#include "core/rules/systemplan.h"
#include "core/rules/tideofiron/toiactions.h"
#include "core/rules/tideofiron/toiactionturn.h"
#include "core/rules/tideofiron/toiassault.h"
#include "core/rules/tideofiron/toiattack.h"
#include "core/rules/tideofiron/toiglossary.h"
#include "core/rules/tideofiron/toiopfire.h"
#include "core/rules/tideofiron/toiround.h"
#include "core/rules/tideofiron/toisequence.h"

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
              ruleSentence(HEXFIRE_TEXT("RuleText",
                  "the view from above passes over a blocking hex lower than the firer or nearer "
                  "the higher unit")),
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
    bool mayObstruct(const MapGrid &map, int cell, int firerLevel) const override
    {
        // hexEffect only ever turns the terrain's block into clear. Whether it does depends on
        // the target's level, so no hex always blocks (LosRules::alwaysBlocks).
        return m_terrain.mayObstruct(map, cell, firerLevel);
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
    Hex targetHex; /**< where the target is fired at (Op Fire: the hex it entered) */
    std::optional<Marker> trigger; /**< Op Fire: the trigger the attack answers */
    bool setPending = false; /**< the first half of a Fire and Movement */
    bool clearPending = false; /**< the second half */

protected:
    void resolveWith(const TideOfIronRuleSet &rules, const GameState &state,
        const Evaluation &evaluation, DiceSource &dice, Resolution &r) const override;

private:
    void damage(const TideOfIronRuleSet &rules, const Unit &target, const ToiProfile &tp,
        int netHits, Resolution &r) const;
    void suppress(const TideOfIronRuleSet &rules, const GameState &state, const Unit &target,
        int netHits, Resolution &r) const;
    void retreatDisrupted(const GameState &state, const Unit &target, Resolution &r) const;
    void removeFigures(const TideOfIronRuleSet &rules, const Unit &target, const ToiProfile *tp,
        int netHits, Resolution &r) const;
    void fatigue(const GameState &state, Resolution &r) const;
    void afterOpFire(const TideOfIronRuleSet &rules, const GameState &state, const Unit &target,
        Resolution &r) const;
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

/** INFERRED (REFERENCE 4.5.2): Fatigue Unit is an action spent doing nothing else. */
Assumption fatigueUnitAssumption()
{
    return {"tideofiron.fatigue-unit",
        ruleSentence(
            HEXFIRE_TEXT("RuleText", "Fatigue Unit spends an action to fatigue one fresh unit.")),
        "docs/rules.md: Tide of Iron round"};
}

/** Refuses e under the attack rules (most of Tide of Iron's refusals). */
void refuse(Evaluation &e, std::string why) { hexfire::refuse(e, std::move(why), attackRule); }

std::string upperFirst(std::string s)
{
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z')
        s[0] = static_cast<char>(s[0] - 'a' + 'A');
    return s;
}

/** A squad's two conditions (REFERENCE 4.5.4): a further suppressive hit leaves a disrupted
    squad disrupted. */
constexpr std::array<std::string_view, 3> suppressionSteps {"", states::pinned, states::disrupted};
constexpr int worstSuppression = 2;

int suppressionOf(const Unit &u)
{
    for (int i = worstSuppression; i >= 1; --i) {
        if (u.status.has(suppressionSteps[static_cast<std::size_t>(i)]))
            return i;
    }
    return 0;
}

std::string_view suppressionName(int step)
{
    static constexpr std::array<std::string_view, 3> names {"Normal", "Pinned", "Disrupted"};
    return names[static_cast<std::size_t>(std::clamp(step, 0, worstSuppression))];
}

std::string successesText(int n)
{
    return countSentence(
        n, HEXFIRE_TEXT("RuleText", "%1 success"), HEXFIRE_TEXT("RuleText", "%1 successes"));
}

std::string netHitsText(int n)
{
    return countSentence(
        n, HEXFIRE_TEXT("RuleText", "%1 net hit"), HEXFIRE_TEXT("RuleText", "%1 net hits"));
}

/** The result of a normal attack on a squad of `strength` figures that loses `removed`. */
std::string removedText(int removed, int strength)
{
    if (removed == 0)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "No figure removed"));
    if (removed >= strength)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "Squad eliminated"));
    return countSentence(removed, HEXFIRE_TEXT("RuleText", "%1 figure removed"),
        HEXFIRE_TEXT("RuleText", "%1 figures removed"));
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
    : m_movement(m_options)
{
    ActionType attack;
    attack.key = std::string(actions::attack);
    attack.name = HEXFIRE_TEXT("RuleText", "Fire");
    attack.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "The selected unit attacks the unit pointed at; Ctrl-click other units to "
        "support it with combined fire. Attack dice against the target's cover dice; "
        "what is left removes figures or damages a vehicle."));
    attack.icon = "fire";
    attack.shortcut = "F";
    attack.actors = ActorRule::Several;
    attack.attacks = true;
    attack.target = TargetKind::Unit;
    ParamSpec mode;
    mode.key = "mode";
    mode.label = HEXFIRE_TEXT("RuleText", "Attack");
    mode.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "Concentrated Fire: a fresh unit that does not move, supporters fresh too. Fire "
        "and Movement: half firepower, no long range, no supporters, and the unit may "
        "also advance (before or after). Op Fire: units in Op Fire mode fire at an enemy "
        "as it enters a hex in their sight."));
    mode.type = ParamType::Choice;
    mode.choices = {{"concentrated", HEXFIRE_TEXT("RuleText", "Concentrated Fire")},
        {"fire-and-movement", HEXFIRE_TEXT("RuleText", "Fire and Movement")},
        {"op-fire", HEXFIRE_TEXT("RuleText", "Op Fire")}};
    mode.defaultValue = std::string("concentrated");
    ParamSpec kind;
    kind.key = "kind";
    kind.label = HEXFIRE_TEXT("RuleText", "Fire");
    kind.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "A normal attack removes figures or damages vehicles; a suppressive one pins and "
        "disrupts squads."));
    kind.type = ParamType::Choice;
    kind.choices = {{"normal", HEXFIRE_TEXT("RuleText", "Normal")},
        {"suppressive", HEXFIRE_TEXT("RuleText", "Suppressive")}};
    kind.defaultValue = std::string("normal");
    ParamSpec figures;
    figures.key = std::string(firingFiguresParam);
    figures.label = HEXFIRE_TEXT("RuleText", "Figures firing");
    figures.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "Which of the leading squad's figures fire (all of them unless some are "
        "unticked): a machine-gun crew alone fires at its own longer range. Firepower "
        "and range come from the figures that fire; on the command line, their types "
        "(\"mg-crew\" or \"regular, regular\")."));
    figures.type = ParamType::Text;
    figures.pickFromItems = true;
    ParamSpec remove;
    remove.key = "remove";
    remove.label = HEXFIRE_TEXT("RuleText", "Figures lost");
    remove.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "The defender's choice of the figures a hit removes, by type in order "
        "(\"regular, officer\"); left empty, regulars go first and the officer last."));
    remove.type = ParamType::Text;
    remove.askOrderOnCommit = true;
    ParamSpec at;
    at.key = std::string(opFireAtParam);
    at.label = HEXFIRE_TEXT("RuleText", "Entered");
    at.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "Op Fire: the hex the target entered in sight, where it is fired at; left empty, the "
        "hex it stands in."));
    at.type = ParamType::Hex;
    at.notAsked = true; // the reply offered names it
    attack.params = {mode, kind, figures, remove, at};

    ActionType advance = actionType(std::string(actions::advance),
        HEXFIRE_TEXT("RuleText", "Advance"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "The unit moves, paying movement points for the terrain it enters; it is fatigued "
            "after. "
            "Enemy units in Op Fire mode may fire at it in each hex it enters in their sight.")),
        ActorRule::One, TargetKind::Hex);
    advance.shortcut = "V";
    ParamSpec advanceMode;
    advanceMode.key = "mode";
    advanceMode.label = HEXFIRE_TEXT("RuleText", "Advance");
    advanceMode.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "Advance: the whole move, no fire. Fire and Movement: the move of a unit "
        "that also fires at half firepower, before or after it. To assault: the "
        "move of a squad that then assaults an adjacent enemy hex (Op Fire may "
        "answer on the way)."));
    advanceMode.type = ParamType::Choice;
    advanceMode.choices = {{"advance", HEXFIRE_TEXT("RuleText", "Advance")},
        {"fire-and-movement", HEXFIRE_TEXT("RuleText", "Fire and Movement")},
        {"assault", HEXFIRE_TEXT("RuleText", "To assault")}};
    advanceMode.defaultValue = std::string("advance");
    ParamSpec path;
    path.key = std::string(movePathParam);
    path.label = HEXFIRE_TEXT("RuleText", "Path");
    path.help = ruleSentence(
        HEXFIRE_TEXT("RuleText", "The hexes entered in order; left out, the cheapest path."));
    path.type = ParamType::HexList;
    advance.params = {advanceMode, path};

    ActionType opFire = actionType(std::string(actions::setOpFire),
        HEXFIRE_TEXT("RuleText", "Prepare Op Fire"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "A fresh unit goes into Op Fire mode: it waits, ready to fire at an enemy unit that "
            "enters a hex in its sight. It takes an action.")),
        ActorRule::One, TargetKind::None);
    opFire.shortcut = "O";
    ParamSpec state;
    state.key = "state";
    state.label = HEXFIRE_TEXT("RuleText", "Op Fire mode");
    state.help = opFire.help;
    state.type = ParamType::Choice;
    state.choices = {{"on", HEXFIRE_TEXT("RuleText", "In Op Fire mode")},
        {"off", HEXFIRE_TEXT("RuleText", "Not in Op Fire mode")}};
    state.defaultValue = std::string("on");
    state.notAsked = true; // in play only "on": the token comes off by the rules, not by order
    opFire.params = {state};

    ActionType fatigue = actionType(std::string(actions::fatigueUnit),
        HEXFIRE_TEXT("RuleText", "Fatigue unit"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "An action spent without acting: one fresh unit of the side is fatigued (a player with "
            "nothing better to do still takes all the actions of his turn).")),
        ActorRule::One, TargetKind::None);

    ActionType status = actionType(std::string(actions::statusPhase),
        HEXFIRE_TEXT("RuleText", "Status phase"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Tokens off, pinned squads recover, disrupted squads become pinned (recover with an "
            "officer), reinforcements arrive.")),
        ActorRule::None, TargetKind::None);
    ActionType command = actionType(std::string(actions::commandPhase),
        HEXFIRE_TEXT("RuleText", "Command phase"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Each objective gives its holder victory points or command points; a side reaching its "
            "victory point goal wins; then both sides bid command points for the next round's "
            "initiative.")),
        ActorRule::None, TargetKind::None);
    // A bid is a choice of a number of command points, so the window offers only the bids the
    // side can pay (askOnCommit offers the legal choices).
    std::vector<ParamChoice> bids;
    for (int n = 0; n <= 12; ++n)
        bids.push_back({std::to_string(n),
            n == 0 ? std::string(HEXFIRE_TEXT("RuleText", "No bid"))
                   : countSentence(n, HEXFIRE_TEXT("RuleText", "%1 command point"),
                       HEXFIRE_TEXT("RuleText", "%1 command points"))});
    const auto bidSpec = [&](std::string_view key, std::string label, std::string help) {
        ParamSpec p = choiceSpec(std::string(key), std::move(label), std::move(help), bids, "0");
        p.askOnCommit = true;
        return p;
    };
    command.params = {
        bidSpec(actions::holderBid, HEXFIRE_TEXT("RuleText", "Bid of the side with the initiative"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The command points the side holding the initiative bids to keep it; the higher "
                "bid takes the initiative for the next round, and each side spends what it bid."))),
        bidSpec(actions::otherBid, HEXFIRE_TEXT("RuleText", "Bid of the other side"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The command points the other side bids to take the initiative; it needs a higher "
                "bid than the side holding it.")))};
    RuleVocabulary &v = m_vocabulary;
    v.actions = {advance, attack, assaultActionType(), opFire, fatigue, command, status};

    v.statuses = {
        {std::string(states::fatigued), HEXFIRE_TEXT("RuleText", "Fatigued"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Has taken its action, or supported one: it may not act again until the Status "
                "phase.")),
            {StatusLook::Style::Badge, "", "FAT", "#8a6d1f"}},
        {std::string(states::opFire), HEXFIRE_TEXT("RuleText", "Op Fire"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Waiting to fire when an enemy unit enters a "
                "hex in its sight.")),
            {StatusLook::Style::Badge, "", "OP", "#1f5f8a"}},
        {std::string(fireAndMovementPending), HEXFIRE_TEXT("RuleText", "Fire and Movement"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Half way through a Fire and Movement action: it may still advance (if it fired) "
                "or "
                "fire (if it moved) until another unit acts.")),
            {StatusLook::Style::Badge, "", "F&M", "#5a3f8a"}},
        {std::string(assaultPending), HEXFIRE_TEXT("RuleText", "Advancing to assault"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Moved to assault: its action ends when it assaults an adjacent enemy hex, or when "
                "another unit acts.")),
            {StatusLook::Style::Badge, "", "ASLT", "#8a3f3f"}},
        {std::string(states::pinned), HEXFIRE_TEXT("RuleText", "Pinned"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Suppressed: may not act (a squad with an officer may rally and fire at half "
                "firepower) nor support, defends an assault at half firepower.")),
            {StatusLook::Style::Badge, "", "PIN", "#b07020"}},
        {std::string(states::disrupted), HEXFIRE_TEXT("RuleText", "Disrupted"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Badly suppressed: may not act or attack, defends an assault with no firepower; "
                "pinned again in the Status phase.")),
            {StatusLook::Style::Band, "ov-disrupted", "DISRUPTED", "#c04020"}},
    };
    v.tallies = {{std::string(tallies::victoryPoints), HEXFIRE_TEXT("RuleText", "Victory points"),
                     "victory point", "victory points",
                     ruleSentence(HEXFIRE_TEXT("RuleText",
                         "Scored in each Command phase from the objectives the side holds; a side "
                         "reaching the scenario's goal wins."))},
        {std::string(tallies::command), HEXFIRE_TEXT("RuleText", "Command points"), "command point",
            "command points",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Received in each Command phase from command objectives; spent on the initiative "
                "bid and on strategy cards."))}};
    v.formerStatuses = {{std::string(states::formerRouted), std::string(states::disrupted),
        "in Tide of Iron a squad has two conditions, pinned and disrupted; a further "
        "suppressive hit leaves a disrupted squad disrupted"}};
    v.markers = {{std::string(opFireTrigger), HEXFIRE_TEXT("RuleText", "Op Fire trigger"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "The moving unit entered this hex in sight of an enemy unit in Op Fire mode, which may "
            "fire at it here, once.")),
        "#1f5f8a", "#ffffff", "", "OP", false, false, "", {}}};
    v.effects = {{"scored", HEXFIRE_TEXT("RuleText", "Points scored"),
                     ruleSentence(HEXFIRE_TEXT(
                         "RuleText", "An objective held gives its holder its points."))},
        {"initiative-bid", HEXFIRE_TEXT("RuleText", "Initiative bid"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The command points a side bid are spent."))},
        {"initiative", HEXFIRE_TEXT("RuleText", "Initiative"),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "The higher bid takes the initiative for the next round."))},
        {"attack-die", HEXFIRE_TEXT("RuleText", "Attack die"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "One attack die against the range band."))},
        {"cover-die", HEXFIRE_TEXT("RuleText", "Cover die"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "One cover die of the target."))},
        {"figures-removed", HEXFIRE_TEXT("RuleText", "Figures removed"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Hits remove figures from the squad."))},
        {"eliminated", HEXFIRE_TEXT("RuleText", "Eliminated"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "No figure left, or the vehicle destroyed."))},
        {"damaged", HEXFIRE_TEXT("RuleText", "Damaged"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The vehicle moves along its damage track."))},
        {"suppressed", HEXFIRE_TEXT("RuleText", "Suppressed"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "A suppressive attack pins or disrupts a squad."))},
        {"fatigued", HEXFIRE_TEXT("RuleText", "Fatigued"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The unit attacked or supported."))},
        {"op-fire-spent", HEXFIRE_TEXT("RuleText", "Op Fire spent"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The Op Fire token flips to fatigued."))},
        {"op-fire", HEXFIRE_TEXT("RuleText", "Op Fire mode"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "The unit is put in or taken out of Op Fire mode."))},
        {"move", HEXFIRE_TEXT("RuleText", "Advanced"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The unit moves along its path."))},
        {"moved", HEXFIRE_TEXT("RuleText", "Moved"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The unit moves into the next hex."))},
        {"op-fire-trigger", HEXFIRE_TEXT("RuleText", "Entered in sight"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The unit entered a hex in sight of Op Fire."))},
        {"stopped", HEXFIRE_TEXT("RuleText", "Stopped"),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "Op Fire stopped the moving unit in the hex where it was hit."))},
        {"activation-over", HEXFIRE_TEXT("RuleText", "Activation over"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "What the unit's action left behind is cleared."))},
        {"action-taken", HEXFIRE_TEXT("RuleText", "Action taken"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "One action of the action turn is spent."))},
        {"action-turn-over", HEXFIRE_TEXT("RuleText", "Action turn over"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The other side takes its action turn."))},
        {"token-removed", HEXFIRE_TEXT("RuleText", "Token removed"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "A fatigue or Op Fire token comes off."))},
        {"recovered", HEXFIRE_TEXT("RuleText", "Recovered"),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "A pinned or disrupted squad recovers in the Status phase."))},
        {"reinforcement", HEXFIRE_TEXT("RuleText", "Reinforcement"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "A unit arrives on the map."))},
        {"fire-and-movement", HEXFIRE_TEXT("RuleText", "Fire and Movement"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Half of a Fire and Movement action is done."))},
        {"pinned-by-tank", HEXFIRE_TEXT("RuleText", "Pinned by a tank"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "A tank crossed the squad's hex."))},
        {"advancing-to-assault", HEXFIRE_TEXT("RuleText", "Advancing to assault"),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "The squad moved to assault: its assault ends its action."))},
        {"assault", HEXFIRE_TEXT("RuleText", "Assault"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The result of an assault."))}};
    for (EffectType &t : assaultEffectTypes())
        v.effects.push_back(std::move(t));
    v.unitTypes = {{"squad", HEXFIRE_TEXT("RuleText", "Squad"),
                       ruleSentence(HEXFIRE_TEXT(
                           "RuleText", "A base of figures: regulars, elites, an officer, crews."))},
        {"vehicle", HEXFIRE_TEXT("RuleText", "Vehicle"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "A tank or half-track with a damage track."))}};
    v.damageLevels = {HEXFIRE_TEXT("RuleText", "Damaged"),
        HEXFIRE_TEXT("RuleText", "Heavily damaged"), HEXFIRE_TEXT("RuleText", "Destroyed")};
    v.largestDieFace = 6;
    v.glossary = toi::glossary();
    v.primer = toi::primer(m_options.tables.notOfficial);
    v.terrainKinds = terrainKinds();
    v.mapPresets = mapPresets();
}

const SequenceOfPlay &TideOfIronRuleSet::sequenceOfPlay() const { return toiSequence(); }

std::vector<Assumption> TideOfIronRuleSet::assumptions() const
{
    std::vector<Assumption> a = m_options.assumptions();
    for (Assumption &m : m_movement.assumptions())
        a.push_back(std::move(m));
    a.push_back(assaultAssumption());
    a.push_back(initiativeAssumption());
    a.push_back(goalTimingAssumption());
    a.push_back(fatigueUnitAssumption());
    return a;
}

std::vector<VictoryConditionType> TideOfIronRuleSet::victoryConditionTypes() const
{
    std::vector<VictoryConditionType> types = sharedVictoryConditions();
    types.push_back({std::string(victoryPointsTally), HEXFIRE_TEXT("RuleText", "Victory points"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Each side's victory points, scored in every Command phase from the objectives it "
            "holds."))});
    return types;
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
    c.values.push_back(
        {PrintedValue::Slot::Left, PrintedValue::Frame::None, std::to_string(firepower),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Firepower against infantry"))});
    c.values.push_back(
        {PrintedValue::Slot::Middle, PrintedValue::Frame::None, "R" + std::to_string(range),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Range against infantry"))});
    if (!p->vehicle)
        c.values.push_back({PrintedValue::Slot::Right, PrintedValue::Frame::Box,
            std::to_string(p->figures.size()), ruleSentence(HEXFIRE_TEXT("RuleText", "Figures"))});
    return c;
}

std::vector<UnitFact> TideOfIronRuleSet::unitFacts(const GameState &state, const Unit &unit) const
{
    const ToiProfile *p = profileOf<ToiProfile>(unit);
    if (!p)
        return {};
    std::vector<UnitFact> f;
    const bool notOfficial = m_options.tables.notOfficial;
    const auto attack = [&](const Attack &a) {
        return notOfficial
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "firepower %1, range %2 (not official)"),
                a.firepower, a.range)
            : ruleSentence(
                HEXFIRE_TEXT("RuleText", "firepower %1, range %2"), a.firepower, a.range);
    };
    if (p->vehicle) {
        const UnitValues *v = m_options.tables.vehicleType(p->type);
        f.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Vehicle")), v ? v->name : p->type, {}});
        if (v) {
            f.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Against infantry")),
                attack(v->infantry), {}});
            f.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Against vehicles")),
                attack(v->vehicle), {}});
            f.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Damage track")),
                notOfficial ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                               "damaged at %1, heavily at %2, destroyed at %3 net "
                                               "hits (not official)"),
                    v->damageThresholds.at(0), v->damageThresholds.at(1), v->damageThresholds.at(2))
                            : ruleSentence(HEXFIRE_TEXT("RuleText",
                                               "damaged at %1, heavily at %2, destroyed at %3 net "
                                               "hits"),
                                v->damageThresholds.at(0), v->damageThresholds.at(1),
                                v->damageThresholds.at(2)),
                {}});
            if (v->concussive)
                f.push_back({"Concussive Firepower",
                    ruleSentence(
                        HEXFIRE_TEXT("RuleText", "+3 firepower and range against buildings")),
                    {}});
        }
    } else {
        std::map<std::string, int> counts;
        for (const std::string &fig : p->figures)
            ++counts[fig];
        std::string list;
        for (const auto &[key, n] : counts) {
            const UnitValues *v = m_options.tables.figure(key);
            list += (list.empty() ? "" : ", ") + std::to_string(n) + " "
                + std::string(v ? translatedRuleText(v->name) : std::string_view(key));
        }
        f.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Figures")), list,
            ruleSentence(HEXFIRE_TEXT("RuleText", "A hit removes one figure."))});
    }
    const int coverDice = m_options.tables.coverOf(state.map().terrain(unit.hex).id);
    const std::string_view terrain = translatedRuleText(state.map().terrain(unit.hex).name);
    f.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Cover here")),
        coverDice == 1 ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 die (%2)"), coverDice, terrain)
                       : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 dice (%2)"), coverDice, terrain),
        ruleSentence(
            HEXFIRE_TEXT("RuleText", "Cover dice the unit rolls when attacked in this hex."))});
    f.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Level")),
        std::to_string(state.map().elevation(unit.hex)), {}});
    return f;
}

MarkerView TideOfIronRuleSet::describeMarker(const GameState &, const Marker &marker) const
{
    if (marker.kind != opFireTrigger)
        return {};
    return {{},
        ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1: a unit in Op Fire mode may fire at it here, once."),
            marker.source)};
}

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
        forgetLosRules();
        m_vocabulary.terrainKinds = terrainKinds(); // the terrain table's kinds
        m_vocabulary.primer = toi::primer(m_options.tables.notOfficial);
    }
}

std::optional<RuleSet::AttackReach> TideOfIronRuleSet::attackReach(
    const GameState &state, const Action &attack) const
{
    // A squad assaults an enemy in a hex next to where it stands, or moves one hex first (via)
    // and assaults from there (Assault). A longer move first (its path) is left whole.
    if (attack.kind == actions::assault && !attack.actors.empty()) {
        const auto *path = paramAs<std::vector<Hex>>(attack.params, movePathParam);
        if (path && !path->empty())
            return std::nullopt;
        return AttackReach {attack.via ? 2 : 1, false, true};
    }
    // A lead out of range or out of sight refuses the attack (Determining range, Line of sight).
    // Op Fire may be aimed where the target entered, not where it stands: left whole.
    if (attack.kind != actions::attack || attack.actors.empty()
        || paramOr<std::string>(attack.params, "mode", "concentrated") == "op-fire")
        return std::nullopt;
    const Unit *u = state.findUnit(attack.actors.front());
    const ToiProfile *p = u ? profileOf<ToiProfile>(*u) : nullptr;
    if (!p)
        return std::nullopt;
    int longest = 0;
    const auto consider = [&](const UnitValues *v) {
        if (v)
            longest = std::max({longest, v->infantry.range, v->vehicle.range});
    };
    if (p->vehicle)
        consider(m_options.tables.vehicleType(p->type));
    else {
        for (const std::string &f : p->figures)
            consider(m_options.tables.figure(f));
    }
    // Twice the range is still long range; higher ground adds 1, Concussive Firepower 3.
    return AttackReach {2 * (longest + 1 + 3), true};
}

std::unique_ptr<const LosRules> TideOfIronRuleSet::makeLosRules(const GameState &state) const
{
    return std::make_unique<ToiLosRules>(state.map(), m_options.tables);
}

std::vector<std::string> TideOfIronRuleSet::availableActions(
    const GameState &state, const std::vector<UnitId> &selection) const
{
    if (selection.empty())
        return {};
    std::vector<std::string> out {std::string(actions::attack)};
    const Unit *u = state.findUnit(selection.front());
    const ToiProfile *p = u ? profileOf<ToiProfile>(*u) : nullptr;
    if (!p)
        return out;
    if (!p->vehicle)
        out.push_back(std::string(actions::assault));
    if (selection.size() == 1) {
        out.insert(out.begin(), std::string(actions::advance));
        out.push_back(std::string(actions::setOpFire));
        out.push_back(std::string(actions::fatigueUnit));
    }
    return out;
}

std::vector<ParamChoice> TideOfIronRuleSet::itemsToOrder(
    const GameState &state, const Action &action, std::string_view paramKey) const
{
    // The figures of the leading squad that may fire on their own: worth offering when it has
    // more than one.
    if (action.kind == actions::attack && paramKey == firingFiguresParam) {
        const Unit *lead = action.actors.empty() ? nullptr : state.findUnit(action.actors.front());
        const ToiProfile *p = lead ? profileOf<ToiProfile>(*lead) : nullptr;
        if (!p || p->vehicle || p->figures.size() < 2)
            return {};
        std::vector<ParamChoice> items;
        for (const std::string &f : p->figures) {
            const UnitValues *v = m_options.tables.figure(f);
            items.push_back({f, v ? v->name : f});
        }
        return items;
    }
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

std::string TideOfIronRuleSet::questionFor(
    const GameState &state, const Action &, const ParamSpec &spec) const
{
    const bool holder = spec.key == actions::holderBid;
    if (!holder && spec.key != actions::otherBid)
        return spec.help;
    return bidQuestion(state, holder);
}

std::vector<Action> TideOfIronRuleSet::reactionsTo(const GameState &state, const Action &) const
{
    // A move leaves a trigger in each hex it entered in sight of Op Fire (toiopfire.h): each unit
    // in Op Fire mode that may fire at the mover there is offered the shot.
    return opFireReplies(state, [&](const Action &a) { return evaluate(state, a).legal; });
}

Evaluation TideOfIronRuleSet::evaluate(const GameState &state, const Action &action) const
{
    return evaluateTo(state, action, EvaluationDetail::Full);
}

Evaluation TideOfIronRuleSet::evaluateHeadline(const GameState &state, const Action &action) const
{
    return evaluateTo(state, action, EvaluationDetail::Headline);
}

Evaluation TideOfIronRuleSet::evaluateTo(
    const GameState &state, const Action &action, EvaluationDetail detail) const
{
    using S = TideOfIronRuleSet;
    static const ActionTable<S> table {{actions::attack, &S::evaluateAttack},
        {actions::setOpFire, &S::evaluateOpFire}, {actions::advance, &S::evaluateAdvance},
        {actions::assault, &S::evaluateAssaultAction}, {actions::fatigueUnit, &S::evaluateFatigue},
        {actions::statusPhase, &S::evaluateStatus}, {actions::commandPhase, &S::evaluateCommand}};
    if (const Unit *a = action.actors.empty() ? nullptr : state.findUnit(action.actors.front());
        a && a->status.has(assaultPending) && action.kind != actions::assault) {
        Evaluation refusal = startEvaluation(action);
        return refused(refusal,
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 has advanced to assault: its action ends with the assault of an "
                             "adjacent enemy hex."),
                a->name),
            "Assault");
    }
    Evaluation e = table.evaluate(*this, state, action, detail);
    if (!e.legal || state.sequence().phase != phases::action || e.action.actors.empty())
        return e;
    const Unit *u = state.findUnit(e.action.actors.front());
    const bool pending = u && isHalfDone(*u);
    if (spendsAction(state, e.action))
        countAction(m_options, state, e, startsHalfAction(e.action));
    else if (pending && e.action.kind != actions::attack)
        finishAction(m_options, state, e);
    else if (pending && paramOr<std::string>(e.action.params, "mode", "") == "fire-and-movement")
        finishAction(m_options, state, e);
    else if (e.action.kind == actions::attack && e.action.targetUnit
        && isHalfDone(state.unit(*e.action.targetUnit)))
        finishAction(m_options, state, e); // Op Fire may stop a unit half way through its action
    return e;
}

bool TideOfIronRuleSet::startsHalfAction(const Action &action)
{
    const std::string mode = paramOr<std::string>(action.params, "mode", "");
    return (mode == "fire-and-movement"
               && (action.kind == actions::advance || action.kind == actions::attack))
        || (mode == "assault" && action.kind == actions::advance);
}

std::optional<SequenceRefusal> TideOfIronRuleSet::limitOnActing(
    const GameState &state, const Action &action) const
{
    if (state.sequence().phase != phases::action || action.actors.empty())
        return std::nullopt;
    const Unit *u = state.findUnit(action.actors.front());
    if (!u)
        return std::nullopt;
    const std::optional<SideId> &toAct = state.sequence().sideToAct;
    // Attacks are replies too (Op Fire): in the other side's turn nothing else is.
    if (action.kind == actions::attack && toAct && *toAct != u->side
        && paramOr<std::string>(action.params, "mode", "concentrated") != "op-fire")
        return SequenceRefusal {ruleSentence(HEXFIRE_TEXT("RuleText",
                                                 "It is the other side's action turn: %1 may only "
                                                 "fire in reply, with Op Fire."),
                                    u->name),
            "The Action Phase"};
    if (spendsAction(state, action)) {
        if (const std::string out = whySideIsOut(m_options, state, u->side); !out.empty())
            return SequenceRefusal {upperFirst(out) + ".", "The Action Phase"};
    }
    return std::nullopt;
}

bool TideOfIronRuleSet::spendsAction(const GameState &state, const Action &action) const
{
    if (state.sequence().phase != phases::action || action.actors.empty())
        return false;
    const Unit *u = state.findUnit(action.actors.front());
    const bool pending = u && u->status.has(fireAndMovementPending);
    if (action.kind == actions::advance)
        return !pending;
    if (action.kind == actions::attack) {
        const std::string mode = paramOr<std::string>(action.params, "mode", "concentrated");
        return mode != "op-fire" && !(mode == "fire-and-movement" && pending);
    }
    if (action.kind == actions::assault)
        return !(u && u->status.has(assaultPending));
    return action.kind == actions::setOpFire || action.kind == actions::fatigueUnit;
}

Evaluation TideOfIronRuleSet::evaluateAttack(
    const GameState &state, const Action &action, EvaluationDetail detail) const
{
    // A headline (EvaluationDetail::Headline) is the result table alone: no line, final number,
    // trace or die is written, and lines of sight are asked for their verdict.
    const bool full = detail == EvaluationDetail::Full;
    Evaluation e = startEvaluation(
        action, detail, *m_options.keptAssumptions(), m_options.tables.notOfficial);
    if (action.actors.empty()) {
        refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "select the unit that attacks")));
        return e;
    }
    if (!action.targetUnit) {
        refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "point at the unit to attack")));
        return e;
    }
    const Unit &target = state.unit(*action.targetUnit);
    const ToiProfile *tp = profileOf<ToiProfile>(target);
    const Unit &lead = state.unit(action.actors.front());
    if (!target.onMap() || !tp || target.side == lead.side) {
        refuse(e,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 is not an enemy unit on the map"), target.name));
        return e;
    }
    const std::string modeKey = paramOr<std::string>(action.params, "mode", "concentrated");
    const AttackMode mode = modeKey == "fire-and-movement" ? AttackMode::FireAndMovement
        : modeKey == "op-fire"                             ? AttackMode::OpFire
                                                           : AttackMode::Concentrated;
    const bool suppressive = paramOr<std::string>(action.params, "kind", "normal") == "suppressive";
    if (suppressive && tp->vehicle) {
        refuse(e,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "a suppressive attack has no effect on a vehicle")),
            "docs/rules.md: Tide of Iron suppressive attacks");
        return e;
    }
    if (mode == AttackMode::FireAndMovement && action.actors.size() > 1) {
        refuse(e,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "a Fire and Movement attack cannot be supported")),
            "Fire and Movement");
        return e;
    }
    auto plan = std::make_shared<AttackPlan>();
    // Who may lead: a fresh unit taking its action, the second half of a Fire and Movement, or a
    // unit in Op Fire mode firing at an enemy in a hex it entered in sight.
    const bool pending = lead.status.has(fireAndMovementPending);
    bool rally = false;
    std::optional<GameState> shifted;
    if (mode == AttackMode::OpFire) {
        const Hex at = paramOr<Hex>(action.params, opFireAtParam, target.hex);
        const Marker *trigger = triggerAt(state, target.id, at);
        if (!trigger && state.sequence().phase == phases::action) {
            refuse(e,
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 has not entered %2 in sight of Op Fire in this action: Op "
                                 "Fire is made at an enemy unit as it enters a hex"),
                    target.name, state.map().label(at)),
                "Op Fire");
            return e;
        }
        if (trigger) {
            plan->trigger = *trigger;
            if (at != target.hex) {
                // The attack is made at the unit as it stood in the hex it entered.
                shifted = state;
                Unit there = target;
                there.hex = at;
                shifted->replaceUnit(there);
                e.lines.push_back(explain("attack.op-fire-at",
                    ruleSentence(HEXFIRE_TEXT("RuleText", "Op Fire at %1 as it entered %2"),
                        target.name, state.map().label(at)),
                    state.map().label(at), std::nullopt, "Op Fire", target.id.value));
            }
        }
    } else if (pending && mode == AttackMode::FireAndMovement) {
        if (lead.movementSpent == 0) {
            refuse(e,
                ruleSentence(
                    HEXFIRE_TEXT("RuleText",
                        "%1 has fired in its Fire and Movement action: it may still advance"),
                    lead.name),
                "Fire and Movement");
            return e;
        }
        plan->clearPending = true;
    } else {
        if (const std::string why = whyNotFresh(m_options.tables, lead,
                ruleSentence(HEXFIRE_TEXT("RuleText", "only a fresh unit fires")),
                mode == AttackMode::Concentrated);
            !why.empty()) {
            refuse(e, why, "The Action Phase");
            return e;
        }
        rally = lead.status.has(states::pinned);
        plan->setPending = mode == AttackMode::FireAndMovement;
    }
    const GameState &view = shifted ? *shifted : state;
    const Unit &aimed = view.unit(target.id);
    std::vector<std::string> firing;
    if (const std::string chosen = paramOr<std::string>(action.params, firingFiguresParam, "");
        !chosen.empty()) {
        const ToiProfile *lp = profileOf<ToiProfile>(lead);
        if (!lp || lp->vehicle) {
            refuse(e,
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 is not a squad: it fires as a whole"), lead.name),
                attackRule);
            return e;
        }
        std::vector<std::string> left = lp->figures;
        std::stringstream in(chosen);
        std::string token;
        while (std::getline(in, token, ',')) {
            token.erase(0, token.find_first_not_of(' '));
            token.erase(token.find_last_not_of(' ') + 1);
            if (token.empty())
                continue;
            const auto it = std::find(left.begin(), left.end(), token);
            if (it == left.end()) {
                const UnitValues *fv = m_options.tables.figure(token);
                refuse(e,
                    fv ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has no more %2 figures to fire"),
                        lead.name, translatedRuleText(fv->name))
                       : ruleSentence(
                           HEXFIRE_TEXT("RuleText", "%1 has no more \"%2\" figures to fire"),
                           lead.name, token),
                    "Determining range");
                return e;
            }
            firing.push_back(token);
            left.erase(it);
        }
    }
    const LosCache los(*this, view);
    plan->targetId = target.id;
    plan->targetHex = aimed.hex;
    plan->suppressive = suppressive;
    Band worst = Band::Close;
    for (std::size_t i = 0; i < action.actors.size(); ++i) {
        const Unit &u = state.unit(action.actors[i]);
        const bool isLead = i == 0;
        if (!u.onMap() || u.side != lead.side) {
            refuse(e,
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 is not a unit of the attacking side on the map"),
                    u.name));
            return e;
        }
        // Who may take part (Combined fire).
        if (mode == AttackMode::OpFire && !u.status.has(states::opFire)) {
            refuse(e,
                isLead ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                          "%1 is not in Op Fire mode: only units in Op Fire mode "
                                          "make an Op Fire attack"),
                    u.name)
                       : ruleSentence(HEXFIRE_TEXT("RuleText",
                                          "%1 is not in Op Fire mode: only units in Op Fire mode "
                                          "support an Op Fire attack"),
                           u.name),
                "Op Fire; Combined fire");
            return e;
        }
        if (mode != AttackMode::OpFire && u.status.has(states::fatigued)
            && !(isLead && plan->clearPending)) {
            refuse(e,
                isLead ? ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 is fatigued: only a fresh unit attacks"), u.name)
                       : ruleSentence(
                           HEXFIRE_TEXT("RuleText",
                               "%1 is fatigued: only a fresh unit supports a concentrated "
                               "attack"),
                           u.name),
                "Combined fire");
            return e;
        }
        if (!isLead && (u.status.has(states::pinned) || u.status.has(states::disrupted))) {
            refuse(e,
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 is pinned or disrupted and cannot support"),
                    u.name),
                "Combined fire");
            return e;
        }
        if (u.status.has(states::disrupted)) {
            refuse(e,
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 is disrupted: it may not attack"), u.name),
                "States");
            return e;
        }
        Contribution c = contribution(m_options, view, u, aimed, isLead, mode, los,
            isLead && !firing.empty() ? &firing : nullptr, full);
        if (c.ok && isLead && rally) {
            c.dice = (c.dice + 1) / 2;
            if (full)
                c.lines.push_back(explain("attack.rally",
                    ruleSentence(HEXFIRE_TEXT("RuleText",
                                     "%1 is pinned and rallies with its officer: half firepower, "
                                     "rounded up"),
                        u.name),
                    std::to_string(c.dice), c.dice, "Officer", u.id.value));
        }
        if (!c.ok) {
            refuse(e, c.whyNot, c.whyNotRule);
            e.lines.insert(e.lines.end(), c.lines.begin(), c.lines.end());
            return e;
        }
        if (full)
            e.los.push_back(los(u.hex, aimed.hex));
        e.lines.insert(e.lines.end(), c.lines.begin(), c.lines.end());
        plan->attackers.push_back(u.id);
        plan->attackDice += c.dice;
        worst = std::max(worst, c.band);
    }
    if (plan->attackDice > maxDiceCount) {
        refuse(e,
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "the attack would roll %1 dice: at most %2 are rolled at once"),
                plan->attackDice, maxDiceCount),
            attackRule);
        return e;
    }
    plan->success = successNumber(worst);
    plan->cover = m_options.tables.coverOf(state.map().terrain(aimed.hex).id);
    if (full) {
        if (action.actors.size() > 1)
            e.lines.push_back(explain("attack.least-favourable",
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "combined fire uses the least favourable range among all: %1, "
                                 "dice succeed on %2+"),
                    toi::bandText(worst), plan->success),
                std::to_string(plan->success) + "+", plan->success, "Combined fire",
                lead.id.value));
        e.lines.push_back(
            explain("attack.dice", ruleSentence(HEXFIRE_TEXT("RuleText", "attack dice")),
                std::to_string(plan->attackDice), plan->attackDice, attackRule, lead.id.value));
        // Woods (2), clear and hill (none) are the cover values found; the others are assumed.
        const std::string &terrainId = state.map().terrain(aimed.hex).id;
        const bool foundCover = terrainId == "woods" || terrainId == "clear" || terrainId == "hill";
        e.lines.push_back(explain("attack.cover",
            plan->cover == 0
                ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 in %2 has no cover dice"), target.name,
                    translatedRuleText(state.map().terrain(aimed.hex).name))
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "%1 in %2 rolls %3, each succeeding on %4+ and cancelling a "
                                   "hit"),
                    target.name, translatedRuleText(state.map().terrain(aimed.hex).name),
                    countSentence(plan->cover, HEXFIRE_TEXT("RuleText", "%1 cover die"),
                        HEXFIRE_TEXT("RuleText", "%1 cover dice")),
                    m_options.defenceSuccess),
            std::to_string(plan->cover), plan->cover, attackRule, target.id.value,
            !foundCover || plan->cover > 0, !foundCover && m_options.tables.notOfficial));
    }
    // The defender's figures in the order they go: for resolve(), so a headline only checks the
    // figures the player named.
    const std::string removing = paramOr<std::string>(action.params, "remove", "");
    if (!tp->vehicle && !suppressive && (full || !removing.empty())) {
        std::vector<std::string> left = tp->figures;
        std::stable_sort(left.begin(), left.end(), [&](const std::string &a, const std::string &b) {
            const UnitValues *va = m_options.tables.figure(a);
            const UnitValues *vb = m_options.tables.figure(b);
            return (va ? va->removalOrder : 99) < (vb ? vb->removalOrder : 99);
        });
        std::stringstream in(removing);
        std::string token;
        while (std::getline(in, token, ',')) {
            token.erase(0, token.find_first_not_of(' '));
            token.erase(token.find_last_not_of(' ') + 1);
            if (token.empty())
                continue;
            const auto it = std::find(left.begin(), left.end(), token);
            if (it == left.end()) {
                refuse(e,
                    ruleSentence(
                        HEXFIRE_TEXT("RuleText", "%1 has no more \"%2\" figures to remove"),
                        target.name, token),
                    attackRule);
                return e;
            }
            plan->removal.push_back(token);
            left.erase(it);
        }
        plan->removal.insert(plan->removal.end(), left.begin(), left.end());
    }
    if (full) {
        e.finals.push_back({"toi.dice", ruleSentence(HEXFIRE_TEXT("RuleText", "Attack dice")),
            plan->attackDice, lead.id.value});
        e.finals.push_back(
            {"toi.success", ruleSentence(HEXFIRE_TEXT("RuleText", "Attack dice succeed on")),
                plan->success, lead.id.value});
        e.finals.push_back({"toi.cover", ruleSentence(HEXFIRE_TEXT("RuleText", "Cover dice")),
            plan->cover, target.id.value});
    }
    // Exact odds: attack successes less cover successes, then what that does to the target.
    const Distribution netHits = net(successes(plan->attackDice, 6, plan->success),
        successes(plan->cover, 6, m_options.defenceSuccess));
    OddsTable hitsTable;
    if (full)
        hitsTable = {target.id.value,
            ruleSentence(HEXFIRE_TEXT("RuleText", "Net hits on %1"), target.name), {}, true, 1,
            ruleSentence(HEXFIRE_TEXT("RuleText", "at least one net hit")), 1};
    // The result's severity counts from where the target stands now: a damaged tank that takes
    // no further damage, or a suppressed squad that stays suppressed, is "no effect".
    const int baseline = tp->vehicle ? target.damage : suppressive ? suppressionOf(target) : 0;
    std::map<std::pair<int, std::string>, std::pair<std::string, double>> results;
    for (int n = netHits.minValue(); n <= netHits.maxValue(); ++n) {
        const double p = netHits[n];
        if (p <= 0.0)
            continue;
        if (full)
            hitsTable.outcomes.push_back(
                {"net-" + std::to_string(n), netHitsText(n), p, std::max(0, n)});
        std::string key;
        std::string label;
        int order = 0;
        if (tp->vehicle) {
            const int level
                = std::max(target.damage, damageFor(m_options.tables.vehicleType(tp->type), n));
            order = level;
            key = "damage-" + std::to_string(level);
            label = level == 0 ? ruleSentence(HEXFIRE_TEXT("RuleText", "No damage"))
                               : std::string(translatedRuleText(
                                   m_vocabulary.damageLevels[static_cast<std::size_t>(level - 1)]));
        } else if (suppressive) {
            const int steps = n == 0 ? 0 : (m_options.suppressiveTwoSteps && n >= 2 ? 2 : 1);
            const int to = std::min(worstSuppression, suppressionOf(target) + steps);
            order = to;
            key = "state-" + std::string(suppressionName(to));
            label = std::string(translatedRuleText(suppressionName(to)));
            if (steps > 0 && suppressionOf(target) == worstSuppression
                && m_options.disruptedRetreats) {
                order = worstSuppression + 1;
                key = "retreat";
                label = ruleSentence(HEXFIRE_TEXT("RuleText", "Disrupted, retreats one hex"));
            }
        } else {
            const int removed = std::min(n, target.strength);
            order = removed;
            key = "removed-" + std::to_string(removed);
            label = removedText(removed, target.strength);
        }
        auto &slot = results[{order, key}];
        slot.first = label;
        slot.second += p;
    }
    if (full)
        e.odds.push_back(std::move(hitsTable));
    OddsTable resultTable {target.id.value,
        ruleSentence(HEXFIRE_TEXT("RuleText", "Result on %1"), target.name), {}, true, 2,
        tp->vehicle       ? ruleSentence(HEXFIRE_TEXT("RuleText", "more damage"))
            : suppressive ? ruleSentence(HEXFIRE_TEXT("RuleText", "a worse state"))
                          : ruleSentence(HEXFIRE_TEXT("RuleText", "at least one figure removed")),
        1};
    for (const auto &[k, v] : results)
        resultTable.outcomes.push_back(
            {k.second, v.first, v.second, std::max(0, k.first - baseline)});
    e.odds.push_back(std::move(resultTable));
    if (full) {
        for (int i = 0; i < plan->attackDice; ++i)
            e.dice.push_back({6, "attack die", false});
        for (int i = 0; i < plan->cover; ++i)
            e.dice.push_back({6, "cover die of " + target.name, false});
    }
    e.plan = std::move(plan);
    return e;
}

Evaluation TideOfIronRuleSet::evaluateOpFire(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    if (action.actors.size() != 1) {
        refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "select one unit")), "Op Fire");
        return e;
    }
    const Unit &u = state.unit(action.actors.front());
    const std::string want = paramOr<std::string>(action.params, "state", "on");
    if (want != "on" && want != "off") {
        refuse(e,
            ruleSentence(HEXFIRE_TEXT("RuleText", "choose whether the unit is in Op Fire mode")),
            "Op Fire");
        return e;
    }
    const bool on = want == "on";
    if (!on) {
        // Outside a game's sequence (an example set up by hand) the token may come off freely.
        if (state.sequence().phase == phases::action) {
            refuse(e,
                ruleSentence(HEXFIRE_TEXT("RuleText",
                    "a unit leaves Op Fire mode when it fires, when it is pinned or disrupted, or "
                    "in the Status phase")),
                "Op Fire");
            return e;
        }
        if (!u.status.has(states::opFire)) {
            refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is not in Op Fire mode"), u.name),
                "Op Fire");
            return e;
        }
    } else if (const std::string why = whyNotFresh(m_options.tables, u,
                   ruleSentence(
                       HEXFIRE_TEXT("RuleText", "only a fresh unit goes into Op Fire mode")));
               !why.empty()) {
        refuse(e, why, "The Action Phase; Op Fire");
        return e;
    }
    auto plan = std::make_shared<OrderPlan>();
    plan->name = "op-fire";
    plan->changes.push_back({u.id, {on, std::string(states::opFire)}});
    e.lines.push_back(explain("op-fire",
        on ? ruleSentence(HEXFIRE_TEXT("RuleText",
                              "%1 goes into Op Fire mode: it may fire at an enemy unit that enters "
                              "a hex in its sight"),
            u.name)
           : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 leaves Op Fire mode"), u.name),
        "", std::nullopt, "Op Fire", u.id.value));
    e.plan = orderPlan(state, *plan);
    return e;
}

Evaluation TideOfIronRuleSet::evaluateFatigue(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    if (action.actors.size() != 1) {
        refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "select the one unit to fatigue")),
            "The Action Phase");
        return e;
    }
    const Unit &u = state.unit(action.actors.front());
    if (!isFresh(u)) {
        refuse(e,
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 is not fresh: only a fresh unit is fatigued by this action"),
                u.name),
            "The Action Phase");
        return e;
    }
    auto plan = std::make_shared<OrderPlan>();
    plan->name = "fatigued";
    plan->changes.push_back({u.id, {true, std::string(states::fatigued)}});
    e.lines.push_back(explain("fatigue-unit",
        ruleSentence(HEXFIRE_TEXT("RuleText",
                         "the action is spent on fatiguing %1, which does nothing else"),
            u.name),
        "", std::nullopt, "The Action Phase", u.id.value, true));
    e.assumptions.push_back(fatigueUnitAssumption());
    e.plan = orderPlan(state, *plan);
    return e;
}

namespace {

/** A tank crossing a hex the enemy holds pins the squads there (c&c units/tiger-i); a squad in
    Op Fire mode that is pinned loses it and is fatigued. */
void crossedSquadsPinned(const GameState &state, const Unit &tank, const std::vector<Hex> &path,
    Evaluation &e, std::vector<Effect> &effects)
{
    for (std::size_t i = 0; i + 1 < path.size(); ++i) {
        for (const Unit *d : state.unitsIn(path[i])) {
            const ToiProfile *dp = profileOf<ToiProfile>(*d);
            if (!d->onMap() || d->side == tank.side || !dp || dp->vehicle)
                continue;
            const std::string where = state.map().label(path[i]);
            if (d->status.has(states::pinned) || d->status.has(states::disrupted)) {
                e.lines.push_back(explain("advance.crossed",
                    d->status.has(states::pinned)
                        ? ruleSentence(
                            HEXFIRE_TEXT("RuleText", "%1 crosses %2, where %3 is already pinned"),
                            tank.name, where, d->name)
                        : ruleSentence(HEXFIRE_TEXT("RuleText",
                                           "%1 crosses %2, where %3 is already disrupted"),
                            tank.name, where, d->name),
                    where, std::nullopt, "Movement; tanks", d->id.value));
                continue;
            }
            Effect pin = makeEffect(EffectKind::StatusSet, "pinned-by-tank", d->id);
            pin.status = std::string(states::pinned);
            pin.note = ruleSentence(HEXFIRE_TEXT("RuleText", "crossed by %1"), tank.name);
            effects.push_back(std::move(pin));
            std::string text = ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 crosses %2: %3 is pinned"), tank.name, where, d->name);
            if (d->status.has(states::opFire)) {
                fatigueEffects(*d, effects);
                text = ruleSentence(
                    HEXFIRE_TEXT(
                        "RuleText", "%1 crosses %2: %3 is pinned, loses Op Fire and is fatigued"),
                    tank.name, where, d->name);
            }
            e.lines.push_back(explain(
                "advance.crossed", text, where, std::nullopt, "Movement; tanks", d->id.value));
        }
    }
}

} // namespace

Evaluation TideOfIronRuleSet::evaluateAdvance(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    if (action.actors.size() != 1)
        return refused(
            e, ruleSentence(HEXFIRE_TEXT("RuleText", "select one unit to advance")), "Movement");
    const Unit &u = state.unit(action.actors.front());
    const bool pending = u.status.has(fireAndMovementPending);
    const std::string mode = paramOr<std::string>(action.params, "mode", "advance");
    const bool fireAndMovement = pending || mode == "fire-and-movement";
    const bool toAssault = !pending && mode == "assault";
    if (pending && u.movementSpent > 0)
        return refused(std::move(e),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 has already moved in its Fire and Movement action"),
                u.name),
            "Fire and Movement");
    if (toAssault) {
        if (const std::string why = whyNotAssault(m_options.tables, u, profileOf<ToiProfile>(u));
            !why.empty())
            return refused(std::move(e), why, "Assault");
    }
    // Whether the unit may move at all is its allowance's (ToiMovement::allowance).
    e = hexfire::evaluateMove(*this, m_movement, state, action);
    if (!e.legal)
        return e;
    const Hex to = *e.action.target;
    const auto *moved = dynamic_cast<const EffectsPlan *>(e.plan.get());
    const ToiProfile *profile = profileOf<ToiProfile>(u);
    if (fireAndMovement && !pending && m_options.edition == Edition::NextWave && profile
        && profile->vehicle && moved && !moved->effects.empty()) {
        // Moving first in a Fire and Movement: the allowance did not know the action yet.
        const int has
            = m_movement.allowance(state, u).points - u.movementSpent - fireAndMovementVehicleLoss;
        const int spent = moved->effects.front().count;
        if (spent > has)
            return refused(std::move(e),
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "In a Fire and Movement action a vehicle has %1 movement points "
                                 "less (Next Wave): %2 has %3, and this way costs %4."),
                    fireAndMovementVehicleLoss, u.name, std::max(0, has), spent),
                "Fire and Movement");
    }
    if (const std::string why = stackingRefusal(m_options, state, u, to); !why.empty())
        return refused(std::move(e), why, "docs/rules.md: Tide of Iron stacking");
    auto plan = std::make_shared<EffectsPlan>(*moved);
    const std::vector<Hex> *path = paramAs<std::vector<Hex>>(e.action.params, movePathParam);
    crossedSquadsPinned(state, u, path ? *path : std::vector<Hex> {to}, e, plan->effects);
    const LosCache los(*this, state);
    const std::vector<Effect> triggers
        = opFireTriggers(m_options, state, los, u, path ? *path : std::vector<Hex> {to});
    plan->effects.insert(plan->effects.end(), triggers.begin(), triggers.end());
    for (const Effect &t : triggers) {
        const std::string where = state.map().label(t.marker->hex);
        e.lines.push_back(t.marker->value == 0
                ? explain("advance.op-fire-leaving",
                    ruleSentence(HEXFIRE_TEXT("RuleText",
                                     "leaving the fortification in %1 draws the fire of enemy "
                                     "units in Op Fire mode, which may fire at it there"),
                        where),
                    where, std::nullopt, "Op Fire; FAQ 1.5", u.id.value)
                : explain("advance.op-fire",
                    ruleSentence(HEXFIRE_TEXT("RuleText",
                                     "in %1 it enters the sight of enemy units in Op Fire mode, "
                                     "which may fire at it there"),
                        where),
                    where, std::nullopt, "Op Fire", u.id.value));
    }
    const auto status = [&](bool set, std::string_view key, std::string name) {
        Effect fx = makeEffect(
            set ? EffectKind::StatusSet : EffectKind::StatusCleared, std::move(name), u.id);
        fx.status = std::string(key);
        plan->effects.push_back(std::move(fx));
    };
    if (pending) {
        status(false, fireAndMovementPending, "fire-and-movement");
        e.lines.push_back(explain("advance.fire-and-movement-done",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 has fired and now moves: its Fire and Movement action is done"),
                u.name),
            {}, std::nullopt, "Fire and Movement", u.id.value));
    } else {
        if (toAssault) {
            status(true, assaultPending, "advancing-to-assault");
            e.lines.push_back(explain("advance.to-assault",
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 advances to assault: once Op Fire has answered its move, it "
                                 "assaults an adjacent enemy hex, and that ends its action"),
                    u.name),
                {}, std::nullopt, "Assault", u.id.value));
        }
        if (fireAndMovement) {
            status(true, fireAndMovementPending, "fire-and-movement");
            e.lines.push_back(explain("advance.fire-and-movement",
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 moves in a Fire and Movement action: it may still fire at "
                                 "half firepower until another unit acts"),
                    u.name),
                {}, std::nullopt, "Fire and Movement", u.id.value));
        }
        status(true, states::fatigued, "fatigued");
        e.lines.push_back(explain("advance.fatigued",
            toAssault
                ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "%1 is fatigued now: only its assault is left of its action"),
                    u.name)
                : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is fatigued after its action"), u.name),
            {}, std::nullopt, "The Action Phase", u.id.value));
    }
    e.plan = std::move(plan);
    return e;
}

Evaluation TideOfIronRuleSet::evaluateAssaultAction(
    const GameState &state, const Action &action) const
{
    return evaluateAssault(*this, state, action);
}

Evaluation TideOfIronRuleSet::evaluateStatus(const GameState &state, const Action &action) const
{
    return evaluateStatusPhase(m_options, state, action);
}

Evaluation TideOfIronRuleSet::evaluateCommand(const GameState &state, const Action &action) const
{
    return evaluateCommandPhase(m_options, state, action);
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
        ? targetHex
        : state.unit(evaluation.action.actors.front()).hex;
    for (int i = 0; i < attackDice; ++i) {
        const int f = dice.roll(6, ruleSentence(HEXFIRE_TEXT("RuleText", "attack die")));
        faces += (i ? ", " : "") + std::to_string(f);
        if (f >= success)
            ++hits;
        r.cues.push_back(dieCue(attackerHex, 6, f,
            f >= success
                ? ruleSentence(HEXFIRE_TEXT("RuleText", "Attack die: a success on %1+"), success)
                : ruleSentence(
                    HEXFIRE_TEXT("RuleText", "Attack die: no success on %1+"), success)));
    }
    int saves = 0;
    std::string coverFaces;
    for (int i = 0; i < cover; ++i) {
        const int f
            = dice.roll(6, ruleSentence(HEXFIRE_TEXT("RuleText", "cover die of %1"), target.name));
        coverFaces += (i ? ", " : "") + std::to_string(f);
        if (f >= rules.options().defenceSuccess)
            ++saves;
        r.cues.push_back(dieCue(targetHex, 6, f,
            f >= rules.options().defenceSuccess
                ? ruleSentence(HEXFIRE_TEXT("RuleText", "Cover die of %1: a save on %2+"),
                    target.name, rules.options().defenceSuccess)
                : ruleSentence(HEXFIRE_TEXT("RuleText", "Cover die of %1: no save on %2+"),
                    target.name, rules.options().defenceSuccess)));
    }
    const int netHits = std::max(0, hits - saves);
    r.lines.push_back(explain("roll.attack",
        ruleSentence(HEXFIRE_TEXT("RuleText", "attack dice %1: %2 on %3+"), faces,
            successesText(hits), success),
        std::to_string(hits), hits, attackRule, ""));
    if (cover > 0)
        r.lines.push_back(explain("roll.cover",
            ruleSentence(HEXFIRE_TEXT("RuleText", "cover dice %1: %2 on %3+"), coverFaces,
                successesText(saves), rules.options().defenceSuccess),
            std::to_string(saves), saves, attackRule, target.id.value, true));
    r.lines.push_back(explain("roll.net", netHitsText(netHits), std::to_string(netHits), netHits,
        attackRule, target.id.value));
    r.finals.push_back({"toi.hits", ruleSentence(HEXFIRE_TEXT("RuleText", "Attack successes")),
        hits, target.id.value});
    r.finals.push_back({"toi.saves", ruleSentence(HEXFIRE_TEXT("RuleText", "Cover successes")),
        saves, target.id.value});
    r.finals.push_back(
        {"toi.net", ruleSentence(HEXFIRE_TEXT("RuleText", "Net hits")), netHits, target.id.value});
    r.outcomes.push_back({target.id.value, "net-" + std::to_string(netHits), netHitsText(netHits)});
    if (tp && tp->vehicle)
        damage(rules, target, *tp, netHits, r);
    else if (suppressive)
        suppress(rules, state, target, netHits, r);
    else
        removeFigures(rules, target, tp, netHits, r);
    fatigue(state, r);
    const UnitId lead = evaluation.action.actors.front();
    if (setPending || clearPending) {
        Effect fx = makeEffect(setPending ? EffectKind::StatusSet : EffectKind::StatusCleared,
            "fire-and-movement", lead);
        fx.status = std::string(fireAndMovementPending);
        r.effects.push_back(std::move(fx));
    }
    if (trigger)
        afterOpFire(rules, state, target, r);
}

void AttackPlan::afterOpFire(
    const TideOfIronRuleSet &rules, const GameState &state, const Unit &target, Resolution &r) const
{
    // One Op Fire attack for each hex entered: its trigger goes.
    Effect used = makeEffect(EffectKind::MarkerRemoved, "op-fire-spent", target.id);
    used.marker = *trigger;
    r.effects.push_back(used);
    // Op Fire that damages a vehicle (a heavy one only when heavily damaged), or pins or
    // disrupts a squad, ends the unit's action: it stops in the hex where it was hit.
    const ToiProfile *tp = profileOf<ToiProfile>(target);
    const UnitValues *type
        = tp && tp->vehicle ? rules.options().tables.vehicleType(tp->type) : nullptr;
    const int stoppingDamage = type && !type->heavy ? damaged : heavilyDamaged;
    bool stops = false;
    for (const Effect &fx : r.effects) {
        if (fx.unit != target.id)
            continue;
        if (fx.kind == EffectKind::DamageChanged && fx.count >= stoppingDamage)
            stops = true;
        if (fx.kind == EffectKind::StatusSet
            && (fx.status == states::pinned || fx.status == states::disrupted))
            stops = true;
    }
    if (!stops || target.eliminated)
        return;
    for (const Effect &fx : r.effects) {
        if (fx.kind == EffectKind::Eliminated && fx.unit == target.id)
            return;
    }
    const std::vector<Effect> stop = stopAt(state, target, *trigger);
    r.effects.insert(r.effects.end(), stop.begin(), stop.end());
    // Its action is over: the half of a Fire and Movement or the assault it had left goes.
    const std::vector<Effect> over = halfDoneCleared(target, "stopped");
    r.effects.insert(r.effects.end(), over.begin(), over.end());
    if (!stop.empty() && stop.front().kind == EffectKind::Moved)
        r.lines.push_back(explain("attack.stopped",
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is stopped by the Op Fire in %2"),
                target.name, state.map().label(trigger->hex)),
            state.map().label(trigger->hex), std::nullopt, "Op Fire", target.id.value));
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
            f.note = ruleSentence(
                HEXFIRE_TEXT("RuleText", "heavily damaged: it stops and may not fire"));
            r.effects.push_back(f);
        }
    }
    r.outcomes.push_back({target.id.value, "damage-" + std::to_string(level),
        level == 0 ? ruleSentence(HEXFIRE_TEXT("RuleText", "No damage"))
                   : std::string(translatedRuleText(
                       rules.vocabulary().damageLevels[static_cast<std::size_t>(level - 1)]))});
}

void AttackPlan::suppress(const TideOfIronRuleSet &rules, const GameState &state,
    const Unit &target, int netHits, Resolution &r) const
{
    const int from = suppressionOf(target);
    const int steps
        = netHits == 0 ? 0 : (rules.options().suppressiveTwoSteps && netHits >= 2 ? 2 : 1);
    if (from == worstSuppression && steps > 0 && rules.options().disruptedRetreats) {
        retreatDisrupted(state, target, r);
        return;
    }
    const int to = std::min(worstSuppression, from + steps);
    if (to != from) {
        if (from > 0) {
            Effect c = makeEffect(EffectKind::StatusCleared, "suppressed", target.id);
            c.status = std::string(suppressionSteps[static_cast<std::size_t>(from)]);
            r.effects.push_back(c);
        }
        Effect s = makeEffect(EffectKind::StatusSet, "suppressed", target.id);
        s.status = std::string(suppressionSteps[static_cast<std::size_t>(to)]);
        r.effects.push_back(s);
        // A unit in Op Fire mode that is pinned or disrupted loses it and is fatigued.
        if (target.status.has(states::opFire))
            fatigueEffects(target, r.effects);
    }
    r.outcomes.push_back({target.id.value, "state-" + std::string(suppressionName(to)),
        std::string(translatedRuleText(suppressionName(to)))});
}

void AttackPlan::retreatDisrupted(const GameState &state, const Unit &target, Resolution &r) const
{
    // The option of a disrupted squad hit again (docs/rules.md: Tide of Iron suppressive
    // attacks): one hex away from the lead attacker, into a hex no enemy holds, the first in
    // clockwise order on ties; with none to go to, it is eliminated.
    const Hex attacker = state.unit(attackers.front()).hex;
    std::optional<Hex> best;
    int farthest = -1;
    for (const HexDirection d : allDirections) {
        const Hex h = neighbor(target.hex, d);
        if (!state.map().contains(h))
            continue;
        const auto units = state.unitsIn(h);
        if (std::any_of(units.begin(), units.end(),
                [&](const Unit *u) { return u->onMap() && u->side != target.side; }))
            continue;
        if (distance(h, attacker) > farthest) {
            farthest = distance(h, attacker);
            best = h;
        }
    }
    if (!best) {
        r.effects.push_back(makeEffect(EffectKind::Eliminated, "eliminated", target.id));
        r.lines.push_back(explain("attack.disrupted-retreat",
            ruleSentence(
                HEXFIRE_TEXT("RuleText",
                    "%1 is disrupted and hit again, with no hex to retreat to: eliminated"),
                target.name),
            {}, std::nullopt, "docs/rules.md: Tide of Iron suppressive attacks", target.id.value,
            true));
        r.outcomes.push_back({target.id.value, "retreat",
            ruleSentence(HEXFIRE_TEXT("RuleText", "Disrupted, retreats one hex"))});
        return;
    }
    Effect moved = makeEffect(EffectKind::Moved, "retreated", target.id);
    moved.from = target.hex;
    moved.to = *best;
    r.effects.push_back(moved);
    r.lines.push_back(explain("attack.disrupted-retreat",
        ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 is disrupted and hit again: it retreats from %2 to %3"),
            target.name, state.map().label(target.hex), state.map().label(*best)),
        state.map().label(*best), std::nullopt, "docs/rules.md: Tide of Iron suppressive attacks",
        target.id.value, true));
    r.outcomes.push_back({target.id.value, "retreat",
        ruleSentence(HEXFIRE_TEXT("RuleText", "Disrupted, retreats one hex"))});
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
        prof.note = ruleSentence(
            HEXFIRE_TEXT("RuleText", "left: %1"), static_cast<int>(next->figures.size()));
        r.effects.push_back(prof);
        if (removed >= target.strength)
            r.effects.push_back(makeEffect(EffectKind::Eliminated, "eliminated", target.id));
    }
    r.outcomes.push_back({target.id.value, "removed-" + std::to_string(removed),
        removedText(removed, target.strength)});
}

void AttackPlan::fatigue(const GameState &state, Resolution &r) const
{
    // Everyone who took part is fatigued; an Op Fire token flips to fatigued.
    for (const UnitId &id : attackers)
        fatigueEffects(state.unit(id), r.effects);
}

std::vector<SetupProblem> TideOfIronRuleSet::checkSetup(const GameState &state) const
{
    std::vector<SetupProblem> problems;
    for (const Unit &u : state.units()) {
        const ToiProfile *p = profileOf<ToiProfile>(u);
        if (!p) {
            problems.push_back({u.id.value,
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has no Tide of Iron profile"), u.name)});
            continue;
        }
        if (p->vehicle && !m_options.tables.vehicleType(p->type))
            problems.push_back({u.id.value,
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 is a \"%2\", which the vehicle table lacks"),
                    u.name, p->type)});
        for (const std::string &f : p->figures) {
            if (!m_options.tables.figure(f))
                problems.push_back({u.id.value,
                    ruleSentence(HEXFIRE_TEXT("RuleText",
                                     "%1 has a \"%2\" figure, which the figure table lacks"),
                        u.name, f)});
        }
        if (!p->vehicle && static_cast<std::size_t>(u.strength) != p->figures.size())
            problems.push_back({u.id.value,
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has strength %2 but %3 figures"), u.name,
                    u.strength, static_cast<int>(p->figures.size()))});
    }
    return problems;
}

} // namespace hexfire
