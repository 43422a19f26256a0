#include "ui/losthreadcontroller.h"

#include "ui/displaytext.h"
#include "ui/gamesession.h"
#include "ui/map/losthreaditem.h"
#include "ui/map/mapscene.h"

#include <QAction>
#include <QIcon>
#include <QStringList>

#include <algorithm>

namespace hexfire {

LosThreadController::LosThreadController(GameSession *session, MapScene *scene, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_scene(scene)
    , m_action(
          new QAction(QIcon(QStringLiteral(":/icons/losthread.svg")), tr("Line of Sight"), this))
{
    setObjectName(QStringLiteral("losThreadController"));
    m_action->setObjectName(QStringLiteral("losThreadAction"));
    m_action->setCheckable(true);
    m_action->setShortcut(Qt::Key_L);
    m_action->setToolTip(tr("Check the line of sight between any two hexes, as with a thread "
                            "on a printed map: click the hex to look from, then point at "
                            "any hex (L)"));
    connect(m_action, &QAction::triggered, this, [this] { start(); });
    connect(m_scene, &MapScene::hexHovered, this, [this](Hex hex) {
        m_hovered = hex;
        if (m_active && m_from && m_session->hasGame())
            showThread(hex);
    });
    connect(m_scene, &MapScene::hoverLeft, this, [this] { m_hovered.reset(); });
    connect(m_scene, &MapScene::hexClicked, this, [this](Hex hex) {
        if (m_active && m_session->hasGame())
            start(hex);
    });
    connect(m_scene, &MapScene::unitClicked, this, [this](const UnitId &unit) {
        if (!m_active || !m_session->hasGame())
            return;
        if (const Unit *u = m_session->state().findUnit(unit))
            start(u->hex);
    });
}

LosThreadController::~LosThreadController() = default;

void LosThreadController::start(std::optional<Hex> from)
{
    if (!m_active) {
        emit aboutToStart();
        m_active = true;
        m_action->setChecked(true);
        m_session->clearPreview();
        m_scene->setStepCues({}, {});
        emit activeChanged(true);
    }
    m_from = from;
    m_scene->setLosTraces({});
    m_scene->setTarget(std::nullopt, true);
    emit modeText(from && m_session->hasGame()
            ? tr("Line of sight from %1: point at any hex; click to look from another")
                  .arg(qs(m_session->state().map().label(*from)))
            : tr("Line of sight: click the hex to look from"));
    if (LosThreadItem *thread = m_scene->losThread())
        thread->setThread(from, std::nullopt, {}, {});
    if (from && m_hovered && *m_hovered != *from)
        showThread(*m_hovered);
}

void LosThreadController::stop()
{
    m_from.reset();
    if (LosThreadItem *thread = m_scene->losThread())
        thread->setThread(std::nullopt, std::nullopt, {}, {});
    if (!m_active)
        return;
    m_active = false;
    emit activeChanged(false);
}

QString LosThreadController::verdict(const LosTrace &t, const GameState &state)
{
    const MapGrid &map = state.map();
    auto level = [](int l) { return l == 0 ? QString() : tr(" (level %1)").arg(l); };
    const QString ends = tr("%1%2 to %3%4")
                             .arg(qs(map.label(t.firer)), level(t.firerLevel),
                                 qs(map.label(t.target)), level(t.targetLevel));
    if (t.firer == t.target)
        return tr("%1: the same hex, always in sight.").arg(qs(map.label(t.firer)));
    auto reason = [&](const LosElement &el) {
        QString where = qs(map.label(el.hex));
        if (el.kind == LosElementKind::HexsideCrossed || el.kind == LosElementKind::HexsideAlong)
            where
                = tr("the %1–%2 hexside").arg(where, qs(map.label(neighbor(el.hex, el.direction))));
        if (!el.obstacle.reason)
            return where;
        QString why = tr("%1 — %2").arg(where, qs(el.obstacle.reason->text));
        if (!el.obstacle.reason->ruleRef.empty())
            why += tr(" (%1)").arg(qs(el.obstacle.reason->ruleRef));
        return why;
    };
    if (t.verdict == LosVerdict::Blocked && t.firstBlocker >= 0
        && t.firstBlocker < static_cast<int>(t.elements.size()))
        return tr("%1: blocked in %2.")
            .arg(ends, reason(t.elements[static_cast<std::size_t>(t.firstBlocker)]));
    if (t.verdict == LosVerdict::Hindered) {
        QStringList by;
        for (const LosElement &el : t.elements) {
            if (el.obstacle.effect == LosEffect::Hinder
                && (el.side == LosSide::Both || el.side == t.sideUsed))
                by << reason(el);
        }
        by.removeDuplicates();
        return tr("%1: in sight, hindered %2 by %3.")
            .arg(ends)
            .arg(t.hindrance)
            .arg(by.join(QStringLiteral("; ")));
    }
    return tr("%1: clear line of sight.").arg(ends);
}

void LosThreadController::showThread(Hex to)
{
    if (!m_from)
        return;
    const GameState &state = m_session->state();
    const LosTrace trace = m_session->traceLos(*m_from, to);
    m_scene->setLosTraces({trace});
    // The hills the thread crosses, with their levels, so a height answer can be seen.
    std::vector<LosThreadItem::Level> levels;
    auto addLevel = [&](Hex h) {
        if (!state.map().contains(h))
            return;
        const int l = state.map().elevation(h);
        if (l != 0
            && std::none_of(levels.begin(), levels.end(),
                [&](const LosThreadItem::Level &x) { return x.hex == h; }))
            levels.push_back({h, l});
    };
    addLevel(*m_from);
    for (const LosElement &el : trace.elements) {
        if (el.kind != LosElementKind::HexsideCrossed && el.kind != LosElementKind::HexsideAlong)
            addLevel(el.hex);
    }
    addLevel(to);
    const QString text = verdict(trace, state);
    m_scene->losThread()->setThread(m_from, to, text, std::move(levels));
    emit verdictShown(text);
}

} // namespace hexfire
