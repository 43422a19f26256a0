#include "ui/map/counteritem.h"

#include "ui/map/detaillevel.h"

#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>
#include <QVariantAnimation>

#include <cmath>

namespace hexfire {

namespace {

// The largest pixel size of a bold font, up to maxPixels, at which text fits width.
QFont fitted(QFont font, const QString &text, double maxPixels, double width)
{
    int pixels = std::max(1, static_cast<int>(maxPixels));
    font.setPixelSize(pixels);
    while (pixels > 1 && QFontMetricsF(font).horizontalAdvance(text) > width)
        font.setPixelSize(--pixels);
    return font;
}

// The first word of a counter's name ("1st", "Lt.", "MG"): what tells counters apart from afar.
QString shortTag(const QString &name)
{
    const QString trimmed = name.trimmed();
    const qsizetype space = trimmed.indexOf(QLatin1Char(' '));
    return space < 0 ? trimmed : trimmed.left(space);
}

} // namespace

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
    const QRectF drawn(-m_size / 2 - pad, -m_size / 2 - pad, m_size + 2 * pad, m_size + 2 * pad);
    if (m_overviewBody.isEmpty())
        return drawn;
    const double grown = m_overviewBody.width() * 0.3;
    return drawn.united(m_overviewBody.adjusted(-grown, -grown, grown, grown));
}

QPainterPath CounterItem::shape() const
{
    QPainterPath path;
    path.addRect(QRectF(-m_size / 2, -m_size / 2, m_size, m_size));
    return path;
}

void CounterItem::setSize(double size)
{
    if (size == m_size)
        return;
    prepareGeometryChange();
    m_size = size;
    update();
}

QRectF CounterItem::bodySceneRect() const
{
    return mapRectToScene(QRectF(-m_size / 2, -m_size / 2, m_size, m_size));
}

QRectF CounterItem::nameSceneRect() const
{
    const QRectF unit = CounterArt::nameArea();
    return mapRectToScene(QRectF(-m_size / 2 + unit.left() * m_size,
        -m_size / 2 + unit.top() * m_size, unit.width() * m_size, unit.height() * m_size));
}

void CounterItem::setHiddenBelow(int count)
{
    if (m_hiddenBelow == count)
        return;
    m_hiddenBelow = count;
    update();
}

void CounterItem::setFace(const CounterFace &face)
{
    if (face.drawsLike(m_face))
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
    const bool overview = detailLevel(lod) == DetailLevel::Overview;
    // Zoomed out a counter alone in its hex grows into the room the hex id and chit captions
    // leave; everything is drawn about the rectangle it is shown in.
    const QRectF body = overview && !m_overviewBody.isEmpty()
        ? m_overviewBody
        : QRectF(-m_size / 2, -m_size / 2, m_size, m_size);
    const double size = body.width();
    const int devicePixels = static_cast<int>(std::lround(size * lod * dpr));

    painter->setRenderHint(QPainter::Antialiasing);
    // The acted tick first, so that the counter lies over it: a tab peeking out of its left
    // edge below the name, never over its name or values (a stack's next counter lies a little
    // to the right, so every acted counter's tab stays in sight).
    if (m_acted)
        paintActedTab(painter, body);
    // Drop shadow: counters are thick cardboard.
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 90));
    painter->drawRoundedRect(body.translated(size * 0.05, size * 0.05), size * 0.07, size * 0.07);

    if (devicePixels < 10) {
        // Far out: a plain chip in the side colour is all the eye can read.
        painter->setBrush(m_face.colour);
        painter->drawRect(body);
    } else if (overview) {
        paintOverview(painter, body);
    } else {
        const QPixmap pixmap = CounterArt::instance().counter(m_face, devicePixels, dpr);
        painter->drawPixmap(body, pixmap, QRectF(pixmap.rect()));
    }
    if (m_facing) {
        // A wedge pointing out of the counter where the unit faces, as a player would turn a
        // physical counter; only the part outside the counter is drawn, so that it never
        // covers the name along the top.
        painter->setPen(QPen(QColor(255, 255, 255), size * 0.035));
        painter->setBrush(m_face.colour.darker(160));
        painter->drawPath(facingWedge(body));
    }
    // Rings hug the edge: in a stack the name of the counter below starts just above it.
    const QRectF ring = body.adjusted(-size * 0.015, -size * 0.015, size * 0.015, size * 0.015);
    if (m_highlighted) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(255, 214, 0), size * 0.07));
        painter->drawRoundedRect(ring, size * 0.09, size * 0.09);
    }
    if (m_supporting && !m_highlighted) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(0, 190, 255), size * 0.06, Qt::DashLine));
        painter->drawRoundedRect(ring, size * 0.09, size * 0.09);
    }
    if (m_hiddenBelow > 0)
        paintHiddenBadge(painter, body);
    if (m_flash > 0.0) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(255, 255, 200, static_cast<int>(200 * m_flash)));
        painter->drawRoundedRect(body, size * 0.07, size * 0.07);
    }
}

