#include "core/rules/labataille/lbrecovery.h"

#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmorale.h"
#include "core/rules/labataille/lbretreat.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"
#include "core/rules/ruletools.h"
#include "core/rules/systemplan.h"

#include <algorithm>

namespace hexfire::labataille {

namespace {

constexpr const char *recoveryAssumption = "docs/rules.md: La Bataille morale recovery";

/** What one unit does in the segment. */
struct Step {
    UnitId unit;
    bool keepsRouting = false; /**< routed and near an enemy: no roll, it routs on */
};

Effect status(
    EffectKind kind, std::string name, std::string_view key, const UnitId &u, std::string note = {})
{
    Effect e = makeEffect(kind, std::move(name), u);
    e.status = std::string(key);
    e.note = std::move(note);
    return e;
}

/** Whether u is one of the units the segment checks: the phasing side's, disordered or routed. */
bool takesPart(const GameState &state, const Unit &u)
{
    const auto &phasing = state.sequence().phasingSide;
    return u.onMap() && (!phasing || u.side == *phasing)
        && (u.status.has(statuses::disordered) || u.status.has(statuses::routed));
}

/** The units a failure in their stack does not make check again: those that check in this
    segment anyway, and those that have. */
std::vector<UnitId> checkedAnyway(const GameState &state)
{
    std::vector<UnitId> out;
    for (const Unit &u : state.units()) {
        if (takesPart(state, u) || u.status.has(statuses::recoveryChecked))
            out.push_back(u.id);
    }
    return out;
}

/** The segment's rolls, one unit after another, on the position at its start. */
class RecoveryPlan final : public SystemPlan<LaBatailleRuleSet> {
public:
    std::vector<Step> steps;
    bool markChecked = true; /**< one unit's action: mark it so it checks once */
    std::vector<UnitId> unmark; /**< the segment's end: the marks to clear */

protected:
    void resolveWith(const LaBatailleRuleSet &rules, const GameState &state,
        const Evaluation &evaluation, DiceSource &dice, Resolution &r) const override
    {
        r = startResolution(evaluation);
        const LbOptions &o = rules.options();
        std::vector<UnitId> checked = checkedAnyway(state);
        for (const Step &s : steps) {
            const Unit &u = state.unit(s.unit);
            const bool routed = u.status.has(statuses::routed);
            if (s.keepsRouting) {
                r.outcomes.push_back(
                    {u.id.value, "keeps-routing", HEXFIRE_TEXT("RuleText", "Keeps routing")});
                applyRout(o, state, u, r);
                resolveRetreatChecks(o, state, u, true, dice, r);
                noteNotChecked(retreatCheckers(o, state, u, true), r);
            } else if (!resolveCheck(o, state, u, stateModifiers(o, state, u),
                           translatedRuleText(HEXFIRE_TEXT("RuleText", "Morale Recovery")), dice,
                           r)) {
                // A failure in a stack makes the rest check (2.5.4): its good-order companions.
                resolveStackChecks(o, state, u, checked, dice, r);
            } else {
                if (routed) {
                    r.effects.push_back(
                        status(EffectKind::StatusCleared, "rallied", statuses::routed, u.id,
                            ruleSentence(HEXFIRE_TEXT("RuleText", "passed in Morale Recovery"))));
                    r.effects.push_back(
                        status(EffectKind::StatusSet, "rallied", statuses::disordered, u.id,
                            ruleSentence(HEXFIRE_TEXT("RuleText", "rallied to disordered"))));
                } else {
                    r.effects.push_back(
                        status(EffectKind::StatusCleared, "recovered", statuses::disordered, u.id,
                            ruleSentence(HEXFIRE_TEXT("RuleText", "back in good order"))));
                }
            }
            if (markChecked)
                r.effects.push_back(status(
                    EffectKind::StatusSet, "recovery-checked", statuses::recoveryChecked, u.id));
        }
        for (const UnitId &id : unmark)
            r.effects.push_back(status(EffectKind::StatusCleared, "recovery-segment-ended",
                statuses::recoveryChecked, id));
    }
};

/** The good-order companions a failure of u makes check: the line and their dice, conditional. */
void explainStack(const GameState &state, const Unit &u, Evaluation &e)
{
    const std::vector<UnitId> anyway = checkedAnyway(state);
    std::size_t others = 0;
    for (const Unit *x : stackCheckers(state, u.hex, u.side))
        others += std::find(anyway.begin(), anyway.end(), x->id) == anyway.end() ? 1 : 0;
    if (others == 0)
        return;
    explainStackChecks(state, u.hex, u.side, e);
    for (std::size_t i = 0; i < others; ++i) {
        e.dice.push_back(
            {6, ruleSentence(HEXFIRE_TEXT("RuleText", "morale check, tens die")), true});
        e.dice.push_back(
            {6, ruleSentence(HEXFIRE_TEXT("RuleText", "morale check, ones die")), true});
    }
}

/** Explains the unit's own check (or its routing on) and says what it does. */
Step explainUnitCheck(const LbOptions &o, const GameState &state, const Unit &u, Evaluation &e)
{
    Step s {u.id, false};
    if (u.status.has(statuses::routed)) {
        const int d = nearestEnemyDistance(state, u.side, u.hex);
        assume(o, e, "labataille.morale-recovery");
        if (d >= 0 && d <= o.recoveryRange) {
            s.keepsRouting = true;
            e.lines.push_back(explain("recovery.routing",
                d == 1 ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                          "%1 is routed and 1 hex from the nearest enemy, within "
                                          "%2: it keeps routing without a roll and retreats %3 "
                                          "hexes more"),
                    u.name, o.recoveryRange, o.routHexes)
                       : ruleSentence(HEXFIRE_TEXT("RuleText",
                                          "%1 is routed and %2 hexes from the nearest enemy, "
                                          "within %3: it keeps routing without a roll and "
                                          "retreats %4 hexes more"),
                           u.name, d, o.recoveryRange, o.routHexes),
                std::to_string(d), d, recoveryAssumption, u.id.value, true));
            e.odds.push_back({u.id.value,
                ruleSentence(HEXFIRE_TEXT("RuleText", "Morale Recovery of %1"), u.name),
                {{"keeps-routing", HEXFIRE_TEXT("RuleText", "Keeps routing"), 1.0, 2}}, true, 1,
                ruleSentence(HEXFIRE_TEXT("RuleText", "keeps routing")), 2});
            explainRetreatChecks(o, state, u, true, 1.0, e);
            return s;
        }
        explainCheck(o, state, u, stateModifiers(o, state, u),
            d < 0 ? ruleSentence(HEXFIRE_TEXT("RuleText", "Morale Recovery, no enemy on the map"))
                  : ruleSentence(HEXFIRE_TEXT("RuleText", "Morale Recovery, far from the enemy")),
            e);
        if (!e.odds.empty() && e.odds.back().outcomes.size() == 2)
            e.odds.back().outcomes.front().label
                = ruleSentence(HEXFIRE_TEXT("RuleText", "Passes: rallies to disordered"));
        return s;
    }
    explainCheck(o, state, u, stateModifiers(o, state, u),
        translatedRuleText(HEXFIRE_TEXT("RuleText", "Morale Recovery")), e);
    if (!e.odds.empty() && e.odds.back().outcomes.size() == 2)
        e.odds.back().outcomes.front().label
            = ruleSentence(HEXFIRE_TEXT("RuleText", "Passes: returns to good order"));
    return s;
}

