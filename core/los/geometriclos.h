#pragma once

#include "core/hex/hexlayout.h"
#include "core/los/losrules.h"
#include "core/los/lostrace.h"
#include "core/map/mapgrid.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace hexfire {

/** How a hex polygon meets a segment. */
enum class HexContact : std::uint8_t { None, Interior, Edge, Vertex };

/** One hex met by the segment, as found by GeometricLos. */
struct GeometricHit {
    Hex hex;
    HexContact contact = HexContact::None;
    LosSide side = LosSide::Both; /**< Edge and Vertex: which side of the line the hex lies on */
    double t = 0.0; /**< position along the segment, 0 at the firer, 1 at the target */
};

/**
 * The slow, plain Boost.Geometry LOS: the segment between two hex centres (HexLayout world
 * coordinates) against hex polygons and hexside segments, classified with tolerances far below
 * the lattice's smallest gap. It is the cross-check for LosEngine and the benchmark baseline;
 * candidates come from a Boost.Geometry R-tree of the map's hexes, or from every hex (brute force).
 */
class GeometricLos final {
public:
    GeometricLos(const MapGrid &map, const LosRules &rules, HexLayout layout);
    ~GeometricLos();
    GeometricLos(const GeometricLos &) = delete;
    GeometricLos &operator=(const GeometricLos &) = delete;

    /** Every map hex met by the segment, sorted by t; bruteForce tests every hex's polygon. */
    std::vector<GeometricHit> hits(Hex from, Hex to, bool bruteForce = false) const;
    /** The verdict under the rules and their hexside policy, from R-tree candidates. */
    LosResult verdict(Hex from, Hex to) const;

    /** How one polygon meets one segment. */
    static HexContact classify(const Segment &segment, const std::array<PointF, 6> &polygon);

private:
    struct Index;
    void collect(
        Hex from, Hex to, bool bruteForce, bool ordered, std::vector<GeometricHit> &out) const;

    const MapGrid &m_map;
    const LosRules &m_rules;
    HexLayout m_layout;
    std::unique_ptr<Index> m_index;
};

} // namespace hexfire
