#pragma once

#include "core/data/datanode.h"
#include "core/play/game.h"
#include "core/rules/ruleset.h"
#include "core/rules/victory.h"

#include <string>
#include <string_view>
#include <vector>

namespace hexfire::cli {

// The JSON output every command shares, as DataNode trees for the scenario files' own writer
// (printJson): keys come in the order they are set here, an action's the same as in a file.
// The schemas are in docs/scenario-format.md.

DataNode paramJson(const ParamValue &value, const GameState &s);
/** The parameters in key order; {} when there are none. */
DataNode paramsJson(const ParamMap &params, const GameState &s);
/** An action as a file writes it (action, actors, target, targetUnit, via, params), except that
 *  actors, target and params are always there ([] / null / {} when empty). */
DataNode actionJson(const GameState &s, const Action &a);
DataNode linesJson(const std::vector<ExplanationLine> &lines);
DataNode oddsJson(const std::vector<OddsTable> &tables);
DataNode losJson(const GameState &s, const std::vector<LosTrace> &traces);
DataNode finalsJson(const std::vector<FinalNumber> &finals);
DataNode effectsJson(const GameState &s, const std::vector<Effect> &effects);
DataNode unitsJson(const RuleSet &rules, const GameState &s);
/** The reinforcements still to come: id, name, side, when ("13:40", "turn 3") and entry hexes. */
DataNode reinforcementsJson(const GameState &s);
DataNode assumptionsJson(const std::vector<Assumption> &as);
/** Where the game stands against its victory conditions (core/rules/victory.h): over, winner,
 *  headline, reason, scored and each side's standing. */
DataNode resultJson(const GameResult &result);

/** A string value from a view (toString() and key() give views). */
inline DataNode text(std::string_view s) { return DataNode::of(std::string(s)); }

/** Appends the members of `more` to `object` (DataNode::set appends: keys must be new). */
void appendMembers(DataNode &object, DataNode more);

} // namespace hexfire::cli
