#include "ui/editor/editcommand.h"

#include "core/edit/scenarioeditor.h"

namespace hexfire {

EditCommand::EditCommand(ScenarioEditor &editor, const QString &text,
    std::vector<ScenarioEdit> edits, std::vector<ScenarioEdit> inverses,
    std::function<void()> changed)
    : QUndoCommand(text)
    , m_editor(editor)
    , m_edits(std::move(edits))
    , m_inverses(std::move(inverses))
    , m_changed(std::move(changed))
{ }

void EditCommand::undo()
{
    for (auto it = m_inverses.rbegin(); it != m_inverses.rend(); ++it)
        m_editor.applyUnchecked(*it);
    m_applied = false;
    if (m_changed)
        m_changed();
}

void EditCommand::redo()
{
    // QUndoStack::push calls redo at once; the edits were applied (and checked) already.
    if (m_applied) {
        if (m_changed)
            m_changed();
        return;
    }
    m_inverses.clear();
    for (const ScenarioEdit &e : m_edits)
        m_inverses.push_back(m_editor.applyUnchecked(e));
    m_applied = true;
    if (m_changed)
        m_changed();
}

} // namespace hexfire
