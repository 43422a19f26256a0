#pragma once

#include "core/los/losrules.h"
#include "core/map/mapgrid.h"

#include <string>
#include <utility>
#include <vector>

namespace hexfire {

/** The data TerrainLosRules reads: which ids block or hinder, by id. */
struct TerrainLosConfig {
    HexsidePolicy policy = HexsidePolicy::Strict;
    std::vector<std::string> blockingTerrain; /**< e.g. "woods", "village" */
    std::vector<std::pair<std::string, int>> hinderingTerrain; /**< id and hindrance amount */
    std::vector<std::string> blockingHexsideFeatures; /**< e.g. "wall" */
    std::vector<std::string> blockingHexFeatures; /**< in-hex features, e.g. "smoke" */
    std::vector<std::pair<std::string, int>> hinderingHexFeatures; /**< id and hindrance amount */
    /** A hex higher than both ends blocks; one higher than only one end passes. */
    bool higherThanBothBlocks = true;
    /**
     * Whether a blocking hexside feature blocks when the line only runs along it. Off by default:
     * both nudged lines pass beside such a hexside without crossing it.
     */
    bool blockWhenRunAlong = false;
    /** The rule reference given with every reason, e.g. "LOS (23)". */
    std::string ruleRef;
};

/**
 * A data-driven LosRules: terrain, in-hex feature and hexside feature ids from a table, plus the
 * "higher than both ends blocks" elevation rule. Built for one map's terrain kinds, so the hot
 * path looks terrain effects up by index instead of comparing strings.
 */
class TerrainLosRules final : public LosRules {
public:
    /** Resolves the configured ids against map's terrain kinds (ids the map lacks are ignored). */
    TerrainLosRules(const MapGrid &map, TerrainLosConfig config);

    const TerrainLosConfig &config() const { return m_config; }

    HexsidePolicy hexsidePolicy() const override { return m_config.policy; }
    LosObstacle hexEffect(const LosContext &context, Hex hex) const override;
    LosObstacle hexsideEffect(
        const LosContext &context, HexsideRef side, std::string_view feature) const override;
    bool mayObstruct(const MapGrid &map, int cell, int firerLevel) const override;
    bool alwaysBlocks(const MapGrid &map, int cell, int firerLevel) const override;

private:
    const LosReason *reason(std::string key, std::string text);
    /** hexEffect once the hex's cell is known. */
    LosObstacle effectOf(const LosContext &context, const MapGrid::HexView &cell) const;
    /** The "higher than both ends" rule applied to a hex at level whose effect is so far result. */
    LosObstacle withElevation(
        const LosContext &context, int level, const LosObstacle &result) const;
    /** The rest of hexEffect for a hex with in-hex features (kept off the common path). */
    LosObstacle withFeatures(
        const LosContext &context, const MapGrid::HexView &cell, const LosObstacle &terrain) const;

    TerrainLosConfig m_config;
    std::vector<LosObstacle> m_terrain; // by terrain index of the map
    std::vector<LosObstacle> m_blockingHexFeatures; // parallel to config lists
    std::vector<LosObstacle> m_hinderingHexFeatures;
    std::vector<LosObstacle> m_blockingHexside;
    std::vector<LosObstacle> m_alongHexside;
    const LosReason *m_higherThanBoth = nullptr;
    const LosReason *m_notHigherThanBoth = nullptr;
};

} // namespace hexfire
