#pragma once

#include "core/game/ids.h"
#include "ui/map/counterart.h"

#include <QGraphicsObject>

#include <optional>

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

    /**
     * The direction the unit faces, in degrees on the screen (0 east, clockwise): drawn as a
     * wedge on the counter's edge; none for a unit that faces nothing.
     */
    void setFacingAngle(std::optional<double> degrees);
    std::optional<double> facingAngle() const { return m_facing; }
    /** The selected firer/caller gets a bright ring. */
    void setHighlighted(bool on);
    bool highlighted() const { return m_highlighted; }
    /** A unit acting with the selected one (Ctrl-click) gets a ring of its own. */
    void setSupporting(bool on);
    bool supporting() const { return m_supporting; }

    /** A short flash to draw the eye to a change; instant when animate is false. */
    void flash(bool animate);
    /** Slides to a position (stack fanning); jumps when animate is false. */
    void moveTo(const QPointF &pos, bool animate);

private:
    UnitId m_id;
    double m_size;
    CounterFace m_face;
    bool m_highlighted = false;
    bool m_supporting = false;
    std::optional<double> m_facing;
    qreal m_flash = 0.0;
    QVariantAnimation *m_flashAnimation = nullptr;
    QVariantAnimation *m_moveAnimation = nullptr;
};

} // namespace hexfire
