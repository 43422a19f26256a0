// La Bataille's turn (REFERENCE 2.5.1): the end steps of the Movement and fire segments and of the
// turn, and the segment rules the sequence alone does not say.

#include "core/rules/effectsplan.h"
#include "core/rules/labataille/lbfirerecord.h"
#include "core/rules/labataille/lbforcemarch.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbopportunityfire.h"
#include "core/rules/labataille/lbreadiness.h"
#include "core/rules/labataille/lbretreatchoice.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/labataille/lbsequence.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletools.h"

namespace hexfire {

using namespace labataille;

namespace {

constexpr const char *sequenceRule = "Sequence of Play";

/** A StatusCleared effect for each unit carrying one of these statuses; explained once a unit. */
void clearStatuses(const GameState &state, std::initializer_list<std::string_view> keys,
    std::string_view effectName, const std::optional<SideId> &side, EffectsPlan &plan)
{
    for (const Unit &u : state.units()) {
        if (side && u.side != *side)
            continue;
        for (const std::string_view k : keys) {
            if (!u.status.has(k))
                continue;
            Effect cleared = makeEffect(EffectKind::StatusCleared, std::string(effectName), u.id);
            cleared.status = std::string(k);
            plan.effects.push_back(std::move(cleared));
        }
    }
}

} // namespace

bool LaBatailleRuleSet::defensiveFireOnly(const GameState &state)
{
    return state.sequence().phase == phases::defensiveFire;
}

Evaluation LaBatailleRuleSet::evaluateEndSegment(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    auto plan = std::make_shared<EffectsPlan>();
    for (const Marker &m : state.markers()) {
        if (m.kind != "fired-at")
            continue;
        e.lines.push_back(explain("segment.clear",
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 may be fired at again"), state.map().label(m.hex)),
            "", std::nullopt, "Combat à la Feu (21)", state.map().label(m.hex)));
        Effect removed = makeEffect(EffectKind::MarkerRemoved, "fire-segment-ended", std::nullopt);
        removed.marker = m;
        plan->effects.push_back(std::move(removed));
    }
    clearStatuses(state, {statuses::fired}, "fire-segment-ended", std::nullopt, *plan);
    for (Effect &c : LbRetreatChoice::clearAll(state, "fire-segment-ended"))
        plan->effects.push_back(std::move(c));
    if (plan->effects.empty())
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "no unit has fired this fire segment")),
            "Combat à la Feu (21)");
    if (e.lines.empty())
        e.lines.push_back(explain("segment.clear",
            ruleSentence(HEXFIRE_TEXT("RuleText", "the units that fired may fire again")), "",
            std::nullopt, "Combat à la Feu (21)",
            ruleSentence(HEXFIRE_TEXT("RuleText", "the fire segment"))));
    e.plan = std::move(plan);
    return e;
}

Evaluation LaBatailleRuleSet::evaluateEndMovement(
    const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    auto plan = std::make_shared<EffectsPlan>();
    // Opportunity fire is once a segment too; a retreat before melee keeps a unit still for its
    // side's next Movement segment only.
    clearStatuses(state, {statuses::fired}, "movement-ended", std::nullopt, *plan);
    clearStatuses(
        state, {statuses::retreated}, "movement-ended", state.sequence().phasingSide, *plan);
    // Opportunity fire not made by the end of the segment is lost (docs/rules.md).
    for (const Marker &m : state.markers()) {
        if (m.kind != markers::opportunity)
            continue;
        e.lines.push_back(explain("movement.opportunity-lost",
            ruleSentence(HEXFIRE_TEXT("RuleText", "the opportunity fire not made at %1 is lost"),
                state.map().label(m.hex)),
            "", std::nullopt, opportunityFireRef, state.map().label(m.hex), true));
        Effect removed = makeEffect(EffectKind::MarkerRemoved, "movement-ended", std::nullopt);
        removed.marker = m;
        plan->effects.push_back(std::move(removed));
    }
    for (Effect &c : LbRetreatChoice::clearAll(state, "movement-ended"))
        plan->effects.push_back(std::move(c));
    if (plan->effects.empty())
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "no unit fired or sat out the move")),
            "Movement");
    e.lines.push_back(explain("movement.end",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "the units that made opportunity fire may fire again; units that retreated before a "
            "melee may move in their next Movement segment")),
        "", std::nullopt, "Movement", "the Movement segment"));
    e.plan = std::move(plan);
    return e;
}

Evaluation LaBatailleRuleSet::evaluateEndOfTurn(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    auto plan = std::make_shared<EffectsPlan>();
    // Cavalry that rested recovers, read before the turn's statuses are cleared (2.5.6).
    plan->effects = readinessRecovery(state);
    for (const Effect &r : plan->effects) {
        if (r.kind == EffectKind::StatusCleared && r.status != statuses::fought && r.unit)
            e.lines.push_back(explain("turn.readiness",
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 rested a full turn without moving and is fresh again"),
                    state.unit(*r.unit).name),
                ruleSentence(HEXFIRE_TEXT("RuleText", "Fresh")), std::nullopt,
                "docs/rules.md: La Bataille cavalry rest", r.unit->value, true));
    }
    if (!e.lines.empty())
        e.assumptions.push_back(readinessAssumption());
    clearStatuses(state,
        {statuses::fired, statuses::moved, statuses::charged, statuses::forceMarch}, "turn-ended",
        std::nullopt, *plan);
    // The fire targets and the losses to defensive fire served this turn's melees (2.5.5).
    LbFireRecord::clear(state, "turn-ended", plan->effects);
    for (Effect &c : LbRetreatChoice::clearAll(state, "turn-ended"))
        plan->effects.push_back(std::move(c));
    const int minutes = LbSequence::minutesPerTurn;
    SequencePosition p = state.sequence();
    p.minutesElapsed += minutes;
    Effect clock = makeEffect(EffectKind::SequenceChanged, "clock");
    clock.sequence = p;
    clock.note = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 minutes pass"), minutes);
    plan->outcomes.push_back({"time", "minutes-" + std::to_string(minutes), clock.note});
    plan->effects.push_back(std::move(clock));
    e.lines.push_back(explain("turn.clock",
        ruleSentence(HEXFIRE_TEXT("RuleText", "a turn is twenty minutes of clock time")),

        "+" + std::to_string(minutes) + " min", minutes, sequenceRule,
        ruleSentence(HEXFIRE_TEXT("RuleText", "the turn"))));
    e.plan = std::move(plan);
    return e;
}

} // namespace hexfire
