#pragma once

#include "core/game/objective.h"

#include <QColor>
#include <QGraphicsItem>
#include <QString>

namespace hexfire {

class GameState;
class RuleSet;

/**
 * An objective hex on the map: a ring around the hex in the colour of the side holding it (grey
 * and dashed while nobody does) and a flag with its name and points along the top of the hex.
 * The item is centred on the hex; only the flag answers the pointer (its tooltip), so the hex's
 * own tooltip stays everywhere else.
 */
class ObjectiveItem final : public QGraphicsItem {
public:
    enum { Type = UserType + 20 };

    /** hexSize: the scene's centre-to-corner size; the holder's name and colour come from state,
        the words of its points from rules (may be null). */
    ObjectiveItem(const Objective &objective, const GameState &state, const RuleSet *rules,
        double hexSize, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    const Objective &objective() const { return m_objective; }
    /** The ring's colour: the holder's, or grey. */
    QColor colour() const { return m_colour; }
    /** "Farm · 2" as the flag reads. */
    QString flagText() const;
    /** "Farm: 2 victory points, held by the German side." */
    /** "Farm: 2 victory points, held by the German side." (a command objective's points by the
        rule system's name for them) */
    static QString describe(
        const Objective &objective, const GameState &state, const RuleSet *rules = nullptr);
    /** The flag with the objective's name, in item coordinates: the step's chips keep off it. */
    QRectF flagRect() const;

private:
    Objective m_objective;
    QColor m_colour;
    double m_hexSize;
};

} // namespace hexfire
