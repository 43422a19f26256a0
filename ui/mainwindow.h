#pragma once

#include "core/game/ids.h"
#include "core/hex/hex.h"
#include "core/rules/action.h"
#include "core/rules/resolution.h"
#include "ui/map/mapscene.h"

#include <QMainWindow>

#include <optional>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QSpinBox;
class QUndoView;

namespace hexfire {

class AssumptionsPanel;
class DiceLogPanel;
class ExplanationPanel;
class GameSession;
class MapView;
class OddsChart;
class TimelinePanel;
class UnitPanel;

/**
 * The HexFire window: the map in the middle, the panels as docks, modes on the toolbar. It turns
 * the scene's intent into Actions for GameSession and shows what core answers; it never decides a
 * rule itself.
 */
class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    /** interactive false: no dialogs, no autosave, no crash check (screenshots and tests). */
    explicit MainWindow(bool interactive = true, QWidget *parent = nullptr);
    ~MainWindow() override;

    GameSession *session() const { return m_session; }
    MapScene *scene() const { return m_scene; }
    MapView *view() const { return m_view; }
    ExplanationPanel *explanationPanel() const { return m_explanation; }
    OddsChart *oddsChart() const { return m_odds; }
    DiceLogPanel *diceLog() const { return m_diceLog; }
    UnitPanel *unitPanel() const { return m_unitPanel; }
    TimelinePanel *timeline() const { return m_timeline; }

    /** Opens a file; on failure shows the loader's diagnostics (when interactive) and keeps the
     * game. */
    bool openFile(const QString &path, QString *error = nullptr);
    /**
     * After a crash: offers the autosave. Otherwise opens file, or on first start the default
     * scenario, or else the most recent file.
     */
    void openStartupGame(const QString &file = {});

    MapScene::Mode mode() const { return m_scene->mode(); }
    void setMode(MapScene::Mode mode);
    void selectUnit(const std::optional<UnitId> &unit);
    const std::optional<UnitId> &selectedUnit() const { return m_selected; }
    /** The action the current mode would take on a hex (empty in Select mode or without a unit). */
    std::optional<Action> actionFor(Hex target) const;
    /** Assault from a non-adjacent hex: the hex to maneuver into (default: the hex next to the
     *  target on the side the mouse points from). */
    void setAssaultVia(std::optional<Hex> via) { m_assaultVia = via; }
    void setMarkerValue(int value);
    void setMortarValue(int value);

    /** Resolves the Fire Resolution Phase (every hex with markers) through core. */
    bool resolveFirePhase(QString *error = nullptr);
    bool adjustMarkers(QString *error = nullptr);

    /** Zooms to where the counters and markers are (with a margin), or the whole map. */
    void focusOnAction();

    bool exportPng(const QString &path, double scale = 2.0);
    bool exportSvg(const QString &path);

    /** Where the autosave goes (QStandardPaths::AppDataLocation). */
    static QString autosaveFile();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createDocks();
    void createMenus();
    void updateRecentMenu();
    void updateExamplesMenu();
    void updateTitle();

    void onGameReset();
    void onStateChanged();
    void onEvaluationChanged();
    void onResolved(const Resolution &resolution);
    void onHexHovered(Hex hex);
    void onHoverLeft();
    void onHexClicked(Hex hex);
    void onUnitClicked(const UnitId &unit);
    void refreshSelection();
    void showCurrentEntry();
    void report(const QString &message);

    void fileOpen();
    bool fileSave();
    bool fileSaveAs();
    void fileExport();

    bool m_interactive;
    GameSession *m_session;
    MapScene *m_scene;
    MapView *m_view;
    ExplanationPanel *m_explanation = nullptr;
    OddsChart *m_odds = nullptr;
    DiceLogPanel *m_diceLog = nullptr;
    UnitPanel *m_unitPanel = nullptr;
    TimelinePanel *m_timeline = nullptr;
    AssumptionsPanel *m_assumptions = nullptr;
    QUndoView *m_undoView = nullptr;
    QList<QDockWidget *> m_docks;

    QActionGroup *m_modeGroup = nullptr;
    QAction *m_selectAction = nullptr;
    QAction *m_fireAction = nullptr;
    QAction *m_mortarAction = nullptr;
    QAction *m_assaultAction = nullptr;
    QAction *m_resolveAction = nullptr;
    QAction *m_adjustAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_physicalDiceAction = nullptr;
    QAction *m_animationsAction = nullptr;
    QAction *m_visibilityAction = nullptr;
    QSpinBox *m_markerValue = nullptr;
    QSpinBox *m_mortarValue = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_examplesMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QLabel *m_statusMode = nullptr;
    QLabel *m_statusDice = nullptr;

    std::optional<UnitId> m_selected;
    std::optional<Hex> m_hovered;
    std::optional<Hex> m_assaultVia;
};

} // namespace hexfire
