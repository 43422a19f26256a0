#pragma once

#include "core/rules/action.h"
#include "core/rules/vocabulary.h"
#include "ui/map/mapscene.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QToolBar;
class QWidget;

namespace hexfire {

/**
 * The rule-driven part of the Actions toolbar and the Game menu: a checkable mode per action type
 * that aims at a target, its parameter inputs on a bar of their own, a button per phase step and
 * a menu entry per order, all built from the action types a rule system publishes. It only shows
 * and reports what the player chose (modeChosen, phaseChosen, orderChosen, inputsChanged); the
 * play controller decides what a choice does.
 */
class ActionToolbar final : public QObject {
    Q_OBJECT
public:
    /** Builds Select on tools; the rule system's actions come with rebuild. */
    ActionToolbar(QToolBar *tools, QMenu *gameMenu, QObject *parent = nullptr);
    ~ActionToolbar() override;

    QToolBar *toolBar() const { return m_tools; }
    /**
     * The chosen action's inputs, on a toolbar of their own (for the window to place on its own
     * row): the Actions toolbar never changes width when an action is chosen, so its buttons stay
     * where the player last saw them. Shown only while the chosen action has inputs.
     */
    QToolBar *optionsBar() const;
    QAction *selectAction() const { return m_selectAction; }
    /** An action of another controller that ends the Game menu whatever the rule system. */
    void addGameMenuAction(QAction *action);
    /** Puts a checkable tool of another controller in the mode group, after the modes so far. */
    void addTool(QAction *tool);

    /** Rebuilds modes, inputs, phase buttons, orders and the Game menu (nothing if unchanged). */
    void rebuild(const std::vector<ActionType> &types);
    const std::vector<ActionType> &actionTypes() const { return m_actionTypes; }
    const ActionType *findType(std::string_view actionKey) const;
    /** Who fills an order's submenu when it opens (the play controller: it knows the unit). */
    void setOrderMenuFiller(std::function<void(QMenu *, const ActionType &)> fill);

    /** Who lists the items of a pick input (ParamSpec::pickFromItems) when its menu opens: the
        play controller, which knows the selected unit. */
    void setItemLister(
        std::function<std::vector<ParamChoice>(const std::string &actionKey, const ParamSpec &)>
            list)
    {
        m_listItems = std::move(list);
    }
    /** Every pick input back to "all" (another unit is selected: its items differ). */
    void clearPicks();

    /** Checks the mode's action and shows its inputs; false for a mode the toolbar lacks. */
    bool showMode(const MapScene::Mode &mode);

    /** The toolbar's checkable mode for an action type, or null. */
    QAction *modeAction(std::string_view actionKey) const;
    /** The toolbar's button for a phase step (an action type nobody takes), or null. */
    QAction *phaseAction(std::string_view actionKey) const;
    /** The Game menu's entry for an order (with a submenu when it takes one choice), or null. */
    QAction *orderAction(std::string_view actionKey) const;
    /** An action type's parameter input and its label, or null. */
    QWidget *paramInput(std::string_view actionKey, std::string_view paramKey) const;
    QLabel *paramLabel(std::string_view actionKey, std::string_view paramKey) const;

    /** The values of the shown mode's inputs, as they go into Action::params. */
    ParamMap params() const;
    /** Sets an input of the shown mode; false with the reason (and the valid keys) when the
     *  mode has no such parameter or the value does not fit it. */
    bool setParam(std::string_view key, const ParamValue &value, QString *error = nullptr);
    /** The same from text ("3", "yes", a choice's key or label), for the command line. */
    bool setParamText(std::string_view key, const QString &text, QString *error = nullptr);

signals:
    void modeChosen(const hexfire::MapScene::Mode &mode);
    void phaseChosen(const std::string &actionKey);
    void orderChosen(const std::string &actionKey, const hexfire::ParamMap &params);
    /** An input of a mode changed: the preview and the advice follow. */
    void inputsChanged();

private:
    /** One labelled input of an action type's parameter. */
    struct ParamInput {
        ParamSpec spec;
        QLabel *label = nullptr;
        QWidget *input = nullptr;
    };

    void clear();
    void addRuleAction(const ActionType &type);
    void rebuildGameMenu();
    QWidget *createParamBar(const ActionType &type, std::vector<ParamInput> &inputs);
    QWidget *createInput(const ParamSpec &spec);
    QWidget *createPickInput(const ParamSpec &spec);
    const ParamInput *findParam(std::string_view actionKey, std::string_view paramKey) const;
    bool setInput(const ParamInput &in, const ParamValue &value, QString *error);

    QToolBar *m_tools;
    QPointer<QToolBar> m_options;
    QMenu *m_gameMenu;
    std::vector<QAction *> m_gameMenuTail; /**< addGameMenuAction */
    QActionGroup *m_modeGroup;
    QAction *m_selectAction;
    QAction *m_modesEnd; /**< toolbar separators the rule system's actions go before */
    QAction *m_phasesEnd;
    MapScene::Mode m_shown = MapScene::Mode::select();
    std::function<void(QMenu *, const ActionType &)> m_fillOrderMenu;
    std::function<std::vector<ParamChoice>(const std::string &, const ParamSpec &)> m_listItems;
    std::vector<ActionType> m_actionTypes; /**< what the toolbar was built from */
    std::vector<QAction *> m_ruleActions; /**< modes, phase buttons and parameter bars */
    std::map<std::string, QAction *, std::less<>> m_modeActions;
    std::map<std::string, QAction *, std::less<>> m_phaseActions;
    std::map<std::string, QAction *, std::less<>> m_orderActions;
    std::map<std::string, QAction *, std::less<>> m_paramBars;
    std::map<std::string, std::vector<ParamInput>, std::less<>> m_paramInputs;
};

} // namespace hexfire
