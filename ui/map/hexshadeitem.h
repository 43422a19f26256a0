#pragma once

#include "core/hex/hexlayout.h"
#include "core/los/lostrace.h"
#include "core/map/mapgrid.h"
#include "ui/map/hexstamps.h"
#include "ui/map/hexstencil.h"

#include <QGraphicsItem>

#include <optional>
#include <vector>

namespace hexfire {

/**
 * Hex-level highlights over the terrain: what the selected unit can see (core's verdict for every
 * hex, in cell order), the hex under the cursor, and the current target (a solid blue outline when
 * the action would be legal, a dashed red one with a cross when not: line style as well as colour).
 */
class HexShadeItem final : public QGraphicsItem {
public:
    enum { Type = UserType + 5 };

    HexShadeItem(const MapGrid &map, const HexLayout &layout);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    /** Verdicts for every hex in MapGrid cell order; empty clears the shading. */
    void setVisibility(std::vector<LosResult> verdicts);
    const std::vector<LosResult> &visibility() const { return m_visibility; }
    /**
     * Whether the visibility shading is drawn. The Threats tint turns it off while shown: the two
     * laid over each other made a brown that meant neither (one overlay at a time).
     */
    void setVisibilityShown(bool on);
    bool visibilityShown() const { return m_visibilityShown; }
    void setHover(std::optional<Hex> hex);
    void setTarget(std::optional<Hex> hex, bool legal);
    void setOrigin(std::optional<Hex> hex);

private:
    QPolygonF polygon(Hex h) const;
    /** Repaints one hex's outline and what is drawn around it (not the whole map). */
    void updateHex(std::optional<Hex> hex);

    const MapGrid &m_map;
    const HexLayout &m_layout;
    HexStencil m_stencil;
    HexStamps m_veil; // the visibility veil's hexes, blitted where the view's scale lets it
    QRectF m_bounds;
    std::vector<LosResult> m_visibility;
    std::optional<Hex> m_hover;
    std::optional<Hex> m_target;
    std::optional<Hex> m_origin;
    bool m_targetLegal = true;
    bool m_visibilityShown = true;
};

} // namespace hexfire
