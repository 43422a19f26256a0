#pragma once

#include "core/game/gamestate.h"
#include "core/rules/evaluation.h"
#include "core/rules/sequenceofplay.h"

#include <string_view>
#include <vector>

namespace hexfire::skirmish {

/*
 * The round of 2d6 Skirmish (REFERENCE 3.6.2, a DEFAULT: the seed gives only the fire rules):
 * the Initiative phase (each side rolls two dice, the higher activates first), the Activations
 * phase (the sides take turns activating one team each; every team acts once a round) and the
 * End of round (braced weapons, the flags that age). See docs/rules.md "2d6 Skirmish round".
 */

/** The phase keys (PhaseType::key). */
namespace phases {
inline constexpr std::string_view initiative = "initiative";
inline constexpr std::string_view activations = "activations";
inline constexpr std::string_view endOfRound = "end-of-round";
} // namespace phases

/** The figure states the round sets (Unit::status keys, beside those of skfire.h). */
namespace states {
/** The figure's team has had its activation this round (or used it to interrupt). */
inline constexpr std::string_view acted = "acted";
/** The figure ran this round (more than a walk): it does not fire until the next round. */
inline constexpr std::string_view ran = "ran";
} // namespace states

/** The round: initiative, activations, end of round. */
const SequenceOfPlay &skirmishSequence();

/** Whether a and b are figures of one team (same side, same team name). */
bool sameTeam(const Unit &a, const Unit &b);
/** Whether u's team has had its activation this round. */
bool teamActed(const GameState &state, const Unit &u);
/** Whether u's team has fired this round (its own fire, or a return or panic fire). */
bool teamFired(const GameState &state, const Unit &u);
/** Whether the side has a team on the map that has not had its activation this round. */
bool sideHasTeamToActivate(const GameState &state, const SideId &side);

/**
 * The first action of a team's activation opens it: e's plan is wrapped so that resolving it also
 * marks every figure of the team as having acted and, unless `interrupt` (a fire out of turn that
 * spends the team's activation), makes the team's activation the one in progress.
 */
void openActivation(const GameState &state, Evaluation &e, const Unit &actor, bool interrupt);

/** The Initiative phase's end step: both sides roll two dice, the higher goes first, ties roll
    again (assumed). */
Evaluation evaluateInitiative(const GameState &state, const Action &action);

/** The DEFAULT round the rules found do not give (docs/rules.md: 2d6 Skirmish round). */
Assumption roundAssumption();

} // namespace hexfire::skirmish
