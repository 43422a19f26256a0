#include "core/rules/labataille/lbcharge.h"

#include "core/rules/effectsplan.h"
#include "core/rules/labataille/lbcarre.h"
#include "core/rules/labataille/lbchargeoutcome.h"
#include "core/rules/labataille/lbfire.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmorale.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/mapcue.h"
#include "core/rules/movement.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletools.h"
#include "core/rules/systemplan.h"

#include <algorithm>
#include <memory>
#include <utility>

namespace hexfire::labataille {

namespace {

constexpr const char *straightRef = "docs/rules.md: La Bataille charge path";
constexpr const char *zonesRef = "docs/rules.md: La Bataille charge and zones of influence";
constexpr const char *standRef = "docs/rules.md: La Bataille standing against a charge";
constexpr const char *carreDistanceRef = "docs/rules.md: La Bataille carré distance";
/** The extra movement points of a charge (2.5.6: movement allowance + 5 MP). */
constexpr int chargeBonusPoints = 5;
/** The distance the charge was declared from (DEFAULT: two hexes, the straight run-in). */
constexpr int declaredDistance = 2;

/**
 * The charge's movement: La Bataille's costs with the allowance raised by 5 MP, general-order
 * terrain closed and no zone of influence stopping the cavalry (DEFAULT: the charge rules of
 * 2.5.6 take their place).
 */
class ChargeMovement final : public MovementRules {
public:
    ChargeMovement(const LbOptions &options, const LbMovement &movement)
        : m_options(&options)
        , m_movement(&movement)
    { }
    std::string_view moveAction() const override { return actions::charge; }
    int unitsPerPoint() const override { return m_movement->unitsPerPoint(); }
    MovementAllowance allowance(const GameState &state, const Unit &unit) const override
    {
        MovementAllowance a = m_movement->allowance(state, unit);
        if (a.canMove) {
            a.points += chargeBonusPoints * unitsPerPoint();
            a.why = ruleSentence(HEXFIRE_TEXT("RuleText", "%1, charging +5"), a.why);
            a.rule = chargeRule;
        }
        return a;
    }
    StepCost stepCost(const GameState &state, const Unit &unit, Hex from, Hex to) const override
    {
        const TerrainKind &kind = state.map().terrain(to);
        const TerrainMovement *row = m_options->tables.movement.findTerrain(kind.id);
        if (row && row->generalOrder) {
            StepCost refused;
            refused.allowed = false;
            refused.whyNot = ruleSentence(HEXFIRE_TEXT("RuleText",
                                              "%1 cannot charge into %2 (%3): no charge enters "
                                              "general-order terrain, where troops fight in "
                                              "loose order."),
                unit.name, terrainWord(kind), state.map().label(to));
            refused.rule = chargeRule;
            return refused;
        }
        StepCost c = m_movement->stepCost(state, unit, from, to);
        if (c.rule == zdiRule && !c.allowed) { // leaving a zone: the charge ignores zones
            c.allowed = true;
            c.whyNot.clear();
            c.rule = movementRule;
        }
        c.mustStop = false;
        c.stopWhy.clear();
        return c;
    }

private:
    const LbOptions *m_options;
    const LbMovement *m_movement;
};

/** Why u may not charge, or empty. */
std::string whyNotCharger(const GameState &state, const Unit &u)
{
    const LbProfile *p = profileOf<LbProfile>(u);
    if (!p || p->kind != UnitKind::Cavalry)
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 is not cavalry: only cavalry charges."), u.name);
    if (const auto &phasing = state.sequence().phasingSide; phasing && u.side != *phasing)
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 is not on the phasing side: only the phasing player's "
                                "cavalry charges."),
            u.name);
    if (u.status.has(statuses::tired) || u.status.has(statuses::exhausted))
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 is not fresh: tired or exhausted cavalry does not charge."),
            u.name);
    if (u.status.has(statuses::moved))
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 has moved this player turn: cavalry charges or moves, never "
                                "both."),
            u.name);
    if (u.status.has(statuses::charged))
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 has already charged this player turn."), u.name);
    if (u.status.has(statuses::disordered) || u.status.has(statuses::routed))
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 is not in good order: only cavalry in good order charges."),
            u.name);
    return {};
}

