#pragma once

#include <QGraphicsView>

class QVariantAnimation;

namespace hexfire {

/**
 * The map viewport: smooth zoom towards the cursor on the wheel, pan by dragging, fit to window.
 * Zoom settles on HexMapItem's zoom steps so cached map tiles are copied pixel for pixel.
 */
class MapView final : public QGraphicsView {
    Q_OBJECT
public:
    explicit MapView(QWidget *parent = nullptr);

    double zoom() const;
    /** Zooms by whole steps (HexMapItem::stepsPerOctave per doubling) around a viewport point. */
    void zoomSteps(int steps, const QPoint &anchor, bool animate = true);
    void zoomIn();
    void zoomOut();
    /** Shows the whole map, snapped down to a zoom step; keeps fitting on resize until zoomed. */
    void fitToWindow();
    /** Shows rect as large as fits, snapped down to a zoom step, centred. */
    void focusOn(const QRectF &rect);
    /** Zooms to the step nearest a scale (1.0 shows the map at 100%), about the view's centre. */
    void setZoom(double scale);
    /**
     * The height in pixels of what covers the bottom of the view (the step card), 0 for none: the
     * map scrolls that much further so that its last rows can be brought above it.
     */
    void setBottomOverlay(int pixels);
    int bottomOverlay() const { return m_bottomOverlay; }
    /** Scrolls as little as it takes to show rect (scene) above the overlay; zooms out first
     *  when it is larger than that and mayZoom (else centres on it at the player's zoom). */
    void bringIntoView(const QRectF &rect, bool mayZoom = true);
    /** Follows a change of the scene's rectangle (a new map) when an overlay extends it. */
    void updateScrollArea();

signals:
    /** The scale changed (1.0 is 100%), by the wheel, a preset, a fit or a resize. */
    void zoomChanged(double scale);

protected:
    void wheelEvent(QWheelEvent *event) override;
    /** The arrow keys, Enter and Space play on the map (MapScene's keyboard hex). */
    void keyPressEvent(QKeyEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void applyScale(double scale, const QPoint &anchor);
    /** Zooms to the step at or below the scale `fit` (no animation), keeping the scroll room. */
    void snapToFit(double fit);

    int m_step = 0;
    bool m_autoFit = true;
    QVariantAnimation *m_zoomAnimation = nullptr;
    QPoint m_anchor;
    int m_bottomOverlay = 0;
};

} // namespace hexfire
