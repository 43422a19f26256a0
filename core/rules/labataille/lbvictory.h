#pragma once

#include "core/data/datanode.h"
#include "core/data/diagnostics.h"
#include "core/game/gamestate.h"
#include "core/rules/rulehooks.h"
#include "core/rules/sequenceofplay.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire::labataille {

struct LbOptions;

/** How much a side wins by (REFERENCE 2.5.7), most decisive first. */
enum class VictoryLevel : std::uint8_t { Decisive, Tactical, Marginal };
inline constexpr int victoryLevelCount = 3;
std::string_view key(VictoryLevel v);
std::string_view displayName(VictoryLevel v);

/** La Bataille's own victory condition keys (the scenario's "victory" "conditions"). */
namespace victoryConditions {
/** A side wins at a level when an enemy organisation reaches a morale level. */
inline constexpr std::string_view enemyMoraleLevel = "enemy-morale-level";
/** A side wins at a level when the enemy lost that many increments more than it did. */
inline constexpr std::string_view lossDifferential = "loss-differential";
} // namespace victoryConditions

/**
 * One victory level of a scenario: the side, the level, and what it needs (every requirement
 * given). Friedland's conditions were not found: scenario data (option "victoryLevels").
 */
struct VictoryLevelRule {
    std::string side; /**< the side id that wins */
    VictoryLevel level = VictoryLevel::Marginal;
    /** An enemy organisation at this morale level or above ("enemy-morale-level"). */
    std::optional<int> enemyMoraleLevel;
    std::string organisation; /**< that organisation; empty: any of the enemy's */
    /** The enemy lost at least this many increments more than the side ("loss-differential"). */
    std::optional<int> lossDifferential;
    friend bool operator==(const VictoryLevelRule &, const VictoryLevelRule &) = default;
};

/** The victory levels of a scenario, read from an array. */
struct LbVictory {
    std::vector<VictoryLevelRule> levels;
    static std::optional<LbVictory> fromData(const DataNode &node, Diagnostics &diagnostics);
    friend bool operator==(const LbVictory &, const LbVictory &) = default;
};

/** The conditions La Bataille adds to the shared ones. */
std::vector<VictoryConditionType> lbVictoryConditionTypes();

/** Increments a side lost: every increment of its eliminated units, leaders not counted. */
int incrementsLost(const GameState &state, const SideId &side);

/**
 * The verdict at the end of the game when the scenario names a La Bataille condition: the
 * victory levels checked from the most decisive down; one side reaching the first level reached
 * wins at it; both sides there, or none at any level, is a draw.
 */
std::optional<VictoryVerdict> lbVictoryVerdict(const LbOptions &options, const GameState &state);

/** Victory levels naming sides or organisations the scenario does not have. */
std::vector<std::string> victoryProblems(const LbOptions &options, const GameState &state);

} // namespace hexfire::labataille
