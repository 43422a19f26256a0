#pragma once

#include "core/dice/dicesource.h"
#include "core/play/game.h"
#include "ui/commands/gamecommand.h"

#include <memory>

namespace hexfire {

/** A player's action committed through Game with the session's dice. */
class CommitActionCommand final : public GameCommand {
public:
    /**
     * Commits now (the prepared evaluation, evaluated again only when stale; roll, apply, log).
     * Returns null with the reason in *error when the rules refuse the action, the dice are
     * cancelled or core throws; nothing changes then.
     */
    static std::unique_ptr<CommitActionCommand> commit(GameSession *session,
        const PreviewedAction &prepared, const QString &title, DiceSource &dice, QString *error);

private:
    CommitActionCommand(GameSession *session, const QString &text);
};

} // namespace hexfire
