#pragma once

#include "core/rules/vocabulary.h"
#include "ui/map/mapscene.h"
#include "ui/prompts.h"

#include <QMainWindow>

#include <memory>
#include <optional>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QToolBar;
class QToolButton;

namespace hexfire {

class EditorController;

class AdviceController;
class AssumptionsPanel;
class AutosaveStore;
class DiceLogPanel;
class ExplanationPanel;
class GameSession;
class LosThreadController;
class MapView;
class PlayController;
class QuizController;
class StepCardController;
class TimelinePanel;

/**
 * The HexFire window, a frame: the map in the middle, the panels as docks, the menus. It creates
 * the controllers (PlayController, LosThreadController, AdviceController, StepCardController,
 * QuizController, EditorController, ...), docks their panels, puts their actions in its menus and
 * wires them to each other; each listens to GameSession (the Document) itself. Tests and main()
 * reach a controller with findChild<PlayController *>().
 */
class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    /** What the window asks and tells the player (ui/prompts.h). */
    using Prompts = hexfire::Prompts;

    /** interactive false: no dialogs, no autosave, no crash check (screenshots and tests). */
    explicit MainWindow(bool interactive = true, QWidget *parent = nullptr);
    ~MainWindow() override;

    void setPrompts(Prompts prompts);
    /**
     * Autosaves every action into this instance's own file in directory (AutosaveStore), and
     * lets openStartupGame offer the autosaves of sessions that died. The interactive window
     * does this with AutosaveStore::defaultDirectory(). False with the reason when the file
     * cannot be claimed (the game is then not autosaved).
     */
    bool enableAutosave(const QString &directory, QString *error = nullptr);
    /** This instance's autosave file; empty without autosave. */
    QString autosavePath() const;

    GameSession *session() const { return m_session; }
    /** Edit mode: the scenario editor (File > New Scenario, Edit > Edit Scenario). */
    EditorController *editorController() const { return m_editorController; }
    MapScene *scene() const { return m_scene; }
    MapView *view() const { return m_view; }

    /** Opens a file; on failure shows the loader's diagnostics (when interactive) and keeps the
     * game. */
    bool openFile(const QString &path, QString *error = nullptr);
    /**
     * When a session died with a game autosaved: offers to restore it (untitled: Save asks for a
     * name). A restore that fails says why and keeps the autosave under a name it gives.
     * Otherwise, or when declined, opens file, or on first start the default scenario, or else
     * the most recent file.
     */
    void openStartupGame(const QString &file = {});

    /** File > Save: to the game's file, or asks where (untitled, or a bundled example). */
    bool fileSave();
    /** File > Save As: asks where (Prompts::savePath). */
    bool fileSaveAs();
    /** File > Save as Example: the steps played so far as an example others replay. */
    bool fileSaveExample();
    /** Help > The Game's Rules in Brief: the rule system's primer and glossary. */
    QAction *rulesBriefAction() const { return m_rulesBriefAction; }
    /** What that dialog shows for a rule system (its primer and glossary as HTML). */
    static QString rulesBriefHtml(const RuleSet &rules);
    /** View > Focus on the Map: every panel hidden, and back. */
    QAction *focusMapAction() const { return m_focusMapAction; }
    /** Whether the panels are arranged for a small screen (one tabbed column beside the map). */
    bool compactLayout() const { return m_compact; }

    /** Help > Legend: the map's terrain, the rule system's markers and counter values. */
    static QString legendHtml(const GameState &state, const RuleSet &rules);
    /**
     * The text size the window uses, in percent of the system's: the player's choice (View >
     * Text Size), or with none one that follows the screen, so that a large desktop screen
     * does not leave the text small (100% up to 1200 pixels high, then in proportion, at most
     * 150%).
     */
    static int textPercentFor(int chosenPercent, int screenHeight);
    /** Applies a text size to the whole window (percent of the system's). */
    void setTextPercent(int percent);
    int textPercent() const { return m_textPercent; }
    /** View > Dark Theme: dark panels around the map (the map keeps its printed colours). */
    void setDarkTheme(bool on);
    bool darkTheme() const { return m_dark; }
    /** Help > Keyboard Shortcuts: every action of the window with a shortcut. */
    QString shortcutsHtml() const;

    bool exportPng(const QString &path, double scale = 2.0);
    bool exportSvg(const QString &path);

protected:
    void closeEvent(QCloseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void createActions();
    void createDocks();
    /** Puts the panels where they belong for the window's size (see compactLayout). */
    void arrangeDocks(bool compact);
    /** Shows a dialog with this HTML (Help menu pages). */
    void showHelpPage(const QString &title, const QString &objectName, const QString &html);
    void createMenus();
    void createEditMenu();
    void createViewMenu();
    /** View > Text Size and Dark Theme. */
    void addTextActions(QMenu *view);
    void createEditor();
    void updateRecentMenu();
    void updateExamplesMenu();
    void updateTitle();

    void report(const QString &message);
    /** A hint or a refusal on the status bar only (no dialog). */
    void hint(const QString &message);

    /** Offers one crashed session's autosave; true when its game is now open. */
    bool offerRestore(const QString &autosave);

    void fileOpen();
    void fileExport();

    bool m_interactive;
    Prompts m_prompts;
    std::unique_ptr<AutosaveStore> m_autosave;
    GameSession *m_session;
    MapScene *m_scene;
    EditorController *m_editorController = nullptr;
    MapView *m_view;
    DiceLogPanel *m_diceLog = nullptr;
    TimelinePanel *m_timeline = nullptr;
    AssumptionsPanel *m_assumptions = nullptr;
    QList<QDockWidget *> m_docks;
    QAction *m_focusMapAction = nullptr;
    QToolButton *m_zoomButton = nullptr;
    QLabel *m_statusTurn = nullptr;
    bool m_compact = false;
    int m_textPercent = 100;
    bool m_dark = false;
    std::optional<QPalette> m_lightPalette; /**< the system's palette, to go back to */
    QString m_lightStyle;
    std::optional<QFont> m_baseFont; /**< the system's font, before any text size */
    bool m_layoutChosen = false; /**< the docks were placed for a size (or restored) */
    QList<QDockWidget *> m_hiddenForFocus;

    QToolBar *m_tools = nullptr;
    QMenu *m_gameMenu = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_physicalDiceAction = nullptr;
    QAction *m_animationsAction = nullptr;
    QAction *m_rulesBriefAction = nullptr;
    QToolBar *m_reactions = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_examplesMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QLabel *m_statusMode = nullptr;
    QLabel *m_statusDice = nullptr;

    // The controllers (win-play): created, docked and wired by the frame.
    void createControllers();
    void wireControllers();
    void createStatusBar();
    PlayController *m_play = nullptr;
    LosThreadController *m_thread = nullptr;
    AdviceController *m_advice = nullptr;
    StepCardController *m_stepCard = nullptr;
    QuizController *m_quiz = nullptr;
};

} // namespace hexfire
