#include "ui/map/hexshadeitem.h"

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
    if (!m_visibility.empty()) {
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
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(
            m_targetLegal ? QColor(46, 160, 60) : QColor(210, 30, 30), s * 0.08, Qt::DashLine));
        painter->drawPolygon(polygon(*m_target));
    }
}

} // namespace hexfire
