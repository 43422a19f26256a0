#pragma once

#include "core/game/gamestate.h"
#include "core/hex/hexlayout.h"
#include "core/los/lostrace.h"
#include "core/rules/ruleset.h"

#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QHash>
#include <QPoint>
#include <QPointF>

#include <array>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace hexfire {

class CounterItem;
class FacingArcsItem;
class HexMapItem;
class HexCursor;
class HexShadeItem;
class LosOverlayItem;
class MarkerItem;
class ObjectiveItem;
class LosThreadItem;
class ReachOverlayItem;
class StepCuesItem;
class ThreatShadeItem;

/**
 * The map as a scene: one HexMapItem for the printed map, a CounterItem per unit on the map, a
 * MarkerItem per marker, and overlays for what core computed (visibility, LOS traces, target).
 *
 * The scene only emits intent (hexHovered, hexClicked, unitClicked); it never evaluates a rule.
 * How counters and chits look comes from the position's rule system (counterPrint, statusTypes,
 * markerTypes, describeMarker). A press with the left button is left to the view so that dragging
 * pans the map; a release close to the press is a click.
 */
class MapScene final : public QGraphicsScene {
    Q_OBJECT
public:
    /** What a click means: select a counter, or perform one action type of the rule system. */
    class Mode final {
    public:
        static Mode select() { return {}; }
        static Mode perform(std::string actionKey) { return Mode(std::move(actionKey)); }
        bool isSelect() const { return m_action.empty(); }
        /** The action type's key; empty in select mode. */
        const std::string &actionKey() const { return m_action; }
        friend bool operator==(const Mode &, const Mode &) = default;

    private:
        Mode() = default;
        explicit Mode(std::string action)
            : m_action(std::move(action))
        { }
        std::string m_action;
    };

    explicit MapScene(QObject *parent = nullptr);
    ~MapScene() override;

    /**
     * Rebuilds everything for a new position (new game, new map) under its rule system, which
     * must outlive the scene's use of it (until the next setState).
     */
    void setState(const GameState &state, const RuleSet &rules);
    /** Brings counters and markers up to date; changed counters flash when animate is set. */
    void syncState(const GameState &state, bool animate);
    const GameState &state() const { return m_state; }
    const HexLayout &layout() const { return m_layout; }

    const Mode &mode() const { return m_mode; }
    void setMode(Mode mode);

    void setSelectedUnit(const std::optional<UnitId> &unit);
    /** Units that act with the selected one (Ctrl-click): drawn with a ring of their own. */
    void setSupporters(const std::vector<UnitId> &units);
    /** Units that acted this round: their counters carry a tick. */
    void setActed(const std::vector<UnitId> &units);
    void setVisibility(std::vector<LosResult> verdicts);
    /** The Threats view's tint: core's best enemy odds per hex in cell order (negative: none);
        empty clears it. */
    void setThreatLevels(std::vector<double> levels);
    void setLosTraces(std::vector<LosTrace> traces);
    void setTarget(std::optional<Hex> hex, bool legal);
    /** What a step or a preview shows besides the LOS: the acting units ringed, dice, notes. */
    void setStepCues(std::vector<Hex> actors, std::vector<MapCue> cues);
    StepCuesItem *stepCues() const { return m_cues; }
    /** The free line-of-sight thread's pin, hill levels and verdict plate (see LosThreadItem). */
    LosThreadItem *losThread() const { return m_thread; }
    void setAnimationsEnabled(bool on) { m_animate = on; }

