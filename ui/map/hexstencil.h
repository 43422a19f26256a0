#pragma once

#include "core/hex/hexlayout.h"
#include "core/map/mapgrid.h"

#include <QPolygonF>
#include <QRectF>

#include <vector>

namespace hexfire {

/**
 * What a map-wide overlay needs to paint only what is exposed: every hex of a layout has the same
 * outline, so it is kept once and moved to each hex, and the hexes' centres are kept by cell, so
 * that the cells meeting a rectangle are found without building a polygon for any other.
 */
class HexStencil final {
public:
    HexStencil(const MapGrid &map, const HexLayout &layout);

    /** The hex's outline, shrunk around its centre by `scale` (1: the hexsides themselves). */
    QPolygonF polygon(int cell, double scale = 1.0) const;
    /** Every hex's outline around (0, 0), shrunk by `scale`: for a painter moved to each hex. */
    QPolygonF outline(double scale = 1.0) const;
    /** The hex's bounding box, grown by margin on every side (for a pen's width). */
    QRectF rect(int cell, double margin = 0.0) const;
    QPointF centre(int cell) const { return m_centres[static_cast<std::size_t>(cell)]; }
    /** The cells whose hexes meet rect, in cell order. */
    std::vector<int> cellsIn(const QRectF &rect) const;
    /** Every hex's bounding box together. */
    QRectF bounds() const { return m_bounds; }

private:
    QPolygonF m_outline; // around (0, 0)
    QRectF m_box; // m_outline's bounding box
    std::vector<QPointF> m_centres; // by cell
    QRectF m_bounds;
};

} // namespace hexfire
