#include "ui/editor/editorpalette.h"

#include "core/hex/hexlayout.h"
#include "core/rules/profileform.h"
#include "ui/displaytext.h"
#include "ui/editor/editorcontroller.h"
#include "ui/map/terrainswatch.h"

#include <QAction>
#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QPainter>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace hexfire {

namespace {

/** A hex of the map's own art, for the terrain and feature lists. */
QIcon mapArt(const QImage &image)
{
    QIcon icon;
    icon.addPixmap(QPixmap::fromImage(image));
    return icon;
}

QIcon swatch(const std::string &colour)
{
    QPixmap p(16, 16);
    p.fill(QColor(qs(colour)));
    QPainter painter(&p);
    painter.setPen(QColor(60, 60, 60));
    painter.drawRect(0, 0, 15, 15);
    return QIcon(p);
}

/** The unit library: a list whose items drag out as unit type keys. */
class UnitLibraryList final : public QListWidget {
public:
    UnitLibraryList()
    {
        setDragEnabled(true);
        setDragDropMode(QAbstractItemView::DragOnly);
    }

protected:
    QMimeData *mimeData(const QList<QListWidgetItem *> &items) const override
    {
        auto *mime = new QMimeData;
        if (!items.isEmpty())
            mime->setData(
                EditorPalette::unitTypeMime, items.front()->data(Qt::UserRole).toByteArray());
        return mime;
    }
    QStringList mimeTypes() const override { return {EditorPalette::unitTypeMime}; }
};

QString facingLabel(const HexLayout &layout, int position)
{
    const Facing f = Facing::fromPosition(position);
    const QString here = qs(std::string(layout.compassName(f.direction())));
    if (f.kind() == Facing::Kind::Hexside)
        return EditorPalette::tr("Hexside %1").arg(here);
    const QString next = qs(std::string(layout.compassName(rotated(f.direction(), 1))));
    return EditorPalette::tr("Corner %1–%2").arg(here, next);
}

QWidget *inputFor(const ParamSpec &spec, const ParamValue *value)
{
    switch (spec.type) {
    case ParamType::Integer: {
        auto *spin = new QSpinBox;
        spin->setRange(spec.minimum, spec.maximum);
        if (const int *i = value ? std::get_if<int>(value) : nullptr)
            spin->setValue(*i);
        return spin;
    }
    case ParamType::Flag: {
        auto *box = new QCheckBox;
        if (const bool *b = value ? std::get_if<bool>(value) : nullptr)
            box->setChecked(*b);
        return box;
    }
    case ParamType::Choice: {
        auto *combo = new QComboBox;
        for (const ParamChoice &c : spec.choices)
            combo->addItem(ruleText(c.label), qs(c.key));
        if (const std::string *s = value ? std::get_if<std::string>(value) : nullptr) {
            const int i = combo->findData(qs(*s));
            if (i < 0)
                combo->addItem(qs(*s), qs(*s)); // a value the form's list lacks stays choosable
            combo->setCurrentIndex(i >= 0 ? i : combo->count() - 1);
        }
        return combo;
    }
    case ParamType::Text:
    case ParamType::Hex:
    case ParamType::Unit:
    case ParamType::UnitList:
    case ParamType::HexList: {
        auto *line = new QLineEdit;
        if (const std::string *s = value ? std::get_if<std::string>(value) : nullptr)
            line->setText(qs(*s));
        return line;
    }
    }
    return new QLineEdit;
}

std::optional<ParamValue> valueOf(const ParamSpec &spec, QWidget *w)
{
    if (auto *spin = qobject_cast<QSpinBox *>(w))
        return spin->value();
    if (auto *box = qobject_cast<QCheckBox *>(w))
        return box->isChecked();
    if (auto *combo = qobject_cast<QComboBox *>(w))
        return combo->currentData().toString().toStdString();
    if (auto *line = qobject_cast<QLineEdit *>(w)) {
        if (spec.type == ParamType::Text)
            return line->text().trimmed().toStdString();
    }
    return std::nullopt;
}

} // namespace

