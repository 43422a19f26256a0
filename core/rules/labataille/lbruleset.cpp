#include "lbruleset.h"

#include "core/data/datareader.h"
#include "core/dice/d66.h"
#include "core/error.h"
#include "core/los/terrainlosrules.h"
#include "core/rules/actiontable.h"
#include "core/rules/effectsplan.h"
#include "core/rules/labataille/lbcharge.h"
#include "core/rules/labataille/lbchargeoutcome.h"
#include "core/rules/labataille/lbfire.h"
#include "core/rules/labataille/lbfirerecord.h"
#include "core/rules/labataille/lbforcemarch.h"
#include "core/rules/labataille/lbglossary.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbleadercasualty.h"
#include "core/rules/labataille/lbmelee.h"
#include "core/rules/labataille/lbmeleeaftermath.h"
#include "core/rules/labataille/lbmorale.h"
#include "core/rules/labataille/lbopportunityfire.h"
#include "core/rules/labataille/lbreactioncharge.h"
#include "core/rules/labataille/lbreadiness.h"
#include "core/rules/labataille/lbrecovery.h"
#include "core/rules/labataille/lbreinforcements.h"
#include "core/rules/labataille/lbretreatbeforemelee.h"
#include "core/rules/labataille/lbretreatchoice.h"
#include "core/rules/labataille/lbsequence.h"
#include "core/rules/movement.h"
#include "core/rules/rulesentence.h"
#include "core/rules/rulesetregistry.h"
#include "core/rules/ruletext.h"
#include "core/rules/ruletools.h"
#include "core/rules/systemplan.h"

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
        , m_reason(internReason(
              "labataille.unit", "a combat unit in good order blocks the line of sight", losRule))
    {
        // By cell: whether a combat unit in good order stands there (looked up per hex of a line).
        const MapGrid &map = state.map();
        m_blocking.assign(static_cast<std::size_t>(map.hexCount()), 0);
        const auto mark = [&](Hex h) {
            if (const int cell = map.coordinates().tryCellIndex(h); cell >= 0)
                m_blocking[static_cast<std::size_t>(cell)] = 1;
        };
        for (const Unit &u : state.units()) {
            const LbProfile *p = profileOf<LbProfile>(u);
            // Units in good order are combat units: a lone leader does not block (inferred).
            const bool combat = p && p->kind != UnitKind::Leader;
            if (u.onMap() && combat && !u.status.has("disordered") && !u.status.has("routed")) {
                mark(u.hex);
                for (const Hex h : u.alsoIn)
                    mark(h);
            }
        }
    }
    HexsidePolicy hexsidePolicy() const override { return HexsidePolicy::Strict; }
    LosObstacle hexEffect(const LosContext &context, Hex hex) const override
    {
        const int cell
            = context.cell >= 0 ? context.cell : context.map.coordinates().tryCellIndex(hex);
        if (cell >= 0 && m_blocking[static_cast<std::size_t>(cell)])
            return {LosEffect::Block, 0, m_reason};
        return m_terrain.hexEffect(context, hex);
    }
    LosObstacle hexsideEffect(
        const LosContext &context, HexsideRef side, std::string_view feature) const override
    {
        return m_terrain.hexsideEffect(context, side, feature);
    }
    bool mayObstruct(const MapGrid &map, int cell, int firerLevel) const override
    {
        return m_blocking[static_cast<std::size_t>(cell)]
            || m_terrain.mayObstruct(map, cell, firerLevel);
    }
    bool alwaysBlocks(const MapGrid &map, int cell, int firerLevel) const override
    {
        return m_blocking[static_cast<std::size_t>(cell)]
            || m_terrain.alwaysBlocks(map, cell, firerLevel);
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
    std::vector<std::uint8_t> m_blocking;
};

constexpr const char *orientationRule = "Orientation (13)";
constexpr const char *formationRule = "Tactical organisation";

/** A formation change or a turn: the unit's new profile and facing (orderPlan() makes the plan). */
struct OrderPlan {
    UnitId unit;
    UnitProfilePtr profile; /**< set for a formation change */
    std::optional<Facing> facing; /**< set when the facing changes */
    std::optional<std::vector<Hex>> alsoIn; /**< set when the hexes the unit spreads over change */
    std::optional<int> movementSpent; /**< set in the Movement segment: the points it spends */
};

/** Where a facing points, in map words: "the hexside towards F5". */
std::string facingText(const GameState &state, Hex hex, Facing f)
{
    auto towards = [&](HexDirection d) {
        const Hex n = neighbor(hex, d);
        return state.map().contains(n) ? state.map().label(n)
                                       : ruleSentence(HEXFIRE_TEXT("RuleText", "the map edge"));
    };
    if (f.kind() == Facing::Kind::Hexside)
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "the hexside towards %1"), towards(f.direction()));
    return ruleSentence(HEXFIRE_TEXT("RuleText", "the vertex between %1 and %2"),
        towards(f.direction()), towards(direction(index(f.direction()) + 1)));
}

Facing facingAt(int position) { return Facing::fromPosition(((position % 12) + 12) % 12); }

/** The effects of an order, known when it is evaluated; its outcome is the first line. */
std::shared_ptr<EffectsPlan> orderPlan(
    const GameState &state, const Evaluation &e, const OrderPlan &order)
{
    auto plan = std::make_shared<EffectsPlan>();
    if (order.profile) {
        Effect changed = makeEffect(EffectKind::ProfileChanged, "formation-changed", order.unit);
        changed.profile = order.profile;
        changed.note = ruleSentence(HEXFIRE_TEXT("RuleText", "now in %1"),
            translatedRuleText(
                labataille::displayName(static_cast<const LbProfile &>(*order.profile).formation)));
        plan->effects.push_back(std::move(changed));
    }
    if (order.alsoIn) {
        const bool extended = !order.alsoIn->empty();
        Effect spread = makeEffect(
            EffectKind::HexesChanged, extended ? "line-extended" : "line-closed", order.unit);
        spread.hexes = *order.alsoIn;
        plan->effects.push_back(std::move(spread));
    }
    if (order.facing) {
        Effect turned = makeEffect(EffectKind::FacingChanged, "turned", order.unit);
        turned.facing = order.facing;
        turned.note = ruleSentence(HEXFIRE_TEXT("RuleText", "faces %1"),
            facingText(state, state.unit(order.unit).hex, *order.facing));
        plan->effects.push_back(std::move(turned));
    }
    if (order.movementSpent) {
        // A move from the unit's hex to itself: GameState adds its count to movementSpent.
        const Hex hex = state.unit(order.unit).hex;
        Effect spent = makeEffect(EffectKind::Moved, "movement-spent", order.unit);
        spent.from = hex;
        spent.to = hex;
        spent.count = *order.movementSpent;
        spent.note = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 movement points spent"),
            movementPointsText(*order.movementSpent, 2));
        plan->effects.push_back(std::move(spent));
    }
    plan->outcomes.push_back(
        {order.unit.value, e.action.kind, e.lines.empty() ? std::string() : e.lines.front().text});
    return plan;
}

/** Movement (2.5.2): one unit along a path of hexes, the shared move's "path" parameter. */
ActionType moveActionType()
{
    ActionType move = actionType(std::string(actions::move), HEXFIRE_TEXT("RuleText", "Move"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "The unit moves hex by hex, paying each hex's and hexside's cost from its movement "
            "allowance. It never enters an enemy hex, and an enemy zone of influence stops it.")),
        ActorRule::One, TargetKind::Hex);
    move.icon = "move";
    move.shortcut = "M";
    ParamSpec path;
    path.key = std::string(movePathParam);
    path.label = HEXFIRE_TEXT("RuleText", "Path");
    path.help = ruleSentence(HEXFIRE_TEXT(
        "RuleText", "The hexes the unit enters, in order; without it the cheapest way."));
    path.type = ParamType::HexList;
    move.params = {path};
    return move;
}

/** Refuses e under the fire rules (most of La Bataille's refusals). */
void refuse(Evaluation &e, std::string why) { hexfire::refuse(e, std::move(why), fireRuleRef); }

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
        const LbProfile *p = profileOf<LbProfile>(u);
        // A unit that loses its last increment has nobody left to check.
        if (p && n < u.strength
            && moraleTriggered(moraleTrigger(tables, *p), u.maxStrength - u.strength, n))
            s.checks.push_back(&u);
    }
    return s;
}

/** After the first failed check the rest of its stack checks too (2.5.4): not the units that
    checked or lost their last increment. */
void rollStackChecks(const LbOptions &o, const GameState &state, const LossSplit &s,
    const Unit &failed, DiceSource &dice, Resolution &r)
{
    std::vector<UnitId> checked;
    for (const Unit *u : s.checks)
        checked.push_back(u->id);
    for (const auto &[u, n] : s.losses) {
        if (n >= u->strength)
            checked.push_back(u->id);
    }
    resolveStackChecks(o, state, failed, checked, dice, r);
}

std::string lostLabel(int n)
{
    return n == 0 ? ruleSentence(HEXFIRE_TEXT("RuleText", "No effect"))
        : n == 1  ? ruleSentence(HEXFIRE_TEXT("RuleText", "1 increment lost"))
                  : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 increments lost"), n);
}

/** A fire attack: the odds column, the DRM and who loses increments; resolving rolls 11-66. */
class FirePlan final : public SystemPlan<LaBatailleRuleSet> {
public:
    Hex target;
    std::size_t column = 0;
    int drm = 0;
    std::vector<UnitId> losers; /**< who loses increments, in order */
    std::vector<UnitId> firers; /**< marked as having fired this segment */

protected:
    void resolveWith(const LaBatailleRuleSet &rules, const GameState &state,
        const Evaluation &evaluation, DiceSource &dice, Resolution &r) const override;

private:
    void applyLosses(const LaBatailleRuleSet &rules, const GameState &state, const LossSplit &s,
        DiceSource &dice, Resolution &r) const;
};

