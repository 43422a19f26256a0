#include "core/rules/tlhy/tlhyturn.h"

#include "core/los/losengine.h"
#include "core/rules/builtinactions.h"
#include "core/rules/effectsplan.h"
#include "core/rules/mapcue.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"
#include "core/rules/ruletools.h"
#include "core/rules/sequence.h"
#include "core/rules/systemplan.h"
#include "core/rules/tlhy/tlhymarker.h"
#include "core/rules/tlhy/tlhyruleset.h"
#include "core/rules/tlhy/tlhysequence.h"
#include "core/rules/tlhy/tlhyunit.h"

#include <algorithm>
#include <array>

namespace hexfire {

namespace {

namespace k = tlhykeys;

/** A turn-keeping state set or cleared; named after the state set ("acted"), or what clears it. */
Effect statusEffect(EffectKind kind, const UnitId &unit, std::string_view status, std::string note,
    std::string_view name = {})
{
    Effect e = makeEffect(kind, std::string(name.empty() ? status : name), unit);
    e.status = std::string(status);
    e.note = std::move(note);
    return e;
}

std::string lowerFirst(std::string s)
{
    if (!s.empty() && s[0] >= 'A' && s[0] <= 'Z')
        s[0] = static_cast<char>(s[0] - 'A' + 'a');
    return s;
}

std::string sideName(const GameState &state, const SideId &id)
{
    const Side *s = state.findSide(id);
    return s ? s->name : id.value;
}

/** A leader or a vehicle of side on the map: without either a side forfeits the initiative. */
bool mayRollInitiative(const GameState &state, const SideId &side)
{
    return std::any_of(state.units().begin(), state.units().end(), [&](const Unit &u) {
        return u.side == side && u.onMap() && TlhyUnit::hasProfile(u)
            && (TlhyUnit::isLeader(u) || TlhyUnit::isVehicle(u));
    });
}

/** The units of the formation: same side, company and platoon (an ad hoc unit: itself). */
std::vector<const Unit *> platoonOf(const GameState &state, const Unit &unit)
{
    const TlhyProfile &p = TlhyUnit::profile(unit);
    std::vector<const Unit *> out;
    for (const Unit &u : state.units()) {
        if (!u.onMap() || u.side != unit.side || !TlhyUnit::hasProfile(u))
            continue;
        const TlhyProfile &q = TlhyUnit::profile(u);
        const bool same = p.platoon.empty() ? u.id == unit.id
                                            : q.platoon == p.platoon && q.company == p.company;
        if (same)
            out.push_back(&u);
    }
    return out;
}

bool hasLeader(const std::vector<const Unit *> &platoon)
{
    return std::any_of(
        platoon.begin(), platoon.end(), [](const Unit *u) { return TlhyUnit::isLeader(*u); });
}

bool anyActivated(const std::vector<const Unit *> &units)
{
    return std::any_of(
        units.begin(), units.end(), [](const Unit *u) { return u->status.has(k::activated); });
}

std::string formationName(const Unit &unit)
{
    const TlhyProfile &p = TlhyUnit::profile(unit);
    if (p.platoon.empty())
        return unit.name;
    return p.company.empty() ? p.platoon : p.platoon + ", " + p.company;
}

/** Activates units: the earlier activation of the side becomes reaction-only (S1). */
void activationEffects(const GameState &state, const SideId &side,
    const std::vector<const Unit *> &units, std::vector<Effect> &out)
{
    for (const Unit &u : state.units()) {
        if (u.side == side && TlhyTurn::isInCurrentActivation(u))
            out.push_back(statusEffect(EffectKind::StatusSet, u.id, k::reactionOnly,
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "an earlier activation: may only react now"))));
    }
    for (const Unit *u : units) {
        if (!u->status.has(k::activated))
            out.push_back(statusEffect(EffectKind::StatusSet, u->id, k::activated,
                ruleSentence(HEXFIRE_TEXT("RuleText", "activated"))));
    }
}

/** A unit action: the one action of the turn that the gate counts. */
bool isUnitAction(std::string_view kind)
{
    static constexpr std::array<std::string_view, 6> kinds {
        k::smallArmsFire, k::mortarCall, k::assault, k::maneuver, k::withdraw, k::recover};
    return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
}

/**
 * Resolves the action's own plan, then marks its units as having acted (or uses up the extra
 * action a Rally gave): one action per unit per turn (1.8.1).
 */
