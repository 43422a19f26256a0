#pragma once

#include "core/game/gamestate.h"
#include "core/rules/evaluation.h"
#include "core/rules/rulehooks.h"

#include <optional>
#include <string>
#include <vector>

namespace hexfire {

class RuleSet;

/** The key of the path parameter of every move action (a HexList: the hexes entered in order). */
inline constexpr std::string_view movePathParam = "path";

/** "3", "1.5": movement units written as movement points. */
std::string movementPointsText(int units, int unitsPerPoint);

/**
 * The hexes a unit can reach this phase with the points it has left, found by a shortest-path
 * search over the rule system's step costs (Dijkstra; a hex where the unit must stop is not left
 * again, a hex it may only pass through is crossed but never reached), with the cheapest path to
 * each.
 */
class ReachableHexes final {
public:
    /** From the unit's hex with its allowance less what it spent, or with `budget` units. */
    ReachableHexes(const GameState &state, const MovementRules &movement, const Unit &unit,
        std::optional<int> budget = std::nullopt);

    const MovementAllowance &allowance() const { return m_allowance; }
    /** The movement units the search had (allowance less spent, or the budget given). */
    int budget() const { return m_budget; }
    Hex start() const { return m_start; }
    /** Whether the unit can end its move in h (not its own hex). */
    bool reachable(Hex h) const;
    /** Movement units the cheapest path to h costs; nullopt when out of reach. */
    std::optional<int> cost(Hex h) const;
    std::optional<int> pointsLeft(Hex h) const;
    bool mustStop(Hex h) const;
    /** The hexes entered on the cheapest path to h, h last; empty when out of reach. */
    std::vector<Hex> pathTo(Hex h) const;
    /** Every reachable hex, nearest first. */
    const std::vector<Hex> &hexes() const { return m_order; }

private:
    struct Cell {
        int cost = -1; /**< -1: not reached */
        int previous = -1; /**< the cell it was entered from */
        bool mustStop = false;
        bool passOnly = false; /**< entered on the way, never a move's end */
    };
    const Cell *cell(Hex h) const;

    const GameState *m_state;
    MovementAllowance m_allowance;
    int m_budget = 0;
    Hex m_start;
    std::vector<Cell> m_cells;
    std::vector<Hex> m_order;
};

/**
 * Evaluates a rule system's move action: one unit, a target hex and the path (the "path" HexList
 * parameter; without it the cheapest path). The explanation lists the allowance, each hex
 * entered with its cost and rule, and the points left; the hexes on the path carry the running
 * cost as map notes; a hex out of reach is refused with the reason. A rule system calls it from
 * its evaluate() and may add to it (reactions, a fire it triggers).
 */
Evaluation evaluateMove(const RuleSet &rules, const MovementRules &movement, const GameState &state,
    const Action &action);

/** Why the unit cannot end a move in h now, in a sentence; empty when it can. */
std::string whyUnreachable(const GameState &state, const MovementRules &movement, const Unit &unit,
    const ReachableHexes &reach, Hex h);

} // namespace hexfire
