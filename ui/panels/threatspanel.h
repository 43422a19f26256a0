#pragma once

#include "core/game/gamestate.h"
#include "core/rules/action.h"
#include "core/rules/bestshots.h"
#include "core/rules/ruleset.h"

#include <QWidget>

#include <vector>

class QLabel;
class QListWidget;

namespace hexfire {

/**
 * The Threats panel: a legend of the map's threat tint, then, for the hex pointed at, every enemy
 * attack core's threatsTo found, best first by its headline odds, and the refused ones greyed
 * with the rules' reason. Clicking an attack asks the window to preview it. It shows what core
 * computed and ranks nothing itself.
 */
class ThreatsPanel final : public QWidget {
    Q_OBJECT
public:
    explicit ThreatsPanel(QWidget *parent = nullptr);

    /** Lists the attacks into hex on the side threatened. */
    void showThreats(const GameState &state, const RuleSet &rules, Hex hex, const Side &side,
        const BestShots &threats);
    /** No list: a sentence saying how to get one. */
    void showHint(const QString &text);
    /** The line over the list: whose threats and where (or the hint). */
    QString headerText() const;
    QListWidget *list() const { return m_list; }
    /** The actions listed, in list order (allowed first). */
    const std::vector<Action> &actions() const { return m_actions; }

signals:
    /** The player clicked an attack: preview it. */
    void previewRequested(const hexfire::Action &action);

private:
    QLabel *m_header = nullptr;
    QListWidget *m_list = nullptr;
    std::vector<Action> m_actions;
};

} // namespace hexfire
