#include "ui/panels/oddschart.h"

#include "core/rules/oddssummary.h"

#include <QPainter>

#include <algorithm>

namespace hexfire {

namespace {
constexpr int margin = 8;
constexpr int barHeight = 8;
constexpr int rowGap = 5;
constexpr int tableGap = 12;

QString noOddsYet()
{
    return OddsChart::tr("No odds to show. They appear when you point at a target with an action "
                         "that is allowed and rolls dice.");
}

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
        static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
        static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}
} // namespace

OddsChart::OddsChart(QWidget *parent)
    : QWidget(parent)
    , m_emptyText(noOddsYet())
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void OddsChart::changed()
{
    m_shown = oddsInDisplayOrder(m_odds);
    updateGeometry();
    update();
}

void OddsChart::setOdds(std::vector<OddsTable> odds)
{
    m_odds = std::move(odds);
    m_emptyText = noOddsYet();
    changed();
}

void OddsChart::setEvaluation(const Evaluation &evaluation)
{
    m_odds = evaluation.odds;
    if (!evaluation.legal)
        m_emptyText = tr("No odds: this action is not allowed — %1.")
                          .arg(QString::fromStdString(evaluation.whyNot));
    else if (evaluation.odds.empty())
        m_emptyText = tr("No odds: this action rolls no dice, so its result is certain (see the "
                         "Explanation).");
    else
        m_emptyText = noOddsYet();
    changed();
}

void OddsChart::showMessage(const QString &text)
{
    m_odds.clear();
    m_emptyText = text;
    changed();
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

QColor OddsChart::severityColour(const OddsTable &table, int severity)
{
    const std::vector<int> levels = severityLevels(table);
    if (levels.size() < 2)
        return {84, 110, 122};
    if (severity <= 0)
        return {67, 160, 71};
    // The rank among the harmful levels, spread from yellow (mildest) to dark red (worst).
    std::vector<int> harmful;
    std::copy_if(
        levels.begin(), levels.end(), std::back_inserter(harmful), [](int s) { return s > 0; });
    const auto rank = std::lower_bound(harmful.begin(), harmful.end(), severity) - harmful.begin();
    const double t = harmful.size() < 2
        ? 0.5
        : static_cast<double>(rank) / static_cast<double>(harmful.size() - 1);
    const QColor stops[] = {{240, 180, 20}, {239, 108, 0}, {198, 40, 40}, {110, 20, 20}};
    const double scaled = t * 3.0;
    const int i = std::min(2, static_cast<int>(scaled));
    return mix(stops[i], stops[i + 1], scaled - i);
}

QStringList OddsChart::rowTexts() const
{
    QStringList rows;
    for (const OddsTable &t : m_shown) {
        for (const OutcomeOdds &o : t.outcomes)
            rows << QStringLiteral("%1: %2").arg(
                QString::fromStdString(o.label), formatPercent(o.probability));
    }
    return rows;
}

QStringList OddsChart::summaryTexts() const
{
    QStringList rows;
    for (const OddsTable &t : m_shown) {
        const OddsSummary s = oddsSummary(t);
        rows << (s.text.empty() ? QString::fromStdString(t.title)
                                : QStringLiteral("%1: %2").arg(QString::fromStdString(t.title),
                                    QString::fromStdString(s.text)));
    }
    return rows;
}

int OddsChart::layOut(int width, QPainter *p) const
{
    const int inner = std::max(60, width - 2 * margin);
    QFont bold = font();
    bold.setBold(true);
    QFont big = bold;
    big.setPointSizeF(bold.pointSizeF() * 1.15);
    const QFontMetrics fm(font());
    const QFontMetrics boldFm(bold);
    const QFontMetrics bigFm(big);
    const QColor text = palette().color(QPalette::Text);
    const auto block = [&](const QFont &f, const QFontMetrics &metrics, const QString &s, int x,
                           int y, int w, const QColor &colour, int flags = Qt::AlignLeft) {
        const QRect r = metrics.boundingRect(QRect(x, y, w, 100000), flags | Qt::TextWordWrap, s);
        if (p) {
            p->setFont(f);
            p->setPen(colour);
            p->drawText(QRect(x, y, w, r.height()), flags | Qt::TextWordWrap, s);
        }
        return r.height();
    };

    int y = margin;
    if (m_shown.empty())
        return y
            + block(font(), fm, m_emptyText, margin, y, inner,
                palette().color(QPalette::PlaceholderText))
            + margin;

    const int percentWidth = fm.horizontalAdvance(QStringLiteral("100.00%")) + 6;
    for (const OddsTable &t : m_shown) {
        QString title = QString::fromStdString(t.title);
        if (t.assumed)
            title += tr(" · assumed");
        y += block(bold, boldFm, title, margin, y, inner, text);
        const OddsSummary s = oddsSummary(t);
        if (!s.text.empty())
            y += 2
                + block(big, bigFm, QString::fromStdString(s.text), margin, y + 2, inner,
                    severityColour(t, s.severity).darker(135));
        y += 4;
        // Each outcome: its full label (wrapped, never cut), the bar and the exact percentage.
        // Wide enough, all three share one line, so a dock of ordinary height shows every table
        // without scrolling; narrow, the bar goes under the label across the whole width.
        const bool oneLine = inner >= 300;
        const int labelWidth = oneLine ? inner * 45 / 100 : inner - percentWidth;
        for (const OutcomeOdds &o : t.outcomes) {
            const int h
                = block(font(), fm, QString::fromStdString(o.label), margin, y, labelWidth, text);
            const QRectF track = oneLine
                ? QRectF(margin + labelWidth + 6, y + (fm.height() - barHeight - 2) / 2.0,
                    inner - labelWidth - percentWidth - 12, barHeight + 2)
                : QRectF(margin, y + h + 1, inner, barHeight);
            if (p) {
                p->setFont(bold);
                p->setPen(text);
                p->drawText(QRect(margin + inner - percentWidth, y, percentWidth, fm.height()),
                    Qt::AlignRight | Qt::AlignVCenter, formatPercent(o.probability));
                p->setPen(Qt::NoPen);
                p->setBrush(palette().color(QPalette::AlternateBase).darker(106));
                p->drawRoundedRect(track, 3, 3);
                QRectF bar = track;
                bar.setWidth(
                    std::max(o.probability > 0 ? 2.0 : 0.0, track.width() * o.probability));
                p->setBrush(severityColour(t, o.severity));
                p->drawRoundedRect(bar, 3, 3);
            }
            y += oneLine ? h + rowGap : h + 1 + barHeight + rowGap;
        }
        y += tableGap;
    }
    return y;
}

int OddsChart::heightForWidth(int width) const { return layOut(width, nullptr); }
QSize OddsChart::sizeHint() const { return {320, heightForWidth(320)}; }
QSize OddsChart::minimumSizeHint() const { return {200, 60}; }

void OddsChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    layOut(width(), &p);
}

} // namespace hexfire