EditorPalette::EditorPalette(EditorController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("editorPalette"));
    auto *column = new QVBoxLayout(this);
    m_heading = new QLabel;
    m_heading->setWordWrap(true);
    column->addWidget(m_heading);
    auto *buttons = new QHBoxLayout;
    auto *play = new QPushButton(tr("Play This Position"));
    play->setObjectName(QStringLiteral("editorPlayButton"));
    play->setToolTip(tr("Leave edit mode and play from the position as it stands"));
    connect(play, &QPushButton::clicked, this, [this] {
        QString text;
        m_controller->finishEditing(&text);
        if (!text.isEmpty())
            emit m_controller->message(text);
    });
    play->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    buttons->addWidget(play);
    auto *save = new QToolButton;
    save->setDefaultAction(m_controller->saveAsAction());
    save->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    buttons->addWidget(save);
    column->addLayout(buttons);
    buttons = new QHBoxLayout;
    auto *undo = new QToolButton;
    undo->setDefaultAction(m_controller->undoAction());
    buttons->addWidget(undo);
    auto *redo = new QToolButton;
    redo->setDefaultAction(m_controller->redoAction());
    buttons->addWidget(redo);
    buttons->addStretch(1);
    column->addLayout(buttons);

    // Tools.
    QGroupBox *tools = group(tr("Tools"), column);
    auto *grid = new QGridLayout;
    qobject_cast<QVBoxLayout *>(tools->layout())->addLayout(grid);
    m_toolButtons = new QButtonGroup(this);
    const std::vector<std::pair<EditorController::Tool, QString>> toolNames {
        {EditorController::Tool::Select, tr("Select")},
        {EditorController::Tool::Paint, tr("Paint")},
        {EditorController::Tool::Fill, tr("Fill")},
        {EditorController::Tool::Raise, tr("Raise")},
        {EditorController::Tool::Lower, tr("Lower")},
        {EditorController::Tool::Hexside, tr("Hexside")},
        {EditorController::Tool::Feature, tr("In Hex")},
        {EditorController::Tool::PlaceUnit, tr("Unit")},
        {EditorController::Tool::PlaceMarker, tr("Marker")},
        {EditorController::Tool::Erase, tr("Erase")},
    };
    const QStringList tips {tr("Select a counter or a hex; drag a counter to move it"),
        tr("Paint the chosen terrain: click, or drag across hexes"),
        tr("Paint the whole region of the clicked hex's terrain"),
        tr("One elevation level up: click, or drag across hexes"),
        tr("One elevation level down: click, or drag across hexes"),
        tr("Put the chosen hexside feature on the edge nearest the click (again to clear it)"),
        tr("Put the chosen feature in the hex (again to take it away)"),
        tr("Place a unit of the chosen type for the chosen side"),
        tr("Place a marker of the chosen kind"),
        tr("Delete the top unit of a hex, or else its last marker")};
    for (std::size_t i = 0; i < toolNames.size(); ++i) {
        auto *b = new QToolButton;
        b->setText(toolNames[i].second);
        b->setToolTip(tips[static_cast<int>(i)]);
        b->setCheckable(true);
        b->setObjectName(QStringLiteral("editorTool") + QString(toolNames[i].second).remove(' '));
        // Narrow panels (a laptop) shrink the buttons rather than scroll sideways.
        b->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        b->setMinimumWidth(48);
        m_toolButtons->addButton(b, static_cast<int>(toolNames[i].first));
        grid->addWidget(b, static_cast<int>(i) / 4, static_cast<int>(i) % 4);
    }
    connect(m_toolButtons, &QButtonGroup::idClicked, this,
        [this](int id) { m_controller->setTool(static_cast<EditorController::Tool>(id)); });

    // The rest on pages: the map, the counters, the selection, the scenario's own fields.
    m_pages = new QTabWidget;
    m_pages->setObjectName(QStringLiteral("editorPages"));
    column->addWidget(m_pages, 1);
    const auto page = [this](const QString &title) {
        auto *w = new QWidget;
        auto *l = new QVBoxLayout(w);
        l->setContentsMargins(4, 4, 4, 4);
        m_pages->addTab(w, title);
        return l;
    };
    QVBoxLayout *mapPage = page(tr("Map"));
    QVBoxLayout *unitsPage = page(tr("Units"));
    QVBoxLayout *selectedPage = page(tr("Selected"));
    QVBoxLayout *scenarioPage = page(tr("Scenario"));

    QGroupBox *terrain = group(tr("Terrain"), mapPage);
    m_terrain = new QListWidget;
    m_terrain->setObjectName(QStringLiteral("editorTerrain"));
    m_terrain->setMinimumHeight(160);
    // Room for a hex of the map's art, so terrains tell apart as on the map.
    m_terrain->setIconSize(QSize(24, 21));
    terrain->layout()->addWidget(m_terrain);
    connect(m_terrain, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        m_controller->setTerrain(item->data(Qt::UserRole).toString().toStdString());
        if (m_controller->tool() != EditorController::Tool::Fill)
            m_controller->setTool(EditorController::Tool::Paint);
    });

    QGroupBox *features = group(tr("Map Features"), mapPage);
    m_features = new QListWidget;
    m_features->setObjectName(QStringLiteral("editorFeatures"));
    m_features->setMinimumHeight(110);
    m_features->setIconSize(QSize(24, 21));
    features->layout()->addWidget(m_features);
    connect(m_features, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        m_controller->setFeature(item->data(Qt::UserRole).toString().toStdString());
        const bool hexside = item->data(Qt::UserRole + 1).toBool();
        m_controller->setTool(
            hexside ? EditorController::Tool::Hexside : EditorController::Tool::Feature);
    });

    QGroupBox *units = group(tr("Units and Markers"), unitsPage);
    auto *sideRow = new QFormLayout;
    m_side = new QComboBox;
    m_side->setObjectName(QStringLiteral("editorSide"));
    sideRow->addRow(tr("Side"), m_side);
    qobject_cast<QVBoxLayout *>(units->layout())->addLayout(sideRow);
    connect(m_side, &QComboBox::currentIndexChanged, this,
        [this] { m_controller->setSide(SideId {m_side->currentData().toString().toStdString()}); });
    m_units = new UnitLibraryList;
    m_units->setObjectName(QStringLiteral("editorUnitLibrary"));
    m_units->setMinimumHeight(120);
    auto *howTo = new QLabel(tr("Click a type, then a hex, or drag it onto the map:"));
    howTo->setWordWrap(true);
    units->layout()->addWidget(howTo);
    units->layout()->addWidget(m_units);
    connect(m_units, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        m_controller->setUnitType(item->data(Qt::UserRole).toString().toStdString());
        m_controller->setTool(EditorController::Tool::PlaceUnit);
    });
    m_markers = new QListWidget;
    m_markers->setObjectName(QStringLiteral("editorMarkerKinds"));
    m_markers->setMinimumHeight(120);
    m_markers->setToolTip(tr("Click a kind, then a hex, to place a marker"));
    units->layout()->addWidget(m_markers);
    connect(m_markers, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        m_controller->setMarkerKind(item->data(Qt::UserRole).toString().toStdString());
        m_controller->setTool(EditorController::Tool::PlaceMarker);
    });

    m_unitBox = group(tr("Selected Unit"), selectedPage);
    m_markerBox = group(tr("Markers in the Selected Hex"), selectedPage);
    buildMarkerForm();

    QGroupBox *text = group(tr("Title and Description"), scenarioPage);
    m_title = new QLineEdit;
    m_title->setObjectName(QStringLiteral("editorTitle"));
    m_title->setPlaceholderText(tr("Title"));
    m_description = new QPlainTextEdit;
    m_description->setPlaceholderText(tr("Description: what the position shows"));
    m_description->setMaximumHeight(70);
    auto *applyTextButton = new QPushButton(tr("Apply Title and Description"));
    connect(applyTextButton, &QPushButton::clicked, this, [this] { this->applyText(); });
    text->layout()->addWidget(m_title);
    text->layout()->addWidget(m_description);
    text->layout()->addWidget(applyTextButton);

    QGroupBox *image = group(tr("Background Image"), scenarioPage);
    auto *imageForm = new QFormLayout;
    qobject_cast<QVBoxLayout *>(image->layout())->addLayout(imageForm);
    m_imagePath = new QLineEdit;
    m_imagePath->setObjectName(QStringLiteral("editorImagePath"));
    m_imagePath->setPlaceholderText(tr("A scan of the map (PNG or JPEG)"));
    auto *browse = new QPushButton(tr("Load…"));
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(
            this, tr("Background Image"), {}, tr("Images (*.png *.jpg *.jpeg *.bmp)"));
        if (!file.isEmpty()) {
            m_imagePath->setText(file);
            applyBackground(false);
        }
    });
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_imagePath);
    pathRow->addWidget(browse);
    imageForm->addRow(tr("Image"), pathRow);
    auto spin = [](double lo, double hi, double value) {
        auto *s = new QDoubleSpinBox;
        s->setRange(lo, hi);
        s->setDecimals(1);
        s->setValue(value);
        return s;
    };
    m_originX = spin(-100000, 100000, 0);
    m_originY = spin(-100000, 100000, 0);
    m_hexSize = spin(1, 10000, 50);
    m_originX->setToolTip(tr("Where the centre of the map's first hex is on the image, in pixels "
                             "from the left"));
    m_originY->setToolTip(
        tr("Where the centre of the map's first hex is on the image, in pixels from the top"));
    m_hexSize->setToolTip(tr("A hex's size on the image: pixels from its centre to a corner"));
    imageForm->addRow(tr("First hex x"), m_originX);
    imageForm->addRow(tr("First hex y"), m_originY);
    imageForm->addRow(tr("Hex size"), m_hexSize);
    auto *imageButtons = new QHBoxLayout;
    auto *applyImage = new QPushButton(tr("Apply"));
    auto *removeImage = new QPushButton(tr("Remove"));
    connect(applyImage, &QPushButton::clicked, this, [this] { applyBackground(false); });
    connect(removeImage, &QPushButton::clicked, this, [this] { applyBackground(true); });
    imageButtons->addWidget(applyImage);
    imageButtons->addWidget(removeImage);
    imageForm->addRow(imageButtons);
    for (QVBoxLayout *l : {mapPage, unitsPage, selectedPage, scenarioPage})
        l->addStretch(1);

    connect(m_controller, &EditorController::scenarioChanged, this, &EditorPalette::refresh);
    connect(m_controller, &EditorController::selectionChanged, this, &EditorPalette::refresh);
}

