#include "ui/adjustcontroller.h"

#include "core/rules/adjustment.h"
#include "core/rules/profileform.h"
#include "ui/displaytext.h"
#include "ui/gamesession.h"
#include "ui/map/mapscene.h"
#include "ui/playcontroller.h"

#include <QAction>
#include <QEvent>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QMenu>

namespace hexfire {

AdjustController::AdjustController(
    GameSession *session, MapScene *scene, PlayController *play, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_scene(scene)
    , m_play(play)
    , m_window(window)
    , m_prompts(silentPrompts())
{
    setObjectName(QStringLiteral("adjustController"));
    m_play->setUnitMenuExtension(
        [this](QMenu *menu, const UnitId &unit) { addAdjustMenu(menu, unit); });
    auto popup = [](QMenu *menu, const QPoint &at) {
        menu->setAttribute(Qt::WA_DeleteOnClose);
        if (menu->isEmpty()) {
            delete menu;
            return;
        }
        menu->popup(at);
    };
    connect(m_scene, &MapScene::markerMenuRequested, this,
        [this, popup](const MarkerId &marker, const QPoint &at) { popup(markerMenu(marker), at); });
    connect(m_scene, &MapScene::hexMenuRequested, this,
        [this, popup](Hex hex, const QPoint &at) { popup(hexMenu(hex), at); });
    connect(
        m_scene, &MapScene::counterDropped, this, [this](const UnitId &unit, Hex hex, bool adjust) {
            if (adjust)
                commitOrHint(adjustment::moveUnit(unit, hex));
        });
    connect(m_scene, &MapScene::hexClicked, this, &AdjustController::onHexClicked);
    connect(m_scene, &MapScene::unitClicked, this, [this](const UnitId &) {
        // In Select mode a click on a counter is not a click on its hex: the hex under it is.
        if (const auto h = m_scene->hexAt(m_scene->lastMousePos()))
            onHexClicked(*h);
    });
    connect(m_session, &GameSession::gameReset, this, &AdjustController::cancelPick);
}

QString AdjustController::title(const Evaluation &evaluation)
{
    for (const ExplanationLine &line : evaluation.lines) {
        if (line.key != "adjust.change")
            continue;
        QString what = QString::fromStdString(line.text);
        if (what.endsWith(QLatin1Char('.')))
            what.chop(1);
        return tr("Adjustment: %1").arg(what);
    }
    return tr("Adjustment");
}

bool AdjustController::commit(const Action &action, QString *error)
{
    if (!m_session->hasGame()) {
        if (error)
            *error = tr("Open a game first.");
        return false;
    }
    const PreviewedAction prepared = m_session->prepare(action);
    if (!prepared.evaluation.legal) {
        if (error)
            *error = qs(prepared.evaluation.whyNot);
        return false;
    }
    return m_session->commit(prepared, title(prepared.evaluation), error);
}

void AdjustController::commitOrHint(const Action &action)
{
    QString error;
    if (!commit(action, &error) && !error.isEmpty())
        emit hint(error);
}

void AdjustController::addItem(QMenu *menu, const QString &text, const Action &action)
{
    QAction *a = menu->addAction(text);
    connect(a, &QAction::triggered, this, [this, action] { commitOrHint(action); });
}

QMenu *AdjustController::addAdjustMenu(QMenu *menu, const UnitId &id)
{
    const Unit *u = m_session->hasGame() ? m_session->state().findUnit(id) : nullptr;
    if (!u)
        return nullptr;
    if (!menu->isEmpty())
        menu->addSeparator();
    QMenu *adjust = menu->addMenu(tr("Adjust"));
    adjust->setObjectName(QStringLiteral("adjustMenu"));
    adjust->setToolTipsVisible(true);
    adjust->menuAction()->setToolTip(tr("Change the counter by hand, outside the rules, as on a "
                                        "real table: one step in the log, undone like any other"));
    QAction *moveTo = adjust->addAction(tr("Move to…"));
    moveTo->setToolTip(tr("Then click the hex to put it in (Esc cancels)"));
    connect(moveTo, &QAction::triggered, this, [this, id] { startPick(id); });
    addStatusItems(adjust, *u);
    addValueMenus(adjust, *u);
    addFacingMenu(adjust, *u);
    addProfileMenu(adjust, *u);
    adjust->addSeparator();
    if (u->onMap())
        addItem(adjust, tr("Eliminate"), adjustment::eliminate(id));
    else
        addItem(adjust, tr("Put Back on the Map"), adjustment::restore(id));
    return adjust;
}

void AdjustController::addProfileMenu(QMenu *adjust, const Unit &u)
{
    // The counter's printed values the rule system lets a form edit (a formation, a morale):
    // a choice as a submenu, a flag as a check, a number asked for.
    const RuleSet &rules = m_session->rules();
    const std::vector<ParamSpec> fields = profileFields(rules, u);
    if (fields.empty())
        return;
    const ParamMap values = profileValues(rules, u);
    QMenu *printed = adjust->addMenu(tr("Printed Values"));
    printed->setToolTipsVisible(true);
    const auto change = [&rules, &u](const std::string &key, const ParamValue &value) {
        std::string reason;
        const std::optional<Action> a
            = adjustment::setProfileValues(rules, u, {{key, value}}, &reason);
        return a ? *a : Action {};
    };
    for (const ParamSpec &f : fields) {
        const auto now = values.find(f.key);
        const QString label = ruleText(f.label);
        if (f.type == ParamType::Choice) {
            QMenu *choices = printed->addMenu(label);
            for (const ParamChoice &c : f.choices) {
                QAction *a = choices->addAction(ruleText(c.label));
                a->setCheckable(true);
                a->setChecked(now != values.end() && now->second == ParamValue(c.key));
                const Action set = change(f.key, c.key);
                a->setEnabled(!set.kind.empty());
                connect(a, &QAction::triggered, this, [this, set] { commitOrHint(set); });
            }
        } else if (f.type == ParamType::Flag) {
            const bool on = now != values.end() && now->second == ParamValue(true);
            QAction *a = printed->addAction(label);
            a->setCheckable(true);
            a->setChecked(on);
            const Action set = change(f.key, !on);
            a->setEnabled(!set.kind.empty());
            connect(a, &QAction::triggered, this, [this, set] { commitOrHint(set); });
        } else if (f.type == ParamType::Integer) {
            const int value = now != values.end() && std::holds_alternative<int>(now->second)
                ? std::get<int>(now->second)
                : f.minimum;
            QAction *a = printed->addAction(tr("%1…").arg(label));
            const RuleSet *r = &rules;
            const Unit unit = u;
            connect(a, &QAction::triggered, this, [this, r, unit, f, label, value] {
                const auto chosen
                    = m_prompts.number(label, label + ':', value, f.minimum, f.maximum);
                if (!chosen)
                    return;
                std::string reason;
                if (const auto set
                    = adjustment::setProfileValues(*r, unit, {{f.key, *chosen}}, &reason))
                    commitOrHint(*set);
                else
                    emit hint(QString::fromStdString(reason));
            });
        }
    }
}

void AdjustController::addStatusItems(QMenu *adjust, const Unit &u)
{
    const auto &statuses = m_session->rules().vocabulary().statuses;
    if (statuses.empty())
        return;
    adjust->addSeparator();
    for (const StatusType &type : statuses) {
        QAction *a = adjust->addAction(ruleText(type.name));
        a->setCheckable(true);
        a->setChecked(u.status.has(type.key));
        a->setToolTip(qs(type.help));
        const Action on = adjustment::setStatus(u.id, type.key, !u.status.has(type.key));
        connect(a, &QAction::triggered, this, [this, on] { commitOrHint(on); });
    }
}

void AdjustController::addValueMenus(QMenu *adjust, const Unit &u)
{
    if (u.maxStrength > 0) {
        QMenu *strength = adjust->addMenu(tr("Strength"));
        for (int s = 0; s <= u.maxStrength; ++s) {
            QAction *a = strength->addAction(QString::number(s));
            a->setCheckable(true);
            a->setChecked(s == u.strength);
            const Action set = adjustment::setStrength(u.id, s);
            connect(a, &QAction::triggered, this, [this, set] { commitOrHint(set); });
        }
    }
    const auto &levels = m_session->rules().vocabulary().damageLevels;
    if (!levels.empty()) {
        QMenu *damage = adjust->addMenu(tr("Damage"));
        for (int level = 0; level <= static_cast<int>(levels.size()); ++level) {
            QAction *a = damage->addAction(
                level == 0 ? tr("None") : qs(levels[static_cast<std::size_t>(level - 1)]));
            a->setCheckable(true);
            a->setChecked(level == u.damage);
            const Action set = adjustment::setDamage(u.id, level);
            connect(a, &QAction::triggered, this, [this, set] { commitOrHint(set); });
        }
    }
}

void AdjustController::addFacingMenu(QMenu *adjust, const Unit &u)
{
    if (!m_session->rules().facingRules())
        return;
    QMenu *facing = adjust->addMenu(tr("Facing"));
    const HexLayout &layout = m_scene->layout();
    // Twelve positions clockwise: each hexside, then the corner after it.
    for (int p = 0; p < 12; ++p) {
        const HexDirection d = direction(p / 2);
        const QString side = qs(layout.compassName(d));
        const QString text = p % 2 == 0
            ? tr("%1 side").arg(side)
            : tr("%1–%2 corner").arg(side, qs(layout.compassName(direction(p / 2 + 1))));
        QAction *a = facing->addAction(text);
        a->setCheckable(true);
        a->setChecked(u.facing && u.facing->position() == p);
        const Action set = adjustment::setFacing(u.id, p);
        connect(a, &QAction::triggered, this, [this, set] { commitOrHint(set); });
    }
}

QMenu *AdjustController::markerMenu(const MarkerId &id)
{
    auto *menu = new QMenu(m_window);
    menu->setToolTipsVisible(true);
    const Marker *m = m_session->hasGame() ? m_session->state().findMarker(id) : nullptr;
    if (!m)
        return menu;
    addItem(menu, tr("Remove"), adjustment::removeMarker(id));
    // A kind whose numbers are parameters (a cover level) changes those; else its printed value.
    const MarkerType *type = findByKey(m_session->rules().vocabulary().markers, m->kind);
    bool numbers = false;
    for (const ParamSpec &p : type ? type->params : std::vector<ParamSpec> {}) {
        if (p.type != ParamType::Integer)
            continue;
        numbers = true;
        const QString label = ruleText(p.label);
        const int value = paramOr(m->params, p.key, p.minimum);
        QAction *change = menu->addAction(tr("Change %1…").arg(label));
        connect(change, &QAction::triggered, this, [this, id, value, label, p] {
            const auto chosen = m_prompts.number(
                tr("Change %1").arg(label), label + ':', value, p.minimum, p.maximum);
            if (chosen)
                commitOrHint(adjustment::setMarkerValue(id, *chosen, p.key));
        });
    }
    if (!numbers) {
        QAction *change = menu->addAction(tr("Change Value…"));
        const int value = m->value;
        connect(change, &QAction::triggered, this, [this, id, value] {
            const auto chosen = m_prompts.number(
                tr("Change Value"), tr("The marker's new value:"), value, -999, 999);
            if (chosen)
                commitOrHint(adjustment::setMarkerValue(id, *chosen));
        });
    }
    return menu;
}

std::optional<SideId> AdjustController::selectedSide() const
{
    const Unit *u
        = m_play->selectedUnit() ? m_session->state().findUnit(*m_play->selectedUnit()) : nullptr;
    return u ? std::optional<SideId>(u->side) : std::nullopt;
}

QMenu *AdjustController::hexMenu(Hex hex)
{
    auto *menu = new QMenu(m_window);
    menu->setToolTipsVisible(true);
    if (!m_session->hasGame() || !m_session->state().map().contains(hex))
        return menu;
    const auto &kinds = m_session->rules().vocabulary().markers;
    if (!kinds.empty()) {
        QMenu *place = menu->addMenu(tr("Place Marker"));
        place->setObjectName(QStringLiteral("placeMarkerMenu"));
        place->setToolTipsVisible(true);
        for (const MarkerType &kind : kinds) {
            QAction *a = place->addAction(ruleText(kind.name));
            a->setToolTip(qs(kind.help));
            const Action put = adjustment::placeMarker(kind.key, hex, selectedSide(), 0);
            connect(a, &QAction::triggered, this, [this, put] { commitOrHint(put); });
        }
    }
    QMenu *back = nullptr;
    for (const Unit &u : m_session->state().units()) {
        if (u.onMap())
            continue;
        if (!back)
            back = menu->addMenu(tr("Put Back on the Map"));
        addItem(back, qs(u.name), adjustment::restore(u.id, hex));
    }
    addTallyMenu(menu);
    return menu;
}

void AdjustController::addTallyMenu(QMenu *menu)
{
    // What a side counts off the map (victory points, command points), set by hand: the points
    // spent on what HexFire does not play, such as a strategy card.
    const auto &tallies = m_session->rules().vocabulary().tallies;
    if (tallies.empty())
        return;
    QMenu *counts = menu->addMenu(tr("Side Counts"));
    counts->setObjectName(QStringLiteral("sideCountsMenu"));
    counts->setToolTipsVisible(true);
    for (const Side &side : m_session->state().sides()) {
        for (const TallyType &t : tallies) {
            const int now = side.tally(t.key);
            const QString what = tr("%1 %2").arg(qs(side.name), ruleTextInSentence(t.name));
            QAction *a = counts->addAction(tr("%1 (%2)…").arg(what).arg(now));
            a->setToolTip(qs(t.help));
            const SideId id = side.id;
            const std::string key = t.key;
            connect(a, &QAction::triggered, this, [this, id, key, what, now] {
                const auto chosen
                    = m_prompts.number(tr("Set %1").arg(what), what + ':', now, 0, 999);
                if (chosen)
                    commitOrHint(adjustment::setTally(id, key, *chosen));
            });
        }
    }
}

void AdjustController::startPick(const UnitId &unit)
{
    const Unit *u = m_session->hasGame() ? m_session->state().findUnit(unit) : nullptr;
    if (!u)
        return;
    if (!m_picking)
        m_pointerWasTaken = m_play->pointerTaken();
    m_picking = unit;
    m_play->setPointerTaken(true);
    for (QGraphicsView *view : m_scene->views())
        view->installEventFilter(this);
    emit hint(tr("Click the hex to put %1 in (Esc cancels).").arg(qs(u->name)));
}

void AdjustController::cancelPick()
{
    if (!m_picking)
        return;
    m_picking.reset();
    m_play->setPointerTaken(m_pointerWasTaken);
    for (QGraphicsView *view : m_scene->views())
        view->removeEventFilter(this);
}

bool AdjustController::eventFilter(QObject *watched, QEvent *event)
{
    if (m_picking && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        cancelPick();
        emit hint(tr("Not moved."));
        return true;
    }
    return QObject::eventFilter(watched, event);
}

void AdjustController::onHexClicked(Hex hex)
{
    if (!m_picking)
        return;
    const UnitId unit = *m_picking;
    cancelPick();
    commitOrHint(adjustment::moveUnit(unit, hex));
}

} // namespace hexfire
