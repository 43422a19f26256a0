#pragma once

#include "core/rules/action.h"
#include "core/rules/whatif.h"

#include <QWidget>

#include <optional>
#include <vector>

class QBoxLayout;
class QCheckBox;
class QLabel;
class QListWidget;

namespace hexfire {

class GameSession;
class OddsChart;

/**
 * What if: for the action previewed, the single changes core's whatIfChanges offers (a state of
 * the target, an order it takes first, a supporter, an input, a marker); choosing one shows core's
 * odds before and after side by side, each in an OddsChart, with both headlines. The panel
 * follows the session's preview and keeps the last action when the preview goes (the mouse left
 * the map), or holds one while "Keep this action" is ticked. The two sides stand side by side
 * where two charts fit, else one above the other. It computes no odds itself.
 */
class WhatIfPanel final : public QWidget {
    Q_OBJECT
public:
    explicit WhatIfPanel(GameSession *session, QWidget *parent = nullptr);

    /** The action to vary (none clears the panel); ignored while Keep is ticked. */
    void setAction(const std::optional<Action> &action);
    const std::optional<Action> &action() const { return m_action; }
    /** Shows change `row` of the list before and after; false when there is no such row. */
    bool choose(int row);

    QListWidget *changeList() const { return m_list; }
    const std::vector<WhatIfChange> &changes() const { return m_changes; }
    /** The comparison shown, if a change is chosen. */
    const std::optional<WhatIf> &shown() const { return m_shown; }
    OddsChart *beforeChart() const { return m_before; }
    OddsChart *afterChart() const { return m_after; }
    QLabel *beforeTitle() const { return m_beforeTitle; }
    QLabel *afterTitle() const { return m_afterTitle; }
    QCheckBox *keepBox() const { return m_keep; }
    /** Whether the two sides stand side by side (a wide enough panel) or one above the other. */
    bool sideBySide() const;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuild();
    /** Gives each chart the height it needs at the width the panel leaves it. */
    void fitCharts(int panelWidth);
    void clearComparison();

    GameSession *m_session;
    std::optional<Action> m_action;
    std::vector<WhatIfChange> m_changes;
    std::optional<WhatIf> m_shown;
    QLabel *m_title = nullptr;
    QCheckBox *m_keep = nullptr;
    QListWidget *m_list = nullptr;
    QWidget *m_comparison = nullptr;
    QWidget *m_comparisonArea = nullptr; /**< the scroll area holding m_comparison */
    QBoxLayout *m_sides = nullptr;
    QLabel *m_beforeTitle = nullptr;
    QLabel *m_afterTitle = nullptr;
    OddsChart *m_before = nullptr;
    OddsChart *m_after = nullptr;
};

} // namespace hexfire
