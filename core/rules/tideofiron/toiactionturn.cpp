#include "core/rules/tideofiron/toiactionturn.h"

#include "core/rules/rulesentence.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruletools.h"
#include "core/rules/sequence.h"
#include "core/rules/tideofiron/toiattack.h"

#include <algorithm>

namespace hexfire::toi {

namespace {

constexpr const char *actionPhaseRule = "The Action Phase";

std::string sideName(const GameState &state, const SideId &id)
{
    const Side *s = state.findSide(id);
    return s ? s->name : id.value;
}

std::optional<SideId> otherSide(const GameState &state, const SideId &side)
{
    for (const Side &s : state.sides()) {
        if (s.id != side)
            return s.id;
    }
    return std::nullopt;
}

std::string actionsText(int n)
{
    return n == 1 ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 action"), n)
                  : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 actions"), n);
}

/**
 * Resolves the action, then counts it: the side's turn goes on, or passes to the other side (or
 * stays, when the other side is out), as the fresh units left after the action decide.
 */
class ActionTurnPlan final : public EvaluationPlan {
public:
    std::shared_ptr<const EvaluationPlan> inner;
    std::vector<Effect> before;
    int actionsPerTurn = 3;
    /** The second half of a Fire and Movement: counted already, it may end the turn. */
    bool finishing = false;
    /** The first half: the turn waits for the second half (or the player's hand-over). */
    bool halfDone = false;

    void resolve(const RuleSet &rules, const GameState &state, const Evaluation &evaluation,
        DiceSource &dice, Resolution &r) const override
    {
        inner->resolve(rules, state, evaluation, dice, r);
        r.effects.insert(r.effects.begin(), before.begin(), before.end());
        GameState after = state;
        after.apply(r.effects);
        handOver(state, after, r);
    }

private:
    void handOver(const GameState &state, const GameState &after, Resolution &r) const
    {
        const SequencePosition &now = state.sequence();
        if (!now.sideToAct)
            return;
        const SideId side = *now.sideToAct;
        // A Fire and Movement still half done (an Op Fire reply that did not stop the unit)
        // keeps the turn waiting.
        if (finishing
            && std::any_of(after.units().begin(), after.units().end(),
                [&](const Unit &u) { return u.side == side && isHalfDone(u); }))
            return;
        SequencePosition next = after.sequence();
        next.actionsTaken = now.actionsTaken + (finishing ? 0 : 1);
        if (next.actionsTaken < actionsPerTurn) {
            if (!finishing)
                r.effects.push_back(makeSequenceChange("action-taken", next));
            return;
        }
        if (halfDone) {
            r.lines.push_back(explain("toi.action-turn-waits",
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "the last action of the %1 action turn is half done: the turn "
                                 "passes once it is finished"),
                    sideName(state, side)),
                {}, std::nullopt, actionPhaseRule,
                ruleSentence(HEXFIRE_TEXT("RuleText", "the action turn"))));
            r.effects.push_back(makeSequenceChange("action-taken", next));
            return;
        }
        next.actionsTaken = 0;
        const std::optional<SideId> other = otherSide(state, side);
        const bool otherCan = other && freshUnits(after, *other) >= actionsPerTurn;
        const bool selfCan = freshUnits(after, side) >= actionsPerTurn;
        std::string text;
        if (otherCan) {
            next.sideToAct = other;
            text = ruleSentence(
                HEXFIRE_TEXT("RuleText", "the %1 action turn is over: the %2 side takes its turn"),
                sideName(state, side), sideName(state, *other));
        } else if (selfCan) {
            text = other ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                            "the %1 action turn is over; the %2 side has fewer "
                                            "than %3 to take and is out of the Action phase, so "
                                            "the %1 side takes another turn"),
                       sideName(state, side), sideName(state, *other), actionsText(actionsPerTurn))
                         : ruleSentence(HEXFIRE_TEXT("RuleText",
                                            "the %1 action turn is over; the other side has fewer "
                                            "than %2 to take and is out of the Action phase, so "
                                            "the %1 side takes another turn"),
                             sideName(state, side), actionsText(actionsPerTurn));
        } else {
            next.sideToAct = other;
            text = ruleSentence(HEXFIRE_TEXT("RuleText",
                                    "the %1 action turn is over, and neither side has %2 to take: "
                                    "the Action phase is over (end it)"),
                sideName(state, side), actionsText(actionsPerTurn));
        }
        r.lines.push_back(explain("toi.action-turn", text, {}, std::nullopt, actionPhaseRule,
            ruleSentence(HEXFIRE_TEXT("RuleText", "the action turn"))));
        r.effects.push_back(makeSequenceChange("action-turn-over", next));
    }

    static Effect makeSequenceChange(std::string name, SequencePosition next)
    {
        Effect fx = makeEffect(EffectKind::SequenceChanged, std::move(name));
        fx.sequence = std::move(next);
        return fx;
    }
};

} // namespace

