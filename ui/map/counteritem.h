#pragma once

#include "core/game/ids.h"
#include "ui/map/counterart.h"

#include <QGraphicsObject>
#include <QPainterPath>

#include <optional>
#include <vector>

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
    /** The counter's side in scene units: smaller when several share a hex. */
    void setSize(double size);
    /** The counter itself in the scene, without its shadow, rings or facing wedge. */
    QRectF bodySceneRect() const;
    /** Where the counter prints its name, in the scene: what must stay in sight in a stack. */
    QRectF nameSceneRect() const;
    /**
     * Where the counter is drawn zoomed out (DetailLevel::Overview), about its centre: larger
     * than its body when it is alone in its hex, so that its big type reads on a fitted map.
     * Empty: its body.
     */
    void setOverviewBody(const QRectF &rect);
    /** On the top counter of a column too deep to show whole: how many lie hidden under it. */
    void setHiddenBelow(int count);
    int hiddenBelow() const { return m_hiddenBelow; }

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

    /** The unit acted this round (the game's record): a tick on a tab beside its left edge. */
    void setActed(bool on);
    bool acted() const { return m_acted; }

    /** A short flash to draw the eye to a change; instant when animate is false. */
    void flash(bool animate);
    /** Slides to a position (stack fanning); jumps when animate is false. */
    void moveTo(const QPointF &pos, bool animate);

    /**
     * What the item draws over or around the counter art (the acted tab, the hidden-count badge,
     * the selection rings, the facing wedge), in item coordinates: tests keep it off every
     * counter's text.
     */
    QPainterPath markingsShape() const;
    /** Where the counter prints text (its name, values, a band's caption), in the scene. */
    std::vector<QRectF> textSceneRects() const;

private:
    static QPointF actedTabCentre(const QRectF &body);
    /** The facing wedge outside the counter drawn in body; empty for a unit that faces nothing. */
    QPainterPath facingWedge(const QRectF &body) const;
    static QPointF hiddenBadgeCentre(const QRectF &body);
    void paintActedTab(QPainter *painter, const QRectF &body) const;
    /** Zoomed out: the side colour, a big short name and the values, no art. */
    void paintOverview(QPainter *painter, const QRectF &body) const;
    void paintHiddenBadge(QPainter *painter, const QRectF &body) const;

    UnitId m_id;
    double m_size;
    CounterFace m_face;
    bool m_highlighted = false;
    bool m_supporting = false;
    bool m_acted = false;
    int m_hiddenBelow = 0;
    QRectF m_overviewBody; /**< in item coordinates; empty: the body */
    std::optional<double> m_facing;
    qreal m_flash = 0.0;
    QVariantAnimation *m_flashAnimation = nullptr;
    QVariantAnimation *m_moveAnimation = nullptr;
};

} // namespace hexfire
