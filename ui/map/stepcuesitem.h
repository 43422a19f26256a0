#pragma once

#include "core/hex/hexlayout.h"
#include "core/rules/mapcue.h"

#include <QGraphicsItem>

#include <vector>

namespace hexfire {

/**
 * What a step did, drawn on the map the way the live preview draws an action: a ring round each
 * acting unit's hex, a die chip on every hex a die was rolled for (an arrow with the die riding on
 * it when the die moved something, such as a round scattering from its aiming point), and short
 * notes on hexes (where each scatter face would send a round). Each chip and note is a child item
 * carrying its sentence as tooltip. Everything comes from core's MapCue values; nothing is worked
 * out here.
 */
class StepCuesItem final : public QGraphicsItem {
public:
    enum { Type = UserType + 7 };

    explicit StepCuesItem(const HexLayout &layout);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    /** Replaces what is shown: the acting units' hexes and the cues. */
    void setCues(std::vector<Hex> actors, std::vector<MapCue> cues);
    const std::vector<Hex> &actors() const { return m_actors; }
    const std::vector<MapCue> &cues() const { return m_cues; }
    /** The chip and note items, in cue order (tests look at where they are). */
    const std::vector<QGraphicsItem *> &chips() const { return m_chips; }

    /** Most dice drawn on one hex; more show as a "+n" chip. */
    static constexpr int maxDicePerHex = 8;

private:
    QPointF centre(Hex h) const;

    const HexLayout &m_layout;
    std::vector<Hex> m_actors;
    std::vector<MapCue> m_cues;
    std::vector<QGraphicsItem *> m_chips;
    QRectF m_bounds;
};

} // namespace hexfire
