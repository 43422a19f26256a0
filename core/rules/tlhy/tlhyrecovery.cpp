#include "core/rules/tlhy/tlhyrecovery.h"

#include "core/rules/rulesentence.h"
#include "core/rules/ruletools.h"
#include "core/rules/systemplan.h"
#include "core/rules/tlhy/tlhyassume.h"
#include "core/rules/tlhy/tlhymarker.h"
#include "core/rules/tlhy/tlhyruleset.h"
#include "core/rules/tlhy/tlhyunit.h"

#include <algorithm>
#include <memory>

namespace hexfire {

namespace {

namespace k = tlhykeys;
using Result = TlhyRecovery::Result;
using Plan = TlhyRecovery::Plan;

constexpr int heroicRange = 5; // 1.8.5: an enemy within 5 hexes
constexpr int rallyRoll = 1; // 1.8.5: a Disrupted unit rallies on a modified roll <= 1

Effect statusEffect(EffectKind kind, std::string_view name, std::string_view status,
    const UnitId &unit, std::string note)
{
    Effect e = makeEffect(kind, std::string(name), unit);
    e.status = std::string(status);
    e.note = std::move(note);
    return e;
}

/** Squads, sections and weapon teams: the units a natural 10 can make Heroic. */
bool isInfantry(const Unit &u) { return !TlhyUnit::isLeader(u) && !TlhyUnit::isVehicle(u); }

/** The nearest enemy unit on the map and its distance, or nullptr. */
std::pair<const Unit *, int> nearestEnemy(const GameState &state, const Unit &u)
{
    const Unit *best = nullptr;
    int bestDistance = 0;
    for (const Unit &o : state.units()) {
        if (o.side == u.side || !o.onMap())
            continue;
        const int d = distance(o.hex, u.hex);
        if (!best || d < bestDistance) {
            best = &o;
            bestDistance = d;
        }
    }
    return {best, bestDistance};
}

/** The undisrupted leader of u's platoon stacked with u who assists (1.8.5), or why none does. */
std::pair<const Unit *, std::string> assistingLeader(const GameState &state, const Unit &u)
{
    const std::string &platoon = TlhyUnit::profile(u).platoon;
    std::string why = ruleSentence(
        HEXFIRE_TEXT("RuleText", "no leader of %1's platoon is stacked with it"), u.name);
    for (const Unit *o : state.unitsAt(u.hex)) {
        if (o->id == u.id || o->side != u.side || !TlhyUnit::hasProfile(*o)
            || !TlhyUnit::isLeader(*o) || platoon.empty()
            || TlhyUnit::profile(*o).platoon != platoon)
            continue;
        if (!TlhyUnit::isDisrupted(*o))
            return {o, {}};
        why = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is disrupted"), o->name);
    }
    return {nullptr, why};
}

/** The one d10 of a recovery, resolved from the plan alone. */
class RecoveryPlan final : public SystemPlan<TlhyRuleSet> {
public:
    Plan plan;

protected:
    void resolveWith(const TlhyRuleSet &, const GameState &state, const Evaluation &,
        DiceSource &dice, Resolution &r) const override
    {
        const std::string purpose
            = ruleSentence(HEXFIRE_TEXT("RuleText", "recovery of %1"), plan.actorName);
        const int face = dice.roll(10, purpose);
        const Unit &u = state.unit(plan.actor);
        r.cues.push_back(dieCue(u.hex, 10, face,
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1's recovery roll"), plan.actorName)));
        const int modified = face + plan.drm;
        r.lines.push_back(explain("tlhy.rec.roll",
            plan.drm ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1: die %2 %3"), plan.actorName, face,
                signedText(plan.drm))
                     : ruleSentence(HEXFIRE_TEXT("RuleText", "%1: die %2"), plan.actorName, face),
            std::to_string(modified), modified, "13.3.2", plan.actor.value));
        r.finals.push_back({"tlhy.rec.modified",
            ruleSentence(HEXFIRE_TEXT("RuleText", "Modified recovery roll of %1"), plan.actorName),
            modified, plan.actor.value});
        const Result result = TlhyRecovery::outcome(plan, face);
        const std::string label = TlhyRecovery::label(plan, result);
        r.lines.push_back(explain("tlhy.rec.outcome",
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1: %2"), plan.actorName, label),
            std::to_string(modified), modified, "13.3.2", plan.actor.value,
            result == Result::Heroic || (result == Result::Recovered && !plan.regroupingHex)));
        r.outcomes.push_back({plan.actor.value, TlhyRecovery::key(plan, result), label});
        r.effects = TlhyRecovery::effects(plan, result);
    }
};

/** The unit's DRM lines and their sum. */
int addModifiers(const GameState &state, const Unit &u, bool regroupingHex, Evaluation &e)
{
    int drm = 0;
    if (TlhyUnit::profile(u).elite) {
        drm -= 1;
        e.lines.push_back(
            explain("tlhy.rec.elite", ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is elite"), u.name),
                "-1", -1, "13.3.2", u.id.value));
    }
    const auto [leader, why] = assistingLeader(state, u);
    if (leader) {
        drm -= 1;
        e.lines.push_back(explain("tlhy.rec.leader",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1, %2's platoon leader, is stacked with it and assists (one "
                             "Disrupted unit or one Regrouping hex a turn: the players keep "
                             "to it, docs/rules.md: Assisting leader)"),
                leader->name, u.name),
            "-1", -1, "13.3.2", leader->id.value, true));
    } else {
        e.lines.push_back(explain("tlhy.rec.leader",
            ruleSentence(HEXFIRE_TEXT("RuleText", "no assisting leader: %1"), why), "0", 0,
            "13.3.2", u.id.value));
    }
    if (regroupingHex && (TlhyUnit::isJapanese(u) || TlhyUnit::isRussian(u))) {
        drm += 1;
        e.lines.push_back(explain("tlhy.rec.national",
            TlhyUnit::isJapanese(u)
                ? ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 is Japanese: +1 against Regrouping"), u.name)
                : ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 is Russian: +1 against Regrouping"), u.name),
            "+1", 1, "13.3.2", u.id.value));
    }
    return drm;
}

/** The Regrouping units of u's side in u's hex (u first) and the best combat Cohesion among them.
 */
int regroupingHex(const GameState &state, const Unit &u, Plan &plan)
{
    int best = -1;
    int bestAny = TlhyUnit::cohesion(u);
    plan.regrouping = {u.id};
    plan.regroupingNames = {u.name};
    for (const Unit *o : state.unitsAt(u.hex)) {
        if (o->side != u.side || !TlhyUnit::hasProfile(*o) || !TlhyUnit::isRegrouping(*o))
            continue;
        if (o->id != u.id) {
            plan.regrouping.push_back(o->id);
            plan.regroupingNames.push_back(o->name);
        }
        bestAny = std::max(bestAny, TlhyUnit::cohesion(*o));
        if (TlhyUnit::isCombat(*o))
            best = std::max(best, TlhyUnit::cohesion(*o));
    }
    return best >= 0 ? best : bestAny;
}

std::string joined(const std::vector<std::string> &names)
{
    std::string r;
    for (std::size_t i = 0; i < names.size(); ++i)
        r += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
    return r;
}

/** Whether a natural 10 makes u Heroic, with the line that says why or why not. */
bool heroicLine(const GameState &state, const Unit &u, Evaluation &e)
{
    const auto [enemy, d] = nearestEnemy(state, u);
    std::string text;
    bool possible = false;
    if (!isInfantry(u))
        text = ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 is not an infantry unit: a natural 10 does not make it Heroic"),
            u.name);
    else if (!enemy || d > heroicRange)
        text = ruleSentence(HEXFIRE_TEXT("RuleText",
                                "no enemy unit within 5 hexes of %1: a natural 10 does not make "
                                "it Heroic"),
            u.name);
    else {
        possible = true;
        text = d == 1
            ? ruleSentence(HEXFIRE_TEXT("RuleText",
                               "a natural 10 makes %1 Heroic, whatever the modified roll: %2 is %3 "
                               "hex away"),
                u.name, enemy->name, d)
            : ruleSentence(HEXFIRE_TEXT("RuleText",
                               "a natural 10 makes %1 Heroic, whatever the modified roll: %2 is %3 "
                               "hexes away"),
                u.name, enemy->name, d);
    }
    e.lines.push_back(
        explain("tlhy.rec.heroic", text, "", std::nullopt, "13.3.2", u.id.value, possible));
    return possible;
}

