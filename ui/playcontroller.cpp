#include "ui/playcontroller.h"

#include "core/play/activations.h"
#include "core/rules/builtinactions.h"
#include "core/rules/movement.h"
#include "core/rules/oddssummary.h"
#include "core/rules/sequence.h"
#include "ui/actiontoolbar.h"
#include "ui/displaytext.h"
#include "ui/gamesession.h"
#include "ui/panels/explanationpanel.h"
#include "ui/panels/unitpanel.h"
#include "ui/settings.h"
#include "ui/unitorders.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace hexfire {

namespace {
/** The longest "Acted since" line: names come from files and a step may activate thousands. */
constexpr qsizetype maxActedChars = 2000;

/** An action's title for the undo stack and the log, in plain text. */
QString plainTitle(const Action &action, const GameSession &session)
{
    return QTextDocumentFragment::fromHtml(
        ExplanationPanel::actionTitle(action, session.state(), session.rules()))
        .toPlainText();
}
} // namespace

PlayController::PlayController(GameSession *session, MapScene *scene, QToolBar *tools,
    QMenu *gameMenu, QToolBar *replies, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_scene(scene)
    , m_toolbar(new ActionToolbar(tools, gameMenu, this))
    , m_orders(new UnitOrders(session, this))
    , m_replies(replies)
{
    setObjectName(QStringLiteral("playController"));
    m_unitBox = createUnitBox();
    m_hexPanel = new QTextBrowser;
    m_hexPanel->setObjectName(QStringLiteral("hexPanel"));
    m_hexPanel->setFrameShape(QFrame::NoFrame);

    m_visibilityAction = new QAction(tr("Shade What the Selected Unit Cannot &See"), this);
    m_visibilityAction->setCheckable(true);
    m_visibilityAction->setChecked(Settings::showVisibility.get());
    connect(m_visibilityAction, &QAction::toggled, this, [this](bool on) {
        Settings::showVisibility.set(on);
        refreshSelection();
    });
    m_arcsAction = new QAction(tr("Show &Front, Flank and Rear"), this);
    m_arcsAction->setCheckable(true);
    m_arcsAction->setChecked(Settings::showFacingArcs.get());
    m_arcsAction->setShortcut(Qt::Key_H);
    m_arcsAction->setToolTip(tr("Marks the selected unit's hexsides: F front (it sees and fires "
                                "through these, a solid line), Fl flank (dashed), R rear "
                                "(dotted)"));
    connect(m_arcsAction, &QAction::toggled, this, [this](bool on) {
        Settings::showFacingArcs.set(on);
        refreshSelection();
    });

    m_toolbar->setOrderMenuFiller([this](QMenu *menu, const ActionType &type) {
        const Unit *u = m_selected && m_session->hasGame()
            ? m_session->state().findUnit(*m_selected)
            : nullptr;
        m_orders->fillOrderMenu(menu, type, u);
    });
    // The items a pick input offers (the figures of the selected squad that may fire) come
    // from the rule system, for the action the selected unit would lead.
    m_toolbar->setItemLister([this](const std::string &actionKey, const ParamSpec &spec) {
        if (!m_selected || !m_session->hasGame())
            return std::vector<ParamChoice> {};
        Action action;
        action.kind = actionKey;
        action.actors = {*m_selected};
        return m_session->rules().orderItems(m_session->state(), action, spec.key);
    });
    auto orderOrHint = [this](const std::string &key, const ParamMap &params) {
        QString error;
        if (!performOrder(key, params, &error))
            emit hint(error);
    };
    connect(m_toolbar, &ActionToolbar::modeChosen, this, &PlayController::setMode);
    connect(m_toolbar, &ActionToolbar::phaseChosen, this, [this](const std::string &key) {
        QString error;
        if (!performPhase(key, &error))
            emit hint(error);
    });
    connect(m_toolbar, &ActionToolbar::orderChosen, this, orderOrHint);
    connect(m_toolbar, &ActionToolbar::inputsChanged, this, &PlayController::refreshPreview);
    connect(m_orders, &UnitOrders::orderChosen, this, orderOrHint);
    connect(
        m_orders, &UnitOrders::aimChosen, this, [this](const UnitId &unit, const std::string &key) {
            selectUnit(unit);
            setMode(MapScene::Mode::perform(key));
        });

    connect(m_session, &GameSession::gameReset, this, &PlayController::onGameReset);
    connect(m_session, &GameSession::stateChanged, this, &PlayController::onStateChanged);
    connect(m_scene, &MapScene::hexHovered, this, &PlayController::onHexHovered);
    connect(m_scene, &MapScene::hoverLeft, this, &PlayController::onHoverLeft);
    connect(m_scene, &MapScene::hexClicked, this, &PlayController::onHexClicked);
    connect(m_scene, &MapScene::unitClicked, this, &PlayController::onUnitClicked);
    connect(m_scene, &MapScene::unitMenuRequested, this, &PlayController::onUnitMenuRequested);
    connect(m_scene, &MapScene::unitToggled, this, &PlayController::toggleSupporter);
}

PlayController::~PlayController() = default;

QWidget *PlayController::createUnitBox()
{
    // The unit panel, and under it the selected unit's orders as buttons (each order with a
    // choice opens the same menu as in the Game menu and on the counter).
    auto *unitBox = new QWidget;
    auto *unitLayout = new QVBoxLayout(unitBox);
    unitLayout->setContentsMargins(0, 0, 0, 0);
    unitLayout->setSpacing(2);
    m_unitPanel = new UnitPanel;
    unitLayout->addWidget(m_unitPanel, 1);
    unitLayout->addWidget(m_orders->widget());
    m_acted = new QLabel;
    m_acted->setObjectName(QStringLiteral("activations"));
    m_acted->setWordWrap(true);
    m_acted->setContentsMargins(6, 2, 6, 4);
    m_acted->setToolTip(tr("The game's record of who has acted since the round or segment began. "
                           "Whether a unit may act again is the rules' answer: point at a target "
                           "and the explanation says."));
    unitLayout->addWidget(m_acted);
    return unitBox;
}

const MapScene::Mode &PlayController::mode() const { return m_scene->mode(); }

void PlayController::setPointerTaken(bool taken)
{
    m_pointerTaken = taken;
    if (taken)
        m_session->clearPreview();
}

bool PlayController::setMode(const MapScene::Mode &mode)
{
    const ActionType *type = mode.isSelect() ? nullptr : m_toolbar->findType(mode.actionKey());
    if (!mode.isSelect() && (!type || !m_toolbar->modeAction(type->key)))
        return false;
    if (m_reply && (mode.isSelect() || mode.actionKey() != m_reply->first))
        endReply(); // before the toolbar shows the new mode: the reply's inputs are set back
    m_toolbar->showMode(mode);
    m_scene->setMode(mode);
    emit modeChanged();
    emit modeText(modeHow(type));
    m_session->clearPreview();
    m_scene->setLosTraces({});
    m_scene->setTarget(std::nullopt, true);
    emit intentChanged(false);
    if (m_hovered)
        onHexHovered(*m_hovered);
    return true;
}

bool PlayController::isMoveMode() const
{
    const MovementRules *movement
        = m_session->hasGame() ? m_session->rules().movementRules() : nullptr;
    return movement && !m_scene->mode().isSelect()
        && m_scene->mode().actionKey() == movement->moveAction();
}

QString PlayController::modeHow(const ActionType *type) const
{
    if (!type)
        return tr("Select: click a counter; drag to pan, wheel to zoom; Shift-drag a counter to "
                  "move it by hand");
    if (isMoveMode())
        return tr("%1: select a unit; the shaded hexes are in reach with the points left; point "
                  "at a hex for the path, click it or drag the counter there")
            .arg(ruleText(type->name));
    QString how;
    switch (type->target) {
    case TargetKind::Hex:
        how = tr("select the acting unit, point at the target hex, click to commit");
        break;
    case TargetKind::Unit:
        how = tr("select the acting unit, point at the target unit, click to commit");
        break;
    case TargetKind::None:
        how = tr("select the acting unit, click the map to commit");
        break;
    }
    return QStringLiteral("%1: %2").arg(ruleText(type->name), how);
}

ParamMap PlayController::params() const { return m_toolbar->params(); }

bool PlayController::setParam(std::string_view key, const ParamValue &value, QString *error)
{
    return m_toolbar->setParam(key, value, error);
}

bool PlayController::setParamText(std::string_view key, const QString &text, QString *error)
{
    return m_toolbar->setParamText(key, text, error);
}

void PlayController::refreshPreview()
{
    emit intentChanged(false);
    if (m_hovered)
        onHexHovered(*m_hovered);
}

void PlayController::toggleSupporter(const UnitId &unit)
{
    if (!m_session->hasGame())
        return;
    const Unit *u = m_session->state().findUnit(unit);
    if (!u || !u->onMap())
        return;
    if (!m_selected) {
        selectUnit(unit);
        return;
    }
    if (*m_selected == unit)
        return;
    const auto it = std::find(m_supporters.begin(), m_supporters.end(), unit);
    if (it == m_supporters.end())
        m_supporters.push_back(unit);
    else
        m_supporters.erase(it);
    m_scene->setSupporters(m_supporters);
    refreshPreview();
}

void PlayController::selectUnit(const std::optional<UnitId> &unit)
{
    const bool changed = unit != m_selected;
    if (changed) {
        m_supporters.clear();
        m_scene->setSupporters({});
        m_toolbar->clearPicks(); // another unit's figures: all of them fire again
        endReply();
    }
    m_selected = unit;
    if (m_selected && (!m_session->hasGame() || !m_session->state().findUnit(*m_selected)))
        m_selected.reset();
    refreshSelection();
    if (!m_hovered)
        showHexContents(std::nullopt);
    if (changed && m_selected)
        remindActed(*m_selected);
}

void PlayController::remindActed(const UnitId &unit)
{
    // A reminder for solo play, not a refusal: the rules decide whether it may act again.
    for (const Activation &a : activationsSince(m_session->game().log(), m_session->position())) {
        if (a.unit != unit)
            continue;
        QStringList steps;
        for (int step : a.steps)
            steps << QString::number(step);
        emit hint(
            tr("%1 has already acted this round (step %2).")
                .arg(qs(m_session->state().unit(a.unit).name), steps.join(QStringLiteral(", "))));
    }
}

QString PlayController::activationsText() const
{
    if (!m_session->hasGame())
        return {};
    const std::vector<Activation> acts
        = activationsSince(m_session->game().log(), m_session->position());
    if (acts.empty())
        return {};
    QStringList names;
    qsizetype length = 0;
    for (const Activation &a : acts) {
        if (length > maxActedChars)
            break; // the line is cut there anyway (below): a platoon of a thousand is not listed
        length += names.empty() ? 0 : 2;
        QStringList what;
        for (std::size_t i = 0; i < a.steps.size(); ++i) {
            const ActionType *type = m_toolbar->findType(a.actions[i]);
            what << tr("%1 at step %2")
                        .arg(type ? ruleText(type->name) : qs(a.actions[i]))
                        .arg(a.steps[i]);
        }
        const Unit *u = m_session->state().findUnit(a.unit);
        names << tr("%1 (%2)").arg(
            u ? qs(u->name) : qs(a.unit.value), what.join(QStringLiteral(", ")));
        length += names.back().size();
    }
    const int since = lastPhaseStep(m_session->game().log(), m_session->position());
    const QString when = since == 0
        ? tr("Acted so far:")
        : tr("Acted since step %1, %2:").arg(since).arg(m_session->stepTitle(since - 1));
    // Names come from files: break opportunities keep a long one from widening the window.
    return DisplayText::wrappable(
        when + QLatin1Char(' ') + names.join(QStringLiteral("; ")) + QLatin1Char('.'),
        maxActedChars);
}

void PlayController::refreshActivations()
{
    std::vector<UnitId> units;
    if (m_session->hasGame()) {
        for (const Activation &a : activationsSince(m_session->game().log(), m_session->position()))
            units.push_back(a.unit);
    }
    m_scene->setActed(units);
    const QString text = activationsText();
    m_acted->setText(text);
    m_acted->setVisible(!text.isEmpty());
}

void PlayController::showHexContents(std::optional<Hex> hex)
{
    if (!hex && m_selected && m_session->hasGame())
        if (const Unit *u = m_session->state().findUnit(*m_selected))
            hex = u->hex;
    m_hexShown = hex;
    if (!hex || !m_session->hasGame() || !m_session->state().map().contains(*hex)) {
        m_hexPanel->setHtml(QStringLiteral("<p style=\"color:#666\">%1</p>")
                                .arg(tr("Point at a hex: its terrain, features, units and markers "
                                        "appear here.")));
        return;
    }
    m_hexPanel->setHtml(m_scene->hexToolTip(*hex));
}

void PlayController::refreshSelection()
{
    if (!m_session->hasGame())
        return;
    const Unit *u = m_selected ? m_session->state().findUnit(*m_selected) : nullptr;
    if (u && !u->onMap())
        u = nullptr;
    m_scene->setSelectedUnit(u ? std::optional<UnitId>(u->id) : std::nullopt);
    m_unitPanel->showUnit(u, m_session->state(), &m_session->rules());
    m_orders->showOrders(u);
    if (u && m_visibilityAction->isChecked())
        m_scene->setVisibility(m_session->visibility(u->hex));
    else
        m_scene->setVisibility({});
    const auto classes = u && m_arcsAction->isChecked()
        ? m_session->rules().hexsideClasses(m_session->state(), *u)
        : std::nullopt;
    std::vector<Hex> arcHexes;
    if (classes) {
        arcHexes.push_back(u->hex);
        arcHexes.insert(arcHexes.end(), u->alsoIn.begin(), u->alsoIn.end());
    }
    m_scene->setFacingArcs(std::move(arcHexes), classes.value_or(std::array<HexsideClass, 6> {}));
    emit intentChanged(true);
}

std::optional<Action> PlayController::actionFor(Hex target) const
{
    if (!m_session->hasGame() || !m_selected || m_scene->mode().isSelect())
        return std::nullopt;
    const ActionType *type = m_toolbar->findType(m_scene->mode().actionKey());
    const Unit *u = m_session->state().findUnit(*m_selected);
    if (!type || !u || !u->onMap())
        return std::nullopt;
    const GameState &state = m_session->state();
    Action action;
    action.kind = type->key;
    action.actors = {u->id};
    if (type->actors == ActorRule::Several) {
        // The selected unit leads; the Ctrl-clicked ones act with it.
        for (const UnitId &id : m_supporters) {
            const Unit *s = state.findUnit(id);
            if (s && s->onMap())
                action.actors.push_back(id);
        }
    }
    switch (type->target) {
    case TargetKind::Hex:
        action.target = target;
        break;
    case TargetKind::Unit: {
        // The counter on top of the stack pointed at.
        const auto units = state.unitsIn(target);
        if (!units.empty())
            action.targetUnit = units.back()->id;
        break;
    }
    case TargetKind::None:
        break;
    }
    action.params = params();
    // A reply's values the toolbar has no input for (the hex an Op Fire answers) stay with it.
    if (m_reply && m_reply->first == action.kind) {
        for (const auto &[key, value] : m_replyFixed)
            action.params.emplace(key, value);
    }
    if (isMoveMode()) {
        if (m_movePath)
            action.params.insert_or_assign(std::string(movePathParam), *m_movePath);
        else
            action.params.erase(std::string(movePathParam));
    }
    // An actor that is not next to the target first passes through a hex next to both: the one
    // the player names, or the one on the side of the target the mouse points from. The rules
    // then say whether that is allowed.
    if (type->allowsVia && distance(u->hex, target) > 1)
        action.via = m_via ? m_via : viaFor(*u, target);
    return action;
}

std::optional<Hex> PlayController::viaFor(const Unit &actor, Hex target) const
{
    const QPointF mouse = m_scene->lastMousePos();
    double best = 1e300;
    std::optional<Hex> via;
    for (HexDirection d : allDirections) {
        const Hex n = neighbor(target, d);
        if (distance(n, actor.hex) != 1 || !m_session->state().map().contains(n))
            continue;
        const QPointF c = m_scene->hexCentre(n);
        const double dist = std::hypot(c.x() - mouse.x(), c.y() - mouse.y());
        if (dist < best) {
            best = dist;
            via = n;
        }
    }
    return via;
}

std::optional<Action> PlayController::intendedAction() const
{
    // The action the map would take on a click, whatever hex: only its target changes there.
    if (!m_session->hasGame() || !m_selected)
        return std::nullopt;
    const Unit *u = m_session->state().findUnit(*m_selected);
    std::optional<Action> action = u ? actionFor(u->hex) : std::nullopt;
    if (action)
        action->via.reset();
    return action;
}

void PlayController::onHexHovered(Hex hex)
{
    m_hovered = hex;
    showHexContents(hex);
    if (m_pointerTaken)
        return;
    if (const auto action = actionFor(hex)) {
        m_session->preview(*action);
    } else if (m_session->currentPreview()) {
        m_session->clearPreview();
    }
    emit status(m_session->hasGame()
            ? QString::fromStdString(m_session->state().map().label(hex)) + QStringLiteral(" — ")
                + QString::fromStdString(m_session->state().map().terrain(hex).name)
            : QString());
}

void PlayController::onHoverLeft()
{
    m_hovered.reset();
    m_session->clearPreview();
}

void PlayController::onHexClicked(Hex hex)
{
    if (!m_session->hasGame() || m_pointerTaken)
        return;
    const auto units = m_session->state().unitsIn(hex);
    // The counter the player clicked in the fanned stack, else the top one.
    const Unit *picked = units.empty() ? nullptr : units.back();
    for (const Unit *u : units) {
        if (m_scene->clickedUnit() && u->id == *m_scene->clickedUnit())
            picked = u;
    }
    if (m_scene->mode().isSelect()) {
        selectUnit(picked ? std::optional<UnitId>(picked->id) : std::nullopt);
        return;
    }
    // With nothing selected, or a unit of the other side left selected from the phase before, a
    // click on a counter of the side to act picks the unit that acts, as the status bar asks,
    // instead of telling the player to go back to the Select mode. A reply (the other side's
    // unit acting at the side to act's) keeps its click on the target.
    const auto &toAct = m_session->state().sequence().sideToAct;
    const Unit *chosen = m_selected ? m_session->state().findUnit(*m_selected) : nullptr;
    const bool stale = chosen && toAct && chosen->side != *toAct && !modeIsReply();
    if ((!chosen || stale) && picked) {
        const Unit *top = picked;
        // In the Move mode a counter of either side is picked: the other side's may move out of
        // turn when its rules allow it (taking cover), and core says why when they do not.
        if (!toAct || *toAct == top->side || isMoveMode()) {
            selectUnit(top->id);
            if (m_hovered)
                onHexHovered(*m_hovered);
            return;
        }
    }
    // In the Move mode a click on another counter of one's own side picks it to move next, as
    // in other hex-and-counter programs; stacking with it is a drag of the selected counter.
    if (isMoveMode() && picked && m_selected) {
        const Unit *mover = m_session->state().findUnit(*m_selected);
        const Unit *top = picked;
        if (mover && top->id != mover->id && top->side == mover->side) {
            selectUnit(top->id);
            if (m_hovered)
                onHexHovered(*m_hovered);
            return;
        }
    }
    commitAt(hex);
}

void PlayController::commitAt(Hex hex)
{
    if (!m_session->hasGame())
        return;
    const auto action = actionFor(hex);
    if (!action) {
        emit hint(tr("Select a unit first (Select mode, click a counter)."));
        return;
    }
    commitFromMap(*action);
}

void PlayController::onUnitClicked(const UnitId &unit)
{
    if (m_pointerTaken)
        return;
    selectUnit(unit);
    if (m_hovered)
        onHexHovered(*m_hovered);
}

bool PlayController::askChoiceOnCommit(Action &action, const ParamSpec &spec)
{
    // Already given (a reply or a script carries it): not asked again.
    if (action.params.count(spec.key) || spec.choices.empty())
        return true;
    // Only the choices the rules allow here are offered, each with core's chance of what
    // matters most ("Stand: a morale check (47% fails the morale check)"); a single one is taken
    // without asking. None allowed: all are offered and the commit says why not.
    std::vector<std::size_t> offered;
    QStringList labels;
    int preferred = 0;
    const std::string *fallback
        = spec.defaultValue ? std::get_if<std::string>(&*spec.defaultValue) : nullptr;
    for (std::size_t i = 0; i < spec.choices.size(); ++i) {
        Action tried = action;
        tried.params.insert_or_assign(spec.key, spec.choices[i].key);
        const Evaluation e = m_session->evaluate(tried);
        if (!e.legal)
            continue;
        QString label = ruleText(spec.choices[i].label);
        const std::vector<OddsTable> tables = oddsInDisplayOrder(e.odds);
        if (!tables.empty()) {
            if (const OddsSummary sum = oddsSummary(tables.front()); !sum.text.empty())
                label += QStringLiteral(" (%1)").arg(qs(sum.text));
        }
        if (fallback && spec.choices[i].key == *fallback)
            preferred = static_cast<int>(offered.size());
        offered.push_back(i);
        labels << label;
    }
    if (offered.empty()) {
        for (std::size_t i = 0; i < spec.choices.size(); ++i) {
            offered.push_back(i);
            labels << ruleText(spec.choices[i].label);
        }
    }
    std::optional<int> pick = 0;
    if (offered.size() > 1)
        pick = m_prompts.choose ? m_prompts.choose(ruleText(spec.label),
                   qs(m_session->rules().questionFor(m_session->state(), action, spec)), labels,
                   preferred)
                                : std::optional<int>(preferred);
    if (!pick || *pick < 0 || *pick >= static_cast<int>(offered.size()))
        return false;
    // Into the action's parameters: logged with it, so a replay takes the same outcome.
    action.params.insert_or_assign(
        spec.key, spec.choices[offered[static_cast<std::size_t>(*pick)]].key);
    return true;
}

bool PlayController::askOnCommit(Action &action)
{
    const ActionType *type = m_toolbar->findType(action.kind);
    // The end of a phase asks what its end step asks (an initiative bid); the answers ride on it.
    if (action.kind == builtin::nextPhase && m_session->hasGame()) {
        const RuleSet &rules = m_session->rules();
        const PhaseType *phase
            = findPhase(rules.sequenceOfPlay(), m_session->state().sequence().phase);
        type
            = phase && !phase->endAction.empty() ? rules.findActionType(phase->endAction) : nullptr;
    }
    if (!type)
        return true;
    for (const ParamSpec &spec : type->params) {
        if (spec.askOnCommit && spec.type == ParamType::Choice) {
            if (!askChoiceOnCommit(action, spec))
                return false;
            continue;
        }
        if (!spec.askOrderOnCommit || spec.type != ParamType::Text)
            continue;
        // Already chosen on the toolbar: not asked again.
        if (const std::string *given = paramAs<std::string>(action.params, spec.key);
            given && !given->empty())
            continue;
        const std::vector<ParamChoice> items
            = m_session->rules().orderItems(m_session->state(), action, spec.key);
        if (items.empty())
            continue;
        QStringList labels;
        for (const ParamChoice &c : items)
            labels << ruleText(c.label);
        // Without a way to ask, the rule system's default order stands.
        if (!m_prompts.order)
            continue;
        const auto order = m_prompts.order(ruleText(spec.label), qs(spec.help), labels);
        if (!order)
            return false;
        std::string joined;
        for (int i : *order)
            joined += (joined.empty() ? "" : ", ") + items.at(static_cast<std::size_t>(i)).key;
        action.params.insert_or_assign(spec.key, joined);
    }
    return true;
}

void PlayController::commitFromMap(Action action)
{
    QString error;
    try {
        // The evaluation the hover showed, when it is of this action and still current.
        PreviewedAction prepared = m_session->prepare(action);
        // Only a legal action asks anything: a refusal is reported as it is.
        if (prepared.evaluation.legal) {
            const Action asked = action;
            if (!askOnCommit(action))
                return;
            if (!(action == asked)) // the answers are inputs too: evaluated with them
                prepared = m_session->prepare(action);
        }
        const bool reply = m_reply && m_reply->first == action.kind;
        if (!m_session->commit(prepared, plainTitle(action, *m_session), &error)) {
            emit hint(error); // why it is refused is also in the explanation panel
            return;
        }
        if (reply)
            endReply();
    } catch (const std::exception &e) {
        emit hint(QString::fromStdString(e.what()));
    }
}

bool PlayController::performPhase(const std::string &actionKey, QString *error)
{
    if (!m_session->hasGame())
        return false;
    const ActionType *type = m_toolbar->findType(actionKey);
    if (!type || type->actors != ActorRule::None) {
        if (error)
            *error = tr("This game has no such phase step.");
        return false;
    }
    Action action;
    action.kind = type->key;
    if (m_session->evaluate(action).legal && !askOnCommit(action))
        return false; // the player cancelled the pick: nothing to say
    return m_session->commit(action, ruleText(type->name), error);
}

bool PlayController::performOrder(
    const std::string &actionKey, const ParamMap &params, QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (!m_session->hasGame())
        return fail(tr("Open a game first."));
    const ActionType *type = m_toolbar->findType(actionKey);
    if (!type || type->actors == ActorRule::None || type->target != TargetKind::None)
        return fail(tr("This game has no such order."));
    const Unit *u = m_selected ? m_session->state().findUnit(*m_selected) : nullptr;
    if (!u || !u->onMap())
        return fail(tr("Select a unit first (Select mode, click a counter)."));
    Action action;
    action.kind = type->key;
    action.actors = {u->id};
    for (const ParamSpec &spec : type->params) {
        if (spec.defaultValue && !spec.askOnCommit)
            action.params.emplace(spec.key, *spec.defaultValue);
    }
    for (const auto &[key, value] : params)
        action.params.insert_or_assign(key, value);
    // Only a legal order asks anything: a refusal is reported as it is.
    if (m_session->evaluate(action).legal && !askOnCommit(action))
        return false; // the player cancelled the pick: nothing to say
    return m_session->commit(action, plainTitle(action, *m_session), error);
}

QMenu *PlayController::unitMenu(const UnitId &id)
{
    auto *parent = qobject_cast<QWidget *>(this->parent());
    const Unit *u = m_session->hasGame() ? m_session->state().findUnit(id) : nullptr;
    if (!u || !u->onMap()) {
        auto *menu = new QMenu(parent);
        menu->setToolTipsVisible(true);
        return menu;
    }
    // A right click selects the counter, as a left click does: the orders act on the selection.
    selectUnit(id);
    QMenu *menu = m_orders->menuFor(*u, m_arcsAction, parent);
    if (m_extendUnitMenu)
        m_extendUnitMenu(menu, id);
    return menu;
}

void PlayController::onUnitMenuRequested(const UnitId &unit, const QPoint &screenPos)
{
    QMenu *menu = unitMenu(unit);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    if (menu->isEmpty()) {
        delete menu;
        return;
    }
    menu->popup(screenPos);
}

void PlayController::refreshReactions()
{
    m_replies->clear();
    const LogEntry *entry = m_session->hasGame() ? m_session->currentEntry() : nullptr;
    const std::vector<Action> replies = entry
        ? m_session->rules().reactions(m_session->state(), entry->evaluation.action)
        : std::vector<Action> {};
    m_replies->setVisible(!replies.empty());
    if (replies.empty())
        return;
    QLabel *label = new QLabel(tr("In reply:"));
    label->setContentsMargins(6, 0, 6, 0);
    m_replies->addWidget(label);
    for (const Action &reply : replies) {
        // Replies that differ only in a hex they name (an Op Fire shot at each hex a unit
        // entered) say which.
        QString title = plainTitle(reply, *m_session);
        if (const ActionType *type = m_session->rules().findActionType(reply.kind)) {
            for (const ParamSpec &spec : type->params) {
                if (const Hex *h
                    = spec.type == ParamType::Hex ? paramAs<Hex>(reply.params, spec.key) : nullptr)
                    title += QStringLiteral(" · %1 %2")
                                 .arg(ruleText(spec.label),
                                     QString::fromStdString(m_session->state().map().label(*h)));
            }
        }
        QAction *a = m_replies->addAction(title);
        a->setToolTip(tr("Choose these units and this attack; point at the target to see the "
                         "odds, Ctrl-click a unit to take it out or add it, click to fire."));
        connect(a, &QAction::triggered, this, [this, reply] { offerReaction(reply); });
    }
}

void PlayController::offerReaction(const Action &action)
{
    if (!m_session->hasGame() || action.actors.empty())
        return;
    selectUnit(action.actors.front());
    if (!setMode(MapScene::Mode::perform(action.kind)))
        return;
    // A reply by several units (a whole team's fire) is made by all of them: the first leads,
    // the others act with it as if Ctrl-clicked, and the player may still take some out.
    m_supporters.assign(action.actors.begin() + 1, action.actors.end());
    m_scene->setSupporters(m_supporters);
    // The mode's own inputs come back once the reply is made (or given up): endReply.
    const ParamMap before = params();
    m_replyFixed.clear();
    for (const auto &[key, value] : action.params) {
        setParam(key, value);
        if (!params().count(key))
            m_replyFixed.emplace(key, value);
    }
    m_reply.emplace(action.kind, before);
    m_session->preview(action);
}

void PlayController::endReply()
{
    if (!m_reply)
        return;
    const auto [kind, before] = std::move(*m_reply);
    m_reply.reset();
    m_replyFixed.clear();
    // The toolbar still shows the reply's mode here (setMode ends a reply before switching).
    for (const auto &[key, value] : before)
        m_toolbar->setParam(key, value);
}

void PlayController::onGameReset()
{
    m_hovered.reset();
    m_reply.reset();
    // A phase's end step (an initiative roll) is the End button's, not a tool of its own.
    std::vector<ActionType> tools;
    for (const ActionType &t : m_session->rules().vocabulary().actions) {
        if (!isEndStepOnly(m_session->rules().sequenceOfPlay(), t.key))
            tools.push_back(t);
    }
    m_toolbar->rebuild(tools);
    // The mode stays when the new game has it (its button and inputs may be new ones).
    if (!setMode(m_scene->mode()))
        setMode(MapScene::Mode::select());
    m_scene->setState(m_session->state(), m_session->rules());
    m_selected.reset();
    m_supporters.clear();
    refreshActivations();
    showHexContents(std::nullopt);
    refreshSelection();
    refreshReactions();
}

const PhaseType *PlayController::currentPhase() const
{
    const SequenceRules *sequence
        = m_session->hasGame() ? m_session->rules().sequenceRules() : nullptr;
    return sequence ? findPhase(sequence->sequenceOfPlay(), m_session->state().sequence().phase)
                    : nullptr;
}

namespace {
bool listed(const std::vector<std::string> &keys, const std::string &key)
{
    return std::find(keys.begin(), keys.end(), key) != keys.end();
}
} // namespace

bool PlayController::modeIsReply() const
{
    const PhaseType *phase = m_scene->mode().isSelect() ? nullptr : currentPhase();
    return phase && listed(phase->reactions, m_scene->mode().actionKey());
}

bool PlayController::modeFitsPhase() const
{
    const PhaseType *phase = m_scene->mode().isSelect() ? nullptr : currentPhase();
    if (!phase)
        return true;
    const std::string &key = m_scene->mode().actionKey();
    if (isBuiltinAction(key) || key == builtin::adjust)
        return true; // line of sight and the like belong to no phase
    return listed(phase->actions, key) || listed(phase->reactions, key);
}

void PlayController::onStateChanged()
{
    // A phase that has ended takes its tool with it (no move shading in a fire segment); the
    // player picks the next one from the toolbar.
    if (!modeFitsPhase())
        setMode(MapScene::Mode::select());
    m_scene->syncState(m_session->state(),
        m_scene->views().isEmpty() ? false : Settings::animations.get() && m_interactive);
    refreshSelection();
    refreshReactions();
    refreshActivations();
    showHexContents(m_hovered ? m_hovered : m_hexShown);
}

} // namespace hexfire
