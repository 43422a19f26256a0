#include "ui/editor/editorcontroller.h"

#include "core/edit/maptools.h"
#include "core/error.h"
#include "core/rules/rulesetregistry.h"
#include "core/scenario/scenarioio.h"
#include "ui/displaytext.h"
#include "ui/editor/backgroundimage.h"
#include "ui/editor/editcommand.h"
#include "ui/editor/editorpalette.h"
#include "ui/editor/newscenariodialog.h"
#include "ui/gamesession.h"
#include "ui/map/counteritem.h"
#include "ui/map/hexmapitem.h"
#include "ui/map/mapscene.h"
#include "ui/prompts.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsPixmapItem>
#include <QGraphicsSceneDragDropEvent>
#include <QGraphicsSceneMouseEvent>
#include <QMainWindow>
#include <QMimeData>
#include <QPixmap>
#include <QScrollArea>
#include <QUndoStack>

namespace hexfire {

namespace {

QString nameOfTerrain(const ScenarioEditor &ed, const std::string &id)
{
    for (const TerrainKind &k : ed.ruleSet().vocabulary().terrainKinds) {
        if (k.id == id)
            return ruleText(k.name);
    }
    if (const auto i = ed.position().map().terrainIndex(id))
        return qs(ed.position().map().terrainKinds()[static_cast<std::size_t>(*i)].name);
    return qs(id);
}

QString hexCount(int n)
{
    return n == 1 ? EditorController::tr("1 hex") : EditorController::tr("%1 hexes").arg(n);
}

} // namespace

EditorController::EditorController(QMainWindow *window, GameSession *session, MapScene *scene)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_scene(scene)
    , m_stack(new QUndoStack(this))
{
    m_newAction = new QAction(tr("&New Scenario…"), this);
    m_newAction->setObjectName(QStringLiteral("newScenarioAction"));
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, [this] {
        if (m_mayReplaceGame && !m_mayReplaceGame())
            return;
        NewScenarioDialog dialog(m_window);
        if (m_session->hasGame())
            dialog.setRuleSet(m_session->scenario().rulesetId);
        if (dialog.exec() != QDialog::Accepted)
            return;
        QString error;
        if (!startNew(dialog.spec(), &error))
            tell(error);
    });
    m_editAction = new QAction(tr("&Edit Scenario"), this);
    m_editAction->setObjectName(QStringLiteral("editScenarioAction"));
    m_editAction->setCheckable(true);
    m_editAction->setShortcut(Qt::CTRL | Qt::Key_E);
    m_editAction->setToolTip(
        tr("Edit the map, the units and the markers; switch off to play from the position"));
    connect(m_editAction, &QAction::triggered, this, [this](bool on) {
        QString text;
        if (on && !isEditing()) {
            // Editing leaves the game's steps behind once it is over: they are saved first.
            if ((m_mayReplaceGame && !m_mayReplaceGame()) || !startEditing(&text))
                m_editAction->setChecked(false);
        } else if (!on && isEditing()) {
            if (!finishEditing(&text))
                m_editAction->setChecked(true);
        }
        if (!text.isEmpty())
            tell(text);
    });
    m_saveAction = new QAction(tr("Save Scenario &As…"), this);
    m_saveAction->setObjectName(QStringLiteral("saveScenarioAction"));
    m_saveAction->setEnabled(false);
    connect(m_saveAction, &QAction::triggered, this, [this] {
        const QString path = askSaveFileName(m_window, tr("Save Scenario"), m_savedPath);
        if (path.isEmpty())
            return;
        QString error;
        if (!saveTo(path, &error))
            tell(error);
    });
    m_deleteAction = new QAction(tr("Delete Selected Unit"), this);
    m_deleteAction->setObjectName(QStringLiteral("deleteUnitAction"));
    m_deleteAction->setShortcut(QKeySequence::Delete);
    m_deleteAction->setEnabled(false);
    m_window->addAction(m_deleteAction);
    connect(m_deleteAction, &QAction::triggered, this, [this] {
        const Unit *u = isEditing() && m_selectedUnit
            ? m_editor->position().findUnit(*m_selectedUnit)
            : nullptr;
        if (u)
            edit(ScenarioEditor::removeUnit(u->id), tr("Delete %1").arg(qs(u->name)));
    });
    connect(this, &EditorController::selectionChanged, this,
        [this] { m_deleteAction->setEnabled(isEditing() && m_selectedUnit.has_value()); });
    connect(this, &EditorController::scenarioChanged, this,
        [this] { m_deleteAction->setEnabled(isEditing() && m_selectedUnit.has_value()); });
    m_undoAction = m_stack->createUndoAction(this, tr("Undo Edit"));
    m_redoAction = m_stack->createRedoAction(this, tr("Redo Edit"));
    // Every edit, undo and redo is autosaved as the game's actions are.
    connect(m_stack, &QUndoStack::indexChanged, this, &EditorController::autosave);