QGroupBox *EditorPalette::group(const QString &title, QVBoxLayout *into)
{
    auto *box = new QGroupBox(title);
    box->setLayout(new QVBoxLayout);
    into->addWidget(box);
    return box;
}

void EditorPalette::rebuild()
{
    if (!m_controller->isEditing())
        return;
    const ScenarioEditor &ed = m_controller->editor();
    const RuleSet &rules = ed.ruleSet();
    m_terrain->clear();
    std::vector<TerrainKind> kinds = rules.vocabulary().terrainKinds;
    for (const TerrainKind &k : ed.position().map().terrainKinds()) {
        if (std::none_of(
                kinds.begin(), kinds.end(), [&](const TerrainKind &x) { return x.id == k.id; }))
            kinds.push_back(k);
    }
    for (const TerrainKind &k : kinds) {
        auto *item = new QListWidgetItem(mapArt(TerrainSwatch::terrain(k, 48)), ruleText(k.name));
        item->setData(Qt::UserRole, qs(k.id));
        m_terrain->addItem(item);
    }
    m_features->clear();
    for (const FeatureType &f : rules.vocabulary().featureTypes) {
        const bool hexside = f.place == FeaturePlace::Hexside;
        auto *item = new QListWidgetItem(mapArt(TerrainSwatch::feature(f.key, hexside, 48)),
            hexside ? tr("%1 (on a hexside)").arg(ruleText(f.name)) : ruleText(f.name));
        item->setData(Qt::UserRole, qs(f.key));
        item->setData(Qt::UserRole + 1, hexside);
        item->setToolTip(qs(f.help));
        m_features->addItem(item);
    }
    if (m_features->count() == 0)
        m_features->addItem(tr("This game's tables name no map features."));
    m_units->clear();
    for (const UnitType &t : rules.vocabulary().unitTypes) {
        auto *item = new QListWidgetItem(ruleText(t.name));
        item->setData(Qt::UserRole, qs(t.key));
        item->setToolTip(qs(t.help));
        m_units->addItem(item);
    }
    m_markers->clear();
    for (const MarkerType &m : rules.vocabulary().markers) {
        auto *item = new QListWidgetItem(
            swatch(m.colour.empty() ? "#808080" : m.colour), ruleText(m.name));
        item->setData(Qt::UserRole, qs(m.key));
        item->setToolTip(qs(m.help));
        m_markers->addItem(item);
    }
    const QSignalBlocker block(m_side);
    m_side->clear();
    for (const Side &s : ed.position().sides())
        m_side->addItem(swatch(s.colour), qs(s.name), qs(s.id.value));
    refresh();
}