/** The exact odds of the one d10. */
OddsTable recoveryOdds(const Plan &plan)
{
    OddsTable t;
    t.subject = plan.actor.value;
    t.title = plan.regroupingHex
        ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1's Regrouping hex recovery"), plan.actorName)
        : ruleSentence(HEXFIRE_TEXT("RuleText", "%1's recovery"), plan.actorName);
    t.assumed = true;
    t.importance = 2;
    const Result order[] = {Result::Heroic, Result::Rallied, Result::Recovered, Result::Failed};
    for (const Result r : order) {
        double p = 0.0;
        for (int face = 1; face <= 10; ++face)
            p += TlhyRecovery::outcome(plan, face) == r ? 0.1 : 0.0;
        const bool possible = r != Result::Recovered || !plan.regroupingHex;
        if (possible && (r != Result::Heroic || plan.heroicPossible))
            t.outcomes.push_back({TlhyRecovery::key(plan, r), TlhyRecovery::label(plan, r), p,
                r == Result::Failed          ? 2
                    : r == Result::Recovered ? 1
                                             : 0});
    }
    t.headline = plan.regroupingHex
        ? ruleSentence(HEXFIRE_TEXT("RuleText", "fails: stays regrouping"))
        : ruleSentence(HEXFIRE_TEXT("RuleText", "fails: stays disrupted"));
    t.headlineSeverity = 2;
    return t;
}

} // namespace

