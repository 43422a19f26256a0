#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace hexfire {

/**
 * The words of the scenario format (docs/scenario-format.md) that belong to no rule system, in one
 * place for the reader and the writer. Everything a rule system owns (unit profiles, unit states,
 * marker kinds and their parameters, actions and their parameters) is read and checked against what
 * the scenario's RuleSet publishes. Version history:
 *   1  terrain as one terrain id per hex, row by row ("terrain": ["clear", "woods", ...])
 *   2  terrain as one string per map row, one symbol per hex, with a legend in terrainKinds
 *   3  rule-system-neutral: marker and action parameters in a "params" object typed by the rule
 *      system's ParamSpecs, "eliminated" a unit field (no longer a status), damage a level number
 *   4  the game loop: a "sequence" object (turn, phase, sides, activation, game over) in place of
 *      the top-level "turn" and "phase", "objectives", "victory", a unit's "movementSpent"
 */
namespace scenarioformat {

inline constexpr std::string_view formatName = "hexfire-scenario";
inline constexpr int currentVersion = 4;
inline constexpr int oldestVersion = 1;

// Limits beyond the JSON reader's: a map large enough for any board game, small enough to build
// instantly.
inline constexpr int maxMapSide = 500;
inline constexpr int maxMapHexes = 100000;
inline constexpr std::int64_t maxFileBytes = 8 * 1024 * 1024;
/** The longest mission a `victory.minutesLimit` may set, in minutes of game time. */
inline constexpr int maxMinutes = 10000;

/** Versions 1 and 2 named damage levels with words: "none", "damaged", ... (levels 0..3). */
std::vector<std::string_view> legacyDamageKeys();
std::optional<int> legacyDamageLevel(std::string_view key);
/** Versions 1 and 2 listed "eliminated" among the status words; version 3 has a field for it. */
inline constexpr std::string_view legacyEliminatedStatus = "eliminated";

} // namespace scenarioformat
} // namespace hexfire