/** The statuses of the whole turn: cavalry readiness (2.5.6) and morale levels (2.5.7). */
void addTurnStatuses(RuleVocabulary &v)
{
    v.statuses.push_back({std::string(statuses::tired), HEXFIRE_TEXT("RuleText", "Tired"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Cavalry after a melee: melee value halved, no charge in the Charge à Cheval segment. "
            "A full turn of rest makes it fresh again.")),
        {StatusLook::Style::Badge, "ov-fatigued", "TIR", "#8a6d1f"}});
    v.statuses.push_back({std::string(statuses::exhausted), HEXFIRE_TEXT("RuleText", "Exhausted"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Cavalry after a melee while tired, or a charge and a melee: melee value a third, no "
            "charges. A full turn of rest without moving makes it fresh again.")),
        {StatusLook::Style::Badge, "ov-fatigued", "EXH", "#a04a1f"}});
    v.statuses.push_back({std::string(statuses::fought), HEXFIRE_TEXT("RuleText", "Fought a melee"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "The cavalry fought a melee this turn, so it has not rested; cleared at the end of the "
            "turn.")),
        {StatusLook::Style::Badge, "", "MEL", "#6a6a6a"}});
    for (int level = 1; level <= maxMoraleLevels; ++level) {
        const std::string n = std::to_string(level);
        v.statuses.push_back({moraleLevelStatus(level),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Morale level %1"), level),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "The unit's organisation was at morale level %1 when its morale "
                             "level was last read on the hour: its morale checks are harder and "
                             "its carrés form less easily."),
                level),
            {StatusLook::Style::Badge, "", "ML" + n, "#7a3a8a"}});
    }
}

} // namespace

