#pragma once

#include "core/game/ids.h"
#include "core/hex/hex.h"
#include "core/play/activations.h"
#include "core/rules/action.h"
#include "core/rules/resolution.h"
#include "core/rules/vocabulary.h"
#include "ui/map/mapscene.h"
#include "ui/prompts.h"

#include <QMainWindow>
#include <QRectF>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

class QAction;
class QActionGroup;
class QDockWidget;
class QGridLayout;
class QListWidget;
class QLabel;
class QMenu;
class QToolBar;
class QTextBrowser;
class QToolButton;

namespace hexfire {

class EditorController;

class AssumptionsPanel;
class FileController;
class HelpController;
class LayoutController;
class DiceLogPanel;
class ExplanationPanel;
class GameSession;
class MapView;
class NarrationCard;
class QuizCard;
class OddsChart;
class ThreatsPanel;
class TimelinePanel;
class UnitPanel;
class WhatIfPanel;

/**
 * The HexFire window: the map in the middle, the panels as docks, modes on the toolbar. It turns
 * the scene's intent into Actions for GameSession and shows what core answers; it never decides a
 * rule itself, nor names one: its modes, phase buttons and parameter inputs are built from the
 * action types the game's rule system publishes, and rebuilt when a game of another opens.
 */
class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    /** What the window asks and tells the player (ui/prompts.h). */
    using Prompts = hexfire::Prompts;

    /** interactive false: no dialogs, no autosave, no crash check (screenshots and tests). */
    explicit MainWindow(bool interactive = true, QWidget *parent = nullptr);
    ~MainWindow() override;

    /** How the window and its controllers ask and tell the player. */
    void setPrompts(Prompts prompts);

    GameSession *session() const { return m_session; }
    /** Edit mode: the scenario editor (File > New Scenario, Edit > Edit Scenario). */
    EditorController *editorController() const { return m_editorController; }
    MapScene *scene() const { return m_scene; }
    MapView *view() const { return m_view; }
    ExplanationPanel *explanationPanel() const { return m_explanation; }
    OddsChart *oddsChart() const { return m_odds; }
    DiceLogPanel *diceLog() const { return m_diceLog; }
    UnitPanel *unitPanel() const { return m_unitPanel; }
    TimelinePanel *timeline() const { return m_timeline; }
    /**
     * The Best Shots panel: the current action of the selected unit (with its supporters and
     * inputs) aimed at every enemy, best first by core's headline odds, then the targets the rules
     * refuse with their reasons. Clicking one points at it, so it is previewed as usual.
     */
    QListWidget *bestShotsList() const { return m_bestShots; }
    /** The Hex panel: the hovered hex's terrain, features, units and markers. */
    QTextBrowser *hexPanel() const { return m_hexPanel; }
    /**
     * View > Show Threats (T): the map tinted by core's threatMap for the side threatened (the
     * selected unit's, else the scenario's first side), and the Threats panel listing every enemy
     * attack into the hex pointed at (core's threatsTo); clicking one previews it.
     */
    QAction *threatsAction() const { return m_threatsAction; }
    ThreatsPanel *threatsPanel() const { return m_threatsPanel; }
    /** The What If panel: single changes to the previewed action, odds before and after. */
    WhatIfPanel *whatIfPanel() const { return m_whatIf; }
    /** The side the Threats view is about. */
    std::optional<SideId> threatenedSide() const;

    /** Edit > Step Title and Narration: the teacher's text for the step shown. */
    void editStepText();

    const MapScene::Mode &mode() const { return m_scene->mode(); }
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
    /** For action types that allow it, the hex the actors pass through first (default: the hex
     *  next to the target on the side the mouse points from). */
    void setVia(std::optional<Hex> via) { m_via = via; }

    /** The values of the current mode's parameter inputs, as they go into Action::params. */
    ParamMap params() const;
    /** Sets an input of the current mode; false with the reason (and the valid keys) when the
     *  mode has no such parameter or the value does not fit it. */
    bool setParam(std::string_view key, const ParamValue &value, QString *error = nullptr);
    /** The same from text ("3", "yes", a choice's key or label), for the command line. */
    bool setParamText(std::string_view key, const QString &text, QString *error = nullptr);

