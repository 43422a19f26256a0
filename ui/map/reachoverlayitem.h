#pragma once

#include "core/hex/hexlayout.h"
#include "core/map/mapgrid.h"

#include <QGraphicsItem>
#include <QString>

#include <optional>
#include <vector>

namespace hexfire {

/**
 * The Move mode on the map: every hex the selected unit can reach shaded, with the movement points
 * it would have left written in it; the path of the move pointed at (or dragged) as a line from
 * the unit through the hexes it enters; and, on a hex it cannot reach, a cross and the reason.
 * All of it is what core computed (ReachableHexes, the move's evaluation); only the hexes exposed
 * are painted.
 */
class ReachOverlayItem final : public QGraphicsItem {
public:
    enum { Type = UserType + 11 };

    /** A hex the unit can reach and the points it would have left there ("2", "1.5"). */
    struct Cell {
        Hex hex;
        QString pointsLeft;
        friend bool operator==(const Cell &, const Cell &) = default;
    };

    ReachOverlayItem(const MapGrid &map, const HexLayout &layout);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    /** The reachable hexes; empty hides the shading. */
    void setReach(std::vector<Cell> cells);
    const std::vector<Cell> &cells() const { return m_cells; }
    /** The cell of h, or nullptr when h is not shaded. */
    const Cell *cellAt(Hex h) const;

    /** The line of a move: the unit's hex first, then each hex entered; empty hides it. legal:
        drawn as a move that can be made, else as a refused one. */
    void setPath(std::vector<Hex> hexes, bool legal);
    const std::vector<Hex> &path() const { return m_path; }
    bool pathLegal() const { return m_pathLegal; }

    /** A hex the move cannot go to and why (core's sentence); none clears it. */
    void setRefusal(std::optional<Hex> hex, const QString &why);
    std::optional<Hex> refusedHex() const { return m_refused; }
    const QString &refusal() const { return m_why; }

private:
    QPolygonF polygon(Hex h) const;
    QPointF centre(Hex h) const;
    /** The area that painting the path and the refusal covers, for update(). */
    QRectF pathArea() const;
    void paintCells(QPainter *painter, const QRectF &exposed) const;
    void paintPath(QPainter *painter) const;
    void paintRefusal(QPainter *painter) const;

    const MapGrid &m_map;
    const HexLayout &m_layout;
    QRectF m_bounds;
    std::vector<Cell> m_cells;
    std::vector<int> m_cellIndex; /**< by MapGrid cell: index into m_cells, -1 when not shaded */
    std::vector<Hex> m_path;
    bool m_pathLegal = true;
    std::optional<Hex> m_refused;
    QString m_why;
};

} // namespace hexfire