LaBatailleRuleSet::LaBatailleRuleSet()
{
    ActionType fire;
    fire.key = std::string(actions::fire);
    fire.name = HEXFIRE_TEXT("RuleText", "Fire");
    fire.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "Units with a fire value fire at an enemy-held hex they can see through their "
        "front hexsides; the odds column and two dice read as 11-66 give increments lost."));
    fire.icon = "fire";
    fire.shortcut = "F";
    fire.actors = ActorRule::Several;
    fire.attacks = true;
    fire.target = TargetKind::Hex;
    ParamSpec other;
    other.key = "otherModifier";
    other.label = HEXFIRE_TEXT("RuleText", "Other modifier");
    other.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "A modifier to the fire roll for a rule HexFire does not model (a game's special "
        "rule, an optional rule): it is added to the roll, which still reads no lower "
        "than 11 and no higher than 66. Assumed: the player enters it."));
    other.type = ParamType::Integer;
    other.minimum = -36;
    other.maximum = 36;
    other.defaultValue = ParamValue {0};
    fire.params = {other};
    ActionType end;
    end.key = std::string(actions::endFireSegment);
    end.name = HEXFIRE_TEXT("RuleText", "End fire segment");
    end.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "Ends the fire segment: every hex may be fired at again, and every unit may fire "
        "again in the next one."));
    end.actors = ActorRule::None;
    end.target = TargetKind::None;
    ActionType endMovement = end;
    endMovement.key = std::string(actions::endMovement);
    endMovement.name = HEXFIRE_TEXT("RuleText", "End of the Movement segment");
    endMovement.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "Units that made opportunity fire may fire again; units that retreated "
        "before a melee may move again."));
    ActionType endOfTurn = end;
    endOfTurn.key = std::string(actions::endOfTurn);
    endOfTurn.name = HEXFIRE_TEXT("RuleText", "End of the turn");
    endOfTurn.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "Twenty minutes pass on the clock, and what units did this turn (moved, "
        "charged, fired) is forgotten."));
    ActionType formation;
    formation.key = std::string(actions::changeFormation);
    formation.name = HEXFIRE_TEXT("RuleText", "Change formation");
    formation.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "The unit takes another tactical organisation (column, line, carré, "
        "tirailleur order, ...): it changes its fire value, its fire defence and "
        "which hexsides are its front."));
    formation.actors = ActorRule::One;
    formation.target = TargetKind::None;
    ParamSpec to;
    to.key = "formation";
    to.label = HEXFIRE_TEXT("RuleText", "Formation");
    to.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "The formation the unit takes; which ones a unit may take depends on its type."));
    to.type = ParamType::Choice;
    to.required = true;
    for (int f = 0; f <= static_cast<int>(Formation::Unlimbered); ++f) {
        const auto form = static_cast<Formation>(f);
        to.choices.push_back({std::string(key(form)), std::string(labataille::displayName(form))});
    }
    formation.params = {to};
    ActionType right;
    right.key = std::string(actions::turnClockwise);
    right.name = HEXFIRE_TEXT("RuleText", "Turn clockwise");
    right.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "The unit turns one hexside clockwise (a line turns from one vertex to the "
        "next): its front hexsides, where it can fire and where it is safe, turn with "
        "it."));
    right.shortcut = "]";
    right.actors = ActorRule::One;
    right.target = TargetKind::None;
    ActionType left = right;
    left.key = std::string(actions::turnCounterClockwise);
    left.name = HEXFIRE_TEXT("RuleText", "Turn counter-clockwise");
    left.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "The unit turns one hexside counter-clockwise (a line from one vertex to the "
        "next)."));
    left.shortcut = "[";
    ActionType extend;
    extend.key = std::string(actions::extendLine);
    extend.name = HEXFIRE_TEXT("RuleText", "Extend the line");
    extend.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "A unit in line spreads across a second hex, beside it on its left or right "
        "flank: its increments are shared between the two hexes, so more of them can "
        "fire, and each hex is less crowded."));
    extend.actors = ActorRule::One;
    extend.target = TargetKind::None;
    ParamSpec side;
    side.key = "side";
    side.label = HEXFIRE_TEXT("RuleText", "Side");
    side.help = ruleSentence(HEXFIRE_TEXT(
        "RuleText", "Which flank the line extends to, as the unit faces: left or right."));
    side.type = ParamType::Choice;
    side.required = true;
    side.choices = {{"left", HEXFIRE_TEXT("RuleText", "To the left")},
        {"right", HEXFIRE_TEXT("RuleText", "To the right")}};
    extend.params = {side};
    ActionType close;
    close.key = std::string(actions::closeLine);
    close.name = HEXFIRE_TEXT("RuleText", "Close the line");
    close.help = ruleSentence(
        HEXFIRE_TEXT("RuleText", "A line across two hexes closes up into its own hex."));
    close.actors = ActorRule::One;
    close.target = TargetKind::None;
    ActionType recover = actionType(std::string(actions::recoverMorale),
        HEXFIRE_TEXT("RuleText", "Recover morale"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "A disordered or routed unit of the phasing side checks its morale: a disordered unit "
            "that passes returns to good order, one that fails routs; a routed unit far from the "
            "enemy may rally to disordered.")),
        ActorRule::One, TargetKind::None);
    ActionType recovery = actionType(std::string(actions::moraleRecovery),
        HEXFIRE_TEXT("RuleText", "Morale recovery"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Every disordered or routed unit of the phasing side that has not checked its morale "
            "in "
            "this segment checks it now.")),
        ActorRule::None, TargetKind::None);
    ActionType melee = actionType(std::string(actions::melee),
        HEXFIRE_TEXT("RuleText", "Melee assault"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Units next to an enemy-held hex through their front hexsides assault it: both sides "
            "check their morale first, then the melee values give the odds column of the melee "
            "chart "
            "and two dice read as 11-66 the result.")),
        ActorRule::Several, TargetKind::Hex);
    melee.attacks = true;
    melee.allowsVia = true;
    melee.viaHelp = ruleSentence(HEXFIRE_TEXT("RuleText",
        "After a defender retreated before melee more than one hex, the one attacker "
        "may follow one hex into this hex and assault it again."));
    ActionType before = actionType(std::string(actions::retreatBeforeMelee),
        HEXFIRE_TEXT("RuleText", "Retreat before melee"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "A leader, tirailleurs or cavalry facing infantry, or cavalry or limbered horse "
            "artillery "
            "faster than the enemy, steps back before the assault: up to half its movement "
            "allowance, "
            "never through an enemy zone of influence; more than one hex and it does not move in "
            "its "
            "next player turn.")),
        ActorRule::One, TargetKind::Hex);
    ActionType command = actionType(std::string(actions::commandSequence),
        HEXFIRE_TEXT("RuleText", "Command Sequence"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "The reinforcements due this turn arrive at their entry hex (up to 5 hexes aside when "
            "an "
            "enemy or an enemy zone of influence blocks it); on the hour, each organisation's "
            "morale "
            "level is read from its units routed or eliminated and marked on its units.")),
        ActorRule::None, TargetKind::None);
    ActionType opportunity = actionType(std::string(actions::opportunityFire),
        HEXFIRE_TEXT("RuleText", "Opportunity fire"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "In the enemy's Movement segment, units whose zone of influence an enemy unit left, or "
            "changed formation in, fire at it at range 1 as it stood there, in its former "
            "formation. "
            "Each unit fires once in the segment.")),
        ActorRule::Several, TargetKind::Hex);
    opportunity.attacks = true;
    ParamSpec which;
    which.key = "marker";
    which.label = HEXFIRE_TEXT("RuleText", "Opportunity marker");
    which.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "The opportunity marker fired at, when a hex has more than one; without it the "
        "first."));
    which.type = ParamType::Integer;
    which.minimum = 1;
    which.maximum = 1000000;
    which.notAsked = true; // the replies offered name it; the window has nothing to ask
    opportunity.params = {which};
    RuleVocabulary &v = m_vocabulary;
    v.actions = {fire, end, formation, right, left, extend, close, endMovement, endOfTurn,
        moveActionType(), LbCharge::actionType(), melee, before, recover, recovery, command,
        opportunity, LbForceMarch::actionType(), LbLeaderCasualty::actionType(),
        LbRetreatChoice::actionType(), LbReactionCharge::reactionActionType(),
        LbReactionCharge::opportunityActionType()};

    v.statuses = {
        {"disordered", HEXFIRE_TEXT("RuleText", "Disordered"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Out of good order: fires and fights at half value, moves at half its "
                "allowance, does not block the line of sight and uses the disordered fire "
                "defence.")),
            {StatusLook::Style::Badge, "ov-disrupted", "DIS", "#c08020"}},
        {"routed", HEXFIRE_TEXT("RuleText", "Routed"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Routed: does not fire, defends in melee at a fraction of its value, does not "
                "block "
                "the line of sight and uses the disordered fire defence.")),
            {StatusLook::Style::Band, "ov-broken", "ROUTED", "#a02020"}},
        {std::string(statuses::fired), HEXFIRE_TEXT("RuleText", "Fired"),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "Has fired in this segment: each unit fires once per fire segment.")),
            {StatusLook::Style::Badge, "", "FIRED", "#804020"}},
        {std::string(statuses::moved), HEXFIRE_TEXT("RuleText", "Moved"),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "Moved this player turn: cavalry that moved does not charge.")),
            {StatusLook::Style::Badge, "", "MOV", "#5a6a8a"}},
        {std::string(statuses::charged), HEXFIRE_TEXT("RuleText", "Charged"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Charged this player turn: it does not move in the Movement segment; the melee "
                "follows in the Melee Assault segment.")),
            {StatusLook::Style::Badge, "", "CHG", "#8a2a4a"}},
        {std::string(statuses::retreated), HEXFIRE_TEXT("RuleText", "Retreated"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Retreated more than one hex before a melee: does not move in its next player "
                "turn.")),
            {StatusLook::Style::Badge, "", "RET", "#807040"}},
        {std::string(statuses::recoveryChecked), HEXFIRE_TEXT("RuleText", "Checked for recovery"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Has checked its morale in this Morale Recovery segment: it checks once.")),
            {StatusLook::Style::Badge, "", "REC", "#607080"}}};
    addTurnStatuses(v);
    v.statuses.push_back(LbForceMarch::statusType());

    MarkerType firedAt;
    firedAt.key = "fired-at";
    firedAt.name = HEXFIRE_TEXT("RuleText", "Fired at");
    firedAt.help = ruleSentence(HEXFIRE_TEXT(
        "RuleText", "This hex has been the target of a fire attack this fire segment."));
    firedAt.colour = "#803020";
    firedAt.caption = "FIRED";
    MarkerType opportunityMarker;
    opportunityMarker.key = std::string(labataille::markers::opportunity);
    opportunityMarker.name = HEXFIRE_TEXT("RuleText", "Opportunity fire");
    opportunityMarker.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "A unit left a zone of influence here, or changed formation in one: "
        "the units whose zone it was may make opportunity fire at it."));
    opportunityMarker.colour = "#a06020";
    opportunityMarker.caption = "OPP";
    // The unit as it stood in the hex (Marker::unit names it), so saved games keep it.
    ParamSpec formerFormation = to;
    formerFormation.label = HEXFIRE_TEXT("RuleText", "Former formation");
    formerFormation.help
        = ruleSentence(HEXFIRE_TEXT("RuleText", "The formation the unit had in this hex."));
    formerFormation.required = false;
    ParamSpec formerFacing;
    formerFacing.key = "facing";
    formerFacing.label = HEXFIRE_TEXT("RuleText", "Former facing");
    formerFacing.help = ruleSentence(HEXFIRE_TEXT(
        "RuleText", "The unit's facing in this hex, 0 to 11 (hexsides even, vertices odd)."));
    formerFacing.maximum = 11;
    ParamSpec formerHexes;
    formerHexes.key = "alsoIn";
    formerHexes.label = HEXFIRE_TEXT("RuleText", "Former second hex");
    formerHexes.help
        = ruleSentence(HEXFIRE_TEXT("RuleText", "The second hex of a line across two hexes."));
    formerHexes.type = ParamType::HexList;
    opportunityMarker.params = {formerFormation, formerFacing, formerHexes};
    v.markers = {firedAt, opportunityMarker, LbRetreatChoice::markerType()};
    for (MarkerType &t : LbFireRecord::markerTypes())
        v.markers.push_back(std::move(t));

    v.effects = {{"increments-lost", HEXFIRE_TEXT("RuleText", "Increments lost"),
                     ruleSentence(HEXFIRE_TEXT("RuleText", "The unit loses increments."))},
        {"eliminated", HEXFIRE_TEXT("RuleText", "Eliminated"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The unit has no increments left."))},
        {"morale-check", HEXFIRE_TEXT("RuleText", "Morale check"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The fire losses call for a morale check."))},
        {"fire-roll", HEXFIRE_TEXT("RuleText", "Fire roll"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "The two dice of a fire attack, read as 11-66."))},
        {"fired-at", HEXFIRE_TEXT("RuleText", "Marker placed"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "The hex may not be fired at again this fire segment."))},
        {"fire-segment-ended", HEXFIRE_TEXT("RuleText", "Fire segment over"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The fire segment is over: the hex may be fired at again, the unit may fire "
                "again."))},
        {"fired", HEXFIRE_TEXT("RuleText", "Fired"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The unit has fired in this segment."))},
        {"movement-ended", HEXFIRE_TEXT("RuleText", "Movement segment over"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "The unit may fire or move again in its next segment."))},
        {"turn-ended", HEXFIRE_TEXT("RuleText", "Turn over"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "What the unit did this turn is forgotten."))},
        {"clock", HEXFIRE_TEXT("RuleText", "Clock"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Twenty minutes pass."))},
        {"formation-changed", HEXFIRE_TEXT("RuleText", "Formation changed"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The unit takes another formation."))},
        {"turned", HEXFIRE_TEXT("RuleText", "Turned"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The unit faces another hexside or vertex."))},
        {"line-extended", HEXFIRE_TEXT("RuleText", "Line extended"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The line spreads across a second hex."))},
        {"line-closed", HEXFIRE_TEXT("RuleText", "Line closed"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The line closes up into its own hex."))},
        {std::string(statuses::moved), HEXFIRE_TEXT("RuleText", "Moved"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The unit has moved this player turn."))},
        {"movement-spent", HEXFIRE_TEXT("RuleText", "Movement points spent"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A formation change or a turn in the Movement segment spends movement points."))},
        {"morale-roll", HEXFIRE_TEXT("RuleText", "Morale check"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "Two dice read as 11-66 against the morale value."))},
        {"disordered", HEXFIRE_TEXT("RuleText", "Disordered"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "A failed morale check: the unit is out of good order."))},
        {"routed", HEXFIRE_TEXT("RuleText", "Routed"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "The unit routs and retreats 10 hexes at once."))},
        {"retreat", HEXFIRE_TEXT("RuleText", "Retreat"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "A disordered unit retreats 3 movement points."))},
        {"rout", HEXFIRE_TEXT("RuleText", "Rout"),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "A routed unit retreats 10 hexes at once, terrain ignored."))},
        {"surrendered", HEXFIRE_TEXT("RuleText", "Surrendered"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The unit could not retreat and surrenders."))},
        {"recovered", HEXFIRE_TEXT("RuleText", "Recovered"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The unit returns to good order."))},
        {"rallied", HEXFIRE_TEXT("RuleText", "Rallied"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The routed unit rallies and is disordered."))},
        {"recovery-checked", HEXFIRE_TEXT("RuleText", "Checked for recovery"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The unit has checked its morale."))},
        {"recovery-segment-ended", HEXFIRE_TEXT("RuleText", "Recovery over"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The Morale Recovery segment is over."))},
        {std::string(statuses::charged), HEXFIRE_TEXT("RuleText", "Charged"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The cavalry charged this player turn."))},
        {"melee-roll", HEXFIRE_TEXT("RuleText", "Melee roll"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The two dice of a melee, read as 11-66."))},
        {"advance", HEXFIRE_TEXT("RuleText", "Advance"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "The attacker moves into the hex it assaulted."))},
        {"follow", HEXFIRE_TEXT("RuleText", "Follow"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "The attacker follows a retreat before melee one hex."))},
        {"retreat-before-melee", HEXFIRE_TEXT("RuleText", "Retreat before melee"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The defender steps back before the "
                "assault."))},
        {"retreated", HEXFIRE_TEXT("RuleText", "Retreated"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "The unit does not move in its next player turn."))},
        {"morale-level-read", HEXFIRE_TEXT("RuleText", "Morale level read"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "On the hour, an organisation's morale level is read from its units routed or "
                "eliminated."))},
        {"morale-level", HEXFIRE_TEXT("RuleText", "Morale level"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "The unit carries its organisation's morale level."))},
        {"reinforcement", HEXFIRE_TEXT("RuleText", "Reinforcement arrives"),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "A unit due this turn enters the map at its entry hex or beside it."))},
        {std::string(statuses::tired), HEXFIRE_TEXT("RuleText", "Tired"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The cavalry is tired after a melee."))},
        {std::string(statuses::exhausted), HEXFIRE_TEXT("RuleText", "Exhausted"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The cavalry is exhausted after a second melee, or a charge and a melee."))},
        {std::string(statuses::fought), HEXFIRE_TEXT("RuleText", "Fought"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The cavalry fought a melee this turn."))},
        {"carre-roll", HEXFIRE_TEXT("RuleText", "Carré roll"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The two dice of infantry forming carré against a charge, read as 11-66."))},
        {"formed-carre", HEXFIRE_TEXT("RuleText", "Formed carré"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The infantry forms carré against the charge."))},
        {std::string(labataille::markers::fireTarget),
            HEXFIRE_TEXT("RuleText", "Fire target recorded"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The unit fired at this hex in the Offensive Fire segment: it assaults only "
                "there."))},
        {std::string(labataille::markers::defensiveFireLosses),
            HEXFIRE_TEXT("RuleText", "Defensive fire losses recorded"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The increments the unit lost to defensive fire count against its pre-melee "
                "check."))},
        {std::string(labataille::markers::opportunity),
            HEXFIRE_TEXT("RuleText", "Opportunity marker placed"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The unit left a zone of influence, or changed formation in one: opportunity fire "
                "may "
                "be made at it as it stood there."))},
        {"opportunity-fire", HEXFIRE_TEXT("RuleText", "Opportunity fire made"),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "The opportunity fire at the hex was made: the marker is removed."))},
        {"limber-roll", HEXFIRE_TEXT("RuleText", "Limber roll"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "One die: the guns limber or unlimber, or stay."))},
        {"overstacking-roll", HEXFIRE_TEXT("RuleText", "Over-stacking check"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "One morale roll for the units of an over-stacked hex."))},
        {std::string(statuses::forceMarch), HEXFIRE_TEXT("RuleText", "Force march"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The unit passed its check: twice its allowance in column or road march."))}};
    v.unitTypes = {{"infantry", HEXFIRE_TEXT("RuleText", "Infantry"),
                       ruleSentence(HEXFIRE_TEXT("RuleText", "A battalion, in increments."))},
        {"cavalry", HEXFIRE_TEXT("RuleText", "Cavalry"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "A regiment, in increments."))},
        {"artillery", HEXFIRE_TEXT("RuleText", "Artillery"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "A battery, in increments."))},
        {"leader", HEXFIRE_TEXT("RuleText", "Leader"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "A commander; no increments."))}};
    v.largestDieFace = 6;
    v.multiHexUnits = true; // a line extended across two hexes
    v.glossary = labataille::glossary();
    v.primer = labataille::primer(m_options.tables.notOfficial);
    v.terrainKinds = terrainKinds();
    v.featureTypes = featureTypes();
    v.mapPresets = mapPresets();
}

CounterPrint LaBatailleRuleSet::counterPrint(const Unit &unit) const
{
    CounterPrint c;
    const LbProfile *p = profileOf<LbProfile>(unit);
    const UnitKind k = p ? p->kind : UnitKind::Infantry;
    c.symbol = k == UnitKind::Leader ? "leader"
        : k == UnitKind::Cavalry     ? "cavalry"
        : k == UnitKind::Artillery   ? "artillery"
                                     : "squad";
    if (p && k != UnitKind::Leader) {
        const int multiple = m_options.tables.fireMultiple(*p);
        c.values.push_back({PrintedValue::Slot::Left, PrintedValue::Frame::None,
            multiple > 0 ? "x" + std::to_string(multiple) : "-", "Fire multiple"});
        static constexpr std::array<std::string_view, 8> shortNames {
            "COL", "LINE", "□", "TIR", "ROAD", "G.O.", "LIMB", "UNL"};
        c.values.push_back({PrintedValue::Slot::Middle, PrintedValue::Frame::None,
            std::string(shortNames[static_cast<std::size_t>(p->formation)]),
            "Formation: " + std::string(labataille::displayName(p->formation))});
        c.values.push_back({PrintedValue::Slot::Right, PrintedValue::Frame::Box,
            std::to_string(unit.strength), "Increments"});
    }
    return c;
}

std::vector<UnitFact> LaBatailleRuleSet::unitFacts(const GameState &state, const Unit &unit) const
{
    const LbProfile *p = profileOf<LbProfile>(unit);
    if (!p)
        return {};
    const LbTables &t = m_options.tables;
    std::vector<UnitFact> f {
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Type")),
            std::string(translatedRuleText(labataille::displayName(p->kind))), {}},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Nationality")), t.nameOf(p->nationality), {}}};
    if (!p->troop.empty())
        f.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Troop")), t.nameOf(p->troop), {}});
    if (p->kind != UnitKind::Leader) {
        const FacingProfile fp = facingProfile(*p, p->formation);
        f.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Formation")),
            std::string(translatedRuleText(labataille::displayName(p->formation))),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Front, flank and rear hexsides: %1, %2 and %3."),
                fp.front, fp.flank, fp.rear)});
        if (!unit.alsoIn.empty()) {
            std::string where = state.map().label(unit.hex);
            for (const Hex h : unit.alsoIn)
                where = ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 and %2"), where, state.map().label(h));
            f.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Hexes")),
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 (a line across two hexes)"), where),
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "Its increments are shared between the hexes: %1 in %2, %3 in "
                                 "%4."),
                    incrementsIn(unit, unit.hex), state.map().label(unit.hex),
                    incrementsIn(unit, unit.alsoIn.front()),
                    state.map().label(unit.alsoIn.front()))});
        }
        if (fp.faces != FacingKind::Any)
            f.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Facing")),
                unit.facing ? facingText(state, unit.hex, *unit.facing)
                            : ruleSentence(HEXFIRE_TEXT("RuleText", "none")),
                fp.faces == FacingKind::Vertex
                    ? ruleSentence(HEXFIRE_TEXT("RuleText", "A line faces a vertex of its hex."))
                    : ruleSentence(
                        HEXFIRE_TEXT("RuleText", "This formation faces a hexside of its hex."))});
        const int multiple = t.fireMultiple(*p);
        const std::string value = !t.multipleFromTable(*p)
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 (printed on the counter)"), multiple)
            : t.notOfficial
            ? ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 (Fire Effects table, not official)"), multiple)
            : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 (Fire Effects table)"), multiple);
        f.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Fire multiple")), value,
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Each increment that fires counts this many fire points (Fire Effects Chart)."))});
        f.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Increments")),
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 of %2"), unit.strength, unit.maxStrength),
            {}});
        static constexpr std::array<std::string_view, 4> checkText {
            HEXFIRE_TEXT("RuleText", "at every increment lost"),
            HEXFIRE_TEXT("RuleText", "at every second increment lost"),
            HEXFIRE_TEXT("RuleText", "at the first, third, fifth... increment lost"),
            HEXFIRE_TEXT("RuleText", "at every third increment lost")};
        f.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Morale check on fire losses")),
            std::string(
                translatedRuleText(checkText[static_cast<std::size_t>(moraleTrigger(t, *p))])),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "When fire losses call for a morale check (per nation and troop type)."))});
    }
    if (p->kind == UnitKind::Artillery)
        f.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Range")),
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 hexes"), p->range), {}});
    turnFacts(state, unit, f);
    return f;
}

void LaBatailleRuleSet::turnFacts(
    const GameState &state, const Unit &unit, std::vector<UnitFact> &facts) const
{
    const LbProfile *p = profileOf<LbProfile>(unit);
    if (p->kind == UnitKind::Cavalry)
        facts.push_back(
            {ruleSentence(HEXFIRE_TEXT("RuleText", "Readiness")), readinessText(readinessOf(unit)),
                ruleSentence(HEXFIRE_TEXT("RuleText",
                    "Cavalry tires in melee and recovers with a full turn of rest (Charge à "
                    "Cheval)."))});
    if (p->organisation.empty())
        return;
    const int level = recordedMoraleLevel(unit);
    const MoraleLevelModifier m = moraleLevelModifier(m_options, state, unit);
    facts.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Organisation")), p->organisation,
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Its units routed or eliminated give the organisation's morale level, read on the "
            "hour."))});
    facts.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Morale level")),
        level == 0 ? std::string("0")
                   : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 (%2 on its morale checks)"), level,
                       signedText(m.value)),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Read on the hour from the organisation's units routed or eliminated; each level "
            "makes its morale checks harder."))});
}

