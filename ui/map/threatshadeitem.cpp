#include "ui/map/threatshadeitem.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace hexfire {

ThreatShadeItem::ThreatShadeItem(const MapGrid &map, const HexLayout &layout)
    : m_stencil(map, layout)
    , m_bounds(m_stencil.bounds())
{
    m_hex = m_stencil.outline();
    // The rim: a band a tenth of the hex size wide whose middle runs at 0.9 of the outline. A
    // hexagon moved inwards by d is the outline scaled by 1 - d / apothem, corners included.
    const double apothem = layout.size() * std::sqrt(3.0) / 2.0;
    const double half = 0.05 * layout.size() / apothem;
    m_rim.setFillRule(Qt::OddEvenFill);
    m_rim.addPolygon(m_stencil.outline(0.9 + half));
    m_rim.closeSubpath();
    m_rim.addPolygon(m_stencil.outline(0.9 - half));
    m_rim.closeSubpath();
    m_stamps = HexStamps(m_hex, m_rim);
    // Over the terrain, under the visibility veil and the hover and target outlines.
    setZValue(-55);
    setAcceptedMouseButtons(Qt::NoButton);
    // paint() draws only the hexes in the exposed rectangle (a pan paints the new strip).
    setFlag(ItemUsesExtendedStyleOption);
    setCacheMode(DeviceCoordinateCache);
}

QRectF ThreatShadeItem::boundingRect() const { return m_bounds; }

void ThreatShadeItem::setLevels(std::vector<double> levels)
{
    m_levels = std::move(levels);
    update();
}

int ThreatShadeItem::shadedCount() const
{
    return static_cast<int>(
        std::count_if(m_levels.begin(), m_levels.end(), [](double p) { return p >= 0.0; }));
}

QColor ThreatShadeItem::colour(double probability)
{
    // Pale yellow through orange to dark red; stronger as well as redder, so that a slim chance
    // leaves the terrain readable.
    const double p = std::clamp(probability, 0.0, 1.0);
    const QColor low(255, 236, 120);
    const QColor mid(240, 130, 30);
    const QColor high(150, 0, 20);
    const auto mix = [](const QColor &a, const QColor &b, double t) {
        return QColor(static_cast<int>(a.red() + (b.red() - a.red()) * t),
            static_cast<int>(a.green() + (b.green() - a.green()) * t),
            static_cast<int>(a.blue() + (b.blue() - a.blue()) * t));
    };
    QColor c = p < 0.5 ? mix(low, mid, p * 2) : mix(mid, high, (p - 0.5) * 2);
    c.setAlpha(static_cast<int>(90 + 90 * p));
    return c;
}

void ThreatShadeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (m_levels.empty())
        return;
    // A tinted hex, and a rim inside its hexsides so that the tint shows around the counters
    // that cover its middle.
    const auto rimOf = [](QColor tint) {
        tint.setAlpha(230);
        return tint;
    };
    const bool stamped = m_stamps.begin(painter);
    const QTransform base = painter->transform();
    if (!stamped) {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
    }
    for (const int cell : m_stencil.cellsIn(option->exposedRect)) {
        if (static_cast<std::size_t>(cell) >= m_levels.size())
            break;
        const double level = m_levels[static_cast<std::size_t>(cell)];
        if (level < 0.0)
            continue;
        const QPointF c = m_stencil.centre(cell);
        const QColor tint = colour(level);
        if (stamped) {
            m_stamps.stamp(painter, c, tint.rgba(), rimOf(tint).rgba());
            continue;
        }
        painter->setTransform(QTransform::fromTranslate(c.x(), c.y()) * base);
        painter->setBrush(tint);
        painter->drawPolygon(m_hex);
        painter->fillPath(m_rim, rimOf(tint));
    }
    if (stamped)
        m_stamps.end(painter);
    else
        painter->setTransform(base);
}

} // namespace hexfire
