#include "ui/map/stepcuesitem.h"

#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsScene>
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

QPainterPath arrowHead(const QLineF &line)
{
    const double angle = std::atan2(line.dy(), line.dx());
    const QPointF tip = line.p2();
    QPainterPath head;
    head.moveTo(tip + QPointF(std::cos(angle) * 6, std::sin(angle) * 6));
    head.lineTo(tip + QPointF(std::cos(angle + 2.5) * 14, std::sin(angle + 2.5) * 14));
    head.lineTo(tip + QPointF(std::cos(angle - 2.5) * 14, std::sin(angle - 2.5) * 14));
    head.closeSubpath();
    return head;
}

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

/**
 * The step's rings and arrows, drawn by their StepCuesItem under the counters (whose chips lie
 * over everything): a ring round a stack then runs under the counters' names, not over them.
 */
class StepCueLines final : public QGraphicsItem {
public:
    explicit StepCueLines(StepCuesItem *owner)
        : m_owner(owner)
    {
        // Over the terrain, shading and facing arcs, under the line of sight and the counters.
        setZValue(6.5);
        setAcceptedMouseButtons(Qt::NoButton);
    }
    ~StepCueLines() override
    {
        if (m_owner)
            m_owner->m_lines = nullptr;
    }
    QRectF boundingRect() const override { return m_owner ? m_owner->m_bounds : QRectF(); }
    QPainterPath shape() const override { return m_owner ? m_owner->linesShape() : QPainterPath(); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        if (m_owner)
            m_owner->paintLines(painter);
    }
    /** Before the owner's bounds change. */
    void aboutToChange() { prepareGeometryChange(); }
    void detach() { m_owner = nullptr; }

private:
    StepCuesItem *m_owner;
};

StepCuesItem::StepCuesItem(const HexLayout &layout)
    : m_layout(layout)
{
    setZValue(70);
    setAcceptedMouseButtons(Qt::NoButton);
}

StepCuesItem::~StepCuesItem()
{
    if (m_lines) {
        m_lines->detach();
        delete m_lines;
    }
}

QVariant StepCuesItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    // The lines go into the scene the chips are in, as an item of their own under the counters.
    if (change == ItemSceneHasChanged) {
        if (m_lines) {
            m_lines->detach();
            delete m_lines;
            m_lines = nullptr;
        }
        if (QGraphicsScene *s = scene()) {
            m_lines = new StepCueLines(this);
            s->addItem(m_lines);
        }
    }
    return QGraphicsItem::itemChange(change, value);
}

QGraphicsItem *StepCuesItem::linesItem() const { return m_lines; }

QRectF StepCuesItem::boundingRect() const { return m_bounds; }

std::optional<QLineF> StepCuesItem::arrowLine(const MapCue &cue) const
{
    if (cue.kind != MapCue::Kind::Die || !cue.from)
        return std::nullopt;
    const QLineF full(centre(*cue.from), centre(cue.hex));
    if (full.length() < 1)
        return std::nullopt;
    const double size = m_layout.size();
    return QLineF(
        full.pointAt(0.3 * size / full.length()), full.pointAt(1 - 0.3 * size / full.length()));
}

QPainterPath StepCuesItem::shape() const { return {}; }

QPainterPath StepCuesItem::linesShape() const
{
    QPainterPath path;
    QPainterPathStroker ring;
    ring.setWidth(7);
    const double size = m_layout.size();
    for (Hex h : m_actors) {
        QPainterPath circle;
        circle.addEllipse(centre(h), size * ringRadius, size * ringRadius);
        path.addPath(ring.createStroke(circle));
    }
    QPainterPathStroker shaft;
    shaft.setWidth(7);
    shaft.setCapStyle(Qt::RoundCap);
    for (const MapCue &cue : m_cues) {
        if (const std::optional<QLineF> line = arrowLine(cue)) {
            QPainterPath p(line->p1());
            p.lineTo(line->p2());
            path.addPath(shaft.createStroke(p));
            path.addPath(arrowHead(*line));
        }
    }
    return path;
}

QPointF StepCuesItem::centre(Hex h) const
{
    const PointF c = m_layout.centre(h);
    return {c.x, c.y};
}

void StepCuesItem::setCues(std::vector<Hex> actors, std::vector<MapCue> cues)
{
    if (actors == m_actors && cues == m_cues)
        return;
    m_actors = std::move(actors);
    m_cues = std::move(cues);
    placeChips();
}

