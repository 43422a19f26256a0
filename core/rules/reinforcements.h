#pragma once

#include "core/game/effect.h"
#include "core/game/gamestate.h"

#include <string>
#include <vector>

namespace hexfire {

/*
 * Reinforcements as every rule system brings them: which are due at a position, the effect that
 * puts one on the map, and how one reads for a player. Which step of its sequence brings them and
 * what a blocked entry does are the rule system's own (it calls these from that step).
 */

/**
 * The game minutes after the start at which a clock time falls (a time before the start time is
 * on the next day); nullopt when the scenario has no start time.
 */
std::optional<int> minutesAfterStart(const GameState &state, int clock);

/** Whether the reinforcement is due at `position`: its turn reached and its time on the game
    clock reached (both, when the scenario gives both). */
bool isDue(const GameState &state, const Reinforcement &in, const SequencePosition &position);

/** The reinforcements still to come that are due at `position`, in the scenario's order. */
std::vector<const Reinforcement *> dueReinforcements(
    const GameState &state, const SequencePosition &position);

/** "13:40", "turn 3" or "turn 3, 13:40": when it is due. */
std::string arrivalText(const Reinforcement &in);

/** "S1" or "S1, S2 or S3": where it enters. */
std::string entryText(const GameState &state, const Reinforcement &in);

/** "2nd Dragoons, 13:40 at S1": a reinforcement still to come, for the turn track. */
std::string reinforcementText(const GameState &state, const Reinforcement &in);

/** The hexes on the map within `radius` of h, nearest first (ring by ring, h itself excluded). */
std::vector<Hex> hexesAside(const GameState &state, Hex h, int radius);

/** The effect that places the reinforcement at `at` (a UnitArrived named `name`). */
Effect arrivalEffect(const Reinforcement &in, Hex at, std::string name);

} // namespace hexfire
