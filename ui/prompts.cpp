#include "ui/prompts.h"

#include "ui/dialogs/steptextdialog.h"
#include "ui/settings.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QVBoxLayout>

#include <numeric>

namespace hexfire {

Prompts interactivePrompts(QWidget *parent)
{
    Prompts p;
    p.ask = [parent](const QString &title, const QString &question) {
        return QMessageBox::question(
                   parent, title, question, QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
            == QMessageBox::Yes;
    };
    p.tell = [parent](const QString &title, const QString &message) {
        QMessageBox::information(parent, title, message);
    };
    p.savePath = [parent](const QString &caption) {
        return QFileDialog::getSaveFileName(parent, caption, Settings::lastDirectory.get(),
            QCoreApplication::translate("Prompts", "HexFire games (*.json)"));
    };
    p.order = [parent](const QString &title, const QString &question,
                  const QStringList &items) -> std::optional<std::vector<int>> {
        // A list the player reorders by dragging, in the rule system's default order.
        QDialog dialog(parent);
        dialog.setWindowTitle(title);
        auto *layout = new QVBoxLayout(&dialog);
        auto *label = new QLabel(question);
        label->setWordWrap(true);
        layout->addWidget(label);
        auto *list = new QListWidget;
        list->setDragDropMode(QAbstractItemView::InternalMove);
        for (int i = 0; i < items.size(); ++i) {
            auto *item = new QListWidgetItem(items[i]);
            item->setData(Qt::UserRole, i);
            list->addItem(item);
        }
        layout->addWidget(list);
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
        QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
        QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
        layout->addWidget(buttons);
        if (dialog.exec() != QDialog::Accepted)
            return std::nullopt;
        std::vector<int> out;
        for (int i = 0; i < list->count(); ++i)
            out.push_back(list->item(i)->data(Qt::UserRole).toInt());
        return out;
    };
    p.stepText = [parent](int step, const QString &title, const QString &narration,
                     const QString &happened) -> std::optional<std::pair<QString, QString>> {
        StepTextDialog dialog(step, title, narration, happened, parent);
        if (dialog.exec() != QDialog::Accepted)
            return std::nullopt;
        return std::pair {dialog.title(), dialog.narration()};
    };
    return p;
}

Prompts silentPrompts()
{
    Prompts p;
    p.ask = [](const QString &, const QString &) { return false; };
    p.tell = [](const QString &, const QString &) {};
    p.savePath = [](const QString &) { return QString(); };
    p.order = [](const QString &, const QString &, const QStringList &items) {
        std::vector<int> same(static_cast<std::size_t>(items.size()));
        std::iota(same.begin(), same.end(), 0);
        return std::optional<std::vector<int>>(same);
    };
    p.stepText = [](int, const QString &, const QString &, const QString &) {
        return std::optional<std::pair<QString, QString>>();
    };
    return p;
}

} // namespace hexfire
