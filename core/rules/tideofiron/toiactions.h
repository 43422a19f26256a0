#pragma once

#include <string_view>

/** Tide of Iron's action keys (ActionType::key, Action::kind), named once. */
namespace hexfire::toi::actions {

/** The attack: a concentrated fire, a Fire and Movement shot or an Op Fire reply (its "mode"). */
inline constexpr std::string_view attack = "attack";
/** Advance: the unit moves by movement points (the move action of MovementRules). */
inline constexpr std::string_view advance = "advance";
/** Prepare Op Fire: a fresh unit goes into Op Fire mode (an action of its own). */
inline constexpr std::string_view setOpFire = "set-op-fire";
/** Assault: a squad attacks an adjacent enemy hex (toiassault.h). */
inline constexpr std::string_view assault = "assault";
/** Fatigue Unit: an action spent fatiguing one fresh unit. */
inline constexpr std::string_view fatigueUnit = "fatigue-unit";
/** The end steps of the Command and Status phases. */
inline constexpr std::string_view commandPhase = "command-phase";
inline constexpr std::string_view statusPhase = "status-phase";
/** The Command phase's initiative bids (Choice parameters, command points as "0", "1", ...):
    the side holding the initiative's, and the other side's. */
inline constexpr std::string_view holderBid = "holderBid";
inline constexpr std::string_view otherBid = "otherBid";

} // namespace hexfire::toi::actions

/** Tide of Iron's phase keys (PhaseType::key). */
namespace hexfire::toi::phases {

inline constexpr std::string_view action = "action";
inline constexpr std::string_view command = "command";
inline constexpr std::string_view status = "status";

} // namespace hexfire::toi::phases
