#pragma once

#include "core/dice/dicesource.h"
#include "core/game/gamestate.h"
#include "core/rules/effectsplan.h"
#include "core/rules/evaluation.h"
#include "core/rules/labataille/lbtables.h"
#include "core/rules/resolution.h"

#include <memory>
#include <string>
#include <vector>

namespace hexfire::labataille {

inline constexpr const char *moveThroughAssumption
    = "docs/rules.md: La Bataille moving through good-order units";

/**
 * Moving through (REFERENCE 2.5.4): the good-order units of its own side that a disordered or
 * routed unit moves or retreats through check their morale, each once, where it happens. A hex
 * is moved through when the path enters it, the last hex included (assumed); a unit that fails
 * disorders or routs and retreats, and its own retreat makes nobody else check (assumed).
 */
class LbMoveThrough final {
public:
    explicit LbMoveThrough(const LbOptions &options)
        : m_options(options)
    { }

    /** The good-order units (not leaders) of mover's side in the hexes of `path`, in path order,
        each once; `except` is left out (the hex whose over-stacking check covers its units). */
    std::vector<const Unit *> unitsPassed(const GameState &state, const Unit &mover,
        const std::vector<Hex> &path, std::optional<Hex> except = std::nullopt) const;

    /** "The move" of a disordered unit: explains each check in e and returns the plan that
        applies `moved` and then rolls them; nullptr when nobody checks. */
    std::shared_ptr<const EvaluationPlan> movePlan(const GameState &state, const Unit &mover,
        const std::vector<Hex> &path, const EffectsPlan &moved, Evaluation &e) const;

    /** Before the roll that may send `mover` back along `path`: each unit passed checks if
        it retreats (probability `retreatChance`), with its odds (not checked / passes / fails) and
        its dice, conditional. */
    void explainIfRetreat(const GameState &state, const Unit &mover, const std::vector<Hex> &path,
        std::optional<Hex> except, double retreatChance, Evaluation &e) const;

    /** Rolls the checks of the units `mover` passed on `path` into r. */
    void resolve(const GameState &state, const Unit &mover, const std::vector<Hex> &path,
        std::optional<Hex> except, bool retreat, DiceSource &dice, Resolution &r) const;

    /** Why they check, in a few words: "the disordered 1st Battalion moves through its hex",
        "1st Battalion retreats through its hex". */
    static std::string why(const Unit &mover, bool retreat);
    /** The assumption the checks rest on. */
    static Assumption assumption();

private:
    const LbOptions &m_options;
};

} // namespace hexfire::labataille
