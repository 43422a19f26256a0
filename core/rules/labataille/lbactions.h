#pragma once

#include <string_view>

/** La Bataille's action keys (ActionType::key, Action::kind), named once. */
namespace hexfire::labataille::actions {

inline constexpr std::string_view fire = "fire";
inline constexpr std::string_view endFireSegment = "end-fire-segment";
inline constexpr std::string_view changeFormation = "change-formation";
inline constexpr std::string_view turnClockwise = "turn-clockwise";
inline constexpr std::string_view turnCounterClockwise = "turn-counter-clockwise";
inline constexpr std::string_view extendLine = "extend-line";
inline constexpr std::string_view closeLine = "close-line";

} // namespace hexfire::labataille::actions
