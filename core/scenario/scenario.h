#pragma once

#include "core/data/datanode.h"
#include "core/game/gamestate.h"
#include "core/play/scriptstep.h"

#include <string>
#include <vector>

namespace hexfire {

class Game;

/**
 * A scenario file in memory: the position, the ruleset and its options, and an optional script
 * (a rulebook example). A saved game is a scenario plus its log (SavedLogEntry per committed
 * action with the faces rolled) and the random dice state.
 */
struct SavedLogEntry {
    Action action;
    std::vector<int> faces; /**< every die the resolution rolled, in order */
    std::string title;
    std::string narration;
    bool bookmark = false;
    std::string note;
};

struct Scenario {
    std::string title;
    std::string description;
    std::string rulesetId;
    DataNode rulesetOptions; /**< passed to RuleSet::configure; an empty object by default */
    GameState initial;
    std::vector<ScriptStep> script;

    // Saved-game part (empty for a plain scenario).
    std::vector<SavedLogEntry> log;
    int position = 0; /**< entries applied when saved (the rest is the redo tail) */
    std::uint64_t seed = 1;
    std::uint64_t draws = 0;
};

} // namespace hexfire