/** Explains the unit's part in the segment and says what it does. */
Step explainUnit(const LbOptions &o, const GameState &state, const Unit &u, Evaluation &e)
{
    const Step s = explainUnitCheck(o, state, u, e);
    if (!s.keepsRouting)
        explainStack(state, u, e);
    return s;
}

} // namespace

Evaluation LbRecovery::evaluateOne(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    if (action.actors.size() != 1)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "select the one unit that checks its morale")),
            moraleRule);
    const Unit &u = state.unit(action.actors.front());
    if (!u.onMap())
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is no longer on the map"), u.name),
            moraleRule);
    const auto &phasing = state.sequence().phasingSide;
    if (phasing && u.side != *phasing)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 is not on the phasing side: only the phasing player's units "
                             "recover"),
                u.name),
            moraleRule);
    if (!u.status.has(statuses::disordered) && !u.status.has(statuses::routed))
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 is in good order: only disordered and routed units check their "
                             "morale to recover"),
                u.name),
            moraleRule);
    if (u.status.has(statuses::recoveryChecked))
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 has already checked its morale in this Morale Recovery segment"),
                u.name),
            moraleRule);
    auto plan = std::make_shared<RecoveryPlan>();
    plan->steps.push_back(explainUnit(m_options, state, u, e));
    e.plan = std::move(plan);
    return e;
}

Evaluation LbRecovery::evaluateSegment(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    auto plan = std::make_shared<RecoveryPlan>();
    plan->markChecked = false;
    for (const Unit &u : state.units()) {
        if (u.status.has(statuses::recoveryChecked)) {
            plan->unmark.push_back(u.id);
            continue;
        }
        if (takesPart(state, u))
            plan->steps.push_back(explainUnit(m_options, state, u, e));
    }
    if (plan->steps.empty() && plan->unmark.empty())
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "no disordered or routed unit of the phasing side is left to check its morale")),
            moraleRule);
    if (plan->steps.empty())
        e.lines.push_back(explain("recovery.none",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "every disordered or routed unit has checked its morale in this segment")),
            "",

            std::nullopt, moraleRule, ""));
    e.plan = std::move(plan);
    return e;
}

} // namespace hexfire::labataille
