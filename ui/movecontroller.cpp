#include "ui/movecontroller.h"

#include "core/rules/movement.h"
#include "ui/displaytext.h"
#include "ui/gamesession.h"
#include "ui/map/mapscene.h"
#include "ui/map/reachoverlayitem.h"
#include "ui/playcontroller.h"

#include <algorithm>

namespace hexfire {

namespace {
/** The unit's hex, then the hexes entered. */
std::vector<Hex> lineFrom(Hex start, const std::vector<Hex> &entered)
{
    std::vector<Hex> hexes {start};
    hexes.insert(hexes.end(), entered.begin(), entered.end());
    return hexes;
}
} // namespace

MoveController::MoveController(
    GameSession *session, MapScene *scene, PlayController *play, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_scene(scene)
    , m_play(play)
{
    setObjectName(QStringLiteral("moveController"));
    // After the play controller (made first): the map is up to date when these run.
    connect(m_play, &PlayController::intentChanged, this, &MoveController::refreshReach);
    connect(m_play, &PlayController::modeChanged, this, &MoveController::refreshReach);
    connect(m_session, &GameSession::evaluationChanged, this, &MoveController::onEvaluationChanged);
    connect(m_session, &GameSession::gameReset, this, &MoveController::endDrag);
    connect(m_scene, &MapScene::counterDragStarted, this, &MoveController::onDragStarted);
    connect(m_scene, &MapScene::counterDragged, this, &MoveController::onDragged);
    connect(m_scene, &MapScene::counterDropped, this, &MoveController::onDropped);
    connect(m_scene, &MapScene::counterDragCancelled, this, &MoveController::endDrag);
}

void MoveController::refreshReach()
{
    ReachOverlayItem *overlay = m_scene->reachOverlay();
    if (!overlay)
        return;
    const MovementRules *movement
        = m_session->hasGame() ? m_session->rules().movementRules() : nullptr;
    const Unit *u = m_play->selectedUnit() && movement
        ? m_session->state().findUnit(*m_play->selectedUnit())
        : nullptr;
    const SequencePosition &at
        = m_session->hasGame() ? m_session->state().sequence() : SequencePosition {};
    // Only the side to act moves now: another side's unit shows no reach (core refuses it).
    if (!u || !u->onMap() || !m_play->isMoveMode() || at.gameOver
        || (at.sideToAct && *at.sideToAct != u->side)) {
        overlay->setReach({});
        if (!m_play->isMoveMode()) { // another tool: the last path drawn goes with the shading
            overlay->setPath({}, true);
            overlay->setRefusal(std::nullopt, {});
        }
        return;
    }
    const ReachableHexes reach(m_session->state(), *movement, *u);
    std::vector<ReachOverlayItem::Cell> cells;
    cells.reserve(reach.hexes().size());
    for (const Hex h : reach.hexes())
        cells.push_back({h,
            qs(movementPointsText(reach.pointsLeft(h).value_or(0), movement->unitsPerPoint()))});
    overlay->setReach(std::move(cells));
}

void MoveController::onEvaluationChanged()
{
    ReachOverlayItem *overlay = m_scene->reachOverlay();
    if (!overlay || m_adjusting)
        return;
    const auto &preview = m_session->currentPreview();
    const MovementRules *movement
        = m_session->hasGame() ? m_session->rules().movementRules() : nullptr;
    const Unit *u = m_play->selectedUnit() && m_session->hasGame()
        ? m_session->state().findUnit(*m_play->selectedUnit())
        : nullptr;
    if (!preview || !movement || !u || !m_play->isMoveMode()
        || preview->action.kind != movement->moveAction() || preview->action.actors.size() != 1
        || preview->action.actors.front() != u->id) {
        overlay->setPath({}, true);
        overlay->setRefusal(std::nullopt, {});
        return;
    }
    const auto *path = paramAs<std::vector<Hex>>(preview->action.params, movePathParam);
    if (preview->legal) {
        overlay->setPath(path ? lineFrom(u->hex, *path) : std::vector<Hex> {}, true);
        overlay->setRefusal(std::nullopt, {});
        return;
    }
    if (m_dragged && !m_trailRefused && path && !path->empty() && preview->action.target) {
        // Not a move the rules allow along the hexes the pointer went: the cheapest path then.
        m_trailRefused = true;
        m_play->setMovePath(std::nullopt);
        if (const auto cheapest = m_play->actionFor(*preview->action.target))
            m_session->preview(*cheapest);
        return;
    }
    overlay->setPath(path && !path->empty() ? lineFrom(u->hex, *path) : std::vector<Hex> {}, false);
    // Pointing at the unit's own hex (a drag begins there) is no move to refuse on the map.
    const bool ownHex = preview->action.target && *preview->action.target == u->hex;
    overlay->setRefusal(ownHex ? std::nullopt : preview->action.target, qs(preview->whyNot));
}

void MoveController::onDragStarted(const UnitId &unit, bool adjust)
{
    m_dragged = unit;
    m_adjusting = adjust;
    m_trail.clear();
    m_trailRefused = false;
    if (adjust) {
        // A move by hand: nothing the mode would do is previewed meanwhile.
        m_pointerWasTaken = m_play->pointerTaken();
        m_play->setPointerTaken(true);
        if (ReachOverlayItem *overlay = m_scene->reachOverlay())
            overlay->setRefusal(std::nullopt, {});
    }
}

void MoveController::extendTrail(Hex start, Hex hex)
{
    if (hex == start) {
        m_trail.clear();
        return;
    }
    // Back over a hex already passed: the loop after it is dropped.
    if (const auto it = std::find(m_trail.begin(), m_trail.end(), hex); it != m_trail.end()) {
        m_trail.erase(it + 1, m_trail.end());
        return;
    }
    const Hex last = m_trail.empty() ? start : m_trail.back();
    if (adjacent(last, hex)) {
        m_trail.push_back(hex);
        return;
    }
    // A quick pointer skips hexes: the straight line between fills them in.
    const std::vector<Hex> between = line(last, hex);
    for (std::size_t i = 1; i < between.size(); ++i) {
        if (between[i] == start)
            m_trail.clear();
        else if (m_session->state().map().contains(between[i]))
            m_trail.push_back(between[i]);
    }
}

void MoveController::onDragged(Hex hex)
{
    if (!m_dragged || !m_session->hasGame())
        return;
    const Unit *u = m_session->state().findUnit(*m_dragged);
    if (!u)
        return;
    if (m_adjusting) {
        if (ReachOverlayItem *overlay = m_scene->reachOverlay())
            overlay->setPath(
                hex == u->hex ? std::vector<Hex> {} : std::vector<Hex> {u->hex, hex}, true);
        return;
    }
    const std::vector<Hex> before = m_trail;
    extendTrail(u->hex, hex);
    if (m_trail == before)
        return;
    m_trailRefused = false;
    m_play->setMovePath(m_trail.empty() ? std::nullopt : std::optional<std::vector<Hex>>(m_trail));
}

void MoveController::onDropped(const UnitId &, Hex hex, bool adjust)
{
    // A move is committed as a click on the hex commits it: the evaluation the drag showed.
    if (!adjust && m_dragged)
        m_play->commitAt(hex);
    endDrag();
}

void MoveController::endDrag()
{
    const bool adjusting = m_adjusting;
    m_dragged.reset();
    m_adjusting = false;
    m_trail.clear();
    m_trailRefused = false;
    m_play->setMovePath(std::nullopt);
    if (adjusting) {
        if (ReachOverlayItem *overlay = m_scene->reachOverlay())
            overlay->setPath({}, true);
        m_play->setPointerTaken(m_pointerWasTaken);
    }
}

} // namespace hexfire
