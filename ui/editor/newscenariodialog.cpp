#include "ui/editor/newscenariodialog.h"

#include "core/rules/rulesetregistry.h"
#include "ui/displaytext.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>

namespace hexfire {

namespace {

/** "blue side" -> "blue-side": a side id from the name the player typed. */
std::string idFromName(const QString &name, const std::string &fallback)
{
    std::string id;
    for (const QChar c : name.toLower()) {
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9'))
            id += static_cast<char>(c.unicode());
        else if (!id.empty() && id.back() != '-')
            id += '-';
    }
    while (!id.empty() && id.back() == '-')
        id.pop_back();
    return id.empty() ? fallback : id;
}

} // namespace

NewScenarioDialog::NewScenarioDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("New Scenario"));
    auto *form = new QFormLayout(this);
    m_ruleset = new QComboBox;
    m_ruleset->setObjectName(QStringLiteral("newScenarioRuleset"));
    for (const std::string &id : RuleSetRegistry::ids()) {
        if (const auto rules = RuleSetRegistry::create(id))
            m_ruleset->addItem(ruleText(rules->displayName()), qs(id));
    }
    form->addRow(tr("Game"), m_ruleset);
    m_preset = new QComboBox;
    m_preset->setObjectName(QStringLiteral("newScenarioPreset"));
    form->addRow(tr("Map"), m_preset);
    m_width = new QSpinBox;
    m_width->setRange(1, 500);
    m_height = new QSpinBox;
    m_height->setRange(1, 500);
    form->addRow(tr("Hexes across"), m_width);
    form->addRow(tr("Hexes down"), m_height);
    m_orientation = new QComboBox;
    m_orientation->addItem(tr("Flat-top (hexes in columns)"));
    m_orientation->addItem(tr("Pointy-top (hexes in rows)"));
    form->addRow(tr("Hex orientation"), m_orientation);
    m_parity = new QComboBox;
    m_parity->addItem(tr("Odd lines shifted"));
    m_parity->addItem(tr("Even lines shifted"));
    form->addRow(tr("Stagger"), m_parity);
    m_labels = new QComboBox;
    m_labels->addItem(tr("Letter and number (H9)"));
    m_labels->addItem(tr("Four digits (0809)"));
    form->addRow(tr("Hex labels"), m_labels);
    m_sideA = new QLineEdit(tr("Blue"));
    m_sideB = new QLineEdit(tr("Red"));
    form->addRow(tr("First side"), m_sideA);
    form->addRow(tr("Second side"), m_sideB);
    m_title = new QLineEdit(tr("New scenario"));
    m_title->setObjectName(QStringLiteral("newScenarioTitle"));
    form->addRow(tr("Title"), m_title);
    m_description = new QPlainTextEdit;
    m_description->setPlaceholderText(tr("What the position shows, in a sentence or two."));
    m_description->setMaximumHeight(80);
    form->addRow(tr("Description"), m_description);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);

    connect(m_ruleset, &QComboBox::currentIndexChanged, this, [this] { fillPresets(); });
    connect(m_preset, &QComboBox::currentIndexChanged, this, [this] { applyPreset(); });
    fillPresets();
}

void NewScenarioDialog::setRuleSet(const std::string &id)
{
    const int i = m_ruleset->findData(qs(id));
    if (i >= 0)
        m_ruleset->setCurrentIndex(i);
}

void NewScenarioDialog::setPreset(int index)
{
    if (index >= 0 && index < m_preset->count())
        m_preset->setCurrentIndex(index);
}

void NewScenarioDialog::fillPresets()
{
    const auto rules = RuleSetRegistry::create(m_ruleset->currentData().toString().toStdString());
    m_presets = rules ? rules->vocabulary().mapPresets : std::vector<MapPreset> {};
    const QSignalBlocker block(m_preset);
    m_preset->clear();
    for (const MapPreset &p : m_presets)
        m_preset->addItem(qs(p.name));
    for (int i = 0; i < m_preset->count(); ++i)
        m_preset->setItemData(i, qs(m_presets[static_cast<std::size_t>(i)].note), Qt::ToolTipRole);
    applyPreset();
}

void NewScenarioDialog::applyPreset()
{
    const int i = m_preset->currentIndex();
    if (i < 0 || i >= static_cast<int>(m_presets.size()))
        return;
    const MapPreset &p = m_presets[static_cast<std::size_t>(i)];
    m_width->setValue(p.width);
    m_height->setValue(p.height);
    m_orientation->setCurrentIndex(p.orientation == Orientation::FlatTop ? 0 : 1);
    m_parity->setCurrentIndex(p.parity == OffsetParity::Odd ? 0 : 1);
    m_labels->setCurrentIndex(p.labels == LabelScheme::LetterNumber ? 0 : 1);
}

NewScenarioSpec NewScenarioDialog::spec() const
{
    NewScenarioSpec s;
    s.rulesetId = m_ruleset->currentData().toString().toStdString();
    s.title = m_title->text().trimmed().toStdString();
    s.description = m_description->toPlainText().trimmed().toStdString();
    s.map.name = m_preset->currentText().toStdString();
    s.map.width = m_width->value();
    s.map.height = m_height->value();
    s.map.orientation
        = m_orientation->currentIndex() == 0 ? Orientation::FlatTop : Orientation::PointyTop;
    s.map.parity = m_parity->currentIndex() == 0 ? OffsetParity::Odd : OffsetParity::Even;
    s.map.labels
        = m_labels->currentIndex() == 0 ? LabelScheme::LetterNumber : LabelScheme::FourDigit;
    std::vector<Side> sides = defaultSides();
    sides[0].name = m_sideA->text().trimmed().toStdString();
    sides[1].name = m_sideB->text().trimmed().toStdString();
    sides[0].id = SideId {idFromName(m_sideA->text(), "blue")};
    sides[1].id = SideId {idFromName(m_sideB->text(), "red")};
    if (sides[1].id == sides[0].id)
        sides[1].id = SideId {sides[1].id.value + "-2"};
    s.sides = std::move(sides);
    return s;
}

} // namespace hexfire
