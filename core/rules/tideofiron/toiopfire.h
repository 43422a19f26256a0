#pragma once

#include "core/game/gamestate.h"
#include "core/rules/action.h"
#include "core/rules/loscache.h"
#include "core/rules/tideofiron/toitables.h"

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

/**
 * The trigger markers for a unit moving along `path` (the hexes entered in order): one in each
 * hex some enemy unit in Op Fire mode could attack it in.
 */
std::vector<Effect> opFireTriggers(const ToiOptions &options, const GameState &state,
    const LosCache &los, const Unit &mover, const std::vector<Hex> &path);

/** The trigger marker of `unit` in hex h, or nullptr. */
const Marker *triggerAt(const GameState &state, const UnitId &unit, Hex h);

/** The Op Fire attacks the side not acting may make now: one per unit in Op Fire mode and hex
    entered in its sight (only those `legal` accepts). */
template <typename Legal> std::vector<Action> opFireReplies(const GameState &state, Legal legal);

/**
 * When an Op Fire attack stops the moving unit (a vehicle heavily damaged, a squad pinned or
 * disrupted), the effects that put it back in the hex where it was hit and take away the triggers
 * of the hexes it did not reach.
 */
std::vector<Effect> stopAt(const GameState &state, const Unit &target, const Marker &trigger);

} // namespace hexfire::toi

#include "core/rules/tideofiron/toiactions.h"
#include "core/rules/tideofiron/toiattack.h"

namespace hexfire::toi {

template <typename Legal> std::vector<Action> opFireReplies(const GameState &state, Legal legal)
{
    std::vector<Action> out;
    for (const Marker &m : state.markers()) {
        if (!m.unit || m.kind != "op-fire-trigger")
            continue;
        const Unit *mover = state.findUnit(*m.unit);
        if (!mover || !mover->onMap())
            continue;
        for (const Unit &u : state.units()) {
            if (!u.onMap() || u.side == mover->side || !u.status.has(states::opFire))
                continue;
            Action a;
            a.kind = std::string(actions::attack);
            a.actors = {u.id};
            a.targetUnit = mover->id;
            a.params["mode"] = std::string("op-fire");
            a.params["kind"] = std::string("normal");
            a.params[std::string(opFireAtParam)] = m.hex;
            if (legal(a))
                out.push_back(std::move(a));
        }
    }
    return out;
}

} // namespace hexfire::toi
