#pragma once

#include "core/hex/hexlayout.h"
#include "core/rules/mapcue.h"

#include <QGraphicsItem>
#include <QLineF>
#include <QPainterPath>

#include <functional>
#include <optional>

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
class StepCueLines;

class StepCuesItem final : public QGraphicsItem {
public:
    enum { Type = UserType + 7 };

    explicit StepCuesItem(const HexLayout &layout);
    ~StepCuesItem() override;
    StepCuesItem(const StepCuesItem &) = delete;
    StepCuesItem &operator=(const StepCuesItem &) = delete;

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    /** Nothing of its own: the chips are child items, the rings and arrows linesItem(). */
    QPainterPath shape() const override;
    /** The rings and arrows as drawn, in the scene (linesItem's shape). */
    QPainterPath linesShape() const;
    /**
     * The item that draws the acting units' rings and the arrows, under the counters (the chips
     * lie over them); in the scene while this item is.
     */
    QGraphicsItem *linesItem() const;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    /** Replaces what is shown: the acting units' hexes and the cues. */
    void setCues(std::vector<Hex> actors, std::vector<MapCue> cues);
    /**
     * Where chips may not go: true for a scene rectangle over a counter or a marker chit. Chips
     * then sit beside what they mark, never over a counter's name and values or a chit.
     */
    void setTaken(std::function<bool(const QRectF &)> taken);
    /** Places the chips again, after the counters and chits moved. */
    void relayout();
    const std::vector<Hex> &actors() const { return m_actors; }
    const std::vector<MapCue> &cues() const { return m_cues; }
    /** The chip and note items, in cue order (tests look at where they are). */
    const std::vector<QGraphicsItem *> &chips() const { return m_chips; }

    /** The acting units' ring, of the hex size: round the hex's counters, inside its sides. */
    static constexpr double ringRadius = 0.84;
    /** Most dice drawn on one hex; more show as a "+n" chip. */
    static constexpr int maxDicePerHex = 8;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    friend class StepCueLines;
    void paintLines(QPainter *painter) const;
    QPointF centre(Hex h) const;
    void placeChips();
    static QRectF chipRect(QPointF at, double width);
    /** Clear of counters, chits and the chips placed so far. */
    bool isFree(const QRectF &rect) const;
    /** How many of wanted chips a row at height y (from the hex centre) holds while free. */
    int rowRoom(Hex hex, double y, int wanted) const;
    /** An arrow's shaft, from the edge of the first hex's counters to short of the second's. */
    std::optional<QLineF> arrowLine(const MapCue &cue) const;

    const HexLayout &m_layout;
    std::vector<Hex> m_actors;
    std::vector<MapCue> m_cues;
    std::vector<QGraphicsItem *> m_chips;
    std::vector<QRectF> m_placed; /**< the chips' rectangles, in the scene */
    std::function<bool(const QRectF &)> m_taken;
    StepCueLines *m_lines = nullptr;
    QRectF m_bounds;
};

} // namespace hexfire
