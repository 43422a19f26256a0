#include "core/edit/newscenario.h"

#include "core/error.h"
#include "core/rules/rulesetregistry.h"

#include <algorithm>

namespace hexfire {

std::vector<Side> defaultSides()
{
    return {{SideId {"blue"}, "Blue", "#3a6ea5"}, {SideId {"red"}, "Red", "#b03a2e"}};
}

Scenario buildNewScenario(const NewScenarioSpec &spec)
{
    const auto rules = RuleSetRegistry::create(spec.rulesetId);
    if (!rules)
        throw Error("no rule system \"" + spec.rulesetId + "\" is registered");
    const MapPreset &m = spec.map;
    if (m.width < 1 || m.height < 1)
        throw Error("a map needs at least one hex across and down");
    std::vector<TerrainKind> kinds = rules->vocabulary().terrainKinds;
    if (kinds.empty())
        kinds = {{"clear", "Clear", "#d8d0a0"}};
    Scenario s;
    s.title = spec.title;
    s.description = spec.description;
    s.rulesetId = spec.rulesetId;
    s.initial = GameState(spec.rulesetId,
        MapGrid(
            MapCoordinates(m.width, m.height, m.orientation, m.parity, m.labels), std::move(kinds)),
        spec.sides.empty() ? defaultSides() : spec.sides);
    // Where the players decide how a game is won, a new scenario starts from the rule system's
    // proposal, written into the file as its own.
    if (const SequenceRules *own = rules->sequenceRules()) {
        if (const std::optional<VictoryPreset> preset = own->victoryPreset())
            s.initial.setVictory(preset->conditions);
    }
    return s;
}

} // namespace hexfire