void EditorPalette::refresh()
{
    if (!m_controller->isEditing())
        return;
    const Scenario &s = m_controller->editor().scenario();
    m_heading->setText(tr("Editing <b>%1</b> (%2). Every change is checked as it is made.")
                           .arg(qs(s.title).toHtmlEscaped(),
                               ruleText(m_controller->editor().ruleSet().displayName())));
    if (!m_title->hasFocus())
        m_title->setText(qs(s.title));
    if (!m_description->hasFocus())
        m_description->setPlainText(qs(s.description));
    if (QAbstractButton *b = m_toolButtons->button(static_cast<int>(m_controller->tool())))
        b->setChecked(true);
    if (s.background) {
        m_imagePath->setText(qs(s.background->path));
        m_originX->setValue(s.background->originX);
        m_originY->setValue(s.background->originY);
        m_hexSize->setValue(s.background->hexSize);
    }
    const bool showSelection = m_controller->tool() == EditorController::Tool::Select
        && (m_controller->selectedUnit() || m_controller->selectedHex());
    buildUnitForm();
    buildMarkerForm();
    if (showSelection && m_shownSelection != m_controller->selectedUnit())
        m_pages->setCurrentIndex(2);
    m_shownSelection = m_controller->selectedUnit();
}

void EditorPalette::buildUnitForm()
{
    // A new form each time; the old one goes later, as its Apply button may be what called us.
    if (m_unitFormWidget) {
        m_unitFormWidget->hide();
        m_unitFormWidget->deleteLater();
    }
    m_unitFormWidget = new QWidget;
    m_unitForm = new QFormLayout(m_unitFormWidget);
    m_unitForm->setContentsMargins(0, 0, 0, 0);
    m_unitBox->layout()->addWidget(m_unitFormWidget);
    m_unitInputs.clear();
    m_profileFields.clear();
    const auto &id = m_controller->selectedUnit();
    const Unit *u = id ? m_controller->editor().position().findUnit(*id) : nullptr;
    if (!u) {
        m_unitForm->addRow(new QLabel(tr("Select a counter with the Select tool.")));
        return;
    }
    const ScenarioEditor &ed = m_controller->editor();
    const RuleSet &rules = ed.ruleSet();
    auto *name = new QLineEdit(qs(u->name));
    m_unitForm->addRow(tr("Name"), name);
    m_unitInputs["name"] = name;
    auto *side = new QComboBox;
    for (const Side &s : ed.position().sides())
        side->addItem(qs(s.name), qs(s.id.value));
    side->setCurrentIndex(side->findData(qs(u->side.value)));
    m_unitForm->addRow(tr("Side"), side);
    m_unitInputs["side"] = side;
    auto *strength = new QSpinBox;
    strength->setRange(0, 99);
    strength->setValue(u->strength);
    auto *maxStrength = new QSpinBox;
    maxStrength->setRange(0, 99);
    maxStrength->setValue(u->maxStrength);
    m_unitForm->addRow(tr("Strength"), strength);
    m_unitForm->addRow(tr("Full strength"), maxStrength);
    m_unitInputs["strength"] = strength;
    m_unitInputs["maxStrength"] = maxStrength;
    auto *facing = new QComboBox;
    facing->addItem(tr("Does not face"), -1);
    const HexLayout hexLayout(ed.position().map().coordinates().orientation(), 1.0);
    for (int p = 0; p < 12; ++p)
        facing->addItem(facingLabel(hexLayout, p), p);
    facing->setCurrentIndex(u->facing ? u->facing->position() + 1 : 0);
    m_unitForm->addRow(tr("Facing"), facing);
    m_unitInputs["facing"] = facing;
    for (const StatusType &st : rules.vocabulary().statuses) {
        auto *box = new QCheckBox(ruleText(st.name));
        box->setToolTip(qs(st.help));
        box->setChecked(u->status.has(st.key));
        m_unitForm->addRow(QString(), box);
        m_unitInputs["status:" + st.key] = box;
    }
    m_profileFields = profileFields(rules, *u);
    const ParamMap values = profileValues(rules, *u);
    for (const ParamSpec &f : m_profileFields) {
        const auto it = values.find(f.key);
        QWidget *w = inputFor(f, it == values.end() ? nullptr : &it->second);
        w->setToolTip(qs(f.help));
        m_unitForm->addRow(ruleText(f.label), w);
        m_unitInputs[f.key] = w;
    }
    auto *buttons = new QHBoxLayout;
    auto *apply = new QPushButton(tr("Apply"));
    apply->setObjectName(QStringLiteral("editorApplyUnit"));
    connect(apply, &QPushButton::clicked, this, [this] { applyUnitForm(); });
    auto *remove = new QPushButton(tr("Delete Unit"));
    connect(remove, &QPushButton::clicked, this, [this] {
        const auto &unit = m_controller->selectedUnit();
        if (!unit)
            return;
        const Unit *gone = m_controller->editor().position().findUnit(*unit);
        const QString what = gone ? qs(gone->name) : QString();
        m_controller->edit(ScenarioEditor::removeUnit(*unit), tr("Delete %1").arg(what));
    });
    buttons->addWidget(apply);
    buttons->addWidget(remove);
    m_unitForm->addRow(buttons);
}

