#include "core/rules/labataille/lbreactioncharge.h"

#include "core/error.h"
#include "core/rules/labataille/lbcharge.h"
#include "core/rules/labataille/lbfire.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmorale.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/movement.h"
#include "core/rules/resolution.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"
#include "core/rules/ruletools.h"
#include "core/rules/systemplan.h"

#include <algorithm>
#include <memory>

namespace hexfire::labataille {

namespace {

/** The extra movement points of a charge (2.5.6), for the search of a run-in. */
constexpr int chargeBonusPoints = 5;

bool isReaction(const Action &action) { return action.kind == actions::reactionCharge; }

std::string checkWhy(const Action &action)
{
    return isReaction(action)
        ? ruleSentence(HEXFIRE_TEXT("RuleText", "Starting a reaction charge"))
        : ruleSentence(HEXFIRE_TEXT("RuleText", "Starting an opportunity charge"));
}

std::string hexes(int n)
{
    return n == 1 ? ruleSentence(HEXFIRE_TEXT("RuleText", "1 hex"))
                  : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 hexes"), n);
}

/** Whether a shortest way from u to h leaves u through a front hexside: h is in the zone of
    influence extended in front of it. */
bool inFront(const Unit &u, Hex h)
{
    const auto classes = hexsideClasses(u);
    if (!classes)
        return true;
    const int d = distance(u.hex, h);
    for (int i = 0; i < 6; ++i) {
        if (distance(neighbor(u.hex, direction(i)), h) == d - 1
            && (*classes)[static_cast<std::size_t>(i)] == HexsideClass::Front)
            return true;
    }
    return false;
}

/** Appends the items of `from` after its first `skip` to `to`. */
template <typename T>
void appendAfter(const std::vector<T> &from, std::size_t skip, std::vector<T> &to)
{
    if (from.size() > skip)
        to.insert(to.end(), from.begin() + static_cast<std::ptrdiff_t>(skip), from.end());
}

/** The morale check, then the charge LbCharge planned, resolved on the real position. */
class ReactionChargePlan final : public SystemPlan<LaBatailleRuleSet> {
public:
    UnitId reactor;
    std::string why;
    Evaluation charge; /**< the charge as LbCharge evaluated it, with its plan */

protected:
    void resolveWith(const LaBatailleRuleSet &rules, const GameState &state,
        const Evaluation &evaluation, DiceSource &dice, Resolution &r) const override
    {
        r = startResolution(evaluation);
        const LbOptions &o = rules.options();
        const Unit &u = state.unit(reactor);
        if (!resolveCheck(o, state, u, stateModifiers(o, state, u), why, dice, r)) {
            r.outcomes.push_back({u.id.value, "no-charge",
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 does not charge: it routs instead"), u.name)});
            return;
        }
        Resolution inner;
        inner.action = charge.action;
        charge.plan->resolve(rules, state, charge, dice, inner);
        // The charge's own lines and finals are in the evaluation already: only what it rolled.
        appendAfter(inner.lines, charge.lines.size(), r.lines);
        appendAfter(inner.finals, charge.finals.size(), r.finals);
        for (Effect &effect : inner.effects) {
            if (effect.kind == EffectKind::StatusSet && effect.status == statuses::charged)
                effect.note = ruleSentence(
                    HEXFIRE_TEXT("RuleText", "charged in reply, until the end of the turn"));
            r.effects.push_back(std::move(effect));
        }
        r.outcomes.insert(r.outcomes.end(), inner.outcomes.begin(), inner.outcomes.end());
    }
};

/** The charge's explanation after the check: its dice rolled only when the cavalry passes. */
void appendCharge(const Evaluation &c, Evaluation &e)
{
    e.lines.insert(e.lines.end(), c.lines.begin(), c.lines.end());
    e.finals.insert(e.finals.end(), c.finals.begin(), c.finals.end());
    e.cues.insert(e.cues.end(), c.cues.begin(), c.cues.end());
    e.odds.insert(e.odds.end(), c.odds.begin(), c.odds.end());
    for (DieSpec d : c.dice) {
        d.conditional = true;
        e.dice.push_back(std::move(d));
    }
    for (const Assumption &a : c.assumptions) {
        if (std::none_of(e.assumptions.begin(), e.assumptions.end(),
                [&](const Assumption &b) { return b.key == a.key; }))
            e.assumptions.push_back(a);
    }
}

constexpr const char *runInHelp = HEXFIRE_TEXT("RuleText",
    "The hexes the cavalry enters, in order; without it the cheapest straight run-in at the "
    "enemy.");

/** The charge's parameter `key`, its help replaced when `help` is given. */
ParamSpec chargeParam(std::string_view key, std::string help = {})
{
    for (ParamSpec p : LbCharge::actionType().params) {
        if (p.key == key) {
            if (!help.empty())
                p.help = std::move(help);
            return p;
        }
    }
    throw Error("the charge has no parameter " + std::string(key));
}

} // namespace

int LbReactionCharge::range(const LbProfile &p) const
{
    return isLightCavalry(p) ? m_options->reactionChargeRangeLight
                             : m_options->reactionChargeRangeHeavy;
}

std::string LbReactionCharge::whyNotReactor(const GameState &state, const Unit &u) const
{
    const LbProfile *p = profileOf<LbProfile>(u);
    if (!p || p->kind != UnitKind::Cavalry || !u.onMap())
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 is not cavalry on the map: only cavalry charges."),
            u.name);
    if (const auto &phasing = state.sequence().phasingSide; phasing && u.side == *phasing)
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 is on the phasing side: reaction and opportunity charges are "
                                "the other side's reply; its own cavalry charges in the Charge à "
                                "Cheval segment."),
            u.name);
    if (u.status.has(statuses::tired) || u.status.has(statuses::exhausted))
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 is not fresh: tired or exhausted cavalry does not charge."),
            u.name);
    if (u.status.has(statuses::charged))
        return ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has already charged this turn."), u.name);
    if (u.status.has(statuses::disordered) || u.status.has(statuses::routed))
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 is not in good order: only cavalry in good order charges."),
            u.name);
    return {};
}

