#include "ui/prompts.h"

#include "ui/dialogs/steptextdialog.h"
#include "ui/displaytext.h"
#include "ui/examplescenarios.h"
#include "ui/settings.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>

namespace hexfire {

namespace {

/** A list the player reorders by dragging, in the rule system's default order. */
std::optional<std::vector<int>> askOrder(
    QWidget *parent, const QString &title, const QString &question, const QStringList &items)
{
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
}

/** The outcomes as a list to pick one from, the preferred one selected. */
std::optional<int> askChoice(QWidget *parent, const QString &title, const QString &question,
    const QStringList &items, int preferred)
{
    QDialog dialog(parent);
    dialog.setWindowTitle(title);
    auto *layout = new QVBoxLayout(&dialog);
    auto *label = new QLabel(question);
    label->setWordWrap(true);
    layout->addWidget(label);
    auto *list = new QListWidget;
    list->addItems(items);
    list->setCurrentRow(std::clamp(preferred, 0, static_cast<int>(items.size()) - 1));
    layout->addWidget(list);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    QObject::connect(list, &QListWidget::itemDoubleClicked, &dialog, &QDialog::accept);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted || list->currentRow() < 0)
        return std::nullopt;
    return list->currentRow();
}

SaveChoice askSaveChanges(QWidget *parent, const QString &title, const QString &question)
{
    QMessageBox box(QMessageBox::Warning, title, question,
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setDefaultButton(QMessageBox::Save);
    box.setEscapeButton(QMessageBox::Cancel);
    switch (box.exec()) {
    case QMessageBox::Save:
        return SaveChoice::Save;
    case QMessageBox::Discard:
        return SaveChoice::Discard;
    default:
        return SaveChoice::Cancel;
    }
}

} // namespace

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
    p.playOn = [parent](const QString &title, const QString &question) {
        QMessageBox box(QMessageBox::Question, title, question, QMessageBox::NoButton, parent);
        QPushButton *play = box.addButton(
            QCoreApplication::translate("Prompts", "Play On from Here"), QMessageBox::AcceptRole);
        box.addButton(
            QCoreApplication::translate("Prompts", "Stay in the Example"), QMessageBox::RejectRole);
        box.setDefaultButton(play);
        box.exec();
        return box.clickedButton() == play;
    };
    p.savePath = [parent](const QString &caption) {
        return askSaveFileName(parent, caption, defaultSaveDirectory());
    };
    p.order = [parent](const QString &title, const QString &question, const QStringList &items) {
        return askOrder(parent, title, question, items);
    };
    p.stepText = [parent](int step, const QString &title, const QString &narration,
                     const QString &happened) -> std::optional<std::pair<QString, QString>> {
        StepTextDialog dialog(step, title, narration, happened, parent);
        if (dialog.exec() != QDialog::Accepted)
            return std::nullopt;
        return std::pair {dialog.title(), dialog.narration()};
    };
    p.saveChanges = [parent](const QString &title, const QString &question) {
        return askSaveChanges(parent, title, question);
    };
    p.number = [parent](const QString &title, const QString &question, int value, int min,
                   int max) -> std::optional<int> {
        bool ok = false;
        const int n = QInputDialog::getInt(parent, title, question, value, min, max, 1, &ok);
        return ok ? std::optional<int>(n) : std::nullopt;
    };
    p.victory = [parent](const VictoryQuestion &question) -> std::optional<VictoryConditions> {
        VictoryDialog dialog(question, parent);
        if (dialog.exec() != QDialog::Accepted)
            return std::nullopt;
        return dialog.conditions();
    };
    p.openPath = [parent](const QString &caption) {
        return QFileDialog::getOpenFileName(
            parent, caption, Settings::lastDirectory.get(), openFileFilter());
    };
    p.problem = [parent](const QString &title, const QString &summary, const QString &details) {
        QMessageBox box(QMessageBox::Warning, title, summary, QMessageBox::Ok, parent);
        box.setDetailedText(DisplayText::clipped(details, 100000));
        box.setInformativeText(
            DisplayText::wrappable(details.section(QLatin1Char('\n'), 0, 4), 2000));
        box.exec();
    };
    p.choose = [parent](const QString &title, const QString &question, const QStringList &items,
                   int preferred) { return askChoice(parent, title, question, items, preferred); };
    p.gameOver = [parent](const QString &headline, const QString &summary) {
        QMessageBox box(QMessageBox::Information,
            QCoreApplication::translate("Prompts", "The game is over"), headline, QMessageBox::Ok,
            parent);
        box.setInformativeText(DisplayText::wrappable(summary, 4000));
        box.exec();
    };
    return p;
}