class ActedPlan final : public EvaluationPlan {
public:
    std::shared_ptr<const EvaluationPlan> inner;
    std::vector<UnitId> actors;
    std::vector<UnitId> rallied; /**< act on their extra action */

    void resolve(const RuleSet &rules, const GameState &state, const Evaluation &evaluation,
        DiceSource &dice, Resolution &r) const override
    {
        inner->resolve(rules, state, evaluation, dice, r);
        for (const UnitId &id : actors) {
            const bool extra = std::find(rallied.begin(), rallied.end(), id) != rallied.end();
            if (extra)
                r.effects.push_back(statusEffect(EffectKind::StatusCleared, id, k::rallied,
                    ruleSentence(HEXFIRE_TEXT("RuleText", "the extra action of a Rally is used")),
                    k::extraActionUsed));
            else
                r.effects.push_back(statusEffect(EffectKind::StatusSet, id, k::acted,
                    ruleSentence(HEXFIRE_TEXT("RuleText", "has taken its action this turn"))));
        }
    }
};

/** The initiative roll: one d10 a side, the higher wins (ties as TlhyOptions say). */
class InitiativePlan final : public SystemPlan<TlhyRuleSet> {
public:
    std::vector<SideId> rollers; /**< the sides that roll, in the scenario's order */
    std::vector<std::string> names;
    std::optional<SideId> holder; /**< last turn's initiative, which wins ties */
    int holderModifier = 0;
    std::optional<SideId> forfeitWinner; /**< nobody rolls: this side has it */

protected:
    void resolveWith(const TlhyRuleSet &, const GameState &state, const Evaluation &evaluation,
        DiceSource &dice, Resolution &r) const override
    {
        r.lines = evaluation.lines;
        std::optional<SideId> winner = forfeitWinner;
        if (!winner) {
            std::vector<int> totals;
            for (std::size_t i = 0; i < rollers.size(); ++i) {
                const int face = dice.roll(
                    10, ruleSentence(HEXFIRE_TEXT("RuleText", "initiative: %1"), names[i]));
                const int mod = holder && rollers[i] == *holder ? holderModifier : 0;
                totals.push_back(face + mod);
                r.lines.push_back(explain("tlhy.initiative.roll",
                    mod ? ruleSentence(
                        HEXFIRE_TEXT("RuleText", "%1 rolls %2 %3 for holding the initiative"),
                        names[i], face, signedText(mod))
                        : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 rolls %2"), names[i], face),
                    std::to_string(face + mod), face + mod, "", rollers[i].value));
            }
            winner = rollers.front();
            const int best = *std::max_element(totals.begin(), totals.end());
            const auto count = std::count(totals.begin(), totals.end(), best);
            if (count > 1 && holder) {
                winner = *holder;
            } else {
                for (std::size_t i = 0; i < rollers.size(); ++i) {
                    if (totals[i] == best) {
                        winner = rollers[i];
                        break;
                    }
                }
            }
            if (count > 1)
                r.lines.push_back(explain("tlhy.initiative.tie",
                    holder ? ruleSentence(
                        HEXFIRE_TEXT("RuleText", "a tie: the %1 side keeps the initiative"),
                        sideName(state, *winner))
                           : ruleSentence(HEXFIRE_TEXT("RuleText",
                                              "a tie: the %1 side is listed first and takes it"),
                               sideName(state, *winner)),
                    "", std::nullopt, "docs/rules.md: Initiative ties", winner->value, true));
        }
        SequencePosition p = state.sequence();
        p.firstSide = winner;
        p.phasingSide = winner;
        Effect e = makeEffect(EffectKind::SequenceChanged, std::string(k::initiativeRoll));
        e.sequence = p;
        e.note = ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 has the initiative"), sideName(state, *winner));
        r.effects.push_back(e);
        r.outcomes.push_back({"initiative", "initiative-" + winner->value,
            ruleSentence(HEXFIRE_TEXT("RuleText", "The %1 side has the initiative"),
                sideName(state, *winner))});
    }
};

