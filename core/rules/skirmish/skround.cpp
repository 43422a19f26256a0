#include "core/rules/skirmish/skround.h"

#include "core/dice/dicesource.h"
#include "core/dice/distribution.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"
#include "core/rules/ruletools.h"
#include "core/rules/sequence.h"
#include "core/rules/skirmish/skactions.h"
#include "core/rules/skirmish/skfire.h"
#include "core/rules/skirmish/sktables.h"

#include <algorithm>

namespace hexfire::skirmish {

namespace {

constexpr const char *roundDoc = "docs/rules.md: 2d6 Skirmish round";

SequenceOfPlay build()
{
    SequenceOfPlay s;
    s.turnName = HEXFIRE_TEXT("RuleText", "Round");
    s.phases.push_back(makePhase(phases::initiative, HEXFIRE_TEXT("RuleText", "Initiative"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Each side rolls two dice: the higher activates the first team of the round; a tie is "
            "rolled again.")),
        roundDoc, PhaseActors::Nobody, {}, actions::initiativeRoll));
    s.phases.back().endRollsForFirst = true;
    std::vector<std::string_view> teamActions {actions::move, actions::fire, actions::rally,
        actions::turnClockwise, actions::turnCounterClockwise};
    for (const std::string_view order : {"set-posture", "set-brace", "set-position"})
        teamActions.push_back(order);
    PhaseType activations = makePhase(phases::activations, HEXFIRE_TEXT("RuleText", "Activations"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "The sides take turns activating one team each, the initiative side first: its figures "
            "move (a walk, a run or a crawl), fire, brace, change posture or take up a prepared "
            "position. Every team acts once a round; a side with no team left passes, and the "
            "other side activates the rest of its teams. A team that has not acted may interrupt "
            "an enemy move by firing at the figure that moved, which spends its activation.")),
        roundDoc, PhaseActors::Alternating, teamActions, {},
        {actions::fire, "set-posture", actions::move});
    activations.handOverName = HEXFIRE_TEXT("RuleText", "End activation");
    activations.handOverHelp = ruleSentence(HEXFIRE_TEXT("RuleText",
        "Ends the activation of the team that acted: the other side activates one of its teams "
        "next."));
    s.phases.push_back(std::move(activations));
    s.phases.push_back(makePhase(phases::endOfRound, HEXFIRE_TEXT("RuleText", "End of round"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Figures that stood still without firing brace their weapons, moves and fire are "
            "forgotten, being under fire ages by a round, and figures settling into a prepared "
            "position are ready.")),
        "Braced Weapons; Firer not under fire", PhaseActors::Nobody, {}, actions::endRound));
    return s;
}

std::string sideName(const GameState &state, const SideId &id)
{
    const Side *s = state.findSide(id);
    return s ? s->name : id.value;
}

/** Resolves the action, then applies what opening the activation does. */
class ActivationPlan final : public EvaluationPlan {
public:
    std::shared_ptr<const EvaluationPlan> inner;
    std::vector<Effect> after;

    void resolve(const RuleSet &rules, const GameState &state, const Evaluation &evaluation,
        DiceSource &dice, Resolution &r) const override
    {
        inner->resolve(rules, state, evaluation, dice, r);
        r.effects.insert(r.effects.end(), after.begin(), after.end());
    }
};

/** Both sides roll two dice until they differ; the higher goes first. */
class InitiativePlan final : public EvaluationPlan {
public:
    std::vector<SideId> sides;

    void resolve(const RuleSet &, const GameState &state, const Evaluation &evaluation,
        DiceSource &dice, Resolution &r) const override
    {
        r = startResolution(evaluation);
        // A tie is rolled again; after ten ties in a row the side listed first goes first, so a
        // scripted source that repeats itself cannot loop for ever.
        std::optional<SideId> winner;
        for (int attempt = 0; attempt < 10 && !winner; ++attempt) {
            int best = -1;
            int bestCount = 0;
            std::optional<SideId> leader;
            std::string rolls;
            for (std::size_t i = 0; i < sides.size(); ++i) {
                const std::string name = sideName(state, sides[i]);
                const int a = dice.roll(
                    6, ruleSentence(HEXFIRE_TEXT("RuleText", "initiative: %1, first die"), name));
                const int b = dice.roll(
                    6, ruleSentence(HEXFIRE_TEXT("RuleText", "initiative: %1, second die"), name));
                rolls += (i ? ", " : "")
                    + ruleSentence(HEXFIRE_TEXT("RuleText", "the %1 side rolls %2 and %3 = %4"),
                        name, a, b, a + b);
                if (a + b > best) {
                    best = a + b;
                    bestCount = 1;
                    leader = sides[i];
                } else if (a + b == best) {
                    ++bestCount;
                }
            }
            const std::string text = attempt == 0
                ? ruleSentence(HEXFIRE_TEXT("RuleText", "initiative: %1"), rolls)
                : ruleSentence(HEXFIRE_TEXT("RuleText", "a tie, rolled again: %1"), rolls);
            r.lines.push_back(explain("initiative.roll", text, std::to_string(best), best, roundDoc,
                ruleSentence(HEXFIRE_TEXT("RuleText", "the initiative")), true));
            if (bestCount == 1)
                winner = leader;
        }
        if (!winner)
            winner = sides.front();
        SequencePosition p = state.sequence();
        p.firstSide = winner;
        p.phasingSide = winner;
        Effect e = makeEffect(EffectKind::SequenceChanged, std::string(actions::initiativeRoll));
        e.sequence = p;
        e.note = ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 activates first"), sideName(state, *winner));
        r.effects.push_back(e);
        r.lines.push_back(explain("initiative.winner",
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "the %1 side activates the first team of the round"),
                sideName(state, *winner)),
            {}, std::nullopt, roundDoc, winner->value, true));
        r.outcomes.push_back({"initiative", "initiative-" + winner->value,
            ruleSentence(HEXFIRE_TEXT("RuleText", "The %1 side activates first"),
                sideName(state, *winner))});
    }
};

