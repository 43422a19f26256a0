#include "ui/advicecontroller.h"

#include "core/error.h"
#include "core/rules/bestshots.h"
#include "core/rules/threats.h"
#include "ui/displaytext.h"
#include "ui/gamesession.h"
#include "ui/map/mapscene.h"
#include "ui/panels/threatspanel.h"
#include "ui/panels/whatifpanel.h"

#include <QAction>
#include <QListWidget>
#include <QThread>

#include <algorithm>

namespace hexfire {

AdviceController::AdviceController(GameSession *session, MapScene *scene, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_scene(scene)
    , m_bestShots(new QListWidget)
    , m_threatsPanel(new ThreatsPanel)
    , m_whatIf(new WhatIfPanel(session))
    , m_threatsAction(new QAction(tr("Show &Threats"), this))
{
    setObjectName(QStringLiteral("adviceController"));
    m_bestShots->setObjectName(QStringLiteral("bestShots"));
    m_bestShots->setWordWrap(true);
    m_bestShots->setToolTip(tr("Every target the selected unit's action could take, best first by "
                               "the chance of its main result; click one to preview it"));
    connect(m_bestShots, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        const QVariant hex = item->data(Qt::UserRole);
        if (hex.isValid() && m_session->hasGame())
            m_scene->hoverHex(m_session->state().map().parse(hex.toString().toStdString()));
    });
    connect(m_threatsPanel, &ThreatsPanel::previewRequested, this,
        [this](const Action &action) { m_session->preview(action); });

    m_threatsAction->setCheckable(true);
    m_threatsAction->setShortcut(Qt::Key_T);
    m_threatsAction->setToolTip(tr("Tints each hex by the enemy's best odds against the selected "
                                   "unit were it standing there (none selected: against the "
                                   "first side's units); point at a hex to list who can fire "
                                   "into it"));
    connect(m_threatsAction, &QAction::toggled, this, [this](bool on) {
        if (on)
            emit threatsShown();
        refreshThreats();
    });
    connect(m_scene, &MapScene::hexHovered, this, [this](Hex hex) {
        m_hovered = hex;
        if (m_threatsAction->isChecked())
            showThreatsAt(hex);
    });
    connect(m_scene, &MapScene::hoverLeft, this, [this] { m_hovered.reset(); });
    m_pool.setMaxThreadCount(1);
    refreshBestShots();
}

AdviceController::~AdviceController()
{
    // The worker posts its result to this object: it must be done before this is gone.
    cancelThreats();
    m_pool.waitForDone();
}

void AdviceController::setIntent(const std::optional<UnitId> &selected,
    const std::optional<Action> &action, bool selectionOrPosition)
{
    m_selected = selected;
    m_action = action;
    if (selectionOrPosition)
        refreshThreats();
    refreshBestShots();
}

void AdviceController::setHoldBack(bool holdBack)
{
    if (holdBack)
        m_whatIf->setAction(std::nullopt);
}

void AdviceController::refreshBestShots()
{
    m_bestShots->clear();
    const ActionType *type = m_action && m_session->hasGame()
        ? findByKey(m_session->rules().vocabulary().actions, m_action->kind)
        : nullptr;
    if (!type || type->target == TargetKind::None) {
        auto *item = new QListWidgetItem(
            tr("Select a unit and choose an action that aims at a target: every target it "
               "could take is ranked here, best first."),
            m_bestShots);
        item->setFlags(Qt::NoItemFlags);
        return;
    }
    BestShots shots;
    try {
        shots = bestShots(m_session->rules(), m_session->state(), *m_action);
    } catch (const Error &e) { // core's refusal, never the event loop's
        auto *item = new QListWidgetItem(
            DisplayText::wrappable(tr("Not allowed: %1").arg(qs(e.what())), 400), m_bestShots);
        item->setFlags(Qt::NoItemFlags);
        return;
    }
    for (const ShotOption &o : shots.allowed)
        addShot(o, true);
    for (const ShotOption &o : shots.refused)
        addShot(o, false);
    if (shots.allowed.empty() && shots.refused.empty()) {
        auto *item = new QListWidgetItem(tr("No enemy on the map to aim at."), m_bestShots);
        item->setFlags(Qt::NoItemFlags);
    }
}

void AdviceController::addShot(const ShotOption &o, bool allowed)
{
    const GameState &state = m_session->state();
    const Action &a = o.evaluation.action;
    Hex hex;
    QStringList names;
    if (a.targetUnit) {
        const Unit &t = state.unit(*a.targetUnit);
        hex = t.hex;
        names << qs(t.name);
    } else {
        hex = *a.target;
        for (const Unit *t : state.unitsIn(hex)) {
            if (t->side != state.unit(a.actors.front()).side)
                names << qs(t->name);
        }
    }
    const QString where = QStringLiteral("%1 — %2").arg(
        qs(state.map().label(hex)), names.join(QStringLiteral(", ")));
    QString text = where;
    if (allowed)
        text
            += QStringLiteral(": ") + (o.summary.text.empty() ? tr("allowed") : qs(o.summary.text));
    auto *item = new QListWidgetItem(DisplayText::wrappable(text, 400), m_bestShots);
    item->setData(Qt::UserRole, qs(state.map().label(hex)));
    if (!allowed) {
        item->setForeground(m_bestShots->palette().color(QPalette::Disabled, QPalette::Text));
        item->setToolTip(
            DisplayText::wrappable(tr("Not allowed: %1").arg(qs(o.evaluation.whyNot)), 1000));
        item->setText(
            DisplayText::wrappable(where + QStringLiteral(": ") + qs(o.evaluation.whyNot), 400));
    }
}

std::optional<SideId> AdviceController::threatenedSide() const
{
    if (!m_session->hasGame())
        return std::nullopt;
    const GameState &state = m_session->state();
    if (m_selected) {
        if (const Unit *u = state.findUnit(*m_selected))
            return u->side;
    }
    if (state.sides().empty())
        return std::nullopt;
    return state.sides().front().id;
}

void AdviceController::cancelThreats()
{
    if (m_threatsCancel)
        m_threatsCancel->store(true);
    m_threatsCancel.reset();
    m_threatsPending = false;
}

void AdviceController::refreshThreats()
{
    cancelThreats();
    const auto side = threatenedSide();
    if (!m_threatsAction->isChecked() || !side) {
        m_scene->setThreatLevels({});
        m_threatsPanel->showHint(
            tr("View > Show Threats (T) tints the map by the enemy's best odds; point at a hex "
               "to list who can fire into it."));
        return;
    }
    // With a unit selected: how dangerous each hex would be for it; else for the side as it
    // stands. Worked out in a worker from a copy of the position (the map is shared, not
    // copied), so that the window never waits: the map keeps the previous tint until then.
    const Unit *u = m_selected ? m_session->state().findUnit(*m_selected) : nullptr;
    std::optional<UnitId> unit;
    if (u && u->onMap())
        unit = u->id;
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_threatsCancel = cancel;
    m_threatsPending = true;
    const quint64 job = ++m_threatsJob;
    m_pool.start([this, job, cancel, rules = m_session->sharedRules(), state = m_session->state(),
                     unit, side = *side] {
        std::vector<double> levels;
        QString error;
        try {
            // Shared between the machine's cores (the same map, sooner); this worker is one.
            const int threads = std::max(1, QThread::idealThreadCount());
            ThreatMap map = unit ? threatMapFor(*rules, state, *unit, cancel.get(), threads)
                                 : threatMap(*rules, state, side, cancel.get(), threads);
            if (!map.complete)
                return;
            levels = std::move(map.best);
        } catch (const Error &e) { // core's refusal, never the event loop's
            error = qs(e.what());
        }
        // The destructor waits for this thread, so `this` outlives the call.
        QMetaObject::invokeMethod(
            this,
            [this, job, levels = std::move(levels), error]() mutable {
                threatsComputed(job, std::move(levels), error);
            },
            Qt::QueuedConnection);
    });
    showThreatsAt(m_hovered);
}

void AdviceController::threatsComputed(quint64 job, std::vector<double> levels, QString error)
{
    if (job != m_threatsJob || !m_threatsPending)
        return; // an older position's, or the view was turned off meanwhile
    m_threatsPending = false;
    m_threatsCancel.reset();
    if (!error.isEmpty()) {
        m_scene->setThreatLevels({});
        m_threatsPanel->showHint(tr("No threats can be shown: %1").arg(error));
        return;
    }
    m_scene->setThreatLevels(std::move(levels));
    emit threatsReady();
}

void AdviceController::showThreatsAt(std::optional<Hex> hex)
{
    const auto side = threatenedSide();
    const Side *s = side ? m_session->state().findSide(*side) : nullptr;
    if (!s)
        return;
    const Unit *u = m_selected ? m_session->state().findUnit(*m_selected) : nullptr;
    if (!hex || !m_session->state().map().contains(*hex)) {
        m_threatsPanel->showHint(u
                ? tr("Each hex is tinted by the best odds any enemy would have against %1 "
                     "standing there. Point at a hex to list who could fire into it.")
                      .arg(QString::fromStdString(u->name))
                : tr("The map is tinted by the best odds any enemy has against the %1. Point "
                     "at a hex to list who can fire into it.")
                      .arg(QString::fromStdString(s->name)));
        return;
    }
    try {
        m_threatsPanel->showHex(m_session->state(), m_session->rules(), *hex, *s, u);
    } catch (const Error &e) { // core's refusal, never the event loop's
        m_threatsPanel->showHint(tr("No threats can be shown: %1").arg(qs(e.what())));
    }
}

} // namespace hexfire
