#include "ui/map/hexcursor.h"

#include "core/map/mapgrid.h"

#include <QApplication>
#include <QPainter>
#include <QPalette>

#include <cmath>
#include <limits>

namespace hexfire {

HexCursor::HexCursor(const HexLayout &layout)
    : m_layout(layout)
{
    setZValue(900); // over the counters: it rings the hex, the counters' text stays inside
    setAcceptedMouseButtons(Qt::NoButton);
    setVisible(false);
}

void HexCursor::setHex(std::optional<Hex> hex)
{
    if (hex == m_hex)
        return;
    prepareGeometryChange();
    m_hex = hex;
    setVisible(hex.has_value());
}

std::optional<Hex> HexCursor::step(
    const MapGrid &map, const HexLayout &layout, Hex from, int dx, int dy, double line)
{
    const PointF c = layout.centre(from);
    std::optional<Hex> best;
    double bestAlong = 0.0;
    double bestOff = std::numeric_limits<double>::max();
    for (int d = 0; d < 6; ++d) {
        const Hex n = neighbor(from, static_cast<HexDirection>(d));
        if (!map.contains(n))
            continue;
        const PointF p = layout.centre(n);
        const double vx = p.x - c.x;
        const double vy = p.y - c.y;
        const double length = std::hypot(vx, vy);
        // How much of the step goes the way the key points, as a cosine; off: how far from the
        // line the cursor keeps to.
        const double along = (vx * dx + vy * dy) / (length * std::hypot(dx, dy));
        const double off = dx != 0 ? std::abs(p.y - line) : std::abs(p.x - line);
        if (along < 0.5)
            continue; // more than 60 degrees off the key's direction
        if (!best || along > bestAlong + 1e-6
            || (std::abs(along - bestAlong) <= 1e-6 && off < bestOff)) {
            best = n;
            bestAlong = along;
            bestOff = off;
        }
    }
    return best;
}

QRectF HexCursor::boundingRect() const
{
    if (!m_hex)
        return {};
    QRectF r;
    for (const PointF &p : m_layout.polygon(*m_hex))
        r = r.united(QRectF(p.x - 1, p.y - 1, 2, 2));
    const double pad = m_layout.size() * 0.12;
    return r.adjusted(-pad, -pad, pad, pad);
}

void HexCursor::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (!m_hex)
        return;
    QPolygonF ring;
    for (const PointF &p : m_layout.polygon(*m_hex))
        ring << QPointF(p.x, p.y);
    const double s = m_layout.size();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    // A dark edge under a light ring: visible on clear ground, woods and water alike.
    painter->setPen(
        QPen(QColor(20, 20, 20, 200), s * 0.14, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPolygon(ring);
    painter->setPen(QPen(QApplication::palette().color(QPalette::Highlight), s * 0.08, Qt::DashLine,
        Qt::RoundCap, Qt::RoundJoin));
    painter->drawPolygon(ring);
}

} // namespace hexfire
