#include "ui/dialogs/victorydialog.h"

#include "ui/displaytext.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace hexfire {

namespace {

QString qs(const std::string &s) { return QString::fromStdString(s); }

bool counts(const VictoryConditions &v, const std::string &key)
{
    return std::find(v.conditions.begin(), v.conditions.end(), key) != v.conditions.end();
}

} // namespace

VictoryDialog::VictoryDialog(const VictoryQuestion &question, QWidget *parent)
    : QDialog(parent)
    , m_question(question)
    , m_turns(new QSpinBox(this))
{
    setWindowTitle(tr("How the Game Is Won"));
    setAccessibleName(windowTitle());
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("The rules leave the length of the game and how it is won to the players. HexFire "
           "proposes: %1 This is assumed, not from the rule book (%2); change it as you agree.")
            .arg(question.summary, DisplayText::ruleReference(question.rule)),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_turns->setRange(0, 999);
    m_turns->setSpecialValueText(tr("No limit"));
    m_turns->setValue(question.proposed.turnLimit.value_or(0));
    const QString turns = question.turnName.isEmpty()
        ? tr("Turns")
        : tr("%1s", "the name of a turn in the plural: Turns, Rounds").arg(question.turnName);
    m_turns->setAccessibleName(turns);
    m_turns->setToolTip(tr("The game ends after this many; none plays on until you stop or a "
                           "condition ends it."));
    form->addRow(turns + QLatin1Char(':'), m_turns);
    layout->addLayout(form);

    for (const VictoryConditionType &type : question.types) {
        auto *box = new QCheckBox(ruleText(type.name), this);
        box->setChecked(counts(question.proposed, type.key));
        box->setToolTip(qs(type.help));
        box->setAccessibleName(ruleText(type.name));
        m_boxes.push_back(box);
        layout->addWidget(box);
        auto *help = new QLabel(qs(type.help), this);
        help->setWordWrap(true);
        help->setIndent(24);
        help->setEnabled(false); // read as the quieter explanation of the box above
        layout->addWidget(help);
    }

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(520, sizeHint().height());
}

VictoryConditions VictoryDialog::conditions() const
{
    VictoryConditions v = m_question.proposed;
    v.turnLimit = m_turns->value() > 0 ? std::optional<int>(m_turns->value()) : std::nullopt;
    // The conditions the dialog does not offer stay as they were; those it offers are the boxes.
    std::vector<std::string> kept;
    for (const std::string &key : v.conditions) {
        const bool offered = std::any_of(m_question.types.begin(), m_question.types.end(),
            [&](const VictoryConditionType &t) { return t.key == key; });
        if (!offered)
            kept.push_back(key);
    }
    for (std::size_t i = 0; i < m_boxes.size(); ++i) {
        if (m_boxes[i]->isChecked())
            kept.push_back(m_question.types[i].key);
    }
    v.conditions = std::move(kept);
    return v;
}

} // namespace hexfire