void CounterItem::setOverviewBody(const QRectF &rect)
{
    if (rect == m_overviewBody)
        return;
    prepareGeometryChange();
    m_overviewBody = rect;
    update();
}

void CounterItem::paintOverview(QPainter *painter, const QRectF &body) const
{
    const double s = body.width();
    painter->setPen(QPen(m_face.colour.darker(190), s * 0.03));
    painter->setBrush(m_face.colour);
    painter->drawRoundedRect(body, s * 0.07, s * 0.07);
    // States as the rule system draws them, reduced: a band's colour dashed round the counter,
    // badges are dots on its top edge.
    int dots = 0;
    for (const CounterFace::Status &st : m_face.statuses) {
        if (st.style == StatusLook::Style::Band) {
            // A dashed line round the counter, as on the full art: the side's colour stays.
            painter->setBrush(Qt::NoBrush);
            painter->setPen(QPen(st.colour, s * 0.06, Qt::DashLine));
            painter->drawRoundedRect(
                body.adjusted(s * 0.05, s * 0.05, -s * 0.05, -s * 0.05), s * 0.05, s * 0.05);
        } else {
            painter->setPen(QPen(QColor(20, 20, 20), s * 0.02));
            painter->setBrush(st.colour);
            // On the top edge, half over it, clear of the tag below.
            const double r = s * 0.1;
            painter->drawEllipse(
                QPointF(body.right() - r * 1.3 - dots * r * 2.2, body.top() - r * 0.1), r, r);
            ++dots;
        }
    }
    const QColor ink = CounterArt::inkOn(m_face.colour);
    QFont font(QStringLiteral("DejaVu Sans Condensed"));
    font.setBold(true);
    const QString tag = shortTag(m_face.name);
    painter->setPen(m_face.reduced ? QColor(150, 20, 20) : ink);
    // The tag in the name strip, which a stack leaves in sight; the values big below it.
    const QRectF top(body.left(), body.top() + s * 0.02, s, s * 0.25);
    painter->setFont(fitted(font, tag, s * 0.27, s * 0.9));
    painter->drawText(top, Qt::AlignCenter, tag);
    QStringList values;
    for (const CounterFace::Value &v : m_face.values) {
        if (!v.text.isEmpty())
            values << v.text;
    }
    const QString row = values.join(QLatin1Char(' '));
    if (!row.isEmpty()) {
        const QRectF bottom(body.left(), body.top() + s * 0.34, s, s * 0.6);
        painter->setPen(ink);
        painter->setFont(fitted(font, row, s * 0.5, s * 0.94));
        painter->drawText(bottom, Qt::AlignCenter, row);
    }
}

QPainterPath CounterItem::facingWedge(const QRectF &body) const
{
    QPainterPath wedge;
    if (!m_facing)
        return wedge;
    const double size = body.width();
    // Ray from the centre to the square's edge, then a little beyond; longer than wide, so that
    // it reads as pointing even where it leaves by a corner. The outline's half pen stays off
    // the counter too.
    const double a = *m_facing * M_PI / 180.0;
    const QPointF dir(std::cos(a), std::sin(a));
    const double toEdge = size / 2 / std::max(std::abs(dir.x()), std::abs(dir.y()));
    const QPointF base = body.center() + dir * (toEdge - size * 0.06);
    const QPointF tip = body.center() + dir * (toEdge + size * 0.26);
    const QPointF across(-dir.y() * size * 0.1, dir.x() * size * 0.1);
    wedge.addPolygon(QPolygonF {base + across, tip, base - across});
    wedge.closeSubpath();
    QPainterPath counter;
    const double margin = size * 0.02;
    counter.addRect(body.adjusted(-margin, -margin, margin, margin));
    return wedge.subtracted(counter);
}

