#pragma once

#include "core/game/ids.h"
#include "core/game/params.h"
#include "core/rules/vocabulary.h"

#include <QWidget>

#include <map>
#include <optional>
#include <string>

class QButtonGroup;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QSpinBox;
class QTabWidget;
class QVBoxLayout;

namespace hexfire {

class EditorController;

/**
 * The scenario editor's palette: the tools, the terrain swatches, the map features, the unit
 * library (click a type then a hex, or drag it onto the map), the marker kinds, the selected
 * unit's form (name, side, strength, states, facing and the printed values its rule system lets
 * a form edit), the markers of the selected hex, the title and description and the background
 * image. Everything listed comes from the scenario's RuleSet; every change goes through the
 * EditorController as an edit core checks.
 */
class EditorPalette final : public QWidget {
    Q_OBJECT
public:
    /** The drag-and-drop format of a unit type dragged from the library: its key. */
    static constexpr const char *unitTypeMime = "application/x-hexfire-unit-type";

    explicit EditorPalette(EditorController *controller, QWidget *parent = nullptr);

    /** Fills the lists from the edited scenario's rule system (a new scenario). */
    void rebuild();
    /** Brings the forms up to date with the scenario and the selection. */
    void refresh();

    /** The selected unit's form applied as one edit; false with the reason when refused. */
    bool applyUnitForm(QString *reason = nullptr);
    /** The input of the selected unit's field (a profile field key, or "name", "strength",
     *  "maxStrength", "facing", "side", "status:<key>"), or null. */
    QWidget *unitInput(const std::string &key) const;

    QListWidget *terrainList() const { return m_terrain; }
    QListWidget *featureList() const { return m_features; }
    QListWidget *unitLibrary() const { return m_units; }
    QListWidget *markerList() const { return m_markers; }

private:
    QGroupBox *group(const QString &title, QVBoxLayout *into);
    void buildUnitForm();
    void buildMarkerForm();
    void applyMarkerForm(bool remove);
    void applyText();
    void applyBackground(bool remove);

    EditorController *m_controller;
    QLabel *m_heading = nullptr;
    QLineEdit *m_title = nullptr;
    QPlainTextEdit *m_description = nullptr;
    QButtonGroup *m_toolButtons = nullptr;
    QListWidget *m_terrain = nullptr;
    QListWidget *m_features = nullptr;
    QComboBox *m_side = nullptr;
    QListWidget *m_units = nullptr;
    QListWidget *m_markers = nullptr;
    QTabWidget *m_pages = nullptr;
    std::optional<UnitId> m_shownSelection; /**< the unit the Selected page last showed */
    QGroupBox *m_unitBox = nullptr;
    QWidget *m_unitFormWidget = nullptr;
    QFormLayout *m_unitForm = nullptr;
    std::map<std::string, QWidget *> m_unitInputs;
    std::vector<ParamSpec> m_profileFields;
    QGroupBox *m_markerBox = nullptr;
    QComboBox *m_hexMarkers = nullptr;
    QSpinBox *m_markerValue = nullptr;
    QLineEdit *m_imagePath = nullptr;
    QDoubleSpinBox *m_originX = nullptr;
    QDoubleSpinBox *m_originY = nullptr;
    QDoubleSpinBox *m_hexSize = nullptr;
};

} // namespace hexfire