/** The Coordination roll: d10 >= target activates the company, else the platoon alone. */
class CoordinationPlan final : public SystemPlan<TlhyRuleSet> {
public:
    int target = 8;
    std::string company;
    Hex hex;
    std::vector<Effect> success;
    std::vector<Effect> failure;

protected:
    void resolveWith(const TlhyRuleSet &, const GameState &, const Evaluation &evaluation,
        DiceSource &dice, Resolution &r) const override
    {
        r.lines = evaluation.lines;
        const int face
            = dice.roll(10, ruleSentence(HEXFIRE_TEXT("RuleText", "Coordination of %1"), company));
        const bool ok = face >= target;
        r.cues.push_back(dieCue(hex, 10, face,
            ruleSentence(HEXFIRE_TEXT("RuleText", "Coordination roll of %1"), company)));
        r.lines.push_back(explain("tlhy.coordination.roll",
            ok ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                  "Coordination roll %1: coordinated, every platoon with its "
                                  "leader acts"),
                face)
               : ruleSentence(HEXFIRE_TEXT("RuleText",
                                  "Coordination roll %1: not coordinated, its platoons activate "
                                  "one at a time"),
                   face),
            std::to_string(face), face, "", company, true));
        r.effects = ok ? success : failure;
        r.outcomes.push_back({company, ok ? "coordinated" : "not-coordinated",
            ok ? ruleSentence(HEXFIRE_TEXT("RuleText", "Coordinated"))
               : ruleSentence(
                   HEXFIRE_TEXT("RuleText", "Not coordinated: this platoon activates alone"))});
    }
};

/** The time lapse roll: a d4 + 1 minutes (DEFAULT), or the fixed minutes of the options. */
class TimeLapsePlan final : public SystemPlan<TlhyRuleSet> {
public:
    std::optional<int> fixedMinutes;
    std::vector<Effect> cleanUp;

protected:
    void resolveWith(const TlhyRuleSet &, const GameState &state, const Evaluation &evaluation,
        DiceSource &dice, Resolution &r) const override
    {
        r.lines = evaluation.lines;
        int minutes = fixedMinutes.value_or(0);
        if (!fixedMinutes) {
            const int face = dice.roll(4, ruleSentence(HEXFIRE_TEXT("RuleText", "time lapse")));
            minutes = face + 1;
            r.lines.push_back(explain("tlhy.time-lapse.roll",
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "time lapse: die %1 + 1 = %2 minutes"), face, minutes),
                std::to_string(minutes), minutes, "docs/rules.md: Time lapse",
                ruleSentence(HEXFIRE_TEXT("RuleText", "the turn")), true));
        }
        r.effects = cleanUp;
        SequencePosition p = state.sequence();
        p.minutesElapsed += minutes;
        Effect e = makeEffect(EffectKind::SequenceChanged, std::string(k::timeLapse));
        e.sequence = p;
        e.note = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 minutes pass"), minutes);
        r.effects.push_back(e);
        r.outcomes.push_back({"time", "minutes-" + std::to_string(minutes),
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 minutes pass"), minutes)});
    }
};

/** P(side i has the highest d10, ties to the holder or else the first listed). */
std::vector<double> initiativeOdds(
    std::size_t sides, std::optional<std::size_t> holder, int holderModifier)
{
    std::vector<double> p(sides, 0.0);
    if (sides != 2)
        return p;
    for (int a = 1; a <= 10; ++a) {
        for (int b = 1; b <= 10; ++b) {
            const int ta = a + (holder == 0u ? holderModifier : 0);
            const int tb = b + (holder == 1u ? holderModifier : 0);
            const std::size_t w = ta > tb ? 0 : tb > ta ? 1 : holder.value_or(0);
            p[w] += 0.01;
        }
    }
    return p;
}

} // namespace

const SequenceOfPlay &TlhyRuleSet::sequenceOfPlay() const { return TlhySequence::sequenceOfPlay(); }