Result TlhyRecovery::outcome(const Plan &plan, int face)
{
    if (face == 10 && plan.heroicPossible)
        return Result::Heroic;
    const int modified = face + plan.drm;
    if (plan.regroupingHex)
        return modified <= plan.target ? Result::Rallied : Result::Failed;
    if (modified <= rallyRoll)
        return Result::Rallied;
    return modified <= plan.target ? Result::Recovered : Result::Failed;
}

std::string TlhyRecovery::key(const Plan &, Result r)
{
    switch (r) {
    case Result::Heroic:
        return "heroic";
    case Result::Rallied:
        return "rallied";
    case Result::Recovered:
        return "recovered";
    case Result::Failed:
        break;
    }
    return "failed";
}

std::string TlhyRecovery::label(const Plan &plan, Result r)
{
    switch (r) {
    case Result::Heroic:
        return plan.regroupingHex
            ? ruleSentence(
                HEXFIRE_TEXT("RuleText", "Heroic: %1 is no longer regrouping"), plan.actorName)
            : ruleSentence(
                HEXFIRE_TEXT("RuleText", "Heroic: %1 is no longer disrupted"), plan.actorName);
    case Result::Rallied:
        return plan.regroupingHex ? ruleSentence(
                   HEXFIRE_TEXT("RuleText", "Rallied: %1 stop regrouping, one extra action"),
                   joined(plan.regroupingNames))
                                  : ruleSentence(HEXFIRE_TEXT("RuleText",
                                      "Rallied: no longer disrupted, one extra action"));
    case Result::Recovered:
        return plan.clearsDisrupted
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "Recovered: no longer disrupted"))
            : ruleSentence(
                HEXFIRE_TEXT("RuleText", "Recovered: no longer disrupted, now regrouping"));
    case Result::Failed:
        break;
    }
    return plan.regroupingHex ? ruleSentence(HEXFIRE_TEXT("RuleText", "Failed: still regrouping"))
                              : ruleSentence(HEXFIRE_TEXT("RuleText", "Failed: still disrupted"));
}

