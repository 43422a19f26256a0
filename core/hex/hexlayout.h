#pragma once

#include "core/hex/hex.h"
#include "core/hex/mapcoordinates.h"

#include <array>
#include <string_view>

namespace hexfire {

/** A point in map (world) units; y grows downwards, as on screen. */
struct PointF {
    double x = 0.0;
    double y = 0.0;
    friend constexpr bool operator==(PointF, PointF) = default;
};

struct Segment {
    PointF a;
    PointF b;
};

/**
 * Hex <-> world geometry: centres, corners, hexside segments and vertices. The LOS engine and the
 * map view use the same layout, so the line drawn and the verdict computed can never disagree.
 *
 * Corner i of a hex lies at angle 60*i degrees clockwise from east (flat-top) or 60*i - 30 degrees
 * (pointy-top). The hexside towards direction d runs from corner d+4 to corner d+5 (mod 6) in both
 * orientations, and vertex d (between hexsides d and d+1) is corner d+5.
 */
class HexLayout final {
public:
    HexLayout() = default;
    /** size is the circumradius: centre to corner. */
    HexLayout(Orientation orientation, double size, PointF origin = {});

    Orientation orientation() const { return m_orientation; }
    double size() const { return m_size; }
    PointF origin() const { return m_origin; }
    /** Distance between the centres of adjacent hexes. */
    double centreSpacing() const;

    PointF centre(Hex h) const;
    Hex hexAt(PointF p) const;
    PointF corner(Hex h, int i) const;
    std::array<PointF, 6> polygon(Hex h) const;
    /** The edge shared by h and neighbor(h, d). */
    Segment hexside(Hex h, HexDirection d) const;
    /** The corner shared by hexsides d and d+1 of h. */
    PointF vertex(Hex h, HexDirection d) const;

    /** "N", "NE", ... for flat-top; "NW", "NE", "E", ... for pointy-top. */
    std::string_view compassName(HexDirection d) const;

private:
    Orientation m_orientation = Orientation::FlatTop;
    double m_size = 1.0;
    PointF m_origin;
};

} // namespace hexfire