QWidget *EditorPalette::unitInput(const std::string &key) const
{
    const auto it = m_unitInputs.find(key);
    return it == m_unitInputs.end() ? nullptr : it->second;
}

bool EditorPalette::applyUnitForm(QString *reason)
{
    const auto &id = m_controller->selectedUnit();
    const Unit *current = id ? m_controller->editor().position().findUnit(*id) : nullptr;
    if (!current)
        return false;
    const RuleSet &rules = m_controller->editor().ruleSet();
    Unit u = *current;
    u.name = qobject_cast<QLineEdit *>(unitInput("name"))->text().trimmed().toStdString();
    u.side = SideId {
        qobject_cast<QComboBox *>(unitInput("side"))->currentData().toString().toStdString()};
    u.strength = qobject_cast<QSpinBox *>(unitInput("strength"))->value();
    u.maxStrength = qobject_cast<QSpinBox *>(unitInput("maxStrength"))->value();
    const int facing = qobject_cast<QComboBox *>(unitInput("facing"))->currentData().toInt();
    u.facing = facing < 0 ? std::nullopt : std::optional<Facing>(Facing::fromPosition(facing));
    for (const StatusType &st : rules.vocabulary().statuses) {
        if (qobject_cast<QCheckBox *>(unitInput("status:" + st.key))->isChecked())
            u.status.set(st.key);
        else
            u.status.clear(st.key);
    }
    ParamMap values;
    for (const ParamSpec &f : m_profileFields) {
        if (const auto v = valueOf(f, unitInput(f.key)))
            values[f.key] = *v;
    }
    std::string why;
    const auto edited = withProfileValues(rules, u, values, &why);
    if (!edited) {
        const QString text = tr("Not done: %1").arg(qs(why));
        emit m_controller->message(text);
        if (reason)
            *reason = qs(why);
        return false;
    }
    return m_controller->edit(
        ScenarioEditor::replaceUnit(*edited), tr("Edit %1").arg(qs(edited->name)), reason);
}