std::vector<Effect> TlhyRecovery::effects(const Plan &plan, Result r)
{
    std::vector<Effect> out;
    const std::string_view from = plan.regroupingHex ? k::regrouping : k::disrupted;
    switch (r) {
    case Result::Failed:
        break;
    case Result::Recovered:
        out.push_back(statusEffect(EffectKind::StatusCleared, k::recovered, k::disrupted,
            plan.actor, ruleSentence(HEXFIRE_TEXT("RuleText", "recovery roll <= Cohesion"))));
        if (!plan.clearsDisrupted)
            out.push_back(statusEffect(EffectKind::StatusSet, k::recovered, k::regrouping,
                plan.actor,
                ruleSentence(HEXFIRE_TEXT("RuleText", "a recovered unit regroups (two steps)"))));
        break;
    case Result::Rallied:
        for (const UnitId &u : plan.regroupingHex ? plan.regrouping : std::vector {plan.actor}) {
            out.push_back(statusEffect(EffectKind::StatusCleared, k::ralliedEffect, from, u,
                ruleSentence(HEXFIRE_TEXT("RuleText", "rallied by the recovery roll"))));
            out.push_back(statusEffect(EffectKind::StatusSet, k::ralliedEffect, k::rallied, u,
                ruleSentence(HEXFIRE_TEXT("RuleText", "one extra action this turn"))));
        }
        break;
    case Result::Heroic:
        out.push_back(statusEffect(EffectKind::StatusCleared, k::becameHeroic, from, plan.actor,
            plan.regroupingHex
                ? ruleSentence(HEXFIRE_TEXT("RuleText", "a heroic unit is no longer regrouping"))
                : ruleSentence(HEXFIRE_TEXT("RuleText", "a heroic unit is no longer disrupted"))));
        out.push_back(statusEffect(EffectKind::StatusSet, k::becameHeroic, k::heroic, plan.actor,
            ruleSentence(HEXFIRE_TEXT("RuleText", "a natural 10 with an enemy within 5 hexes"))));
        break;
    }
    return out;
}

Evaluation TlhyRecovery::evaluate(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    if (action.actors.size() != 1)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "select the one unit that rolls to recover")),
            "13.3.2");
    const Unit &u = state.unit(action.actors.front());
    if (!u.onMap())
        return refused(
            e, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has been eliminated"), u.name), "13.3.2");
    const bool disrupted = TlhyUnit::isDisrupted(u);
    if (!disrupted && !TlhyUnit::isRegrouping(u))
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 is neither disrupted nor regrouping: only those roll to recover"),
                u.name),
            "13.3.2");
    if (TlhyMarker::findIn(state, u.hex, k::assaultNationality))
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 is in the assault hex %2: there is no recovery inside an "
                             "assault hex"),
                u.name, state.map().label(u.hex)),
            "10.5.3");
    Plan plan;
    plan.actor = u.id;
    plan.actorName = u.name;
    plan.regroupingHex = !disrupted;
    plan.clearsDisrupted = m_options.recoverClearsDisrupted;
    plan.target = disrupted ? TlhyUnit::cohesion(u) : regroupingHex(state, u, plan);
    e.lines.push_back(explain("tlhy.rec.unit",
        disrupted
            ? ruleSentence(HEXFIRE_TEXT("RuleText",
                               "%1 is disrupted: one d10, Rally on 1 or less, Recover on its "
                               "Cohesion %2 or less"),
                u.name, plan.target)
            : ruleSentence(HEXFIRE_TEXT("RuleText",
                               "Regrouping hex %1 (%2): one d10, Rally on the best combat unit's "
                               "Cohesion %3 or less"),
                state.map().label(u.hex), joined(plan.regroupingNames), plan.target),
        std::to_string(plan.target), plan.target, "13.3.2", u.id.value, !disrupted));
    plan.drm = addModifiers(state, u, !disrupted, e);
    e.finals.push_back(
        {"tlhy.rec.drm", ruleSentence(HEXFIRE_TEXT("RuleText", "Recovery DRM of %1"), u.name),
            plan.drm, u.id.value});
    plan.heroicPossible = heroicLine(state, u, e);
    e.odds.push_back(recoveryOdds(plan));
    e.dice.push_back({10, ruleSentence(HEXFIRE_TEXT("RuleText", "recovery of %1"), u.name), false});
    tlhyAssume(m_options, e, "tlhy.leader-assist");
    tlhyAssume(m_options, e, "tlhy.heroic");
    tlhyAssume(m_options, e, disrupted ? "tlhy.recovery-steps" : "tlhy.regrouping-hex");
    auto p = std::make_shared<RecoveryPlan>();
    p->plan = std::move(plan);
    e.plan = std::move(p);
    return e;
}

} // namespace hexfire
