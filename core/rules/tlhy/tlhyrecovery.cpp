#include "core/rules/tlhy/tlhyrecovery.h"

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
    std::string why = "no leader of " + u.name + "'s platoon is stacked with it";
    for (const Unit *o : state.unitsAt(u.hex)) {
        if (o->id == u.id || o->side != u.side || !TlhyUnit::hasProfile(*o)
            || !TlhyUnit::isLeader(*o) || platoon.empty()
            || TlhyUnit::profile(*o).platoon != platoon)
            continue;
        if (!TlhyUnit::isDisrupted(*o))
            return {o, {}};
        why = o->name + " is disrupted";
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
        const std::string purpose = "recovery of " + plan.actorName;
        const int face = dice.roll(10, purpose);
        const Unit &u = state.unit(plan.actor);
        r.cues.push_back(dieCue(u.hex, 10, face, plan.actorName + "'s recovery roll"));
        const int modified = face + plan.drm;
        r.lines.push_back(explain("tlhy.rec.roll",
            plan.actorName + ": die " + std::to_string(face)
                + (plan.drm ? " " + signedText(plan.drm) : std::string()),
            std::to_string(modified), modified, "13.3.2", plan.actor.value));
        r.finals.push_back({"tlhy.rec.modified", "Modified recovery roll of " + plan.actorName,
            modified, plan.actor.value});
        const Result result = TlhyRecovery::outcome(plan, face);
        const std::string label = TlhyRecovery::label(plan, result);
        r.lines.push_back(explain("tlhy.rec.outcome", plan.actorName + ": " + label,
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
            explain("tlhy.rec.elite", u.name + " is elite", "-1", -1, "13.3.2", u.id.value));
    }
    const auto [leader, why] = assistingLeader(state, u);
    if (leader) {
        drm -= 1;
        e.lines.push_back(explain("tlhy.rec.leader",
            leader->name + ", " + u.name
                + "'s platoon leader, is stacked with it and assists (one Disrupted unit or one "
                  "Regrouping hex a turn: the players keep to it, docs/rules.md: Assisting leader)",
            "-1", -1, "13.3.2", leader->id.value, true));
    } else {
        e.lines.push_back(explain(
            "tlhy.rec.leader", "no assisting leader: " + why, "0", 0, "13.3.2", u.id.value));
    }
    if (regroupingHex && (TlhyUnit::isJapanese(u) || TlhyUnit::isRussian(u))) {
        drm += 1;
        e.lines.push_back(explain("tlhy.rec.national",
            u.name + (TlhyUnit::isJapanese(u) ? " is Japanese" : " is Russian")
                + ": +1 against Regrouping",
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
        text = u.name + " is not an infantry unit: a natural 10 does not make it Heroic";
    else if (!enemy || d > heroicRange)
        text = "no enemy unit within 5 hexes of " + u.name
            + ": a natural 10 does not make it Heroic";
    else {
        possible = true;
        text = "a natural 10 makes " + u.name + " Heroic, whatever the modified roll: "
            + enemy->name + " is " + std::to_string(d) + (d == 1 ? " hex" : " hexes") + " away";
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
    t.title = plan.actorName + (plan.regroupingHex ? "'s Regrouping hex recovery" : "'s recovery");
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
    t.headline = plan.regroupingHex ? "fails: stays regrouping" : "fails: stays disrupted";
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
        return "Heroic: " + plan.actorName + " is no longer "
            + (plan.regroupingHex ? "regrouping" : "disrupted");
    case Result::Rallied:
        return plan.regroupingHex
            ? "Rallied: " + joined(plan.regroupingNames) + " stop regrouping, one extra action"
            : "Rallied: no longer disrupted, one extra action";
    case Result::Recovered:
        return plan.clearsDisrupted ? "Recovered: no longer disrupted"
                                    : "Recovered: no longer disrupted, now regrouping";
    case Result::Failed:
        break;
    }
    return plan.regroupingHex ? "Failed: still regrouping" : "Failed: still disrupted";
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
            plan.actor, "recovery roll <= Cohesion"));
        if (!plan.clearsDisrupted)
            out.push_back(statusEffect(EffectKind::StatusSet, k::recovered, k::regrouping,
                plan.actor, "a recovered unit regroups (two steps)"));
        break;
    case Result::Rallied:
        for (const UnitId &u : plan.regroupingHex ? plan.regrouping : std::vector {plan.actor}) {
            out.push_back(statusEffect(EffectKind::StatusCleared, k::ralliedEffect, from, u,
                "rallied by the recovery roll"));
            out.push_back(statusEffect(EffectKind::StatusSet, k::ralliedEffect, k::rallied, u,
                "one extra action this turn"));
        }
        break;
    case Result::Heroic:
        out.push_back(statusEffect(EffectKind::StatusCleared, k::becameHeroic, from, plan.actor,
            "a heroic unit is no longer " + std::string(from)));
        out.push_back(statusEffect(EffectKind::StatusSet, k::becameHeroic, k::heroic, plan.actor,
            "a natural 10 with an enemy within 5 hexes"));
        break;
    }
    return out;
}

Evaluation TlhyRecovery::evaluate(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    if (action.actors.size() != 1)
        return refused(e, "select the one unit that rolls to recover", "13.3.2");
    const Unit &u = state.unit(action.actors.front());
    if (!u.onMap())
        return refused(e, u.name + " has been eliminated", "13.3.2");
    const bool disrupted = TlhyUnit::isDisrupted(u);
    if (!disrupted && !TlhyUnit::isRegrouping(u))
        return refused(e,
            u.name + " is neither disrupted nor regrouping: only those roll to recover", "13.3.2");
    if (TlhyMarker::findIn(state, u.hex, k::assaultNationality))
        return refused(e,
            u.name + " is in the assault hex " + state.map().label(u.hex)
                + ": there is no recovery inside an assault hex",
            "10.5.3");
    Plan plan;
    plan.actor = u.id;
    plan.actorName = u.name;
    plan.regroupingHex = !disrupted;
    plan.clearsDisrupted = m_options.recoverClearsDisrupted;
    plan.target = disrupted ? TlhyUnit::cohesion(u) : regroupingHex(state, u, plan);
    e.lines.push_back(explain("tlhy.rec.unit",
        disrupted
            ? u.name + " is disrupted: one d10, Rally on 1 or less, Recover on its Cohesion "
                + std::to_string(plan.target) + " or less"
            : "Regrouping hex " + state.map().label(u.hex) + " (" + joined(plan.regroupingNames)
                + "): one d10, Rally on the best combat unit's Cohesion "
                + std::to_string(plan.target) + " or less",
        std::to_string(plan.target), plan.target, "13.3.2", u.id.value, !disrupted));
    plan.drm = addModifiers(state, u, !disrupted, e);
    e.finals.push_back({"tlhy.rec.drm", "Recovery DRM of " + u.name, plan.drm, u.id.value});
    plan.heroicPossible = heroicLine(state, u, e);
    e.odds.push_back(recoveryOdds(plan));
    e.dice.push_back({10, "recovery of " + u.name, false});
    tlhyAssume(m_options, e, "tlhy.leader-assist");
    tlhyAssume(m_options, e, "tlhy.heroic");
    tlhyAssume(m_options, e, disrupted ? "tlhy.recovery-steps" : "tlhy.regrouping-hex");
    auto p = std::make_shared<RecoveryPlan>();
    p->plan = std::move(plan);
    e.plan = std::move(p);
    return e;
}

} // namespace hexfire