/** Whether u is an enemy combat unit (not a leader) of `side` that can be charged. */
bool chargeable(const Unit &u, const SideId &side)
{
    const LbProfile *p = profileOf<LbProfile>(u);
    return u.onMap() && u.side != side && p && p->kind != UnitKind::Leader;
}

/** The unit charged: the "target" parameter, else the enemy combat unit straight ahead of the
    charge's last step (`ahead`, the hex it rides at). nullptr with the refusal in e. */
const Unit *chargedUnit(const GameState &state, const Action &action, const Unit &charger, Hex end,
    Hex ahead, Evaluation &e)
{
    if (const UnitId *id = paramAs<UnitId>(action.params, "target")) {
        const Unit *t = state.findUnit(*id);
        if (!t || !chargeable(*t, charger.side)) {
            refuse(e,
                ruleSentence(HEXFIRE_TEXT(
                    "RuleText", "The unit charged must be an enemy combat unit on the map.")),
                chargeRule);
            return nullptr;
        }
        if (distance(t->hex, end) != 1) {
            refuse(e,
                ruleSentence(HEXFIRE_TEXT("RuleText", "The charge must end next to %1."), t->name),
                chargeRule);
            return nullptr;
        }
        return t;
    }
    for (const Unit *u : state.unitsIn(ahead)) {
        if (chargeable(*u, charger.side))
            return u;
    }
    refuse(e,
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "The charge must end next to an enemy combat unit, its last two hexes straight at "
            "it.")),
        chargeRule);
    return nullptr;
}

/** The reply the target's player gave; empty when none was given. */
std::string_view replyGiven(const Action &action)
{
    const std::string *r = paramAs<std::string>(action.params, replyParam);
    return r ? std::string_view(*r) : std::string_view();
}

Effect statusEffect(EffectKind kind, std::string name, std::string_view key, const UnitId &u)
{
    Effect e = makeEffect(kind, std::move(name), u);
    e.status = std::string(key);
    return e;
}

/** The charge's effects, then the target's reply rolled, then what follows it. */
class ChargePlan final : public SystemPlan<LaBatailleRuleSet> {
public:
    std::vector<Effect> moveEffects;
    Outcome outcome; /**< the charge: "charged", who charges whom */
    UnitId target;
    std::string reply; /**< empty: no reply (cavalry, artillery, a routed unit) */
    CarreChances carre;
    std::optional<LbChargeOutcome> follow;
    std::vector<MapCue> moveCues; /**< the points spent on each hex of the path */

protected:
    void resolveWith(const LaBatailleRuleSet &rules, const GameState &state,
        const Evaluation &evaluation, DiceSource &dice, Resolution &r) const override
    {
        r = startResolution(evaluation);
        r.effects = moveEffects;
        r.outcomes.push_back(outcome);
        resolveReply(rules.options(), state, dice, r);
        if (follow)
            follow->resolve(rules.options(), state, dice, r);
        placeCues(r);
    }

private:
    /** The map after the charge: the points spent along its path, as the preview showed, then
        what the reply and its sequel placed (their dice on the units that rolled them). */
    void placeCues(Resolution &r) const
    {
        std::vector<MapCue> cues = moveCues;
        cues.insert(cues.end(), r.cues.begin(), r.cues.end());
        r.cues = std::move(cues);
    }

    void resolveReply(
        const LbOptions &o, const GameState &state, DiceSource &dice, Resolution &r) const
    {
        if (reply.empty())
            return;
        const Unit &t = state.unit(target);
        if (reply == replyRetreat) {
            follow->resolveTirailleurs(o, state, dice, r);
            return;
        }
        if (reply == replyStand) {
            if (resolveCheck(o, state, t, stateModifiers(o, state, t),
                    ruleSentence(HEXFIRE_TEXT("RuleText", "Standing against the charge")), dice, r,
                    CheckFailure::Routs)) {
                r.outcomes.push_back({t.id.value, "stands",
                    ruleSentence(HEXFIRE_TEXT("RuleText", "%1 stands: the charge halts"), t.name)});
                return;
            }
            // Its failure makes the rest of its stack check (2.5.4).
            std::vector<UnitId> checked {t.id};
            resolveStackChecks(o, state, t, checked, dice, r);
            return;
        }
        const CarreOutcome out = rollCarre(carre, t, dice, r);
        if (out == CarreOutcome::Carre) {
            r.effects.push_back(makeEffect(EffectKind::FacingChanged, "formed-carre", t.id));
        } else {
            const bool rout = out != CarreOutcome::Disorder;
            if (rout)
                applyRout(o, state, t, r);
            else
                applyDisorder(o, state, t, r);
            resolveRetreatChecks(o, state, t, rout, dice, r);
        }
        for (const bool rout : {false, true})
            noteNotChecked(retreatCheckers(o, state, t, rout), r);
    }
};

} // namespace

