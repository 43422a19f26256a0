#pragma once

#include "core/rules/evaluation.h"
#include "core/rules/labataille/lbtables.h"

#include <optional>
#include <string>
#include <vector>

namespace hexfire::labataille {

/** The rule an arrival line cites (REFERENCE 2.5.2, "Force march, reinforcements"). */
inline constexpr const char *reinforcementsRule = "Reinforcements";
/** How far aside a blocked reinforcement may enter (2.5.2: up to 5 hexes). */
inline constexpr int reinforcementAside = 5;

/** Where one reinforcement due now enters, or why it cannot. */
struct LbArrival {
    UnitId unit;
    std::optional<Hex> at; /**< none: every hex within reach is blocked, it stays off the map */
    ExplanationLine line;
};

/**
 * The reinforcements due at the current position (2.5.1: the Command Sequence brings them) and
 * where each enters: its entry hex, else (an enemy in it or its zone of influence there, 2.5.2)
 * the nearest free hex up to 5 hexes aside; blocked everywhere, it stays off the map and is due
 * again next turn. Reinforcements placed earlier in the same step count as friends.
 */
std::vector<LbArrival> planArrivals(const GameState &state);

/**
 * The Command Sequence's end step: the reinforcements due, then on the hour each organisation's
 * morale level (evaluateCommandSequence). Refused only when there is nothing to do at all.
 */
Evaluation evaluateCommandStep(
    const LbOptions &options, const GameState &state, const Action &action);

/** The assumptions arrivals rest on, for the rule system's list. */
std::vector<Assumption> reinforcementAssumptions();

} // namespace hexfire::labataille