void StepCuesItem::setTaken(std::function<bool(const QRectF &)> taken)
{
    m_taken = std::move(taken);
}

void StepCuesItem::relayout()
{
    if (!m_cues.empty())
        placeChips();
}

bool StepCuesItem::isFree(const QRectF &rect) const
{
    if (m_taken && m_taken(rect))
        return false;
    return std::none_of(
        m_placed.begin(), m_placed.end(), [&](const QRectF &r) { return r.intersects(rect); });
}

QRectF StepCuesItem::chipRect(QPointF at, double width)
{
    return {at.x() - width / 2, at.y() - chipSize / 2, width, chipSize};
}

int StepCuesItem::rowRoom(Hex hex, double y, int wanted) const
{
    // The most chips, up to wanted, that a row centred on the hex at height y holds clear of
    // counters, chits and chips already placed: wider rows reach into the neighbours' hexes.
    for (int n = wanted; n > 0; --n) {
        bool free = true;
        for (int k = 0; k < n && free; ++k) {
            const double x = (k - (n - 1) / 2.0) * (chipSize + chipGap);
            free = isFree(chipRect(centre(hex) + QPointF(x, y), chipSize));
        }
        if (free)
            return n;
    }
    return 0;
}

void StepCuesItem::placeChips()
{
    prepareGeometryChange();
    if (m_lines)
        m_lines->aboutToChange();
    for (QGraphicsItem *chip : m_chips)
        delete chip;
    m_chips.clear();
    m_placed.clear();

    const double size = m_layout.size();
    QRectF bounds;
    for (Hex h : m_actors) {
        const QPointF c = centre(h);
        bounds |= QRectF(c.x() - size, c.y() - size, 2 * size, 2 * size);
    }
    auto keep = [&](QGraphicsItem *chip, const QString &tip, double width) {
        chip->setToolTip(tip);
        m_chips.push_back(chip);
        m_placed.push_back(chipRect(chip->pos(), width).adjusted(-1, -1, 1, 1));
        bounds |= chip->mapRectToParent(chip->boundingRect());
    };
    // Dice that stay on their hex go in a row along its top edge, over the hex id (a second row
    // along the bottom where no counter or chit lies there), never over a counter or a chit: what
    // does not fit shows as a "+n" chip that lists the rest. A die that moved something rides on
    // its arrow; notes sit low in the hex, or along its top when counters fill it.
    std::map<Hex, std::vector<std::size_t>> dice;
    for (std::size_t i = 0; i < m_cues.size(); ++i) {
        if (m_cues[i].kind == MapCue::Kind::Die && !m_cues[i].from)
            dice[m_cues[i].hex].push_back(i);
    }
    const double top = -size * 0.74;
    const double bottom = size * 0.74;
    for (const auto &[hex, indexes] : dice) {
        const int count = static_cast<int>(indexes.size());
        const int wanted = std::min(count, maxDicePerHex);
        const int perRow = 4;
        // Where the chips go, in order: a row along the top, then one along the bottom; when
        // neither has room, the first free place by a corner of the hex, else the top.
        std::vector<QPointF> spots;
        const QPointF middle = centre(hex); // clang 14 cannot capture a structured binding
        const auto row = [&](double y, int n) {
            for (int k = 0; k < n; ++k)
                spots.push_back(middle + QPointF((k - (n - 1) / 2.0) * (chipSize + chipGap), y));
        };
        const int first = rowRoom(hex, top, std::min(wanted, perRow));
        row(top, first);
        if (wanted > first)
            row(bottom, rowRoom(hex, bottom, std::min(wanted - first, perRow)));
        if (spots.empty()) {
            for (const QPointF &o :
                {QPointF(size * 0.62, -size * 0.55), QPointF(-size * 0.62, -size * 0.55),
                    QPointF(size * 0.62, size * 0.55), QPointF(-size * 0.62, size * 0.55),
                    QPointF(size * 0.8, 0), QPointF(-size * 0.8, 0)}) {
                if (isFree(chipRect(centre(hex) + o, chipSize))) {
                    spots.push_back(centre(hex) + o);
                    break;
                }
            }
        }
        if (spots.empty())
            spots.push_back(centre(hex) + QPointF(0, top));
        // The last chip shown stands for the rest when not all fit.
        const int shown = std::min(wanted, static_cast<int>(spots.size()));
        const bool summed = shown < count;
        for (int k = 0; k < shown; ++k) {
            const MapCue &cue = m_cues[indexes[static_cast<std::size_t>(k)]];
            const bool last = summed && k == shown - 1;
            auto *chip = new DieChip(cue.sides, cue.face,
                last ? QStringLiteral("+%1").arg(count - shown + 1) : QString(), this);
            chip->setPos(spots[static_cast<std::size_t>(k)]);
            QString tip = QString::fromStdString(cue.tip);
            if (last) {
                QStringList more;
                for (std::size_t j = static_cast<std::size_t>(k); j < indexes.size(); ++j)
                    more << QString::number(m_cues[indexes[j]].face);
                tip = QObject::tr("%1 more dice: %2")
                          .arg(indexes.size() - static_cast<std::size_t>(k))
                          .arg(more.join(QStringLiteral(", ")));
            }
            keep(chip, tip, chipSize);
        }
    }
    for (std::size_t i = 0; i < m_cues.size(); ++i) {
        const MapCue &cue = m_cues[i];
        const QString tip = QString::fromStdString(cue.tip);
        if (cue.kind == MapCue::Kind::HexNote) {
            auto *chip = new NoteChip(QString::fromStdString(cue.text), this);
            const double width = chip->boundingRect().width() - 2;
            // Low in the hex; along its top when counters or chits fill the bottom, then beside
            // the dice there.
            QPointF at = centre(cue.hex) + QPointF(0, size * 0.6);
            for (const QPointF &o : {QPointF(0, size * 0.6), QPointF(0, top),
                     QPointF(size * 0.45, top), QPointF(-size * 0.45, top)}) {
                if (isFree(chipRect(centre(cue.hex) + o, width))) {
                    at = centre(cue.hex) + o;
                    break;
                }
            }
            chip->setPos(at);
            keep(chip, tip, width);
        } else if (cue.from) {
            auto *chip = new DieChip(cue.sides, cue.face, {}, this);
            // Near the start of the arrow, so the arrow's head stays in view; further along, or
            // beside the arrow, where that lies on a counter or a chit.
            const QLineF along(centre(*cue.from), centre(cue.hex));
            const double start = std::min(0.5, 0.42 * size / std::max(1.0, along.length()) + 0.12);
            QPointF at = along.pointAt(start);
            const QPointF across = QPointF(-along.dy(), along.dx()) / std::max(1.0, along.length())
                * (chipSize * 0.9);
            bool placed = false;
            for (const double side : {0.0, 1.0, -1.0}) {
                for (const double t : {start, 0.5, 0.4, 0.6, 0.3, 0.7}) {
                    const QPointF p = along.pointAt(t) + across * side;
                    if (!placed && isFree(chipRect(p, chipSize))) {
                        at = p;
                        placed = true;
                    }
                }
            }
            chip->setPos(at);
            bounds |= QRectF(along.p1(), along.p2()).normalized().adjusted(-10, -10, 10, 10);
            keep(chip, tip, chipSize);
        }
    }
    m_bounds = bounds.adjusted(-6, -6, 6, 6);
    update();
    if (m_lines)
        m_lines->update();
}

