#include "ui/panels/rollstatisticschart.h"

#include <QPainter>

#include <algorithm>

namespace hexfire {

RollStatisticsChart::RollStatisticsChart(QWidget *parent)
    : QWidget(parent)
{
    setMinimumHeight(136);
    setToolTip(tr("Every roll so far against the flat line a fair die would give. Fairness is how "
                  "often a fair die rolls at least this unevenly (a chi-square test): below 5% the "
                  "dice look suspicious; with few rolls any shape is normal."));
}

void RollStatisticsChart::setStatistics(const RollStatistics &statistics)
{
    m_statistics = statistics;
    update();
}

void RollStatisticsChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const std::vector<int> sizes = m_statistics.dieSizes();
    if (sizes.empty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("No dice rolled yet."));
        return;
    }
    const int n = static_cast<int>(sizes.size());
    const double panelWidth = (width() - 8.0) / n;
    for (int k = 0; k < n; ++k) {
        const int sides = sizes[static_cast<std::size_t>(k)];
        const QRectF area(4 + k * panelWidth, 4, panelWidth - 8, height() - 8);
        const auto observed = m_statistics.observed(sides);
        const auto expected = m_statistics.expected(sides);
        double top = 1.0;
        for (std::size_t i = 0; i < observed.size(); ++i)
            top = std::max({top, static_cast<double>(observed[i]), expected[i]});
        top *= 1.15;
        const QRectF plot(area.left() + 4, area.top() + 34, area.width() - 8, area.height() - 54);
        p.setPen(palette().color(QPalette::Text));
        QFont f = font();
        f.setBold(true);
        p.setFont(f);
        // Two short lines, so two dice side by side in a narrow dock still show their numbers.
        const QString count = m_statistics.total(sides) == 1
            ? tr("d%1: 1 roll").arg(sides)
            : tr("d%1: %2 rolls").arg(sides).arg(m_statistics.total(sides));
        p.drawText(QRectF(area.left(), area.top(), area.width(), 16),
            Qt::AlignLeft | Qt::AlignVCenter,
            p.fontMetrics().elidedText(count, Qt::ElideRight, static_cast<int>(area.width())));
        p.setFont(font());
        // The chi-square p-value, said as what it means for a player (the tooltip explains it).
        const QString fairness
            = tr("fairness %1%").arg(m_statistics.pValue(sides) * 100.0, 0, 'f', 0);
        p.drawText(QRectF(area.left(), area.top() + 16, area.width(), 16),
            Qt::AlignLeft | Qt::AlignVCenter,
            p.fontMetrics().elidedText(fairness, Qt::ElideRight, static_cast<int>(area.width())));
        p.setFont(font());
        const double bw = plot.width() / sides;
        for (int face = 1; face <= sides; ++face) {
            const auto i = static_cast<std::size_t>(face - 1);
            const double h = plot.height() * static_cast<double>(observed[i]) / top;
            const QRectF bar(
                plot.left() + (face - 1) * bw + bw * 0.15, plot.bottom() - h, bw * 0.7, h);
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(84, 110, 122));
            p.drawRect(bar);
            p.setPen(palette().color(QPalette::Text));
            p.drawText(QRectF(plot.left() + (face - 1) * bw, plot.bottom() + 2, bw, 16),
                Qt::AlignCenter, QString::number(face));
        }
        // The exact expectation of a fair die: the same height for every face.
        const double ey = plot.bottom() - plot.height() * expected.front() / top;
        p.setPen(QPen(QColor(230, 81, 0), 2, Qt::DashLine));
        p.drawLine(QPointF(plot.left(), ey), QPointF(plot.right(), ey));
    }
}

} // namespace hexfire
