#include "ui/map/facingarcsitem.h"

#include <QPainter>

#include <algorithm>

namespace hexfire {

namespace {
QPointF qt(PointF p) { return {p.x, p.y}; }
} // namespace

FacingArcsItem::FacingArcsItem(const HexLayout &layout)
    : m_layout(layout)
{
    // Over the terrain and the shading, under counters (z 10 and up) and markers.
    setZValue(6);
    setVisible(false);
}

QColor FacingArcsItem::colour(HexsideClass c)
{
    switch (c) {
    case HexsideClass::Front:
        return QColor(0x2e, 0x9d, 0x3a);
    case HexsideClass::Flank:
        return QColor(0xf0, 0xa0, 0x00);
    case HexsideClass::Rear:
        return QColor(0xc6, 0x28, 0x28);
    }
    return Qt::black;
}

QRectF FacingArcsItem::boundingRect() const
{
    QRectF area;
    const double r = m_layout.centreSpacing() * 0.75;
    for (const Hex h : m_hexes) {
        const QPointF c = qt(m_layout.centre(h));
        area = area.united(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r));
    }
    return area;
}

void FacingArcsItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const double width = m_layout.centreSpacing() * 0.09;
    for (const Hex hex : m_hexes) {
        const QPointF c = qt(m_layout.centre(hex));
        for (HexDirection d : allDirections) {
            if (std::find(m_hexes.begin(), m_hexes.end(), neighbor(hex, d)) != m_hexes.end())
                continue; // inside the unit
            const HexsideClass cls = m_classes[static_cast<std::size_t>(index(d))];
            const Segment side = m_layout.hexside(hex, d);
            // Pull each hexside a little inwards so that it stays inside its own hex.
            const QPointF a = c + (qt(side.a) - c) * 0.9;
            const QPointF b = c + (qt(side.b) - c) * 0.9;
            if (cls == HexsideClass::Front) {
                QColor fill = colour(cls);
                fill.setAlpha(60);
                painter->setPen(Qt::NoPen);
                painter->setBrush(fill);
                painter->drawPolygon(QPolygonF {c, a, b});
            }
            painter->setPen(QPen(colour(cls), width, Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(a, b);
        }
    }
}

void FacingArcsItem::setArcs(std::vector<Hex> hexes, const std::array<HexsideClass, 6> &classes)
{
    prepareGeometryChange();
    m_hexes = std::move(hexes);
    m_classes = classes;
    setVisible(!m_hexes.empty());
    update();
}

void FacingArcsItem::clear() { setArcs({}, {}); }

} // namespace hexfire
