#include "ui/panels/rollstatisticschart.h"

#include <QPainter>

#include <algorithm>

namespace hexfire {

RollStatisticsChart::RollStatisticsChart(QWidget *parent)
    : QWidget(parent)
{
    setMinimumHeight(136);
    setToolTip(tr("Every roll so far, counted per face, against the dashed line a fair die would "
                  "give on average (expected). The sentence above says whether the difference "
                  "is unusual."));
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
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.85);
    const QFontMetrics smallFm(small);
    const QColor expectedColour(230, 81, 0);
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
        const QRectF plot(area.left() + 4, area.top() + 20, area.width() - 8, area.height() - 40);
        p.setPen(palette().color(QPalette::Text));
        QFont f = font();
        f.setBold(true);
        p.setFont(f);
        const QString count = m_statistics.total(sides) == 1
            ? tr("d%1: 1 roll").arg(sides)
            : tr("d%1: %2 rolls").arg(sides).arg(m_statistics.total(sides));
        p.drawText(QRectF(area.left(), area.top(), area.width(), 16),
            Qt::AlignLeft | Qt::AlignVCenter,
            p.fontMetrics().elidedText(count, Qt::ElideRight, static_cast<int>(area.width())));
        const double bw = plot.width() / sides;
        // Face numbers under the bars: every one when they fit, else every other one counted
        // back from the highest, so a d10 in a narrow dock never runs "12345678910" together.
        const double labelWidth = smallFm.horizontalAdvance(QString::number(sides)) + 4.0;
        const int every = labelWidth <= bw ? 1 : labelWidth <= 2 * bw ? 2 : 5;
        p.setFont(small);
        for (int face = 1; face <= sides; ++face) {
            const auto i = static_cast<std::size_t>(face - 1);
            const double h = plot.height() * static_cast<double>(observed[i]) / top;
            const QRectF bar(
                plot.left() + (face - 1) * bw + bw * 0.15, plot.bottom() - h, bw * 0.7, h);
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(84, 110, 122));
            p.drawRect(bar);
            if ((sides - face) % every == 0) {
                p.setPen(palette().color(QPalette::Text));
                const double cx = plot.left() + (face - 0.5) * bw;
                p.drawText(QRectF(cx - labelWidth, plot.bottom() + 2, 2 * labelWidth, 16),
                    Qt::AlignHCenter | Qt::AlignTop, QString::number(face));
            }
        }
        // The exact expectation of a fair die: the same height for every face, labelled.
        const double ey = plot.bottom() - plot.height() * expected.front() / top;
        p.setPen(QPen(expectedColour, 2, Qt::DashLine));
        p.drawLine(QPointF(plot.left(), ey), QPointF(plot.right(), ey));
        // Its label in the heading row, right-aligned, where no bar can cover it.
        const int countWidth = QFontMetrics(f).horizontalAdvance(count) + 8;
        QString label = tr("- - fair die: %1 each").arg(expected.front(), 0, 'g', 3);
        if (smallFm.horizontalAdvance(label) > area.width() - countWidth)
            label = tr("- - fair die");
        p.setPen(expectedColour);
        p.setFont(small);
        p.drawText(QRectF(area.left() + countWidth, area.top(), area.width() - countWidth, 16),
            Qt::AlignRight | Qt::AlignVCenter,
            smallFm.elidedText(
                label, Qt::ElideRight, std::max(0, static_cast<int>(area.width()) - countWidth)));
        p.setFont(font());
    }
}

} // namespace hexfire
