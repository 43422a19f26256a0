#include "ui/dialogs/steptextdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace hexfire {

StepTextDialog::StepTextDialog(int step, const QString &title, const QString &narration,
    const QString &whatHappened, QWidget *parent)
    : QDialog(parent)
    , m_title(new QLineEdit(title))
    , m_narration(new QPlainTextEdit(narration))
{
    setWindowTitle(tr("Step %1: Title and Narration").arg(step));
    m_title->setObjectName(QStringLiteral("stepTitle"));
    m_title->setPlaceholderText(tr("A line for the timeline, e.g. \"The MG section fires at H9\""));
    m_narration->setObjectName(QStringLiteral("stepNarration"));
    m_narration->setPlaceholderText(
        tr("What a learner should notice in this step: why the modifiers apply, what the dice "
           "mean. The step card tells it when the example is replayed."));
    m_narration->setTabChangesFocus(true);
    auto *happened = new QLabel(tr("What happened: %1").arg(whatHappened.toHtmlEscaped()));
    happened->setWordWrap(true);
    happened->setStyleSheet(QStringLiteral("color: #555;"));
    auto *form = new QFormLayout;
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("&Narration:"), m_narration);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(happened);
    layout->addLayout(form);
    layout->addWidget(buttons);
    resize(560, 320);
}

QString StepTextDialog::title() const { return m_title->text().trimmed(); }

QString StepTextDialog::narration() const { return m_narration->toPlainText().trimmed(); }

} // namespace hexfire