std::string LbReactionCharge::whyNotTarget(
    const GameState &state, const Unit &u, const Unit &target) const
{
    const LbProfile *p = profileOf<LbProfile>(target);
    if (!target.onMap() || target.side == u.side || !p || p->kind == UnitKind::Leader)
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "The unit charged must be an enemy combat unit on the map."));
    if (state.sequence().phase == phases::charge && !target.status.has(statuses::charged))
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 has not charged: a reaction charge answers an enemy charge."),
            target.name);
    if (state.sequence().phase == phases::movement && !target.status.has(statuses::moved))
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 has not moved in this Movement segment: an opportunity charge "
                                "answers an enemy unit that moves into the cavalry's reach."),
            target.name);
    const int d = distance(u.hex, target.hex);
    const LbProfile &own = *profileOf<LbProfile>(u);
    const int reach = range(own);
    if (d > reach)
        return isLightCavalry(own)
            ? ruleSentence(HEXFIRE_TEXT("RuleText",
                               "%1 is %2 from %3, beyond the reach of light cavalry, %4."),
                target.name, hexes(d), u.name, hexes(reach))
            : ruleSentence(HEXFIRE_TEXT("RuleText",
                               "%1 is %2 from %3, beyond the reach of heavy cavalry, %4."),
                target.name, hexes(d), u.name, hexes(reach));
    if (m_options->reactionChargeFrontOnly && !inFront(u, target.hex))
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 is not in front of %2: the charge answers an enemy in the "
                                "cavalry's extended zone of influence, beyond its front hexsides."),
            target.name, u.name);
    if (d <= 1)
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 is already next to %2: a charge needs its straight run-in of "
                                "two hexes."),
            u.name, target.name);
    return {};
}

const Unit *LbReactionCharge::targetOf(
    const GameState &state, const Action &action, const Unit &u) const
{
    if (const UnitId *id = paramAs<UnitId>(action.params, "target"))
        return state.findUnit(*id);
    const Unit *best = nullptr;
    for (const Unit &t : state.units()) {
        if (whyNotTarget(state, u, t).empty()
            && (!best || distance(u.hex, t.hex) < distance(u.hex, best->hex)))
            best = &t;
    }
    return best;
}