    /** The toolbar's checkable mode for an action type, or null. */
    QAction *modeAction(std::string_view actionKey) const;
    /** The toolbar's button for a phase step (an action type nobody takes), or null. */
    QAction *phaseAction(std::string_view actionKey) const;
    /** An action type's parameter input and its label, or null. */
    QWidget *paramInput(std::string_view actionKey, std::string_view paramKey) const;
    QLabel *paramLabel(std::string_view actionKey, std::string_view paramKey) const;

    /** Commits a phase step (an action type with no actor) through core. */
    bool performPhase(const std::string &actionKey, QString *error = nullptr);
    /**
     * Commits an order (an action type with actors and no target, such as turning or changing
     * formation) for the selected unit, with these parameters (the others take their defaults).
     */
    bool performOrder(
        const std::string &actionKey, const ParamMap &params, QString *error = nullptr);
    /** The Game menu's entry for an order (with a submenu when it takes one choice), or null. */
    QAction *orderAction(std::string_view actionKey) const;
    /**
     * The menu a right click on a counter opens: the unit's orders (a choice core refuses is
     * disabled, its reason the tooltip) and the actions it can take on a target. Owned by the
     * caller.
     */
    QMenu *unitMenu(const UnitId &unit);
    /** The bar offering reactions to the current step (hidden when there are none). */
    QToolBar *reactionBar() const { return m_reactions; }
    /** View > Show Front, Flank and Rear: draws the selected unit's hexside classes. */
    QAction *facingArcsAction() const { return m_arcsAction; }
    /** The story of the step shown, on the map, with Back, Next and Play. */
    NarrationCard *narrationCard() const { return m_card; }
    /** View > Step Card. */
    QAction *cardAction() const { return m_cardAction; }
    /** Examples > Quiz Me: before each step of an example, the learner predicts it. */
    QAction *quizAction() const { return m_quizAction; }
    QuizCard *quizCard() const { return m_quizCard; }
    /**
     * The next step as the player asks for it (Next, the Right arrow, Play): in quiz mode a
     * scripted step not asked yet is first asked about on the quiz card, and shown after.
     */
    bool stepForwardAsked(QString *error = nullptr);

    /**
     * The line-of-sight thread (L): from a hex the player clicks to any hex pointed at, core's
     * trace drawn with its verdict, whether or not anything stands there.
     */
    QAction *losThreadAction() const { return m_threadAction; }
    bool threadMode() const { return m_thread; }
    /** Switches the thread tool on and holds the thread at a hex (none: waits for a click). */
    void startThread(std::optional<Hex> from = std::nullopt);
    /** The thread's verdict in a sentence (what its plate on the map says). */
    static QString threadVerdict(const LosTrace &trace, const GameState &state);
    /** The units that acted this round, as the Unit panel lists them (empty: none yet). */
    QString activationsText() const;

