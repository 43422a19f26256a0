#pragma once

#include "core/hex/hex.h"
#include "core/los/losrules.h"
#include "core/los/lostrace.h"
#include "core/los/loswalk.h"
#include "core/map/mapgrid.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace hexfire {

/** One LOS question: from which hex to which, and at which levels (default: the hex elevations). */
struct LosQuery {
    Hex from;
    Hex to;
    std::optional<int> fromLevel;
    std::optional<int> toLevel;
};

/**
 * The exact LOS engine. The centre-to-centre segment is walked hex by hex in integer cube
 * coordinates, where hex boundaries are the lines x-y, y-z, z-x = const +- 1/2 of the cube
 * lattice; no floating-point value ever decides a case (LosWalk). A line through a corner is walked
 * twice, as the two infinitesimally nudged lines of REFERENCE 0.2 (symbolic perturbation), and the
 * two walks are merged: hexes on both are crossed, a hex on one side only is a spine side or a
 * vertex touch. The rules hook says what each element does; the hexside policy picks the side.
 * Both walks are taken a hex at a time as the merge needs them, so a verdict stops walking at the
 * first element that decides it.
 *
 * visibleHexes walks only the lines it must: ring by ring from the firer, the hexes the rules say
 * may obstruct (LosRules::mayObstruct) cast shadows over the directions they cover, and those that
 * always block (LosRules::alwaysBlocks) wall off the directions crossing their inside. A line in
 * no shadow nearer than its target is clear, one walled off nearer than its target is blocked;
 * the others are walked. Directions are compared in floating point, but with a margin a million
 * times the rounding error, so that a line is never decided by a shadow it might miss.
 *
 * The engine keeps the map and rules by reference and reuses its own buffers, so one engine
 * serves one thread; construct one per thread (it is cheap). The map's contents may change between
 * queries, its size and layout may not.
 */
class LosEngine final {
public:
    LosEngine(const MapGrid &map, const LosRules &rules);

    /** The full trace, written into out (its buffers are reused: no allocation once warm). */
    void trace(const LosQuery &query, LosTrace &out);
    LosTrace trace(const LosQuery &query);
    LosTrace trace(Hex from, Hex to) { return trace(LosQuery {from, to, {}, {}}); }

    /** The verdict only; stops at the first decisive blocker. Same verdict as trace(). */
    LosResult verdict(const LosQuery &query);
    LosResult verdict(Hex from, Hex to) { return verdict(LosQuery {from, to, {}, {}}); }

    /**
     * The verdict from one hex to every hex of the map, in cell-index order (what a unit sees):
     * the same verdicts as verdict() gives line by line. Targets are taken at their own
     * elevation.
     */
    void visibleHexes(Hex from, std::optional<int> fromLevel, std::vector<LosResult> &out);
    std::vector<LosResult> visibleHexes(Hex from, std::optional<int> fromLevel = {});

    const MapGrid &map() const { return m_map; }
    const LosRules &rules() const { return m_rules; }

private:
    /** Both ends' levels of one query. */
    struct Levels {
        int firer = 0;
        int target = 0;
    };
    LosResult verdictOnMap(Hex from, int fromCell, Hex to, Levels levels, HexsidePolicy policy);
    template <class Sink>
    LosLineKind run(Hex from, int fromCell, Hex to, Levels levels, Sink &sink);
    /** From walk's current hex (the one before a corner) on, the two walks are merged. */
    void startMerge(const LosWalk &walk);
    /** Whether step i of the right (left) walk exists; takes steps up to it as needed. */
    bool hasRight(std::size_t i);
    bool hasLeft(std::size_t i);
    /** Takes the right walk's next step, forking the left walk off at the first corner. */
    void pullRight();
    const LosStep &left(std::size_t i) const { return (m_forked ? m_left : m_right)[i]; }
    const LosStep &right(std::size_t i) const { return m_right[i]; }
    int cellOrThrow(Hex h, const char *end) const;
    /**
     * visibleHexes' shadows: for each of a few thousand directions seen from `from`, the hex
     * distance of the nearest hex or featured hexside there that the rules may let obstruct a
     * line (LosRules::mayObstruct), and of the nearest hex that always blocks one crossing it
     * (LosRules::alwaysBlocks).
     */
    void castShadows(Hex from, int fromCell, int fromLevel);

    const MapGrid &m_map;
    const LosRules &m_rules;
    LosCellSteps m_cells; // learned from the map's layout, which must not change under the engine
    // The right nudged walk is taken first. Until its first corner it is both walks, and its steps
    // are not kept; from the step before that corner on, both walks keep theirs for the merge, the
    // left one forked off the right one at the corner (m_forked).
    LosWalk m_rightWalk;
    LosWalk m_leftWalk;
    std::vector<LosStep> m_right;
    std::vector<LosStep> m_left;
    // castShadows: by direction bin, the nearest obstruction's distance, the nearest hex's that
    // always blocks a line crossing it there, and how far targets lie there (-1: none); by
    // distance, the bins with targets up to there not yet walled off, and not yet dark; the
    // featured hexsides nearest first.
    std::vector<int> m_shadow;
    std::vector<int> m_blocked;
    std::vector<int> m_wantedUpTo;
    std::vector<int> m_open;
    std::vector<int> m_openDark;
    struct Obstructing {
        int item = 0; /**< the hexside's index in MapGrid::hexsideFeatures() */
        int distance = 0;
    };
    std::vector<Obstructing> m_hexsides;
    int m_walkFrom = 0; // castShadows: from this distance on, every line is walked
    bool m_merging = false; // the line met a corner: the walks are merged from there on
    bool m_forked = false;
};

} // namespace hexfire
