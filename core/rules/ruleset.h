#pragma once

#include "core/data/datanode.h"
#include "core/data/diagnostics.h"
#include "core/dice/dicesource.h"
#include "core/game/gamestate.h"
#include "core/los/lostrace.h"
#include "core/rules/action.h"
#include "core/rules/evaluation.h"
#include "core/rules/explanation.h"
#include "core/rules/resolution.h"

#include <string>
#include <string_view>
#include <vector>

namespace hexfire {

/** A setup problem the ruleset finds in a position (e.g. overstacking), for the scenario loader. */
struct SetupProblem {
    std::string unit; /**< unit id, or empty for the whole position */
    std::string message;
};

/**
 * One rule system. Implementations are stateless apart from their configuration (options and data
 * tables), so one instance serves every query of a game; all game data comes in as GameState.
 *
 * The data flow for every action: evaluate (pure, no dice, called on every hover) -> if legal, the
 * caller supplies a DiceSource and calls resolve -> the caller applies Resolution::effects to the
 * GameState and logs the Resolution with its recorded rolls.
 */
class RuleSet {
public:
    virtual ~RuleSet() = default;

    /** Stable id used in files: "tlhy". */
    virtual std::string_view id() const = 0;
    /** "The Last Hundred Yards". */
    virtual std::string_view displayName() const = 0;

    /**
     * Reads options and data-table replacements (a scenario's "rulesetOptions" object; an empty
     * object keeps the defaults). Problems go to diagnostics with the node's location; on any
     * problem the ruleset keeps its previous configuration.
     */
    virtual void configure(const DataNode &options, Diagnostics &diagnostics) = 0;

    /** Every DEFAULT assumption currently in force, for the "assumed" list in window and CLI. */
    virtual std::vector<Assumption> assumptions() const = 0;

    /** The line of sight from one hex to another under this ruleset's terrain and hexside rules. */
    virtual LosTrace traceLos(const GameState &state, Hex from, Hex to) const = 0;

    /**
     * The LOS verdict from one hex to every hex of the map, in cell-index order: what a unit in
     * `from` can see. Same verdicts as traceLos, through the engine's faster verdict-only path.
     */
    virtual std::vector<LosResult> visibleHexes(const GameState &state, Hex from) const = 0;

    /** The actions that make sense for the selected units (in the order a menu lists them). */
    virtual std::vector<ActionKind> availableActions(
        const GameState &state, const std::vector<UnitId> &selection) const = 0;

    /** Pure: legality with the reason, LOS, the breakdown, final numbers, exact odds. Never throws
     *  for an illegal action (that is legal == false); throws hexfire::Error only for malformed
     * input such as an unknown unit id. */
    virtual Evaluation evaluate(const GameState &state, const Action &action) const = 0;

    /**
     * Rolls what the evaluation needs from dice, in the order Evaluation::dice lists them, and
     * returns the outcome and the effects. Throws hexfire::Error if the evaluation is not legal.
     */
    virtual Resolution resolve(
        const GameState &state, const Evaluation &evaluation, DiceSource &dice) const = 0;

    /** Problems with a position under this ruleset (stacking limits, missing profiles, ...). */
    virtual std::vector<SetupProblem> checkSetup(const GameState &state) const = 0;
};

} // namespace hexfire
