#pragma once

#include "core/game/ids.h"
#include "core/hex/hex.h"
#include "core/rules/action.h"
#include "ui/map/mapscene.h"
#include "ui/prompts.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

class QAction;
class QLabel;
class QMenu;
class QTextBrowser;
class QToolBar;
class QWidget;

namespace hexfire {

class ActionToolbar;
class GameSession;
class UnitOrders;
class UnitPanel;
struct PhaseType;

/**
 * Play: the player's pointer turned into an Action, once. It owns the map's mode (with the
 * rule-driven ActionToolbar), the selected unit and its supporters, the reply bar, the Unit dock
 * (the unit, its orders, who acted) and the Hex panel. A hover previews the action it would take
 * through GameSession; a click commits that same previewed evaluation (GameSession::prepare).
 *
 * It listens to the session (the Document) and the scene itself; other controllers hear from it
 * through intentChanged (the advice) and its status signals (the frame's status bar).
 */
class PlayController final : public QObject {
    Q_OBJECT
public:
    /** tools: the window's Actions toolbar; gameMenu: the Game menu; replies: the reply bar. */
    PlayController(GameSession *session, MapScene *scene, QToolBar *tools, QMenu *gameMenu,
        QToolBar *replies, QObject *parent = nullptr);
    ~PlayController() override;

    void setPrompts(const Prompts &prompts) { m_prompts = prompts; }
    /** Whether counters may animate when the position changes (not in tests, screenshots). */
    void setInteractive(bool interactive) { m_interactive = interactive; }
    ActionToolbar *toolbar() const { return m_toolbar; }
    /** The Unit dock's contents: the unit panel, the unit's orders and who acted this round. */
    QWidget *unitBox() const { return m_unitBox; }
    UnitPanel *unitPanel() const { return m_unitPanel; }
    /** The Hex panel: the hovered hex's terrain, features, units and markers. */
    QTextBrowser *hexPanel() const { return m_hexPanel; }
    /** The bar offering reactions to the current step (hidden when there are none). */
    QToolBar *reactionBar() const { return m_replies; }
    /** View > Show Front, Flank and Rear: draws the selected unit's hexside classes. */
    QAction *facingArcsAction() const { return m_arcsAction; }
    /** View > Shade What the Selected Unit Cannot See. */
    QAction *visibilityAction() const { return m_visibilityAction; }

    const MapScene::Mode &mode() const;
    /** Switches the map's mode; false (and nothing changes) for an action the game has no mode
     * for. */
    bool setMode(const MapScene::Mode &mode);
    void selectUnit(const std::optional<UnitId> &unit);
    const std::optional<UnitId> &selectedUnit() const { return m_selected; }
    /**
     * Ctrl-click: a unit that acts with the selected one in actions several units take (it joins,
     * or leaves when it was in); the selected unit leads. Selecting another unit clears them.
     */
    void toggleSupporter(const UnitId &unit);
    const std::vector<UnitId> &supporters() const { return m_supporters; }
    /** The action the current mode would take on a hex (empty in Select mode or without a unit). */
    std::optional<Action> actionFor(Hex target) const;
    /** The current action aimed anywhere (for the advice panels): its target left to them. */
    std::optional<Action> intendedAction() const;
    /** For action types that allow it, the hex the actors pass through first (default: the hex
     *  next to the target on the side the mouse points from). */
    void setVia(std::optional<Hex> via) { m_via = via; }

    /**
     * In the Move mode of the rule system's move action: the hexes the move enters (a drag's
     * trail); none lets core find the cheapest path.
     */
    void setMovePath(std::optional<std::vector<Hex>> path) { m_movePath = std::move(path); }
    const std::optional<std::vector<Hex>> &movePath() const { return m_movePath; }
    /** Commits the current mode's action at hex as a click on it does, the evaluation the
        hover showed (a drop of a dragged counter ends here). */
    void commitAt(Hex hex);
    /** Whether the map's mode is the rule system's move action. */
    bool isMoveMode() const;
    /** Adds to every counter's menu (after the unit's orders): the adjustments. */
    void setUnitMenuExtension(std::function<void(QMenu *, const UnitId &)> extend)
    {
        m_extendUnitMenu = std::move(extend);
    }

    /** The values of the current mode's parameter inputs, as they go into Action::params. */
    ParamMap params() const;
    /** Sets an input of the current mode (ActionToolbar::setParam). */
    bool setParam(std::string_view key, const ParamValue &value, QString *error = nullptr);
    /** The same from text (ActionToolbar::setParamText), for the command line. */
    bool setParamText(std::string_view key, const QString &text, QString *error = nullptr);

