#pragma once

#include "core/dice/dicesource.h"
#include "core/dice/distribution.h"
#include "core/game/gamestate.h"
#include "core/rules/evaluation.h"
#include "core/rules/resolution.h"
#include "core/rules/skirmish/sktables.h"

#include <string>
#include <vector>

namespace hexfire::skirmish {

/**
 * What hits do in 2d6 Skirmish (REFERENCE 3.6.5, a DEFAULT; docs/rules.md: 2d6 Skirmish wounds):
 * each hit rolls one d6 on the wound table. A light wound costs the figure 2 when it fires, a
 * second one puts it down; a figure down is out of action and counts as a loss but stays on the
 * map; a killed figure leaves the map. A figure already down that is hit again is killed on the
 * table's "killed" faces and otherwise stays down.
 */

/** How hurt a figure is, mildest first: where the wound table moves it. */
enum class Hurt : std::uint8_t { Unhurt, Light, Down, Killed };

/** A figure on the map: unhurt, lightly wounded or down, from its states. */
Hurt hurtOf(const Unit &figure);

/** The figure's state after one wound roll of `face`. */
Hurt afterWound(const WoundTable &table, Hurt before, int face);

/** Which exposed figures (in sharing order) share the hits: those still fighting; only when none
    is in sight, those down. */
std::vector<const Unit *> figuresTakingHits(const std::vector<const Unit *> &exposed);

/** The hits each of `figures` takes when `hits` are dealt in turn, the first figure first. */
std::vector<int> sharedHits(std::size_t figures, int hits);

/** "No figure lost", "1 figure down or killed", "2 figures down or killed". */
std::string lossesLabel(int lost);

/**
 * The exact distribution of the number of figures put down or killed (a figure already down
 * counts when it is killed), given the figures that share the hits in order, as they stand, and
 * the distribution of the attack's hits: for each number of hits, the share of each figure and
 * every face of its wound dice, enumerated (no sampling).
 */
Distribution lossesDistribution(
    const WoundTable &table, const std::vector<Hurt> &figures, const Distribution &hits);

/** The odds table of the losses of `team` before the roll (assumed: the wound table is one). */
OddsTable lossesOdds(const std::string &team, const Distribution &losses);

/**
 * Rolls one wound die per hit for each figure in turn (none after it is killed), adding the wound
 * rolls and the changes they make to r (effects, explanation lines, dice on the map) and the
 * team's outcome. `hitsEach[i]` is the hits of figures[i]. Returns the figures lost.
 */
int rollWounds(const WoundTable &table, const GameState &state, const std::string &team,
    const std::vector<UnitId> &figures, const std::vector<int> &hitsEach, DiceSource &dice,
    Resolution &r);

} // namespace hexfire::skirmish
