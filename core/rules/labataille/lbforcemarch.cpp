#include "core/rules/labataille/lbforcemarch.h"

#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmorale.h"
#include "core/rules/labataille/lbmoralelevel.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/rulesentence.h"
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
            mods.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "force march")), modifier,
                forceMarchRule, false});
            if (!resolveCheck(o, state, u, mods, translatedRuleText("Force march"), dice, r))
                continue;
            Effect set = makeEffect(EffectKind::StatusSet, "force-march", u.id);
            set.status = std::string(statuses::forceMarch);
            set.note = ruleSentence(HEXFIRE_TEXT(
                "RuleText", "on a force march: movement allowance ×2 in column or road march"));
            r.effects.push_back(std::move(set));
        }
    }
};

/** Why u of the organisation does not start the force march, or empty. */
std::string leftOut(const Unit &u)
{
    if (u.status.has(statuses::routed) || u.status.has(statuses::disordered))
        return ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is not in good order"), u.name);
    if (u.status.has(statuses::forceMarch))
        return ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is on a force march already"), u.name);
    if (u.status.has(statuses::moved) || u.movementSpent > 0)
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 has moved this player turn: the order comes before the "
                                "division moves"),
            u.name);
    return {};
}

} // namespace

Evaluation LbForceMarch::evaluate(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    if (action.actors.size() != 1)
        return refused(std::move(e),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "select one unit of the organisation that force-marches")),
            forceMarchRule);
    const Unit &u = state.unit(action.actors.front());
    const LbProfile *p = profileOf<LbProfile>(u);
    if (!p || !u.onMap() || p->kind == UnitKind::Leader)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is not a combat unit on the map"), u.name),
            forceMarchRule);
    if (p->organisation.empty())
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 belongs to no organisation: a force march is ordered for a whole "
                             "division"),
                u.name),
            forceMarchRule);
    if (const std::string why = leftOut(u); !why.empty())
        return refused(std::move(e), why, forceMarchRule);
    const std::string org = organisationTitle(state, u.side, p->organisation);
    if (const int level = recordedOrganisationLevel(state, u.side, p->organisation); level > 0)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 is at morale level %2: only an organisation at morale level 0 "
                             "force-marches"),
                org, level),
            forceMarchRule);
    const int turn = paramOr<int>(action.params, forceMarchTurnParam, 1);
    if (turn < 1 || turn > 3)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "a force march lasts one, two or three consecutive turns")),
            forceMarchRule);
    auto plan = std::make_shared<ForceMarchPlan>();
    plan->modifier = -6 * turn;
    e.lines.push_back(explain("force-march.order",
        ruleSentence(HEXFIRE_TEXT("RuleText",
                         "%1 force-marches (turn %2): each unit checks its morale; a pass doubles "
                         "its movement allowance in column or road march, with no formation "
                         "change and no melee assault"),
            org, turn),
        signedText(plan->modifier), plan->modifier, forceMarchRule, u.id.value));
    for (const Unit &m : state.units()) {
        const LbProfile *mp = profileOf<LbProfile>(m);
        if (!mp || !m.onMap() || m.side != u.side || mp->kind == UnitKind::Leader
            || mp->organisation != p->organisation || !leftOut(m).empty())
            continue;
        std::vector<MoraleModifier> mods = stateModifiers(m_options, state, m);
        mods.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "force march")), plan->modifier,
            forceMarchRule, false});
        explainCheck(m_options, state, m, mods, translatedRuleText("Force march"), e);
        if (!e.odds.empty() && e.odds.back().outcomes.size() == 2)
            e.odds.back().outcomes.front().label
                = HEXFIRE_TEXT("RuleText", "Passes: force-marches");
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
    a.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "The unit's whole organisation, at morale level 0, force-marches: each of its units "
        "that has not moved checks its morale at −6 (−12, −18 on consecutive turns); those "
        "that pass move twice their allowance in column or road march this turn, change no "
        "formation and make no melee assault."));
    a.actors = ActorRule::One;
    a.target = TargetKind::None;
    ParamSpec turn;
    turn.key = forceMarchTurnParam;
    turn.label = HEXFIRE_TEXT("RuleText", "Consecutive turn");
    turn.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "1 for the first turn of force march, 2 or 3 when the organisation force-marched "
        "in the turns just before (−12, −18)."));
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
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "On a force march this turn: twice its movement allowance in column or road march, no "
            "formation change, no melee assault.")),
        {StatusLook::Style::Badge, "", "F-M", "#4a6a2a"}};
}

std::string LbForceMarch::forbids(const Unit &u, std::string_view what)
{
    if (!u.status.has(statuses::forceMarch))
        return {};
    if (what == "make a melee assault")
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 is on a force march: it may not make a melee assault this "
                                "turn"),
            u.name);
    if (what == "change formation")
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 is on a force march: it may not change formation this turn"),
            u.name);
    return ruleSentence(
        HEXFIRE_TEXT("RuleText", "%1 is on a force march: it may not %2 this turn"), u.name, what);
}

Assumption LbForceMarch::assumption()
{
    return {"labataille.force-march",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "HexFire does not count a force march's consecutive turns: the player sets the turn "
            "(1, 2, 3 for −6, −12, −18); the units that have moved, are not in good order or are "
            "leaders do not take part; a unit that fails takes its morale failure; the doubled "
            "allowance applies in column and road march, and the status ends with the turn.")),
        forceMarchAssumption};
}

} // namespace hexfire::labataille
