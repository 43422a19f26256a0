#pragma once

#include "core/game/ids.h"
#include "core/rules/action.h"
#include "core/rules/vocabulary.h"

#include <QObject>

#include <string>

class QAction;
class QGridLayout;
class QMenu;
class QWidget;

namespace hexfire {

class GameSession;
struct Unit;

/**
 * A unit's orders (action types with actors and no target, such as turning or changing
 * formation) as the player reaches them: buttons under the Unit panel, a choice's menu, and the
 * menu a right click on a counter opens. Core says which choices a unit may take and why not;
 * these only show it, and report the player's choice (orderChosen, aimChosen).
 */
class UnitOrders final : public QObject {
    Q_OBJECT
public:
    explicit UnitOrders(GameSession *session, QObject *parent = nullptr);
    ~UnitOrders() override;

    /** The order buttons' box (under the Unit panel). */
    QWidget *widget() const { return m_box; }
    /** The box's buttons for a unit's orders (none without one). */
    void showOrders(const Unit *unit);
    /** Fills an order's choice menu; with a unit, each choice core refuses is disabled. */
    void fillOrderMenu(QMenu *menu, const ActionType &type, const Unit *unit);
    /** The counter's menu for a unit on the map (extra: appended under a separator, or null). */
    QMenu *menuFor(const Unit &unit, QAction *extra, QWidget *parent);
    /** The choice parameter an order is given by (its only parameter), or null. */
    static const ParamSpec *orderChoice(const ActionType &type);

signals:
    void orderChosen(const std::string &actionKey, const hexfire::ParamMap &params);
    /** An action on a target chosen from the counter's menu: the unit and its mode. */
    void aimChosen(const hexfire::UnitId &unit, const std::string &actionKey);

private:
    void addOrderItem(QMenu *menu, const ActionType &type, const Unit &unit);

    GameSession *m_session;
    QWidget *m_box;
    QGridLayout *m_layout;
};

} // namespace hexfire
