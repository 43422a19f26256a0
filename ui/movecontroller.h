#pragma once

#include "core/game/ids.h"
#include "core/hex/hex.h"

#include <QObject>
#include <QString>

#include <optional>
#include <vector>

namespace hexfire {

class GameSession;
class MapScene;
class PlayController;

/**
 * The Move mode on the map (Wesnoth's movement): with a unit of the side to act selected in the
 * mode of the rule system's move action, every hex it can reach is shaded with the points it would
 * have left (core's ReachableHexes); the move the play controller previews on hover is drawn as a
 * path from the unit through the hexes it enters, and a hex it cannot reach shows why (the
 * evaluation's refusal). Dragging the selected counter draws the path along the hexes the pointer
 * passes; letting go commits it (that path when core accepts it, else the cheapest one) as a click
 * on the hex would. A Shift-drag (an adjustment, any counter) draws a plain line to the pointer.
 *
 * It shows what core computed and derives nothing: the costs, the path and the reasons are core's.
 */
class MoveController final : public QObject {
    Q_OBJECT
public:
    MoveController(
        GameSession *session, MapScene *scene, PlayController *play, QObject *parent = nullptr);

    /** The hexes a drag has passed through so far, in order (the unit's own hex left out). */
    const std::vector<Hex> &trail() const { return m_trail; }

private:
    /** The reachable shading for the selected unit and the mode now. */
    void refreshReach();
    /** The previewed move's path, or its refusal. */
    void onEvaluationChanged();
    void onDragStarted(const UnitId &unit, bool adjust);
    void onDragged(Hex hex);
    void onDropped(const UnitId &unit, Hex hex, bool adjust);
    void endDrag();
    /** The trail extended to hex (a hex passed again cuts the trail back to it). */
    void extendTrail(Hex start, Hex hex);

    GameSession *m_session;
    MapScene *m_scene;
    PlayController *m_play;
    std::optional<UnitId> m_dragged;
    bool m_adjusting = false;
    /** Another tool (the LOS thread) had the pointer when the adjustment drag began. */
    bool m_pointerWasTaken = false;
    std::vector<Hex> m_trail;
    /** Core refused the move along the trail: the preview shows the cheapest path instead. */
    bool m_trailRefused = false;
};

} // namespace hexfire
