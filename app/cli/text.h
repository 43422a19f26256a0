#pragma once

#include "core/play/game.h"
#include "core/rules/ruleset.h"

#include <string>
#include <vector>

namespace hexfire::cli {

// The text output every command shares: how an action, an effect, a unit and an evaluation read.

/** "12.50%". */
std::string percent(double p);
/** " (assumed)", " (not official)", both or nothing. */
std::string tags(bool assumed, bool notOfficial);
/** A parameter's value as the player reads it: "3", "yes", "H9", "us-squad, us-mg". */
std::string paramText(const ParamValue &value, const GameState &s);
/** "German 2nd Squad": how text output names a unit (ids are for --actor and the JSON). */
std::string unitLabel(const GameState &s, const UnitId &id);
/** "Fire by German 2nd Squad at H9, Fire value -1": the display name, then every parameter as
 *  "label value" in the order the action type declares them. */
std::string describeAction(const Game &game, const GameState &s, const Action &a);
/** "Disrupted: unit-a: Casualty x2 ...": one effect in the rule system's words. */
std::string effectText(const RuleSet &rules, const GameState &s, const Effect &e);
/** The unit's states in the order the rule system lists them. */
std::vector<const StatusType *> statusesOf(const RuleSet &rules, const Unit &u);
/** The unit's state keys: the rule system's order first, keys it does not list last. */
std::vector<std::string> statusKeysOf(const RuleSet &rules, const Unit &u);

/** Legal or not, LOS, modifiers, odds (most important first) and dice, indented two spaces. */
void printEvaluation(const GameState &s, const Evaluation &e);
/** Rolls, resolution lines, finals, outcomes and effects. */
void printResolution(const RuleSet &rules, const GameState &before, const Resolution &r);
/** "Units:" and one line per unit. */
void printUnits(const RuleSet &rules, const GameState &s);
/** "Assumptions in force ..." and one line per assumption; nothing when there are none. */
void printAssumptions(const std::vector<Assumption> &as);

/** Wraps plain text at `width` columns after an indent (the primer, the glossary, the help). */
void printWrapped(const std::string &text, int indent, int width = 100);

} // namespace hexfire::cli