Evaluation TlhyRuleSet::initiativeRoll(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    if (state.sides().empty())
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "there is no side to roll for the initiative")),
            "");
    auto plan = std::make_shared<InitiativePlan>();
    std::vector<SideId> forfeit;
    for (const Side &s : state.sides()) {
        if (mayRollInitiative(state, s.id)) {
            plan->rollers.push_back(s.id);
            plan->names.push_back(s.name);
        } else {
            forfeit.push_back(s.id);
            e.lines.push_back(explain("tlhy.initiative.forfeit",
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "the %1 side has no leader and no vehicle on the map: it "
                                 "forfeits the initiative"),
                    s.name),
                "", std::nullopt, "", s.id.value));
        }
    }
    const int turn = state.sequence().turn;
    if (turn > 1 && state.sequence().firstSide)
        plan->holder = state.sequence().firstSide;
    plan->holderModifier = m_options.initiativeHolderModifier;
    if (plan->rollers.size() < 2) {
        plan->forfeitWinner = plan->rollers.empty()
            ? (plan->holder ? *plan->holder : state.sides().front().id)
            : plan->rollers.front();
        e.odds.push_back({"initiative", HEXFIRE_TEXT("RuleText", "Initiative"),
            {{"initiative-" + plan->forfeitWinner->value,
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 side"), sideName(state, *plan->forfeitWinner)),
                1.0}}});
        e.plan = std::move(plan);
        return e;
    }
    std::optional<std::size_t> holderIndex;
    for (std::size_t i = 0; i < plan->rollers.size(); ++i) {
        e.dice.push_back(
            {10, ruleSentence(HEXFIRE_TEXT("RuleText", "initiative: %1"), plan->names[i]), false});
        if (plan->holder && plan->rollers[i] == *plan->holder)
            holderIndex = i;
    }
    if (holderIndex && plan->holderModifier != 0)
        e.lines.push_back(explain("tlhy.initiative.holder",
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 held the initiative last turn"),
                plan->names[*holderIndex]),
            signedText(plan->holderModifier), plan->holderModifier,
            "docs/rules.md: Initiative modifier", plan->rollers[*holderIndex].value, true));
    e.lines.push_back(explain("tlhy.initiative",
        ruleSentence(HEXFIRE_TEXT(
            "RuleText", "both sides roll a die; the higher has the initiative for the whole turn")),
        "", std::nullopt, "", ruleSentence(HEXFIRE_TEXT("RuleText", "the turn"))));
    const std::vector<double> p
        = initiativeOdds(plan->rollers.size(), holderIndex, plan->holderModifier);
    OddsTable t {"initiative", HEXFIRE_TEXT("RuleText", "Who has the initiative"), {}, true};
    for (std::size_t i = 0; i < plan->rollers.size(); ++i)
        t.outcomes.push_back({"initiative-" + plan->rollers[i].value,
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 side"), plan->names[i]), p[i]});
    e.odds.push_back(std::move(t));
    assume(e, "tlhy.initiative-ties");
    e.plan = std::move(plan);
    return e;
}

Evaluation TlhyRuleSet::activatePlatoon(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    if (action.actors.size() != 1)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "select one unit of the platoon to activate")),
            "");
    const Unit &unit = state.unit(action.actors.front());
    if (const auto why = activationRefusal(state, unit))
        return refused(std::move(e), *why, "");
    const std::vector<const Unit *> platoon = platoonOf(state, unit);
    const std::string name = formationName(unit);
    if (anyActivated(platoon))
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 has already been activated this turn: each platoon activates "
                             "once a turn"),
                name),
            "docs/rules.md: Activations");
    std::string who;
    for (const Unit *u : platoon)
        who += (who.empty() ? "" : ", ") + u->name;
    e.lines.push_back(explain("tlhy.activate.platoon",
        ruleSentence(HEXFIRE_TEXT("RuleText", "%1 activates: %2 may act before Reaction is called"),
            name, who),
        "", std::nullopt, "", unit.id.value));
    assume(e, "tlhy.platoon-once");
    auto plan = std::make_shared<EffectsPlan>();
    activationEffects(state, unit.side, platoon, plan->effects);
    plan->outcomes.push_back(
        {unit.id.value, "activated", ruleSentence(HEXFIRE_TEXT("RuleText", "%1 activated"), name)});
    e.plan = std::move(plan);
    return e;
}

