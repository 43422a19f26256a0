#include "core/rules/ruleset.h"

#include "core/error.h"
#include "core/los/losengine.h"
#include "core/rules/adjustment.h"
#include "core/rules/builtinactions.h"
#include "core/rules/ruletext.h"
#include "core/rules/ruletools.h"
#include "core/rules/sequence.h"

namespace hexfire {

Evaluation RuleSet::evaluateOrRefuse(
    const GameState &state, const Action &action, EvaluationDetail detail) const
{
    try {
        return evaluateInGame(state, action, detail);
    } catch (const Error &e) {
        Evaluation refused;
        refused.action = action;
        refused.legal = false;
        refused.whyNot = e.what();
        refused.detail = detail;
        return refused;
    }
}

Evaluation RuleSet::evaluateInGame(
    const GameState &state, const Action &action, EvaluationDetail detail) const
{
    Evaluation e;
    if (action.kind == builtin::adjust)
        e = evaluateAdjustment(*this, state, action);
    else if (action.kind == builtin::nextPhase)
        e = evaluateNextPhase(*this, state, action);
    else if (action.kind == builtin::endActivation)
        e = evaluateEndActivation(*this, state, action);
    else if (const std::optional<SequenceRefusal> no = sequenceRefusal(*this, state, action))
        e = refused(startEvaluation(action), no->why, no->rule);
    else if (detail == EvaluationDetail::Headline)
        e = evaluateHeadline(state, action);
    else
        e = evaluate(state, action);
    // Marked here, whatever the rule system returned, so that resolve() can tell.
    e.detail = detail;
    return e;
}

const ActionType *RuleSet::findActionType(std::string_view key) const
{
    if (const ActionType *own = findByKey(vocabulary().actions, key))
        return own;
    return findByKey(builtinActionTypes(), key);
}

const EffectType *RuleSet::findEffectType(std::string_view key) const
{
    if (const EffectType *own = findByKey(vocabulary().effects, key))
        return own;
    return findByKey(builtinEffectTypes(), key);
}

const SequenceOfPlay &RuleSet::sequenceOfPlay() const
{
    static const SequenceOfPlay none;
    const SequenceRules *part = sequenceRules();
    return part ? part->sequenceOfPlay() : none;
}

std::vector<ParamSpec> RuleSet::endStepParams() const
{
    std::vector<ParamSpec> out;
    for (const PhaseType &phase : sequenceOfPlay().phases) {
        const ActionType *step
            = phase.endAction.empty() ? nullptr : findActionType(phase.endAction);
        for (const ParamSpec &p : step ? step->params : std::vector<ParamSpec> {}) {
            if (!findByKey(out, p.key))
                out.push_back(p);
        }
    }
    return out;
}

std::vector<VictoryConditionType> RuleSet::victoryConditionTypes() const
{
    const SequenceRules *part = sequenceRules();
    return part ? part->victoryConditionTypes() : sharedVictoryConditions();
}

std::vector<VictoryConditionType> SequenceRules::victoryConditionTypes() const
{
    return sharedVictoryConditions();
}

std::optional<SequenceRefusal> SequenceRules::limitOnActing(const GameState &, const Action &) const
{
    return std::nullopt;
}

bool SequenceRules::actsInActivation(
    const GameState &, const UnitId &active, const Unit &actor) const
{
    return active == actor.id;
}

SideId SequenceRules::handOverTo(const GameState &, const SideId &, const SideId &proposed) const
{
    return proposed;
}

std::optional<VictoryVerdict> SequenceRules::victoryVerdict(const GameState &) const
{
    return std::nullopt;
}

std::optional<VictoryPreset> SequenceRules::victoryPreset() const { return std::nullopt; }

bool SequenceRules::endsGameNow(const GameState &) const { return false; }

std::vector<VictoryConditionType> sharedVictoryConditions()
{
    return {
        {"objectives", HEXFIRE_TEXT("RuleText", "Objectives held"),
            HEXFIRE_TEXT("RuleText",
                "Each side scores the points of the objectives it holds when the game ends.")},
        {"losses", HEXFIRE_TEXT("RuleText", "Losses inflicted"),
            HEXFIRE_TEXT(
                "RuleText", "Each side scores points for every strength point the enemy lost.")},
        {"elimination", HEXFIRE_TEXT("RuleText", "A side eliminated"),
            HEXFIRE_TEXT("RuleText", "A side with no unit left on the map loses at once.")},
    };
}

Resolution RuleSet::resolve(
    const GameState &state, const Evaluation &evaluation, DiceSource &dice) const
{
    const ActionType *type = findActionType(evaluation.action.kind);
    const std::string name = type ? type->name : evaluation.action.kind;
    if (!evaluation.legal)
        throw Error(name + " cannot be resolved: " + evaluation.whyNot);
    if (evaluation.detail != EvaluationDetail::Full)
        throw Error(name + " cannot be resolved: it was evaluated for its headline odds alone");
    if (!evaluation.plan)
        throw Error(
            name + " cannot be resolved: it was not evaluated by " + std::string(displayName()));
    Resolution r;
    r.action = evaluation.action;
    evaluation.plan->resolve(*this, state, evaluation, dice, r);
    return r;
}

std::array<std::uint64_t, 3> RuleSet::losKey(const GameState &state) const
{
    const LosInputs reads = losInputs();
    return {state.mapRevision(), reads.units ? state.unitsRevision() : 0,
        reads.markers ? state.markersRevision() : 0};
}

std::shared_ptr<const LosRules> RuleSet::losRules(const GameState &state) const
{
    const std::array<std::uint64_t, 3> key = losKey(state);
    {
        const std::lock_guard lock(m_losMutex);
        for (const LosSlot &slot : m_losSlots) {
            if (slot.key == key)
                return slot.rules;
        }
    }
    // Built outside the lock: two threads may build the same hook once each, never wait on it.
    std::shared_ptr<const LosRules> built = makeLosRules(state);
    const std::lock_guard lock(m_losMutex);
    m_losSlots[m_losNext] = {key, built};
    m_losNext = (m_losNext + 1) % m_losSlots.size();
    return built;
}

void RuleSet::forgetLosRules()
{
    const std::lock_guard lock(m_losMutex);
    m_losSlots = {};
}

LosTrace RuleSet::traceLos(const GameState &state, Hex from, Hex to) const
{
    const std::shared_ptr<const LosRules> rules = losRules(state);
    LosEngine engine(state.map(), *rules);
    return engine.trace(from, to);
}

std::vector<LosResult> RuleSet::visibleHexes(const GameState &state, Hex from) const
{
    const std::shared_ptr<const LosRules> rules = losRules(state);
    LosEngine engine(state.map(), *rules);
    return engine.visibleHexes(from);
}

std::string RuleSet::unitTypeOf(const Unit &unit) const
{
    const std::vector<UnitType> &types = vocabulary().unitTypes;
    const DataNode profile = writeUnitProfile(unit);
    if (const DataNode *type = profile.find("type");
        type && type->isString() && findByKey(types, type->string))
        return type->string;
    return types.size() == 1 ? types.front().key : std::string();
}

std::vector<Action> RuleSet::reactions(const GameState &state, const Action &done) const
{
    const ReactionRules *part = reactionRules();
    return part ? part->reactionsTo(state, done) : std::vector<Action> {};
}

std::vector<ParamChoice> RuleSet::orderItems(
    const GameState &state, const Action &action, std::string_view paramKey) const
{
    const OrderItemRules *part = orderItemRules();
    return part ? part->itemsToOrder(state, action, paramKey) : std::vector<ParamChoice> {};
}

std::string RuleSet::questionFor(
    const GameState &state, const Action &action, const ParamSpec &spec) const
{
    const OrderItemRules *part = orderItemRules();
    return part ? part->questionFor(state, action, spec) : spec.help;
}

std::string OrderItemRules::questionFor(
    const GameState &, const Action &, const ParamSpec &spec) const
{
    return spec.help;
}

std::optional<std::array<HexsideClass, 6>> RuleSet::hexsideClasses(
    const GameState &state, const Unit &unit) const
{
    const FacingRules *part = facingRules();
    return part ? part->hexsideClassesOf(state, unit) : std::nullopt;
}

} // namespace hexfire