void EditorPalette::buildMarkerForm()
{
    if (!m_hexMarkers) {
        auto *form = new QFormLayout;
        qobject_cast<QVBoxLayout *>(m_markerBox->layout())->addLayout(form);
        m_hexMarkers = new QComboBox;
        m_markerValue = new QSpinBox;
        m_markerValue->setRange(-20, 20);
        form->addRow(tr("Marker"), m_hexMarkers);
        form->addRow(tr("Value"), m_markerValue);
        auto *buttons = new QHBoxLayout;
        auto *apply = new QPushButton(tr("Set Value"));
        auto *remove = new QPushButton(tr("Remove Marker"));
        connect(apply, &QPushButton::clicked, this, [this] { applyMarkerForm(false); });
        connect(remove, &QPushButton::clicked, this, [this] { applyMarkerForm(true); });
        buttons->addWidget(apply);
        buttons->addWidget(remove);
        form->addRow(buttons);
        connect(m_hexMarkers, &QComboBox::currentIndexChanged, this, [this] {
            if (!m_controller->isEditing())
                return;
            const Marker *m = m_controller->editor().position().findMarker(
                MarkerId {m_hexMarkers->currentData().toInt()});
            if (m)
                m_markerValue->setValue(m->value);
        });
    }
    const QSignalBlocker block(m_hexMarkers);
    m_hexMarkers->clear();
    const auto hex = m_controller->selectedHex();
    if (!hex || !m_controller->isEditing()) {
        m_markerBox->setEnabled(false);
        return;
    }
    const RuleSet &rules = m_controller->editor().ruleSet();
    for (const Marker *m : m_controller->editor().position().markersAt(*hex)) {
        const MarkerType *type = findByKey(rules.vocabulary().markers, m->kind);
        m_hexMarkers->addItem(type ? ruleText(type->name) : qs(m->kind), m->id.value);
    }
    m_markerBox->setEnabled(m_hexMarkers->count() > 0);
    if (m_hexMarkers->count() > 0) {
        m_hexMarkers->setCurrentIndex(m_hexMarkers->count() - 1);
        if (const Marker *m = m_controller->editor().position().findMarker(
                MarkerId {m_hexMarkers->currentData().toInt()}))
            m_markerValue->setValue(m->value);
    }
}