    /** Zooms to where the counters and markers are (with a margin), or the whole map. */
    void focusOnAction();

protected:
    void closeEvent(QCloseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    // Files, help pages, layout and theme: the window's controllers for them.
    FileController *m_files = nullptr;
    HelpController *m_help = nullptr;
    LayoutController *m_layout = nullptr;

    /** One labelled input of an action type's parameter. */
    struct ParamInput {
        ParamSpec spec;
        QLabel *label = nullptr;
        QWidget *input = nullptr;
    };

    void createActions();
    /** The mode and phase actions and parameter inputs for the game's rule system. */
    void rebuildRuleActions();
    QWidget *createParamBar(const ActionType &type, std::vector<ParamInput> &inputs);
    const ParamInput *findParam(std::string_view actionKey, std::string_view paramKey) const;
    void refreshPreview();
    void createDocks();
    /** Ranks the current action's targets in the Best Shots panel. */
    void refreshBestShots();
    /** The Threats view: the map's tint and the panel, for the hovered hex (or a hint). */
    void refreshThreats();
    /** The Threats panel for one hex. */
    void showThreatsAt(std::optional<Hex> hex);
    /** The Hex panel: everything in a hex (none: the selected unit's, or a hint). */
    void showHexContents(std::optional<Hex> hex);
    /** The Unit panel's line for these activations (non-empty). */
    QString activationsText(const std::vector<Activation> &acts) const;
    /** Ticks the counters that acted this round and lists them under the Unit panel. */
    void refreshActivations();
    /** Fills the narration card from the step shown. */
    void updateCard();
    /** Brings the hexes of the step the quiz asks about into view above the quiz card. */
    void keepQuizStepInView();
    /** Draws the thread from its pin to hex. */
    void showThread(Hex to);
    void createMenus();
    void createEditor();

    void onGameReset();
    void onStateChanged();
    void onEvaluationChanged();
    void onResolved(const Resolution &resolution);
    void onHexHovered(Hex hex);
    void onHoverLeft();
    void onHexClicked(Hex hex);
    void onUnitClicked(const UnitId &unit);
    void onUnitMenuRequested(const UnitId &unit, const QPoint &screenPos);
    /** Asks for the parameters the rule system wants chosen on commit; false when cancelled. */
    bool askOnCommit(Action &action);
    /** Commits an action from the map (after askOnCommit), reporting a refusal. */
    void commitFromMap(Action action);
    /** Offers what the rules let the other side do in reply to the current step. */
    void refreshReactions();
    /** Sets up a reaction for the player: its unit selected, its mode and inputs, previewed. */
    void offerReaction(const Action &action);
    /** The unit panel's order buttons for the selected unit (none without one). */
    void refreshUnitOrders(const Unit *unit);
    /** Fills an order's choice menu; with a unit, each choice core refuses is disabled. */
    void fillOrderMenu(QMenu *menu, const ActionType &type, const Unit *unit);
    /** The choice parameter an order is given by (its only parameter), or null. */
    static const ParamSpec *orderChoice(const ActionType &type);
    void refreshSelection();
    void showCurrentEntry();
    void report(const QString &message);
    /** A hint or a refusal on the status bar only (no dialog). */
    void hint(const QString &message);

    bool m_interactive;
    Prompts m_prompts;
    GameSession *m_session;
    MapScene *m_scene;
    EditorController *m_editorController = nullptr;
    MapView *m_view;
    ExplanationPanel *m_explanation = nullptr;
    OddsChart *m_odds = nullptr;
    DiceLogPanel *m_diceLog = nullptr;
    UnitPanel *m_unitPanel = nullptr;
    TimelinePanel *m_timeline = nullptr;
    AssumptionsPanel *m_assumptions = nullptr;
    NarrationCard *m_card = nullptr;
    QAction *m_cardAction = nullptr;
    QuizCard *m_quizCard = nullptr;
    QRectF m_quizWhere; /**< the hexes of the step being asked about, kept in view */
    QAction *m_quizAction = nullptr;
    QAction *m_threadAction = nullptr;
    QToolButton *m_zoomButton = nullptr;
    QLabel *m_statusTurn = nullptr;
    QLabel *m_acted = nullptr;
    QTextBrowser *m_hexPanel = nullptr;
    QListWidget *m_bestShots = nullptr;
    ThreatsPanel *m_threatsPanel = nullptr;
    WhatIfPanel *m_whatIf = nullptr;
    QAction *m_threatsAction = nullptr;
    std::optional<Hex> m_hexShown;
    bool m_thread = false;
    std::optional<Hex> m_threadFrom;

    QActionGroup *m_modeGroup = nullptr;
    QToolBar *m_tools = nullptr;
    QMenu *m_gameMenu = nullptr;
    QAction *m_selectAction = nullptr;
    QAction *m_modesEnd = nullptr; /**< toolbar separators the rule system's actions go before */
    QAction *m_paramsEnd = nullptr;
    QAction *m_phasesEnd = nullptr;
    std::vector<ActionType> m_actionTypes; /**< what the toolbar was built from */
    std::vector<QAction *> m_ruleActions; /**< modes, phase buttons and parameter bars */
    std::map<std::string, QAction *, std::less<>> m_modeActions;
    std::map<std::string, QAction *, std::less<>> m_phaseActions;
    std::map<std::string, QAction *, std::less<>> m_orderActions;
    std::map<std::string, QAction *, std::less<>> m_paramBars;
    std::map<std::string, std::vector<ParamInput>, std::less<>> m_paramInputs;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_physicalDiceAction = nullptr;
    QAction *m_animationsAction = nullptr;
    QAction *m_visibilityAction = nullptr;
    QAction *m_arcsAction = nullptr;
    QToolBar *m_reactions = nullptr;
    QWidget *m_unitOrders = nullptr;
    QGridLayout *m_unitOrdersLayout = nullptr;
    QMenu *m_viewMenu = nullptr;
    QLabel *m_statusMode = nullptr;
    QLabel *m_statusDice = nullptr;

    std::optional<UnitId> m_selected;
    std::vector<UnitId> m_supporters;
    std::optional<Hex> m_hovered;
    std::optional<Hex> m_via;
};

} // namespace hexfire
