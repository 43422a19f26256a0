#pragma once

#include "core/edit/newscenario.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace hexfire {

/**
 * File > New Scenario: the rule system, a map (one of its usual maps, or any size, orientation,
 * parity and label scheme), the two sides' names, a title and a description. Everything it
 * offers comes from the registered rule systems (RuleVocabulary::mapPresets).
 */
class NewScenarioDialog final : public QDialog {
    Q_OBJECT
public:
    explicit NewScenarioDialog(QWidget *parent = nullptr);

    /** What the player chose. */
    NewScenarioSpec spec() const;
    /** Selects a rule system by id (tests, and the current game's as the default). */
    void setRuleSet(const std::string &id);
    /** Selects one of the rule system's presets by index. */
    void setPreset(int index);

private:
    void fillPresets();
    void applyPreset();

    QComboBox *m_ruleset = nullptr;
    QComboBox *m_preset = nullptr;
    QSpinBox *m_width = nullptr;
    QSpinBox *m_height = nullptr;
    QComboBox *m_orientation = nullptr;
    QComboBox *m_parity = nullptr;
    QComboBox *m_labels = nullptr;
    QLineEdit *m_sideA = nullptr;
    QLineEdit *m_sideB = nullptr;
    QLineEdit *m_title = nullptr;
    QPlainTextEdit *m_description = nullptr;
    std::vector<MapPreset> m_presets;
};

} // namespace hexfire
