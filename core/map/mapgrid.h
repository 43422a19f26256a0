#pragma once

#include "core/hex/hex.h"
#include "core/hex/mapcoordinates.h"
#include "core/map/terrainkind.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire {

/** One hexside named from one of its two hexes; see MapGrid::canonical. */
struct HexsideRef {
    Hex hex;
    HexDirection direction = HexDirection::D0;
    friend constexpr bool operator==(HexsideRef, HexsideRef) = default;
    friend constexpr auto operator<=>(HexsideRef, HexsideRef) = default;
};

/** A feature on a hexside (wall, hedge, stream, cliff, ...), by id (interned: see internedId). */
struct HexsideFeature {
    HexsideRef side;
    std::string_view feature;
    friend bool operator==(const HexsideFeature &, const HexsideFeature &) = default;
};

/**
 * The playing surface: a rectangular offset grid of hexes, each with one terrain kind, an
 * elevation level and optional in-hex features (improved position, smoke, ...), plus features on
 * hexsides. Ids of terrain and features are data; rulesets read their meaning from their own
 * tables. All accessors taking a Hex throw hexfire::Error for a hex off the map.
 */
class MapGrid final {
public:
    MapGrid() = default;
    /** Every hex starts as terrains.front(); terrains must not be empty and ids must be unique. */
    MapGrid(MapCoordinates coordinates, std::vector<TerrainKind> terrains);

    const MapCoordinates &coordinates() const { return m_coordinates; }
    int width() const { return m_coordinates.width(); }
    int height() const { return m_coordinates.height(); }
    int hexCount() const { return width() * height(); }
    bool contains(Hex h) const { return m_coordinates.contains(h); }
    /** All hexes in row-major cell order. */
    std::vector<Hex> hexes() const;

    std::string label(Hex h) const { return m_coordinates.label(h); }
    /** Parses a label in the map's scheme and checks it is on the map. */
    Hex parse(std::string_view label) const { return m_coordinates.parse(label); }

    const std::vector<TerrainKind> &terrainKinds() const { return m_terrains; }
    std::optional<int> terrainIndex(std::string_view id) const;
    int terrainIndexAt(Hex h) const;
    const TerrainKind &terrain(Hex h) const;
    /** Throws hexfire::Error for an unknown terrain id. */
    void setTerrain(Hex h, std::string_view terrainId);

    /** Everything about one hex from a single cell lookup (for hot loops such as LOS). */
    struct HexView {
        int terrain = 0; /**< index into terrainKinds() */
        int elevation = 0;
        const std::vector<std::string> *features = nullptr;
    };
    HexView view(Hex h) const;
    /** The same by cell index (0 <= cell < hexCount(), unchecked: from tryCellIndex). */
    HexView viewCell(int cell) const
    {
        const Cell &c = m_cells[static_cast<std::size_t>(cell)];
        return {c.terrain, c.elevation, &c.features};
    }

    int elevation(Hex h) const;
    void setElevation(Hex h, int level);

    const std::vector<std::string> &features(Hex h) const;
    bool hasFeature(Hex h, std::string_view feature) const;
    void addFeature(Hex h, std::string_view feature);
    void removeFeature(Hex h, std::string_view feature);

    /** The same hexside named from either side gives the same canonical reference. */
    static HexsideRef canonical(Hex h, HexDirection d);
    /** The feature on hexside d of h, or an empty string. The far hex may be off the map. The
     *  view is interned (internedId): it outlives the map. */
    std::string_view hexsideFeature(Hex h, HexDirection d) const;
    /** Sets (or, with an empty id, clears) the feature on a hexside. */
    void setHexsideFeature(Hex h, HexDirection d, std::string_view feature);
    /** All hexside features, sorted by canonical hexside. */
    const std::vector<HexsideFeature> &hexsideFeatures() const { return m_hexsideFeatures; }

    friend bool operator==(const MapGrid &, const MapGrid &) = default;

private:
    struct Cell {
        std::uint16_t terrain = 0;
        std::int16_t elevation = 0;
        std::vector<std::string> features;
        friend bool operator==(const Cell &, const Cell &) = default;
    };
    const Cell &cell(Hex h) const;
    Cell &cell(Hex h);
    void checkHexside(Hex h) const;

    MapCoordinates m_coordinates;
    std::vector<TerrainKind> m_terrains;
    std::vector<Cell> m_cells;
    std::vector<HexsideFeature> m_hexsideFeatures;
};

} // namespace hexfire
