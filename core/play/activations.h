#pragma once

#include "core/game/ids.h"
#include "core/play/logentry.h"

#include <string>
#include <vector>

namespace hexfire {

/** A unit that took part in steps of the current round, as the game's record shows it. */
struct Activation {
    UnitId unit;
    std::vector<int> steps; /**< step numbers (1 is the first step), oldest first */
    std::vector<std::string> actions; /**< the action type of each of those steps */
    friend bool operator==(const Activation &, const Activation &) = default;
};

/**
 * Who acted since the last phase step (a step nobody takes: the end of a round or of a fire
 * segment, a Fire Resolution), up to position, in the order they first acted. This is the game's
 * record, not a rule: whether a unit may act again is its rule system's answer (a unit's states
 * such as fatigued, spent Op Fire or a hex already fired at), which evaluate gives.
 */
std::vector<Activation> activationsSince(const std::vector<LogEntry> &log, int position);

/** The step number of the last phase step at or before position; 0 when there is none yet. */
int lastPhaseStep(const std::vector<LogEntry> &log, int position);

} // namespace hexfire