    // The game's timeline moved while editing (a step key): the window drew the game's position;
    // the map goes back to the one being edited.
    connect(
        m_session, &GameSession::stateChanged, this,
        [this] {
            if (isEditing() && !m_finishing) {
                m_scene->setState(m_editor->position(), m_editor->ruleSet());
                m_background = nullptr;
                refreshBackground();
                m_scene->setSelectedUnit(m_selectedUnit);
            }
        },
        Qt::QueuedConnection); // after the window has drawn the game's position
    // Another game loaded while editing (File > Open, an example): the edit is over.
    connect(m_session, &GameSession::gameReset, this, [this] {
        if (!isEditing() || m_finishing)
            return;
        m_scene->removeEventFilter(this);
        m_editor.reset();
        m_background = nullptr;
        m_stack->clear();
        showEditorDock(false);
        m_editAction->setChecked(false);
        m_saveAction->setEnabled(false);
        emit editingChanged(false);
    });
}

EditorController::~EditorController() = default;

void EditorController::tell(const QString &text) { emit message(text); }

void EditorController::showEditorDock(bool editing)
{
    if (editing) {
        if (m_dock->isVisible())
            return;
        for (QDockWidget *d : m_window->findChildren<QDockWidget *>()) {
            if (d != m_dock && d->isVisible()) {
                d->hide();
                m_hiddenDocks << d;
            }
        }
        m_window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
        m_dock->show();
        m_dock->raise();
        return;
    }
    if (m_dock)
        m_dock->hide();
    for (QDockWidget *d : std::as_const(m_hiddenDocks))
        d->show();
    m_hiddenDocks.clear();
}

// --- entering and leaving -------------------------------------------------------------------

bool EditorController::startEditing(QString *note)
{
    if (!m_session->hasGame())
        return startNew(NewScenarioSpec {}, note);
    Scenario s = m_session->scenario();
    const bool played = m_session->position() > 0;
    const bool hadSteps = m_session->timelineLength() > 0;
    s.initial = m_session->state();
    s.script.clear();
    s.log.clear();
    s.position = 0;
    s.scriptSources.clear();
    s.logSources.clear();
    const QString path = m_session->filePath();
    if (!begin(std::move(s), path.isEmpty() ? QString() : QFileInfo(path).absolutePath()))
        return false;
    // Only a file that holds this very position is the edited scenario's; a position played to,
    // or one whose steps were left behind, is in no file yet.
    m_savedPath = played || hadSteps ? QString() : path;
    if (note) {
        if (played)
            *note = tr("Editing starts from the current position, which becomes the new initial "
                       "position; the steps played so far are left behind.");
        else if (hadSteps)
            *note = tr("Editing the initial position; the example's steps are left behind.");
        else
            *note = tr("Editing the scenario. Switch Edit Scenario off to play from it.");
    }
    return true;
}

