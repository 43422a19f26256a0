#pragma once

#include "core/data/datanode.h"
#include "core/data/diagnostics.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire {

/** What a terrain, in-hex feature or hexside feature does to a line of sight in TLHY. */
enum class TlhyLosKind : std::uint8_t {
    Clear,
    Hinder, /**< adds its hindrance to the line (hindrances are cumulative, 4.2.4) */
    Block,
    Height, /**< blocks only when higher than both ends (REFERENCE 1.6 DEFAULT for hills) */
};

/**
 * What maneuvering into a terrain, or with a feature, costs one kind of mover (REFERENCE 1.8.3), in
 * half movement points. A hex's terrain gives the cost of entering it; an in-hex feature or a
 * hexside feature adds its cost.
 */
struct TlhyMoveCost {
    std::optional<int> halves; /**< empty: the chart gives nothing (a feature adds nothing) */
    bool prohibited = false;
    bool assumed = false; /**< a DEFAULT of REFERENCE 1.8.3, not a found cost (NOT OFFICIAL) */
    friend bool operator==(const TlhyMoveCost &, const TlhyMoveCost &) = default;
};

/** One row of the TLHY terrain table (REFERENCE 1.3), keyed by a map terrain or feature id. */
struct TlhyTerrainEffect {
    std::string id; /**< map terrain, in-hex feature or hexside feature id */
    std::string name;
    std::optional<int> sadrmTem; /**< empty: "–" in the chart (no TEM against small arms) */
    std::optional<int> mdrmTem; /**< empty: no TEM against mortars */
    bool position = false; /**< improved/fortified position: the assaulting side does not benefit */
    TlhyLosKind los = TlhyLosKind::Clear;
    int hindrance = 0; /**< for TlhyLosKind::Hinder */
    bool assumed = false; /**< the LOS entry is a DEFAULT of REFERENCE 1.6, not a found rule */
    TlhyMoveCost foot; /**< infantry and leaders maneuvering (1.8.3) */
    TlhyMoveCost vehicle; /**< vehicles maneuvering */
    TlhyMoveCost footAcross; /**< a hexside feature: crossing it on foot */
    TlhyMoveCost vehicleAcross; /**< a hexside feature: crossing it in a vehicle */
    bool water = false; /**< river or marsh: from one into another costs all the MPs */
    bool ford = false; /**< lets vehicles into a water hex (at the ford's cost) */
    bool road = false; /**< a unit starting on it has one more MP (1.8.3) */
    friend bool operator==(const TlhyTerrainEffect &, const TlhyTerrainEffect &) = default;
};

/**
 * The TLHY data tables: TEMs and LOS effects of terrain and features, and which markers hinder.
 * The built-in defaults equal resources/rulesets/tlhy/tables.json.
 */
struct TlhyTables {
    std::vector<TlhyTerrainEffect> items;
    std::vector<std::string> hinderingMarkers; /**< marker kind keys ("mdrm", "smoke") */
    int markerHindrance = 1; /**< hindrance of one hindering marker in an intervening hex */
    bool notOfficial = false;
    std::string source;

    const TlhyTerrainEffect *find(std::string_view id) const;

    /** The tables of REFERENCE 1.3 / 1.6, identical to the shipped tables.json. */
    static TlhyTables defaults();
    /** Reads a tables object (the format of tables.json); nullopt after adding diagnostics. */
    static std::optional<TlhyTables> fromData(const DataNode &node, Diagnostics &diagnostics);

    friend bool operator==(const TlhyTables &, const TlhyTables &) = default;
};

std::string_view toString(TlhyLosKind kind);

} // namespace hexfire
