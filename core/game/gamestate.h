#pragma once

#include "core/game/effect.h"
#include "core/game/marker.h"
#include "core/game/objective.h"
#include "core/game/reinforcement.h"
#include "core/game/sequenceposition.h"
#include "core/game/side.h"
#include "core/game/unit.h"
#include "core/map/mapgrid.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace hexfire {

/** One marker change, enough to put it back: where it stood in the list and what it was. */
struct MarkerChange {
    enum class Kind : std::uint8_t { Placed, Changed, Removed };
    Kind kind = Kind::Placed;
    std::size_t index = 0; /**< position in the marker list */
    Marker before; /**< Changed, Removed: the marker as it was */
    friend bool operator==(const MarkerChange &, const MarkerChange &) = default;
};

/** One reinforcement placed on the map, enough to take it back off. */
struct ArrivalChange {
    std::size_t index = 0; /**< position in the list of reinforcements to come */
    Reinforcement before; /**< the reinforcement as it was listed */
    friend bool operator==(const ArrivalChange &, const ArrivalChange &) = default;
};

/**
 * What GameState::apply changed, enough to put it back exactly: the touched units as they were
 * before and each marker change in order. Only what changed is kept, never the whole position;
 * undo restores these and never re-derives anything.
 */
struct StateDelta {
    std::vector<Unit> unitsBefore;
    std::vector<MarkerChange> markerChanges;
    int nextMarkerIdBefore = 1;
    /** Set when the effects moved the game on in its sequence: where it stood before. */
    std::optional<SequencePosition> sequenceBefore;
    /** Set when an objective changed hands: every objective as it was before. */
    std::optional<std::vector<Objective>> objectivesBefore;
    /** The reinforcements that arrived, in order. */
    std::vector<ArrivalChange> arrivals;
    /** Set when a side's tally changed: every side as it was before. */
    std::optional<std::vector<Side>> sidesBefore;
    friend bool operator==(const StateDelta &, const StateDelta &) = default;
};

/**
 * The position: map, sides, units (eliminated ones included), the units still to come, markers,
 * where the game stands in its sequence of play, the objectives and who holds them, and how the
 * scenario is won. A value type: copy it to branch, compare it to check replays. Changed only
 * through apply/revert (and by the scenario loader and editor while setting up). The map never
 * changes in play, so copies share it; editMap() makes a private copy first when it is shared.
 */
class GameState final {
public:
    GameState() = default;
    GameState(std::string rulesetId, MapGrid map, std::vector<Side> sides);

    const std::string &rulesetId() const { return m_rulesetId; }
    /**
     * The identity of this position's content: a copy keeps it and every change takes a new one,
     * never given out before in this process. Two states with the same revision hold the same
     * position, so what is derived from one (the LOS hook of RuleSet::losRules) serves the other.
     */
    std::uint64_t revision() const { return m_revision; }
    /** The same for one part of the position: the map, the units (with the units still to come),
        the markers. What is derived from one part only outlives changes to the others. */
    std::uint64_t mapRevision() const { return m_mapRevision; }
    std::uint64_t unitsRevision() const { return m_unitsRevision; }
    std::uint64_t markersRevision() const { return m_markersRevision; }
    const MapGrid &map() const { return *m_map; }
    /** The map for setting up or editing (copied first when another position shares it). */
    MapGrid &editMap();

    const std::vector<Side> &sides() const { return m_sides; }
    const Side *findSide(const SideId &id) const;

    const std::vector<Unit> &units() const { return m_units; }
    const Unit *findUnit(const UnitId &id) const;
    /** Throws hexfire::Error naming the id when there is no such unit. */
    const Unit &unit(const UnitId &id) const;
    /** Units on the map in hex h, in setup order (stack order: first is at the bottom). */
    std::vector<const Unit *> unitsAt(Hex h) const;
    /**
     * The units on the map standing in h, those spread into it from another hex (Unit::alsoIn)
     * included, in the same order as unitsAt (the last is on top).
     */
    std::vector<const Unit *> unitsIn(Hex h) const;
    /** Adds a unit during setup; throws on a duplicate id, an unknown side or an off-map hex. */
    void addUnit(Unit unit);
    /** Replaces a unit during setup or editing; throws when the id is unknown. */
    void replaceUnit(const Unit &unit);
    void removeUnit(const UnitId &id);

