#pragma once

#include <string_view>

/*
 * La Bataille's keys, named once: action keys (ActionType::key, Action::kind), the statuses a unit
 * carries through the turn and the phases of the sequence of play. Files store them.
 */

namespace hexfire::labataille::actions {

inline constexpr std::string_view fire = "fire";
inline constexpr std::string_view endFireSegment = "end-fire-segment";
inline constexpr std::string_view changeFormation = "change-formation";
inline constexpr std::string_view turnClockwise = "turn-clockwise";
inline constexpr std::string_view turnCounterClockwise = "turn-counter-clockwise";
inline constexpr std::string_view extendLine = "extend-line";
inline constexpr std::string_view closeLine = "close-line";
/** Movement (2.5.2): one unit along a path of hexes (the shared move, MovementRules). */
inline constexpr std::string_view move = "move";
/** The non-phasing side fires at a unit leaving its zone of influence (2.5.3). */
inline constexpr std::string_view opportunityFire = "opportunity-fire";
/** Melee Assault (2.5.5): the attackers, the hex they assault. */
inline constexpr std::string_view melee = "melee";
/** A defender's retreat before melee (2.5.5 step 2), a reply in the Melee Assault segment. */
inline constexpr std::string_view retreatBeforeMelee = "retreat-before-melee";
/** Charge à Cheval (2.5.6). */
inline constexpr std::string_view charge = "charge";
/** The non-phasing side's cavalry answers an enemy charge (2.5.6), a reply in Charge à Cheval. */
inline constexpr std::string_view reactionCharge = "reaction-charge";
/** The non-phasing side's cavalry charges an enemy that moved in reach, a reply in Movement. */
inline constexpr std::string_view opportunityCharge = "opportunity-charge";
/** Morale Recovery (2.5.4): one disordered or routed unit rolls. */
inline constexpr std::string_view recoverMorale = "recover-morale";
/** End steps: the segment's work the players have not done by hand. */
inline constexpr std::string_view commandSequence = "command-sequence";
inline constexpr std::string_view endMovement = "end-movement";
inline constexpr std::string_view moraleRecovery = "morale-recovery";
inline constexpr std::string_view endOfTurn = "end-of-turn";

} // namespace hexfire::labataille::actions

namespace hexfire::labataille::markers {

inline constexpr std::string_view firedAt = "fired-at";
/** A unit left a zone of influence here, or changed formation in one (opportunity fire, 2.5.3). */
inline constexpr std::string_view opportunity = "opportunity";
/** The hex a unit fired at in the Offensive Fire segment: it assaults only that hex (2.5.5). */
inline constexpr std::string_view fireTarget = "fire-target";
/** Increments a unit lost in the Defensive Fire segment: −3 each before a melee (2.5.5). */
inline constexpr std::string_view defensiveFireLosses = "defensive-fire-losses";

} // namespace hexfire::labataille::markers

namespace hexfire::labataille::statuses {

inline constexpr std::string_view disordered = "disordered";
inline constexpr std::string_view routed = "routed";
/** Fired in this segment (each unit fires once per fire segment, 2.5.1). */
inline constexpr std::string_view fired = "fired";
/** Moved in this player turn: cavalry that moved does not charge, and the other way round. */
inline constexpr std::string_view moved = "moved";
inline constexpr std::string_view charged = "charged";
/** Cavalry readiness below fresh (2.5.6). */
inline constexpr std::string_view tired = "tired";
inline constexpr std::string_view exhausted = "exhausted";
/** Retreated more than one hex before melee: does not move in its next player turn. */
inline constexpr std::string_view retreated = "retreated";
/** Checked its morale in this Morale Recovery segment: a unit checks once (cleared at its end). */
inline constexpr std::string_view recoveryChecked = "recovery-checked";
/** Cavalry that fought a melee this turn: it has not had a full turn of rest (2.5.6). */
inline constexpr std::string_view fought = "fought";
/** The morale level of the unit's organisation, read on the hour (2.5.7): "morale-level-1".
 *  moraleLevel(n) spells the key of level n. */
inline constexpr std::string_view moraleLevelPrefix = "morale-level-";

} // namespace hexfire::labataille::statuses

namespace hexfire::labataille::phases {

inline constexpr std::string_view command = "command";
inline constexpr std::string_view charge = "charge";
inline constexpr std::string_view movement = "movement";
inline constexpr std::string_view defensiveFire = "defensive-fire";
inline constexpr std::string_view offensiveFire = "offensive-fire";
inline constexpr std::string_view melee = "melee";
inline constexpr std::string_view moraleRecovery = "morale-recovery";
inline constexpr std::string_view endOfTurn = "end-of-turn";

} // namespace hexfire::labataille::phases
