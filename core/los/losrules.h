#pragma once

#include "core/hex/hex.h"
#include "core/map/mapgrid.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace hexfire {

/**
 * How a line that runs exactly along a hexside, or touches a vertex, is decided: the line may be
 * taken as passing on either side (the two nudged lines of REFERENCE 0.2).
 */
enum class HexsidePolicy : std::uint8_t {
    Strict, /**< blocked if either side blocks; the worse side is used */
    Lenient, /**< blocked only if both sides block; the better side is used */
};

/** What one hex, hexside or in-hex feature does to the line. */
enum class LosEffect : std::uint8_t {
    Clear,
    Hinder, /**< does not block; adds LosObstacle::hindrance to the line's total */
    Block,
    HeightPassed, /**< an elevation test was made and the line passes */
    HeightBlocked, /**< an elevation test was made and the hex blocks */
};

/** Whether the hexside asked about is crossed by the line or only run along (spine case). */
enum class HexsideContact : std::uint8_t { Crossed, RunAlong };

/**
 * Why an element has its effect. Traces store only a pointer, so reasons are interned (see
 * internReason): they live as long as the process, and a trace kept in a game log or a panel stays
 * valid after the rules object or the map that produced it is gone.
 */
struct LosReason {
    std::string key; /**< stable key, e.g. "terrain.woods.blocks" */
    std::string text; /**< display text, e.g. "woods block LOS" */
    std::string ruleRef; /**< rule reference, e.g. "LOS (23)" */
};

/** The answer of the rules hook for one element of the line. */
struct LosObstacle {
    LosEffect effect = LosEffect::Clear;
    int hindrance = 0; /**< only meaningful for LosEffect::Hinder */
    const LosReason *reason = nullptr; /**< may be null for a plain clear element */

    bool blocks() const { return effect == LosEffect::Block || effect == LosEffect::HeightBlocked; }
};

/**
 * What a rules hook may know about the query when asked about one element: the map, both ends
 * with their levels, and how far the element is from each end (for a hexside: the distance of the
 * hex on the firer's side from the firer and of the hex on the target's side from the target).
 */
struct LosContext {
    const MapGrid &map;
    Hex firer;
    Hex target;
    int firerLevel = 0;
    int targetLevel = 0;
    int fromFirer = 0;
    int fromTarget = 0;
    HexsideContact contact = HexsideContact::Crossed;
    /** hexEffect: the hex's cell index on the map (MapGrid::viewCell), computed once by the
     *  engine; -1 when not known. */
    int cell = -1;
};

/**
 * The ruleset hook that says what blocks or hinders. The LosEngine does the geometry and calls
 * these for every element the line meets except the two endpoint hexes, which never block.
 * Implementations must be cheap: they run once per hex of every query.
 */
class LosRules {
public:
    virtual ~LosRules() = default;

    /** How spine and vertex-touch lines are decided. */
    virtual HexsidePolicy hexsidePolicy() const = 0;
    /** The effect of an intervening hex (terrain, in-hex features, elevation, units, ...). */
    virtual LosObstacle hexEffect(const LosContext &context, Hex hex) const = 0;
    /** The effect of a hexside carrying a feature, crossed or run along (see context.contact). */
    virtual LosObstacle hexsideEffect(
        const LosContext &context, HexsideRef side, std::string_view feature) const = 0;
    /**
     * Whether hexEffect may answer anything but clear without hindrance (HeightPassed counts as
     * clear) about the hex at cell (MapGrid::viewCell) on some line from a firer at firerLevel,
     * whatever the target, its level and the distances. LosEngine::visibleHexes takes a line that
     * meets no such hex and no hexside carrying a feature as clear without walking it. The
     * default, true, is always right; a hook that can tell makes what a unit sees on an open map
     * many times cheaper (and alwaysBlocks, on a closed one).
     */
    virtual bool mayObstruct(const MapGrid &map, int cell, int firerLevel) const;
    /**
     * Whether hexEffect blocks every line from a firer at firerLevel that crosses the hex at cell,
     * whatever the target, its level and the distances. LosEngine::visibleHexes takes a line
     * through the inside of such a hex, nearer than the target, as blocked without walking it.
     * The default, false, is always right.
     */
    virtual bool alwaysBlocks(const MapGrid &map, int cell, int firerLevel) const;
};

/**
 * The one shared copy of a reason: equal (key, text, ruleRef) give the same pointer, valid for the
 * rest of the process. Thread-safe. Call it when building a rules object, not per query.
 */
const LosReason *internReason(
    std::string_view key, std::string_view text, std::string_view ruleRef);

/** A process-lifetime copy of a short id (hexside feature ids in traces). Thread-safe. */
std::string_view internId(std::string_view id);

std::string_view toString(HexsidePolicy policy);
std::string_view toString(LosEffect effect);

} // namespace hexfire
