#pragma once

#include "core/game/ids.h"
#include "ui/map/counterart.h"

#include <QGraphicsObject>

class QVariantAnimation;

namespace hexfire {

/**
 * One unit counter on the map, drawn from the shared CounterArt pixmaps at the view's scale and
 * device pixel ratio. The item's position is its centre. Effects flash it briefly; the scene lays
 * stacks out and fans them.
 */
class CounterItem final : public QGraphicsObject {
    Q_OBJECT
public:
    enum { Type = UserType + 2 };

    CounterItem(UnitId id, double size, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    const UnitId &unitId() const { return m_id; }
    const CounterFace &face() const { return m_face; }
    void setFace(const CounterFace &face);
    double size() const { return m_size; }

    /** The selected firer/caller gets a bright ring. */
    void setHighlighted(bool on);
    bool highlighted() const { return m_highlighted; }

    /** A short flash to draw the eye to a change; instant when animate is false. */
    void flash(bool animate);
    /** Slides to a position (stack fanning); jumps when animate is false. */
    void moveTo(const QPointF &pos, bool animate);

private:
    UnitId m_id;
    double m_size;
    CounterFace m_face;
    bool m_highlighted = false;
    qreal m_flash = 0.0;
    QVariantAnimation *m_flashAnimation = nullptr;
    QVariantAnimation *m_moveAnimation = nullptr;
};

} // namespace hexfire