    /** The units still to come, in the scenario's order; they are not in units(). */
    const std::vector<Reinforcement> &reinforcements() const { return m_reinforcements; }
    const Reinforcement *findReinforcement(const UnitId &id) const;
    /** Adds a reinforcement during setup; throws on an id used by a unit or another
        reinforcement, an unknown side, or no entry hex on the map. */
    void addReinforcement(Reinforcement reinforcement);
    void removeReinforcement(const UnitId &id);

    const std::vector<Marker> &markers() const { return m_markers; }
    std::vector<const Marker *> markersAt(Hex h) const;
    const Marker *findMarker(MarkerId id) const;
    /** The id the next placed marker gets; rulesets number new markers from here. */
    MarkerId nextMarkerId() const { return MarkerId {m_nextMarkerId}; }
    /** Adds a marker during setup; id 0 means "assign the next id". Returns the id used. */
    MarkerId addMarker(Marker marker);
    /** Markers of one hex alike in all a rule reads of them: all but their id and source. */
    struct MarkerGroup {
        /** One of them as their sample (its id and source may be a marker since taken away). */
        const Marker *like = nullptr;
        int count = 0;
        MarkerId first; /**< the lowest id among them */
    };
    /**
     * The markers of hex h by groups, in the order of their first ids: what a rule that reads
     * markers by their values asks, in time that grows with the groups and not with the markers
     * (fire piled on one hex leaves thousands of markers of a few values). Kept as markers come,
     * change and go, shared by copies; the pointers hold until the position changes.
     */
    std::vector<MarkerGroup> markerGroupsAt(Hex h) const;
    /** Every hex's groups (hexes in no set order, a hex's groups as markerGroupsAt). */
    void forEachMarkerGroup(const std::function<void(Hex, const MarkerGroup &)> &visit) const;

    /** Where the game stands in its sequence of play. */
    const SequencePosition &sequence() const { return m_sequence; }
    /** Sets the sequence position during setup (in play a SequenceChanged effect moves it). */
    void setSequence(SequencePosition position)
    {
        m_sequence = std::move(position);
        touch();
    }
    int turn() const { return m_sequence.turn; }
    void setTurn(int turn)
    {
        m_sequence.turn = turn;
        touch();
    }
    const std::string &phase() const { return m_sequence.phase; }
    void setPhase(std::string phase)
    {
        m_sequence.phase = std::move(phase);
        touch();
    }

    const std::vector<Objective> &objectives() const { return m_objectives; }
    /** Sets the objectives during setup; holders are then kept up to date by apply. */
    void setObjectives(std::vector<Objective> objectives);
    /** The objective in h, or nullptr. */
    const Objective *objectiveAt(Hex h) const;
    const VictoryConditions &victory() const { return m_victory; }
    void setVictory(VictoryConditions victory)
    {
        m_victory = std::move(victory);
        touch();
    }

    /**
     * Applies effects in order and returns what is needed to revert them. An effect naming an
     * unknown unit or marker throws hexfire::Error and leaves the state as it was. A change of
     * phase or turn (SequenceChanged) clears every unit's movement points spent; afterwards an
     * objective in which only one side's units stand passes to that side.
     */
    StateDelta apply(const std::vector<Effect> &effects);
    /** Exactly undoes the apply that returned delta (it must be the latest one still applied). */
    void revert(const StateDelta &delta);

    friend bool operator==(const GameState &a, const GameState &b)
    {
        return a.m_rulesetId == b.m_rulesetId && (a.m_map == b.m_map || *a.m_map == *b.m_map)
            && a.m_sides == b.m_sides && a.m_units == b.m_units && a.m_markers == b.m_markers
            && a.m_nextMarkerId == b.m_nextMarkerId && a.m_sequence == b.m_sequence
            && a.m_objectives == b.m_objectives && a.m_victory == b.m_victory
            && a.m_reinforcements == b.m_reinforcements;
    }

private:
    static std::uint64_t nextRevision();
    /** A change to the position; to the map, the units or the markers too when they say so. */
    enum Part : unsigned { Other = 0, Map = 1, Units = 2, Markers = 4 };
    void touch(unsigned parts = Other)
    {
        m_revision = nextRevision();
        if (parts & Map)
            m_mapRevision = m_revision;
        if (parts & Units)
            m_unitsRevision = m_revision;
        if (parts & Markers)
            m_markersRevision = m_revision;
    }
    /** The parts of the position a delta changes. */
    static unsigned changedParts(const StateDelta &delta);
    /** Rebuilds the index of units by id after a unit was added or taken away. */
    void reindexUnits();