Evaluation TlhyRuleSet::activateCompany(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    if (action.actors.size() != 1)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "select one unit of the company to activate")),
            "");
    const Unit &unit = state.unit(action.actors.front());
    if (const auto why = activationRefusal(state, unit))
        return refused(std::move(e), *why, "");
    const TlhyProfile &p = TlhyUnit::profile(unit);
    if (p.company.empty())
        return refused(std::move(e),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 belongs to no company: activate its platoon instead"),
                unit.name),
            "");
    std::vector<const Unit *> company;
    for (const Unit &u : state.units()) {
        if (u.onMap() && u.side == unit.side && TlhyUnit::hasProfile(u)
            && TlhyUnit::profile(u).company == p.company)
            company.push_back(&u);
    }
    if (anyActivated(company))
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "a platoon of %1 has already activated this turn: activate its "
                             "other platoons one at a time"),
                p.company),
            "docs/rules.md: Activations");
    auto plan = std::make_shared<CoordinationPlan>();
    plan->target = m_options.coordinationTarget;
    plan->company = p.company;
    plan->hex = unit.hex;
    std::vector<const Unit *> coordinated;
    std::vector<std::string> alone;
    for (const Unit *u : company) {
        const std::vector<const Unit *> platoon = platoonOf(state, *u);
        if (TlhyUnit::profile(*u).platoon.empty() || hasLeader(platoon))
            coordinated.push_back(u);
        else if (std::find(alone.begin(), alone.end(), formationName(*u)) == alone.end())
            alone.push_back(formationName(*u));
    }
    for (const std::string &a : alone)
        e.lines.push_back(explain("tlhy.coordination.leaderless",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 has no leader on the map: it cannot coordinate and activates on "
                             "its own"),
                a),
            "", std::nullopt, "", a));
    e.lines.push_back(explain("tlhy.coordination.target",
        ruleSentence(HEXFIRE_TEXT("RuleText",
                         "Coordination: a d10 of %1 or more lets every platoon of %2 act before "
                         "Reaction"),
            plan->target, p.company),
        std::to_string(plan->target), plan->target, "docs/rules.md: Coordination", p.company,
        true));
    activationEffects(state, unit.side, coordinated, plan->success);
    activationEffects(state, unit.side, platoonOf(state, unit), plan->failure);
    const double pass = std::clamp(11 - plan->target, 0, 10) / 10.0;
    e.odds.push_back(
        {p.company, ruleSentence(HEXFIRE_TEXT("RuleText", "Coordination of %1"), p.company),
            {{"coordinated", HEXFIRE_TEXT("RuleText", "Coordinated: the company acts"), pass, 0},
                {"not-coordinated",
                    ruleSentence(HEXFIRE_TEXT("RuleText", "Not coordinated: %1 activates alone"),
                        formationName(unit)),
                    1.0 - pass, 1}},
            true, 1, ruleSentence(HEXFIRE_TEXT("RuleText", "not coordinated")), 1});
    e.dice.push_back(
        {10, ruleSentence(HEXFIRE_TEXT("RuleText", "Coordination of %1"), p.company), false});
    assume(e, "tlhy.coordination");
    assume(e, "tlhy.platoon-once");
    e.plan = std::move(plan);
    return e;
}

std::optional<std::string> TlhyRuleSet::activationRefusal(
    const GameState &state, const Unit &unit) const
{
    if (!unit.onMap())
        return ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has been eliminated"), unit.name);
    if (state.sequence().firstSide && unit.side != *state.sequence().firstSide)
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "Only the side with the initiative activates platoons; the %1 side "
                                "reacts."),
            sideName(state, unit.side));
    return std::nullopt;
}

Evaluation TlhyRuleSet::timeLapse(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    auto plan = std::make_shared<TimeLapsePlan>();
    plan->fixedMinutes = m_options.minutesPerTurn;
    for (const Unit &u : state.units()) {
        for (const std::string_view s : {k::acted, k::activated, k::reactionOnly, k::rallied}) {
            if (u.status.has(s))
                plan->cleanUp.push_back(statusEffect(EffectKind::StatusCleared, u.id, s,
                    ruleSentence(HEXFIRE_TEXT("RuleText", "end of turn")), k::cleanUp));
        }
    }
    int markers = 0;
    for (const Marker &m : state.markers()) {
        if (m.kind == k::primaryImpact || m.kind == k::secondaryImpact
            || m.kind == k::forwardObserver) {
            Effect r = makeEffect(EffectKind::MarkerRemoved, std::string(k::markerRemoved));
            r.marker = m;
            r.note = ruleSentence(HEXFIRE_TEXT("RuleText", "end of turn clean-up"));
            plan->cleanUp.push_back(r);
            ++markers;
        }
    }
    if (plan->fixedMinutes) {
        e.lines.push_back(explain("tlhy.time-lapse.fixed",
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 minutes pass, as the mission sets"),
                *plan->fixedMinutes),
            std::to_string(*plan->fixedMinutes), *plan->fixedMinutes, "",
            ruleSentence(HEXFIRE_TEXT("RuleText", "the turn"))));
    } else {
        e.lines.push_back(explain("tlhy.time-lapse",
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "time lapse: 2 to 5 minutes pass (a four-sided die plus one)")),
            "", std::nullopt, "docs/rules.md: Time lapse",
            ruleSentence(HEXFIRE_TEXT("RuleText", "the turn")), true));
        e.dice.push_back({4, ruleSentence(HEXFIRE_TEXT("RuleText", "time lapse")), false});
        OddsTable t {"time", HEXFIRE_TEXT("RuleText", "Minutes this turn takes"), {}, true};
        for (int m = 2; m <= 5; ++m)
            t.outcomes.push_back({"minutes-" + std::to_string(m),
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 minutes"), m), 0.25});
        e.odds.push_back(std::move(t));
        assume(e, "tlhy.time-lapse");
    }
    e.lines.push_back(explain("tlhy.clean-up",
        markers ? ruleSentence(HEXFIRE_TEXT("RuleText",
            "clean-up: acted and activation markers come off, and the "
            "mortar impact and observer markers"))
                : ruleSentence(
                    HEXFIRE_TEXT("RuleText", "clean-up: acted and activation markers come off")),
        "", std::nullopt, "docs/rules.md: End of turn clean-up",
        ruleSentence(HEXFIRE_TEXT("RuleText", "the turn")), true));
    assume(e, "tlhy.clean-up");
    e.plan = std::move(plan);
    return e;
}

