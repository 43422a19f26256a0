#pragma once

#include "core/game/gamestate.h"
#include "core/rules/action.h"
#include "core/rules/vocabulary.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire {

/*
 * The actions every game shares, evaluated by shared code (RuleSet::evaluateInGame) whatever the
 * rule system: ending a phase, ending an activation, and a player's adjustment outside the rules.
 * Their keys never clash with a rule system's (the loader refuses a vocabulary that reuses one).
 */
namespace builtin {
inline constexpr std::string_view nextPhase = "next-phase";
inline constexpr std::string_view endActivation = "end-activation";
inline constexpr std::string_view adjust = "adjust";
} // namespace builtin

/** The shared action types, for names, help and the files' parameter types. */
const std::vector<ActionType> &builtinActionTypes();
/** The names of the effects shared code makes (a move, an adjustment, a new phase). */
const std::vector<EffectType> &builtinEffectTypes();
/** Whether key is one of the shared actions. */
bool isBuiltinAction(std::string_view key);

class RuleSet;
/**
 * A shared action's title for the timeline, said for the position it is taken in ("End Movement
 * phase", "Adjustment: Move Rifleman Adams from B3 to C4"); nullopt for a rule system's action.
 */
std::optional<std::string> sharedActionTitle(
    const RuleSet &rules, const GameState &state, const Action &action);

} // namespace hexfire
