#include "ui/map/facingarcsitem.h"

#include "ui/map/mappalette.h"

#include <QFont>
#include <QFontMetricsF>
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

QColor FacingArcsItem::colour(HexsideClass c) { return MapPalette::hexsideClass(c); }

Qt::PenStyle FacingArcsItem::lineStyle(HexsideClass c)
{
    switch (c) {
    case HexsideClass::Front:
        return Qt::SolidLine;
    case HexsideClass::Flank:
        return Qt::DashLine;
    case HexsideClass::Rear:
        return Qt::DotLine;
    }
    return Qt::SolidLine;
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
            // A white casing under the class's line style, so that dashes and dots read on any
            // terrain; the colour alone would not tell front from rear to every eye.
            painter->setBrush(Qt::NoBrush);
            painter->setPen(
                QPen(QColor(255, 255, 255, 200), width * 1.6, Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(a, b);
            painter->setPen(QPen(colour(cls), width, lineStyle(cls), Qt::FlatCap));
            painter->drawLine(a, b);
            paintLabel(painter, cls, a + (b - a) * 0.25);
        }
    }
}

void FacingArcsItem::paintLabel(QPainter *painter, HexsideClass cls, QPointF at) const
{
    // The class in letters on a small plate in its colour, a quarter along the hexside: clear of
    // the hex id in the middle of the top hexside and of the counters in the hex's middle.
    const double s = m_layout.size();
    QFont font(QStringLiteral("DejaVu Sans Condensed"));
    font.setBold(true);
    font.setPixelSize(std::max(1, static_cast<int>(s * 0.2)));
    const QString text = MapPalette::hexsideLabel(cls);
    const double w = QFontMetricsF(font).horizontalAdvance(text) + s * 0.08;
    const QRectF plate(at.x() - w / 2, at.y() - s * 0.12, w, s * 0.24);
    painter->setPen(QPen(QColor(255, 255, 255), s * 0.02));
    painter->setBrush(colour(cls));
    painter->drawRoundedRect(plate, s * 0.05, s * 0.05);
    painter->setFont(font);
    painter->setPen(colour(cls).lightnessF() > 0.55 ? QColor(20, 20, 20) : QColor(255, 255, 255));
    painter->drawText(plate, Qt::AlignCenter, text);
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
