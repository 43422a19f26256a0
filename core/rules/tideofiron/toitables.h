#pragma once

#include "core/data/datanode.h"
#include "core/data/diagnostics.h"
#include "core/game/unitprofile.h"
#include "core/rules/assumptioncache.h"
#include "core/rules/explanation.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace hexfire::toi {

/** Range and firepower against one kind of target; range 0: cannot attack it. */
struct Attack {
    int range = 0;
    int firepower = 0;
    friend bool operator==(const Attack &, const Attack &) = default;
};

/** A kind of squad figure or a vehicle, from the unit-values table. */
struct UnitValues {
    std::string key;
    std::string name;
    Attack infantry; /**< against squads */
    Attack vehicle; /**< against vehicles */
    /** Vehicles: net hits in one attack that damage, heavily damage and destroy it. */
    std::vector<int> damageThresholds;
    bool concussive = false; /**< Concussive Firepower: +3 firepower and range against buildings */
    int removalOrder = 0; /**< figures: removed lowest first unless the defender chooses */
    /** Figures: an officer (+1 movement for his squad, rallies it, clears its states sooner). */
    bool officer = false;
    /** Figures: may take part in an assault (machine-gun and mortar crews may not). */
    bool assaults = true;
    /** Vehicles: a heavy vehicle, which no assault may target (light vehicles defend one). */
    bool heavy = false;
    /** Vehicles: the movement allowance in movement points (JSON "movement"). */
    int movement = 0;
    /** Vehicles: a tank, which may cross (never stop in) a hex the enemy holds, at 1 more
        movement point for each enemy unit there, pinning the squads it passes. */
    bool tank = false;
    friend bool operator==(const UnitValues &, const UnitValues &) = default;
};

/** A squad (its figures by type) or a vehicle (its type). */
struct ToiProfile final : UnitProfile {
    bool vehicle = false;
    std::vector<std::string> figures; /**< squad: one figure type key per figure */
    std::string type; /**< vehicle: its type key */

    std::string_view rulesetId() const override { return "tideofiron"; }
    bool equals(const UnitProfile &other) const override;
};

/** The rule book a scenario follows where the two differ (REFERENCE 4.5). */
enum class Edition : std::uint8_t {
    FirstEdition, /**< Fantasy Flight Games, 2007 (and its FAQ) */
    NextWave, /**< 1A Games' Next Wave, 2014 */
};

/** What entering one terrain costs each kind of unit, in movement points. */
struct TerrainCosts {
    int infantry = 1; /**< squads */
    int vehicle = 1;
    friend bool operator==(const TerrainCosts &, const TerrainCosts &) = default;
};

/** One terrain of the movement table (REFERENCE 4.5.3). */
struct TerrainMovement {
    TerrainCosts cost; /**< the first edition's costs */
    /** Next Wave's costs, where that edition differs (woods 3 for everyone). */
    std::optional<TerrainCosts> nextWave;
    bool vehiclesProhibited = false; /**< vehicles never enter it (buildings) */
    /** A vehicle entering it spends all its movement points: its move ends there (streams). */
    bool vehiclesAllPoints = false;
    /** The costs are found in the rule book; false: a DEFAULT, shown as assumed. */
    bool official = false;

    /** The costs under the edition given. */
    const TerrainCosts &costsIn(Edition edition) const
    {
        return edition == Edition::NextWave && nextWave ? *nextWave : cost;
    }
    friend bool operator==(const TerrainMovement &, const TerrainMovement &) = default;
};

/**
 * Movement points and terrain costs (REFERENCE 4.5.3): the "movement" member of tables.json.
 * Elevation comes from the map's levels, not from a terrain: a step one level up costs `uphill`
 * (or the terrain's cost when that is more), a step across `cliffLevels` levels is a cliff.
 */
struct MovementTable {
    int squad = 4; /**< a squad's movement allowance */
    int officerBonus = 1; /**< added when an officer figure is in the squad */
    int uphill = 2; /**< entering a hex one level higher */
    int cliffLevels = 2; /**< a step across this many levels or more is impassable */
    int road = 1; /**< from a road hex into the next road hex, with no uphill penalty */
    int perEnemyCrossed = 1; /**< a tank crossing a hex the enemy holds, per enemy unit there */
    std::vector<std::string> roads; /**< terrain ids (or hex features) that are roads */
    /** By terrain id; terrain it does not list costs as "clear" (which it must have). */
    std::map<std::string, TerrainMovement, std::less<>> terrain;

    static MovementTable defaults();
    static std::optional<MovementTable> fromData(const DataNode &node, Diagnostics &diagnostics);
    const TerrainMovement *find(std::string_view terrainId) const;
    friend bool operator==(const MovementTable &, const MovementTable &) = default;
};

/** How many units of one side may end a move in a hex (DEFAULT, not found: REFERENCE 4.5.3). */
struct StackingLimits {
    int squads = 2;
    int vehicles = 1;
    friend bool operator==(const StackingLimits &, const StackingLimits &) = default;
};

/** The data tables (resources/rulesets/tideofiron/tables.json equals defaults()). */
struct ToiTables {
    bool notOfficial = true;
    std::string source;
    std::vector<UnitValues> figures;
    std::vector<UnitValues> vehicles;
    std::map<std::string, int, std::less<>> cover; /**< cover dice by terrain id */
    std::vector<std::string> blockingTerrain;
    std::vector<std::string> concussiveTargets; /**< terrain where Concussive Firepower counts */
    /** Terrain ids (or hex features) that are fortifications: a unit leaving one draws Op Fire
        as if it entered a hex (REFERENCE 4.5.2, the 1.5 errata). */
    std::vector<std::string> fortifications {"entrenchment"};
    /** Tables written without these members keep the shipped movement costs and stacking. */
    MovementTable movement = MovementTable::defaults();
    StackingLimits stacking;

    static ToiTables defaults();
    static std::optional<ToiTables> fromData(const DataNode &node, Diagnostics &diagnostics);
    const UnitValues *figure(std::string_view key) const;
    const UnitValues *vehicleType(std::string_view key) const;
    int coverOf(std::string_view terrain) const;
    friend bool operator==(const ToiTables &, const ToiTables &) = default;
};

/** The DEFAULTs of REFERENCE 4.3 as options, and the tables. */
struct ToiOptions {
    Edition edition = Edition::FirstEdition;
    /** Actions in one action turn (the scenario gives it; REFERENCE 4.5.1). */
    int actionsPerTurn = 3;
    /** Whether the scenario gave actionsPerTurn (otherwise 3 is assumed). */
    bool actionsPerTurnGiven = false;
    int defenceSuccess = 5; /**< a cover die succeeds on this or more */
    bool suppressiveTwoSteps = false; /**< 2+ net hits of a suppressive attack: two steps */
    /** A disrupted squad hit again by a suppressive attack retreats one hex (else it stays). */
    bool disruptedRetreats = false;
    ToiTables tables = ToiTables::defaults();

    std::vector<Assumption> assumptions() const;
    /** The same, built once (AssumptionCache): what every evaluation starts with. */
    std::shared_ptr<const std::vector<Assumption>> keptAssumptions() const
    {
        return assumptionCache.get([this] { return assumptions(); });
    }
    AssumptionCache assumptionCache; /**< for keptAssumptions; empty in a copy */
    static std::optional<ToiOptions> fromData(
        const DataNode &node, const ToiOptions &base, Diagnostics &diagnostics);
    friend bool operator==(const ToiOptions &, const ToiOptions &) = default;
};

} // namespace hexfire::toi