    CounterItem *counterItem(const UnitId &id) const;
    /** The counter's copies in the other hexes a unit spreads over (a two-hex line), by hex. */
    std::vector<std::pair<Hex, CounterItem *>> partItems(const UnitId &id) const;
    std::vector<MarkerItem *> markerItems() const;
    /** One item per objective hex of the position (ObjectiveItem). */
    const std::vector<ObjectiveItem *> &objectiveItems() const { return m_objectives; }
    HexMapItem *mapItem() const { return m_mapItem; }
    LosOverlayItem *losOverlay() const { return m_los; }
    HexShadeItem *shadeItem() const { return m_shade; }
    ThreatShadeItem *threatShade() const { return m_threats; }
    FacingArcsItem *facingArcs() const { return m_arcs; }
    /** The Move mode's reachable hexes, path and refusal (MoveController fills it). */
    ReachOverlayItem *reachOverlay() const { return m_reach; }
    /** Draws the front, flank and rear hexsides of a unit's hexes; none hides them. */
    void setFacingArcs(std::vector<Hex> hexes, const std::array<HexsideClass, 6> &classes);

    std::optional<Hex> hexAt(const QPointF &scenePos) const;
    QPointF hexCentre(Hex h) const;
    /** The map's own information about a hex: label, terrain, elevation, features, units. */
    QString hexToolTip(Hex h) const;
    /** What the marker's rule system says about it here (RuleSet::describeMarker), plain text. */
    static QString markerToolTip(
        const Marker &marker, const GameState &state, const RuleSet &rules);
    /** The same from the rule system's description of the marker. */
    static QString markerToolTip(const MarkerView &view);
    /** Where the mouse last was over the map (scene coordinates). */
    QPointF lastMousePos() const { return m_lastMouse; }
    /** The hex whose stack is fanned out, if any. */
    std::optional<Hex> fannedHex() const { return m_fanned; }

    /** What the mouse does, callable directly (tests, headless screenshots). */
    void hoverHex(std::optional<Hex> hex);
    void clickHex(Hex hex);
    void clickUnit(const UnitId &id);
    /** A Ctrl-click on a counter: add it to the acting units, or take it out. */
    void toggleUnit(const UnitId &id);
    /** While hexClicked is emitted: the counter under the click (in a fanned stack, the one the
     *  player meant), if any. */
    const std::optional<UnitId> &clickedUnit() const { return m_clickedUnit; }

    /** The keyboard's hex (the ring the arrow keys move, HexCursor), when it is shown. */
    std::optional<Hex> keyboardHex() const;
    /** Puts the keyboard's ring on hex (none takes it away) and points there as the mouse would. */
    void setKeyboardHex(std::optional<Hex> hex);
    /** Moves the keyboard's ring one hex in a screen direction (dx, dy: -1, 0, 1); false at the
     *  map's edge. */
    bool moveKeyboardHex(int dx, int dy);
    /** Enter: what a click at the keyboard's hex does. */
    void activateKeyboardHex();
    /** Space: the top counter at the keyboard's hex, or the next one down the stack when one of
     *  its counters is selected, as a click on it. */
    void pickAtKeyboardHex();

    /** Held while dragging a counter: an adjustment move, in any mode (Ctrl-click is taken). */
    static constexpr Qt::KeyboardModifier dragModifier = Qt::ShiftModifier;
    /** Whether a counter is being dragged. */
    bool isDragging() const { return m_drag.has_value(); }