MarkerView LaBatailleRuleSet::describeMarker(const GameState &state, const Marker &marker) const
{
    if (marker.kind == labataille::markers::opportunity)
        return {{}, LbOpportunityFire(m_options).describe(state, marker)};
    if (LbFireRecord::owns(marker))
        return LbFireRecord::describe(state, marker);
    if (marker.kind == labataille::markers::retreatChoice)
        return {{}, LbRetreatChoice::describe(state, marker)};
    return {{},
        ruleSentence(HEXFIRE_TEXT("RuleText",
                         "%1 has been the target of a fire attack this fire segment (Combat à la "
                         "Feu (21))."),
            state.map().label(marker.hex))};
}

void LaBatailleRuleSet::readUnitProfile(
    const DataNode &node, Unit &unit, bool maxStrengthGiven, Diagnostics &diagnostics) const
{
    ObjectReader r(node, diagnostics,
        {"type", "nationality", "troop", "fireMultiple", "range", "formation", "movement", "morale",
            "melee", "organisation", "leadership", "artilleryBonus", "specialAbility"},
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
    p->organisation = r.string("organisation").value_or("");
    p->movement = static_cast<int>(r.integer("movement", 0, 99).value_or(0));
    if (p->kind != UnitKind::Leader) {
        p->morale = static_cast<int>(r.integer("morale", 11, 66).value_or(0));
        p->melee = static_cast<int>(r.integer("melee", 0, 999).value_or(0));
    } else {
        p->leadership = static_cast<int>(r.integer("leadership", 0, 66).value_or(0));
        p->artilleryBonus = r.boolean("artilleryBonus").value_or(false);
        p->specialAbility = r.boolean("specialAbility").value_or(false);
    }
    for (const char *field : {"leadership", "artilleryBonus", "specialAbility"}) {
        if (p->kind != UnitKind::Leader && r.get(field))
            report(diagnostics, *r.get(field), "only a leader has a " + std::string(field));
    }
    for (const char *field : {"morale", "melee"}) {
        if (p->kind == UnitKind::Leader && r.get(field))
            report(diagnostics, *r.get(field), "a leader has no " + std::string(field) + " value");
    }
    if (p->kind != UnitKind::Leader) {
        p->fireMultiple = static_cast<int>(r.integer("fireMultiple", 1, 99).value_or(0));
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
    const LbProfile *p = profileOf<LbProfile>(unit);
    if (!p)
        return DataNode::null();
    DataNode n = DataNode::object();
    n.set("type", DataNode::of(std::string(key(p->kind))));
    n.set("nationality", DataNode::of(p->nationality));
    if (!p->troop.empty())
        n.set("troop", DataNode::of(p->troop));
    if (!p->organisation.empty())
        n.set("organisation", DataNode::of(p->organisation));
    if (p->movement > 0)
        n.set("movement", DataNode::of(p->movement));
    if (p->morale > 0)
        n.set("morale", DataNode::of(p->morale));
    if (p->melee > 0)
        n.set("melee", DataNode::of(p->melee));
    if (p->leadership > 0)
        n.set("leadership", DataNode::of(p->leadership));
    if (p->artilleryBonus)
        n.set("artilleryBonus", DataNode::of(true));
    if (p->specialAbility)
        n.set("specialAbility", DataNode::of(true));
    if (p->kind != UnitKind::Leader) {
        if (p->fireMultiple > 0)
            n.set("fireMultiple", DataNode::of(p->fireMultiple));
        n.set("formation", DataNode::of(std::string(key(p->formation))));
    }
    if (p->kind == UnitKind::Artillery)
        n.set("range", DataNode::of(p->range));
    return n;
}

void LaBatailleRuleSet::configure(const DataNode &options, Diagnostics &diagnostics)
{
    if (auto o = LbOptions::fromData(options, m_options, diagnostics)) {
        m_options = std::move(*o);
        forgetLosRules();
        m_vocabulary.terrainKinds = terrainKinds(); // the fire defence and movement terrain
        m_vocabulary.featureTypes = featureTypes();
        m_vocabulary.primer = labataille::primer(m_options.tables.notOfficial);
    }
}

std::vector<Assumption> LaBatailleRuleSet::assumptions() const
{
    std::vector<Assumption> a = m_options.assumptions();
    const std::vector<Assumption> turn = m_options.turnAssumptions();
    a.insert(a.end(), turn.begin(), turn.end());
    for (Assumption &m : m_movement.assumptions())
        a.push_back(std::move(m));
    for (Assumption &m : moraleLevelAssumptions(m_options))
        a.push_back(std::move(m));
    for (Assumption &m : reinforcementAssumptions())
        a.push_back(std::move(m));
    for (Assumption &c : carreAssumptions(m_options.tables.carre))
        a.push_back(std::move(c));
    a.push_back(readinessAssumption());
    for (Assumption &m : LbMeleeAftermath::assumptions())
        a.push_back(std::move(m));
    a.push_back(LbOpportunityFire::assumption());
    a.push_back(LbLeaderCasualty::assumption());
    for (Assumption &c : LbCharge::assumptions())
        a.push_back(std::move(c));
    for (Assumption &c : LbChargeOutcome::assumptions(m_options))
        a.push_back(std::move(c));
    for (Assumption &c : LbReactionCharge::assumptions(m_options))
        a.push_back(std::move(c));
    return a;
}

std::optional<RuleSet::AttackReach> LaBatailleRuleSet::attackReach(
    const GameState &state, const Action &attack) const
{
    const Unit *u = attack.actors.empty() ? nullptr : state.findUnit(attack.actors.front());
    const LbProfile *p = u ? profileOf<LbProfile>(*u) : nullptr;
    if (!p)
        return std::nullopt;
    // The leading firer fires from one of its hexes in range and in sight, or not at all
    // (placeFirer, reachRefusal: Combat à la Feu 21, Line of Sight 23), at enemy combat units.
    if (attack.kind == actions::fire)
        return AttackReach {fireRange(m_options, *p), true, true};
    // An attacker assaults an enemy in a hex next to one of its own (Mêlée), or follows a
    // retreat one hex and assaults the hex next to that one.
    if (attack.kind == actions::melee)
        return AttackReach {attack.via ? 2 : 1, false, true};
    return std::nullopt;
}

std::unique_ptr<const LosRules> LaBatailleRuleSet::makeLosRules(const GameState &state) const
{
    return std::make_unique<LbLosRules>(state, m_options.tables);
}

std::vector<std::string> LaBatailleRuleSet::availableActions(
    const GameState &state, const std::vector<UnitId> &selection) const
{
    if (selection.empty())
        return {std::string(actions::endFireSegment)};
    std::vector<std::string> out {std::string(actions::fire), std::string(actions::melee)};
    if (selection.size() != 1)
        return out;
    const Unit *u = state.findUnit(selection.front());
    const LbProfile *p = u ? profileOf<LbProfile>(*u) : nullptr;
    if (!p)
        return {};
    if (p->kind == UnitKind::Leader) { // a leader moves, and may fall; no orders of his own
        std::vector<std::string> leader;
        if (p->movement > 0)
            leader.push_back(std::string(actions::move));
        leader.push_back(std::string(actions::leaderCasualty));
        return leader;
    }
    if (p->movement > 0)
        out.insert(out.begin(), std::string(actions::move));
    out.push_back(std::string(actions::changeFormation));
    if (!p->organisation.empty())
        out.push_back(std::string(actions::forceMarch));
    if (facingProfile(*p, p->formation).faces != FacingKind::Any && u->alsoIn.empty()) {
        out.push_back(std::string(actions::turnClockwise));
        out.push_back(std::string(actions::turnCounterClockwise));
    }
    if (p->formation == Formation::Line)
        out.push_back(std::string(u->alsoIn.empty() ? actions::extendLine : actions::closeLine));
    if (u->status.has(statuses::disordered) || u->status.has(statuses::routed))
        out.push_back(std::string(actions::recoverMorale));
    if (p->kind == UnitKind::Cavalry && !u->status.has(statuses::tired)
        && !u->status.has(statuses::exhausted) && !u->status.has(statuses::moved)
        && !u->status.has(statuses::charged))
        out.push_back(std::string(actions::charge)); // fresh cavalry (Charge à Cheval)
    if (const auto reply = LbReactionCharge::replyKind(state, *u)) // the other side's cavalry
        out.push_back(std::string(*reply));
    return out;
}

std::optional<std::array<HexsideClass, 6>> LaBatailleRuleSet::hexsideClassesOf(
    const GameState &, const Unit &unit) const
{
    const LbProfile *p = profileOf<LbProfile>(unit);
    if (!p || p->kind == UnitKind::Leader)
        return std::nullopt;
    return labataille::hexsideClasses(unit);
}

Evaluation LaBatailleRuleSet::evaluate(const GameState &state, const Action &action) const
{
    using S = LaBatailleRuleSet;
    static const ActionTable<S> table {{actions::fire, &S::evaluateFire},
        {actions::endFireSegment, &S::evaluateEndSegment},
        {actions::endMovement, &S::evaluateEndMovement},
        {actions::endOfTurn, &S::evaluateEndOfTurn},
        {actions::changeFormation, &S::evaluateFormation},
        {actions::turnClockwise, &S::evaluateTurnClockwise},
        {actions::turnCounterClockwise, &S::evaluateTurnCounterClockwise},
        {actions::extendLine, &S::evaluateExtend}, {actions::closeLine, &S::evaluateClose},
        {actions::move, &S::evaluateMove}, {actions::recoverMorale, &S::evaluateRecoverMorale},
        {actions::moraleRecovery, &S::evaluateMoraleRecovery}, {actions::melee, &S::evaluateMelee},
        {actions::retreatBeforeMelee, &S::evaluateRetreatBeforeMelee},
        {actions::charge, &S::evaluateCharge},
        {actions::commandSequence, &S::evaluateCommandSequence},
        {actions::opportunityFire, &S::evaluateOpportunityFire},
        {actions::forceMarch, &S::evaluateForceMarch},
        {actions::leaderCasualty, &S::evaluateLeaderCasualty},
        {actions::chooseRetreat, &S::evaluateChooseRetreat},
        {actions::reactionCharge, &S::evaluateReactionCharge},
        {actions::opportunityCharge, &S::evaluateReactionCharge}};
    return table.evaluate(*this, state, action);
}

Evaluation LaBatailleRuleSet::evaluateMove(const GameState &state, const Action &action) const
{
    return m_movement.evaluateMove(*this, state, action);
}

Evaluation LaBatailleRuleSet::evaluateCharge(const GameState &state, const Action &action) const
{
    return LbCharge(m_options, m_movement).evaluate(*this, state, action);
}

bool LaBatailleRuleSet::chargeInMovement(const GameState &state, const Unit &unit,
    const StepCost &cost, int allowanceChange, Evaluation &e, std::optional<int> &spent) const
{
    // Outside the Movement segment (and in positions without a sequence) orders are free.
    if (state.sequence().phase != phases::movement)
        return true;
    const std::optional<int> charge = movementCharge(state, unit, cost, allowanceChange, e);
    if (charge && *charge > 0)
        spent = *charge;
    return charge.has_value();
}

std::optional<int> LaBatailleRuleSet::movementCharge(const GameState &state, const Unit &unit,
    const StepCost &cost, int allowanceChange, Evaluation &e) const
{
    if (!cost.allowed) {
        hexfire::refuse(e, cost.whyNot, cost.rule);
        return std::nullopt;
    }
    const MovementAllowance a = m_movement.orderAllowance(state, unit);
    if (!a.canMove) {
        hexfire::refuse(e, a.whyNot, a.whyNotRule);
        return std::nullopt;
    }
    const int left = std::max(0, a.points - unit.movementSpent);
    if (cost.points > left) {
        hexfire::refuse(e,
            cost.what + "; "
                + (left == 2
                        ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has %2 movement point left."),
                            unit.name, movementPointsText(left, 2))
                        : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has %2 movement points left."),
                            unit.name, movementPointsText(left, 2))),
            cost.rule);
        return std::nullopt;
    }
    e.lines.push_back(explain("move.order-cost", cost.what, movementPointsText(cost.points, 2),
        cost.points, cost.rule, unit.id.value, cost.assumed));
    const int charge = std::max(0, cost.points + allowanceChange);
    if (charge != cost.points)
        e.lines.push_back(explain("move.order-charge",
            allowanceChange > 0
                ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "The allowance of its new formation is %1 more, spent with the "
                                   "change: movement points spent"),
                    movementPointsText(std::abs(allowanceChange), 2))
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "The allowance of its new formation is %1 less: movement "
                                   "points spent"),
                    movementPointsText(std::abs(allowanceChange), 2)),

            movementPointsText(charge, 2), charge,
            "docs/rules.md: La Bataille formation changes in the Movement segment", unit.id.value,
            true));
    for (const Assumption &m : m_movement.assumptions()) {
        if ((cost.assumed && m.key == "labataille.facing-cost")
            || (charge != cost.points && m.key == "labataille.movement-orders"))
            e.assumptions.push_back(m);
    }
    return charge;
}

