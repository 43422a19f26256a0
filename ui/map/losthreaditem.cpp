#include "ui/map/losthreaditem.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>

namespace hexfire {

namespace {
constexpr double plateWidth = 260.0;
QFont plateFont()
{
    QFont f;
    f.setPixelSize(13);
    return f;
}

/** The verdict in screen pixels, whatever the zoom: a thread's answer must always be legible. */
class VerdictPlate final : public QGraphicsItem {
public:
    explicit VerdictPlate(QGraphicsItem *parent)
        : QGraphicsItem(parent)
    {
        setFlag(ItemIgnoresTransformations);
    }
    void setText(const QString &text)
    {
        prepareGeometryChange();
        m_text = text;
        const QRectF r
            = QFontMetricsF(plateFont())
                  .boundingRect(QRectF(0, 0, plateWidth - 12, 400), Qt::TextWordWrap, m_text);
        m_rect = QRectF(-(r.width() + 12) / 2, 0, r.width() + 12, r.height() + 8);
        setVisible(!m_text.isEmpty());
    }
    QRectF boundingRect() const override { return m_rect.adjusted(-1, -1, 1, 1); }
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        p->setRenderHint(QPainter::Antialiasing);
        p->setPen(QPen(QColor(40, 40, 40), 1));
        p->setBrush(QColor(255, 255, 250, 242));
        p->drawRoundedRect(m_rect, 4, 4);
        p->setPen(QColor(20, 20, 20));
        p->setFont(plateFont());
        p->drawText(m_rect.adjusted(6, 4, -6, -4), Qt::TextWordWrap, m_text);
    }

private:
    QString m_text;
    QRectF m_rect;
};
/** A hill's level where the thread crosses it ("L2"), legible at any zoom. */
class LevelBadge final : public QGraphicsItem {
public:
    LevelBadge(int level, QGraphicsItem *parent)
        : QGraphicsItem(parent)
        , m_text(QStringLiteral("L%1").arg(level))
    {
        setFlag(ItemIgnoresTransformations);
    }
    QRectF boundingRect() const override { return {-13, -8, 26, 16}; }
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        p->setRenderHint(QPainter::Antialiasing);
        const QRectF r(-12, -7, 24, 14);
        p->setPen(QPen(QColor(90, 60, 20), 1));
        p->setBrush(QColor(245, 225, 180, 240));
        p->drawRoundedRect(r, 3, 3);
        QFont f;
        f.setPixelSize(10);
        f.setBold(true);
        p->setFont(f);
        p->setPen(QColor(70, 40, 0));
        p->drawText(r, Qt::AlignCenter, m_text);
    }

private:
    QString m_text;
};
} // namespace

LosThreadItem::LosThreadItem(const HexLayout &layout)
    : m_layout(layout)
    , m_plate(new VerdictPlate(this))
{
    setZValue(75);
    setAcceptedMouseButtons(Qt::NoButton);
}

QPointF LosThreadItem::centre(Hex h) const
{
    const PointF c = m_layout.centre(h);
    return {c.x, c.y};
}

QRectF LosThreadItem::boundingRect() const { return m_bounds; }

void LosThreadItem::setThread(
    std::optional<Hex> from, std::optional<Hex> to, QString verdict, std::vector<Level> levels)
{
    prepareGeometryChange();
    m_from = from;
    m_to = from ? to : std::nullopt;
    m_verdict = std::move(verdict);
    m_levels = std::move(levels);
    QRectF b;
    const double s = m_layout.size();
    if (m_from)
        b |= QRectF(centre(*m_from) - QPointF(s, s), QSizeF(2 * s, 2 * s));
    if (m_to)
        b |= QRectF(centre(*m_to) - QPointF(s, s), QSizeF(2 * s, 2 * s));
    for (const Level &l : m_levels)
        b |= QRectF(centre(l.hex) - QPointF(s, s), QSizeF(2 * s, 2 * s));
    m_bounds = b.adjusted(-4, -4, 4, 4);
    for (QGraphicsItem *badge : m_badges)
        delete badge;
    m_badges.clear();
    for (const Level &l : m_levels) {
        auto *badge = new LevelBadge(l.level, this);
        badge->setPos(centre(l.hex) + QPointF(-s * 0.5, 0));
        m_badges.push_back(badge);
    }
    auto *plate = static_cast<VerdictPlate *>(m_plate);
    plate->setText(m_to ? m_verdict : QString());
    if (m_to)
        plate->setPos(centre(*m_to) + QPointF(0, s * 0.9));
    update();
}

void LosThreadItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (!m_from)
        return;
    p->setRenderHint(QPainter::Antialiasing);
    // The pin: where the thread is held.
    const QPointF pin = centre(*m_from);
    p->setPen(QPen(Qt::white, 2));
    p->setBrush(QColor(40, 90, 200));
    p->drawEllipse(pin, 7, 7);
    p->setBrush(Qt::white);
    p->setPen(Qt::NoPen);
    p->drawEllipse(pin, 2.5, 2.5);
}

} // namespace hexfire
