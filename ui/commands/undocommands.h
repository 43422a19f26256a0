#pragma once

namespace hexfire {

/** Ids of HexFire's undo commands (none merge: every action is one atomic step). */
enum class UndoCommandId : int {
    Game = 1, /**< a committed game action: CommitActionCommand, PlayScriptStepCommand */
};

} // namespace hexfire