void EditorPalette::applyMarkerForm(bool remove)
{
    if (!m_controller->isEditing() || m_hexMarkers->count() == 0)
        return;
    const MarkerId id {m_hexMarkers->currentData().toInt()};
    const Marker *m = m_controller->editor().position().findMarker(id);
    if (!m)
        return;
    if (remove) {
        m_controller->edit(m_controller->editor().removeMarker(id), tr("Remove Marker"));
        return;
    }
    Marker changed = *m;
    changed.value = m_markerValue->value();
    m_controller->edit(ScenarioEditor::changeMarker(changed), tr("Change Marker"));
}

void EditorPalette::applyText()
{
    if (!m_controller->isEditing())
        return;
    m_controller->edit(TextEdit {m_title->text().trimmed().toStdString(),
                           m_description->toPlainText().trimmed().toStdString()},
        tr("Change Title and Description"));
}

void EditorPalette::applyBackground(bool remove)
{
    if (!m_controller->isEditing())
        return;
    if (remove || m_imagePath->text().trimmed().isEmpty()) {
        m_controller->setBackground(std::nullopt);
        return;
    }
    BackgroundImage b;
    b.path = m_imagePath->text().trimmed().toStdString();
    b.originX = m_originX->value();
    b.originY = m_originY->value();
    b.hexSize = m_hexSize->value();
    m_controller->setBackground(b);
}

} // namespace hexfire
