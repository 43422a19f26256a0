#include "ui/unitorders.h"

#include "core/game/gamestate.h"
#include "ui/actionicon.h"
#include "ui/displaytext.h"
#include "ui/gamesession.h"

#include <QAction>
#include <QGridLayout>
#include <QIcon>
#include <QLayoutItem>
#include <QMenu>
#include <QToolButton>
#include <QWidget>

namespace hexfire {

UnitOrders::UnitOrders(GameSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_box(new QWidget)
    , m_layout(new QGridLayout(m_box))
{
    setObjectName(QStringLiteral("unitOrdersController"));
    m_box->setObjectName(QStringLiteral("unitOrders"));
    m_layout->setContentsMargins(4, 2, 4, 4);
    m_layout->setSpacing(2);
}

UnitOrders::~UnitOrders() = default;

const ParamSpec *UnitOrders::orderChoice(const ActionType &type)
{
    // A choice asked on commit is an outcome the player picks then, not the order's own choice;
    // one not asked takes its default (the files and the command line may name another).
    if (type.params.size() == 1 && type.params.front().type == ParamType::Choice
        && !type.params.front().askOnCommit && !type.params.front().notAsked)
        return &type.params.front();
    return nullptr;
}

void UnitOrders::fillOrderMenu(QMenu *menu, const ActionType &type, const Unit *unit)
{
    menu->clear();
    menu->setToolTipsVisible(true);
    const ParamSpec *choice = orderChoice(type);
    if (!choice)
        return;
    for (const ParamChoice &c : choice->choices) {
        QAction *item = menu->addAction(ruleText(c.label));
        item->setObjectName(qs(type.key + "." + c.key));
        if (unit) {
            // Core says which choices this unit may take and why not; the menu only shows it.
            Action action;
            action.kind = type.key;
            action.actors = {unit->id};
            action.params.emplace(choice->key, c.key);
            const Evaluation e = m_session->evaluate(action);
            item->setEnabled(e.legal);
            if (!e.legal)
                item->setToolTip(qs(e.whyNot));
        }
        connect(item, &QAction::triggered, this,
            [this, key = type.key, param = choice->key, value = c.key] {
                ParamMap params;
                params.emplace(param, value);
                emit orderChosen(key, params);
            });
    }
}

void UnitOrders::showOrders(const Unit *unit)
{
    // Later, not now: this runs while a button's own menu entry is being handled.
    while (QLayoutItem *item = m_layout->takeAt(0)) {
        if (QWidget *w = item->widget()) {
            w->hide();
            w->deleteLater();
        }
        delete item;
    }
    if (!unit || !m_session->hasGame())
        return;
    int n = 0;
    const std::vector<ActionType> &types = m_session->rules().vocabulary().actions;
    for (const std::string &key :
        m_session->rules().availableActions(m_session->state(), {unit->id})) {
        const ActionType *type = findByKey(types, key);
        if (!type || type->actors == ActorRule::None || type->target != TargetKind::None)
            continue;
        auto *button = new QToolButton;
        button->setObjectName(qs(type->key));
        button->setText(ruleText(type->name));
        button->setToolTip(qs(type->help));
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        if (orderChoice(*type)) {
            auto *menu = new QMenu(button);
            fillOrderMenu(menu, *type, unit);
            button->setMenu(menu);
            button->setPopupMode(QToolButton::InstantPopup);
        } else {
            connect(
                button, &QToolButton::clicked, this, [this, key] { emit orderChosen(key, {}); });
        }
        m_layout->addWidget(button, n / 2, n % 2);
        ++n;
    }
}

QMenu *UnitOrders::menuFor(const Unit &u, QAction *extra, QWidget *parent)
{
    auto *menu = new QMenu(parent);
    menu->setToolTipsVisible(true);
    menu->addSection(qs(u.name));
    const GameState &state = m_session->state();
    const RuleSet &rules = m_session->rules();
    for (const std::string &key : rules.availableActions(state, {u.id})) {
        const ActionType *type = findByKey(rules.vocabulary().actions, key);
        if (!type || type->actors == ActorRule::None)
            continue;
        if (type->target != TargetKind::None) {
            // Aimed at a target: choosing it selects the unit and the mode; the map does the rest.
            QAction *a = menu->addAction(actionIcon(*type), tr("%1…").arg(ruleText(type->name)));
            a->setToolTip(qs(type->help));
            a->setObjectName(qs(type->key));
            connect(
                a, &QAction::triggered, this, [this, id = u.id, key] { emit aimChosen(id, key); });
            continue;
        }
        if (orderChoice(*type)) {
            QMenu *sub = menu->addMenu(ruleText(type->name));
            sub->menuAction()->setObjectName(qs(type->key));
            fillOrderMenu(sub, *type, &u);
            continue;
        }
        addOrderItem(menu, *type, u);
    }
    if (extra && rules.hexsideClasses(state, u)) {
        menu->addSeparator();
        menu->addAction(extra);
    }
    return menu;
}

void UnitOrders::addOrderItem(QMenu *menu, const ActionType &type, const Unit &unit)
{
    Action action;
    action.kind = type.key;
    action.actors = {unit.id};
    const Evaluation e = m_session->evaluate(action);
    QAction *a = menu->addAction(ruleText(type.name));
    a->setObjectName(qs(type.key));
    a->setShortcut(QKeySequence::fromString(qs(type.shortcut)));
    a->setEnabled(e.legal);
    a->setToolTip(e.legal ? qs(type.help) : qs(e.whyNot));
    connect(a, &QAction::triggered, this, [this, key = type.key] { emit orderChosen(key, {}); });
}

} // namespace hexfire
