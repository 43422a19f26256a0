#pragma once

#include "core/game/gamestate.h"
#include "core/rules/action.h"
#include "core/rules/loscache.h"
#include "core/rules/tideofiron/toitables.h"

#include <functional>
#include <optional>
#include <vector>

namespace hexfire::toi {

/*
 * Op Fire (REFERENCE 4.5.2): an enemy unit in Op Fire mode may attack the active unit after it
 * enters a hex in its range and line of sight, once for each hex entered. A move leaves an Op Fire
 * trigger marker in each such hex (its value: the hex's place on the path, from 1); an Op Fire
 * attack names the hex (parameter "at") and takes its marker away. The markers go when the next
 * action begins.
 */

/** The parameter of an Op Fire attack naming the hex the target entered. */
inline constexpr std::string_view opFireAtParam = "at";

/** Whether h is a fortification (its terrain or a feature in the tables' list). */
bool isFortification(const ToiTables &tables, const MapGrid &map, Hex h);

/**
 * The trigger markers for a unit moving along `path` (the hexes entered in order): one in each
 * hex some enemy unit in Op Fire mode could attack it in, and one (value 0) in the hex it leaves
 * when that is a fortification it is seen in.
 */
std::vector<Effect> opFireTriggers(const ToiOptions &options, const GameState &state,
    const LosCache &los, const Unit &mover, const std::vector<Hex> &path);

/** The trigger marker of `unit` in hex h, or nullptr. */
const Marker *triggerAt(const GameState &state, const UnitId &unit, Hex h);

/** The Op Fire attacks the side not acting may make now: one per unit in Op Fire mode and hex
    entered in its sight, each one `legal` accepts. */
std::vector<Action> opFireReplies(
    const GameState &state, const std::function<bool(const Action &)> &legal);

/**
 * When an Op Fire attack stops the moving unit (a vehicle heavily damaged, a squad pinned or
 * disrupted), the effects that put it back in the hex where it was hit and take away the triggers
 * of the hexes it did not reach.
 */
std::vector<Effect> stopAt(const GameState &state, const Unit &target, const Marker &trigger);

} // namespace hexfire::toi
