#pragma once

#include "core/data/datanode.h"
#include "core/data/diagnostics.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace hexfire::labataille {

/** Which column of the movement table a unit pays (leaders and horse artillery: see LbMovement). */
enum class MoveClass : std::uint8_t { Infantry, Cavalry, Artillery };

/** A cost for each column, in half movement points; nullopt: prohibited. */
struct ClassCosts {
    std::optional<int> infantry;
    std::optional<int> cavalry;
    std::optional<int> artillery;

    std::optional<int> of(MoveClass c) const;
    friend bool operator==(const ClassCosts &, const ClassCosts &) = default;
};

/**
 * How many units may end a move in a hex of one terrain (REFERENCE 2.5.2 Stacking, per game).
 * Each limit is absent when the terrain sets none.
 */
struct StackingLimit {
    std::optional<int> infantry; /**< infantry increments in the hex */
    std::optional<int> cavalry; /**< cavalry increments */
    std::optional<int> artillery; /**< artillery increments */
    std::optional<int> units; /**< units in the hex, leaders not counted */
    /** Infantry increments allowed with one battery in the hex (clear: 12 and a battery). */
    std::optional<int> infantryWithBattery;
    /** One battery may join the one battalion `units` allows (built-up: battalion + battery). */
    bool battalionAndBattery = false;

    friend bool operator==(const StackingLimit &, const StackingLimit &) = default;
};

/** One terrain of the movement table. */
struct TerrainMovement {
    ClassCosts cost;
    /** General-order terrain: infantry and cavalry enter it only in general order. */
    bool generalOrder = false;
    /** Open terrain: a line may stand in it and guns move by prolonge into it (clear). */
    bool open = false;
    /** Infantry enters only in tirailleur order (swamp). */
    bool skirmishersOnly = false;
    /** In road march along a road, the cost instead of the road's (through a built-up hex). */
    std::optional<int> roadMarch;
    StackingLimit stacking;

    friend bool operator==(const TerrainMovement &, const TerrainMovement &) = default;
};

/** One hexside feature of the movement table. */
struct HexsideMovement {
    /** Added to the hex entered across it; nullopt: the hexside may not be crossed. */
    ClassCosts cost;
    /** Crossed only in road march (a bridge). */
    bool roadMarchOnly = false;
    /** Crossing costs this instead of the hex entered and the road (a bridge). */
    bool replaces = false;

    friend bool operator==(const HexsideMovement &, const HexsideMovement &) = default;
};

/**
 * La Bataille's terrain movement costs and stacking (REFERENCE 2.5.2), data per game: the
 * "movement" member of resources/rulesets/labataille/tables.json. Costs are in half movement
 * points (the file writes movement points, 0.5 for a road). Friedland's own chart was not found:
 * the defaults are the Heilsberg 1807 column, marked assumed.
 */
struct LbMovementTable {
    /** The table is a DEFAULT (not the game's own chart): its costs show as assumed. */
    bool assumed = true;
    std::string source;
    std::map<std::string, TerrainMovement, std::less<>> terrain;
    std::map<std::string, HexsideMovement, std::less<>> hexsides;
    /** The in-hex feature a road is drawn as. */
    std::string roadFeature = "road";
    /** Along a road in road march, half points a hex (½ MP). */
    int road = 1;
    /** Increments in road march a hex holds (road, bridge). */
    int roadMarchStacking = 4;

    static LbMovementTable defaults();
    static std::optional<LbMovementTable> fromData(const DataNode &node, Diagnostics &diagnostics);
    const TerrainMovement *findTerrain(std::string_view id) const;
    const HexsideMovement *findHexside(std::string_view id) const;
    friend bool operator==(const LbMovementTable &, const LbMovementTable &) = default;
};

} // namespace hexfire::labataille
