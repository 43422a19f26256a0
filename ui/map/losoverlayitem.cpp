#include "ui/map/losoverlayitem.h"

#include "ui/map/mappalette.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace hexfire {

namespace {

QPointF toQ(PointF p) { return {p.x, p.y}; }

QPolygonF hexPolygon(const HexLayout &layout, Hex h)
{
    QPolygonF poly;
    for (const PointF &p : layout.polygon(h))
        poly << toQ(p);
    return poly;
}

QColor effectColour(LosEffect effect)
{
    switch (effect) {
    case LosEffect::Clear:
    case LosEffect::HeightPassed:
        return {255, 255, 255};
    case LosEffect::Hinder:
        return MapPalette::partial();
    case LosEffect::Block:
    case LosEffect::HeightBlocked:
        return MapPalette::bad();
    }
    return {};
}

// Parameter t of the projection of p onto the segment a-b, clamped to 0..1.
double along(QPointF a, QPointF b, QPointF p)
{
    const QPointF d = b - a;
    const double len2 = QPointF::dotProduct(d, d);
    if (len2 <= 0.0)
        return 0.0;
    return std::clamp(QPointF::dotProduct(p - a, d) / len2, 0.0, 1.0);
}

} // namespace

LosOverlayItem::LosOverlayItem(const HexLayout &layout)
    : m_layout(layout)
{
    // Under the counters (z 10 and up), over the terrain, shading and facing arcs: the line and
    // the target's ring run round and under the counters, never over their names and values.
    setZValue(7);
    setAcceptedMouseButtons(Qt::NoButton);
}

QColor LosOverlayItem::verdictColour(LosVerdict verdict) { return MapPalette::verdict(verdict); }

QRectF LosOverlayItem::boundingRect() const { return m_bounds; }

void LosOverlayItem::setTraces(std::vector<LosTrace> traces)
{
    prepareGeometryChange();
    m_traces = std::move(traces);
    m_bounds = {};
    for (const LosTrace &t : m_traces) {
        for (const LosElement &e : t.elements)
            m_bounds = m_bounds.united(hexPolygon(m_layout, e.hex).boundingRect());
        m_bounds = m_bounds.united(hexPolygon(m_layout, t.firer).boundingRect());
        m_bounds = m_bounds.united(hexPolygon(m_layout, t.target).boundingRect());
    }
    const double pad = m_layout.size() * 0.6;
    m_bounds.adjust(-pad, -pad, pad, pad);
    update();
}

void LosOverlayItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    for (const LosTrace &t : m_traces)
        paintTrace(painter, t);
}

