#include "ui/commands/commitactioncommand.h"

#include "ui/gamesession.h"

namespace hexfire {

CommitActionCommand::CommitActionCommand(GameSession *session, const QString &text)
    : GameCommand(session, text)
{ }

std::unique_ptr<CommitActionCommand> CommitActionCommand::commit(GameSession *session,
    const PreviewedAction &prepared, const QString &title, DiceSource &dice, QString *error)
{
    Game &game = session->mutableGame();
    try {
        const Action &action = prepared.evaluation.action;
        const LogEntry &entry = game.commit(prepared, dice, title.toStdString());
        const QString text
            = QString::fromStdString(entry.title.empty() ? game.actionName(action) : entry.title);
        std::unique_ptr<CommitActionCommand> command(new CommitActionCommand(session, text));
        command->committed();
        return command;
    } catch (const std::exception &e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return nullptr;
    }
}

} // namespace hexfire
