#include "ui/panels/assumptionspanel.h"

#include "ui/displaytext.h"
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
    // One line each: the list reads at a glance; the whole assumption is on hover.
    setWordWrap(false);
    setTextElideMode(Qt::ElideRight);
    setUniformItemSizes(true);
    setAlternatingRowColors(true);
    setAccessibleName(tr("Assumptions"));
    const auto open = [this](QListWidgetItem *item) {
        const QString entry = item ? item->data(Qt::UserRole).toString() : QString();
        if (!entry.isEmpty())
            emit noteRequested(entry);
    };
    connect(this, &QListWidget::itemActivated, this, open);
}

void AssumptionsPanel::setAssumptions(const std::vector<Assumption> &assumptions)
{
    clear();
    if (assumptions.empty()) {
        addItem(tr("No assumptions in force."));
        return;
    }
    auto *intro = new QListWidgetItem(
        tr("Where the rule books leave a choice, HexFire assumes this. Double-click one to read "
           "HexFire's note on it."));
    intro->setFlags(Qt::NoItemFlags);
    intro->setToolTip(intro->text());
    QFont italic = font();
    italic.setItalic(true);
    intro->setFont(italic);
    addItem(intro);
    QFont bold = font();
    bold.setBold(true);
    for (const Assumption &a : assumptions) {
        const QString name = QString::fromStdString(assumptionName(a));
        const QString text = QString::fromStdString(a.text);
        auto *item = new QListWidgetItem(QStringLiteral("%1 · %2").arg(name, text));
        item->setToolTip(QStringLiteral("<p><b>%1</b></p><p>%2</p>")
                             .arg(name.toHtmlEscaped(), text.toHtmlEscaped()));
        // The entry of HexFire's rules notes it names.
        item->setData(Qt::UserRole, DisplayText::notesEntry(QString::fromStdString(a.reference)));
        addItem(item);
    }
}

} // namespace hexfire
