#pragma once

#include "ui/prompts.h"

#include <QList>
#include <QObject>
#include <QString>

#include <memory>

class QAction;
class QMainWindow;
class QMenu;

namespace hexfire {

class AutosaveStore;
class GameSession;
class MapScene;

/**
 * The window's files: the File menu, the Examples menu's scenarios, the recent files, the
 * window title, export, and the autosave that lets a crashed session be restored.
 *
 * Nothing the player did is thrown away without asking: closing the window, opening another
 * file (File > Open, Open Recent, an example) or anything else that replaces a game with unsaved
 * work (mayReplaceGame) asks Save, Discard or Cancel first, and the autosave stays until the
 * player has answered. Work is what a file does not give back: steps the player played since
 * the game was opened or saved, a step's title, narration or bookmark edited since, or a game
 * that belongs to no file; stepping through an example's own script is not (its file replays
 * it).
 */
class FileController final : public QObject {
    Q_OBJECT
public:
    /** Silent until setPrompts gives it the player's prompts. */
    FileController(QMainWindow *window, GameSession *session, MapScene *scene);
    ~FileController() override;

    /** How the player is asked and told; members left empty answer as silentPrompts(). */
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

    /**
     * Opens a file without asking about the game it replaces (the command line, start-up); on
     * failure tells the loader's diagnostics (Prompts::problem) and keeps the game.
     */
    bool openFile(const QString &path, QString *error = nullptr);
    /** Opens a file as the player asked for it (a menu): mayReplaceGame first, then openFile. */
    bool openAsked(const QString &path);
    /**
     * When a session died with a game autosaved: offers to restore it (untitled: Save asks for a
     * name). A restore that fails says why and keeps the autosave under a name it gives.
     * Otherwise, or when declined, opens file, or else the most recent file (not on first
     * start); with nothing to open asks for the welcome page (welcomeWanted). True when a game
     * is open afterwards.
     */
    bool openStartupGame(const QString &file = {});

    /** File > Open: mayReplaceGame, then which file (Prompts::openPath). */
    bool fileOpen();
    /**
     * File > Save: to the game's file, or asks where (untitled, or a bundled example). Over a
     * file that holds the scenario the game started from, or one that changed on disk since it
     * was opened or saved here (another window saved it), asks before replacing it with the
     * game (No: Save As).
     */
    bool fileSave();
    /** File > Save As: asks where (Prompts::savePath). */
    bool fileSaveAs();
    /** File > Save as Example: the steps played so far as an example others replay. */
    bool fileSaveExample();
    bool exportPng(const QString &path, double scale = 2.0);
    bool exportSvg(const QString &path);

    /**
     * Game > How the Game Is Won: where the rules let the players decide and nothing is played
     * yet, asks (Prompts::victory) starting from what the game has; otherwise tells how the game
     * is won. openFile asks by itself when the file leaves it to the rule system's preset.
     */
    void askVictory();
    /** The action that opens askVictory, for the Game menu. */
    QAction *victoryAction() const { return m_victoryAction; }

    /** Whether the game holds work a file does not give back (see the class comment). */
    bool hasUnsavedWork() const;
    /**
     * Before the game is replaced or closed: with unsaved work asks Save, Discard or Cancel.
     * True when the game may go (nothing to lose, discarded, or saved); false keeps it.
     */
    bool mayReplaceGame();
    /**
     * The window is closing: mayReplaceGame, then (unless cancelled) the autosave goes, as it
     * does on every clean exit. False keeps the window open with its game and autosave.
     */
    bool queryClose();
    /**
     * The session ends with nobody to ask (a quit signal at logout): a game with unsaved work
     * stays in its autosave and is offered at the next start as after a crash; otherwise the
     * autosave goes. The window then closes without asking.
     */
    void endWithoutAsking();

    /** Fills the File menu, the editor's New Scenario and Save Scenario As among its entries. */
    void fillFileMenu(QMenu *menu, QAction *newScenario, QAction *saveScenarioAs);
    /** The Examples menu: firstActions (the quiz, restart) at its top, then every bundled one. */
    void setExamplesMenu(QMenu *menu, const QList<QAction *> &firstActions);

signals:
    /** Nothing to open at start-up (a first start): the player chooses on the welcome page. */
    void welcomeWanted();

private:
    bool offerRestore(const QString &autosave);
    /** Whether Save may write the game to its file (asks over the scenario it came from). */
    bool maySaveOverFile();
    /** Whether Save may write over the game's file when it changed on disk (asks). */
    bool mayOverwriteChangedFile();
    bool saveTo(const QString &path);
    void fileExport();
    void updateRecentMenu();
    void updateExamplesMenu();
    void updateTitle();
    void report(const QString &message);
    /** Asks the players at set-up when the file left how the game is won to the preset. */
    void askVictoryAtSetUp();
    void hint(const QString &message);

    QMainWindow *m_window;
    GameSession *m_session;
    MapScene *m_scene;
    Prompts m_prompts;
    std::unique_ptr<AutosaveStore> m_autosave;
    bool m_fileHoldsGame = false; /**< the game's file is a saved game, not only its scenario */
    bool m_closeDecided = false; /**< endWithoutAsking: the window closes without a question */
    QMenu *m_recentMenu = nullptr;
    QAction *m_victoryAction = nullptr;
    QMenu *m_examplesMenu = nullptr;
    QList<QAction *> m_examplesFirst;
};

} // namespace hexfire
