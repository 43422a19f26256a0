#include "ui/panels/dicelogpanel.h"

#include "core/dice/rollstatistics.h"
#include "core/rules/oddssummary.h"
#include "ui/displaytext.h"
#include "ui/panels/rollstatisticschart.h"

#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace hexfire {

DiceLogPanel::DiceLogPanel(QWidget *parent)
    : QWidget(parent)
    , m_list(new QTreeWidget)
    , m_fairness(new QLabel)
    , m_chart(new RollStatisticsChart)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_list);
    auto *lower = new QWidget;
    auto *lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(4, 2, 4, 0);
    lowerLayout->setSpacing(2);
    m_fairness->setWordWrap(true);
    m_fairness->setTextFormat(Qt::PlainText);
    m_fairness->setToolTip(
        tr("A chi-square test of the counts per face: how often a fair die, rolled as often, "
           "would come out at least this uneven. Below 5% is a little unusual, below 1% unusual; "
           "with few rolls any shape is normal."));
    lowerLayout->addWidget(m_fairness);
    lowerLayout->addWidget(m_chart, 1);
    split->addWidget(lower);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    layout->addWidget(split);
    m_list->setColumnCount(5);
    m_list->setHeaderLabels({tr("Roll"), tr("Step"), tr("Die"), tr("Result"), tr("Why")});
    m_list->headerItem()->setToolTip(RollColumn, tr("The rolls of the game, counted from 1"));
    m_list->headerItem()->setToolTip(StepColumn, tr("The step of the game the roll belongs to"));
    m_list->setRootIsDecorated(false);
    m_list->setAlternatingRowColors(true);
    // In the narrow panel beside the map the reason wraps under itself rather than being cut.
    m_list->setWordWrap(true);
    m_list->setIconSize(QSize(16, 16));
    for (int c = RollColumn; c < WhyColumn; ++c)
        m_list->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(WhyColumn, QHeaderView::Stretch);
    m_list->header()->setStretchLastSection(true);
}

QPixmap DiceLogPanel::pips(int face, int size)
{
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(60, 60, 60), 1));
    p.setBrush(Qt::white);
    p.drawRoundedRect(QRectF(0.5, 0.5, size - 1.0, size - 1.0), size / 5.0, size / 5.0);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(30, 30, 30));
    // Pip positions on a 3×3 grid, as printed on a die.
    const double a = size * 0.27;
    const double b = size * 0.5;
    const double c = size * 0.73;
    QList<QPointF> at;
    if (face % 2 == 1)
        at << QPointF(b, b);
    if (face >= 2)
        at << QPointF(a, a) << QPointF(c, c);
    if (face >= 4)
        at << QPointF(c, a) << QPointF(a, c);
    if (face == 6)
        at << QPointF(a, b) << QPointF(c, b);
    const double r = size * 0.09;
    for (const QPointF &pt : at)
        p.drawEllipse(pt, r, r);
    return pixmap;
}

QString DiceLogPanel::fairnessSentence(const RollStatistics &statistics, int sides)
{
    const auto n = statistics.total(sides);
    if (n == 0)
        return {};
    const double p = statistics.pValue(sides);
    const QString rolls
        = n == 1 ? tr("1 roll of d%1").arg(sides) : tr("%1 rolls of d%2").arg(n).arg(sides);
    const QString often = QString::fromStdString(wholePercent(p));
    // The test needs about five rolls per face before its percentage means much.
    QString verdict;
    if (n < 5 * sides)
        verdict = tr("too few to judge whether the die is fair");
    else if (p < 0.01)
        verdict = tr("unusual — a fair die would give counts this uneven only %1 of the time; "
                     "check the dice, or how they are read")
                      .arg(often);
    else if (p < 0.05)
        verdict = tr("a little unusual — a fair die would give counts this uneven %1 of the time")
                      .arg(often);
    else
        verdict = tr("nothing unusual — a fair die would give counts this uneven %1 of the time")
                      .arg(often);
    return QStringLiteral("%1: %2.").arg(rolls, verdict);
}

void DiceLogPanel::follow(const GameSession *session)
{
    auto update = [this, session] { setRolls(session->rolls()); };
    connect(session, &GameSession::gameReset, this, update);
    connect(session, &GameSession::stateChanged, this, update);
}

void DiceLogPanel::setRolls(const std::vector<LoggedRoll> &rolls)
{
    m_list->clear();
    RollStatistics statistics;
    QList<QTreeWidgetItem *> items;
    int number = 0;
    for (const LoggedRoll &r : rolls) {
        // The step's title comes from a file: one line of it here, a bounded tooltip.
        const QString why
            = QStringLiteral("%1 — %2").arg(r.action, QString::fromStdString(r.roll.purpose));
        auto *item = new QTreeWidgetItem({QString::number(++number), QString::number(r.entry + 1),
            QStringLiteral("d%1").arg(r.roll.sides), QString::number(r.roll.face),
            DisplayText::wrappable(DisplayText::oneLine(why, 300), 300)});
        QFont f = item->font(FaceColumn);
        f.setBold(true);
        item->setFont(FaceColumn, f);
        if (r.roll.sides == 6 && r.roll.face >= 1 && r.roll.face <= 6)
            item->setIcon(FaceColumn, QIcon(pips(r.roll.face, 32)));
        item->setTextAlignment(RollColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setTextAlignment(StepColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setToolTip(WhyColumn, DisplayText::wrappable(why, 2000));
        items << item;
        statistics.add(r.roll);
    }
    m_list->addTopLevelItems(items);
    if (!items.isEmpty())
        m_list->scrollToItem(items.last());
    QStringList sentences;
    for (const int sides : statistics.dieSizes())
        sentences << fairnessSentence(statistics, sides);
    m_fairness->setText(sentences.join(QLatin1Char('\n')));
    m_fairness->setVisible(!sentences.isEmpty());
    m_chart->setStatistics(statistics);
}

} // namespace hexfire
