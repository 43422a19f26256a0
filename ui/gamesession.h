#pragma once

#include "core/play/game.h"
#include "core/scenario/scenario.h"
#include "ui/metatypes.h"

#include <QByteArray>
#include <QDateTime>
#include <QObject>
#include <QString>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QUndoStack;

namespace hexfire {

/** Where dice come from when the player commits an action. */
enum class DiceMode { Random, Physical };

/**
 * Where a game the player plays on from an example came from: the example as it was opened, its
 * file, and the step the player left its script at (0 = before the first step).
 */
struct ExampleBranch {
    Scenario example;
    QString path;
    int step = 0;
};

/** One roll for the dice log: which entry of the timeline it belongs to and why it was rolled. */
struct LoggedRoll {
    int entry = 0;
    QString action;
    DieRoll roll;
};

/**
 * The one writer of the game the window shows. Owns the Game (and the Scenario it came from) and
 * a QUndoStack whose commands commit through Game, so the stack index and Game::position() never
 * disagree. Everyone else reads through const accessors and listens to the signals.
 *
 * The session never decides a rule: it builds nothing but Actions, asks Game (and so the RuleSet)
 * to evaluate and commit them, and passes on core's Evaluation and Resolution values.
 */
class GameSession final : public QObject {
    Q_OBJECT
public:
    explicit GameSession(QObject *parent = nullptr);
    ~GameSession() override;

    bool hasGame() const { return m_game != nullptr; }
    const Game &game() const { return *m_game; }
    const GameState &state() const { return m_game->state(); }
    const RuleSet &rules() const { return m_game->rules(); }
    /**
     * The rules, kept alive as long as the pointer is held even if another game is loaded
     * meanwhile: for a worker thread computing from a copy of the position (a RuleSet answers
     * several threads at once).
     */
    std::shared_ptr<const RuleSet> sharedRules() const
    {
        return m_game ? std::shared_ptr<const RuleSet>(m_game, &m_game->rules()) : nullptr;
    }
    const Scenario &scenario() const { return m_scenario; }
    QUndoStack *undoStack() const { return m_stack; }

    /**
     * Loads a scenario or saved game. On any problem returns false with the loader's diagnostics
     * in *error, and the current game is left untouched.
     */
    bool openFile(const QString &path, QString *error);
    /** Starts a game from a scenario already in memory (same failure contract as openFile). */
    bool openScenario(const Scenario &scenario, const QString &path, QString *error);
    /** Whether the players may still decide how the game is won: nothing has been played. */
    bool canSetVictory() const;
    /**
     * The players' answer at set-up (nothing played yet): the game starts again from its start
     * position under these victory conditions, and differs from its file until saved.
     */
    bool setVictory(const VictoryConditions &victory, QString *error = nullptr);
    /** Saves scenario + log + dice state atomically. */
    bool saveFile(const QString &path, QString *error);
    /** The current game as a saveable scenario. */
    Scenario snapshot() const;
    QString filePath() const { return m_path; }
    /**
     * Whether the game differs from its file: steps played or undone since it was opened or
     * saved, or a step's title, narration or bookmark edited since (hasEditedSteps).
     */
    bool isModified() const;
    /** A step's title, narration or bookmark was edited since the game was opened or saved. */
    bool hasEditedSteps() const { return m_stepsEdited; }
    /**
     * Whether the game's file changed on disk since this session opened or saved it (another
     * window or program wrote it): its size or time differ and so does its content. False for a
     * game without a file or whose file is gone (nothing there to overwrite).
     */
    bool fileChangedOnDisk() const;
    /**
     * Forgets where the game came from and marks it unsaved: a game restored from an autosave
     * belongs to no file until the player saves it somewhere.
     */
    void makeUntitled();

    /** Whether the game is an example: a script the player steps through (not yet left). */
    bool isExample() const { return m_game && !m_game->script().empty(); }
    /** The example this game was played on from, when the player left one's script. */
    const std::optional<ExampleBranch> &branchedFrom() const { return m_branch; }
    /**
     * Asked before the player's own action is committed in an example (isExample): true plays on
     * from here as the player's own game (the script goes, the example stays reachable through
     * branchedFrom), false commits nothing. Without an asker the player plays on.
     */
    void setLeaveExampleAsker(std::function<bool()> asker) { m_askLeave = std::move(asker); }

    /** Pure: what the action would do now (core's evaluation, unchanged; an Error is a refusal). */
    Evaluation evaluate(const Action &action) const;
    /** Shows the evaluation of an action the player is pointing at (hover). */
    void preview(const Action &action);
    void clearPreview();
    const std::optional<Evaluation> &currentPreview() const { return m_preview; }

    /**
     * Commits an action through an undo command: dice from the dice mode (or the scripted faces
     * set for the next commit). Illegal actions, cancelled physical dice or any core error change
     * nothing and return false with the reason.
     */
    bool commit(const Action &action, const QString &title, QString *error = nullptr);
    /**
     * What a commit of action resolves: the previewed evaluation when it is of this action and
     * still current (so a click commits what the hover showed), else a fresh one.
     */
    PreviewedAction prepare(const Action &action) const;
    /** Commits a prepared evaluation (re-evaluated by Game only if the position moved since). */
    bool commit(const PreviewedAction &prepared, const QString &title, QString *error = nullptr);

