#include "ui/commands/gamecommand.h"

#include "ui/commands/undocommands.h"
#include "ui/gamesession.h"

namespace hexfire {

GameCommand::GameCommand(GameSession *session, const QString &text)
    : QUndoCommand(text)
    , m_session(session)
{ }

int GameCommand::id() const { return static_cast<int>(UndoCommandId::Game); }

void GameCommand::redo()
{
    Game &game = m_session->mutableGame();
    if (m_announceOnly)
        m_announceOnly = false; // the commit already applied it
    else
        game.redo();
    const LogEntry &entry = game.log()[static_cast<std::size_t>(game.position() - 1)];
    m_session->afterChange(entry.delta, &entry.resolution);
}

void GameCommand::undo()
{
    Game &game = m_session->mutableGame();
    const LogEntry &entry = game.log()[static_cast<std::size_t>(game.position() - 1)];
    game.undo();
    m_session->afterChange(entry.delta, nullptr);
}

} // namespace hexfire
