#include "core/rules/labataille/lbleadercasualty.h"

#include "core/rules/labataille/lbmorale.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletools.h"
#include "core/rules/systemplan.h"

namespace hexfire::labataille {

namespace {

constexpr const char *leaderRule = "Morale";

/** The leader leaves the map; each unit stacked with him checks. */
class LeaderCasualtyPlan final : public SystemPlan<LaBatailleRuleSet> {
public:
    UnitId leader;
    int leadership = 0;
    std::vector<UnitId> units;

protected:
    void resolveWith(const LaBatailleRuleSet &rules, const GameState &state,
        const Evaluation &evaluation, DiceSource &dice, Resolution &r) const override
    {
        r = startResolution(evaluation);
        const Unit &l = state.unit(leader);
        Effect gone = makeEffect(EffectKind::Eliminated, "leader-casualty", leader);
        gone.note = ruleSentence(HEXFIRE_TEXT("RuleText", "a casualty: leaves the map"));
        r.effects.push_back(std::move(gone));
        r.outcomes.push_back(
            {leader.value, "casualty", ruleSentence(HEXFIRE_TEXT("RuleText", "%1 falls"), l.name)});
        const LbOptions &o = rules.options();
        for (const UnitId &id : units) {
            const Unit &u = state.unit(id);
            std::vector<MoraleModifier> mods = stateModifiers(o, state, u);
            mods.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "the fall of %1"), l.name),
                -leadership, leaderRule, false});
            resolveCheck(o, state, u, mods, translatedRuleText("Leader casualty"), dice, r);
        }
    }
};

} // namespace

Evaluation LbLeaderCasualty::evaluate(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    if (action.actors.size() != 1)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Select the one leader who falls.")), leaderRule);
    const Unit &l = state.unit(action.actors.front());
    const LbProfile *p = profileOf<LbProfile>(l);
    if (!p || p->kind != UnitKind::Leader)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 is not a leader: only a leader becomes a leader casualty."),
                l.name),
            leaderRule);
    if (!l.onMap())
        return refused(
            e, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is not on the map."), l.name), leaderRule);
    auto plan = std::make_shared<LeaderCasualtyPlan>();
    plan->leader = l.id;
    plan->leadership = p->leadership;
    e.lines.push_back(explain("leader.casualty",
        ruleSentence(HEXFIRE_TEXT("RuleText",
                         "%1 falls and leaves the map; the units with him in %2 check their "
                         "morale less his leadership value"),
            l.name, state.map().label(l.hex)),
        signedText(-p->leadership), -p->leadership, leaderRule, l.id.value));
    for (const Unit *u : state.unitsIn(l.hex)) {
        const LbProfile *up = profileOf<LbProfile>(*u);
        if (u->id == l.id || u->side != l.side || !up || up->kind == UnitKind::Leader)
            continue;
        std::vector<MoraleModifier> mods = stateModifiers(m_options, state, *u);
        mods.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "the fall of %1"), l.name),
            -p->leadership, leaderRule, false});
        explainCheck(m_options, state, *u, mods, translatedRuleText("Leader casualty"), e);
        plan->units.push_back(u->id);
    }
    if (plan->units.empty())
        e.lines.push_back(explain("leader.alone",
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "no unit of his side stands with %1: nobody checks"),
                l.name),
            "", std::nullopt, leaderRule, l.id.value));
    assumeOnce(e, assumption());
    e.plan = std::move(plan);
    return e;
}

ActionType LbLeaderCasualty::actionType()
{
    return hexfire::actionType(std::string(actions::leaderCasualty),
        HEXFIRE_TEXT("RuleText", "Leader casualty"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "The leader falls (the player says when, in a fire or melee segment): he leaves the "
            "map, and the units of his side stacked with him check their morale less his "
            "leadership value.")),
        ActorRule::One, TargetKind::None);
}

Assumption LbLeaderCasualty::assumption()
{
    return {"labataille.leader-casualty",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "When a leader falls was not found: the player says so, in a fire or melee segment, "
            "for a leader of either side; the units of his side in his hex check their morale, "
            "less his leadership value.")),
        leaderCasualtyAssumption};
}

} // namespace hexfire::labataille