Prompts silentPrompts()
{
    Prompts p;
    p.ask = [](const QString &, const QString &) { return false; };
    p.tell = [](const QString &, const QString &) {};
    p.playOn = [](const QString &, const QString &) { return true; };
    p.savePath = [](const QString &) { return QString(); };
    p.order = [](const QString &, const QString &, const QStringList &items) {
        std::vector<int> same(static_cast<std::size_t>(items.size()));
        std::iota(same.begin(), same.end(), 0);
        return std::optional<std::vector<int>>(same);
    };
    p.stepText = [](int, const QString &, const QString &, const QString &) {
        return std::optional<std::pair<QString, QString>>();
    };
    p.saveChanges = [](const QString &, const QString &) { return SaveChoice::Discard; };
    p.number = [](const QString &, const QString &, int, int, int) { return std::optional<int>(); };
    p.victory = [](const VictoryQuestion &) { return std::optional<VictoryConditions>(); };
    p.openPath = [](const QString &) { return QString(); };
    p.problem = [](const QString &, const QString &, const QString &) {};
    p.choose = [](const QString &, const QString &, const QStringList &items, int preferred) {
        return items.isEmpty()
            ? std::optional<int>()
            : std::optional<int>(std::clamp(preferred, 0, static_cast<int>(items.size()) - 1));
    };
    p.gameOver = [](const QString &, const QString &) {};
    return p;
}

Prompts completedPrompts(Prompts prompts)
{
    const Prompts silent = silentPrompts();
    if (!prompts.ask)
        prompts.ask = silent.ask;
    if (!prompts.tell)
        prompts.tell = silent.tell;
    if (!prompts.playOn)
        prompts.playOn = silent.playOn;
    if (!prompts.savePath)
        prompts.savePath = silent.savePath;
    if (!prompts.order)
        prompts.order = silent.order;
    if (!prompts.saveChanges)
        prompts.saveChanges = silent.saveChanges;
    if (!prompts.number)
        prompts.number = silent.number;
    if (!prompts.victory)
        prompts.victory = silent.victory;
    if (!prompts.openPath)
        prompts.openPath = silent.openPath;
    if (!prompts.problem)
        prompts.problem = silent.problem;
    if (!prompts.choose)
        prompts.choose = silent.choose;
    if (!prompts.gameOver)
        prompts.gameOver = silent.gameOver;
    return prompts;
}

QString askSaveFileName(QWidget *parent, const QString &caption, const QString &directory)
{
    QFileDialog dialog(parent, caption, directory,
        QCoreApplication::translate("Prompts", "HexFire games and scenarios (*.hexfire *.json)"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(QStringLiteral("hexfire"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().constFirst();
}

QString openFileFilter()
{
    return QCoreApplication::translate(
        "Prompts", "HexFire games and scenarios (*.hexfire *.json);;All files (*)");
}

QString defaultSaveDirectory()
{
    const QString last = Settings::lastDirectory.get();
    const QFileInfo info(last);
    const bool examples = !last.isEmpty()
        && QDir(last).canonicalPath() == QDir(ExampleScenarios::directory()).canonicalPath();
    if (!last.isEmpty() && !examples && info.isDir() && info.isWritable())
        return last;
    // The documents folder when it is there (a fresh account may have none: the file dialog
    // would then offer "Documents" as the file's name), else the home folder.
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

} // namespace hexfire