    /** Commits a phase step (an action type with no actor) through core. */
    bool performPhase(const std::string &actionKey, QString *error = nullptr);
    /**
     * Commits an order (an action type with actors and no target, such as turning or changing
     * formation) for the selected unit, with these parameters (the others take their defaults).
     */
    bool performOrder(
        const std::string &actionKey, const ParamMap &params, QString *error = nullptr);
    /**
     * The menu a right click on a counter opens: the unit's orders (a choice core refuses is
     * disabled, its reason the tooltip) and the actions it can take on a target. Owned by the
     * caller.
     */
    QMenu *unitMenu(const UnitId &unit);
    /** The units that acted this round, as the Unit panel lists them (empty: none yet). */
    QString activationsText() const;

    /** Another tool (the LOS thread) has the pointer: hovers and clicks are not play's. */
    void setPointerTaken(bool taken);
    bool pointerTaken() const { return m_pointerTaken; }

    /**
     * Asks what the action wants chosen as it is committed (ParamSpec::askOnCommit and
     * askOrderOnCommit; for the end of a phase, what its end step asks) and puts the answers in
     * its parameters; false when the player cancels.
     */
    bool askBeforeCommit(Action &action) { return askOnCommit(action); }

signals:
    /**
     * What the advice panels rank changed: the mode, its inputs or the supporters, and with
     * selection set the selected unit or the position too.
     */
    void intentChanged(bool selection);
    /** The mode switched (the LOS thread ends then). */
    void modeChanged();
    /** How the mode is used, for the status bar. */
    void modeText(const QString &text);
    /** A hint or a refusal for the status bar only (no dialog). */
    void hint(const QString &message);
    /** The hex pointed at, for the status bar. */
    void status(const QString &message);

private:
    void onGameReset();
    /** The phase the game stands in; nullptr without a sequence of play. */
    const PhaseType *currentPhase() const;
    /** Whether the current tool's action is one the phase allows (Select always is). */
    bool modeFitsPhase() const;
    /** Whether the current tool's action is a reply the phase allows the other side. */
    bool modeIsReply() const;
    void onStateChanged();
    void onHexHovered(Hex hex);
    void onHoverLeft();
    void onHexClicked(Hex hex);
    void onUnitClicked(const UnitId &unit);
    void onUnitMenuRequested(const UnitId &unit, const QPoint &screenPos);
    void refreshPreview();
    void refreshSelection();
    void refreshActivations();
    /** The Hex panel: everything in a hex (none: the selected unit's, or a hint). */
    void showHexContents(std::optional<Hex> hex);
    void remindActed(const UnitId &unit);
    /** The hex next to target an actor passes through, on the side the mouse points from. */
    std::optional<Hex> viaFor(const Unit &actor, Hex target) const;
    /** Asks for the parameters the rule system wants chosen on commit; false when cancelled. */
    bool askOnCommit(Action &action);
    /** Asks the player to pick an outcome (ParamSpec::askOnCommit); false when cancelled. */
    bool askChoiceOnCommit(Action &action, const ParamSpec &spec);
    /** Commits an action from the map (after askOnCommit), reporting a refusal. */
    void commitFromMap(Action action);
    /** Offers what the rules let the other side do in reply to the current step. */
    void refreshReactions();
    /** Sets up a reaction for the player: its unit selected, its mode and inputs, previewed. */
    void offerReaction(const Action &action);
    /** A reply's inputs hold for that reply only: the mode's own come back after it. */
    void endReply();
    QWidget *createUnitBox();
    QString modeHow(const ActionType *type) const;

    GameSession *m_session;
    MapScene *m_scene;
    ActionToolbar *m_toolbar;
    UnitOrders *m_orders;
    QToolBar *m_replies;
    Prompts m_prompts;
    UnitPanel *m_unitPanel = nullptr;
    QWidget *m_unitBox = nullptr;
    QLabel *m_acted = nullptr;
    QTextBrowser *m_hexPanel = nullptr;
    QAction *m_arcsAction = nullptr;
    QAction *m_visibilityAction = nullptr;
    bool m_pointerTaken = false;
    bool m_interactive = true;

    std::optional<UnitId> m_selected;
    std::vector<UnitId> m_supporters;
    std::optional<Hex> m_hovered;
    std::optional<Hex> m_hexShown;
    std::optional<Hex> m_via;
    std::optional<std::vector<Hex>> m_movePath;
    std::function<void(QMenu *, const UnitId &)> m_extendUnitMenu;
    /** While a reply is set up: its action type and the inputs it replaced. */
    std::optional<std::pair<std::string, ParamMap>> m_reply;
    /** The reply's values no toolbar input holds (a Hex, a unit list): kept for its action. */
    ParamMap m_replyFixed;
};

} // namespace hexfire
