#pragma once

#include "core/game/gamestate.h"
#include "core/rules/action.h"
#include "core/rules/evaluation.h"
#include "core/rules/oddssummary.h"
#include "core/rules/ruleset.h"

#include <vector>

namespace hexfire {

/** One target the actors could take an action on, with core's full evaluation of it. */
struct ShotOption {
    Evaluation evaluation; /**< its action is the template aimed at this target */
    OddsSummary summary; /**< the most important table's headline; empty text when none */
};

/**
 * Every target of one action for the same actors: the allowed ones best first, then the rest.
 * Empty for an action nobody takes (a phase step) or one with no target.
 */
struct BestShots {
    std::vector<ShotOption> allowed; /**< by summary probability, highest first */
    std::vector<ShotOption> refused; /**< each with its evaluation's reason, map order */
};

/**
 * For a solo player and a teacher: the action `templ` (its kind, actors and parameters) aimed at
 * every enemy the actors could target (each hex holding a unit of another side, or each such unit,
 * as the action type targets), evaluated by the rule system exactly as a hover would, and ranked
 * by the chance of the headline result of its most important odds table. For an action that may
 * pass through a hex first (ActionType::allowsVia) and names none, a target the rules refuse
 * straight on is tried through each hex next to it, and the best allowed way is kept. Nothing here
 * is a rule: legality, reasons and odds are the rule system's evaluate.
 */
BestShots bestShots(const RuleSet &rules, const GameState &state, const Action &templ);

/** What an evaluation is ranked by: the summary of its most important odds table (empty with no
    odds: probability 0, no text). */
OddsSummary headlineOf(const Evaluation &evaluation);

/**
 * Evaluates each aimed action and ranks them as bestShots does: the allowed ones by the headline
 * probability of their most important table (ties keep the given order), the refused ones in the
 * given order. bestShots and the Threats view (threats.h) share it so that both rank alike.
 */
BestShots rankAims(const RuleSet &rules, const GameState &state, const std::vector<Action> &aims);

} // namespace hexfire