void StepCuesItem::paint(QPainter *, const QStyleOptionGraphicsItem *, QWidget *)
{
    // The chips are children; the rings and arrows are drawn by the lines item.
}

void StepCuesItem::paintLines(QPainter *painter) const
{
    painter->setRenderHint(QPainter::Antialiasing);
    const double size = m_layout.size();
    // The acting units: a bold ring, as a player would circle them on the map.
    painter->setBrush(Qt::NoBrush);
    for (Hex h : m_actors) {
        painter->setPen(QPen(QColor(255, 255, 255, 170), 7));
        painter->drawEllipse(centre(h), size * ringRadius, size * ringRadius);
        painter->setPen(QPen(actorColour, 4));
        painter->drawEllipse(centre(h), size * ringRadius, size * ringRadius);
    }
    for (const MapCue &cue : m_cues) {
        const std::optional<QLineF> line = arrowLine(cue);
        if (!line)
            continue;
        painter->setPen(QPen(QColor(255, 255, 255, 200), 7, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(*line);
        painter->setPen(QPen(arrowColour, 4, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(*line);
        painter->setPen(Qt::NoPen);
        painter->setBrush(arrowColour);
        painter->drawPath(arrowHead(*line));
        painter->setBrush(Qt::NoBrush);
    }
}

} // namespace hexfire