// --- the gate: one action a turn, states, activations and reactions ------------------------

TlhyRuleSet::Refusal TlhyRuleSet::turnRefusal(const GameState &state, const Action &action) const
{
    if (!isUnitAction(action.kind))
        return std::nullopt;
    for (const UnitId &id : action.actors) {
        const Unit &u = state.unit(id);
        if (TlhyTurn::hasActed(u) && !u.status.has(k::rallied))
            return std::pair {
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 has already acted this turn: each unit acts once "
                                 "a turn"),
                    u.name),
                std::string("docs/rules.md: One action a turn")};
        if (auto why = stateRefusal(u, action.kind))
            return why;
    }
    if (!TlhyTurn::inActivationPhase(state) || action.actors.empty())
        return std::nullopt;
    for (const UnitId &id : action.actors) {
        const Unit &u = state.unit(id);
        if (!TlhyTurn::isReacting(state, u))
            continue;
        if (auto why = reactionRefusal(state, u, action))
            return why;
    }
    return std::nullopt;
}

TlhyRuleSet::Refusal TlhyRuleSet::stateRefusal(const Unit &u, std::string_view kind) const
{
    const ActionType *type = findActionType(kind);
    const std::string english = type ? type->name : std::string(kind);
    const std::string_view shown = translatedRuleText(english);
    // An English action name is lowered mid-sentence; a translation is left as it is.
    const std::string what = shown == english ? lowerFirst(english) : std::string(shown);
    if (TlhyUnit::isDisrupted(u) && kind != k::recover && kind != k::withdraw)
        return std::pair {ruleSentence(HEXFIRE_TEXT("RuleText",
                                           "%1 is disrupted: a disrupted unit may only recover or "
                                           "withdraw, not %2"),
                              u.name, what),
            std::string("13.3.2")};
    if (TlhyUnit::isRegrouping(u) && kind != k::recover && kind != k::withdraw
        && kind != k::smallArmsFire && kind != k::mortarCall)
        return std::pair {ruleSentence(HEXFIRE_TEXT("RuleText",
                                           "%1 is regrouping: a regrouping unit may only fire, "
                                           "recover or withdraw, not %2"),
                              u.name, what),
            std::string("12.0")};
    return std::nullopt;
}

