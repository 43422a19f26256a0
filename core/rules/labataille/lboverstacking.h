#pragma once

#include "core/dice/dicesource.h"
#include "core/game/gamestate.h"
#include "core/rules/evaluation.h"
#include "core/rules/labataille/lbtables.h"
#include "core/rules/resolution.h"

#include <optional>
#include <string>
#include <vector>

namespace hexfire::labataille {

inline constexpr const char *overstackingRule = "Stacking";
inline constexpr const char *overstackingAssumption = "docs/rules.md: La Bataille over-stacking";

/**
 * The over-stacking check (REFERENCE 2.5.2 Stacking, Berlin p.145): a hex left over the
 * terrain's stacking limit makes one morale roll for all the units in it; those that fail
 * disorder, then displace. HexFire refuses a move that would end over the limit (a player
 * chooses his moves), so the check arises where nobody chooses: a retreat that ends in a
 * friendly hex already full. The units that were in the hex share the roll, each against its own
 * morale value and modifiers; the retreating unit has just failed its own check and does not
 * roll again; a unit that fails takes its morale failure and its retreat is its displacement;
 * those that pass stay (assumed).
 */
class LbOverstacking final {
public:
    explicit LbOverstacking(const LbOptions &options)
        : m_options(options)
    { }

    /** Why `mover` would leave `h` over the stacking limit, ending its retreat there; empty if
        it would not. */
    std::string problem(const GameState &state, const Unit &mover, Hex h) const;

    /** The units that share the roll: mover's side in h, leaders and mover left out. */
    std::vector<const Unit *> rollers(const GameState &state, const Unit &mover, Hex h) const;

    /** Before the roll that may (probability `retreatChance`) end `mover`'s retreat in h over
        the limit: the roll, each unit's odds and the conditional dice. */
    void explainIfRetreat(const GameState &state, const Unit &mover, Hex h, const std::string &why,
        double retreatChance, Evaluation &e) const;

    /** Rolls the one check for the units in h into r, their failures applied. */
    void resolve(const GameState &state, const Unit &mover, Hex h, const std::string &why,
        DiceSource &dice, Resolution &r) const;

    /** The assumption the check rests on. */
    static Assumption assumption();

private:
    const LbOptions &m_options;
};

} // namespace hexfire::labataille