Evaluation LbReactionCharge::chargeOf(const RuleSet &rules, const GameState &state,
    const Action &action, const Unit &u, const Unit &target) const
{
    GameState own = state;
    SequencePosition p = own.sequence();
    p.phasingSide = u.side;
    own.setSequence(p);
    Unit reactor = u;
    reactor.status.clear(statuses::moved); // it moved in its own player turn, not this one
    own.replaceUnit(reactor);
    Action asCharge = action;
    asCharge.kind = std::string(actions::charge);
    asCharge.params["target"] = target.id;
    if (isReaction(action))
        asCharge.params.erase(std::string(replyParam)); // cavalry does not reply
    Evaluation c = LbCharge(*m_options, *m_movement).evaluate(rules, own, asCharge);
    return c;
}

Evaluation LbReactionCharge::evaluate(
    const RuleSet &rules, const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    const bool reaction = isReaction(action);
    const std::string_view segment = reaction ? phases::charge : phases::movement;
    if (state.sequence().phase != segment)
        return refused(std::move(e),
            reaction ? ruleSentence(HEXFIRE_TEXT(
                "RuleText", "A reaction charge is made in the enemy's Charge à Cheval segment."))
                     : ruleSentence(HEXFIRE_TEXT("RuleText",
                         "An opportunity charge is made in the enemy's Movement segment.")),
            chargeRule);
    if (action.actors.size() != 1)
        return refused(
            e, ruleSentence(HEXFIRE_TEXT("RuleText", "One cavalry unit charges.")), chargeRule);
    const Unit &u = state.unit(action.actors.front());
    if (const std::string why = whyNotReactor(state, u); !why.empty())
        return refused(std::move(e), why, chargeRule);
    const Unit *target = targetOf(state, action, u);
    if (!target && paramAs<UnitId>(action.params, "target"))
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "The unit charged must be an enemy combat unit on the map.")),
            chargeRule);
    if (!target)
        return refused(std::move(e),
            reaction ? ruleSentence(
                HEXFIRE_TEXT("RuleText", "No enemy cavalry that charged is within %1's reach."),
                u.name)
                     : ruleSentence(
                         HEXFIRE_TEXT("RuleText", "No enemy unit that moved is within %1's reach."),
                         u.name),
            chargeRule);
    if (const std::string why = whyNotTarget(state, u, *target); !why.empty())
        return refused(std::move(e), why, reaction ? reactionChargeRef : opportunityChargeRef);
    Evaluation c = chargeOf(rules, state, withRunIn(rules, state, action, u, *target), u, *target);
    c.action.kind = action.kind;
    if (!c.legal)
        return c;
    e.action = c.action;
    explainReach(u, *target, e);
    const std::string why = checkWhy(action);
    explainCheck(*m_options, state, u, stateModifiers(*m_options, state, u), why, e);
    if (!e.odds.empty() && e.odds.back().subject == u.id.value)
        e.odds.back().outcomes.front().label
            = ruleSentence(HEXFIRE_TEXT("RuleText", "Passes: %1 charges %2"), u.name, target->name);
    e.lines.push_back(explain("reaction.then",
        ruleSentence(HEXFIRE_TEXT("RuleText", "if %1 passes, it charges %2"), u.name, target->name),
        "", std::nullopt, chargeRule, u.id.value));
    appendCharge(c, e);
    auto plan = std::make_shared<ReactionChargePlan>();
    plan->reactor = u.id;
    plan->why = why;
    plan->charge = std::move(c);
    e.plan = std::move(plan);
    return e;
}