bool EditorController::startNew(const NewScenarioSpec &spec, QString *error)
{
    NewScenarioSpec s = spec;
    if (s.rulesetId.empty()) {
        s.rulesetId = m_session->hasGame() ? m_session->scenario().rulesetId : std::string();
    }
    try {
        if (s.map.name.empty()) {
            if (const auto rules = RuleSetRegistry::create(s.rulesetId);
                rules && !rules->vocabulary().mapPresets.empty())
                s.map = rules->vocabulary().mapPresets.front();
        }
        Scenario scenario = buildNewScenario(s);
        if (const auto problem = ScenarioEditor::check(scenario)) {
            if (error)
                *error = tr("This scenario cannot be made: %1").arg(qs(*problem));
            return false;
        }
        if (!begin(std::move(scenario), QString()))
            return false;
        m_savedPath.clear();
        return true;
    } catch (const Error &e) {
        if (error)
            *error = QString::fromUtf8(e.what());
        return false;
    }
}

bool EditorController::begin(Scenario scenario, const QString &basePath)
{
    try {
        m_editor = std::make_unique<ScenarioEditor>(std::move(scenario));
    } catch (const Error &e) {
        tell(QString::fromUtf8(e.what()));
        return false;
    }
    m_basePath = basePath;
    m_stack->clear();
    m_selectedUnit.reset();
    m_selectedHex.reset();
    m_lastRefusal.clear();
    const RuleSet &rules = m_editor->ruleSet();
    const std::vector<TerrainKind> kinds = rules.vocabulary().terrainKinds;
    m_terrain
        = kinds.empty() ? m_editor->position().map().terrainKinds().front().id : kinds.front().id;
    const std::vector<FeatureType> features = rules.vocabulary().featureTypes;
    m_feature = features.empty() ? std::string() : features.front().key;
    m_unitType = rules.vocabulary().unitTypes.empty() ? std::string()
                                                      : rules.vocabulary().unitTypes.front().key;
    m_markerKind = rules.vocabulary().markers.empty() ? std::string()
                                                      : rules.vocabulary().markers.front().key;
    m_side = m_editor->position().sides().empty() ? SideId {}
                                                  : m_editor->position().sides().front().id;
    m_tool = Tool::Select;
    m_scene->installEventFilter(this);
    m_scene->setState(m_editor->position(), m_editor->ruleSet());
    refreshBackground();
    m_editAction->setChecked(true);
    m_saveAction->setEnabled(true);
    if (!m_dock) {
        // Made on first use: outside edit mode the window has no editor panel to lay out.
        m_palette = new EditorPalette(this);
        auto *scroll = new QScrollArea;
        scroll->setWidgetResizable(true);
        scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        scroll->setWidget(m_palette);
        m_dock = new QDockWidget(tr("Scenario Editor"), m_window);
        m_dock->setObjectName(QStringLiteral("editorDock"));
        m_dock->setWidget(scroll);
        m_dock->setMinimumWidth(300);
        m_dock->hide();
    }
    m_palette->rebuild();
    showEditorDock(true);
    emit editingChanged(true);
    emit scenarioChanged();
    return true;
}

bool EditorController::finishEditing(QString *error)
{
    if (!isEditing())
        return true;
    endStroke();
    if (const auto problem = m_editor->check()) {
        if (error)
            *error = tr("The position cannot be played yet: %1").arg(qs(*problem));
        return false;
    }
    const Scenario scenario = m_editor->scenario();
    // The game belongs to the file that holds what was edited, or (edited since) to none: Save
    // then asks where, and never writes over a file holding something else.
    const QString path = m_stack->isClean() ? m_savedPath : QString();
    m_finishing = true;
    QString why;
    const bool ok = m_session->openScenario(scenario, path, &why);
    m_finishing = false;
    if (!ok) {
        if (error)
            *error = why;
        return false;
    }
    if (path.isEmpty())
        m_session->makeUntitled(); // an edited position in no file is work to save
    m_scene->removeEventFilter(this);
    m_editor.reset();
    m_background = nullptr;
    m_stack->clear();
    showEditorDock(false);
    m_editAction->setChecked(false);
    m_saveAction->setEnabled(false);
    emit editingChanged(false);
    if (error)
        *error = tr("Playing from the edited position.");
    return true;
}

