#include "core/map/mapgrid.h"

#include "core/error.h"
#include "core/map/internedid.h"

#include <algorithm>
#include <limits>

namespace hexfire {

MapGrid::MapGrid(MapCoordinates coordinates, std::vector<TerrainKind> terrains)
    : m_coordinates(coordinates)
    , m_terrains(std::move(terrains))
{
    if (m_terrains.empty())
        throw Error("a map needs at least one terrain kind");
    if (m_terrains.size() > std::numeric_limits<std::uint16_t>::max())
        throw Error("a map may use at most 65535 terrain kinds");
    for (std::size_t i = 0; i < m_terrains.size(); ++i) {
        if (m_terrains[i].id.empty())
            throw Error("terrain kind " + std::to_string(i) + " has an empty id");
        for (std::size_t j = 0; j < i; ++j) {
            if (m_terrains[j].id == m_terrains[i].id)
                throw Error("terrain id \"" + m_terrains[i].id + "\" is defined twice");
        }
    }
    m_cells.resize(static_cast<std::size_t>(m_coordinates.width())
        * static_cast<std::size_t>(m_coordinates.height()));
}

std::vector<Hex> MapGrid::hexes() const
{
    std::vector<Hex> result;
    result.reserve(m_cells.size());
    for (int i = 0; i < hexCount(); ++i)
        result.push_back(m_coordinates.hexAt(i));
    return result;
}

const MapGrid::Cell &MapGrid::cell(Hex h) const
{
    return m_cells[static_cast<std::size_t>(m_coordinates.cellIndex(h))];
}

MapGrid::Cell &MapGrid::cell(Hex h)
{
    return m_cells[static_cast<std::size_t>(m_coordinates.cellIndex(h))];
}

std::optional<int> MapGrid::terrainIndex(std::string_view id) const
{
    for (std::size_t i = 0; i < m_terrains.size(); ++i) {
        if (m_terrains[i].id == id)
            return static_cast<int>(i);
    }
    return std::nullopt;
}

int MapGrid::terrainIndexAt(Hex h) const { return cell(h).terrain; }

const TerrainKind &MapGrid::terrain(Hex h) const { return m_terrains[cell(h).terrain]; }

void MapGrid::setTerrain(Hex h, std::string_view terrainId)
{
    const auto i = terrainIndex(terrainId);
    if (!i)
        throw Error("unknown terrain id \"" + std::string(terrainId) + "\"");
    cell(h).terrain = static_cast<std::uint16_t>(*i);
}

MapGrid::HexView MapGrid::view(Hex h) const
{
    const Cell &c = cell(h);
    return {c.terrain, c.elevation, &c.features};
}

int MapGrid::elevation(Hex h) const { return cell(h).elevation; }

void MapGrid::setElevation(Hex h, int level)
{
    if (level < -100 || level > 100)
        throw Error("elevation must be between -100 and 100, got " + std::to_string(level));
    cell(h).elevation = static_cast<std::int16_t>(level);
}

const std::vector<std::string> &MapGrid::features(Hex h) const { return cell(h).features; }

bool MapGrid::hasFeature(Hex h, std::string_view feature) const
{
    const auto &f = cell(h).features;
    return std::find(f.begin(), f.end(), feature) != f.end();
}

void MapGrid::addFeature(Hex h, std::string_view feature)
{
    if (feature.empty())
        throw Error("an in-hex feature needs a non-empty id");
    auto &f = cell(h).features;
    if (std::find(f.begin(), f.end(), feature) == f.end())
        f.emplace_back(feature);
}

void MapGrid::removeFeature(Hex h, std::string_view feature)
{
    auto &f = cell(h).features;
    f.erase(std::remove(f.begin(), f.end(), feature), f.end());
}

HexsideRef MapGrid::canonical(Hex h, HexDirection d)
{
    // Directions 0..2 name a hexside from its own hex; 3..5 from the neighbour across it.
    if (index(d) < 3)
        return {h, d};
    return {neighbor(h, d), opposite(d)};
}

void MapGrid::checkHexside(Hex h) const
{
    if (!contains(h))
        throw Error("hexside of " + label(h) + " is off the map");
}

std::string_view MapGrid::hexsideFeature(Hex h, HexDirection d) const
{
    checkHexside(h);
    const HexsideRef key = canonical(h, d);
    const auto it = std::lower_bound(m_hexsideFeatures.begin(), m_hexsideFeatures.end(), key,
        [](const HexsideFeature &f, HexsideRef k) { return f.side < k; });
    if (it != m_hexsideFeatures.end() && it->side == key)
        return it->feature;
    return {};
}

void MapGrid::setHexsideFeature(Hex h, HexDirection d, std::string_view feature)
{
    checkHexside(h);
    const HexsideRef key = canonical(h, d);
    const auto it = std::lower_bound(m_hexsideFeatures.begin(), m_hexsideFeatures.end(), key,
        [](const HexsideFeature &f, HexsideRef k) { return f.side < k; });
    const bool found = it != m_hexsideFeatures.end() && it->side == key;
    if (feature.empty()) {
        if (found)
            m_hexsideFeatures.erase(it);
        return;
    }
    if (found)
        it->feature = internedId(feature);
    else
        m_hexsideFeatures.insert(it, HexsideFeature {key, internedId(feature)});
}

} // namespace hexfire
