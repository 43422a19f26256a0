#pragma once

#include "core/error.h"
#include "core/rules/ruleset.h"

#include <string>

namespace hexfire {

/**
 * The base of a plan that needs its rule system's tables to resolve: resolve() receives the rule
 * system as its own type, checked once here, so a rule system never casts a plan or itself.
 */
template <typename System> class SystemPlan : public EvaluationPlan {
public:
    void resolve(const RuleSet &rules, const GameState &state, const Evaluation &evaluation,
        DiceSource &dice, Resolution &r) const final
    {
        const auto *system = dynamic_cast<const System *>(&rules);
        if (!system)
            throw Error("this action cannot be resolved by " + std::string(rules.displayName())
                + ": another rule system evaluated it");
        resolveWith(*system, state, evaluation, dice, r);
    }

protected:
    /** As EvaluationPlan::resolve, with the rule system that made the plan. */
    virtual void resolveWith(const System &rules, const GameState &state,
        const Evaluation &evaluation, DiceSource &dice, Resolution &r) const = 0;
};

} // namespace hexfire