Evaluation LaBatailleRuleSet::evaluateRecoverMorale(
    const GameState &state, const Action &action) const
{
    return LbRecovery(m_options).evaluateOne(state, action);
}

Evaluation LaBatailleRuleSet::evaluateMoraleRecovery(
    const GameState &state, const Action &action) const
{
    return LbRecovery(m_options).evaluateSegment(state, action);
}

Evaluation LaBatailleRuleSet::evaluateMelee(const GameState &state, const Action &action) const
{
    for (const UnitId &id : action.actors) {
        if (const Unit *u = state.findUnit(id)) {
            if (const std::string why = LbForceMarch::forbids(*u, "make a melee assault");
                !why.empty())
                return refused(startEvaluation(action), why, forceMarchRule);
        }
    }
    return LbMelee(m_options).evaluate(state, action);
}

Evaluation LaBatailleRuleSet::evaluateForceMarch(const GameState &state, const Action &action) const
{
    return LbForceMarch(m_options).evaluate(state, action);
}

Evaluation LaBatailleRuleSet::evaluateChooseRetreat(
    const GameState &state, const Action &action) const
{
    return LbRetreatChoice::evaluate(state, action);
}

Evaluation LaBatailleRuleSet::evaluateLeaderCasualty(
    const GameState &state, const Action &action) const
{
    return LbLeaderCasualty(m_options).evaluate(state, action);
}

Evaluation LaBatailleRuleSet::evaluateRetreatBeforeMelee(
    const GameState &state, const Action &action) const
{
    return LbRetreatBeforeMelee::evaluate(m_options, state, action);
}

Evaluation LaBatailleRuleSet::evaluateTurnClockwise(
    const GameState &state, const Action &action) const
{
    return evaluateTurn(state, action, 1);
}

Evaluation LaBatailleRuleSet::evaluateTurnCounterClockwise(
    const GameState &state, const Action &action) const
{
    return evaluateTurn(state, action, -1);
}

const Unit *LaBatailleRuleSet::orderedUnit(
    const GameState &state, const Action &action, Evaluation &e) const
{
    if (action.actors.size() != 1) {
        refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "select one unit")), formationRule);
        return nullptr;
    }
    const Unit &u = state.unit(action.actors.front());
    const LbProfile *p = profileOf<LbProfile>(u);
    if (!u.onMap()) {
        refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is not on the map"), u.name),
            formationRule);
        return nullptr;
    }
    if (!p || p->kind == UnitKind::Leader) {
        refuse(e,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 is a leader: leaders have no formation and no facing"),
                u.name),
            formationRule);
        return nullptr;
    }
    return &u;
}

