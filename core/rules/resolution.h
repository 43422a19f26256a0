#pragma once

#include "core/dice/dieroll.h"
#include "core/error.h"
#include "core/game/effect.h"
#include "core/rules/action.h"
#include "core/rules/evaluation.h"
#include "core/rules/explanation.h"

#include <optional>
#include <string>
#include <vector>

namespace hexfire {

/** What happened to one subject (a unit, a side in a hex): "casualty-and-disrupted". */
struct Outcome {
    std::string subject;
    std::string key;
    std::string label;
    friend bool operator==(const Outcome &, const Outcome &) = default;
};

/**
 * The result of committing an action: the dice as rolled (recorded, so a replay never rolls again),
 * the final numbers, each subject's outcome, the effects to apply and the explanation of the roll.
 */
struct Resolution {
    Action action;
    std::vector<DieRoll> rolls;
    std::vector<FinalNumber> finals;
    std::vector<Outcome> outcomes;
    std::vector<Effect> effects;
    std::vector<ExplanationLine> lines;
    /** Where the dice landed on the map; see placedRolls for a rule system that gives none. */
    std::vector<MapCue> cues;
    friend bool operator==(const Resolution &, const Resolution &) = default;
};

/**
 * The start of every RuleSet::resolve: the action, the evaluation's explanation and final numbers.
 * Throws hexfire::Error when the evaluation is not legal (the caller should not have committed).
 */
inline Resolution startResolution(const Evaluation &evaluation)
{
    if (!evaluation.legal)
        throw Error("this action cannot be resolved: " + evaluation.whyNot);
    Resolution r;
    r.action = evaluation.action;
    r.lines = evaluation.lines;
    r.finals = evaluation.finals;
    return r;
}

/**
 * The dice of a resolution placed on the map: the rule system's own cues when it gave any,
 * otherwise every roll on the hex the action aimed at (targetHex: the target, or the hex of the
 * target unit; none leaves the rolls unplaced).
 */
inline std::vector<MapCue> placedRolls(const Resolution &r, std::optional<Hex> targetHex)
{
    if (!r.cues.empty() || !targetHex)
        return r.cues;
    std::vector<MapCue> out;
    for (const DieRoll &roll : r.rolls)
        out.push_back(dieCue(*targetHex, roll));
    return out;
}

} // namespace hexfire
