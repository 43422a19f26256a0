#include "ui/accessiblenames.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAccessible>
#include <QComboBox>
#include <QListView>
#include <QTextBrowser>
#include <QTreeView>
#include <QWidget>

namespace hexfire {

namespace {
bool hasName(QWidget *w)
{
    if (!w->accessibleName().isEmpty())
        return true;
    QAccessibleInterface *a = QAccessible::queryAccessibleInterface(w);
    return a && !a->text(QAccessible::Name).trimmed().isEmpty();
}

QString kindOf(QWidget *w)
{
    if (qobject_cast<QTreeView *>(w))
        return QWidget::tr("table");
    if (qobject_cast<QListView *>(w))
        return QWidget::tr("list");
    if (qobject_cast<QTextBrowser *>(w))
        return QWidget::tr("text");
    if (qobject_cast<QAbstractSlider *>(w))
        return QWidget::tr("slider");
    if (qobject_cast<QComboBox *>(w))
        return QWidget::tr("choice");
    return {};
}
} // namespace

void nameForScreenReaders(QWidget *root, const QString &context)
{
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *w : widgets) {
        if (w->focusPolicy() == Qt::NoFocus || hasName(w))
            continue;
        auto *button = qobject_cast<QAbstractButton *>(w);
        if (button && !button->toolTip().isEmpty()) {
            w->setAccessibleName(button->toolTip());
            continue;
        }
        const QString kind = kindOf(w);
        w->setAccessibleName(
            kind.isEmpty() ? context : QStringLiteral("%1: %2").arg(context, kind));
    }
}

} // namespace hexfire