Evaluation LaBatailleRuleSet::evaluateFormation(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    const Unit *u = orderedUnit(state, action, e);
    if (!u)
        return e;
    const LbProfile &p = *profileOf<LbProfile>(*u);
    if (const std::string why = LbForceMarch::forbids(*u, "change formation"); !why.empty())
        return refused(std::move(e), why, forceMarchRule);
    const std::string *wanted = paramAs<std::string>(action.params, "formation");
    const auto to = wanted ? formationFromKey(*wanted) : std::nullopt;
    if (!to) {
        refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "choose the formation %1 takes"), u->name),
            formationRule);
        return e;
    }
    const std::string toName(labataille::displayName(*to));
    const std::string_view toShown = translatedRuleText(toName);
    const auto allowed = formationsOf(p.kind);
    if (std::find(allowed.begin(), allowed.end(), *to) == allowed.end()) {
        std::string list;
        for (std::size_t i = 0; i < allowed.size(); ++i) {
            const std::string name(translatedRuleText(labataille::displayName(allowed[i])));
            list = i == 0 ? name
                : i + 1 < allowed.size()
                ? list + ", " + name
                : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 or %2"), list, name);
        }

        refuse(e,
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is %2 and cannot take %3; it may be in %4"),
                u->name, translatedRuleText(labataille::displayName(p.kind)), toShown, list),
            formationRule);
        return e;
    }
    if (*to == p.formation) {
        refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is already in %2"), u->name, toShown),
            formationRule);
        return e;
    }
    auto plan = std::make_shared<OrderPlan>();
    plan->unit = u->id;
    auto next = std::make_shared<LbProfile>(p);
    next->formation = *to;
    plan->profile = next;
    e.lines.push_back(explain("formation.change",
        ruleSentence(HEXFIRE_TEXT("RuleText", "%1: %2 to %3"), u->name,
            translatedRuleText(labataille::displayName(p.formation)), toShown),
        toName, std::nullopt, formationRule, u->id.value));
    if (!u->alsoIn.empty()) {
        plan->alsoIn = std::vector<Hex> {};
        e.lines.push_back(explain("formation.close",
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "the line closes up into %1"), state.map().label(u->hex)),
            "", std::nullopt, formationRule, u->id.value));
    }
    const FacingProfile fp = facingProfile(p, *to);
    e.lines.push_back(explain("formation.hexsides",
        ruleSentence(HEXFIRE_TEXT("RuleText", "%1: %2 front, %3 flank and %4 rear hexsides"),
            toShown, fp.front, fp.flank, fp.rear),
        "", std::nullopt, orientationRule, u->id.value));
    // A formation facing the other kind of direction turns by half a hexside: to the vertex just
    // clockwise of the faced hexside, or back to the hexside just counter-clockwise of the vertex,
    // so that changing back restores the facing.
    if (fp.faces != FacingKind::Any) {
        const bool wantVertex = fp.faces == FacingKind::Vertex;
        Facing f = u->facing.value_or(
            wantVertex ? Facing::vertex(HexDirection {}) : Facing::hexside(HexDirection {}));
        if ((f.kind() == Facing::Kind::Vertex) != wantVertex)
            f = facingAt(f.position() + (wantVertex ? 1 : -1));
        if (!u->facing || f != *u->facing) {
            plan->facing = f;
            e.lines.push_back(explain("formation.facing",
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "now faces %1"), facingText(state, u->hex, f)),
                "", std::nullopt, "docs/rules.md: La Bataille facing after a formation change",
                u->id.value, true));
        }
    }
    // Limbering pays from the allowance it gets back (orderAllowance), so nothing more is spent.
    const int change = p.formation == Formation::Unlimbered
        ? 0
        : m_movement.pointsIn(*u, *to) - m_movement.pointsIn(*u, p.formation);
    const StepCost cost = m_movement.formationChangeCost(state, *u, p.formation, *to);
    if (!chargeInMovement(state, *u, cost, change, e, plan->movementSpent))
        return e;
    auto effects = orderPlan(state, e, *plan);
    if (state.sequence().phase == phases::movement) {
        if (auto placed = LbOpportunityFire(m_options).markerForFormationChange(state, *u)) {
            e.lines.push_back(explain("opportunity.drawn",
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "changes formation in a zone of influence: %1"),
                    placed->note),
                "", std::nullopt, zdiRule, u->id.value));
            effects->effects.push_back(std::move(*placed));
        }
        if (isLimberChange(p.formation, *to)) { // the guns change only if the roll allows
            e.plan = limberPlan(m_options.tables.limber, state, *u, *effects, cost.points, e);
            return e;
        }
    }
    e.plan = std::move(effects);
    return e;
}

Evaluation LaBatailleRuleSet::evaluateTurn(
    const GameState &state, const Action &action, int step) const
{
    Evaluation e = startEvaluation(action);
    const Unit *u = orderedUnit(state, action, e);
    if (!u)
        return e;
    const LbProfile &p = *profileOf<LbProfile>(*u);
    const FacingProfile fp = facingProfile(p, p.formation);
    if (fp.faces == FacingKind::Any) {
        refuse(e,
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 is in %2: every hexside is its front, so it has no facing to "
                             "turn"),
                u->name, translatedRuleText(labataille::displayName(p.formation))),
            orientationRule);
        return e;
    }
    if (!u->alsoIn.empty()) {
        refuse(e,
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 is a line across two hexes: it cannot turn in place; close the "
                             "line first"),
                u->name),
            orientationRule);
        return e;
    }
    const bool wantVertex = fp.faces == FacingKind::Vertex;
    Facing f = u->facing.value_or(
        wantVertex ? Facing::vertex(HexDirection {}) : Facing::hexside(HexDirection {}));
    // One hexside is two of the twelve positions; a facing of the wrong kind first snaps to the
    // nearest right one in the turning direction.
    const bool rightKind = (f.kind() == Facing::Kind::Vertex) == wantVertex;
    f = facingAt(f.position() + (rightKind ? 2 * step : step));
    auto plan = std::make_shared<OrderPlan>();
    plan->unit = u->id;
    plan->facing = f;
    e.lines.push_back(explain("turn.facing",
        step > 0 ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 turns clockwise to face %2"), u->name,
            facingText(state, u->hex, f))
                 : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 turns counter-clockwise to face %2"),
                     u->name, facingText(state, u->hex, f)),
        "", std::nullopt, orientationRule, u->id.value));
    if (!chargeInMovement(state, *u, m_movement.facingChangeCost(*u, 1), 0, e, plan->movementSpent))
        return e;
    e.plan = orderPlan(state, e, *plan);
    return e;
}

Evaluation LaBatailleRuleSet::evaluateExtend(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    const Unit *u = orderedUnit(state, action, e);
    if (!u)
        return e;
    const LbProfile &p = *profileOf<LbProfile>(*u);
    if (p.formation != Formation::Line) {
        refuse(e,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 is in %2: only a line extends across two hexes"),
                u->name, translatedRuleText(labataille::displayName(p.formation))),
            orientationRule);
        return e;
    }
    if (!u->alsoIn.empty()) {
        refuse(e,
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 already stands across two hexes"), u->name),
            orientationRule);
        return e;
    }
    const std::string *side = paramAs<std::string>(action.params, "side");
    if (!side || (*side != "left" && *side != "right")) {
        refuse(e,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "choose the side the line extends to: left or right")),
            orientationRule);
        return e;
    }
    const auto dir = u->facing ? spreadSide(*u->facing, *side == "right") : std::nullopt;
    if (!dir) {
        refuse(e,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 has no facing that fits its formation"), u->name),
            orientationRule);
        return e;
    }
    const Hex into = neighbor(u->hex, *dir);
    if (!state.map().contains(into)) {
        refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "the line would extend off the map")),
            orientationRule);
        return e;
    }
    const std::string label = state.map().label(into);
    for (const Unit *other : state.unitsIn(into)) {
        if (other->side != u->side) {
            refuse(e,
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "the line cannot extend into %1: %2 is there"), label,
                    other->name),
                orientationRule);
            return e;
        }
    }
    auto plan = std::make_shared<OrderPlan>();
    plan->unit = u->id;
    plan->alsoIn = std::vector<Hex> {into};
    const int hexes = 2;
    e.lines.push_back(explain("line.extend",
        *side == "left"
            ? ruleSentence(HEXFIRE_TEXT("RuleText",
                               "%1 extends its line to the left into %2: %3 increments in %4, %5 "
                               "in %2"),
                u->name, label, u->strength / hexes + u->strength % hexes,
                state.map().label(u->hex), u->strength / hexes)
            : ruleSentence(HEXFIRE_TEXT("RuleText",
                               "%1 extends its line to the right into %2: %3 increments in %4, %5 "
                               "in %2"),
                u->name, label, u->strength / hexes + u->strength % hexes,
                state.map().label(u->hex), u->strength / hexes),
        label, std::nullopt, "docs/rules.md: La Bataille lines across two hexes", u->id.value,
        true));
    e.lines.push_back(explain("line.hexsides",
        ruleSentence(HEXFIRE_TEXT(
            "RuleText", "a line across two hexes has 4 front, 2 flank and 4 rear hexsides")),
        "", std::nullopt, orientationRule, u->id.value));
    e.plan = orderPlan(state, e, *plan);
    return e;
}

Evaluation LaBatailleRuleSet::evaluateClose(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    const Unit *u = orderedUnit(state, action, e);
    if (!u)
        return e;
    if (u->alsoIn.empty()) {
        refuse(e,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 stands in one hex: there is no line to close"),
                u->name),
            orientationRule);
        return e;
    }
    auto plan = std::make_shared<OrderPlan>();
    plan->unit = u->id;
    plan->alsoIn = std::vector<Hex> {};
    e.lines.push_back(explain("line.close",
        ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 closes up into %2"), u->name, state.map().label(u->hex)),

        state.map().label(u->hex), std::nullopt, orientationRule, u->id.value));
    e.plan = orderPlan(state, e, *plan);
    return e;
}