void EditorController::autosave()
{
    const QString path = m_session->autosavePath();
    // Nothing edited yet (the stack is being cleared): the autosave still holds the game.
    if (!isEditing() || m_finishing || path.isEmpty() || m_stack->count() == 0)
        return;
    Scenario s = m_editor->scenario();
    // The autosave lies in another folder: its image is named by its whole path.
    if (s.background)
        s.background->path
            = QDir(m_basePath).absoluteFilePath(qs(s.background->path)).toStdString();
    QDir().mkpath(QFileInfo(path).absolutePath());
    std::string why;
    if (!saveScenarioFile(s, path.toStdString(), &why))
        tell(tr("Autosave failed: %1").arg(qs(why)));
}

bool EditorController::saveTo(const QString &path, QString *error)
{
    if (!isEditing())
        return false;
    Scenario s = m_editor->scenario();
    // The image is referenced relative to the scenario file, so the two can move together.
    if (s.background) {
        const QString image = QDir(m_basePath).absoluteFilePath(qs(s.background->path));
        s.background->path = QFileInfo(path).absoluteDir().relativeFilePath(image).toStdString();
    }
    std::string why;
    if (!saveScenarioFile(s, path.toStdString(), &why)) {
        if (error)
            *error = qs(why);
        return false;
    }
    m_savedPath = path;
    m_stack->setClean();
    const QString folder = QFileInfo(path).absolutePath();
    if (s.background && folder != m_basePath) {
        m_basePath = folder;
        m_editor->applyUnchecked(BackgroundEdit {s.background});
    }
    m_basePath = folder;
    tell(tr("Saved %1").arg(QFileInfo(path).fileName()));
    return true;
}

// --- edits ----------------------------------------------------------------------------------

bool EditorController::edit(const ScenarioEdit &e, const QString &text, QString *reason)
{
    if (!isEditing())
        return false;
    EditResult r = m_editor->apply(e);
    if (!r.applied) {
        m_lastRefusal = qs(r.reason);
        tell(tr("Not done: %1").arg(m_lastRefusal));
        if (reason)
            *reason = m_lastRefusal;
        return false;
    }
    m_lastRefusal.clear();
    m_stack->push(new EditCommand(*m_editor, text, {e}, {std::move(*r.inverse)}, [this] {
        refreshScene();
        emit scenarioChanged();
    }));
    return true;
}

void EditorController::refreshScene()
{
    if (!isEditing())
        return;
    if (m_selectedUnit && !m_editor->position().findUnit(*m_selectedUnit))
        m_selectedUnit.reset();
    // The map item draws the map it was given: a changed map means a new scene.
    if (&m_scene->state().map() != &m_editor->position().map()) {
        m_scene->setState(m_editor->position(), m_editor->ruleSet());
        m_background = nullptr;
        refreshBackground();
    } else {
        m_scene->syncState(m_editor->position(), false);
        if (!(m_scene->state().map() == m_editor->position().map()))
            refreshBackground();
    }
    m_scene->setSelectedUnit(m_selectedUnit);
}

void EditorController::refreshBackground()
{
    if (m_background) {
        m_scene->removeItem(m_background);
        delete m_background;
        m_background = nullptr;
    }
    const auto &b = m_editor->scenario().background;
    if (m_scene->mapItem())
        m_scene->mapItem()->setOpacity(b ? 0.55 : 1.0);
    if (!b)
        return;
    const QString file = QDir(m_basePath).absoluteFilePath(qs(b->path));
    QString why;
    const QPixmap pixmap = QPixmap::fromImage(readBackgroundImage(file, &why));
    if (pixmap.isNull()) {
        tell(tr("The background image %1 %2; the map is drawn without it.")
                 .arg(QDir::toNativeSeparators(file), why));
        if (m_scene->mapItem())
            m_scene->mapItem()->setOpacity(1.0);
        return;
    }
    m_background = m_scene->addPixmap(pixmap);
    m_background->setTransformationMode(Qt::SmoothTransformation);
    m_background->setZValue(-100);
    const double scale = MapScene::hexSize / b->hexSize;
    const Hex first = m_editor->position().map().coordinates().hexAt(0);
    const QPointF centre = m_scene->hexCentre(first);
    m_background->setScale(scale);
    m_background->setPos(centre - QPointF(b->originX, b->originY) * scale);
}