TlhyRuleSet::Refusal TlhyRuleSet::reactionRefusal(
    const GameState &state, const Unit &u, const Action &action) const
{
    const bool active = TlhyTurn::isActiveSide(state, u.side);
    if (active && !anyEnemyActed(state, u.side))
        return std::pair {ruleSentence(HEXFIRE_TEXT("RuleText",
                                           "%1 is not the platoon activated now: activate it first "
                                           "(Activate Platoon or Activate Company)"),
                              formationName(u)),
            std::string("docs/rules.md: Activations")};
    const bool inAssault = TlhyMarker::findIn(state, u.hex, k::assaultNationality) != nullptr;
    const bool ownHexMortar = action.kind == k::mortarCall && action.target == u.hex
        && TlhyUnit::isLeader(u) && !TlhyUnit::isDisrupted(u);
    if (inAssault && !ownHexMortar)
        return std::pair {ruleSentence(HEXFIRE_TEXT("RuleText",
                                           "%1 is in an assault hex: units there cannot react, "
                                           "except a platoon leader calling a mortar on his "
                                           "own hex"),
                              u.name),
            std::string("13.3.1a")};
    if (action.kind == k::assault) {
        const Marker *own = action.target && !action.via && adjacent(u.hex, *action.target)
            ? TlhyMarker::findIn(state, *action.target, k::assaultNationality)
            : nullptr;
        const bool reinforce = own && own->side == u.side;
        if (!reinforce)
            return std::pair {ruleSentence(HEXFIRE_TEXT("RuleText",
                                               "%1 is reacting: as a reaction a unit may only "
                                               "assault to reinforce an adjacent hex its side "
                                               "already assaults"),
                                  u.name),
                std::string("8.3")};
    }
    if (!sawEnemyAct(state, u))
        return std::pair {active
                ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "%1 did not see the enemy's reactions: only units that saw "
                                   "what happened may react"),
                    u.name)
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "%1 did not see any enemy unit act: only units that saw what "
                                   "happened may react"),
                    u.name),
            std::string("docs/rules.md: Who may react")};
    return std::nullopt;
}

bool TlhyRuleSet::anyEnemyActed(const GameState &state, const SideId &side) const
{
    return std::any_of(state.units().begin(), state.units().end(),
        [&](const Unit &u) { return u.side != side && TlhyTurn::hasActed(u); });
}

bool TlhyRuleSet::sawEnemyAct(const GameState &state, const Unit &u) const
{
    const std::shared_ptr<const LosRules> hook = losRules(state);
    LosEngine engine(state.map(), *hook);
    for (const Unit &other : state.units()) {
        if (other.side == u.side || !other.onMap() || !TlhyTurn::hasActed(other))
            continue;
        if (other.hex == u.hex || engine.trace(u.hex, other.hex).verdict != LosVerdict::Blocked)
            return true;
    }
    return false;
}

Evaluation TlhyRuleSet::withActedMarkers(const GameState &state, Evaluation e) const
{
    if (!e.legal || !e.plan || !isUnitAction(e.action.kind) || !TlhyTurn::inActivationPhase(state))
        return e;
    auto plan = std::make_shared<ActedPlan>();
    plan->inner = e.plan;
    plan->actors = e.action.actors;
    for (const UnitId &id : e.action.actors) {
        const Unit &u = state.unit(id);
        if (TlhyTurn::hasActed(u) && u.status.has(k::rallied))
            plan->rallied.push_back(id);
        else if (TlhyTurn::isReacting(state, u))
            e.lines.push_back(explain("tlhy.reaction",
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 acts as a reaction"), u.name), "",
                std::nullopt, "", u.id.value));
    }
    e.plan = std::move(plan);
    return e;
}

// --- reactions offered in the reply bar ------------------------------------------------------

std::vector<Action> TlhyRuleSet::reactionsTo(const GameState &state, const Action &done) const
{
    std::vector<Action> out;
    const SequencePosition &p = state.sequence();
    if (!TlhyTurn::inActivationPhase(state) || !p.sideToAct || p.gameOver)
        return out;
    const bool opponentsTurn = !TlhyTurn::isActiveSide(state, *p.sideToAct);
    if (!opponentsTurn && done.kind != builtin::endActivation)
        return out;
    for (const Unit &u : state.units()) {
        if (u.side != *p.sideToAct || !u.onMap() || !TlhyUnit::hasProfile(u)
            || TlhyTurn::hasActed(u) || !TlhyTurn::isReacting(state, u))
            continue;
        std::vector<std::string_view> kinds;
        if (TlhyUnit::isLeader(u))
            kinds = {k::mortarCall, k::maneuver};
        else
            kinds = {k::smallArmsFire, k::withdraw, k::maneuver};
        for (const std::string_view kind : kinds) {
            Action a;
            a.kind = std::string(kind);
            a.actors = {u.id};
            if (kind == k::mortarCall)
                a.target = u.hex; // the gate's own-hex exception is tested with a hex
            if (findActionType(kind) && !turnRefusal(state, a)) { // its states checked there
                a.target.reset();
                out.push_back(std::move(a));
            }
        }
    }
    return out;
}

} // namespace hexfire