bool LaBatailleRuleSet::fireTarget(
    const GameState &state, const Action &action, Evaluation &e, FireSetup &setup) const
{
    if (action.actors.empty()) {
        refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "select the units that fire")));
        return false;
    }
    for (const UnitId &id : action.actors)
        setup.firers.push_back(&state.unit(id));
    const Unit &lead = *setup.firers.front();
    if (!action.target || !state.map().contains(*action.target)) {
        refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "choose the hex to fire at")));
        return false;
    }
    setup.target = *action.target;
    const std::string label = state.map().label(setup.target);
    for (const Marker *m : state.markersAt(setup.target)) {
        if (m->kind == "fired-at") {
            refuse(e,
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 has already been the target of a fire attack this fire "
                                 "segment"),
                    label));
            return false;
        }
    }
    setup.defenders = combatDefenders(state, setup.target, lead.side);
    if (setup.defenders.empty()) {
        const std::vector<const Unit *> there = state.unitsIn(setup.target);
        const bool leaderOnly = std::any_of(
            there.begin(), there.end(), [&](const Unit *u) { return u->side != lead.side; });
        refuse(e,
            leaderOnly
                ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "only a leader is in %1: fire is made at combat units, "
                                   "and a leader alone is not one"),
                    label)
                : ruleSentence(HEXFIRE_TEXT("RuleText", "there is no enemy unit in %1"), label));
        return false;
    }
    return true;
}

bool LaBatailleRuleSet::firerCanFire(const Unit &u, const Unit &lead, Evaluation &e) const
{
    const LbProfile *p = profileOf<LbProfile>(u);
    if (!u.onMap()) {
        refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is not on the map"), u.name));
        return false;
    }
    if (u.side != lead.side) {
        refuse(e,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 is not on the same side as %2"), u.name, lead.name));
        return false;
    }
    if (!p || p->kind == UnitKind::Leader || p->kind == UnitKind::Cavalry
        || m_options.tables.fireMultiple(*p) <= 0) {
        refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has no fire value"), u.name));
        return false;
    }
    const Formation f = p->formation;
    if (f != Formation::Column && f != Formation::Line && f != Formation::Skirmish
        && f != Formation::Carre && f != Formation::Unlimbered) {
        refuse(e,
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 cannot fire in %2 (only a combat formation with a fire factor "
                             "fires)"),
                u.name, translatedRuleText(labataille::displayName(f))));
        return false;
    }
    if (const FireRefusal why = firerStateRefusal(u)) {
        refuse(e, why->first, why->second);
        return false;
    }
    if (!labataille::hexsideClasses(u)) {
        refuse(e,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 has no facing that fits its formation"), u.name),
            orientationRule);
        return false;
    }
    return true;
}

bool LaBatailleRuleSet::placeFirer(
    const GameState &state, const Unit &u, FireSetup &setup, Evaluation &e) const
{
    // A unit fires from each of its hexes that has the target in range, through a front hexside
    // and in sight (a line across two hexes may fire from one or both); it is refused, with the
    // first reason, when none does.
    std::vector<Hex> hexes {u.hex};
    hexes.insert(hexes.end(), u.alsoIn.begin(), u.alsoIn.end());
    FireRefusal firstRefusal;
    bool fires = false;
    for (const Hex from : hexes) {
        std::optional<LosTrace> trace;
        FireRefusal why = reachRefusal(*this, m_options, state, u, from, setup.target, &trace);
        if (trace)
            setup.traces.insert_or_assign(from, std::move(*trace));
        if (!why && defensiveFireOnly(state) && distance(from, setup.target) > 1)
            why = std::pair {ruleSentence(HEXFIRE_TEXT("RuleText",
                                              "%1 is not next to %2: defensive fire is only at "
                                              "enemies next to a front hexside"),
                                 state.map().label(setup.target), u.name),
                std::string("Combat à la Feu (21): defensive fire")};
        if (why) {
            if (!firstRefusal)
                firstRefusal = why;
            continue;
        }
        setup.byHex[from].push_back(&u);
        fires = true;
    }
    if (fires)
        return true;
    refuse(e, firstRefusal->first, firstRefusal->second);
    for (auto &[from, trace] : setup.traces)
        e.los.push_back(std::move(trace));
    return false;
}

bool LaBatailleRuleSet::artilleryRules(
    const GameState &state, FireSetup &setup, Evaluation &e) const
{
    std::vector<Hex> batteryHexes;
    for (const auto &[hex, units] : setup.byHex) {
        for (const Unit *u : units) {
            const LbProfile *p = profileOf<LbProfile>(*u);
            if (p->kind != UnitKind::Artillery)
                continue;
            if (std::find(batteryHexes.begin(), batteryHexes.end(), hex) == batteryHexes.end())
                batteryHexes.push_back(hex);
            if (const auto closer = closerTarget(*this, m_options, state, *u, setup.target)) {
                refuse(e,
                    ruleSentence(HEXFIRE_TEXT("RuleText",
                                     "%1 must fire at the closest target it can: %2 is nearer "
                                     "than %3"),
                        u->name, state.map().label(*closer), state.map().label(setup.target)),

                    "Combat à la Feu (21): artillery targets");
                return false;
            }
        }
    }
    if (const FireRefusal why = batteriesRefusal(state, batteryHexes, setup.firers.front()->side)) {
        refuse(e, why->first, why->second);
        return false;
    }
    return true;
}

Evaluation LaBatailleRuleSet::evaluateFire(const GameState &state, const Action &action) const
{
    Evaluation e
        = startEvaluation(action, *m_options.keptAssumptions(), m_options.tables.notOfficial);
    FireSetup setup;
    if (!fireTarget(state, action, e, setup))
        return e;
    const Unit &lead = *setup.firers.front();
    for (const Unit *u : setup.firers) {
        if (!firerCanFire(*u, lead, e) || !placeFirer(state, *u, setup, e))
            return e;
    }
    if (!artilleryRules(state, setup, e))
        return e;
    const Hex target = setup.target;
    const std::string targetLabel = state.map().label(target);
    const auto &byHex = setup.byHex;
    const auto &firers = setup.firers;
    const auto &defenders = setup.defenders;
    for (const auto &[hex, units] : byHex)
        e.los.push_back(setup.traces.at(hex));
    int fv = 0;
    for (const auto &[hex, units] : byHex)
        fv += fireValueOfHex(m_options, state, hex, units, e.lines);
    const bool onlyArtillery = std::all_of(firers.begin(), firers.end(), [](const Unit *u) {
        const LbProfile *p = profileOf<LbProfile>(*u);
        return p && p->kind == UnitKind::Artillery;
    });
    e.lines.push_back(explain("fire.value", ruleSentence(HEXFIRE_TEXT("RuleText", "fire value")),
        std::to_string(fv), fv,
        onlyArtillery ? "Artillery Fire Rules (25)" : "Infantry Fire Rules (24)", lead.id.value));
    if (fv <= 0) {
        refuse(e,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "the selected units have no fire value against %1"),
                targetLabel));
        return e;
    }
    std::vector<Hex> firerHexes;
    for (const auto &entry : byHex)
        firerHexes.push_back(entry.first);
    const int fd = fireDefence(m_options, state, target, defenders, firerHexes, e.lines);
    const bool notOfficial = m_options.tables.notOfficial;
    const std::size_t col = oddsColumn(m_options.tables.columns, fv, fd, m_options.rounding);
    const std::string &colLabel = m_options.tables.columns[col].label;
    e.lines.push_back(explain("fire.odds",
        m_options.rounding == OddsRounding::DefenderFavoured
            ? ruleSentence(
                HEXFIRE_TEXT("RuleText", "odds %1 : %2 (rounded for the defender)"), fv, fd)
            : ruleSentence(
                HEXFIRE_TEXT("RuleText", "odds %1 : %2 (rounded for the attacker)"), fv, fd),
        colLabel, std::nullopt, "docs/rules.md: La Bataille odds rounding", targetLabel, true,
        notOfficial));
    int increments = 0;
    for (const Unit *u : defenders)
        increments += incrementsIn(*u, target);
    const int massed = massedModifier(increments, m_options.massedThreshold);
    e.lines.push_back(explain("fire.massed",
        ruleSentence(
            HEXFIRE_TEXT("RuleText", "Massed targets (22): %1 increments in the hex"), increments),
        signedText(massed), massed, "Massed Targets (22)", targetLabel));
    int drm = massed;
    if (const int *other = paramAs<int>(action.params, "otherModifier"); other && *other != 0) {
        drm += *other;
        e.lines.push_back(explain("fire.other",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "other modifier, for a rule HexFire does not model (the player's input)")),
            signedText(*other), *other, "docs/rules.md: La Bataille other fire modifier",
            targetLabel, true));
        e.assumptions.push_back({"labataille.other-modifier",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The fire roll carries a modifier the player entered for a rule HexFire does not "
                "model.")),
            "docs/rules.md: La Bataille other fire modifier"});
    }
    e.finals.push_back(
        {"fire.value", ruleSentence(HEXFIRE_TEXT("RuleText", "Fire value")), fv, lead.id.value});
    e.finals.push_back(
        {"fire.defence", ruleSentence(HEXFIRE_TEXT("RuleText", "Fire defence")), fd, targetLabel});
    e.finals.push_back({"fire.column", ruleSentence(HEXFIRE_TEXT("RuleText", "Odds column")),
        static_cast<int>(col), targetLabel, colLabel});
    e.finals.push_back({"fire.drm", ruleSentence(HEXFIRE_TEXT("RuleText", "Fire roll modifier")),
        drm, targetLabel});

    auto plan = std::make_shared<FirePlan>();
    plan->target = target;
    plan->column = col;
    plan->drm = drm;
    for (const Unit *u : firers)
        plan->firers.push_back(u->id);
    // Losses: the principal defender (top infantry, else the top unit) first, then top down.
    std::vector<const Unit *> order(defenders.rbegin(), defenders.rend());
    std::stable_partition(order.begin(), order.end(), [](const Unit *u) {
        const LbProfile *p = profileOf<LbProfile>(*u);
        return p && p->kind == UnitKind::Infantry;
    });
    for (const Unit *u : order) {
        if (u->strength > 0)
            plan->losers.push_back(u->id);
    }
    // Counted over the 36 readings as whole numbers and divided once, so the odds add up to 1
    // exactly and none goes below 0.
    std::map<int, int> lost;
    double allPass = 0.0;
    double someFail = 0.0;
    std::size_t mostChecks = 0;
    for (int i = 0; i < d66::readings; ++i) {
        const int reading = d66::modified(d66::reading(i), drm);
        const int result = m_options.tables.result(col, reading);
        const LossSplit s = splitLosses(state, m_options.tables, plan->losers, result);
        int total = 0;
        for (const auto &l : s.losses)
            total += l.second;
        ++lost[total];
        // Each unit left standing rolls its own check: they all pass, or one fails.
        double pass = 1.0;
        for (const Unit *u : s.checks)
            pass *= moralePass(state, *u);
        mostChecks = std::max(mostChecks, s.checks.size());
        if (!s.checks.empty()) {
            allPass += pass / d66::readings;
            someFail += (1.0 - pass) / d66::readings;
        }
    }
    const auto share = [](int n) { return static_cast<double>(n) / d66::readings; };
    // Each increment lost is worse than one fewer; a morale check is worse than none.
    OddsTable t {targetLabel,
        ruleSentence(HEXFIRE_TEXT("RuleText", "Increments lost in %1"), targetLabel), {}, true, 2,
        ruleSentence(HEXFIRE_TEXT("RuleText", "at least one increment lost")), 1};
    for (const auto &[n, count] : lost)
        t.outcomes.push_back({"lost-" + std::to_string(n), lostLabel(n), share(count), n});
    e.odds.push_back(std::move(t));
    e.odds.push_back(
        {targetLabel, ruleSentence(HEXFIRE_TEXT("RuleText", "Morale checks in %1"), targetLabel),
            {{"check-failed", HEXFIRE_TEXT("RuleText", "A morale check failed"), someFail, 2},
                {"checks-passed", HEXFIRE_TEXT("RuleText", "Morale checks passed"), allPass, 1},
                {"no-check", HEXFIRE_TEXT("RuleText", "No morale check"),
                    std::max(0.0, 1.0 - allPass - someFail), 0}},
            true, 1, ruleSentence(HEXFIRE_TEXT("RuleText", "a morale check failed")), 2});
    e.dice.push_back({6, ruleSentence(HEXFIRE_TEXT("RuleText", "fire roll, tens die")), false});
    e.dice.push_back({6, ruleSentence(HEXFIRE_TEXT("RuleText", "fire roll, ones die")), false});
    for (std::size_t i = 0; i < mostChecks; ++i) {
        e.dice.push_back(
            {6, ruleSentence(HEXFIRE_TEXT("RuleText", "morale check, tens die")), true});
        e.dice.push_back(
            {6, ruleSentence(HEXFIRE_TEXT("RuleText", "morale check, ones die")), true});
    }
    if (mostChecks > 0 && !defenders.empty()) {
        // A failure makes the rest of the stack check: each may roll (2.5.4).
        explainStackChecks(state, target, defenders.front()->side, e);
        const std::size_t stack = stackCheckers(state, target, defenders.front()->side).size();
        for (std::size_t i = mostChecks; i < stack; ++i) {
            e.dice.push_back(
                {6, ruleSentence(HEXFIRE_TEXT("RuleText", "morale check, tens die")), true});
            e.dice.push_back(
                {6, ruleSentence(HEXFIRE_TEXT("RuleText", "morale check, ones die")), true});
        }
    }
    if (mostChecks > 0)
        e.lines.push_back(explain("fire.morale",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "fire losses call for a morale check: two dice above the unit's morale value "
                "pass")),
            "", std::nullopt, "Morale", targetLabel));
    e.plan = std::move(plan);
    return e;
}

