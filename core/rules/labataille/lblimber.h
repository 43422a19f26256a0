#pragma once

#include "core/data/datanode.h"
#include "core/data/diagnostics.h"
#include "core/game/gamestate.h"
#include "core/rules/effectsplan.h"
#include "core/rules/evaluation.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace hexfire::labataille {

struct LbProfile;
enum class Formation : std::uint8_t;

/** The rule the limber roll cites. */
inline constexpr const char *limberRule = "Movement";
inline constexpr const char *limberAssumption = "docs/rules.md: La Bataille limber roll";

/**
 * The limber roll of an artillery formation change (REFERENCE 2.5.2): one die from the game's
 * special rules, an artillery-bonus leader in the hex +1, a special-ability leader +3. The game's
 * table was not found: by DEFAULT (data, tables.json "limber") a modified roll of `succeedsFrom`
 * or more changes the formation; below it the change does not happen and the movement points
 * are spent (assumed). Leaders do not add up: the best one in the hex counts (assumed).
 */
struct LimberTable {
    bool assumed = true; /**< the game's table was not found: the roll shows as assumed */
    int succeedsFrom = 3; /**< the lowest modified die that limbers or unlimbers */
    int artilleryBonus = 1; /**< a leader with an artillery bonus in the battery's hex */
    int specialAbility = 3; /**< a leader with a special ability in the battery's hex */

    static LimberTable defaults() { return {}; }
    static std::optional<LimberTable> fromData(const DataNode &node, Diagnostics &diagnostics);
    friend bool operator==(const LimberTable &, const LimberTable &) = default;
};

/** Whether a change between these formations is a limber or an unlimber (it rolls). */
bool isLimberChange(Formation from, Formation to);

/** The limber roll's modifier for this battery: the best leader of its side in its hex, with
    his name in `who` ("" when none). */
int limberModifier(
    const LimberTable &t, const GameState &state, const Unit &battery, std::string &who);

/** The chance over the six faces that the roll succeeds with this modifier. */
double limberChance(const LimberTable &t, int modifier);

/**
 * Turns an artillery formation change in the Movement segment into a roll: explains the roll in
 * e (the modifier, the odds, the die), and makes a plan that applies `changed` when the roll
 * succeeds and only the spending of `failSpent` half movement points when it fails.
 */
std::shared_ptr<const EvaluationPlan> limberPlan(const LimberTable &t, const GameState &state,
    const Unit &battery, const EffectsPlan &changed, int failSpent, Evaluation &e);

/** The assumption of the limber roll, for the rule set's list. */
Assumption limberAssumptionOf(const LimberTable &t);

} // namespace hexfire::labataille
