#pragma once

#include "core/game/unit.h"
#include "core/game/unitprofile.h"
#include "core/rules/evaluation.h"
#include "core/rules/vocabulary.h"

#include <string>
#include <utility>
#include <vector>

namespace hexfire {

/*
 * What every rule system would otherwise write again: starting an evaluation, refusing it with a
 * reason, finding a unit's profile of the rule system's own type, and the short spellings of
 * vocabulary entries (with integerSpec and the others of vocabulary.h).
 */

/** A count in words a player reads: "1 figure", "3 figures". */
inline std::string countText(int n, const std::string &one, const std::string &many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

/**
 * An evaluation of `action` with nothing worked out yet: the start of every evaluate function.
 * `assumptions` and `notOfficial` are what the rule system's tables rest on, when the evaluation
 * says so for every outcome (a fire chart with DEFAULTs or placeholder rows).
 */
inline Evaluation startEvaluation(
    const Action &action, std::vector<Assumption> assumptions = {}, bool notOfficial = false)
{
    Evaluation e;
    e.action = action;
    e.assumptions = std::move(assumptions);
    e.notOfficial = notOfficial;
    return e;
}

/** An evaluation started for the detail asked (EvaluationDetail): what a rule system's
    evaluator that can spare work for a headline starts from. */
inline Evaluation startEvaluation(const Action &action, EvaluationDetail detail)
{
    Evaluation e = startEvaluation(action);
    e.detail = detail;
    return e;
}

/** The same resting on the rule system's assumptions and tables: a headline lists no assumption
    (it is one number of a map, and copying the list was a tenth of it). */
inline Evaluation startEvaluation(const Action &action, EvaluationDetail detail,
    const std::vector<Assumption> &assumptions, bool notOfficial)
{
    Evaluation e = startEvaluation(action,
        detail == EvaluationDetail::Full ? assumptions : std::vector<Assumption>(), notOfficial);
    e.detail = detail;
    return e;
}

/** Whether e is evaluated in full: the breakdown, cues and plan are wanted, not only the
    headline odds (EvaluationDetail). */
inline bool explained(const Evaluation &e) { return e.detail == EvaluationDetail::Full; }

/**
 * Marks e as not legal, with the reason (a sentence) and the rule behind it. The first reason is
 * the one shown: a later refusal of an evaluation already refused changes nothing.
 */
inline void refuse(Evaluation &e, std::string why, std::string rule)
{
    if (!e.legal)
        return;
    e.legal = false;
    e.whyNot = std::move(why);
    e.whyNotRule = std::move(rule);
}

/** Refuses e and hands it back, for the early returns of the checks. */
inline Evaluation refused(Evaluation e, std::string why, std::string rule)
{
    refuse(e, std::move(why), std::move(rule));
    return e;
}

/** The unit's profile as the rule system's own type P, or nullptr (another system's, or none). */
template <typename P> const P *profileOf(const Unit &unit) { return profileAs<P>(unit.profile); }

/** A Flag parameter in one call. */
inline ParamSpec flagSpec(std::string key, std::string label, std::string help, bool value)
{
    ParamSpec p;
    p.key = std::move(key);
    p.label = std::move(label);
    p.help = std::move(help);
    p.type = ParamType::Flag;
    p.defaultValue = value;
    return p;
}

/** An action in one call: who acts and what it aims at; the rest keeps its defaults. */
inline ActionType actionType(
    std::string key, std::string name, std::string help, ActorRule actors, TargetKind target)
{
    ActionType a;
    a.key = std::move(key);
    a.name = std::move(name);
    a.help = std::move(help);
    a.actors = actors;
    a.target = target;
    return a;
}

} // namespace hexfire