void FirePlan::resolveWith(const LaBatailleRuleSet &rules, const GameState &state,
    const Evaluation &evaluation, DiceSource &dice, Resolution &r) const
{
    r = startResolution(evaluation);
    const std::string where = state.map().label(target);
    const int tens = dice.roll(6, ruleSentence(HEXFIRE_TEXT("RuleText", "fire roll, tens die")));
    const int ones = dice.roll(6, ruleSentence(HEXFIRE_TEXT("RuleText", "fire roll, ones die")));
    const int rolled = d66::reading(tens, ones);
    const int reading = d66::modified(rolled, drm);
    const int result = rules.options().tables.result(column, reading);
    r.lines.push_back(explain("fire.roll",
        ruleSentence(HEXFIRE_TEXT("RuleText", "fire roll %1 %2 reads %3"), rolled,
            drm == 0 ? std::string("+0") : signedText(drm), reading),
        std::to_string(reading), reading, "Combat à la Feu (21)", where));
    std::string band = std::to_string(reading);
    for (const ChartRow &row : rules.options().tables.rows) {
        if (reading >= row.from && reading <= row.to && row.from != row.to)
            band = std::to_string(row.from) + "–" + std::to_string(row.to);
    }
    r.lines.push_back(explain("fire.result",
        ruleSentence(HEXFIRE_TEXT("RuleText", "Fire Combat Chart, column %1, row %2"),
            rules.options().tables.columns[column].label, band),
        std::to_string(result), result, "Fire Combat Chart", where, false,
        rules.options().tables.notOfficial));
    // A record of the roll, not a check against a number: the note says what it read.
    Effect roll = makeEffect(EffectKind::Record, "fire-roll", std::nullopt);
    roll.note = result == 0
        ? ruleSentence(HEXFIRE_TEXT("RuleText", "fire at %1 reads %2: no effect"), where, reading)
        : ruleSentence(
            HEXFIRE_TEXT("RuleText", "fire at %1 reads %2: %3"), where, reading, lostLabel(result));
    r.effects.push_back(roll);
    r.finals.push_back({"fire.reading",
        ruleSentence(HEXFIRE_TEXT("RuleText", "Modified fire roll")), reading, where});
    r.finals.push_back(
        {"fire.result", ruleSentence(HEXFIRE_TEXT("RuleText", "Increments lost")), result, where});
    applyLosses(rules, state, splitLosses(state, rules.options().tables, losers, result), dice, r);
}

void FirePlan::applyLosses(const LaBatailleRuleSet &rules, const GameState &state,
    const LossSplit &s, DiceSource &dice, Resolution &r) const
{
    const std::string where = state.map().label(target);
    int total = 0;
    for (const auto &[u, n] : s.losses) {
        Effect lost = makeEffect(EffectKind::StrengthLost, "increments-lost", u->id);
        lost.count = n;
        r.effects.push_back(lost);
        if (n >= u->strength)
            r.effects.push_back(makeEffect(EffectKind::Eliminated, "eliminated", u->id));
        total += n;
    }
    // The outcomes are those the odds were given for: the hex's losses and its morale checks,
    // rolled as the losses call for them (REFERENCE 2.5.3) by each unit that still stands.
    r.outcomes.push_back({where, "lost-" + std::to_string(total), lostLabel(total)});
    bool failed = false;
    const Unit *firstFailed = nullptr;
    for (const Unit *u : s.checks) {
        int lostNow = 0;
        for (const auto &[lossUnit, n] : s.losses) {
            if (lossUnit == u)
                lostNow = n;
        }
        const int lostInAll = u->maxStrength - u->strength + lostNow;
        const std::string why = lostInAll == 1
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "1 increment lost in all call for a check"))
            : ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 increments lost in all call for a check"), lostInAll);
        const LbOptions &o = rules.options();
        if (!resolveCheck(o, state, *u, stateModifiers(o, state, *u), why, dice, r) && !failed) {
            failed = true;
            firstFailed = u;
        }
    }
    if (firstFailed)
        rollStackChecks(rules.options(), state, s, *firstFailed, dice, r);
    const bool checked = !s.checks.empty();
    r.outcomes.push_back({where,
        !checked     ? "no-check"
            : failed ? "check-failed"
                     : "checks-passed",
        !checked     ? HEXFIRE_TEXT("RuleText", "No morale check")
            : failed ? HEXFIRE_TEXT("RuleText", "A morale check failed")
                     : HEXFIRE_TEXT("RuleText", "Morale checks passed")});

    for (const UnitId &id : firers) {
        Effect fired = makeEffect(EffectKind::StatusSet, "fired", id);
        fired.status = std::string(statuses::fired);
        r.effects.push_back(fired);
    }
    Effect mark = makeEffect(EffectKind::MarkerPlaced, "fired-at", std::nullopt);
    Marker m;
    m.id = state.nextMarkerId();
    m.kind = "fired-at";
    m.hex = target;
    m.source = ruleSentence(HEXFIRE_TEXT("RuleText", "fire at %1"), where);

    mark.marker = m;
    r.effects.push_back(mark);
    LbFireRecord::record(state, firers, target, s.losses, r.effects);
}

double LaBatailleRuleSet::moralePass(const GameState &state, const Unit &u) const
{
    const LbProfile *p = profileOf<LbProfile>(u);
    if (!p || p->morale <= 0)
        return 1.0; // no morale value: not rolled, it holds (docs/rules.md)
    return passChance(p->morale, totalModifier(stateModifiers(m_options, state, u)));
}

const SequenceOfPlay &LaBatailleRuleSet::sequenceOfPlay() const
{
    return LbSequence::sequenceOfPlay();
}

std::vector<VictoryConditionType> LaBatailleRuleSet::victoryConditionTypes() const
{
    std::vector<VictoryConditionType> types = sharedVictoryConditions();
    for (VictoryConditionType &t : lbVictoryConditionTypes())
        types.push_back(std::move(t));
    return types;
}

std::optional<VictoryVerdict> LaBatailleRuleSet::victoryVerdict(const GameState &state) const
{
    return lbVictoryVerdict(m_options, state);
}

Evaluation LaBatailleRuleSet::evaluateCommandSequence(
    const GameState &state, const Action &action) const
{
    return labataille::evaluateCommandStep(m_options, state, action);
}

std::vector<SetupProblem> LaBatailleRuleSet::checkSetup(const GameState &state) const
{
    std::vector<SetupProblem> problems;
    for (std::string &why : victoryProblems(m_options, state))
        problems.push_back({{}, std::move(why)});
    for (const Unit &u : state.units()) {
        const LbProfile *p = profileOf<LbProfile>(u);
        if (!p) {
            problems.push_back({u.id.value, u.name + " has no La Bataille profile"});
            continue;
        }
        if (p->kind != UnitKind::Leader && u.onMap() && !labataille::hexsideClasses(u))
            problems.push_back({u.id.value, u.name + " has no facing that fits its formation"});
        if (u.alsoIn.empty())
            continue;
        // Only a line spreads, into one hex beside it across a flank hexside.
        if (p->formation != Formation::Line || u.alsoIn.size() > 1) {
            problems.push_back({u.id.value,
                u.name + " stands in more than one hex: only a line may, across two hexes"});
            continue;
        }
        const Hex other = u.alsoIn.front();
        const auto besideOn = [&](bool right) {
            const auto dir = u.facing ? spreadSide(*u.facing, right) : std::nullopt;
            return dir && neighbor(u.hex, *dir) == other;
        };
        if (!besideOn(true) && !besideOn(false))
            problems.push_back({u.id.value,
                "the second hex of " + u.name + ", " + state.map().label(other)
                    + ", is not beside it on a flank: a line across two hexes stands side by "
                      "side along its front"});
    }
    return problems;
}

void registerLaBataille()
{
    RuleSetRegistry::add("labataille", [] { return std::make_unique<LaBatailleRuleSet>(); });
}

} // namespace hexfire
