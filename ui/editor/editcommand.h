#pragma once

#include "core/edit/scenarioedit.h"

#include <QUndoCommand>

#include <functional>
#include <vector>

namespace hexfire {

class ScenarioEditor;

/**
 * One step of the editor's undo stack: one or more edits already checked and applied by the
 * ScenarioEditor (a paint stroke is one step however many hexes it crossed), with the inverses
 * core returned. Undo applies the inverses newest first; redo applies the edits again. Both go
 * through core without re-checking: they only restore positions the loader accepted.
 */
class EditCommand final : public QUndoCommand {
public:
    /** `changed` runs after every undo and redo so the map and forms follow. */
    EditCommand(ScenarioEditor &editor, const QString &text, std::vector<ScenarioEdit> edits,
        std::vector<ScenarioEdit> inverses, std::function<void()> changed);

    void undo() override;
    void redo() override;

private:
    ScenarioEditor &m_editor;
    std::vector<ScenarioEdit> m_edits;
    std::vector<ScenarioEdit> m_inverses;
    std::function<void()> m_changed;
    bool m_applied = true; /**< the edits were applied before the command was pushed */
};

} // namespace hexfire
