#include "ui/map/markeritem.h"

#include "ui/map/detaillevel.h"

#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace hexfire {

MarkerItem::MarkerItem(
    const Marker &marker, const MarkerFace &face, double size, QGraphicsItem *parent)
    : QGraphicsObject(parent)
    , m_marker(marker)
    , m_face(face)
    , m_key(face.key())
    , m_size(size)
{
    setZValue(face.arrow ? 30 : 20);
}

void MarkerItem::setFace(const MarkerFace &face)
{
    if (face.arrow != m_face.arrow)
        prepareGeometryChange();
    m_face = face;
    m_key = face.key();
    m_pixmap = {};
    m_pixmapPixels = 0;
    update();
}

void MarkerItem::setSize(double size)
{
    if (size == m_size)
        return;
    prepareGeometryChange();
    m_size = size;
    update();
}

QRectF MarkerItem::boundingRect() const
{
    // An arrow turns about its centre: its reach in any direction. A chit: itself and its shadow.
    if (m_face.arrow) {
        const double extent = m_size * 0.66;
        return {-extent, -extent, 2 * extent, 2 * extent};
    }
    return {-m_size / 2, -m_size / 2, m_size * 1.07, m_size * 1.07};
}

void MarkerItem::setAngle(double degrees)
{
    m_angle = degrees;
    update();
}

void MarkerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    if (m_face.arrow) {
        painter->save();
        painter->rotate(m_angle);
        // Tip to tail a chit long and a bit, so that it fits in the row of chits.
        const double s = m_size * 0.7;
        QPainterPath arrow;
        arrow.moveTo(-s * 0.8, -s * 0.2);
        arrow.lineTo(s * 0.15, -s * 0.2);
        arrow.lineTo(s * 0.15, -s * 0.45);
        arrow.lineTo(s * 0.8, 0);
        arrow.lineTo(s * 0.15, s * 0.45);
        arrow.lineTo(s * 0.15, s * 0.2);
        arrow.lineTo(-s * 0.8, s * 0.2);
        arrow.closeSubpath();
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0, 0, 0, 80));
        painter->drawPath(arrow.translated(s * 0.06, s * 0.06));
        painter->setPen(
            QPen(QColor(20, 20, 20), s * 0.06, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter->setBrush(m_face.colour);
        painter->drawPath(arrow);
        painter->restore();
        return;
    }
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const double dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QRectF body(-m_size / 2, -m_size / 2, m_size, m_size);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 90));
    painter->drawRoundedRect(
        body.translated(m_size * 0.07, m_size * 0.07), m_size * 0.1, m_size * 0.1);
    const int devicePixels = static_cast<int>(std::lround(m_size * lod * dpr));
    if (devicePixels < 6) {
        painter->setBrush(m_face.colour);
        painter->drawRect(body);
        return;
    }
    if (detailLevel(lod) == DetailLevel::Overview) {
        // Zoomed out: a dot in the chit's colour with its value, the size of the whole chit.
        painter->setPen(QPen(m_face.colour.darker(200), m_size * 0.06));
        painter->setBrush(m_face.colour);
        painter->drawEllipse(
            body.adjusted(m_size * 0.03, m_size * 0.03, -m_size * 0.03, -m_size * 0.03));
        if (!m_face.value.isEmpty()) {
            QFont font(QStringLiteral("DejaVu Sans Condensed"));
            font.setBold(true);
            int pixels = std::max(1, static_cast<int>(m_size * 0.62));
            font.setPixelSize(pixels);
            while (pixels > 1 && QFontMetricsF(font).horizontalAdvance(m_face.value) > m_size * 0.9)
                font.setPixelSize(--pixels);
            painter->setFont(font);
            painter->setPen(m_face.textColour);
            painter->drawText(body, Qt::AlignCenter, m_face.value);
        }
        return;
    }
    if (devicePixels != m_pixmapPixels || dpr != m_pixmapDpr) {
        m_pixmap = CounterArt::instance().marker(m_face, m_key, devicePixels, dpr);
        m_pixmapPixels = devicePixels;
        m_pixmapDpr = dpr;
    }
    painter->drawPixmap(body, m_pixmap, QRectF(m_pixmap.rect()));
}

} // namespace hexfire