bool isHalfDone(const Unit &unit)
{
    return unit.status.has(fireAndMovementPending) || unit.status.has(assaultPending);
}

std::vector<Effect> halfDoneCleared(const Unit &unit, std::string name)
{
    std::vector<Effect> out;
    for (const std::string_view key : {fireAndMovementPending, assaultPending}) {
        if (unit.status.has(key)) {
            Effect fx = makeEffect(EffectKind::StatusCleared, name, unit.id);
            fx.status = std::string(key);
            out.push_back(std::move(fx));
        }
    }
    return out;
}

bool isFresh(const Unit &unit)
{
    return !unit.status.has(states::fatigued) && !unit.status.has(states::opFire);
}

int freshUnits(const GameState &state, const SideId &side)
{
    return static_cast<int>(std::count_if(state.units().begin(), state.units().end(),
        [&](const Unit &u) { return u.onMap() && u.side == side && isFresh(u); }));
}

std::string whySideIsOut(const ToiOptions &options, const GameState &state, const SideId &side)
{
    if (state.sequence().sideToAct != side)
        return {};
    if (state.sequence().actionsTaken >= options.actionsPerTurn)
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "the %1 side has taken the %2 of its action turn: finish the Fire "
                                "and Movement or the assault under way, or end the action turn"),
            sideName(state, side), actionsText(options.actionsPerTurn));
    // Only at the start of a turn: a side that began one takes its actions to the end.
    if (state.sequence().actionsTaken > 0)
        return {};
    const int fresh = freshUnits(state, side);
    if (fresh >= options.actionsPerTurn)
        return {};
    const std::string units = fresh == 0 ? ruleSentence(HEXFIRE_TEXT("RuleText", "no fresh unit"))
        : fresh == 1 ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 fresh unit"), fresh)
                     : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 fresh units"), fresh);
    return ruleSentence(HEXFIRE_TEXT("RuleText",
                            "the %1 side has %2 for the %3 of an action turn: it is out for the "
                            "rest of the Action phase"),
        sideName(state, side), units, actionsText(options.actionsPerTurn));
}

std::vector<Effect> clearFormerActivation(const GameState &state, const std::optional<UnitId> &keep)
{
    std::vector<Effect> out;
    for (const Unit &u : state.units()) {
        if (!keep || u.id != *keep) {
            const std::vector<Effect> cleared = halfDoneCleared(u, "activation-over");
            out.insert(out.end(), cleared.begin(), cleared.end());
        }
    }
    for (const Marker &m : state.markers()) {
        if (m.kind == opFireTrigger) {
            Effect fx = makeEffect(EffectKind::MarkerRemoved, "activation-over");
            fx.marker = m;
            out.push_back(std::move(fx));
        }
    }
    return out;
}

void finishAction(const ToiOptions &options, const GameState &state, Evaluation &e)
{
    if (!e.legal || !e.plan || !state.sequence().sideToAct)
        return;
    auto plan = std::make_shared<ActionTurnPlan>();
    plan->inner = e.plan;
    plan->actionsPerTurn = options.actionsPerTurn;
    plan->finishing = true;
    e.plan = std::move(plan);
}

void countAction(const ToiOptions &options, const GameState &state, Evaluation &e, bool halfDone)
{
    if (!e.legal || !e.plan || !state.sequence().sideToAct)
        return;
    const SequencePosition &now = state.sequence();
    e.lines.push_back(explain("toi.action",
        ruleSentence(HEXFIRE_TEXT("RuleText", "action %1 of %2 of the %3 action turn"),
            now.actionsTaken + 1, options.actionsPerTurn, sideName(state, *now.sideToAct)),
        std::to_string(now.actionsTaken + 1), now.actionsTaken + 1, actionPhaseRule,
        ruleSentence(HEXFIRE_TEXT("RuleText", "the action turn")), !options.actionsPerTurnGiven));
    auto plan = std::make_shared<ActionTurnPlan>();
    plan->inner = e.plan;
    plan->before = clearFormerActivation(
        state, e.action.actors.empty() ? std::nullopt : std::optional(e.action.actors.front()));
    plan->actionsPerTurn = options.actionsPerTurn;
    plan->halfDone = halfDone;
    e.plan = std::move(plan);
}

} // namespace hexfire::toi
