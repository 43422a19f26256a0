#pragma once

#include "core/hex/hexlayout.h"

#include <QGraphicsItem>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace hexfire {

/**
 * The free line-of-sight thread, as a player stretches a thread across a printed map: a pin on
 * the hex looked from, the levels of the hills the line crosses, and at the far end a plate with
 * core's verdict in a sentence. The line itself and its hindering and blocking hexes are drawn by
 * LosOverlayItem from the same trace; this item adds only what the thread tool needs.
 */
class LosThreadItem final : public QGraphicsItem {
public:
    enum { Type = UserType + 8 };

    explicit LosThreadItem(const HexLayout &layout);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    /** A level shown on a hex: its number and a word ("hill level 2"). */
    struct Level {
        Hex hex;
        int level = 0;
    };
    /** The pin alone (from without to), or the whole thread; no from hides it. */
    void setThread(
        std::optional<Hex> from, std::optional<Hex> to, QString verdict, std::vector<Level> levels);
    const std::optional<Hex> &from() const { return m_from; }
    const std::optional<Hex> &to() const { return m_to; }
    const QString &verdict() const { return m_verdict; }
    const std::vector<Level> &levels() const { return m_levels; }

private:
    QPointF centre(Hex h) const;

    const HexLayout &m_layout;
    std::optional<Hex> m_from;
    std::optional<Hex> m_to;
    QString m_verdict;
    std::vector<Level> m_levels;
    QRectF m_bounds;
    QGraphicsItem *m_plate; /**< the verdict, legible at any zoom */
    std::vector<QGraphicsItem *> m_badges; /**< the levels, legible at any zoom */
};

} // namespace hexfire
