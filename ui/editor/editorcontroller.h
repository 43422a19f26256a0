#pragma once

#include "core/edit/newscenario.h"
#include "core/edit/scenarioeditor.h"

#include <QList>
#include <QObject>
#include <QPointF>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

class QAction;
class QDockWidget;
class QGraphicsPixmapItem;
class QMainWindow;
class QUndoStack;

namespace hexfire {

class EditorPalette;
class GameSession;
class MapScene;

/**
 * Edit mode: the scenario editor in the window. It owns the core ScenarioEditor (the scenario
 * being built), an undo stack of its own (EditCommand) and the palette dock, and takes the map's
 * mouse while editing (an event filter on the scene), so the game's clicks and panning stay out
 * of the way. Every edit is checked by core as it happens; a refused one changes nothing and its
 * reason goes to the status bar. Leaving edit mode starts the game from the edited position.
 *
 * Nothing here knows a rule system: terrain, features, unit types, states and marker kinds are
 * what the scenario's RuleSet publishes.
 */
class EditorController final : public QObject {
    Q_OBJECT
public:
    /** What a click or a drag on the map does. */
    enum class Tool {
        Select, /**< select a counter or a hex; drag a counter to move it */
        Paint, /**< paint the chosen terrain, hex by hex while dragging */
        Fill, /**< paint the whole region of the clicked hex's terrain */
        Raise, /**< one elevation level up per hex of the stroke */
        Lower,
        Hexside, /**< the chosen hexside feature on the edge nearest the click (again: off) */
        Feature, /**< the chosen in-hex feature in the hex (again: off) */
        PlaceUnit, /**< a new unit of the chosen type for the chosen side */
        PlaceMarker, /**< a new marker of the chosen kind */
        Erase, /**< the top unit of the hex, else its last marker */
    };

    EditorController(QMainWindow *window, GameSession *session, MapScene *scene);
    ~EditorController() override;

    /** File > New Scenario…, Edit > Edit Scenario (a checkable toggle), File > Save Scenario As…
     */
    QAction *newScenarioAction() const { return m_newAction; }
    QAction *editModeAction() const { return m_editAction; }
    QAction *saveAsAction() const { return m_saveAction; }
    QAction *undoAction() const { return m_undoAction; }
    QAction *redoAction() const { return m_redoAction; }
    /** Delete (the key): the selected unit, while editing. */
    QAction *deleteAction() const { return m_deleteAction; }
    /**
     * Asked before File > New Scenario or Edit > Edit Scenario puts the game aside (New's dialog
     * is not even shown when the answer is false): the window's question about unsaved work.
     */
    void setMayReplaceGame(std::function<bool()> mayReplace)
    {
        m_mayReplaceGame = std::move(mayReplace);
    }
    /** What a tool does, a sentence for the status bar. */
    static QString toolHint(Tool tool);
    /** The editor's panel and its palette, made the first time editing starts (else null). */
    QDockWidget *dock() const { return m_dock; }
    EditorPalette *palette() const { return m_palette; }
    QUndoStack *undoStack() const { return m_stack; }

    bool isEditing() const { return m_editor != nullptr; }
    /** The scenario being edited (only while editing). */
    const ScenarioEditor &editor() const { return *m_editor; }

    /**
     * Starts editing the session's game: its current position becomes the initial position (a
     * game with steps played leaves them behind; `note` says so in a sentence for the player).
     */
    bool startEditing(QString *note = nullptr);
    /** Starts editing an empty scenario (File > New Scenario). */
    bool startNew(const NewScenarioSpec &spec, QString *error = nullptr);
    /** Leaves edit mode and starts the game from the edited position. */
    bool finishEditing(QString *error = nullptr);
    /** Writes the edited scenario as a normal scenario file. */
    bool saveTo(const QString &path, QString *error = nullptr);

