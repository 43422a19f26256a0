#include "ui/panels/oddschart.h"

#include "core/rules/oddssummary.h"
#include "ui/displaytext.h"

#include <QPaintEvent>
#include <QPainter>

#include <algorithm>

namespace hexfire {

namespace {
constexpr int margin = 8;
constexpr int barHeight = 8;
constexpr int rowGap = 5;
constexpr int tableGap = 12;
/** The most tables drawn: a hex may hold thousands of units, each with a table of its own, and a
 *  player reads the first few (the most important come first). */
constexpr std::size_t maxDrawnTables = 40;

QString noOddsYet()
{
    return hexfire::OddsChart::tr(
        "No odds to show. They appear when you point at a target with an action "
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
    m_tableTops.clear();
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
    if (!evaluation.legal) {
        // Reasons are sentences, some with their own full stop: end the line with one only.
        QString why = QString::fromStdString(evaluation.whyNot);
        while (why.endsWith(QLatin1Char('.')))
            why.chop(1);
        m_emptyText = tr("No odds: this action is not allowed — %1.").arg(why);
    } else if (evaluation.odds.empty())
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
    // Nothing happens: good for the target, bad for the one acting, so neither green nor red but
    // a light neutral grey; the harm below it reads by lightness as well as colour.
    if (severity <= 0)
        return {176, 190, 197};
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
            rows << QStringLiteral("%1: %2").arg(ruleText(o.label), formatPercent(o.probability));
    }
    return rows;
}

QStringList OddsChart::summaryTexts() const
{
    QStringList rows;
    for (const OddsTable &t : m_shown) {
        const OddsSummary s = oddsSummary(t);
        rows << (s.text.empty()
                ? ruleText(t.title)
                : QStringLiteral("%1: %2").arg(ruleText(t.title), QString::fromStdString(s.text)));
    }
    return rows;
}

struct OddsChart::Style {
    int inner;
    QFont normal;
    QFont bold;
    QFont big;
    QFontMetrics fm;
    QFontMetrics boldFm;
    QFontMetrics bigFm;
    QColor text;
    int percentWidth;
};

namespace {
/** A wrapped block of text at (x, y), w wide; drawn when p is given. Returns its height. */
int block(QPainter *p, const QFont &f, const QFontMetrics &metrics, const QString &s, QRect where,
    const QColor &colour, int flags = Qt::AlignLeft)
{
    const QRect r = metrics.boundingRect(
        QRect(where.x(), where.y(), where.width(), 100000), flags | Qt::TextWordWrap, s);
    if (p) {
        p->setFont(f);
        p->setPen(colour);
        p->drawText(
            QRect(where.x(), where.y(), where.width(), r.height()), flags | Qt::TextWordWrap, s);
    }
    return r.height();
}
} // namespace

int OddsChart::layOutTable(const OddsTable &t, int y, const Style &st, QPainter *p) const
{
    const int inner = st.inner;
    QString title = ruleText(t.title);
    if (t.assumed)
        title += tr(" · assumed");
    y += block(p, st.bold, st.boldFm, title, QRect(margin, y, inner, 0), st.text);
    const OddsSummary s = oddsSummary(t);
    if (!s.text.empty())
        y += 2
            + block(p, st.big, st.bigFm, QString::fromStdString(s.text),
                QRect(margin, y + 2, inner, 0), severityColour(t, s.severity).darker(135));
    y += 4;
    // Each outcome: its full label (wrapped, never cut), the bar and the exact percentage.
    // Wide enough, all three share one line, so a dock of ordinary height shows every table
    // without scrolling; narrow, the bar goes under the label across the whole width.
    const bool oneLine = inner >= 300;
    const int labelWidth = oneLine ? inner * 45 / 100 : inner - st.percentWidth;
    for (const OutcomeOdds &o : t.outcomes) {
        const int h = block(
            p, st.normal, st.fm, ruleText(o.label), QRect(margin, y, labelWidth, 0), st.text);
        const QRectF track = oneLine
            ? QRectF(margin + labelWidth + 6, y + (st.fm.height() - barHeight - 2) / 2.0,
                inner - labelWidth - st.percentWidth - 12, barHeight + 2)
            : QRectF(margin, y + h + 1, inner, barHeight);
        if (p) {
            p->setFont(st.bold);
            p->setPen(st.text);
            p->drawText(QRect(margin + inner - st.percentWidth, y, st.percentWidth, st.fm.height()),
                Qt::AlignRight | Qt::AlignVCenter, formatPercent(o.probability));
            p->setPen(Qt::NoPen);
            p->setBrush(palette().color(QPalette::AlternateBase).darker(106));
            p->drawRoundedRect(track, 3, 3);
            QRectF bar = track;
            bar.setWidth(std::max(o.probability > 0 ? 2.0 : 0.0, track.width() * o.probability));
            p->setBrush(severityColour(t, o.severity));
            p->drawRoundedRect(bar, 3, 3);
        }
        y += oneLine ? h + rowGap : h + 1 + barHeight + rowGap;
    }
    return y + tableGap;
}

int OddsChart::layOut(int width, QPainter *p, const QRect &clip) const
{
    QFont bold = font();
    bold.setBold(true);
    QFont big = bold;
    big.setPointSizeF(bold.pointSizeF() * 1.15);
    const QFontMetrics fm(font());
    const Style st {std::max(60, width - 2 * margin), font(), bold, big, fm, QFontMetrics(bold),
        QFontMetrics(big), palette().color(QPalette::Text),
        fm.horizontalAdvance(QStringLiteral("100.00%")) + 6};
    if (m_shown.empty())
        return margin
            + block(p, font(), fm, m_emptyText, QRect(margin, margin, st.inner, 0),
                palette().color(QPalette::PlaceholderText))
            + margin;
    auto laid = m_tableTops.find(width);
    if (laid == m_tableTops.end()) {
        if (m_tableTops.size() >= 4)
            m_tableTops.clear(); // a few widths are asked for at a time; older ones are stale
        std::vector<int> tops {margin};
        for (std::size_t i = 0; i < drawnTables(); ++i)
            tops.push_back(layOutTable(m_shown[i], tops.back(), st, nullptr));
        laid = m_tableTops.emplace(width, std::move(tops)).first;
    }
    const std::vector<int> &tops = laid->second;
    if (p) {
        for (std::size_t i = 0; i < drawnTables(); ++i) {
            if (clip.isNull() || (tops[i + 1] > clip.top() && tops[i] <= clip.bottom()))
                layOutTable(m_shown[i], tops[i], st, p);
        }
    }
    const QString more = moreText();
    if (more.isEmpty())
        return tops.back();
    return tops.back()
        + block(p, font(), fm, more, QRect(margin, tops.back(), st.inner, 0),
            palette().color(QPalette::PlaceholderText))
        + margin;
}

std::size_t OddsChart::drawnTables() const { return std::min(m_shown.size(), maxDrawnTables); }

QString OddsChart::moreText() const
{
    const std::size_t left = m_shown.size() - drawnTables();
    if (left == 0)
        return {};
    return left == 1 ? tr("One more table, less important, is not shown here.")
                     : tr("%1 more tables, less important, are not shown here.").arg(left);
}

int OddsChart::heightForWidth(int width) const { return layOut(width, nullptr); }
QSize OddsChart::sizeHint() const { return {320, heightForWidth(320)}; }
QSize OddsChart::minimumSizeHint() const { return {200, 60}; }

void OddsChart::paintEvent(QPaintEvent *event)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(event->rect(), palette().base());
    layOut(width(), &p, event->rect());
}

void OddsChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        m_tableTops.clear();
    QWidget::changeEvent(event);
}

} // namespace hexfire
