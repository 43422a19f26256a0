#pragma once

#include "core/hex/hex.h"
#include "core/hex/hexlayout.h"

#include <QGraphicsItem>

#include <optional>

namespace hexfire {

class MapGrid;

/**
 * The keyboard's place on the map: a bold ring around one hex, moved by the arrow keys while the
 * map has the keyboard focus. Enter acts there as a click would, Space picks a counter there
 * (each press the next one down the stack). Drawn in the palette's highlight colour with a
 * dark edge, so it reads on every terrain.
 */
class HexCursor final : public QGraphicsItem {
public:
    explicit HexCursor(const HexLayout &layout);

    void setHex(std::optional<Hex> hex);
    std::optional<Hex> hex() const { return m_hex; }

    /**
     * The hex one step from `from` in a screen direction (dx, dy each -1, 0 or 1): the neighbour
     * most in that direction; of two equally so (right on a flat-top map), the one nearer the
     * line the cursor keeps to (`line`: y for a move left or right, x for up or down), so that
     * holding a key runs along a row or a column. Nothing off the map.
     */
    static std::optional<Hex> step(
        const MapGrid &map, const HexLayout &layout, Hex from, int dx, int dy, double line);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
        QWidget *widget = nullptr) override;

private:
    HexLayout m_layout;
    std::optional<Hex> m_hex;
};

} // namespace hexfire
