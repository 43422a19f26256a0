#include "core/rules/labataille/lbforcemarch.h"

#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmorale.h"
#include "core/rules/labataille/lbmoralelevel.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/ruletext.h"
#include "core/rules/ruletools.h"
#include "core/rules/systemplan.h"

namespace hexfire::labataille {

namespace {

/** Each unit of the organisation checks; those that pass are marked. */
class ForceMarchPlan final : public SystemPlan<LaBatailleRuleSet> {
public:
    std::vector<UnitId> units;
    int modifier = -6;

protected:
    void resolveWith(const LaBatailleRuleSet &rules, const GameState &state,
        const Evaluation &evaluation, DiceSource &dice, Resolution &r) const override
    {
        r = startResolution(evaluation);
        const LbOptions &o = rules.options();
        for (const UnitId &id : units) {
            const Unit &u = state.unit(id);
            std::vector<MoraleModifier> mods = stateModifiers(o, state, u);
            mods.push_back({"force march", modifier, forceMarchRule, false});
            if (!resolveCheck(o, state, u, mods, "Force march", dice, r))
                continue;
            Effect set = makeEffect(EffectKind::StatusSet, "force-march", u.id);
            set.status = std::string(statuses::forceMarch);
            set.note = "on a force march: movement allowance ×2 in column or road march";
            r.effects.push_back(std::move(set));
        }
    }
};

/** Why u of the organisation does not start the force march, or empty. */
std::string leftOut(const Unit &u)
{
    if (u.status.has(statuses::routed) || u.status.has(statuses::disordered))
        return u.name + " is not in good order";
    if (u.status.has(statuses::forceMarch))
        return u.name + " is on a force march already";
    if (u.status.has(statuses::moved) || u.movementSpent > 0)
        return u.name + " has moved this player turn: the order comes before the division moves";
    return {};
}

} // namespace

Evaluation LbForceMarch::evaluate(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    if (action.actors.size() != 1)
        return refused(e, "select one unit of the organisation that force-marches", forceMarchRule);
    const Unit &u = state.unit(action.actors.front());
    const LbProfile *p = profileOf<LbProfile>(u);
    if (!p || !u.onMap() || p->kind == UnitKind::Leader)
        return refused(e, u.name + " is not a combat unit on the map", forceMarchRule);
    if (p->organisation.empty())
        return refused(e,
            u.name + " belongs to no organisation: a force march is ordered for a whole division",
            forceMarchRule);
    if (const std::string why = leftOut(u); !why.empty())
        return refused(e, why, forceMarchRule);
    const std::string org = organisationTitle(state, u.side, p->organisation);
    if (const int level = recordedOrganisationLevel(state, u.side, p->organisation); level > 0)
        return refused(e,
            org + " is at morale level " + std::to_string(level)
                + ": only an organisation at morale level 0 force-marches",
            forceMarchRule);
    const int turn = paramOr<int>(action.params, forceMarchTurnParam, 1);
    if (turn < 1 || turn > 3)
        return refused(
            e, "a force march lasts one, two or three consecutive turns", forceMarchRule);
    auto plan = std::make_shared<ForceMarchPlan>();
    plan->modifier = -6 * turn;
    e.lines.push_back(explain("force-march.order",
        org + " force-marches (turn " + std::to_string(turn)
            + "): each unit checks its morale; a pass doubles its movement allowance in column or "
              "road march, with no formation change and no melee assault",
        signedText(plan->modifier), plan->modifier, forceMarchRule, u.id.value));
    for (const Unit &m : state.units()) {
        const LbProfile *mp = profileOf<LbProfile>(m);
        if (!mp || !m.onMap() || m.side != u.side || mp->kind == UnitKind::Leader
            || mp->organisation != p->organisation || !leftOut(m).empty())
            continue;
        std::vector<MoraleModifier> mods = stateModifiers(m_options, state, m);
        mods.push_back({"force march", plan->modifier, forceMarchRule, false});
        explainCheck(m_options, state, m, mods, "Force march", e);
        if (!e.odds.empty() && e.odds.back().outcomes.size() == 2)
            e.odds.back().outcomes.front().label = "Passes: force-marches";
        plan->units.push_back(m.id);
    }
    assumeOnce(e, assumption());
    e.plan = std::move(plan);
    return e;
}

ActionType LbForceMarch::actionType()
{
    ActionType a;
    a.key = std::string(actions::forceMarch);
    a.name = HEXFIRE_TEXT("RuleText", "Force march");
    a.help = "The unit's whole organisation, at morale level 0, force-marches: each of its units "
             "that has not moved checks its morale at −6 (−12, −18 on consecutive turns); those "
             "that pass move twice their allowance in column or road march this turn, change no "
             "formation and make no melee assault.";
    a.actors = ActorRule::One;
    a.target = TargetKind::None;
    ParamSpec turn;
    turn.key = forceMarchTurnParam;
    turn.label = HEXFIRE_TEXT("RuleText", "Consecutive turn");
    turn.help = "1 for the first turn of force march, 2 or 3 when the organisation force-marched "
                "in the turns just before (−12, −18).";
    turn.type = ParamType::Integer;
    turn.minimum = 1;
    turn.maximum = 3;
    turn.defaultValue = 1;
    a.params = {turn};
    return a;
}

StatusType LbForceMarch::statusType()
{
    return {std::string(statuses::forceMarch), HEXFIRE_TEXT("RuleText", "Force march"),
        "On a force march this turn: twice its movement allowance in column or road march, no "
        "formation change, no melee assault.",
        {StatusLook::Style::Badge, "", "F-M", "#4a6a2a"}};
}

std::string LbForceMarch::forbids(const Unit &u, std::string_view what)
{
    if (!u.status.has(statuses::forceMarch))
        return {};
    return u.name + " is on a force march: it may not " + std::string(what) + " this turn";
}

Assumption LbForceMarch::assumption()
{
    return {"labataille.force-march",
        "HexFire does not count a force march's consecutive turns: the player sets the turn "
        "(1, 2, 3 for −6, −12, −18); the units that have moved, are not in good order or are "
        "leaders do not take part; a unit that fails takes its morale failure; the doubled "
        "allowance applies in column and road march, and the status ends with the turn.",
        forceMarchAssumption};
}

} // namespace hexfire::labataille
