#pragma once

#include <QUndoCommand>

namespace hexfire {

class GameSession;

/**
 * One entry of the game's log on the undo stack. undo() is Game::undo, redo() is Game::redo,
 * which re-applies the recorded effects and never rolls. Subclasses make the first commit; a plain
 * GameCommand stands for an entry that is already in the log (a loaded saved game). No command
 * keeps a copy of the position: what changed is the log entry's delta.
 */
class GameCommand : public QUndoCommand {
public:
    GameCommand(GameSession *session, const QString &text);

    int id() const override;
    void redo() override;
    void undo() override;

protected:
    /** Marks the entry as just committed: the push's redo() only announces it. */
    void committed() { m_announceOnly = true; }

    GameSession *m_session;

private:
    bool m_announceOnly = false;
};

} // namespace hexfire
