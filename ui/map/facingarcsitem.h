#pragma once

#include "core/hex/facing.h"
#include "core/hex/hexlayout.h"

#include <QGraphicsItem>

#include <array>
#include <vector>

namespace hexfire {

/**
 * The front, flank and rear hexsides of one unit's hex, as its rule system classes them
 * (RuleSet::hexsideClasses): the front shaded as the unit's field of fire and each hexside drawn
 * in its class's colour and line style (front solid, flank dashed, rear dotted) with its letter
 * (F, Fl, R), so that no class rests on colour alone. The window shows it for the selected unit on
 * request.
 */
class FacingArcsItem final : public QGraphicsItem {
public:
    enum { Type = UserType + 8 };

    explicit FacingArcsItem(const HexLayout &layout);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    /**
     * The unit's hexes (its own first, then those it spreads over) and the six classes of each
     * (indexed by HexDirection); none hides the item. A hexside between two of the unit's hexes
     * is inside the unit and is not drawn.
     */
    void setArcs(std::vector<Hex> hexes, const std::array<HexsideClass, 6> &classes);
    void clear();
    const std::vector<Hex> &hexes() const { return m_hexes; }
    const std::array<HexsideClass, 6> &classes() const { return m_classes; }

    static QColor colour(HexsideClass c);
    static Qt::PenStyle lineStyle(HexsideClass c);

private:
    void paintLabel(QPainter *painter, HexsideClass cls, QPointF at) const;

    const HexLayout &m_layout;
    std::vector<Hex> m_hexes;
    std::array<HexsideClass, 6> m_classes {};
};

} // namespace hexfire
