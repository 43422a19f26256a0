#include "ui/map/stepcuesitem.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>
#include <map>

namespace hexfire {

namespace {

constexpr double chipSize = 17.0;
constexpr double chipGap = 3.0;
const QColor actorColour(240, 140, 0);
const QColor arrowColour(150, 20, 20);

/** One die face, as on a real die: pips for a d6, the number for any other die. */
class DieChip final : public QGraphicsItem {
public:
    DieChip(int sides, int face, QString more, QGraphicsItem *parent)
        : QGraphicsItem(parent)
        , m_sides(sides)
        , m_face(face)
        , m_more(std::move(more))
    { }
    QRectF boundingRect() const override
    {
        return {-chipSize / 2 - 1, -chipSize / 2 - 1, chipSize + 2, chipSize + 2};
    }
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        p->setRenderHint(QPainter::Antialiasing);
        const QRectF r(-chipSize / 2, -chipSize / 2, chipSize, chipSize);
        p->setPen(QPen(QColor(30, 30, 30), 1.2));
        p->setBrush(m_more.isEmpty() ? QColor(252, 252, 246) : QColor(220, 220, 210));
        p->drawRoundedRect(r, 3.5, 3.5);
        p->setPen(QColor(20, 20, 20));
        if (!m_more.isEmpty()) {
            QFont f;
            f.setPixelSize(9);
            f.setBold(true);
            p->setFont(f);
            p->drawText(r, Qt::AlignCenter, m_more);
            return;
        }
        if (m_sides == 6 && m_face >= 1 && m_face <= 6) {
            paintPips(p, r);
            return;
        }
        QFont f;
        f.setPixelSize(m_face >= 10 ? 10 : 12);
        f.setBold(true);
        p->setFont(f);
        p->drawText(r.adjusted(0, -2, 0, -2), Qt::AlignCenter, QString::number(m_face));
        QFont small;
        small.setPixelSize(5);
        p->setFont(small);
        p->setPen(QColor(90, 90, 90));
        p->drawText(r.adjusted(0, 0, 0, -1), Qt::AlignHCenter | Qt::AlignBottom,
            QStringLiteral("d%1").arg(m_sides));
    }

private:
    void paintPips(QPainter *p, const QRectF &r) const
    {
        // Pip positions on a 3×3 grid, as printed on a die.
        static const std::map<int, std::vector<std::pair<int, int>>> pips {{1, {{1, 1}}},
            {2, {{0, 0}, {2, 2}}}, {3, {{0, 0}, {1, 1}, {2, 2}}},
            {4, {{0, 0}, {2, 0}, {0, 2}, {2, 2}}}, {5, {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}}},
            {6, {{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}}}};
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(20, 20, 20));
        const double step = r.width() / 3.4;
        const QPointF c = r.center();
        for (const auto &[x, y] : pips.at(m_face))
            p->drawEllipse(c + QPointF((x - 1) * step, (y - 1) * step), 1.9, 1.9);
    }

    int m_sides;
    int m_face;
    QString m_more;
};

/** A short note on a hex: an amber plate with a few characters. */
class NoteChip final : public QGraphicsItem {
public:
    NoteChip(QString text, QGraphicsItem *parent)
        : QGraphicsItem(parent)
        , m_text(std::move(text))
    {
        m_font.setPixelSize(12);
        m_font.setBold(true);
        const double w = std::max(chipSize, QFontMetricsF(m_font).horizontalAdvance(m_text) + 8);
        m_rect = QRectF(-w / 2, -chipSize / 2, w, chipSize);
    }
    QRectF boundingRect() const override { return m_rect.adjusted(-1, -1, 1, 1); }
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        p->setRenderHint(QPainter::Antialiasing);
        p->setPen(QPen(QColor(110, 70, 0), 1.2));
        p->setBrush(QColor(255, 214, 102, 235));
        p->drawRoundedRect(m_rect, chipSize / 2, chipSize / 2);
        p->setPen(QColor(60, 35, 0));
        p->setFont(m_font);
        p->drawText(m_rect, Qt::AlignCenter, m_text);
    }

private:
    QString m_text;
    QFont m_font;
    QRectF m_rect;
};

} // namespace

