#include "ui/map/hexshadeitem.h"

#include "ui/map/mappalette.h"

#include <QPainter>

namespace hexfire {

HexShadeItem::HexShadeItem(const MapGrid &map, const HexLayout &layout)
    : m_map(map)
    , m_layout(layout)
{
    for (const Hex &h : m_map.hexes())
        m_bounds = m_bounds.united(polygon(h).boundingRect());
    m_bounds.adjust(
        -layout.size() * 0.2, -layout.size() * 0.2, layout.size() * 0.2, layout.size() * 0.2);
    setZValue(-50);
    setAcceptedMouseButtons(Qt::NoButton);
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
    m_hover = hex;
    update();
}

void HexShadeItem::setTarget(std::optional<Hex> hex, bool legal)
{
    m_target = hex;
    m_targetLegal = legal;
    update();
}

void HexShadeItem::setOrigin(std::optional<Hex> hex)
{
    m_origin = hex;
    update();
}

void HexShadeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const double s = m_layout.size();
    if (!m_visibility.empty() && m_visibilityShown) {
        // Out of sight: darkened; hindered: a light amber veil; in clear sight: untouched.
        painter->setPen(Qt::NoPen);
        const auto count = std::min<std::size_t>(
            m_visibility.size(), static_cast<std::size_t>(m_map.hexCount()));
        for (std::size_t i = 0; i < count; ++i) {
            const LosResult &r = m_visibility[i];
            if (r.verdict == LosVerdict::Clear)
                continue;
            painter->setBrush(r.verdict == LosVerdict::Blocked ? QColor(20, 24, 40, 110)
                                                               : QColor(255, 180, 40, 60));
            painter->drawPolygon(polygon(m_map.coordinates().hexAt(static_cast<int>(i))));
        }
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
