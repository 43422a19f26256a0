#include "core/rules/labataille/lboverstacking.h"

#include "core/dice/d66.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmorale.h"
#include "core/rules/labataille/lbmovement.h"
#include "core/rules/mapcue.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"
#include "core/rules/ruletools.h"

#include <algorithm>

namespace hexfire::labataille {

namespace {

int moraleOf(const Unit &u)
{
    const LbProfile *p = profileOf<LbProfile>(u);
    return p ? p->morale : 0;
}

} // namespace

std::string LbOverstacking::problem(const GameState &state, const Unit &mover, Hex h) const
{
    if (rollers(state, mover, h).empty())
        return {};
    return LbMovement(m_options).stackingProblem(state, mover, h);
}

std::vector<const Unit *> LbOverstacking::rollers(
    const GameState &state, const Unit &mover, Hex h) const
{
    std::vector<const Unit *> out;
    for (const Unit *u : state.unitsIn(h)) {
        const LbProfile *p = profileOf<LbProfile>(*u);
        if (u->id != mover.id && u->side == mover.side && u->onMap() && p
            && p->kind != UnitKind::Leader)
            out.push_back(u);
    }
    return out;
}

void LbOverstacking::explainIfRetreat(const GameState &state, const Unit &mover, Hex h,
    const std::string &why, double retreatChance, Evaluation &e) const
{
    assumeOnce(e, assumption());
    e.lines.push_back(explain("overstacking.check",
        ruleSentence(HEXFIRE_TEXT("RuleText",
                         "if %1 retreats, it ends in %2 over the stacking limit (%3): one morale "
                         "roll for the units there, those that fail disorder and retreat"),
            mover.name, state.map().label(h), why),
        "", std::nullopt, overstackingRule, mover.id.value, true));
    for (const Unit *u : rollers(state, mover, h)) {
        const int morale = moraleOf(*u);
        const int mod = totalModifier(stateModifiers(m_options, state, *u));
        const double pass = morale > 0 ? passChance(morale, mod) : 1.0;
        e.odds.push_back({u->id.value,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "Over-stacking check of %1 if %2 retreats into its hex"),
                u->name, mover.name),
            {{"not-checked",
                 ruleSentence(
                     HEXFIRE_TEXT("RuleText", "Not checked: %1 does not retreat"), mover.name),
                 1.0 - retreatChance, 0},
                {"passes", HEXFIRE_TEXT("RuleText", "Passes and stays"), retreatChance * pass, 0},
                {"fails",
                    ruleSentence(
                        HEXFIRE_TEXT("RuleText", "Fails: %1"), failureText(m_options, state, *u)),
                    retreatChance * (1.0 - pass), 1}},
            true, 0, ruleSentence(HEXFIRE_TEXT("RuleText", "fails the over-stacking check")), 1});
    }
    e.dice.push_back(
        {6, ruleSentence(HEXFIRE_TEXT("RuleText", "over-stacking check, tens die")), true});
    e.dice.push_back(
        {6, ruleSentence(HEXFIRE_TEXT("RuleText", "over-stacking check, ones die")), true});
}

void LbOverstacking::resolve(const GameState &state, const Unit &mover, Hex h,
    const std::string &why, DiceSource &dice, Resolution &r) const
{
    const int tens
        = dice.roll(6, ruleSentence(HEXFIRE_TEXT("RuleText", "over-stacking check, tens die")));
    const int ones
        = dice.roll(6, ruleSentence(HEXFIRE_TEXT("RuleText", "over-stacking check, ones die")));
    const int rolled = d66::reading(tens, ones);
    r.cues.push_back(dieCue(
        h, 6, tens, ruleSentence(HEXFIRE_TEXT("RuleText", "the over-stacking check, tens die"))));
    r.cues.push_back(dieCue(
        h, 6, ones, ruleSentence(HEXFIRE_TEXT("RuleText", "the over-stacking check, ones die"))));
    r.lines.push_back(explain("overstacking.roll",
        ruleSentence(HEXFIRE_TEXT("RuleText",
                         "%1 retreats into %2 over the stacking limit (%3): one morale roll for "
                         "the units there, %4"),
            mover.name, state.map().label(h), why, rolled),
        std::to_string(rolled), rolled, overstackingRule, mover.id.value, true));
    for (const Unit *u : rollers(state, mover, h)) {
        const int morale = moraleOf(*u);
        const int mod = totalModifier(stateModifiers(m_options, state, *u));
        const bool passed = morale <= 0 || checkPasses(morale, mod, rolled);
        const int modified = d66::modified(rolled, mod);
        const std::string failure = passed ? std::string() : failureText(m_options, state, *u);
        const std::string verdict = passed
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "passes and stays"))
            : ruleSentence(HEXFIRE_TEXT("RuleText", "fails: %1"), failure);
        r.lines.push_back(explain("overstacking.unit",
            passed
                ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 reads %2 against %3: passes and stays"),
                    u->name, modified, morale)
                : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 reads %2 against %3: fails: %4"),
                    u->name, modified, morale, failure),
            std::to_string(modified), modified, overstackingRule, u->id.value));
        Effect record = makeEffect(EffectKind::Record, "overstacking-roll", u->id);
        record.check = CheckResult {modified, morale, passed};
        record.note = passed
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "over-stacking check: passes and stays"))
            : ruleSentence(HEXFIRE_TEXT("RuleText", "over-stacking check: fails: %1"), failure);
        r.effects.push_back(std::move(record));
        r.outcomes.push_back({u->id.value, passed ? "passes" : "fails",
            passed ? ruleSentence(HEXFIRE_TEXT("RuleText", "Passes the over-stacking check"))
                   : verdict});
        if (!passed)
            applyFailure(m_options, state, *u, r);
    }
}

Assumption LbOverstacking::assumption()
{
    return {"labataille.over-stacking",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "A move that would end over the stacking limit is refused; a retreat that ends in a "
            "friendly hex over the limit makes one morale roll for the units already there, each "
            "against its own morale value; those that fail take their morale failure and retreat "
            "(their displacement); those that pass stay, and the retreating unit does not roll "
            "again.")),

        overstackingAssumption};
}

} // namespace hexfire::labataille
