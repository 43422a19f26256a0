#pragma once

#include "core/dice/dicesource.h"
#include "core/dice/seededdice.h"
#include "core/game/gamestate.h"
#include "core/play/logentry.h"
#include "core/play/scriptstep.h"
#include "core/rules/ruleset.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace hexfire {

/**
 * An evaluation with the position it was computed for (Game::revision), so that what a player
 * previewed can be committed as it was seen, and re-evaluated only if the game moved since.
 */
struct PreviewedAction {
    Evaluation evaluation;
    std::uint64_t revision = 0;
};

/**
 * A game = initial position + action log. The one writer of the core game state: every change goes
 * through commit (evaluate -> resolve -> apply -> log), undo and redo. The log keeps a redo tail
 * after undo, like QUndoStack; committing a new action drops the tail.
 *
 * Dice: commit takes the DiceSource to use (random, manual, scripted). The game owns a SeededDice
 * for "random" whose state is saved with the game; undo never rewinds it and redo never touches it
 * (redo re-applies the recorded effects), so undoing cannot be used to re-roll.
 */
class Game final {
public:
    Game(GameState initial, std::unique_ptr<RuleSet> rules, std::uint64_t seed = 1);

    const GameState &state() const { return m_state; }
    const GameState &initialState() const { return m_initial; }
    const RuleSet &rules() const { return *m_rules; }

    /** The action's display name as its rule system publishes it. */
    std::string actionName(const Action &action) const;

    /** Pure: what the action would do now. */
    Evaluation evaluate(const Action &action) const;
    /** Pure: evaluate, stamped with the current revision. */
    PreviewedAction preview(const Action &action) const;
    /**
     * Changes with every change of the position (commit, undo, redo): an evaluation made at
     * another revision may no longer hold.
     */
    std::uint64_t revision() const { return m_revision; }
    /** Whether a previewed evaluation still holds here (made at this revision). */
    bool isCurrent(const PreviewedAction &previewed) const
    {
        return previewed.revision == m_revision;
    }

    /**
     * Evaluates, refuses an illegal action (throws hexfire::Error with the reason; nothing
     * changes), resolves with dice, applies the effects and appends the entry. If resolution throws
     * (a script runs out, the player cancels manual dice) nothing changes.
     */
    const LogEntry &commit(
        const Action &action, DiceSource &dice, std::string title = {}, std::string narration = {});
    /**
     * Commits what was previewed: its evaluation is resolved as it is when still current
     * (isCurrent), else its action is evaluated again first. Otherwise as commit(Action).
     */
    const LogEntry &commit(const PreviewedAction &previewed, DiceSource &dice,
        std::string title = {}, std::string narration = {});
    /** commit with the game's own seeded random dice. */
    const LogEntry &commitRandom(const Action &action, std::string title = {});

    /** Entries currently applied (the timeline position: 0 = the initial position). */
    int position() const { return m_position; }
    /** All entries, including the redo tail after position(). */
    const std::vector<LogEntry> &log() const { return m_log; }
    bool canUndo() const { return m_position > 0; }
    bool canRedo() const { return m_position < static_cast<int>(m_log.size()); }
    void undo();
    /** Re-applies the next entry's recorded effects; never rolls. */
    void redo();
    /** Undoes or redoes until position() == n (0..log().size()). */
    void goTo(int n);

    void setBookmark(int entry, bool on);
    void setNote(int entry, std::string note);
    /** A step's title and its teaching narration, as a teacher writes them for an example. */
    void setStepText(int entry, std::string title, std::string narration);

    /** The scenario's script (a rulebook example), if any. */
    const std::vector<ScriptStep> &script() const { return m_script; }
    void setScript(std::vector<ScriptStep> script) { m_script = std::move(script); }
    /** The next script step to play at the current position, or -1 when none. Script step i is
     *  log entry i: a scripted game is played from the start without other actions. */
    int nextScriptStep() const;
    /** Redo if the next entry exists; otherwise commit the next script step with its dice. */
    bool stepForward();

    SeededDice &randomDice() { return m_random; }
    SeededDice::State randomState() const { return m_random.state(); }
    void restoreRandomState(SeededDice::State s) { m_random.restore(s); }

private:
    /** Refuses, resolves, applies and logs an evaluation of action made at this revision. */
    const LogEntry &commitEvaluated(Evaluation evaluation, const Action &action, DiceSource &dice,
        std::string title, std::string narration);

    /** Adds to r what the change brought about beyond its effects: an objective taken, the end
        of the game. */
    void explainAftermath(const StateDelta &delta, bool overBefore, Resolution &r) const;

    GameState m_initial;
    GameState m_state;
    std::unique_ptr<RuleSet> m_rules;
    std::vector<LogEntry> m_log;
    int m_position = 0;
    std::uint64_t m_revision = 0; /**< bumped by every change of m_state */
    std::vector<ScriptStep> m_script;
    SeededDice m_random;
};

} // namespace hexfire
