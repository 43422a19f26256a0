#pragma once

#include "core/game/effect.h"
#include "core/game/gamestate.h"
#include "core/hex/hex.h"
#include "core/map/terrainkind.h"
#include "core/scenario/scenario.h"

#include <cstddef>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace hexfire {

/**
 * The edits the scenario editor makes, as small values. Applying one (ScenarioEditor::apply)
 * returns its exact inverse, another edit of the same family, so undo restores the scenario
 * exactly and redo is the edit again.
 */

/** Sets the terrain of each listed hex; `kinds`, when set, first becomes the map's terrain list
 *  (a terrain the map had no use for yet joins it; the inverse takes it out again). */
struct TerrainEdit {
    std::vector<std::pair<Hex, std::string>> cells;
    std::optional<std::vector<TerrainKind>> kinds;
};

/** Sets the elevation level of each listed hex. */
struct ElevationEdit {
    std::vector<std::pair<Hex, int>> cells;
};

/** Sets the whole list of in-hex features of one hex (an improved position, smoke). */
struct HexFeaturesEdit {
    Hex hex;
    std::vector<std::string> features;
};

/** Sets the feature on one hexside; an empty feature clears it. */
struct HexsideEdit {
    Hex hex;
    HexDirection direction = HexDirection::D0;
    std::string feature;
};

/**
 * Puts a unit in the position: adds it (at `index` in the unit list, the end by default), replaces
 * the unit with its id (moved, turned, its states or values changed), or, with no unit, removes
 * the unit with `id`.
 */
struct UnitEdit {
    static constexpr std::size_t atEnd = std::numeric_limits<std::size_t>::max();
    UnitId id;
    std::optional<Unit> unit;
    std::size_t index = atEnd;
};

/**
 * Places, changes or removes markers as the generic marker effects (GameState::apply); with
 * `revert` set, undoes the apply that returned that delta instead (the inverse of a marker edit).
 */
struct MarkerEdit {
    std::vector<Effect> effects;
    std::optional<StateDelta> revert;
};

/** The scenario's title and description. */
struct TextEdit {
    std::string title;
    std::string description;
};

/** The background image and its calibration; none removes it. */
struct BackgroundEdit {
    std::optional<BackgroundImage> image;
};

using ScenarioEdit = std::variant<TerrainEdit, ElevationEdit, HexFeaturesEdit, HexsideEdit,
    UnitEdit, MarkerEdit, TextEdit, BackgroundEdit>;

} // namespace hexfire
