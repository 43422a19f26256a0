#include "core/edit/maptools.h"

#include <cmath>
#include <deque>
#include <limits>

namespace hexfire {

std::vector<Hex> floodRegion(const MapGrid &map, Hex start)
{
    std::vector<Hex> region;
    if (!map.contains(start))
        return region;
    const int terrain = map.terrainIndexAt(start);
    const int level = map.elevation(start);
    std::vector<bool> seen(static_cast<std::size_t>(map.hexCount()), false);
    std::deque<Hex> queue {start};
    seen[static_cast<std::size_t>(map.coordinates().cellIndex(start))] = true;
    while (!queue.empty()) {
        const Hex h = queue.front();
        queue.pop_front();
        region.push_back(h);
        for (int d = 0; d < 6; ++d) {
            const Hex n = neighbor(h, static_cast<HexDirection>(d));
            const int cell = map.coordinates().tryCellIndex(n);
            if (cell < 0 || seen[static_cast<std::size_t>(cell)])
                continue;
            const MapGrid::HexView v = map.viewCell(cell);
            if (v.terrain != terrain || v.elevation != level)
                continue;
            seen[static_cast<std::size_t>(cell)] = true;
            queue.push_back(n);
        }
    }
    return region;
}

HexsideRef nearestHexside(const HexLayout &layout, PointF p)
{
    const Hex h = layout.hexAt(p);
    HexsideRef best {h, HexDirection::D0};
    double bestDistance = std::numeric_limits<double>::max();
    for (int d = 0; d < 6; ++d) {
        const auto dir = static_cast<HexDirection>(d);
        const Segment s = layout.hexside(h, dir);
        const double mx = (s.a.x + s.b.x) / 2.0 - p.x;
        const double my = (s.a.y + s.b.y) / 2.0 - p.y;
        const double distance = mx * mx + my * my;
        if (distance < bestDistance) {
            bestDistance = distance;
            best.direction = dir;
        }
    }
    return best;
}

} // namespace hexfire