    /** The hex size (centre to corner) in scene units. */
    static constexpr double hexSize = 50.0;

signals:
    void hexHovered(hexfire::Hex hex);
    void hoverLeft();
    void hexClicked(hexfire::Hex hex);
    void unitClicked(const hexfire::UnitId &unit);
    void unitToggled(const hexfire::UnitId &unit);
    /** A right click (or the menu key) on a counter: the window offers the unit's orders. */
    void unitMenuRequested(const hexfire::UnitId &unit, const QPoint &screenPos);
    /** A right click on a marker chit (no counter over it). */
    void markerMenuRequested(const hexfire::MarkerId &marker, const QPoint &screenPos);
    /** A right click on a hex where no counter or chit is. */
    void hexMenuRequested(hexfire::Hex hex, const QPoint &screenPos);
    /**
     * A counter is being dragged: the selected unit's in the Move mode of the rule system's move
     * action, or any counter with dragModifier held (adjust). Emitted on the press.
     */
    void counterDragStarted(const hexfire::UnitId &unit, bool adjust);
    /** The dragged counter is over hex (before the hover of that hex is emitted). */
    void counterDragged(hexfire::Hex hex);
    /** The counter was let go over hex, after a drag (a press and release in place is a click). */
    void counterDropped(const hexfire::UnitId &unit, hexfire::Hex hex, bool adjust);
    /** The drag ended without a hex to drop on (off the map, or released in place). */
    void counterDragCancelled();

protected:
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void helpEvent(QGraphicsSceneHelpEvent *event) override;
    void contextMenuEvent(QGraphicsSceneContextMenuEvent *event) override;

private:
    /**
     * Brings the chits up to date with the position: a hex whose markers are the same keeps its
     * chits (their faces and tooltips said anew, as a description may read the position); the
     * others get new ones. Returns the hexes whose chits came or went, for their stacks to make
     * room.
     */
    std::set<Hex> syncMarkers();
    /** The objective hexes, marked in their holder's colour. */
    void rebuildObjectives();
    /** The copies and links of units spread over several hexes; returns the hexes they touch. */
    std::set<Hex> rebuildParts();
    /** The counter drawn for unit u in hex h: its own, or its copy in a hex it spreads over. */
    CounterItem *itemIn(const Unit &u, Hex h) const;
    void layoutHex(Hex h, bool animate);
    /** Whether a scene rectangle lies over a resting counter (with its tab), a chit or an
        objective's flag. */
    bool isTaken(const QRectF &rect) const;
    /** Where a unit faces on the screen, when its rule system gives it front and other sides. */
    std::optional<double> facingAngle(const Unit &u) const;
    void setFanned(std::optional<Hex> hex);
    CounterItem *counterAt(const QPointF &scenePos) const;
    /** Whether the mode is the rule system's move action (a drag of the selection moves it). */
    bool isMoveMode() const;
    void dragTo(const QPointF &scenePos);
    /** Ends a drag on release; false when it was a press and release in place (a click). */
    bool endDrag(const QPointF &scenePos);

    /** A counter the player drags. */
    struct Drag {
        UnitId unit;
        bool adjust = false;
        bool moved = false;
    };

    GameState m_state;
    const RuleSet *m_rules = nullptr;
    HexLayout m_layout;
    Mode m_mode = Mode::select();
    HexMapItem *m_mapItem = nullptr;
    HexShadeItem *m_shade = nullptr;
    ThreatShadeItem *m_threats = nullptr;
    LosOverlayItem *m_los = nullptr;
    FacingArcsItem *m_arcs = nullptr;
    StepCuesItem *m_cues = nullptr;
    LosThreadItem *m_thread = nullptr;
    HexCursor *m_cursor = nullptr;
    QPointF m_cursorLine; /**< the row (y) and column (x) the keyboard's moves keep to */
    ReachOverlayItem *m_reach = nullptr;
    std::map<UnitId, CounterItem *> m_counters;
    std::map<Hex, std::vector<MarkerItem *>> m_markers; /**< each hex's chits, in their order */
    std::vector<ObjectiveItem *> m_objectives;
    /** Copies of spread units' counters in their other hexes, and the bars joining them. */
    std::vector<std::tuple<UnitId, Hex, CounterItem *>> m_parts;
    std::vector<QGraphicsLineItem *> m_links;
    std::optional<UnitId> m_selected;
    std::vector<UnitId> m_supporters;
    std::vector<UnitId> m_acted;
    /** Where each hex's counters rest and its chits lie, in the scene: the chips keep off. */
    std::map<Hex, std::vector<QRectF>> m_counterRects;
    std::map<Hex, std::vector<QRectF>> m_chitRects;
    std::vector<QRectF> m_flagRects; /**< the objectives' flags, in the scene */
    std::optional<Hex> m_hover;
    std::optional<UnitId> m_clickedUnit; /**< clickedUnit */
    std::optional<Hex> m_fanned;
    QPointF m_pressScreenPos;
    QPointF m_lastMouse;
    bool m_pressed = false;
    std::optional<Drag> m_drag;
    bool m_animate = true;
};

} // namespace hexfire