ActionType LbCharge::actionType()
{
    ActionType a = hexfire::actionType(std::string(actions::charge),
        HEXFIRE_TEXT("RuleText", "Charge"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Fresh cavalry in good order that has not moved charges an enemy unit: it moves with "
            "its movement allowance plus 5, never into general-order terrain, the last two hexes "
            "straight at the enemy, and halts next to it; infantry stands (a morale check) or "
            "tries to form carré. The melee follows in the Melee Assault segment.")),
        ActorRule::One, TargetKind::Hex);
    ParamSpec path;
    path.key = std::string(movePathParam);
    path.label = HEXFIRE_TEXT("RuleText", "Path");
    path.help = ruleSentence(HEXFIRE_TEXT(
        "RuleText", "The hexes the cavalry enters, in order; without it the cheapest way."));
    path.type = ParamType::HexList;
    ParamSpec target;
    target.key = "target";
    target.label = HEXFIRE_TEXT("RuleText", "Unit charged");
    target.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "The enemy unit charged; without it the one next to the end of the charge in "
        "front of the cavalry."));
    target.type = ParamType::Unit;
    ParamSpec reply;
    reply.key = std::string(replyParam);
    reply.label = HEXFIRE_TEXT("RuleText", "Reply of the infantry");
    reply.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "What the charged infantry's player does: stand (a morale check) or form carré "
        "(the Carré Realization roll); tirailleurs retreat. Without it, infantry stands and "
        "tirailleurs retreat."));
    reply.type = ParamType::Choice;
    reply.choices = {{std::string(replyStand), HEXFIRE_TEXT("RuleText", "Stand: a morale check")},
        {std::string(replyCarre),
            HEXFIRE_TEXT("RuleText", "Form carré: the Carré Realization roll")},
        {std::string(replyRetreat),
            HEXFIRE_TEXT("RuleText",
                "Retreat (tirailleurs): into a friend in good order or general-order terrain")}};
    reply.askOnCommit = true;
    a.params = {path, target, reply};
    return a;
}

std::vector<Assumption> LbCharge::assumptions()
{
    return {{"labataille.charge-path",
                ruleSentence(HEXFIRE_TEXT("RuleText",
                    "The last two hexes of a charge run straight at the unit charged.")),
                straightRef},
        {"labataille.charge-zones",
            ruleSentence(HEXFIRE_TEXT("RuleText", "Zones of influence do not stop a charge.")),
            zonesRef},
        {"labataille.charge-stand",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Infantry standing against a charge checks its morale; the melee then makes its "
                "own pre-melee checks (the charge's check is not counted as one).")),
            standRef},
        {"labataille.carre-distance",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Infantry forming carré against a charge rolls on the row of 2 hexes, the "
                "distance the charge was declared from.")),
            carreDistanceRef}};
}

namespace {

bool inCarre(const Unit &u)
{
    const LbProfile *p = profileOf<LbProfile>(u);
    return p && p->formation == Formation::Carre;
}

/** A refusal of a reply the rules do not give the unit charged, with the reason; or false. */
bool refusedReply(
    const Unit &t, std::string_view given, const LbChargeOutcome &follow, Evaluation &e)
{
    if (given == replyRetreat && !follow.tirailleurs()) {
        refuse(e,
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "Only tirailleurs retreat from a charge: %1 stands or forms carré."),
                t.name),
            chargeRule);
        return true;
    }
    if (t.status.has(statuses::routed) && given == replyCarre) {
        refuse(e,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 is routed: a routed unit does not form carré."),
                t.name),
            chargeRule);
        return true;
    }
    if (inCarre(t) && given == replyCarre) {
        refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is already in carré."), t.name),
            chargeRule);
        return true;
    }
    if (follow.tirailleurs() && !t.status.has(statuses::routed)
        && (given == replyStand || given == replyCarre)) {
        refuse(e,
            given == replyStand
                ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "%1 is in tirailleur order: tirailleurs do not stand against a "
                                   "charge, they retreat into a hex of a friend in good order or "
                                   "of general-order terrain, or rout."),
                    t.name)
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "%1 is in tirailleur order: tirailleurs do not form carré "
                                   "against a charge, they retreat into a hex of a friend in good "
                                   "order or of general-order terrain, or rout."),
                    t.name),
            chargeRule);
        return true;
    }
    return false;
}

