#pragma once

#include "core/game/gamestate.h"
#include "core/rules/evaluation.h"
#include "core/rules/resolution.h"

#include <string>

namespace hexfire {

/**
 * One committed action in a game's history: what was evaluated before the roll, what the dice
 * and rules made of it, and what it changed (so it can be undone exactly). The rolls in
 * resolution are the truth: redo and loading re-apply them and never roll again.
 */
struct LogEntry {
    Evaluation evaluation;
    Resolution resolution;
    StateDelta delta;
    std::string title; /**< short line for the timeline */
    std::string narration; /**< teaching text of a scripted step */
    bool bookmark = false;
    std::string note; /**< the player's own note */
};

} // namespace hexfire
