#include "ui/dialogs/physicaldicedialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QInputDialog>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hexfire {

PhysicalDiceDialog::PhysicalDiceDialog(const Evaluation &evaluation, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Roll your dice"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Roll these dice and enter the faces you read:")));
    auto *form = new QFormLayout;
    for (const DieSpec &d : evaluation.dice) {
        auto *field = new QSpinBox;
        // 0 is the "not rolled" state of a conditional die.
        field->setRange(d.conditional ? 0 : 1, d.sides);
        field->setSpecialValueText(QStringLiteral("—"));
        field->setValue(d.conditional ? 0 : 1);
        QString label
            = QStringLiteral("d%1 — %2").arg(d.sides).arg(QString::fromStdString(d.purpose));
        if (d.conditional)
            label += tr(" (only if needed)");
        form->addRow(label, field);
        m_fields.push_back(field);
    }
    layout->addLayout(form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

std::vector<int> PhysicalDiceDialog::faces() const
{
    std::vector<int> result;
    for (const QSpinBox *f : m_fields) {
        if (f->value() == 0)
            break;
        result.push_back(f->value());
    }
    return result;
}

std::optional<std::vector<int>> PhysicalDiceDialog::ask(
    const Evaluation &evaluation, QWidget *parent)
{
    PhysicalDiceDialog dialog(evaluation, parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.faces();
}

std::optional<int> PhysicalDiceDialog::askOne(int sides, const QString &purpose, QWidget *parent)
{
    bool ok = false;
    const int face = QInputDialog::getInt(
        parent, tr("Roll a die"), tr("d%1 — %2:").arg(sides).arg(purpose), 1, 1, sides, 1, &ok);
    if (!ok)
        return std::nullopt;
    return face;
}

} // namespace hexfire