/** The tirailleurs' reply explained: their retreat or their rout. Returns the chance they rout. */
double explainTirailleurs(const LbOptions &o, const Unit &t, const LbChargeOutcome &follow,
    Evaluation &e, ChargePlan &plan)
{
    plan.reply = std::string(replyRetreat);
    const auto &refuge = follow.refuge();
    e.lines.push_back(explain("charge.tirailleurs",
        refuge ? ruleSentence(HEXFIRE_TEXT("RuleText", "In tirailleur order, %1"), refuge->why)
               : ruleSentence(HEXFIRE_TEXT("RuleText",
                                  "%1 is in tirailleur order and has no friend in good order or "
                                  "general-order terrain to retreat into: it routs"),
                   t.name),
        "", std::nullopt,
        refuge ? "docs/rules.md: La Bataille tirailleurs against a charge" : chargeRule, t.id.value,
        refuge.has_value()));
    e.assumptions.push_back(LbChargeOutcome::assumptions(o)[2]);
    e.odds.push_back({t.id.value, ruleSentence(HEXFIRE_TEXT("RuleText", "Reply of %1"), t.name),
        {refuge ? OutcomeOdds {"retreats", HEXFIRE_TEXT("RuleText", "Retreats out of reach"), 1.0,
             1}
                : OutcomeOdds {"routs", HEXFIRE_TEXT("RuleText", "Routs"), 1.0, 2}},
        refuge.has_value(), 1, {}, 1});
    if (refuge)
        e.cues.push_back(hexNote(refuge->hexes.back(), "1", refuge->why));
    return refuge ? 0.0 : 1.0;
}

/** The chance that infantry standing against the charge fails its check and routs. */
double standRoutChance(const LbOptions &o, const GameState &state, const Unit &t)
{
    const LbProfile &p = *profileOf<LbProfile>(t);
    if (p.morale <= 0)
        return 0.0; // no morale value: the check is taken as passed
    // Infantry that fails to stand routs, whatever its state (2.5.6).
    return 1.0 - passChance(p.morale, totalModifier(stateModifiers(o, state, t)));
}

/** The carré reply explained; returns the chance it routs (refused in e when not possible). */
double explainCarre(const LbOptions &o, const GameState &state, const Unit &charger, const Unit &t,
    Evaluation &e, ChargePlan &plan)
{
    CarreChances c
        = carreChances(o, state, t, declaredDistance, carreModifiers(o, state, t, {&charger}));
    if (!c.possible) {
        refuse(e,
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 cannot form carré: %2."), t.name, c.whyNot),
            c.whyNotRule);
        return 0.0;
    }
    plan.reply = std::string(replyCarre);
    e.lines.push_back(explain("charge.carre",
        ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 tries to form carré, the charge declared %2 hexes away"),
            t.name, declaredDistance),
        std::to_string(declaredDistance), declaredDistance, carreDistanceRef, t.id.value, true));
    e.lines.insert(e.lines.end(), c.lines.begin(), c.lines.end());
    e.odds.push_back(c.odds);
    for (const DieSpec &d : carreDice())
        e.dice.push_back(d);
    e.assumptions.push_back(LbCharge::assumptions()[3]);
    const double rout = c.chance[static_cast<std::size_t>(CarreOutcome::Rout)];
    // A carré that fails sends the battalion back through whoever stands behind it.
    explainRetreatChecks(
        o, state, t, false, c.chance[static_cast<std::size_t>(CarreOutcome::Disorder)], e);
    explainRetreatChecks(o, state, t, true, rout, e);
    plan.carre = std::move(c);
    return rout;
}