void LosOverlayItem::paintTrace(QPainter *painter, const LosTrace &trace) const
{
    const double s = m_layout.size();
    const QPointF from = toQ(m_layout.centre(trace.firer));
    const QPointF to = toQ(m_layout.centre(trace.target));
    const QColor verdict = verdictColour(trace.verdict);

    // 1. Hexes and hexsides the line meets, with their effect; the unused side of an ambiguous
    //    line is drawn faintly, so the picture shows what the hexside policy chose.
    for (std::size_t i = 0; i < trace.elements.size(); ++i) {
        const LosElement &e = trace.elements[i];
        const bool unused = trace.sideUsed != LosSide::Both && e.side != LosSide::Both
            && e.side != trace.sideUsed;
        const int alpha = unused ? 70 : 200;
        QColor colour = effectColour(e.obstacle.effect);
        switch (e.kind) {
        case LosElementKind::Firer:
        case LosElementKind::Target:
            break;
        case LosElementKind::Hex:
        case LosElementKind::SpineSide:
        case LosElementKind::VertexTouch: {
            const QPolygonF poly = hexPolygon(m_layout, e.hex);
            if (e.obstacle.effect == LosEffect::Clear
                || e.obstacle.effect == LosEffect::HeightPassed) {
                painter->setPen(
                    QPen(QColor(255, 255, 255, unused ? 50 : 150), s * 0.03, Qt::DotLine));
                painter->setBrush(Qt::NoBrush);
            } else {
                colour.setAlpha(unused ? 30 : 70);
                painter->setBrush(colour);
                colour.setAlpha(alpha);
                painter->setPen(QPen(colour, s * 0.05));
            }
            painter->drawPolygon(poly);
            if (e.kind == LosElementKind::SpineSide) {
                const Segment seg = m_layout.hexside(e.hex, e.direction);
                QPen spine(QColor(30, 90, 200, alpha), s * 0.07, Qt::DashLine, Qt::RoundCap);
                painter->setPen(spine);
                painter->drawLine(toQ(seg.a), toQ(seg.b));
            } else if (e.kind == LosElementKind::VertexTouch) {
                // The corner the line grazes: the hex corner nearest the line.
                QPointF best;
                double bestDistance = 1e300;
                for (const PointF &corner : m_layout.polygon(e.hex)) {
                    const QPointF c = toQ(corner);
                    const QPointF onLine = from + (to - from) * along(from, to, c);
                    const double dist = std::hypot(c.x() - onLine.x(), c.y() - onLine.y());
                    if (dist < bestDistance) {
                        bestDistance = dist;
                        best = c;
                    }
                }
                painter->setPen(QPen(QColor(30, 90, 200, alpha), s * 0.04));
                painter->setBrush(QColor(255, 255, 255, alpha));
                painter->drawEllipse(best, s * 0.09, s * 0.09);
            }
            break;
        }
        case LosElementKind::HexsideCrossed:
        case LosElementKind::HexsideAlong: {
            const Segment seg = m_layout.hexside(e.hex, e.direction);
            QColor c = e.obstacle.effect == LosEffect::Clear ? QColor(30, 90, 200) : colour;
            c.setAlpha(alpha);
            painter->setPen(QPen(c, s * 0.1,
                e.kind == LosElementKind::HexsideAlong ? Qt::DashLine : Qt::SolidLine,
                Qt::RoundCap));
            painter->drawLine(toQ(seg.a), toQ(seg.b));
            break;
        }
        }
    }

    // 2. The first blocker, outlined boldly.
    double cut = 1.0;
    if (trace.firstBlocker >= 0 && trace.firstBlocker < static_cast<int>(trace.elements.size())) {
        const LosElement &b = trace.elements[static_cast<std::size_t>(trace.firstBlocker)];
        QPointF anchor;
        if (b.kind == LosElementKind::HexsideCrossed || b.kind == LosElementKind::HexsideAlong) {
            const Segment seg = m_layout.hexside(b.hex, b.direction);
            painter->setPen(QPen(QColor(20, 20, 20), s * 0.2, Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(toQ(seg.a), toQ(seg.b));
            painter->setPen(QPen(QColor(230, 30, 30), s * 0.12, Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(toQ(seg.a), toQ(seg.b));
            anchor = (toQ(seg.a) + toQ(seg.b)) / 2.0;
        } else {
            const QPolygonF poly = hexPolygon(m_layout, b.hex);
            painter->setBrush(Qt::NoBrush);
            painter->setPen(
                QPen(QColor(20, 20, 20), s * 0.16, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter->drawPolygon(poly);
            painter->setPen(
                QPen(QColor(230, 30, 30), s * 0.1, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter->drawPolygon(poly);
            anchor = toQ(m_layout.centre(b.hex));
        }
        cut = along(from, to, anchor);
    }

    // 3. The line itself: white casing for contrast on every terrain, verdict colour on top in
    //    the verdict's line style (solid clear, dash-dot hindered); dashed past the blocker, with
    //    a cross where it is blocked.
    const QPointF blockPoint = from + (to - from) * cut;
    painter->setPen(QPen(QColor(255, 255, 255, 220), s * 0.14, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(from, to);
    const Qt::PenStyle style = trace.verdict == LosVerdict::Hindered
        ? MapPalette::verdictStyle(LosVerdict::Hindered)
        : Qt::SolidLine;
    painter->setPen(QPen(verdict, s * 0.08, style, Qt::FlatCap));
    painter->drawLine(from, blockPoint);
    if (cut < 1.0) {
        painter->setPen(
            QPen(verdict, s * 0.06, MapPalette::verdictStyle(LosVerdict::Blocked), Qt::FlatCap));
        painter->drawLine(blockPoint, to);
        const double x = s * 0.14;
        painter->setPen(QPen(QColor(20, 20, 20), s * 0.07, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(blockPoint + QPointF(-x, -x), blockPoint + QPointF(x, x));
        painter->drawLine(blockPoint + QPointF(-x, x), blockPoint + QPointF(x, -x));
    }
    // Ends, round the counters rather than over them: a ring round the firer, a reticle round
    // the target (a ring with ticks towards the hex corners, clear of the counters' values).
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(verdict.darker(140), s * 0.05));
    painter->drawEllipse(from, s * 0.78, s * 0.78);
    const double ring = s * 0.8;
    painter->setPen(QPen(QColor(255, 255, 255, 230), s * 0.1));
    painter->drawEllipse(to, ring, ring);
    painter->setPen(QPen(verdict, s * 0.06));
    painter->drawEllipse(to, ring, ring);
    for (const double degrees : {45.0, 135.0, 225.0, 315.0}) {
        const QPointF d(std::cos(degrees * M_PI / 180.0), std::sin(degrees * M_PI / 180.0));
        painter->drawLine(to + d * (ring - s * 0.14), to + d * (ring + s * 0.12));
    }
}

} // namespace hexfire
