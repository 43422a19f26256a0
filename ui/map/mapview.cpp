#include "ui/map/mapview.h"

#include "ui/map/hexmapitem.h"
#include "ui/map/mapscene.h"

#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>
#include <QVariantAnimation>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace hexfire {

namespace {
constexpr int minStep = -20; // about 0.18x
constexpr int maxStep = 20; // about 5.7x
} // namespace

MapView::MapView(QWidget *parent)
    : QGraphicsView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setDragMode(ScrollHandDrag);
    setTransformationAnchor(NoAnchor);
    setResizeAnchor(NoAnchor);
    setViewportUpdateMode(SmartViewportUpdate);
    setFrameShape(QFrame::NoFrame);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Map"));
    setAccessibleDescription(tr("The arrow keys move a ring from hex to hex; Enter acts there as "
                                "a click does, Space picks a counter there"));
    m_zoomAnimation = new QVariantAnimation(this);
    m_zoomAnimation->setDuration(140);
    m_zoomAnimation->setEasingCurve(QEasingCurve::OutCubic);
    connect(m_zoomAnimation, &QVariantAnimation::valueChanged, this,
        [this](const QVariant &v) { applyScale(v.toDouble(), m_anchor); });
}

double MapView::zoom() const { return transform().m11(); }

void MapView::keyPressEvent(QKeyEvent *event)
{
    auto *map = qobject_cast<MapScene *>(scene());
    int dx = 0;
    int dy = 0;
    switch (event->key()) {
    case Qt::Key_Left:
        dx = -1;
        break;
    case Qt::Key_Right:
        dx = 1;
        break;
    case Qt::Key_Up:
        dy = -1;
        break;
    case Qt::Key_Down:
        dy = 1;
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (map && map->keyboardHex()) {
            map->activateKeyboardHex();
            return;
        }
        break;
    case Qt::Key_Space:
        if (map && map->keyboardHex()) {
            map->pickAtKeyboardHex();
            return;
        }
        break;
    default:
        break;
    }
    if (!map || (dx == 0 && dy == 0) || event->modifiers() & ~Qt::KeypadModifier) {
        QGraphicsView::keyPressEvent(event);
        return;
    }
    if (!map->keyboardHex()) {
        // The first key puts the ring where the player looks: the middle of the view.
        map->setKeyboardHex(map->hexAt(mapToScene(viewport()->rect().center())));
    } else {
        map->moveKeyboardHex(dx, dy);
    }
    if (const std::optional<Hex> hex = map->keyboardHex()) {
        const QPointF c = map->hexCentre(*hex);
        const double r = MapScene::hexSize * 1.5;
        bringIntoView(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r));
    }
}

void MapView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    // The scroll moves the pixels, the focus ring with them: it is drawn again where it belongs.
    if (hasFocus())
        viewport()->update();
}

void MapView::focusInEvent(QFocusEvent *event)
{
    QGraphicsView::focusInEvent(event);
    viewport()->update();
}

void MapView::focusOutEvent(QFocusEvent *event)
{
    QGraphicsView::focusOutEvent(event);
    viewport()->update();
}

void MapView::drawForeground(QPainter *painter, const QRectF &rect)
{
    QGraphicsView::drawForeground(painter, rect);
    if (!hasFocus())
        return;
    // The focus ring of the map: a frame in the highlight colour inside the viewport's edge.
    painter->save();
    painter->resetTransform();
    painter->setPen(QPen(palette().color(QPalette::Highlight), 3));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(QRectF(viewport()->rect()).adjusted(1.5, 1.5, -1.5, -1.5));
    painter->restore();
}

void MapView::applyScale(double scale, const QPoint &anchor)
{
    // Keep the scene point under the anchor where it is.
    const QPointF before = mapToScene(anchor);
    setTransform(QTransform::fromScale(scale, scale));
    updateScrollArea();
    const QPoint after = mapFromScene(before);
    const QPoint delta = after - anchor;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + delta.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() + delta.y());
    emit zoomChanged(scale);
}

void MapView::zoomSteps(int steps, const QPoint &anchor, bool animate)
{
    m_autoFit = false;
    m_step = std::clamp(m_step + steps, minStep, maxStep);
    const double target = HexMapItem::scaleForStep(m_step);
    m_anchor = anchor;
    m_zoomAnimation->stop();
    if (!animate) {
        applyScale(target, anchor);
        return;
    }
    m_zoomAnimation->setStartValue(zoom());
    m_zoomAnimation->setEndValue(target);
    m_zoomAnimation->start();
}