/** The target's reply explained, its odds and dice in e; the plan told what to roll. Returns
    the chance that the target ends the reply routed. */
double explainReply(const LbOptions &o, const GameState &state, const Action &action,
    const Unit &charger, const Unit &t, const LbChargeOutcome &follow, Evaluation &e,
    ChargePlan &plan)
{
    const LbProfile &p = *profileOf<LbProfile>(t);
    const std::string_view given = replyGiven(action);
    if (refusedReply(t, given, follow, e))
        return 0.0;
    if (t.status.has(statuses::routed)) {
        e.lines.push_back(explain("charge.routed",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 is routed: it does not reply, and the charge rides into it"),
                t.name),
            "", std::nullopt, chargeRule, t.id.value));
        return 1.0;
    }
    if (follow.tirailleurs()) {
        const double routs = explainTirailleurs(o, t, follow, e, plan);
        explainRetreatChecks(o, state, t, true, routs, e);
        return routs;
    }
    if (inCarre(t)) {
        // 2.5.6: within 2 hexes of a carré the cavalry must go on into it; the melee (at a third
        // of the cavalry's value, lbmelee.cpp) is the Melee Assault segment's.
        e.lines.push_back(explain("charge.vs-carre",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 is in carré: it does not reply; %2, within 2 hexes of it, must "
                             "melee it in the Melee Assault segment, at a third of its melee "
                             "value"),
                t.name, charger.name),
            "", std::nullopt, chargeRule, t.id.value));
        e.odds.push_back({t.id.value, ruleSentence(HEXFIRE_TEXT("RuleText", "Reply of %1"), t.name),
            {{"no-reply", HEXFIRE_TEXT("RuleText", "In carré: no reply, the melee follows"), 1.0,
                0}},
            false, 1, {}, 1});
        return 0.0;
    }
    if (p.kind != UnitKind::Infantry) {
        e.lines.push_back(explain("charge.no-reply",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 is not infantry: it does not reply, the charge halts next to it "
                             "and the melee follows"),
                t.name),
            "", std::nullopt, chargeRule, t.id.value));
        e.odds.push_back({t.id.value, ruleSentence(HEXFIRE_TEXT("RuleText", "Reply of %1"), t.name),
            {{"no-reply", HEXFIRE_TEXT("RuleText", "No reply: the charge halts next to it"), 1.0,
                0}},
            false, 1, {}, 1});
        return 0.0;
    }
    if (given == replyCarre)
        return explainCarre(o, state, charger, t, e, plan);
    plan.reply = std::string(replyStand);
    e.lines.push_back(explain("charge.stand",
        ruleSentence(HEXFIRE_TEXT("RuleText",
                         "%1 stands: it checks its morale; passing, it halts the charge next to "
                         "it; failing, it routs"),
            t.name),
        "", std::nullopt, standRef, t.id.value, true));
    explainCheck(o, state, t, stateModifiers(o, state, t),
        ruleSentence(HEXFIRE_TEXT("RuleText", "Standing against the charge")), e,
        CheckFailure::Routs);
    // A failed stand makes the rest of the stack check, each with two dice of its own.
    if (const std::size_t stack = stackCheckers(state, t.hex, t.side).size(); stack > 1) {
        explainStackChecks(state, t.hex, t.side, e);
        for (std::size_t i = 1; i < stack; ++i) {
            e.dice.push_back(
                {6, ruleSentence(HEXFIRE_TEXT("RuleText", "morale check, tens die")), true});
            e.dice.push_back(
                {6, ruleSentence(HEXFIRE_TEXT("RuleText", "morale check, ones die")), true});
        }
    }
    e.assumptions.push_back(LbCharge::assumptions()[2]);
    return standRoutChance(o, state, t);
}

/**
 * The action with a path when the player named only the hex to halt in: the cheapest way to the
 * hex behind it on the line from the unit charged, then that hex, so the last two hexes run
 * straight at it. Unchanged when a path is given or none lines up.
 */