bool EditorController::setBackground(const std::optional<BackgroundImage> &image)
{
    std::optional<BackgroundImage> b = image;
    if (b && b->path.empty())
        b.reset();
    if (b && !QFileInfo::exists(QDir(m_basePath).absoluteFilePath(qs(b->path))))
        tell(tr("The image %1 is not there; the scenario keeps the reference.").arg(qs(b->path)));
    if (!edit(BackgroundEdit {b}, b ? tr("Set Background Image") : tr("Remove Background Image")))
        return false;
    refreshBackground();
    return true;
}

// --- tools ----------------------------------------------------------------------------------

void EditorController::setTool(Tool tool)
{
    endStroke();
    const bool changed = tool != m_tool;
    m_tool = tool;
    if (changed && isEditing())
        tell(toolHint(tool));
    emit selectionChanged();
}

QString EditorController::toolHint(Tool tool)
{
    switch (tool) {
    case Tool::Select:
        return tr("Select: click a counter to edit it, drag it to another hex to move it");
    case Tool::Paint:
        return tr("Paint: click a hex, or drag across hexes; the stroke is one undo step");
    case Tool::Fill:
        return tr("Fill: click a hex to paint its whole region of the same terrain");
    case Tool::Raise:
        return tr("Raise: click or drag to lift hexes one level");
    case Tool::Lower:
        return tr("Lower: click or drag to lower hexes one level");
    case Tool::Hexside:
        return tr("Hexside: click near an edge to put the feature on it, again to clear it");
    case Tool::Feature:
        return tr("In Hex: click a hex to put the feature in it, again to take it away");
    case Tool::PlaceUnit:
        return tr("Unit: click a hex to place a unit of the chosen type for the chosen side");
    case Tool::PlaceMarker:
        return tr("Marker: click a hex to place a marker of the chosen kind");
    case Tool::Erase:
        return tr("Erase: click a hex to delete its top counter, or else its last marker");
    }
    return {};
}

void EditorController::setTerrain(const std::string &id) { m_terrain = id; }
void EditorController::setFeature(const std::string &key) { m_feature = key; }
void EditorController::setUnitType(const std::string &key) { m_unitType = key; }
void EditorController::setMarkerKind(const std::string &key) { m_markerKind = key; }
void EditorController::setSide(const SideId &side) { m_side = side; }

void EditorController::selectUnit(const std::optional<UnitId> &unit)
{
    m_selectedUnit = unit;
    if (isEditing()) {
        const Unit *u = unit ? m_editor->position().findUnit(*unit) : nullptr;
        if (u)
            m_selectedHex = u->hex;
        m_scene->setSelectedUnit(unit);
    }
    emit selectionChanged();
}

void EditorController::selectHex(std::optional<Hex> hex)
{
    m_selectedHex = hex;
    emit selectionChanged();
}

std::optional<Hex> EditorController::hexAt(QPointF scenePos) const
{
    return m_scene->hexAt(scenePos);
}

void EditorController::pressAt(QPointF scenePos)
{
    if (!isEditing())
        return;
    const auto hex = hexAt(scenePos);
    m_pressHex = hex;
    m_dragUnit.reset();
    switch (m_tool) {
    case Tool::Paint:
    case Tool::Raise:
    case Tool::Lower:
        m_stroking = true;
        m_strokeHexes.clear();
        m_strokeEdits.clear();
        m_strokeInverses.clear();
        if (hex)
            strokeAt(*hex);
        break;
    case Tool::Select:
        if (hex) {
            const auto units = m_editor->position().unitsAt(*hex);
            if (!units.empty())
                m_dragUnit = units.back()->id;
        }
        break;
    default:
        break;
    }
}

