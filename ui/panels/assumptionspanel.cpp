#include "ui/panels/assumptionspanel.h"

#include "ui/gamesession.h"

namespace hexfire {

void AssumptionsPanel::follow(const GameSession *session)
{
    connect(session, &GameSession::gameReset, this, [this, session] {
        if (session->hasGame())
            setAssumptions(session->rules().assumptions());
    });
}

AssumptionsPanel::AssumptionsPanel(QWidget *parent)
    : QListWidget(parent)
{
    setWordWrap(true);
    setAlternatingRowColors(true);
}

void AssumptionsPanel::setAssumptions(const std::vector<Assumption> &assumptions)
{
    clear();
    for (const Assumption &a : assumptions) {
        auto *item = new QListWidgetItem(
            QStringLiteral("%1  [%2]")
                .arg(QString::fromStdString(a.text), QString::fromStdString(a.reference)));
        item->setToolTip(QString::fromStdString(a.key));
        item->setForeground(QColor(140, 60, 0));
        addItem(item);
    }
    if (assumptions.empty())
        addItem(tr("No assumptions in force."));
}

} // namespace hexfire
