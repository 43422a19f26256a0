#pragma once

#include "core/hex/hexlayout.h"
#include "core/map/mapgrid.h"
#include "ui/map/hexstamps.h"
#include "ui/map/hexstencil.h"

#include <QColor>
#include <QGraphicsItem>
#include <QPainterPath>
#include <QPolygonF>

#include <vector>

namespace hexfire {

/**
 * The Threats view on the map: each hex tinted by the best odds any enemy has of hurting the side
 * threatened there (core's threatMap, by cell index), pale yellow for a slim chance to dark red
 * for a near certainty; hexes no enemy may attack stay untouched.
 */
class ThreatShadeItem final : public QGraphicsItem {
public:
    enum { Type = UserType + 9 };

    ThreatShadeItem(const MapGrid &map, const HexLayout &layout);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    /** The best probability for every hex in MapGrid cell order, negative where none; empty
        clears the shading. */
    void setLevels(std::vector<double> levels);
    const std::vector<double> &levels() const { return m_levels; }
    /** How many hexes are tinted. */
    int shadedCount() const;

    /** The tint of a probability (0..1), also drawn by the Threats panel's legend. */
    static QColor colour(double probability);

private:
    HexStencil m_stencil;
    QRectF m_bounds;
    // Around (0, 0), moved to each hex by the painter: a tinted hex and the rim inside its
    // hexsides, filled (a wide pen stroked around every hex was most of a pan's time).
    QPolygonF m_hex;
    QPainterPath m_rim;
    HexStamps m_stamps; // the same, blitted where the view's scale lets it
    std::vector<double> m_levels;
};

} // namespace hexfire