void EditorController::dragTo(QPointF scenePos)
{
    if (!isEditing() || !m_stroking)
        return;
    if (const auto hex = hexAt(scenePos))
        strokeAt(*hex);
}

void EditorController::releaseAt(QPointF scenePos)
{
    if (!isEditing())
        return;
    if (m_stroking) {
        endStroke();
        return;
    }
    const auto hex = hexAt(scenePos);
    if (m_tool == Tool::Select && m_dragUnit && hex && m_pressHex && *hex != *m_pressHex) {
        if (const Unit *u = m_editor->position().findUnit(*m_dragUnit)) {
            Unit moved = *u;
            moved.hex = *hex;
            moved.alsoIn.clear();
            if (edit(ScenarioEditor::replaceUnit(moved), tr("Move %1").arg(qs(u->name))))
                selectUnit(moved.id);
        }
        m_dragUnit.reset();
        return;
    }
    m_dragUnit.reset();
    if (hex)
        clickHex(*hex, scenePos);
}

void EditorController::strokeAt(Hex hex)
{
    if (!m_strokeHexes.insert(hex).second)
        return;
    ScenarioEdit e;
    if (m_tool == Tool::Paint) {
        e = m_editor->paint({hex}, m_terrain);
    } else {
        const int level = m_editor->position().map().elevation(hex);
        e = ElevationEdit {{{hex, level + (m_tool == Tool::Raise ? 1 : -1)}}};
    }
    EditResult r = m_editor->apply(e);
    if (!r.applied) {
        m_lastRefusal = qs(r.reason);
        tell(tr("Not done: %1").arg(m_lastRefusal));
        return;
    }
    m_strokeEdits.push_back(std::move(e));
    m_strokeInverses.push_back(std::move(*r.inverse));
    refreshScene();
}

void EditorController::endStroke()
{
    if (!m_stroking)
        return;
    m_stroking = false;
    if (m_strokeEdits.empty())
        return;
    const int n = static_cast<int>(m_strokeEdits.size());
    QString text;
    if (m_tool == Tool::Paint)
        text = tr("Paint %1 (%2)").arg(nameOfTerrain(*m_editor, m_terrain), hexCount(n));
    else
        text = (m_tool == Tool::Raise ? tr("Raise %1") : tr("Lower %1")).arg(hexCount(n));
    m_stack->push(new EditCommand(
        *m_editor, text, std::move(m_strokeEdits), std::move(m_strokeInverses), [this] {
            refreshScene();
            emit scenarioChanged();
        }));
    m_strokeEdits.clear();
    m_strokeInverses.clear();
    emit scenarioChanged();
}

