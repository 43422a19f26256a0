#include "ui/map/hexstencil.h"

namespace hexfire {

HexStencil::HexStencil(const MapGrid &map, const HexLayout &layout)
{
    const PointF origin = layout.centre(Hex());
    for (const PointF &p : layout.polygon(Hex()))
        m_outline << QPointF(p.x - origin.x, p.y - origin.y);
    m_box = m_outline.boundingRect();
    m_centres.reserve(static_cast<std::size_t>(map.hexCount()));
    for (int cell = 0; cell < map.hexCount(); ++cell) {
        const PointF c = layout.centre(map.coordinates().hexAt(cell));
        m_centres.emplace_back(c.x, c.y);
        m_bounds = m_bounds.united(m_box.translated(m_centres.back()));
    }
}

QPolygonF HexStencil::polygon(int cell, double scale) const
{
    const QPointF c = centre(cell);
    QPolygonF out(m_outline.size());
    for (int i = 0; i < m_outline.size(); ++i)
        out[i] = c + m_outline[i] * scale;
    return out;
}

QPolygonF HexStencil::outline(double scale) const
{
    QPolygonF out(m_outline.size());
    for (int i = 0; i < m_outline.size(); ++i)
        out[i] = m_outline[i] * scale;
    return out;
}

QRectF HexStencil::rect(int cell, double margin) const
{
    return m_box.translated(centre(cell)).adjusted(-margin, -margin, margin, margin);
}

std::vector<int> HexStencil::cellsIn(const QRectF &rect) const
{
    // A centre test against the rectangle grown by half a hex: no polygon is built to decide.
    const QRectF grown = rect.adjusted(m_box.left(), m_box.top(), m_box.right(), m_box.bottom());
    std::vector<int> out;
    for (std::size_t cell = 0; cell < m_centres.size(); ++cell) {
        if (grown.contains(m_centres[cell]))
            out.push_back(static_cast<int>(cell));
    }
    return out;
}

} // namespace hexfire
