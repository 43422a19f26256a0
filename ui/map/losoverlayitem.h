#pragma once

#include "core/hex/hexlayout.h"
#include "core/los/lostrace.h"

#include <QGraphicsItem>

#include <vector>

namespace hexfire {

/**
 * Draws core's LosTrace values on the map: the centre-to-centre line coloured by verdict, every
 * hindering or blocking hex and hexside, spine hexsides and vertex touches, and the first blocker
 * outlined boldly with the line dashed beyond it. Nothing here decides LOS; it only draws the
 * trace it is given, with the same HexLayout the engine used.
 */
class LosOverlayItem final : public QGraphicsItem {
public:
    enum { Type = UserType + 4 };

    explicit LosOverlayItem(const HexLayout &layout);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    void setTraces(std::vector<LosTrace> traces);
    const std::vector<LosTrace> &traces() const { return m_traces; }
    void clear() { setTraces({}); }

    static QColor verdictColour(LosVerdict verdict);

private:
    void paintTrace(QPainter *painter, const LosTrace &trace) const;

    const HexLayout &m_layout;
    std::vector<LosTrace> m_traces;
    QRectF m_bounds;
};

} // namespace hexfire