void EditorController::clickHex(Hex hex, QPointF scenePos)
{
    const GameState &s = m_editor->position();
    switch (m_tool) {
    case Tool::Select: {
        const auto units = s.unitsAt(hex);
        m_selectedHex = hex;
        if (!units.empty()) {
            // A click on a stack cycles through it from the top.
            std::size_t next = units.size() - 1;
            for (std::size_t i = 0; i < units.size(); ++i) {
                if (m_selectedUnit && units[i]->id == *m_selectedUnit && i > 0)
                    next = i - 1;
            }
            selectUnit(units[next]->id);
        } else {
            selectUnit(std::nullopt);
        }
        break;
    }
    case Tool::Fill: {
        const std::vector<Hex> region = floodRegion(s.map(), hex);
        edit(m_editor->paint(region, m_terrain),
            tr("Fill %1 (%2)")
                .arg(nameOfTerrain(*m_editor, m_terrain),
                    hexCount(static_cast<int>(region.size()))));
        break;
    }
    case Tool::Hexside: {
        if (m_feature.empty())
            return;
        const HexsideRef side = nearestHexside(m_scene->layout(), {scenePos.x(), scenePos.y()});
        const bool has = s.map().hexsideFeature(side.hex, side.direction) == m_feature;
        edit(HexsideEdit {side.hex, side.direction, has ? std::string() : m_feature},
            has ? tr("Clear Hexside")
                : tr("Set %1").arg(qs(m_editor->ruleSet().featureName(m_feature))));
        break;
    }
    case Tool::Feature:
        if (!m_feature.empty())
            edit(m_editor->toggleFeature(hex, m_feature),
                tr("Toggle %1").arg(qs(m_editor->ruleSet().featureName(m_feature))));
        break;
    case Tool::PlaceUnit: {
        const auto u = m_editor->newUnit(m_unitType, m_side, hex);
        if (u && edit(ScenarioEditor::addUnit(*u), tr("Add %1").arg(qs(u->name))))
            selectUnit(u->id);
        break;
    }
    case Tool::PlaceMarker: {
        if (m_markerKind.empty())
            return;
        Marker m = m_editor->newMarker(m_markerKind, hex);
        m.side = m_side;
        edit(ScenarioEditor::placeMarker(m), tr("Place Marker"));
        selectHex(hex);
        break;
    }
    case Tool::Erase: {
        const auto units = s.unitsAt(hex);
        if (!units.empty()) {
            const Unit u = *units.back();
            edit(ScenarioEditor::removeUnit(u.id), tr("Delete %1").arg(qs(u.name)));
            return;
        }
        const auto markers = s.markersAt(hex);
        if (!markers.empty())
            edit(m_editor->removeMarker(markers.back()->id), tr("Remove Marker"));
        break;
    }
    case Tool::Paint:
    case Tool::Raise:
    case Tool::Lower:
        break;
    }
}

bool EditorController::dropUnitType(const std::string &typeKey, QPointF scenePos)
{
    const auto hex = hexAt(scenePos);
    if (!isEditing() || !hex)
        return false;
    const auto u = m_editor->newUnit(typeKey, m_side, *hex);
    if (!u || !edit(ScenarioEditor::addUnit(*u), tr("Add %1").arg(qs(u->name))))
        return false;
    selectUnit(u->id);
    return true;
}

bool EditorController::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_scene || !isEditing())
        return QObject::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::GraphicsSceneMousePress: {
        auto *e = static_cast<QGraphicsSceneMouseEvent *>(event);
        if (e->button() != Qt::LeftButton)
            return true;
        pressAt(e->scenePos());
        e->accept(); // accepted: the view does not pan while editing
        return true;
    }
    case QEvent::GraphicsSceneMouseMove: {
        // Kept from the scene: its hover reports hexes to the game's panels, which know the
        // game's map, not the one being edited.
        auto *e = static_cast<QGraphicsSceneMouseEvent *>(event);
        if (e->buttons() & Qt::LeftButton)
            dragTo(e->scenePos());
        return true;
    }
    case QEvent::GraphicsSceneMouseRelease: {
        auto *e = static_cast<QGraphicsSceneMouseEvent *>(event);
        if (e->button() == Qt::LeftButton)
            releaseAt(e->scenePos());
        return true;
    }
    case QEvent::GraphicsSceneMouseDoubleClick:
    case QEvent::GraphicsSceneContextMenu:
        return true;
    case QEvent::GraphicsSceneDragEnter:
    case QEvent::GraphicsSceneDragMove: {
        auto *e = static_cast<QGraphicsSceneDragDropEvent *>(event);
        if (e->mimeData()->hasFormat(EditorPalette::unitTypeMime)) {
            e->acceptProposedAction();
            return true;
        }
        return false;
    }
    case QEvent::GraphicsSceneDrop: {
        auto *e = static_cast<QGraphicsSceneDragDropEvent *>(event);
        if (!e->mimeData()->hasFormat(EditorPalette::unitTypeMime))
            return false;
        const std::string key
            = QString::fromUtf8(e->mimeData()->data(EditorPalette::unitTypeMime)).toStdString();
        if (dropUnitType(key, e->scenePos()))
            e->acceptProposedAction();
        return true;
    }
    default:
        return QObject::eventFilter(watched, event);
    }
}

} // namespace hexfire
