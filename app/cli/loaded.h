#pragma once

#include "core/play/game.h"
#include "core/scenario/scenario.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace hexfire::cli {

/** One step to play: a script step, or a saved game's log entry when there is no script. */
struct Step {
    Action action;
    std::vector<int> faces;
    std::string title;
    std::string narration;
};

/** A file loaded for a command: the scenario, a game at its initial position, and its steps. */
struct Loaded {
    Scenario scenario;
    std::unique_ptr<Game> game; /**< at the initial position, no log */
    std::vector<Step> steps;
};

/** Loads a scenario or saved game; prints its diagnostics and returns nothing if it fails. */
std::optional<Loaded> load(const std::string &path);

/**
 * The game a file holds where it stands: a scenario at its start, a saved game at its position
 * (for the queries about "now": odds of an action described, moves). Prints its diagnostics and
 * returns nullptr if it fails.
 */
std::unique_ptr<Game> loadWhereItStands(const std::string &path);

/** Plays steps [0, count) with their faces; prints nothing. Returns an error message or nothing. */
std::optional<std::string> playSteps(Loaded &l, int count);

} // namespace hexfire::cli