    /**
     * The units by the cells they stand in (their own hex and those they spread over), for
     * unitsAt and unitsIn: keys of cell << 32 | index in m_units, sorted, so that a hex's units
     * come in setup order. Built on first use, under its once flag, since positions shared by
     * several threads (the Threats maps) are read at once; shared by copies of the position and
     * replaced only when a unit moves, is added or is taken away, not when its state changes.
     */
    struct UnitsByCell {
        std::once_flag once;
        std::atomic<bool> built {false};
        std::vector<std::uint64_t> keys;
    };
    const UnitsByCell *unitsByCell() const;
    /** unitsAt (spread false) or unitsIn (true). */
    std::vector<const Unit *> unitsStanding(Hex h, bool spread) const;
    /** The units of these indices in m_units moved, arrived or were added: their keys again
        (on a copy of the index, or in place when no other position shares it); an index not
        built yet is left to be built when asked. */
    void unitsRepositioned(const std::vector<std::uint32_t> &indices);
    /** One unit moved from `before` (its hex, and alsoIn) to where it stands now: its keys
        taken out and put back by binary search when no other position shares the index, so
        that moving one unit from hex to hex (the Threats map of a unit) costs no pass over the
        index; else as unitsRepositioned. */
    void unitMoved(std::uint32_t index, Hex before, const std::vector<Hex> &alsoInBefore);
    /** Units were taken away (indices shift): the index is built afresh when asked. */
    void unitsRenumbered() { m_unitsByCell = std::make_shared<UnitsByCell>(); }
    /**
     * The markers by hex and group (markerGroupsAt): a group's sample and its ids, ascending.
     * Built on first use under its once flag, as UnitsByCell; a change to the markers changes it
     * in place, or a copy of it when another position shares it, and none is made to an index
     * not built yet.
     */
    struct MarkersByHex {
        struct Group {
            Marker like;
            std::vector<int> ids;
        };
        std::once_flag once;
        std::atomic<bool> built {false};
        std::map<Hex, std::vector<Group>> byHex;
    };
    const MarkersByHex *markersByHex() const;
    /** Counts the marker in the group of markers alike in groups (a new group if none). */
    static void addToGroups(std::vector<MarkersByHex::Group> &groups, const Marker &marker);
    /** A hex's groups as markerGroupsAt gives them (by their first ids), into out. */
    static void sortedGroups(
        const std::vector<MarkersByHex::Group> &groups, std::vector<MarkerGroup> &out);
    /** A marker was placed (true) or taken away (false): its group counts it, or not. */
    void markerIndexed(const Marker &marker, bool placed);
    /** Throws unless the unit and the hexes it spreads over are on the map. */
    void checkPlacement(const Unit &unit) const;
    Unit *findUnitMutable(const UnitId &id);
    /** recorded: by index in m_units, whether delta holds the unit as it was already (a
        platoon's activation touches hundreds of units in one apply). */
    void applyOne(const Effect &effect, StateDelta &delta, std::vector<bool> &recorded);
    std::size_t markerIndex(MarkerId id, const Effect &effect) const;
    /** Passes each objective held by one side's units alone to that side. */
    void updateObjectiveHolders(StateDelta &delta);
    void applyArrival(const Effect &effect, StateDelta &delta);

    std::string m_rulesetId;
    std::shared_ptr<MapGrid> m_map = std::make_shared<MapGrid>();
    std::vector<Side> m_sides;
    std::vector<Unit> m_units;
    std::vector<Marker> m_markers;
    int m_nextMarkerId = 1;
    SequencePosition m_sequence;
    std::vector<Objective> m_objectives;
    VictoryConditions m_victory;
    std::vector<Reinforcement> m_reinforcements;
    std::uint64_t m_revision = nextRevision();
    std::uint64_t m_mapRevision = m_revision;
    std::uint64_t m_unitsRevision = m_revision;
    std::uint64_t m_markersRevision = m_revision;
    /** Indices into m_units in id order, shared by copies: ids change only when units are added
        or taken away (setup, arrivals), while every evaluation looks units up by id. */
    std::shared_ptr<const std::vector<std::uint32_t>> m_unitsById;
    std::shared_ptr<UnitsByCell> m_unitsByCell = std::make_shared<UnitsByCell>();
    std::shared_ptr<MarkersByHex> m_markersByHex = std::make_shared<MarkersByHex>();
};

} // namespace hexfire