void LbReactionCharge::explainReach(const Unit &u, const Unit &target, Evaluation &e) const
{
    const LbProfile &own = *profileOf<LbProfile>(u);
    const int reach = range(own);
    e.lines.push_back(explain("reaction.reach",
        isLightCavalry(own)
            ? ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 is %2 from %3, within the reach of light cavalry"),
                target.name, hexes(distance(u.hex, target.hex)), u.name)
            : ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 is %2 from %3, within the reach of heavy cavalry"),
                target.name, hexes(distance(u.hex, target.hex)), u.name),
        hexes(reach), reach, reactionChargeRef, u.id.value, true));
    const std::string_view kind
        = isReaction(e.action) ? "labataille.reaction-charge" : "labataille.opportunity-charge";
    for (const Assumption &a : assumptions(*m_options)) {
        if (a.key == "labataille.reaction-charge-range" || a.key == kind)
            e.assumptions.push_back(a);
    }
}

std::vector<std::vector<Hex>> LbReactionCharge::runIns(
    const GameState &state, const Unit &u, const Unit &target, std::optional<Hex> end) const
{
    const MovementAllowance a = m_movement->allowance(state, u);
    if (!a.canMove)
        return {};
    const ReachableHexes reach(
        state, *m_movement, u, a.points + chargeBonusPoints * m_movement->unitsPerPoint());
    // From the hex two away, straight through the hex next to the target.
    std::vector<std::pair<int, std::vector<Hex>>> runs;
    for (int i = 0; i < 6; ++i) {
        const Hex last = neighbor(target.hex, direction(i));
        const Hex before = neighbor(last, direction(i));
        if (end && *end != last)
            continue;
        if (before == u.hex) {
            runs.push_back({0, {last}});
        } else if (const auto cost = reach.cost(before); cost && reach.reachable(before)) {
            std::vector<Hex> path = reach.pathTo(before);
            path.push_back(last);
            runs.push_back({*cost, std::move(path)});
        }
    }
    std::stable_sort(
        runs.begin(), runs.end(), [](const auto &x, const auto &y) { return x.first < y.first; });
    std::vector<std::vector<Hex>> out;
    for (auto &run : runs)
        out.push_back(std::move(run.second));
    return out;
}

Action LbReactionCharge::withRunIn(const RuleSet &rules, const GameState &state,
    const Action &action, const Unit &u, const Unit &target) const
{
    if (paramAs<std::vector<Hex>>(action.params, movePathParam))
        return action;
    for (const std::vector<Hex> &run : runIns(state, u, target, action.target)) {
        Action a = action;
        a.target = run.back();
        a.params[std::string(movePathParam)] = run;
        if (chargeOf(rules, state, a, u, target).legal)
            return a;
    }
    return action;
}

std::optional<Action> LbReactionCharge::offer(const RuleSet &rules, const GameState &state,
    std::string_view kind, const Unit &u, const Unit &target) const
{
    for (const std::vector<Hex> &run : runIns(state, u, target, std::nullopt)) {
        Action act;
        act.kind = std::string(kind);
        act.actors = {u.id};
        act.target = run.back();
        act.params[std::string(movePathParam)] = run;
        act.params["target"] = target.id;
        if (rules.evaluateInGame(state, act).legal)
            return act;
    }
    return std::nullopt;
}

std::vector<Action> LbReactionCharge::offers(
    const RuleSet &rules, const GameState &state, const Action &done) const
{
    std::vector<Action> out;
    const bool reaction = state.sequence().phase == phases::charge;
    std::vector<const Unit *> targets;
    if (reaction) {
        for (const Unit &t : state.units()) {
            if (t.status.has(statuses::charged) && t.side == state.sequence().phasingSide)
                targets.push_back(&t);
        }
    } else if (state.sequence().phase == phases::movement && done.kind == actions::move
        && !done.actors.empty()) {
        if (const Unit *moved = state.findUnit(done.actors.front()))
            targets.push_back(moved);
    }
    const std::string_view kind = reaction ? actions::reactionCharge : actions::opportunityCharge;
    for (const Unit *t : targets) {
        for (const Unit &u : state.units()) {
            if (!whyNotReactor(state, u).empty() || !whyNotTarget(state, u, *t).empty())
                continue;
            if (auto a = offer(rules, state, kind, u, *t))
                out.push_back(std::move(*a));
        }
    }
    return out;
}

