#include "ui/map/counteritem.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QVariantAnimation>

#include <cmath>

namespace hexfire {

CounterItem::CounterItem(UnitId id, double size, QGraphicsItem *parent)
    : QGraphicsObject(parent)
    , m_id(std::move(id))
    , m_size(size)
{
    setAcceptHoverEvents(true);
    setZValue(10);
}

QRectF CounterItem::boundingRect() const
{
    const double pad = m_size * 0.3; // room for the ring and the facing wedge
    return {-m_size / 2 - pad, -m_size / 2 - pad, m_size + 2 * pad, m_size + 2 * pad};
}

QPainterPath CounterItem::shape() const
{
    QPainterPath path;
    path.addRect(QRectF(-m_size / 2, -m_size / 2, m_size, m_size));
    return path;
}

void CounterItem::setFace(const CounterFace &face)
{
    if (face.key() == m_face.key())
        return;
    m_face = face;
    update();
}

void CounterItem::setHighlighted(bool on)
{
    if (m_highlighted == on)
        return;
    m_highlighted = on;
    update();
}

void CounterItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const double dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QRectF body(-m_size / 2, -m_size / 2, m_size, m_size);
    const int devicePixels = static_cast<int>(std::lround(m_size * lod * dpr));

    painter->setRenderHint(QPainter::Antialiasing);
    // Drop shadow: counters are thick cardboard.
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 90));
    painter->drawRoundedRect(
        body.translated(m_size * 0.05, m_size * 0.05), m_size * 0.07, m_size * 0.07);

    if (devicePixels < 14) {
        // Far out: a plain chip in the side colour is all the eye can read.
        painter->setBrush(m_face.colour);
        painter->drawRect(body);
    } else {
        const QPixmap pixmap = CounterArt::instance().counter(m_face, devicePixels, dpr);
        painter->drawPixmap(body, pixmap, QRectF(pixmap.rect()));
    }
    if (m_facing) {
        // A wedge pointing out of the counter where the unit faces, as a player would turn a
        // physical counter; ray from the centre to the square's edge, then a little beyond.
        const double a = *m_facing * M_PI / 180.0;
        const QPointF dir(std::cos(a), std::sin(a));
        const double toEdge = m_size / 2 / std::max(std::abs(dir.x()), std::abs(dir.y()));
        // Longer than wide, so that it reads as pointing even where it leaves by a corner.
        const QPointF base = dir * (toEdge - m_size * 0.06);
        const QPointF tip = dir * (toEdge + m_size * 0.26);
        const QPointF across(-dir.y() * m_size * 0.1, dir.x() * m_size * 0.1);
        QPolygonF wedge {base + across, tip, base - across};
        painter->setPen(QPen(QColor(255, 255, 255), m_size * 0.035));
        painter->setBrush(m_face.colour.darker(160));
        painter->drawPolygon(wedge);
    }
    if (m_highlighted) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(255, 214, 0), m_size * 0.08));
        painter->drawRoundedRect(
            body.adjusted(-m_size * 0.05, -m_size * 0.05, m_size * 0.05, m_size * 0.05),
            m_size * 0.1, m_size * 0.1);
    }
    if (m_supporting && !m_highlighted) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(0, 190, 255), m_size * 0.06, Qt::DashLine));
        painter->drawRoundedRect(
            body.adjusted(-m_size * 0.05, -m_size * 0.05, m_size * 0.05, m_size * 0.05),
            m_size * 0.1, m_size * 0.1);
    }
    if (m_flash > 0.0) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(255, 255, 200, static_cast<int>(200 * m_flash)));
        painter->drawRoundedRect(body, m_size * 0.07, m_size * 0.07);
    }
}

void CounterItem::setSupporting(bool on)
{
    if (m_supporting == on)
        return;
    m_supporting = on;
    update();
}

void CounterItem::setFacingAngle(std::optional<double> degrees)
{
    if (m_facing == degrees)
        return;
    m_facing = degrees;
    update();
}

void CounterItem::flash(bool animate)
{
    if (!animate) {
        m_flash = 0.0;
        update();
        return;
    }
    if (!m_flashAnimation) {
        m_flashAnimation = new QVariantAnimation(this);
        m_flashAnimation->setDuration(700);
        m_flashAnimation->setKeyValueAt(0.0, 0.0);
        m_flashAnimation->setKeyValueAt(0.2, 1.0);
        m_flashAnimation->setKeyValueAt(0.45, 0.2);
        m_flashAnimation->setKeyValueAt(0.65, 0.8);
        m_flashAnimation->setKeyValueAt(1.0, 0.0);
        connect(
            m_flashAnimation, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
                m_flash = v.toReal();
                update();
            });
    }
    m_flashAnimation->stop();
    m_flashAnimation->start();
}

void CounterItem::moveTo(const QPointF &target, bool animate)
{
    if (m_moveAnimation)
        m_moveAnimation->stop();
    if (!animate || pos() == target) {
        setPos(target);
        return;
    }
    if (!m_moveAnimation) {
        m_moveAnimation = new QVariantAnimation(this);
        m_moveAnimation->setDuration(160);
        m_moveAnimation->setEasingCurve(QEasingCurve::OutCubic);
        connect(m_moveAnimation, &QVariantAnimation::valueChanged, this,
            [this](const QVariant &v) { setPos(v.toPointF()); });
    }
    m_moveAnimation->setStartValue(pos());
    m_moveAnimation->setEndValue(target);
    m_moveAnimation->start();
}

} // namespace hexfire
