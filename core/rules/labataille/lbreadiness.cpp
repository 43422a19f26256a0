#include "core/rules/labataille/lbreadiness.h"

#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbtables.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletools.h"

#include <array>

namespace hexfire::labataille {

namespace {

constexpr std::array<std::string_view, 3> readinessNames {"Fresh", "Tired", "Exhausted"};

bool isCavalry(const Unit &unit)
{
    const LbProfile *p = profileOf<LbProfile>(unit);
    return p && p->kind == UnitKind::Cavalry;
}

std::string_view statusOf(Readiness r)
{
    switch (r) {
    case Readiness::Tired:
        return statuses::tired;
    case Readiness::Exhausted:
        return statuses::exhausted;
    case Readiness::Fresh:
        break;
    }
    return {};
}

Effect statusEffect(EffectKind kind, const Unit &unit, std::string_view status, std::string note)
{
    Effect e = makeEffect(kind, std::string(status), unit.id);
    e.status = std::string(status);
    e.note = std::move(note);
    return e;
}

/** Takes the unit from one readiness to another: the old status cleared, the new one set. */
void change(const Unit &unit, Readiness from, Readiness to, const std::string &note,
    std::vector<Effect> &out)
{
    if (from == to)
        return;
    if (from != Readiness::Fresh)
        out.push_back(statusEffect(EffectKind::StatusCleared, unit, statusOf(from), note));
    if (to != Readiness::Fresh)
        out.push_back(statusEffect(EffectKind::StatusSet, unit, statusOf(to), note));
}

bool rested(const Unit &unit)
{
    return !unit.status.has(statuses::moved) && !unit.status.has(statuses::charged)
        && !unit.status.has(statuses::retreated) && !unit.status.has(statuses::fought);
}

} // namespace

std::string_view displayName(Readiness r) { return readinessNames[static_cast<std::size_t>(r)]; }

Readiness readinessOf(const Unit &unit)
{
    if (unit.status.has(statuses::exhausted))
        return Readiness::Exhausted;
    return unit.status.has(statuses::tired) ? Readiness::Tired : Readiness::Fresh;
}

Fraction readinessMultiplier(Readiness r)
{
    switch (r) {
    case Readiness::Tired:
        return {1, 2};
    case Readiness::Exhausted:
        return {1, 3};
    case Readiness::Fresh:
        break;
    }
    return {1, 1};
}

Fraction readinessMultiplier(const Unit &unit) { return readinessMultiplier(readinessOf(unit)); }

Readiness nextReadiness(Readiness now, bool charged, bool atThird)
{
    if (atThird)
        return now;
    if (charged || now != Readiness::Fresh)
        return Readiness::Exhausted;
    return Readiness::Tired;
}

std::vector<Effect> readinessEffects(const Unit &unit, Readiness next, std::string_view why)
{
    std::vector<Effect> out;
    if (!isCavalry(unit))
        return out;
    change(unit, readinessOf(unit), next, std::string(why), out);
    if (!unit.status.has(statuses::fought))
        out.push_back(statusEffect(EffectKind::StatusSet, unit, statuses::fought,
            ruleSentence(HEXFIRE_TEXT("RuleText", "fought a melee this turn"))));
    return out;
}

std::vector<Effect> readinessRecovery(const GameState &state)
{
    std::vector<Effect> out;
    for (const Unit &u : state.units()) {
        if (!isCavalry(u))
            continue;
        const Readiness now = readinessOf(u);
        if (u.onMap() && now != Readiness::Fresh && rested(u)) {
            // Two steps for a turn without moving: exhausted and tired both end fresh.
            change(u, now, Readiness::Fresh,
                ruleSentence(HEXFIRE_TEXT("RuleText", "rested a full turn without moving")), out);
        }
        if (u.status.has(statuses::fought))
            out.push_back(statusEffect(EffectKind::StatusCleared, u, statuses::fought,
                ruleSentence(HEXFIRE_TEXT("RuleText", "a new turn"))));
    }
    return out;
}

std::string readinessText(Readiness r)
{
    switch (r) {
    case Readiness::Tired:
        return ruleSentence(HEXFIRE_TEXT(
            "RuleText", "Tired: melee value halved, no charge in the Charge à Cheval segment"));
    case Readiness::Exhausted:
        return ruleSentence(HEXFIRE_TEXT("RuleText", "Exhausted: melee value a third, no charges"));
    case Readiness::Fresh:
        break;
    }
    return ruleSentence(HEXFIRE_TEXT("RuleText", "Fresh"));
}

Assumption readinessAssumption()
{
    return {"labataille.readiness-rest",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Tired or exhausted cavalry rests in a turn in which it did not move, charge, retreat "
            "or fight a melee, and then recovers two steps; a unit that moved is taken as having "
            "moved more than half its movement allowance, and losses to fire do not stop its "
            "rest.")),

        "docs/rules.md: La Bataille cavalry rest"};
}

} // namespace hexfire::labataille
