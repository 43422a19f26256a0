#include "core/los/terrainlosrules.h"

#include "core/error.h"

#include <algorithm>

namespace hexfire {

TerrainLosRules::TerrainLosRules(const MapGrid &map, TerrainLosConfig config)
    : m_config(std::move(config))
{
    const auto &kinds = map.terrainKinds();
    m_terrain.resize(kinds.size());
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        const std::string &id = kinds[i].id;
        const auto blocking
            = std::find(m_config.blockingTerrain.begin(), m_config.blockingTerrain.end(), id);
        if (blocking != m_config.blockingTerrain.end()) {
            m_terrain[i] = {LosEffect::Block, 0,
                reason("terrain." + id + ".blocks", kinds[i].name + " blocks LOS")};
            continue;
        }
        for (const auto &[hid, amount] : m_config.hinderingTerrain) {
            if (hid == id) {
                m_terrain[i] = {LosEffect::Hinder, amount,
                    reason("terrain." + id + ".hinders",
                        kinds[i].name + " hinders LOS (" + std::to_string(amount) + ")")};
            }
        }
    }
    for (const auto &id : m_config.blockingHexFeatures)
        m_blockingHexFeatures.push_back(
            {LosEffect::Block, 0, reason("feature." + id + ".blocks", id + " blocks LOS")});
    for (const auto &[id, amount] : m_config.hinderingHexFeatures)
        m_hinderingHexFeatures.push_back({LosEffect::Hinder, amount,
            reason("feature." + id + ".hinders",
                id + " hinders LOS (" + std::to_string(amount) + ")")});
    for (const auto &id : m_config.blockingHexsideFeatures) {
        m_blockingHexside.push_back({LosEffect::Block, 0,
            reason("hexside." + id + ".blocks", "crossing a " + id + " hexside blocks LOS")});
        m_alongHexside.push_back(m_config.blockWhenRunAlong
                ? LosObstacle {LosEffect::Block, 0,
                    reason("hexside." + id + ".along.blocks",
                        "running along a " + id + " hexside blocks LOS")}
                : LosObstacle {LosEffect::Clear, 0,
                    reason("hexside." + id + ".along.clear",
                        "the line runs along the " + id + " hexside without crossing it")});
    }
    m_higherThanBoth = reason("elevation.higher_than_both", "higher than both ends: blocks LOS");
    m_notHigherThanBoth
        = reason("elevation.not_higher_than_both", "higher than one end only: does not block LOS");
}

const LosReason *TerrainLosRules::reason(std::string key, std::string text)
{
    return internReason(key, text, m_config.ruleRef);
}

namespace {

[[noreturn]] void throwWrongMap(std::size_t built, std::size_t asked)
{
    throw Error("TerrainLosRules was built for a map with " + std::to_string(built)
        + " terrain kinds, asked about one with " + std::to_string(asked));
}

} // namespace

LosObstacle TerrainLosRules::hexEffect(const LosContext &context, Hex hex) const
{
    const MapGrid &map = context.map;
    if (map.terrainKinds().size() != m_terrain.size())
        throwWrongMap(m_terrain.size(), map.terrainKinds().size());
    // One cell lookup for terrain, level and features; the engine usually knows the cell already.
    return effectOf(context, context.cell >= 0 ? map.viewCell(context.cell) : map.view(hex));
}

LosObstacle TerrainLosRules::effectOf(const LosContext &context, const MapGrid::HexView &cell) const
{
    const LosObstacle &terrain = m_terrain[static_cast<std::size_t>(cell.terrain)];
    if (terrain.effect == LosEffect::Block)
        return terrain;
    // Most hexes have no in-hex feature: the feature loops stay off this (per-hex) path.
    if (!cell.features->empty())
        return withFeatures(context, cell, terrain);
    return withElevation(context, cell.elevation, terrain);
}

LosObstacle TerrainLosRules::withElevation(
    const LosContext &context, int level, const LosObstacle &result) const
{
    if (m_config.higherThanBothBlocks) {
        if (level > std::max(context.firerLevel, context.targetLevel))
            return {LosEffect::HeightBlocked, 0, m_higherThanBoth};
        if (level > std::min(context.firerLevel, context.targetLevel)
            && result.effect == LosEffect::Clear)
            return {LosEffect::HeightPassed, 0, m_notHigherThanBoth};
    }
    return result;
}

LosObstacle TerrainLosRules::withFeatures(
    const LosContext &context, const MapGrid::HexView &cell, const LosObstacle &terrain) const
{
    const auto &features = *cell.features;
    for (const std::string &f : features) {
        for (std::size_t i = 0; i < m_config.blockingHexFeatures.size(); ++i) {
            if (m_config.blockingHexFeatures[i] == f)
                return m_blockingHexFeatures[i];
        }
    }
    LosObstacle result = withElevation(context, cell.elevation, terrain);
    if (result.effect == LosEffect::HeightBlocked)
        return result;
    for (const std::string &f : features) {
        for (std::size_t i = 0; i < m_config.hinderingHexFeatures.size(); ++i) {
            if (m_config.hinderingHexFeatures[i].first != f)
                continue;
            const LosObstacle &h = m_hinderingHexFeatures[i];
            if (result.effect == LosEffect::Hinder)
                result.hindrance += h.hindrance; // the reason stays the terrain's; amounts add
            else
                result = h;
        }
    }
    return result;
}

bool TerrainLosRules::mayObstruct(const MapGrid &map, int cell, int firerLevel) const
{
    if (map.terrainKinds().size() != m_terrain.size())
        return true;
    const MapGrid::HexView v = map.viewCell(cell);
    // A hex lower than or level with the firer is never higher than both ends; any in-hex feature
    // is taken as one that may block or hinder.
    return m_terrain[static_cast<std::size_t>(v.terrain)].effect != LosEffect::Clear
        || !v.features->empty() || (m_config.higherThanBothBlocks && v.elevation > firerLevel);
}

bool TerrainLosRules::alwaysBlocks(const MapGrid &map, int cell, int) const
{
    if (map.terrainKinds().size() != m_terrain.size())
        return false;
    // As effectOf: blocking terrain, then a blocking in-hex feature, decide before elevation.
    const MapGrid::HexView v = map.viewCell(cell);
    if (m_terrain[static_cast<std::size_t>(v.terrain)].effect == LosEffect::Block)
        return true;
    return std::any_of(v.features->begin(), v.features->end(), [&](const std::string &f) {
        return std::find(
                   m_config.blockingHexFeatures.begin(), m_config.blockingHexFeatures.end(), f)
            != m_config.blockingHexFeatures.end();
    });
}

LosObstacle TerrainLosRules::hexsideEffect(
    const LosContext &context, HexsideRef, std::string_view feature) const
{
    for (std::size_t i = 0; i < m_config.blockingHexsideFeatures.size(); ++i) {
        if (m_config.blockingHexsideFeatures[i] == feature)
            return context.contact == HexsideContact::RunAlong ? m_alongHexside[i]
                                                               : m_blockingHexside[i];
    }
    return {};
}

} // namespace hexfire