    // Timeline: entries applied (0 = initial position) over the log plus the unplayed script.
    int position() const;
    int timelineLength() const;
    bool canStepForward() const;
    bool canStepBack() const { return position() > 0; }
    bool stepForward(QString *error = nullptr);
    bool stepBack();
    /**
     * Jumps to entry n through QUndoStack::setIndex (playing script steps when past the log);
     * signals and autosaves once for the whole jump.
     */
    bool goTo(int n, QString *error = nullptr);
    QString stepTitle(int entry) const;
    QString stepNarration(int entry) const;
    bool isBookmarked(int entry) const;
    /** A played step's title and narration, as a teacher writes them for an example. */
    void setStepText(int entry, const QString &title, const QString &narration);
    /**
     * Saves the steps played up to the current position as an example (exampleFromGame): a
     * scenario whose script replays them with their recorded dice, titles and narration.
     */
    bool saveExample(const QString &path, QString *error);
    void setBookmark(int entry, bool on);
    /** The entry whose result is on the board (position - 1), if any. */
    const LogEntry *currentEntry() const;

    DiceMode diceMode() const { return m_diceMode; }
    void setDiceMode(DiceMode mode) { m_diceMode = mode; }
    /** Asks the player for the faces of the dice an evaluation lists; nullopt = cancel. */
    using PhysicalDiceAsker = std::function<std::optional<std::vector<int>>(const Evaluation &)>;
    /** Asks for one more die than the evaluation listed (a conditional die); nullopt = cancel. */
    using SingleDieAsker = std::function<std::optional<int>(int sides, const QString &purpose)>;
    void setPhysicalDiceAskers(PhysicalDiceAsker all, SingleDieAsker one);
    /** The next commit (only) uses these faces: tests and teaching. */
    void setScriptedDice(std::vector<int> faces) { m_scripted = std::move(faces); }
    /** Every roll of the applied entries, oldest first. */
    std::vector<LoggedRoll> rolls() const;

    /** Core's LOS trace under the game's ruleset. */
    LosTrace traceLos(Hex from, Hex to) const;
    /** Core's verdict from one hex to every hex of the map, in cell order. */
    std::vector<LosResult> visibility(Hex from) const;

    /** Where to write the game after every action (empty: no autosave). */
    void setAutosavePath(const QString &path) { m_autosavePath = path; }
    QString autosavePath() const { return m_autosavePath; }
    /** Writes the autosave now (after a restore, so the game is in this session's own file). */
    void autosave();
    /** Writes the autosave a timeline jump left pending (written 300 ms after the jump, when no
        other jump came meanwhile); nothing when none is. */
    void flushAutosave();

signals:
    /** A different game was loaded: everything must be rebuilt. */
    void gameReset();
    /** The position changed (commit, undo, redo, timeline jump). */
    void stateChanged();
    void unitChanged(const hexfire::UnitId &unit);
    void markersChanged();
    /** The previewed evaluation changed (or was cleared). */
    void evaluationChanged();
    /** A commit or redo produced this resolution. */
    void resolved(const hexfire::Resolution &resolution);
    /** The position or the steps changed; once per timeline jump, not once per step in it. */
    void timelineChanged();
    /** Only entry's bookmark changed. */
    void bookmarkChanged(int entry);
    void fileChanged();
    /** The game was written to the autosave file (once per action, once per timeline jump). */
    void autosaved(const QString &path);
    /** A problem worth telling the player that changed nothing (e.g. a failed autosave). */
    void warning(const QString &message);

private:
    friend class GameCommand;
    friend class CommitActionCommand;
    friend class PlayScriptStepCommand;

    Game &mutableGame() { return *m_game; }
    /**
     * After every change (delta: what the log entry changed, applied or reverted): fine-grained
     * signals and autosave, or during a timeline jump only noted for the end of the jump.
     */
    void afterChange(const StateDelta &delta, const Resolution *resolution);
    /** Ends a timeline jump: one round of signals and one autosave for all its steps. */
    void finishJump();
    /** A step's text or bookmark changed outside the undo stack: the game is modified. */
    void stepEdited();
    /** The player's own action was committed in an example at step: the game becomes theirs. */
    void leaveExample(int step);
    /** Remembers what the game's file holds now, for fileChangedOnDisk. */
    void rememberFile();

    Scenario m_scenario;
    /** Shared with the workers that compute from it (sharedRules); the session is its owner. */
    std::shared_ptr<Game> m_game;
    QUndoStack *m_stack = nullptr;
    QString m_path;
    QString m_autosavePath;
    std::optional<Evaluation> m_preview;
    std::optional<std::uint64_t> m_previewRevision; /**< Game::revision of m_preview */
    std::optional<Action> m_previewAsked; /**< the action m_preview was asked for */
    DiceMode m_diceMode = DiceMode::Random;
    PhysicalDiceAsker m_askAll;
    SingleDieAsker m_askOne;
    std::optional<std::vector<int>> m_scripted;
    std::function<bool()> m_askLeave;
    std::optional<ExampleBranch> m_branch;
    bool m_loading = false;
    bool m_stepsEdited = false; /**< see hasEditedSteps */
    bool m_setUpEdited = false; /**< the victory conditions were answered since opening/saving */
    qint64 m_fileSize = -1; /**< the game's file when opened or saved (rememberFile) */
    QDateTime m_fileTime;
    QByteArray m_fileHash;
    bool m_jumping = false;
    std::vector<UnitId> m_jumpUnits; /**< units a jump touched so far */
    bool m_jumpMarkers = false;
    bool m_jumpResolved = false; /**< the jump's last step was taken forward: its result is told
                                    at its end (the current entry's) */
    QTimer m_autosaveTimer; /**< a jump's autosave, written once the timeline rests */
    bool m_jumpChanged = false;
    bool m_jumpTimeline = false; /**< the undo stack moved during the jump */
};

} // namespace hexfire
