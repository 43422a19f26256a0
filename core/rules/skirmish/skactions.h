#pragma once

#include <string_view>

/** 2d6 Skirmish's action keys (ActionType::key, Action::kind), named once. */
namespace hexfire::skirmish::actions {

inline constexpr std::string_view fire = "fire";
/** Move: a figure walks, runs or crawls, paying inches for the hexes it enters. */
inline constexpr std::string_view move = "move";
inline constexpr std::string_view endRound = "end-round";
/** Rally: a broken team tests its morale again (skmorale.h). */
inline constexpr std::string_view rally = "rally";
/** The Initiative phase's end step. */
inline constexpr std::string_view initiativeRoll = "initiative-roll";
/** The prefix of a state order's key: "set-" + the order ("set-posture"). */
inline constexpr std::string_view setPrefix = "set-";
inline constexpr std::string_view turnClockwise = "turn-clockwise";
inline constexpr std::string_view turnCounterClockwise = "turn-counter-clockwise";

} // namespace hexfire::skirmish::actions
