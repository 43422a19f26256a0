#pragma once

#include "core/dice/dicesource.h"
#include "core/rules/action.h"
#include "ui/commands/gamecommand.h"

#include <memory>

namespace hexfire {

/** A player's action committed through Game with the session's dice. */
class CommitActionCommand final : public GameCommand {
public:
    /**
     * Commits now (evaluate, roll, apply, log). Returns null with the reason in *error when the
     * rules refuse the action, the dice are cancelled or core throws; nothing changes then.
     */
    static std::unique_ptr<CommitActionCommand> commit(GameSession *session, const Action &action,
        const QString &title, DiceSource &dice, QString *error);

private:
    CommitActionCommand(GameSession *session, const QString &text);
};

} // namespace hexfire
