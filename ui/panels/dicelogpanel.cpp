#include "ui/panels/dicelogpanel.h"

#include "ui/displaytext.h"
#include "ui/panels/rollstatisticschart.h"

#include <QHeaderView>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace hexfire {

DiceLogPanel::DiceLogPanel(QWidget *parent)
    : QWidget(parent)
    , m_list(new QTreeWidget)
    , m_chart(new RollStatisticsChart)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_list);
    split->addWidget(m_chart);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split);
    m_list->setColumnCount(4);
    m_list->setHeaderLabels({tr("#"), tr("Die"), tr("Face"), tr("Why")});
    m_list->setRootIsDecorated(false);
    m_list->setAlternatingRowColors(true);
    for (int c = 0; c < 3; ++c)
        m_list->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(3, QHeaderView::Stretch);
    m_list->header()->setStretchLastSection(true);
}

void DiceLogPanel::setRolls(const std::vector<LoggedRoll> &rolls)
{
    m_list->clear();
    RollStatistics statistics;
    QList<QTreeWidgetItem *> items;
    for (const LoggedRoll &r : rolls) {
        // The step's title comes from a file: one line of it here, a bounded tooltip.
        const QString why
            = QStringLiteral("%1 — %2").arg(r.action, QString::fromStdString(r.roll.purpose));
        auto *item = new QTreeWidgetItem(
            {QString::number(r.entry + 1), QStringLiteral("d%1").arg(r.roll.sides),
                QString::number(r.roll.face), DisplayText::oneLine(why, 300)});
        QFont f = item->font(2);
        f.setBold(true);
        item->setFont(2, f);
        item->setTextAlignment(2, Qt::AlignCenter);
        item->setToolTip(3, DisplayText::wrappable(why, 2000));
        items << item;
        statistics.add(r.roll);
    }
    m_list->addTopLevelItems(items);
    if (!items.isEmpty())
        m_list->scrollToItem(items.last());
    m_chart->setStatistics(statistics);
}

} // namespace hexfire
