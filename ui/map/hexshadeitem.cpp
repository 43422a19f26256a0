#include "ui/map/hexshadeitem.h"

#include "ui/map/mappalette.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace hexfire {

HexShadeItem::HexShadeItem(const MapGrid &map, const HexLayout &layout)
    : m_map(map)
    , m_layout(layout)
    , m_stencil(map, layout)
    , m_veil(m_stencil.outline())
{
    m_bounds = m_stencil.bounds().adjusted(
        -layout.size() * 0.2, -layout.size() * 0.2, layout.size() * 0.2, layout.size() * 0.2);
    setZValue(-50);
    setAcceptedMouseButtons(Qt::NoButton);
    // paint() draws only the hexes in the exposed rectangle: a hover repaints two hexes, not
    // every hex of a big map.
    setFlag(ItemUsesExtendedStyleOption);
    setCacheMode(DeviceCoordinateCache);
}

void HexShadeItem::updateHex(std::optional<Hex> hex)
{
    if (!hex || !m_map.contains(*hex))
        return;
    // The target's outer pen is the widest (0.12 of a hex): half of it lies outside.
    update(m_stencil.rect(m_map.coordinates().cellIndex(*hex), m_layout.size() * 0.1));
}

QPolygonF HexShadeItem::polygon(Hex h) const
{
    QPolygonF poly;
    for (const PointF &p : m_layout.polygon(h))
        poly << QPointF(p.x, p.y);
    return poly;
}

QRectF HexShadeItem::boundingRect() const { return m_bounds; }

void HexShadeItem::setVisibility(std::vector<LosResult> verdicts)
{
    m_visibility = std::move(verdicts);
    update();
}

void HexShadeItem::setVisibilityShown(bool on)
{
    if (m_visibilityShown == on)
        return;
    m_visibilityShown = on;
    update();
}

void HexShadeItem::setHover(std::optional<Hex> hex)
{
    if (m_hover == hex)
        return;
    updateHex(m_hover);
    m_hover = hex;
    updateHex(m_hover);
}

void HexShadeItem::setTarget(std::optional<Hex> hex, bool legal)
{
    if (m_target == hex && m_targetLegal == legal)
        return;
    updateHex(m_target);
    m_target = hex;
    m_targetLegal = legal;
    updateHex(m_target);
}

void HexShadeItem::setOrigin(std::optional<Hex> hex)
{
    if (m_origin == hex)
        return;
    updateHex(m_origin);
    m_origin = hex;
    updateHex(m_origin);
}

void HexShadeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const double s = m_layout.size();
    if (!m_visibility.empty() && m_visibilityShown) {
        // Out of sight: darkened; hindered: a light amber veil; in clear sight: untouched. Only
        // the hexes in the exposed rectangle.
        painter->setPen(Qt::NoPen);
        const QColor blocked(20, 24, 40, 110);
        const QColor hindered(255, 180, 40, 60);
        const bool stamped = m_veil.begin(painter);
        for (const int cell : m_stencil.cellsIn(option->exposedRect)) {
            if (static_cast<std::size_t>(cell) >= m_visibility.size())
                break;
            const LosVerdict v = m_visibility[static_cast<std::size_t>(cell)].verdict;
            if (v == LosVerdict::Clear)
                continue;
            const QColor &veil = v == LosVerdict::Blocked ? blocked : hindered;
            if (stamped) {
                m_veil.stamp(painter, m_stencil.centre(cell), veil.rgba());
            } else {
                painter->setBrush(veil);
                painter->drawPolygon(m_stencil.polygon(cell));
            }
        }
        if (stamped)
            m_veil.end(painter);
    }
    if (m_origin) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(255, 214, 0), s * 0.08));
        painter->drawPolygon(polygon(*m_origin));
    }
    if (m_hover && m_map.contains(*m_hover)) {
        painter->setBrush(QColor(255, 255, 255, 40));
        painter->setPen(QPen(QColor(255, 255, 255, 220), s * 0.05));
        painter->drawPolygon(polygon(*m_hover));
    }
    if (m_target && m_map.contains(*m_target)) {
        // Legal: a solid outline in the palette's blue; refused: dashed red with a cross in the
        // hex's corners, so that the two differ without their colours.
        painter->setBrush(Qt::NoBrush);
        const QColor colour = m_targetLegal ? MapPalette::good() : MapPalette::bad();
        const QPolygonF poly = polygon(*m_target);
        painter->setPen(QPen(QColor(255, 255, 255, 200), s * 0.12));
        painter->drawPolygon(poly);
        painter->setPen(
            QPen(colour, s * 0.08, m_targetLegal ? Qt::SolidLine : Qt::DashLine, Qt::FlatCap));
        painter->drawPolygon(poly);
        if (!m_targetLegal) {
            // Short strokes from two opposite corners inwards: a cross that leaves the counters
            // in the middle uncovered.
            const PointF centre = m_layout.centre(*m_target);
            const QPointF c(centre.x, centre.y);
            painter->setPen(QPen(colour, s * 0.07, Qt::SolidLine, Qt::RoundCap));
            for (const QPointF &corner : poly) {
                const QPointF towards = c + (corner - c) * 0.72;
                painter->drawLine(corner + (c - corner) * 0.08, towards);
            }
        }
    }
}

} // namespace hexfire
