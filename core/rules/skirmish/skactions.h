#pragma once

#include <string_view>

/** 2d6 Skirmish's action keys (ActionType::key, Action::kind), named once. */
namespace hexfire::skirmish::actions {

inline constexpr std::string_view fire = "fire";
inline constexpr std::string_view endRound = "end-round";
/** The prefix of a state order's key: "set-" + the order ("set-posture"). */
inline constexpr std::string_view setPrefix = "set-";
inline constexpr std::string_view turnClockwise = "turn-clockwise";
inline constexpr std::string_view turnCounterClockwise = "turn-counter-clockwise";

} // namespace hexfire::skirmish::actions
