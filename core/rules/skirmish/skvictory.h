#pragma once

#include "core/game/gamestate.h"
#include "core/rules/rulehooks.h"
#include "core/rules/skirmish/sktables.h"

#include <optional>
#include <string_view>
#include <vector>

namespace hexfire::skirmish {

/*
 * How a game of 2d6 Skirmish is won (REFERENCE 3.6.7): the rules leave it to the players, so
 * HexFire proposes a preset at set-up (a DEFAULT, options "victoryPreset"): a number of rounds,
 * the objectives held at the end, and a side that has lost half its figures (down, killed or
 * broken) concedes at the end of a round. See docs/rules.md "2d6 Skirmish victory".
 */

/** The scenario's "victory" "conditions" key of the concession. */
inline constexpr std::string_view concessionKey = "concession";

/** One side's figures and how many of them are lost to it: down, killed or broken. */
struct SideLosses {
    SideId side;
    int figures = 0;
    int lost = 0;
};

/** Every side's losses, in the scenario's order. */
std::vector<SideLosses> sideLosses(const GameState &state);

/** The side that concedes now (the highest share lost, at or above the threshold), if any;
    two sides at the same share concede together: both are returned. */
std::vector<SideId> concedingSides(const SkOptions &options, const GameState &state);

/** The shared conditions and the concession. */
std::vector<VictoryConditionType> victoryConditionTypes(const SkOptions &options);

/** The preset the window asks the players to confirm. */
VictoryPreset victoryPreset(const SkOptions &options);

/** Once the game is over: the concession's verdict when the scenario counts it and a side
    conceded; otherwise none (the objectives decide). */
std::optional<VictoryVerdict> victoryVerdict(const SkOptions &options, const GameState &state);

/** Whether the scenario counts the concession and a side concedes now. */
bool concedesNow(const SkOptions &options, const GameState &state);

/** The DEFAULT (docs/rules.md: 2d6 Skirmish victory). */
Assumption victoryAssumption(const SkOptions &options);

} // namespace hexfire::skirmish
