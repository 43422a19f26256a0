#pragma once

#include "core/game/side.h"
#include "core/rules/vocabulary.h"
#include "core/scenario/scenario.h"

#include <string>
#include <vector>

namespace hexfire {

/** What File > New Scenario asks for. */
struct NewScenarioSpec {
    std::string rulesetId;
    std::string title = "New scenario";
    std::string description;
    MapPreset map; /**< size, orientation, parity and label scheme */
    std::vector<Side> sides; /**< empty: defaultSides() */
};

/** Two sides, blue and red, for a new scenario the player renames. */
std::vector<Side> defaultSides();

/**
 * An empty scenario: the rule system's terrain kinds (every hex the first of them), the sides, no
 * units or markers. Throws hexfire::Error for an unregistered rule system; whether the loader
 * accepts it (the map's size limits, say) is ScenarioEditor::check's to tell.
 */
Scenario buildNewScenario(const NewScenarioSpec &spec);

} // namespace hexfire
