#include "core/rules/labataille/lbmeleeaftermath.h"

#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmovement.h"
#include "core/rules/labataille/lbreadiness.h"
#include "core/rules/labataille/lbtables.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletools.h"

#include <optional>
#include <string>

namespace hexfire::labataille {

namespace {

constexpr const char *meleeRule = "Melee";
constexpr const char *readinessAssumed = "docs/rules.md: La Bataille readiness after a melee";
constexpr const char *zoneAssumed = "docs/rules.md: La Bataille leaving a zone through a melee";

/** A cavalry unit's step of readiness in this melee and why. */
struct Step {
    Readiness now = Readiness::Fresh;
    Readiness next = Readiness::Fresh;
    std::string why;
    bool assumed = false;
};

/** Whether the multipliers other than readiness cut the unit's value to a third or less. */
bool atAThird(const std::vector<MeleeMultiplier> &multipliers)
{
    int num = 1;
    int den = 1;
    for (const MeleeMultiplier &m : multipliers) {
        if (m.readiness)
            continue; // its readiness is what steps, not a reason to skip the step
        num *= m.num;
        den *= m.den;
    }
    return num * 3 <= den;
}

std::optional<Step> stepOf(
    const Unit &u, bool attacking, Approach approach, const std::vector<const Unit *> &opponents)
{
    const LbProfile *p = profileOf<LbProfile>(u);
    if (!p || p->kind != UnitKind::Cavalry)
        return std::nullopt;
    std::vector<MeleeMultiplier> multipliers;
    meleeValue(u, attacking, approach, opponents, &multipliers);
    Step s;
    s.now = readinessOf(u);
    const bool charged = attacking && u.status.has(statuses::charged);
    const bool third = atAThird(multipliers);
    s.next = nextReadiness(s.now, charged, third);
    s.assumed = third;
    if (third)
        s.why = ruleSentence(HEXFIRE_TEXT("RuleText", "a melee at a third of its value or less"));
    else if (charged)
        s.why = ruleSentence(HEXFIRE_TEXT("RuleText", "a charge and a melee"));
    else if (s.now == Readiness::Fresh)
        s.why = ruleSentence(HEXFIRE_TEXT("RuleText", "a melee"));
    else
        s.why = s.now == Readiness::Tired
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "a melee while tired"))
            : ruleSentence(HEXFIRE_TEXT("RuleText", "a melee while exhausted"));
    return s;
}

ExplanationLine stepLine(const Unit &u, const Step &s, bool forecast)
{
    const std::string_view now = translatedRuleText(displayName(s.now));
    std::string text;
    if (forecast)
        text = s.next != s.now
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "if the melee is fought, %1 after %2: %3 → %4"),
                u.name, s.why, now, readinessText(s.next))
            : ruleSentence(
                HEXFIRE_TEXT("RuleText", "if the melee is fought, %1 after %2: stays %3"), u.name,
                s.why, now);
    else
        text = s.next != s.now
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 after %2: %3 → %4"), u.name, s.why, now,
                readinessText(s.next))
            : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 after %2: stays %3"), u.name, s.why, now);
    return explain("melee.readiness", text, std::string(displayName(s.next)), std::nullopt,
        s.assumed ? readinessAssumed : meleeRule, u.id.value, s.assumed);
}

/** Every cavalry unit of both sides with its step, in the order attackers, defenders. */
template <typename F> void forEachStep(const MeleeSide &a, const MeleeSide &d, F &&f)
{
    for (const MeleeSide *side : {&a, &d}) {
        const MeleeSide &other = side == &a ? d : a;
        for (std::size_t i = 0; i < side->units.size(); ++i) {
            const Approach approach
                = i < side->approaches.size() ? side->approaches[i] : Approach::Front;
            const Unit &u = *side->units[i];
            if (const auto s = stepOf(u, side->attacking, approach, other.units))
                f(u, *s);
        }
    }
}

} // namespace

void LbMeleeAftermath::explainReadiness(
    const MeleeSide &attackers, const MeleeSide &defenders, std::vector<ExplanationLine> &lines)
{
    forEachStep(attackers, defenders,
        [&](const Unit &u, const Step &s) { lines.push_back(stepLine(u, s, true)); });
}

void LbMeleeAftermath::applyReadiness(
    const MeleeSide &attackers, const MeleeSide &defenders, Resolution &r)
{
    forEachStep(attackers, defenders, [&](const Unit &u, const Step &s) {
        r.lines.push_back(stepLine(u, s, false));
        for (Effect &e : readinessEffects(u, s.next, s.why))
            r.effects.push_back(std::move(e));
    });
}

void LbMeleeAftermath::applyZoneLosses(const GameState &state,
    const std::vector<const Unit *> &fought, std::size_t first, Resolution &r)
{
    std::vector<Effect> losses;
    for (std::size_t i = first; i < r.effects.size(); ++i) {
        const Effect &e = r.effects[i];
        if (e.kind != EffectKind::Moved || (e.name != "retreat" && e.name != "rout") || !e.unit
            || !e.from || !e.to)
            continue;
        const Unit &u = state.unit(*e.unit);
        if (std::find(fought.begin(), fought.end(), &u) == fought.end()
            || zdiHoldersLeft(state, u, *e.from, *e.to).empty())
            continue;
        Effect lost = makeEffect(EffectKind::StrengthLost, "increments-lost", u.id);
        lost.count = 1;
        lost.note = ruleSentence(
            HEXFIRE_TEXT("RuleText", "left an enemy zone of influence through the melee"));
        losses.push_back(std::move(lost));
        if (u.strength <= 1)
            losses.push_back(makeEffect(EffectKind::Eliminated, "eliminated", u.id));
        r.lines.push_back(explain("melee.zone-loss",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 leaves an enemy zone of influence through the melee and loses an "
                             "increment"),
                u.name),
            "-1", -1, zoneAssumed, u.id.value, true));
    }
    for (Effect &e : losses)
        r.effects.push_back(std::move(e));
}

std::vector<Assumption> LbMeleeAftermath::assumptions()
{
    return {{"labataille.melee-readiness",
                ruleSentence(HEXFIRE_TEXT("RuleText",
                    "Cavalry fights \"at a third\" and keeps its readiness when the multipliers of "
                    "the melee other than its own readiness cut its value to a third or less (a "
                    "carré, general order, routed); only an attacker's charge this player turn "
                    "makes a melee \"a charge and a melee\".")),
                readinessAssumed},
        {"labataille.melee-zone-loss",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A unit that a melee result sends out of an enemy zone of influence (a rout or a "
                "disorder retreat) loses one increment, the least the rule asks; a unit that "
                "falls back after a failed pre-melee check loses none.")),
            zoneAssumed}};
}

} // namespace hexfire::labataille
