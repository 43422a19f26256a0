#pragma once

#include "core/hex/facing.h"
#include "core/hex/hexlayout.h"

#include <QGraphicsItem>

#include <array>
#include <optional>

namespace hexfire {

/**
 * The front, flank and rear hexsides of one unit's hex, as its rule system classes them
 * (RuleSet::hexsideClasses): the front shaded as the unit's field of fire and each hexside drawn
 * in its class's colour. The window shows it for the selected unit on request.
 */
class FacingArcsItem final : public QGraphicsItem {
public:
    enum { Type = UserType + 8 };

    explicit FacingArcsItem(const HexLayout &layout);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    /** The hex and its six classes (indexed by HexDirection); nullopt hides the item. */
    void setArcs(std::optional<Hex> hex, const std::array<HexsideClass, 6> &classes);
    void clear();
    std::optional<Hex> hex() const { return m_hex; }
    const std::array<HexsideClass, 6> &classes() const { return m_classes; }

    static QColor colour(HexsideClass c);

private:
    const HexLayout &m_layout;
    std::optional<Hex> m_hex;
    std::array<HexsideClass, 6> m_classes {};
};

} // namespace hexfire
