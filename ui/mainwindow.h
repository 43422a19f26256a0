#pragma once

#include "ui/map/mapscene.h"
#include "ui/prompts.h"

#include <QList>
#include <QMainWindow>
#include <QPointer>

class QAction;
class QLabel;
class QMenu;
class QToolBar;
class QToolButton;
class QStackedWidget;
class QVBoxLayout;

namespace hexfire {

class AdjustController;
class AdviceController;
class ElidedLabel;
class AssumptionsPanel;
class DiceLogPanel;
class ExampleController;
class EditorController;
class FileController;
class GameSession;
class HelpController;
class LayoutController;
class LosThreadController;
class MapView;
class MoveController;
class PlayController;
class QuizController;
class SideBanner;
class StepCardController;
class TimelinePanel;
class TurnTrack;
class WelcomePage;

/**
 * The HexFire window, a frame: the map in the middle, the panels as docks, the menus. It creates
 * the controllers (PlayController, LosThreadController, AdviceController, StepCardController,
 * QuizController, FileController, HelpController, LayoutController, EditorController), docks
 * their panels, puts their actions in its menus and wires them to each other; each listens to
 * GameSession (the Document) itself. Tests and main() reach a controller with
 * findChild<PlayController *>().
 */
class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    /** What the window asks and tells the player (ui/prompts.h). */
    using Prompts = hexfire::Prompts;

    /** interactive false: no dialogs, no autosave, no crash check (screenshots and tests). */
    explicit MainWindow(bool interactive = true, QWidget *parent = nullptr);
    ~MainWindow() override;

    /** How the window and its controllers ask and tell the player. */
    void setPrompts(Prompts prompts);

    GameSession *session() const { return m_session; }
    /** Help > Welcome Page: the games, their examples and sandboxes in place of the map. */
    void showWelcome(bool on);
    bool welcomeShown() const;
    WelcomePage *welcomePage() const { return m_welcome; }
    /** Edit mode: the scenario editor (File > New Scenario, Edit > Edit Scenario). */
    EditorController *editorController() const { return m_editorController; }
    MapScene *scene() const { return m_scene; }
    MapView *view() const { return m_view; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void createControllers();
    void wireControllers();
    /** The turn track's hot-seat banner and end-of-game summary. */
    void wireTurnTrack();
    void createStatusBar();
    void createActions();
    void createDocks();
    void createMenus();
    void createEditMenu();
    void createViewMenu();
    /** View > Language: the system's or a bundled translation, kept for the next start. */
    void addLanguageMenu(QMenu *view);
    void createEditor();

    void report(const QString &message);
    /** A hint or a refusal on the status bar only (no dialog). */
    void hint(const QString &message);
    /** What the selected unit may do next, for the Explanation while nothing is pointed at. */
    QString selectionHint() const;

    bool m_interactive;
    Prompts m_prompts;
    GameSession *m_session;
    MapScene *m_scene;
    EditorController *m_editorController = nullptr;
    MapView *m_view;
    DiceLogPanel *m_diceLog = nullptr;
    TimelinePanel *m_timeline = nullptr;
    AssumptionsPanel *m_assumptions = nullptr;
    QToolButton *m_zoomButton = nullptr;
    ElidedLabel *m_statusTurn = nullptr;
    ElidedLabel *m_statusMode = nullptr;
    QLabel *m_statusDice = nullptr;

    QToolBar *m_tools = nullptr;
    QToolBar *m_reactions = nullptr;
    TurnTrack *m_turnTrack = nullptr;
    QVBoxLayout *m_centreColumn = nullptr;
    QStackedWidget *m_centre = nullptr;
    WelcomePage *m_welcome = nullptr;
    QAction *m_welcomeAction = nullptr;
    QList<QPointer<QWidget>> m_hiddenForWelcome; /**< panels and tools the page put away */
    SideBanner *m_sideBanner = nullptr;
    QMenu *m_gameMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_physicalDiceAction = nullptr;
    QAction *m_animationsAction = nullptr;

    // The controllers: created, docked and wired by the frame.
    PlayController *m_play = nullptr;
    MoveController *m_move = nullptr;
    AdjustController *m_adjust = nullptr;
    LosThreadController *m_thread = nullptr;
    AdviceController *m_advice = nullptr;
    StepCardController *m_stepCard = nullptr;
    QuizController *m_quiz = nullptr;
    FileController *m_files = nullptr;
    ExampleController *m_examples = nullptr;
    HelpController *m_help = nullptr;
    LayoutController *m_layout = nullptr;
};

} // namespace hexfire
