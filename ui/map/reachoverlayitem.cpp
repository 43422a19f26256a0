#include "ui/map/reachoverlayitem.h"

#include "ui/map/stacklayout.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>

namespace hexfire {

namespace {
const QColor reachFill(90, 170, 255, 70);
const QColor reachEdge(40, 110, 220, 170);
const QColor legalLine(20, 90, 200, 230);
const QColor refusedLine(200, 30, 30, 230);
} // namespace

ReachOverlayItem::ReachOverlayItem(const MapGrid &map, const HexLayout &layout)
    : m_map(map)
    , m_layout(layout)
    , m_cellIndex(static_cast<std::size_t>(map.hexCount()), -1)
{
    for (const Hex &h : m_map.hexes())
        m_bounds = m_bounds.united(polygon(h).boundingRect());
    // Room for the reason written beside a hex on the map's edge.
    m_bounds.adjust(-layout.size() * 3, -layout.size() * 2, layout.size() * 3, layout.size());
    // Over the terrain and its veils, under the counters (z 10): the path leaves from under the
    // unit's counter and the counters in reach stay readable.
    setZValue(5);
    setAcceptedMouseButtons(Qt::NoButton);
    setFlag(ItemUsesExtendedStyleOption);
}

QRectF ReachOverlayItem::boundingRect() const { return m_bounds; }

QPolygonF ReachOverlayItem::polygon(Hex h) const { return StackLayout::polygon(m_layout, h); }

QPointF ReachOverlayItem::centre(Hex h) const
{
    const PointF p = m_layout.centre(h);
    return {p.x, p.y};
}

void ReachOverlayItem::setReach(std::vector<Cell> cells)
{
    if (cells == m_cells)
        return;
    QRectF changed;
    for (const Cell &c : m_cells)
        changed |= polygon(c.hex).boundingRect();
    m_cellIndex.assign(static_cast<std::size_t>(m_map.hexCount()), -1);
    m_cells = std::move(cells);
    for (std::size_t i = 0; i < m_cells.size(); ++i) {
        const int cell = m_map.coordinates().tryCellIndex(m_cells[i].hex);
        if (cell >= 0)
            m_cellIndex[static_cast<std::size_t>(cell)] = static_cast<int>(i);
        changed |= polygon(m_cells[i].hex).boundingRect();
    }
    update(changed);
}

const ReachOverlayItem::Cell *ReachOverlayItem::cellAt(Hex h) const
{
    const int cell = m_map.coordinates().tryCellIndex(h);
    if (cell < 0 || static_cast<std::size_t>(cell) >= m_cellIndex.size()
        || m_cellIndex[static_cast<std::size_t>(cell)] < 0)
        return nullptr;
    return &m_cells[static_cast<std::size_t>(m_cellIndex[static_cast<std::size_t>(cell)])];
}

QRectF ReachOverlayItem::pathArea() const
{
    QRectF area;
    for (const Hex h : m_path)
        area |= polygon(h).boundingRect();
    if (m_refused) {
        const QPointF c = centre(*m_refused);
        const double s = m_layout.size();
        area |= QRectF(c.x() - 3 * s, c.y() - 2 * s, 6 * s, 3 * s);
    }
    return area;
}

void ReachOverlayItem::setPath(std::vector<Hex> hexes, bool legal)
{
    if (hexes == m_path && legal == m_pathLegal)
        return;
    const QRectF before = pathArea();
    m_path = std::move(hexes);
    m_pathLegal = legal;
    update(before | pathArea());
}

void ReachOverlayItem::setRefusal(std::optional<Hex> hex, const QString &why)
{
    if (hex == m_refused && why == m_why)
        return;
    const QRectF before = pathArea();
    m_refused = hex;
    m_why = hex ? why : QString();
    update(before | pathArea());
}

void ReachOverlayItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    paintCells(painter, option->exposedRect);
    paintPath(painter);
    paintRefusal(painter);
}

void ReachOverlayItem::paintCells(QPainter *painter, const QRectF &exposed) const
{
    if (m_cells.empty())
        return;
    const double s = m_layout.size();
    QFont font = painter->font();
    font.setBold(true);
    font.setPixelSize(static_cast<int>(s * 0.38));
    painter->setFont(font);
    for (const Cell &c : m_cells) {
        const QPolygonF poly = polygon(c.hex);
        if (!poly.boundingRect().intersects(exposed))
            continue;
        painter->setPen(QPen(reachEdge, s * 0.04));
        painter->setBrush(reachFill);
        painter->drawPolygon(poly);
        // The points left, in the hex's upper half: counters and chits hold the middle and the
        // bottom of a hex they stand in.
        const QPointF at = centre(c.hex) + QPointF(0, -s * 0.42);
        QPainterPath text;
        const QFontMetricsF fm(font);
        text.addText(at.x() - fm.horizontalAdvance(c.pointsLeft) / 2,
            at.y() + fm.ascent() / 2 - fm.descent() / 2, font, c.pointsLeft);
        painter->setPen(QPen(QColor(255, 255, 255, 220), s * 0.06));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(text);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(10, 50, 120));
        painter->drawPath(text);
    }
}

void ReachOverlayItem::paintPath(QPainter *painter) const
{
    if (m_path.size() < 2)
        return;
    const double s = m_layout.size();
    QPolygonF line;
    for (const Hex h : m_path)
        line << centre(h);
    const QColor colour = m_pathLegal ? legalLine : refusedLine;
    painter->setBrush(Qt::NoBrush);
    painter->setPen(
        QPen(QColor(255, 255, 255, 200), s * 0.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPolyline(line);
    painter->setPen(QPen(
        colour, s * 0.11, m_pathLegal ? Qt::SolidLine : Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPolyline(line);
    // A dot where the move ends.
    painter->setPen(QPen(QColor(255, 255, 255), s * 0.04));
    painter->setBrush(colour);
    painter->drawEllipse(line.back(), s * 0.17, s * 0.17);
}

void ReachOverlayItem::paintRefusal(QPainter *painter) const
{
    if (!m_refused)
        return;
    const double s = m_layout.size();
    const QPointF c = centre(*m_refused);
    // A cross over the hex, as the target outline of a refused fire is red.
    painter->setPen(QPen(refusedLine, s * 0.12, Qt::SolidLine, Qt::RoundCap));
    const double r = s * 0.3;
    painter->drawLine(c + QPointF(-r, -r), c + QPointF(r, r));
    painter->drawLine(c + QPointF(-r, r), c + QPointF(r, -r));
    if (m_why.isEmpty())
        return;
    // The reason on a plate above the hex, wrapped to a few hexes' width.
    QFont font = painter->font();
    font.setBold(false);
    font.setPixelSize(static_cast<int>(s * 0.28));
    painter->setFont(font);
    const QRectF room(c.x() - 2.8 * s, c.y() - 1.9 * s, 5.6 * s, 1.1 * s);
    const QRectF text
        = painter->boundingRect(room, Qt::AlignHCenter | Qt::AlignBottom | Qt::TextWordWrap, m_why)
              .intersected(room);
    painter->setPen(QPen(refusedLine, s * 0.03));
    painter->setBrush(QColor(255, 248, 240, 235));
    painter->drawRoundedRect(
        text.adjusted(-s * 0.1, -s * 0.06, s * 0.1, s * 0.06), s * 0.08, s * 0.08);
    painter->setPen(QColor(90, 0, 0));
    painter->drawText(text, Qt::AlignHCenter | Qt::AlignVCenter | Qt::TextWordWrap, m_why);
}

} // namespace hexfire
