#include "ui/map/objectiveitem.h"

#include "core/rules/ruleset.h"

#include "core/game/gamestate.h"
#include "ui/displaytext.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

namespace hexfire {

namespace {

QFont flagFont(double hexSize)
{
    QFont f;
    f.setPixelSize(static_cast<int>(hexSize * 0.26));
    f.setBold(true);
    return f;
}

const QColor neutral(128, 128, 128);
} // namespace

ObjectiveItem::ObjectiveItem(const Objective &objective, const GameState &state,
    const RuleSet *rules, double hexSize, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_objective(objective)
    , m_colour(neutral)
    , m_hexSize(hexSize)
{
    if (objective.holder) {
        const Side *side = state.findSide(*objective.holder);
        if (side && QColor::isValidColorName(qs(side->colour)))
            m_colour = QColor(qs(side->colour));
    }
    // Over the terrain and the shading, under the counters and chits.
    setZValue(8);
    setToolTip(describe(objective, state, rules));
    setAcceptHoverEvents(false);
}

QString ObjectiveItem::describe(
    const Objective &objective, const GameState &state, const RuleSet *rules)
{
    // The count its points go to, by the rule system's words (a command objective).
    const TallyType *tally
        = rules ? findByKey(rules->vocabulary().tallies, objective.scoredTally()) : nullptr;
    const QString points = tally ? QStringLiteral("%1 %2")
                                       .arg(objective.points)
                                       .arg(qs(objective.points == 1 ? tally->unit : tally->units))
        : objective.points == 1
        ? QCoreApplication::translate("ObjectiveItem", "1 victory point")
        : QCoreApplication::translate("ObjectiveItem", "%1 victory points").arg(objective.points);
    QString holder = QCoreApplication::translate("ObjectiveItem", "nobody holds it yet");
    if (objective.holder) {
        const Side *side = state.findSide(*objective.holder);
        holder = QCoreApplication::translate("ObjectiveItem", "held by the %1 side")
                     .arg(side ? qs(side->name) : qs(objective.holder->value));
    }
    return QCoreApplication::translate("ObjectiveItem", "%1: %2, %3.")
        .arg(qs(objective.name), points, holder);
}

QString ObjectiveItem::flagText() const
{
    return QStringLiteral("%1 · %2").arg(qs(m_objective.name)).arg(m_objective.points);
}

QRectF ObjectiveItem::flagRect() const
{
    const QFontMetricsF metrics(flagFont(m_hexSize));
    const double w = metrics.horizontalAdvance(flagText()) + m_hexSize * 0.36;
    const double h = metrics.height() + 2;
    return QRectF(-w / 2, -m_hexSize * 0.64, w, h); // under the hex's label
}

QRectF ObjectiveItem::boundingRect() const
{
    const double r = m_hexSize * 0.86 + 3;
    return QRectF(-r, -r, 2 * r, 2 * r).united(flagRect().adjusted(-2, -2, 2, 2));
}

QPainterPath ObjectiveItem::shape() const
{
    QPainterPath path;
    path.addRect(flagRect());
    return path;
}

void ObjectiveItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const bool held = m_objective.holder.has_value();
    QPen ring(m_colour, m_hexSize * 0.09, held ? Qt::SolidLine : Qt::DashLine);
    painter->setPen(ring);
    painter->setBrush(Qt::NoBrush);
    const double r = m_hexSize * 0.78;
    painter->drawEllipse(QPointF(0, 0), r, r);

    // The flag: a pennant in the holder's colour, then the name and points.
    const QRectF flag = flagRect();
    painter->setPen(QPen(QColor(30, 30, 30), 1));
    painter->setBrush(QColor(255, 255, 255, 230));
    painter->drawRoundedRect(flag, 3, 3);
    const double pole = flag.height() * 0.7;
    QPolygonF pennant;
    pennant << QPointF(flag.left() + 4, flag.top() + 2)
            << QPointF(flag.left() + 4 + pole * 0.9, flag.top() + 2 + pole / 3)
            << QPointF(flag.left() + 4, flag.top() + 2 + pole * 2 / 3);
    painter->setBrush(m_colour);
    painter->drawPolygon(pennant);
    painter->setFont(flagFont(m_hexSize));
    painter->setPen(QColor(20, 20, 20));
    painter->drawText(
        flag.adjusted(m_hexSize * 0.3, 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft, flagText());
}

} // namespace hexfire
