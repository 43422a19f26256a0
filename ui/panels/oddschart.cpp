#include "ui/panels/oddschart.h"

#include <QPainter>

namespace hexfire {

namespace {
constexpr int rowHeight = 36;
constexpr int titleHeight = 24;
constexpr int margin = 8;

// Worse outcomes in warmer colours; the key's words decide, so any ruleset's keys read sensibly.
QColor outcomeColour(const std::string &key)
{
    const QString k = QString::fromStdString(key);
    if (k.contains(QLatin1String("elimin")) || k.contains(QLatin1String("destroy")))
        return {120, 20, 20};
    if (k.contains(QLatin1String("casualty")) || k.contains(QLatin1String("lost")))
        return {198, 40, 40};
    if (k.contains(QLatin1String("disrupt")) || k.contains(QLatin1String("fail")))
        return {239, 108, 0};
    if (k.contains(QLatin1String("conceal")) || k.contains(QLatin1String("check")))
        return {251, 192, 45};
    if (k.contains(QLatin1String("no-effect")) || k.contains(QLatin1String("none"))
        || k.contains(QLatin1String("pass")) || k.contains(QLatin1String("clear")))
        return {67, 160, 71};
    return {84, 110, 122};
}
} // namespace

OddsChart::OddsChart(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
}

void OddsChart::setOdds(std::vector<OddsTable> odds)
{
    m_odds = std::move(odds);
    updateGeometry();
    update();
}

QString OddsChart::formatPercent(double probability)
{
    const double percent = probability * 100.0;
    if (percent > 0.0 && percent < 0.005)
        return QStringLiteral("<0.01%");
    QString text = QString::number(percent, 'f', 2);
    while (text.contains(QLatin1Char('.'))
        && (text.endsWith(QLatin1Char('0')) || text.endsWith(QLatin1Char('.'))))
        text.chop(1);
    return text + QLatin1Char('%');
}

QStringList OddsChart::rowTexts() const
{
    QStringList rows;
    for (const OddsTable &t : m_odds) {
        for (const OutcomeOdds &o : t.outcomes)
            rows << QStringLiteral("%1: %2").arg(
                QString::fromStdString(o.label), formatPercent(o.probability));
    }
    return rows;
}

int OddsChart::contentHeight() const
{
    int h = margin;
    for (const OddsTable &t : m_odds)
        h += titleHeight + static_cast<int>(t.outcomes.size()) * rowHeight + margin;
    return std::max(h, 60);
}

QSize OddsChart::sizeHint() const { return {320, contentHeight()}; }
QSize OddsChart::minimumSizeHint() const { return {200, contentHeight()}; }

void OddsChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    if (m_odds.empty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(margin, margin, -margin, -margin),
            Qt::AlignCenter | Qt::TextWordWrap,
            tr("The odds of every outcome appear here while you point at a target."));
        return;
    }
    const int percentWidth = 70;
    const int barLeft = margin + 6;
    const int barWidth = std::max(20, width() - barLeft - percentWidth - margin);
    int y = margin;
    QFont bold = font();
    bold.setBold(true);
    for (const OddsTable &t : m_odds) {
        p.setFont(bold);
        p.setPen(palette().color(QPalette::Text));
        QString title = QString::fromStdString(t.title);
        if (t.assumed)
            title += tr("  [assumed]");
        p.drawText(QRect(margin, y, width() - 2 * margin, titleHeight),
            Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetrics(bold).elidedText(title, Qt::ElideRight, width() - 2 * margin));
        y += titleHeight;
        // Each outcome: its full label on one line, the bar and the exact percentage below.
        for (const OutcomeOdds &o : t.outcomes) {
            p.setFont(font());
            p.setPen(palette().color(QPalette::Text));
            const QRect labelRect(barLeft, y, width() - barLeft - margin, 16);
            p.drawText(labelRect, Qt::AlignLeft | Qt::AlignVCenter,
                fontMetrics().elidedText(
                    QString::fromStdString(o.label), Qt::ElideRight, labelRect.width()));
            const QRectF track(barLeft, y + 18, barWidth, 13);
            p.setPen(Qt::NoPen);
            p.setBrush(palette().color(QPalette::AlternateBase).darker(106));
            p.drawRoundedRect(track, 3, 3);
            QRectF bar = track;
            bar.setWidth(std::max(o.probability > 0 ? 2.0 : 0.0, track.width() * o.probability));
            p.setBrush(outcomeColour(o.key));
            p.drawRoundedRect(bar, 3, 3);
            p.setPen(palette().color(QPalette::Text));
            p.setFont(bold);
            p.drawText(QRect(barLeft + barWidth + 6, y + 14, percentWidth, 20),
                Qt::AlignLeft | Qt::AlignVCenter, formatPercent(o.probability));
            y += rowHeight;
        }
        y += margin;
    }
}

} // namespace hexfire
