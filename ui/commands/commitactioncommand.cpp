#include "ui/commands/commitactioncommand.h"

#include "ui/gamesession.h"

namespace hexfire {

CommitActionCommand::CommitActionCommand(GameSession *session, const QString &text)
    : GameCommand(session, text)
{ }

std::unique_ptr<CommitActionCommand> CommitActionCommand::commit(GameSession *session,
    const Action &action, const QString &title, DiceSource &dice, QString *error)
{
    Game &game = session->mutableGame();
    GameState before = game.state();
    try {
        const LogEntry &entry = game.commit(action, dice, title.toStdString());
        const std::string_view kind = displayName(action.kind);
        const QString text = entry.title.empty()
            ? QString::fromUtf8(kind.data(), static_cast<qsizetype>(kind.size()))
            : QString::fromStdString(entry.title);
        std::unique_ptr<CommitActionCommand> command(new CommitActionCommand(session, text));
        command->committed(std::move(before));
        return command;
    } catch (const std::exception &e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return nullptr;
    }
}

} // namespace hexfire
