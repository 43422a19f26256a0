#pragma once

#include "core/game/marker.h"
#include "core/game/unit.h"
#include "core/game/unitprofile.h"

#include <optional>
#include <string_view>
#include <vector>

namespace hexfire {

/**
 * The words of the scenario format (docs/scenario-format.md) and their core values, in one place
 * for the reader and the writer. Version history:
 *   1  terrain as one terrain id per hex, row by row ("terrain": ["clear", "woods", ...])
 *   2  terrain as one string per map row, one symbol per hex, with a legend in terrainKinds
 */
namespace scenarioformat {

inline constexpr std::string_view formatName = "hexfire-scenario";
inline constexpr int currentVersion = 2;
inline constexpr int oldestVersion = 1;

// Limits beyond the JSON reader's: a map large enough for any board game, small enough to build
// instantly.
inline constexpr int maxMapSide = 500;
inline constexpr int maxMapHexes = 100000;
inline constexpr std::int64_t maxFileBytes = 8 * 1024 * 1024;

std::vector<std::string_view> markerKindKeys();
std::optional<MarkerKind> markerKindFromKey(std::string_view key);

/** Status flag words: "disrupted", "concealed", ..., "eliminated". */
std::vector<std::string_view> statusKeys();
/** The flag behind a status word, nullptr for an unknown word. */
bool UnitStatus::*statusFlag(std::string_view key);

std::vector<std::string_view> damageKeys();
std::string_view damageKey(DamageLevel d);
std::optional<DamageLevel> damageFromKey(std::string_view key);

std::vector<std::string_view> tlhyTypeKeys();
std::string_view tlhyTypeKey(TlhyUnitType t);
std::optional<TlhyUnitType> tlhyTypeFromKey(std::string_view key);
std::vector<std::string_view> tlhyNationalKeys();
std::string_view tlhyNationalKey(TlhyNationalRule r);
std::optional<TlhyNationalRule> tlhyNationalFromKey(std::string_view key);
/** Steps of a full-strength counter of this type: squads 2, leaders 0 (zero-step), others 1. */
int tlhyDefaultSteps(TlhyUnitType t);

/** The largest die face a ruleset's scripts may name (TLHY: d10 and d6 -> 10). */
int largestFace(std::string_view rulesetId);

} // namespace scenarioformat
} // namespace hexfire
