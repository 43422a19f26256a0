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

    /**
     * Lists core's threats to the side in hex: the attacks into it as the position is (each
     * previewed on a click), or, for a hex where none of the side stands and no enemy either,
     * with unit given, the attacks on that unit were it standing there (standingIn; those are
     * not previewed: the position they were asked of is not the game's).
     */
    void showHex(
        const GameState &state, const RuleSet &rules, Hex hex, const Side &side, const Unit *unit);
    /** Lists these attacks under this line; previewable: a click previews the attack. */
    void showThreats(const GameState &state, const RuleSet &rules, const QString &header,
        const BestShots &threats, bool previewable);
    /** No list: a sentence saying how to get one. */
    void showHint(const QString &text);
    /** The line over the list: whose threats and where (or the hint). */
    QString headerText() const;
    QListWidget *list() const { return m_list; }
    /** The actions listed, in list order (allowed first); an empty one where there is no
        preview (an attack on a unit where it would stand). */
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
