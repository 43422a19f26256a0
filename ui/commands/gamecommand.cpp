#include "ui/commands/gamecommand.h"

#include "ui/commands/undocommands.h"
#include "ui/gamesession.h"

namespace hexfire {

GameCommand::GameCommand(GameSession *session, const QString &text)
    : QUndoCommand(text)
    , m_session(session)
{ }

int GameCommand::id() const { return static_cast<int>(UndoCommandId::Game); }

void GameCommand::committed(GameState before)
{
    m_announceOnly = true;
    m_before = std::move(before);
}

void GameCommand::redo()
{
    Game &game = m_session->mutableGame();
    if (m_announceOnly) {
        m_announceOnly = false;
        const GameState before = std::move(m_before);
        m_before = {};
        m_session->afterChange(
            before, &game.log()[static_cast<std::size_t>(game.position() - 1)].resolution);
        return;
    }
    const GameState before = game.state();
    game.redo();
    m_session->afterChange(
        before, &game.log()[static_cast<std::size_t>(game.position() - 1)].resolution);
}

void GameCommand::undo()
{
    Game &game = m_session->mutableGame();
    const GameState before = game.state();
    game.undo();
    m_session->afterChange(before, nullptr);
}

} // namespace hexfire
