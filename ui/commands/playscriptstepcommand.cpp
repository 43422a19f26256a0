#include "ui/commands/playscriptstepcommand.h"

#include "ui/gamesession.h"

#include <QCoreApplication>

namespace hexfire {

PlayScriptStepCommand::PlayScriptStepCommand(GameSession *session, const QString &text)
    : GameCommand(session, text)
{ }

std::unique_ptr<PlayScriptStepCommand> PlayScriptStepCommand::play(
    GameSession *session, QString *error)
{
    Game &game = session->mutableGame();
    const int step = game.nextScriptStep();
    if (step < 0) {
        if (error)
            *error
                = QCoreApplication::translate("Undo Commands", "There is no further script step.");
        return nullptr;
    }
    try {
        if (!game.stepForward()) {
            if (error)
                *error = QCoreApplication::translate(
                    "Undo Commands", "The script step could not be played.");
            return nullptr;
        }
    } catch (const std::exception &e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return nullptr;
    }
    const LogEntry &entry = game.log()[static_cast<std::size_t>(game.position() - 1)];
    std::unique_ptr<PlayScriptStepCommand> command(
        new PlayScriptStepCommand(session, QString::fromStdString(entry.title)));
    command->committed();
    return command;
}

} // namespace hexfire