    /** Applies an edit as one undo step; false (and the reason, also in the status bar) when
     *  core refuses it. */
    bool edit(const ScenarioEdit &e, const QString &text, QString *reason = nullptr);
    /** The reason the last edit was refused (empty when it was applied). */
    const QString &lastRefusal() const { return m_lastRefusal; }

    Tool tool() const { return m_tool; }
    void setTool(Tool tool);
    const std::string &terrain() const { return m_terrain; }
    void setTerrain(const std::string &id);
    void setFeature(const std::string &key);
    void setUnitType(const std::string &key);
    void setMarkerKind(const std::string &key);
    const SideId &side() const { return m_side; }
    void setSide(const SideId &side);

    /** The mouse on the map in scene coordinates, callable directly (tests, screenshots). */
    void pressAt(QPointF scenePos);
    void dragTo(QPointF scenePos);
    void releaseAt(QPointF scenePos);
    /** A unit type dragged from the palette's library and dropped on the map. */
    bool dropUnitType(const std::string &typeKey, QPointF scenePos);

    const std::optional<UnitId> &selectedUnit() const { return m_selectedUnit; }
    void selectUnit(const std::optional<UnitId> &unit);
    std::optional<Hex> selectedHex() const { return m_selectedHex; }
    void selectHex(std::optional<Hex> hex);

    /** Sets the background image (a path, absolute or relative to the scenario's folder) and
     *  its calibration; an empty path removes it. A missing image is a warning. */
    bool setBackground(const std::optional<BackgroundImage> &image);
    /** The background image as drawn now, or null (none, or its file is missing). */
    QGraphicsPixmapItem *backgroundItem() const { return m_background; }

    /** A scene position's hex, if on the map. */
    std::optional<Hex> hexAt(QPointF scenePos) const;

signals:
    void editingChanged(bool editing);
    /** The scenario changed (an edit, an undo, a redo): the palette refreshes its forms. */
    void scenarioChanged();
    void selectionChanged();
    /** Something for the status bar: a refused edit's reason, a warning, a note. */
    void message(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool begin(Scenario scenario, const QString &basePath);
    /** Writes the scenario being edited to the session's autosave file (if it has one). */
    void autosave();
    void refreshScene();
    void refreshBackground();
    void strokeAt(Hex hex);
    void endStroke();
    void clickHex(Hex hex, QPointF scenePos);
    void tell(const QString &text);
    /** The game's panels step aside while editing and come back after. */
    void showEditorDock(bool editing);

    QMainWindow *m_window;
    GameSession *m_session;
    MapScene *m_scene;
    std::unique_ptr<ScenarioEditor> m_editor;
    QUndoStack *m_stack = nullptr;
    QDockWidget *m_dock = nullptr;
    EditorPalette *m_palette = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_editAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_deleteAction = nullptr;
    QGraphicsPixmapItem *m_background = nullptr;
    QList<QDockWidget *> m_hiddenDocks; /**< the game's panels hidden while editing */
    QString m_basePath; /**< the scenario file's folder: background paths are relative to it */
    QString m_savedPath; /**< the file holding the edited scenario as it was when editing began
                              or was last saved (empty: none); the game's file after editing */
    std::function<bool()> m_mayReplaceGame;

    Tool m_tool = Tool::Select;
    std::string m_terrain;
    std::string m_feature;
    std::string m_unitType;
    std::string m_markerKind;
    SideId m_side;
    std::optional<UnitId> m_selectedUnit;
    std::optional<Hex> m_selectedHex;
    QString m_lastRefusal;

    // A stroke in progress (paint, raise, lower): one undo step when the button is released.
    bool m_stroking = false;
    bool m_finishing = false; /**< the session is loading the edited position */
    std::set<Hex> m_strokeHexes;
    std::vector<ScenarioEdit> m_strokeEdits;
    std::vector<ScenarioEdit> m_strokeInverses;
    std::optional<UnitId> m_dragUnit; /**< Select tool: the counter pressed, moved on release */
    std::optional<Hex> m_pressHex;
};

} // namespace hexfire
