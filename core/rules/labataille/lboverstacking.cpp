#include "core/rules/labataille/lboverstacking.h"

#include "core/dice/d66.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmorale.h"
#include "core/rules/labataille/lbmovement.h"
#include "core/rules/mapcue.h"
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
        "if " + mover.name + " retreats, it ends in " + state.map().label(h)
            + " over the stacking limit (" + why
            + "): one morale roll for the units there, those that fail disorder and retreat",
        "", std::nullopt, overstackingRule, mover.id.value, true));
    for (const Unit *u : rollers(state, mover, h)) {
        const int morale = moraleOf(*u);
        const int mod = totalModifier(stateModifiers(m_options, state, *u));
        const double pass = morale > 0 ? passChance(morale, mod) : 1.0;
        e.odds.push_back({u->id.value,
            "Over-stacking check of " + u->name + " if " + mover.name + " retreats into its hex",
            {{"not-checked", "Not checked: " + mover.name + " does not retreat",
                 1.0 - retreatChance, 0},
                {"passes", HEXFIRE_TEXT("RuleText", "Passes and stays"), retreatChance * pass, 0},
                {"fails", "Fails: " + failureText(m_options, state, *u),
                    retreatChance * (1.0 - pass), 1}},
            true, 0, "fails the over-stacking check", 1});
    }
    e.dice.push_back({6, "over-stacking check, tens die", true});
    e.dice.push_back({6, "over-stacking check, ones die", true});
}

void LbOverstacking::resolve(const GameState &state, const Unit &mover, Hex h,
    const std::string &why, DiceSource &dice, Resolution &r) const
{
    const int tens = dice.roll(6, "over-stacking check, tens die");
    const int ones = dice.roll(6, "over-stacking check, ones die");
    const int rolled = d66::reading(tens, ones);
    r.cues.push_back(dieCue(h, 6, tens, "the over-stacking check, tens die"));
    r.cues.push_back(dieCue(h, 6, ones, "the over-stacking check, ones die"));
    r.lines.push_back(explain("overstacking.roll",
        mover.name + " retreats into " + state.map().label(h) + " over the stacking limit (" + why
            + "): one morale roll for the units there, " + std::to_string(rolled),
        std::to_string(rolled), rolled, overstackingRule, mover.id.value, true));
    for (const Unit *u : rollers(state, mover, h)) {
        const int morale = moraleOf(*u);
        const int mod = totalModifier(stateModifiers(m_options, state, *u));
        const bool passed = morale <= 0 || checkPasses(morale, mod, rolled);
        const int modified = d66::modified(rolled, mod);
        const std::string verdict
            = passed ? "passes and stays" : "fails: " + failureText(m_options, state, *u);
        r.lines.push_back(explain("overstacking.unit",
            u->name + " reads " + std::to_string(modified) + " against " + std::to_string(morale)
                + ": " + verdict,
            std::to_string(modified), modified, overstackingRule, u->id.value));
        Effect record = makeEffect(EffectKind::Record, "overstacking-roll", u->id);
        record.check = CheckResult {modified, morale, passed};
        record.note = "over-stacking check: " + verdict;
        r.effects.push_back(std::move(record));
        r.outcomes.push_back({u->id.value, passed ? "passes" : "fails",
            passed ? "Passes the over-stacking check" : verdict});
        if (!passed)
            applyFailure(m_options, state, *u, r);
    }
}

Assumption LbOverstacking::assumption()
{
    return {"labataille.over-stacking",
        "A move that would end over the stacking limit is refused; a retreat that ends in a "
        "friendly hex over the limit makes one morale roll for the units already there, each "
        "against its own morale value; those that fail take their morale failure and retreat "
        "(their displacement); those that pass stay, and the retreating unit does not roll "
        "again.",
        overstackingAssumption};
}

} // namespace hexfire::labataille
