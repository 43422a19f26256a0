#pragma once

#include "ui/commands/gamecommand.h"

#include <memory>

namespace hexfire {

/** The next step of the scenario's script (a rulebook example), played with its own dice. */
class PlayScriptStepCommand final : public GameCommand {
public:
    /** Plays the step now; null with the reason in *error when there is none or core refuses. */
    static std::unique_ptr<PlayScriptStepCommand> play(GameSession *session, QString *error);

private:
    PlayScriptStepCommand(GameSession *session, const QString &text);
};

} // namespace hexfire