Action withLinedUpPath(
    const GameState &state, const MovementRules &movement, const Unit &charger, Action action)
{
    if (!action.target || paramAs<std::vector<Hex>>(action.params, movePathParam))
        return action;
    const Hex end = *action.target;
    const UnitId *named = paramAs<UnitId>(action.params, "target");
    const ReachableHexes reach(state, movement, charger);
    for (const Unit &u : state.units()) {
        if (!chargeable(u, charger.side) || distance(u.hex, end) != 1 || (named && u.id != *named))
            continue;
        const Hex lineUp = neighbor(end, opposite(directionTo(end, u.hex)));
        std::vector<Hex> path;
        if (lineUp != charger.hex) {
            if (!reach.reachable(lineUp))
                continue;
            path = reach.pathTo(lineUp);
        }
        if (std::find(path.begin(), path.end(), end) != path.end())
            continue;
        path.push_back(end);
        action.params[std::string(movePathParam)] = std::move(path);
        return action;
    }
    return action;
}

/** Movement points (whole) the charge spent and has left, read from the move's lines. */
std::pair<int, int> pointsOf(const Evaluation &e, int unitsPerPoint)
{
    int spent = 0;
    int left = 0;
    for (const ExplanationLine &l : e.lines) {
        if (l.key == "move.step" && l.number)
            spent += *l.number;
        else if (l.key == "move.left" && l.number)
            left = *l.number;
    }
    const int per = std::max(1, unitsPerPoint);
    return {spent / per, left / per};
}

} // namespace

Evaluation LbCharge::evaluate(
    const RuleSet &rules, const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    if (action.actors.size() != 1)
        return refused(
            e, ruleSentence(HEXFIRE_TEXT("RuleText", "One cavalry unit charges.")), chargeRule);
    const Unit &unit = state.unit(action.actors.front());
    if (const std::string why = whyNotCharger(state, unit); !why.empty())
        return refused(std::move(e), why, chargeRule);
    const ChargeMovement cm(*m_options, *m_movement);
    e = hexfire::evaluateMove(rules, cm, state, withLinedUpPath(state, cm, unit, action));
    if (!e.legal)
        return e;
    const Hex end = *e.action.target;
    const auto *path = paramAs<std::vector<Hex>>(e.action.params, movePathParam);
    const Hex before = path && path->size() >= 2 ? (*path)[path->size() - 2] : unit.hex;
    if (const std::string why = m_movement->stackingProblem(state, unit, end); !why.empty())
        return refused(std::move(e), why, "Stacking");
    const Unit *t
        = chargedUnit(state, e.action, unit, end, neighbor(end, directionTo(before, end)), e);
    if (!t)
        return e;
    const std::vector<Assumption> all = assumptions();
    e.assumptions.push_back(all[1]);
    e.assumptions.push_back(all[0]);
    if (neighbor(end, directionTo(before, end)) != t->hex)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "The last two hexes of the charge must run straight at %1."),
                t->name),
            straightRef);
    e.lines.push_back(explain("charge.target",
        ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 charges %2 in %3, the last two hexes straight at it"),
            unit.name, t->name, state.map().label(t->hex)),
        "", std::nullopt, straightRef, unit.id.value, true));
    auto plan = std::make_shared<ChargePlan>();
    plan->moveCues = e.cues;
    if (const auto *moved = dynamic_cast<const EffectsPlan *>(e.plan.get()))
        plan->moveEffects = moved->effects;
    Effect charged = statusEffect(
        EffectKind::StatusSet, std::string(statuses::charged), statuses::charged, unit.id);
    charged.note = ruleSentence(HEXFIRE_TEXT("RuleText", "charged this player turn"));
    plan->moveEffects.push_back(charged);
    plan->target = t->id;
    plan->outcome = {unit.id.value, std::string(statuses::charged),
        ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 charges %2 and halts next to it"), unit.name, t->name)};
    e.action.params["target"] = t->id;
    const auto [spent, left] = pointsOf(e, m_movement->unitsPerPoint());
    const LbChargeOutcome follow(*m_options, state, unit, end, *t, left, spent);
    const double rout = explainReply(*m_options, state, e.action, unit, *t, follow, e, *plan);
    if (!e.legal)
        return e;
    follow.explain(*m_options, state, rout, e);
    plan->follow = follow;
    e.plan = std::move(plan);
    return e;
}

} // namespace hexfire::labataille
