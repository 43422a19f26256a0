#pragma once

#include <string_view>

/** Tide of Iron's action keys (ActionType::key, Action::kind), named once. */
namespace hexfire::toi::actions {

inline constexpr std::string_view attack = "attack";
inline constexpr std::string_view move = "move";
inline constexpr std::string_view setOpFire = "set-op-fire";
inline constexpr std::string_view endRound = "end-round";

} // namespace hexfire::toi::actions