void MapView::zoomIn() { zoomSteps(2, viewport()->rect().center()); }
void MapView::zoomOut() { zoomSteps(-2, viewport()->rect().center()); }

void MapView::fitToWindow()
{
    if (!scene())
        return;
    const QRectF target = scene()->sceneRect();
    if (target.isEmpty())
        return;
    const double sx = viewport()->width() / target.width();
    const double sy = viewport()->height() / target.height();
    snapToFit(std::min(sx, sy));
    // The map's centre in the middle of what the overlay leaves in view, as far as it scrolls.
    centerOn(target.center() + QPointF(0, m_bottomOverlay / 2.0 / zoom()));
    m_autoFit = true;
    emit zoomChanged(zoom());
}

void MapView::focusOn(const QRectF &rect)
{
    if (rect.isEmpty())
        return;
    snapToFit(std::min(viewport()->width() / rect.width(), viewport()->height() / rect.height()));
    m_autoFit = false;
    centerOn(rect.center());
    emit zoomChanged(zoom());
}

void MapView::snapToFit(double fit)
{
    m_step = std::clamp(static_cast<int>(std::floor(std::log2(fit) * HexMapItem::stepsPerOctave)),
        minStep, maxStep);
    m_zoomAnimation->stop();
    const double scale = HexMapItem::scaleForStep(m_step);
    setTransform(QTransform::fromScale(scale, scale));
    updateScrollArea();
}

void MapView::setZoom(double scale)
{
    if (scale <= 0)
        return;
    const int step = static_cast<int>(std::lround(std::log2(scale) * HexMapItem::stepsPerOctave));
    zoomSteps(step - m_step, viewport()->rect().center(), false);
}

void MapView::setBottomOverlay(int pixels)
{
    pixels = std::max(0, pixels);
    if (pixels == m_bottomOverlay)
        return;
    m_bottomOverlay = pixels;
    updateScrollArea();
}

void MapView::updateScrollArea()
{
    // With no overlay the view follows the scene's own rectangle (a null rectangle).
    if (!scene() || m_bottomOverlay == 0 || zoom() <= 0) {
        setSceneRect(QRectF());
        return;
    }
    QRectF r = scene()->sceneRect();
    r.setBottom(r.bottom() + m_bottomOverlay / zoom());
    setSceneRect(r);
}

void MapView::bringIntoView(const QRectF &rect, bool mayZoom)
{
    if (rect.isEmpty() || zoom() <= 0)
        return;
    const int visibleHeight = std::max(1, viewport()->height() - m_bottomOverlay);
    // Larger than what shows above the overlay: zoom out (never in) until it fits.
    const double fit
        = std::min((viewport()->width() - 40) / rect.width(), (visibleHeight - 40) / rect.height());
    if (mayZoom && fit > 0 && fit < zoom()) {
        snapToFit(fit);
        m_autoFit = false;
        centerOn(rect.center() + QPointF(0, m_bottomOverlay / 2.0 / zoom()));
        emit zoomChanged(zoom());
        return;
    }
    const QRectF visible
        = mapToScene(QRect(0, 0, viewport()->width(), visibleHeight)).boundingRect();
    const double margin = 20 / zoom();
    // How far the visible part moves along one axis: none when rect is in it, to its near edge
    // (with a margin) when it sticks out, centred on it when it is larger.
    const auto shift = [margin](double lo, double hi, double vlo, double vhi) {
        if (hi - lo + 2 * margin > vhi - vlo)
            return (lo + hi - vlo - vhi) / 2;
        if (lo - margin < vlo)
            return lo - margin - vlo;
        if (hi + margin > vhi)
            return hi + margin - vhi;
        return 0.0;
    };
    const double dx = shift(rect.left(), rect.right(), visible.left(), visible.right());
    const double dy = shift(rect.top(), rect.bottom(), visible.top(), visible.bottom());
    if (dx == 0 && dy == 0)
        return;
    centerOn(mapToScene(viewport()->rect().center()) + QPointF(dx, dy));
}

void MapView::wheelEvent(QWheelEvent *event)
{
    const int delta = event->angleDelta().y();
    if (delta == 0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    // Two zoom steps (a quarter octave) per notch; touchpads send smaller deltas.
    const int steps = delta > 0 ? std::max(1, delta / 60) : std::min(-1, delta / 60);
    zoomSteps(steps, event->position().toPoint());
    event->accept();
}

void MapView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (m_autoFit)
        fitToWindow();
}

} // namespace hexfire
