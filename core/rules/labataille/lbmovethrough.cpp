#include "core/rules/labataille/lbmovethrough.h"

#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmorale.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"
#include "core/rules/ruletools.h"
#include "core/rules/systemplan.h"

#include <algorithm>

namespace hexfire::labataille {

namespace {

bool inGoodOrder(const Unit &u)
{
    return !u.status.has(statuses::disordered) && !u.status.has(statuses::routed);
}

/** A disordered unit's move: the move's own effects, then each unit it passed checks. */
class MoveThroughPlan final : public SystemPlan<LaBatailleRuleSet> {
public:
    std::vector<Effect> moved;
    std::vector<Outcome> outcomes;
    UnitId mover;
    std::vector<Hex> path;

protected:
    void resolveWith(const LaBatailleRuleSet &rules, const GameState &state,
        const Evaluation &evaluation, DiceSource &dice, Resolution &r) const override
    {
        r = startResolution(evaluation);
        r.effects = moved;
        r.outcomes = outcomes;
        LbMoveThrough(rules.options()).resolve(state, state.unit(mover), path, {}, false, dice, r);
    }
};

} // namespace

std::vector<const Unit *> LbMoveThrough::unitsPassed(const GameState &state, const Unit &mover,
    const std::vector<Hex> &path, std::optional<Hex> except) const
{
    std::vector<const Unit *> out;
    for (const Hex h : path) {
        if (except && h == *except)
            continue;
        for (const Unit *u : state.unitsIn(h)) {
            const LbProfile *p = profileOf<LbProfile>(*u);
            if (u->id == mover.id || u->side != mover.side || !u->onMap() || !p
                || p->kind == UnitKind::Leader || !inGoodOrder(*u))
                continue;
            if (std::find(out.begin(), out.end(), u) == out.end())
                out.push_back(u);
        }
    }
    return out;
}

std::string LbMoveThrough::why(const Unit &mover, bool retreat)
{
    return retreat
        ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 retreats through its hex"), mover.name)
        : ruleSentence(
            HEXFIRE_TEXT("RuleText", "the disordered %1 moves through its hex"), mover.name);
}

std::shared_ptr<const EvaluationPlan> LbMoveThrough::movePlan(const GameState &state,
    const Unit &mover, const std::vector<Hex> &path, const EffectsPlan &moved, Evaluation &e) const
{
    if (inGoodOrder(mover))
        return nullptr;
    const std::vector<const Unit *> passed = unitsPassed(state, mover, path);
    if (passed.empty())
        return nullptr;
    assumeOnce(e, assumption());
    for (const Unit *u : passed)
        explainCheck(m_options, state, *u, stateModifiers(m_options, state, *u), why(mover, false),
            e, CheckFailure::ByState,
            false); // their own retreats make nobody else check (assumed), as resolve() rolls
    auto plan = std::make_shared<MoveThroughPlan>();
    plan->moved = moved.effects;
    plan->outcomes = moved.outcomes;
    plan->mover = mover.id;
    plan->path = path;
    return plan;
}

void LbMoveThrough::explainIfRetreat(const GameState &state, const Unit &mover,
    const std::vector<Hex> &path, std::optional<Hex> except, double retreatChance,
    Evaluation &e) const
{
    const std::vector<const Unit *> passed = unitsPassed(state, mover, path, except);
    if (passed.empty())
        return;
    assumeOnce(e, assumption());
    for (const Unit *u : passed) {
        const LbProfile *p = profileOf<LbProfile>(*u);
        const std::vector<MoraleModifier> mods = stateModifiers(m_options, state, *u);
        const double pass = p && p->morale > 0 ? passChance(p->morale, totalModifier(mods)) : 1.0;
        e.lines.push_back(explain("morale.moved-through",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "if %1 retreats, it goes through the hex of %2, which then checks "
                             "its morale (passes %3%)"),
                mover.name, u->name, static_cast<int>(pass * 100.0 + 0.5)),
            "", std::nullopt, moraleRule, u->id.value));
        e.odds.push_back({u->id.value,
            ruleSentence(HEXFIRE_TEXT("RuleText", "Morale check of %1 if %2 retreats through it"),
                u->name, mover.name),
            {{"not-checked",
                 ruleSentence(
                     HEXFIRE_TEXT("RuleText", "Not checked: %1 does not retreat"), mover.name),
                 1.0 - retreatChance, 0},
                {"passes", HEXFIRE_TEXT("RuleText", "Checks and passes"), retreatChance * pass, 0},
                {"fails",
                    ruleSentence(HEXFIRE_TEXT("RuleText", "Checks and fails: %1"),
                        failureText(m_options, state, *u)),
                    retreatChance * (1.0 - pass), 1}},
            true, 0, ruleSentence(HEXFIRE_TEXT("RuleText", "fails the morale check")), 1});
        e.dice.push_back(
            {6, ruleSentence(HEXFIRE_TEXT("RuleText", "morale check, tens die")), true});
        e.dice.push_back(
            {6, ruleSentence(HEXFIRE_TEXT("RuleText", "morale check, ones die")), true});
    }
}

void LbMoveThrough::resolve(const GameState &state, const Unit &mover, const std::vector<Hex> &path,
    std::optional<Hex> except, bool retreat, DiceSource &dice, Resolution &r) const
{
    for (const Unit *u : unitsPassed(state, mover, path, except))
        resolveCheck(m_options, state, *u, stateModifiers(m_options, state, *u),
            why(mover, retreat), dice, r, CheckFailure::ByState, false);
}

Assumption LbMoveThrough::assumption()
{
    return {"labataille.moving-through",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "A disordered or routed unit moves through a hex when its path enters it, the last hex "
            "included; each good-order unit of its side there checks its morale once; the retreat "
            "of a unit that fails makes nobody else check; a retreat whose end is over the "
            "stacking "
            "limit rolls the over-stacking check there instead.")),

        moveThroughAssumption};
}

} // namespace hexfire::labataille