QPointF CounterItem::actedTabCentre(const QRectF &body)
{
    return {body.left() - body.width() * 0.02, body.top() + body.height() * 0.45};
}

void CounterItem::paintActedTab(QPainter *painter, const QRectF &body) const
{
    const double size = body.width();
    const double r = std::max(size * 0.14, 3.0);
    const QPointF c = actedTabCentre(body);
    painter->setPen(QPen(QColor(255, 255, 255), size * 0.025));
    painter->setBrush(QColor(40, 40, 40, 235));
    painter->drawEllipse(c, r, r);
    // The tick in the part that shows, left of the counter's edge.
    const QPointF t = c - QPointF(r * 0.42, 0);
    const double k = r * 0.5;
    QPainterPath tick;
    tick.moveTo(t + QPointF(-k * 0.55, 0));
    tick.lineTo(t + QPointF(-k * 0.1, k * 0.5));
    tick.lineTo(t + QPointF(k * 0.6, -k * 0.55));
    painter->setBrush(Qt::NoBrush);
    painter->setPen(
        QPen(QColor(255, 255, 255), r * 0.26, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPath(tick);
}

QPainterPath CounterItem::markingsShape() const
{
    // Everything the item draws besides the counter art, in item coordinates, as painted at full
    // detail: what must stay off the names and values (of this counter and those under it).
    const QRectF body(-m_size / 2, -m_size / 2, m_size, m_size);
    QPainterPath path;
    if (m_acted) {
        // Drawn under the counter: only what shows beside its edge.
        const double r = std::max(m_size * 0.14, 3.0) + m_size * 0.0125;
        QPainterPath tab;
        tab.addEllipse(actedTabCentre(body), r, r);
        QPainterPath counter;
        counter.addRect(body);
        path.addPath(tab.subtracted(counter));
    }
    if (m_hiddenBelow > 0) {
        const double r = m_size * 0.17 + m_size * 0.0125;
        path.addEllipse(hiddenBadgeCentre(body), r, r);
    }
    if (m_highlighted || m_supporting) {
        const double pen = m_size * 0.07;
        const QRectF ring
            = body.adjusted(-m_size * 0.015, -m_size * 0.015, m_size * 0.015, m_size * 0.015);
        QPainterPath outer;
        outer.addRoundedRect(
            ring.adjusted(-pen / 2, -pen / 2, pen / 2, pen / 2), m_size * 0.09, m_size * 0.09);
        QPainterPath inner;
        inner.addRoundedRect(
            ring.adjusted(pen / 2, pen / 2, -pen / 2, -pen / 2), m_size * 0.09, m_size * 0.09);
        path.addPath(outer.subtracted(inner));
    }
    if (m_facing) {
        // The wedge with its white outline, half a pen wide round it.
        const QPainterPath wedge = facingWedge(body);
        QPainterPathStroker stroke;
        stroke.setWidth(m_size * 0.035);
        path.addPath(wedge.united(stroke.createStroke(wedge)));
    }
    return path;
}

std::vector<QRectF> CounterItem::textSceneRects() const
{
    std::vector<QRectF> rects;
    for (const QRectF &unit : CounterArt::textAreas(m_face))
        rects.push_back(mapRectToScene(QRectF(-m_size / 2 + unit.left() * m_size,
            -m_size / 2 + unit.top() * m_size, unit.width() * m_size, unit.height() * m_size)));
    return rects;
}

QPointF CounterItem::hiddenBadgeCentre(const QRectF &body)
{
    // Beside the counter's lower left corner, by its values, not over its name.
    const double r = body.width() * 0.17;
    return {body.left() - r * 0.75, body.bottom() - r * 0.9};
}

void CounterItem::paintHiddenBadge(QPainter *painter, const QRectF &body) const
{
    const double r = body.width() * 0.17;
    const QPointF at = hiddenBadgeCentre(body);
    painter->setPen(QPen(QColor(255, 255, 255), body.width() * 0.025));
    painter->setBrush(QColor(30, 30, 30));
    painter->drawEllipse(at, r, r);
    QFont font(QStringLiteral("DejaVu Sans Condensed"));
    font.setBold(true);
    const QString text = QStringLiteral("+%1").arg(m_hiddenBelow);
    painter->setFont(fitted(font, text, r * 1.2, r * 1.8));
    painter->drawText(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r), Qt::AlignCenter, text);
}

void CounterItem::setActed(bool on)
{
    if (m_acted == on)
        return;
    m_acted = on;
    update();
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