/** A figure on the map still in action: one that is down no longer counts for its team. */
bool onMapFigure(const Unit &u)
{
    return u.onMap() && profileOf<SkProfile>(u) && !u.status.has(states::down);
}

} // namespace

const SequenceOfPlay &skirmishSequence()
{
    static const SequenceOfPlay sequence = build();
    return sequence;
}

bool sameTeam(const Unit &a, const Unit &b)
{
    // The side first: it rules out half the map without looking up a profile.
    if (a.side != b.side)
        return false;
    const SkProfile *pa = profileOf<SkProfile>(a);
    const SkProfile *pb = profileOf<SkProfile>(b);
    return pa && pb && pa->team == pb->team;
}

bool teamActed(const GameState &state, const Unit &u)
{
    return std::any_of(state.units().begin(), state.units().end(),
        [&](const Unit &m) { return m.status.has(states::acted) && sameTeam(m, u); });
}

bool teamFired(const GameState &state, const Unit &u)
{
    return std::any_of(state.units().begin(), state.units().end(), [&](const Unit &m) {
        return m.side == u.side && m.status.has(states::fired) && sameTeam(m, u);
    });
}

bool sideHasTeamToActivate(const GameState &state, const SideId &side)
{
    return std::any_of(state.units().begin(), state.units().end(),
        [&](const Unit &u) { return u.side == side && onMapFigure(u) && !teamActed(state, u); });
}

void openActivation(const GameState &state, Evaluation &e, const Unit &actor, bool interrupt)
{
    if (!e.legal || !e.plan || teamActed(state, actor))
        return;
    auto plan = std::make_shared<ActivationPlan>();
    plan->inner = e.plan;
    for (const Unit &m : state.units()) {
        if (!sameTeam(m, actor) || !m.onMap())
            continue;
        Effect fx = makeEffect(EffectKind::StatusSet, "activated", m.id);
        fx.status = std::string(states::acted);
        plan->after.push_back(std::move(fx));
    }
    const SkProfile *p = profileOf<SkProfile>(actor);
    const std::string team = p ? p->team : actor.name;
    if (!interrupt) {
        SequencePosition next = state.sequence();
        next.activation = actor.id;
        Effect fx = makeEffect(EffectKind::SequenceChanged, "activated");
        fx.sequence = next;
        fx.note = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is activated"), team);
        plan->after.push_back(std::move(fx));
        e.lines.push_back(explain("round.activation",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "this activates %1: its figures act until the activation ends, and "
                             "it does not act again this round"),
                team),
            {}, std::nullopt, roundDoc, actor.id.value, true));
    } else {
        e.lines.push_back(explain("round.interrupt",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 fires out of turn at the figure that moved: that spends its "
                             "activation for this round"),
                team),
            {}, std::nullopt, roundDoc, actor.id.value, true));
    }
    e.plan = std::move(plan);
}

Evaluation evaluateInitiative(const GameState &state, const Action &action)
{
    Evaluation e = startEvaluation(action, {roundAssumption()});
    if (state.sides().size() < 2)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Two sides roll for the initiative.")), roundDoc);
    auto plan = std::make_shared<InitiativePlan>();
    for (const Side &s : state.sides())
        plan->sides.push_back(s.id);
    // Ties are rolled again, so each side's chance is its chance of a higher roll over the
    // chance that the rolls differ.
    const Distribution two = sumOfDice(2, 6);
    OddsTable odds {"initiative", HEXFIRE_TEXT("RuleText", "Who activates first"), {}, true};
    if (plan->sides.size() == 2) {
        double first = 0.0;
        double tie = 0.0;
        for (int a = two.minValue(); a <= two.maxValue(); ++a) {
            for (int b = two.minValue(); b <= two.maxValue(); ++b) {
                if (a > b)
                    first += two[a] * two[b];
                else if (a == b)
                    tie += two[a] * two[b];
            }
        }
        const double p = first / (1.0 - tie);
        odds.outcomes.push_back({"initiative-" + plan->sides[0].value,
            ruleSentence(HEXFIRE_TEXT("RuleText", "The %1 side"), sideName(state, plan->sides[0])),
            p});
        odds.outcomes.push_back({"initiative-" + plan->sides[1].value,
            ruleSentence(HEXFIRE_TEXT("RuleText", "The %1 side"), sideName(state, plan->sides[1])),
            1.0 - p});
        e.odds.push_back(std::move(odds));
    }
    for (const SideId &side : plan->sides) {
        e.dice.push_back({6,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "initiative: %1, first die"), sideName(state, side)),
            false});
        e.dice.push_back({6,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "initiative: %1, second die"), sideName(state, side)),
            false});
    }
    e.lines.push_back(explain("initiative",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "each side rolls two dice: the higher activates the first team of the round, and a "
            "tie is rolled again")),
        {}, std::nullopt, roundDoc, ruleSentence(HEXFIRE_TEXT("RuleText", "the initiative")),
        true));
    e.plan = std::move(plan);
    return e;
}

Assumption roundAssumption()
{
    return {"skirmish.round",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "A round: each side rolls two dice for the initiative (ties roll again), then the "
            "sides take turns activating one team each, every team once a round.")),
        roundDoc};
}

} // namespace hexfire::skirmish
