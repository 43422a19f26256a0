#pragma once

#include "core/hex/hexlayout.h"
#include "core/map/mapgrid.h"

#include <vector>

namespace hexfire {

/**
 * The editor's map tools that need geometry: the region a flood fill paints and the hexside a
 * click picks. Core computes both so the window and the tests agree.
 */

/**
 * The hexes connected to `start` through neighbours of the same terrain and elevation (`start`
 * included), in breadth-first order: what a flood fill from `start` repaints. Empty for a hex off
 * the map.
 */
std::vector<Hex> floodRegion(const MapGrid &map, Hex start);

/**
 * The hexside nearest to point `p` of the hex under it: the edge a click picks. The hexside is
 * named from the hex under the point (its direction towards the edge).
 */
HexsideRef nearestHexside(const HexLayout &layout, PointF p);

} // namespace hexfire
