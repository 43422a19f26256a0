#pragma once

#include "core/rules/evaluation.h"
#include "core/rules/resolution.h"

#include <vector>

namespace hexfire {

/**
 * The plan of an action without dice (an order, a turn, the end of a round, a marker placed): its
 * effects and outcomes are known when it is evaluated, and resolving it gives them with the
 * evaluation's explanation and final numbers. Every rule system's orders use it.
 */
class EffectsPlan final : public EvaluationPlan {
public:
    std::vector<Effect> effects;
    std::vector<Outcome> outcomes;

    void resolve(const RuleSet &, const GameState &, const Evaluation &evaluation, DiceSource &,
        Resolution &r) const override
    {
        r.lines = evaluation.lines;
        r.finals = evaluation.finals;
        r.effects = effects;
        r.outcomes = outcomes;
        // Nothing is rolled, so the map after the step shows what the preview showed before it
        // (a move's points spent on each hex of its path).
        r.cues = evaluation.cues;
    }
};

} // namespace hexfire
