#pragma once

#include "core/rules/action.h"

#include <string>
#include <vector>

namespace hexfire {

/**
 * One step of a scenario's script (a rulebook example): the action, the faces its dice show, and a
 * short narration for teaching. Replaying a script never calls a random number generator.
 */
struct ScriptStep {
    std::string title; /**< "Lt. Murphy calls for fire on his own hex" */
    Action action;
    std::vector<int> dice; /**< faces, in the order the resolution asks for them */
    std::string narration;
    bool bookmark = false;
    friend bool operator==(const ScriptStep &, const ScriptStep &) = default;
};

} // namespace hexfire