std::optional<std::string_view> LbReactionCharge::replyKind(const GameState &state, const Unit &u)
{
    const LbProfile *p = profileOf<LbProfile>(u);
    const SequencePosition &at = state.sequence();
    if (!p || p->kind != UnitKind::Cavalry || !at.phasingSide || u.side == *at.phasingSide
        || u.status.has(statuses::tired) || u.status.has(statuses::exhausted)
        || u.status.has(statuses::charged))
        return std::nullopt;
    if (at.phase == phases::charge)
        return actions::reactionCharge;
    if (at.phase == phases::movement)
        return actions::opportunityCharge;
    return std::nullopt;
}

ActionType LbReactionCharge::reactionActionType()
{
    ActionType a = hexfire::actionType(std::string(actions::reactionCharge),
        HEXFIRE_TEXT("RuleText", "Reaction charge"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "In the enemy's Charge à Cheval segment, fresh cavalry in good order that has not "
            "charged "
            "answers an enemy cavalry charge within its reach (4 hexes heavy, 6 light): it checks "
            "its "
            "morale first, and failing routs; passing, it charges the enemy cavalry as a charge "
            "does "
            "and halts next to it. The melee follows in the Melee Assault segment.")),
        ActorRule::One, TargetKind::Hex);
    a.params = {chargeParam(movePathParam, ruleSentence(runInHelp)),
        chargeParam("target",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The enemy cavalry that charged; without it the nearest within reach.")))};
    return a;
}

ActionType LbReactionCharge::opportunityActionType()
{
    ActionType a = hexfire::actionType(std::string(actions::opportunityCharge),
        HEXFIRE_TEXT("RuleText", "Opportunity charge"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "In the enemy's Movement segment, fresh cavalry in good order that has not charged "
            "charges an enemy unit that moved within its reach (4 hexes heavy, 6 light): it checks "
            "its morale first, and failing routs; passing, it charges as a charge does, and "
            "infantry stands or tries to form carré. The melee follows in the Melee Assault "
            "segment.")),
        ActorRule::One, TargetKind::Hex);
    a.params = {chargeParam(movePathParam, ruleSentence(runInHelp)),
        chargeParam("target",
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "The enemy unit that moved; without it the nearest within reach."))),

        chargeParam(replyParam)};
    return a;
}

std::vector<Assumption> LbReactionCharge::assumptions(const LbOptions &o)
{
    return {{"labataille.reaction-charge-range",
                o.reactionChargeFrontOnly
                    ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "Reaction and opportunity charges reach %1 for heavy "
                                       "cavalry and %2 for light cavalry, counted from the cavalry "
                                       "to the enemy, which must lie beyond its front hexsides "
                                       "(its zone of influence extended)."),
                        hexes(o.reactionChargeRangeHeavy), hexes(o.reactionChargeRangeLight))
                    : ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "Reaction and opportunity charges reach %1 for heavy "
                                       "cavalry and %2 for light cavalry, counted from the cavalry "
                                       "to the enemy, in any direction."),
                        hexes(o.reactionChargeRangeHeavy), hexes(o.reactionChargeRangeLight)),
                reactionChargeRef},
        {"labataille.reaction-charge",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A reaction charge answers an enemy cavalry unit that charged in this Charge à "
                "Cheval segment; the cavalry that fails its check routs as cavalry does on any "
                "failed check; one that passes charges as a charge does and is marked Charged "
                "until the end of the turn; the melee is the one the phasing player declares in "
                "Melee Assault, the reacting cavalry defending.")),
            reactionChargeRef},
        {"labataille.opportunity-charge",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "An opportunity charge answers an enemy unit that moved in this Movement segment "
                "and stands within reach; the check, the charge and the melee are those of a "
                "reaction charge.")),
            opportunityChargeRef}};
}

} // namespace hexfire::labataille

namespace hexfire {

Evaluation LaBatailleRuleSet::evaluateReactionCharge(
    const GameState &state, const Action &action) const
{
    return labataille::LbReactionCharge(m_options, m_movement).evaluate(*this, state, action);
}

} // namespace hexfire