StepCuesItem::StepCuesItem(const HexLayout &layout)
    : m_layout(layout)
{
    setZValue(70);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF StepCuesItem::boundingRect() const { return m_bounds; }

QPointF StepCuesItem::centre(Hex h) const
{
    const PointF c = m_layout.centre(h);
    return {c.x, c.y};
}

void StepCuesItem::setCues(std::vector<Hex> actors, std::vector<MapCue> cues)
{
    if (actors == m_actors && cues == m_cues)
        return;
    prepareGeometryChange();
    for (QGraphicsItem *chip : m_chips)
        delete chip;
    m_chips.clear();
    m_actors = std::move(actors);
    m_cues = std::move(cues);

    const double size = m_layout.size();
    QRectF bounds;
    for (Hex h : m_actors) {
        const QPointF c = centre(h);
        bounds |= QRectF(c.x() - size, c.y() - size, 2 * size, 2 * size);
    }
    // Dice that stay on their hex go in a row along its top edge (a second row along the bottom),
    // clear of the counters in the middle; a die that moved something rides on its arrow; notes
    // sit low in the hex.
    std::map<Hex, std::vector<std::size_t>> dice;
    for (std::size_t i = 0; i < m_cues.size(); ++i) {
        const MapCue &cue = m_cues[i];
        const QString tip = QString::fromStdString(cue.tip);
        QGraphicsItem *chip = nullptr;
        if (cue.kind == MapCue::Kind::HexNote) {
            chip = new NoteChip(QString::fromStdString(cue.text), this);
            chip->setPos(centre(cue.hex) + QPointF(0, size * 0.6));
        } else if (cue.from) {
            chip = new DieChip(cue.sides, cue.face, {}, this);
            // Near the start of the arrow, so the arrow's head stays in view.
            const QLineF along(centre(*cue.from), centre(cue.hex));
            chip->setPos(
                along.pointAt(std::min(0.5, 0.42 * size / std::max(1.0, along.length()) + 0.12)));
            const QPointF a = centre(*cue.from);
            const QPointF b = centre(cue.hex);
            bounds |= QRectF(a, b).normalized().adjusted(-10, -10, 10, 10);
        } else {
            dice[cue.hex].push_back(i);
            continue;
        }
        chip->setToolTip(tip);
        m_chips.push_back(chip);
        bounds |= chip->mapRectToParent(chip->boundingRect());
    }
    for (const auto &[hex, indexes] : dice) {
        const int shown = std::min<int>(static_cast<int>(indexes.size()), maxDicePerHex);
        const int perRow = 4;
        for (int k = 0; k < shown; ++k) {
            const MapCue &cue = m_cues[indexes[static_cast<std::size_t>(k)]];
            const bool last = k == shown - 1 && static_cast<int>(indexes.size()) > shown;
            const int row = k / perRow;
            const int inRow = std::min(perRow, shown - row * perRow);
            const double x = ((k % perRow) - (inRow - 1) / 2.0) * (chipSize + chipGap);
            // Along the hexside, over the hex id rather than a counter's name.
            const double y = row == 0 ? -size * 0.74 : size * 0.74;
            auto *chip = new DieChip(cue.sides, cue.face,
                last ? QStringLiteral("+%1").arg(indexes.size() - shown + 1) : QString(), this);
            chip->setPos(centre(hex) + QPointF(x, y));
            QString tip = QString::fromStdString(cue.tip);
            if (last) {
                QStringList more;
                for (std::size_t j = static_cast<std::size_t>(k); j < indexes.size(); ++j)
                    more << QString::number(m_cues[indexes[j]].face);
                tip = QObject::tr("%1 more dice: %2")
                          .arg(indexes.size() - static_cast<std::size_t>(k))
                          .arg(more.join(QStringLiteral(", ")));
            }
            chip->setToolTip(tip);
            m_chips.push_back(chip);
            bounds |= chip->mapRectToParent(chip->boundingRect());
        }
    }
    m_bounds = bounds.adjusted(-6, -6, 6, 6);
    update();
}

void StepCuesItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const double size = m_layout.size();
    // The acting units: a bold ring, as a player would circle them on the map.
    painter->setBrush(Qt::NoBrush);
    for (Hex h : m_actors) {
        painter->setPen(QPen(QColor(255, 255, 255, 170), 7));
        painter->drawEllipse(centre(h), size * 0.84, size * 0.84);
        painter->setPen(QPen(actorColour, 4));
        painter->drawEllipse(centre(h), size * 0.84, size * 0.84);
    }
    for (const MapCue &cue : m_cues) {
        if (cue.kind != MapCue::Kind::Die || !cue.from)
            continue;
        const QPointF a = centre(*cue.from);
        const QPointF b = centre(cue.hex);
        const QLineF full(a, b);
        if (full.length() < 1)
            continue;
        // From the edge of the first hex's counters to just short of the second hex's centre.
        const QLineF line(
            full.pointAt(0.3 * size / full.length()), full.pointAt(1 - 0.3 * size / full.length()));
        painter->setPen(QPen(QColor(255, 255, 255, 200), 7, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(line);
        painter->setPen(QPen(arrowColour, 4, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(line);
        const double angle = std::atan2(line.dy(), line.dx());
        const QPointF tip = line.p2();
        QPainterPath head;
        head.moveTo(tip + QPointF(std::cos(angle) * 6, std::sin(angle) * 6));
        head.lineTo(tip + QPointF(std::cos(angle + 2.5) * 14, std::sin(angle + 2.5) * 14));
        head.lineTo(tip + QPointF(std::cos(angle - 2.5) * 14, std::sin(angle - 2.5) * 14));
        head.closeSubpath();
        painter->setPen(Qt::NoPen);
        painter->setBrush(arrowColour);
        painter->drawPath(head);
        painter->setBrush(Qt::NoBrush);
    }
}

} // namespace hexfire
