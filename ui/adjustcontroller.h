#pragma once

#include "core/game/ids.h"
#include "core/game/unit.h"
#include "core/hex/hex.h"
#include "core/rules/action.h"
#include "core/rules/evaluation.h"
#include "ui/prompts.h"

#include <QObject>
#include <QString>

#include <optional>

class QMenu;
class QWidget;

namespace hexfire {

class GameSession;
class MapScene;
class PlayController;

/**
 * The player's adjustments, done by hand as on a real table (VASSAL's free handling of counters):
 * a counter's Adjust menu (move it anywhere, set or clear a state, its strength, damage and
 * facing, take it off the map), a marker's (remove it, change its value), an empty hex's (place a
 * marker, put a unit back on the map) and a Shift-drag of any counter. Each is one
 * Action{builtin::adjust} committed through GameSession, so it is one undoable step in the log,
 * autosaved and replayed, titled with what it did. Allowed in any phase: core says so.
 */
class AdjustController final : public QObject {
    Q_OBJECT
public:
    /** window: the parent of the menus it opens. */
    AdjustController(GameSession *session, MapScene *scene, PlayController *play, QWidget *window);

    void setPrompts(const Prompts &prompts) { m_prompts = completedPrompts(prompts); }

    /** Adds the "Adjust" submenu for unit to menu (the counter's context menu). */
    QMenu *addAdjustMenu(QMenu *menu, const UnitId &unit);
    /** A marker's menu: Remove, Change value…; owned by the caller. */
    QMenu *markerMenu(const MarkerId &marker);
    /** A hex's menu: Place marker ▸ each kind, Put back on the map ▸ each unit off it; owned by
        the caller. */
    QMenu *hexMenu(Hex hex);

    /** Move to…: the next click on the map moves unit there (Esc or cancelPick gives up). */
    void startPick(const UnitId &unit);
    void cancelPick();
    bool isPicking() const { return m_picking.has_value(); }

    /** Commits an adjustment, titled with what it does; false with core's reason. */
    bool commit(const Action &action, QString *error = nullptr);
    /** "Adjustment: Move 2nd Squad from B3 to D4": the timeline's title of an adjustment. */
    static QString title(const Evaluation &evaluation);

signals:
    /** A refusal or how to go on, for the status bar. */
    void hint(const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void addStatusItems(QMenu *adjust, const Unit &unit);
    void addValueMenus(QMenu *adjust, const Unit &unit);
    void addFacingMenu(QMenu *adjust, const Unit &unit);
    void addProfileMenu(QMenu *adjust, const Unit &unit);
    /** "Side Counts": each side's tallies, set by hand. */
    void addTallyMenu(QMenu *menu);
    /** An item that commits action when triggered. */
    void addItem(QMenu *menu, const QString &text, const Action &action);
    void commitOrHint(const Action &action);
    void onHexClicked(Hex hex);
    /** The side of the selected unit, for a marker placed now (none without a selection). */
    std::optional<SideId> selectedSide() const;

    GameSession *m_session;
    MapScene *m_scene;
    PlayController *m_play;
    QWidget *m_window;
    Prompts m_prompts;
    std::optional<UnitId> m_picking;
    bool m_pointerWasTaken = false; /**< by another tool when the pick began */
};

} // namespace hexfire
