#pragma once

#include "core/game/marker.h"
#include "ui/map/counterart.h"

#include <QGraphicsObject>

namespace hexfire {

/**
 * A marker chit, or an arrow for a marker kind that points at a hex. Chits are drawn from
 * CounterArt pixmaps; an arrow is a filled path in the marker's colour pointing at its hex.
 */
class MarkerItem final : public QGraphicsObject {
    Q_OBJECT
public:
    enum { Type = UserType + 3 };

    MarkerItem(
        const Marker &marker, const MarkerFace &face, double size, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    const Marker &marker() const { return m_marker; }
    const MarkerFace &face() const { return m_face; }
    /** A new face for the same marker (its description changed with the position). */
    void setFace(const MarkerFace &face);
    /** The chit's width (a hex's chits shrink as more come). */
    void setSize(double size);
    /** Arrows only: the direction to point in, in degrees (0 = east, clockwise). */
    void setAngle(double degrees);

private:
    Marker m_marker;
    MarkerFace m_face;
    QString m_key; /**< m_face.key(), built once: a pile of chits repaints often */
    QPixmap m_pixmap; /**< the last picture drawn, for m_pixmapPixels at m_pixmapDpr */
    int m_pixmapPixels = 0;
    qreal m_pixmapDpr = 0;
    double m_size;
    double m_angle = 0.0;
};

} // namespace hexfire
