#pragma once

#include "core/data/datanode.h"
#include "core/data/diagnostics.h"
#include "core/game/unitprofile.h"
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

/** The data tables (resources/rulesets/tideofiron/tables.json equals defaults()). */
struct ToiTables {
    bool notOfficial = true;
    std::string source;
    std::vector<UnitValues> figures;
    std::vector<UnitValues> vehicles;
    std::map<std::string, int, std::less<>> cover; /**< cover dice by terrain id */
    std::vector<std::string> blockingTerrain;
    std::vector<std::string> concussiveTargets; /**< terrain where Concussive Firepower counts */

    static ToiTables defaults();
    static std::optional<ToiTables> fromData(const DataNode &node, Diagnostics &diagnostics);
    const UnitValues *figure(std::string_view key) const;
    const UnitValues *vehicleType(std::string_view key) const;
    int coverOf(std::string_view terrain) const;
    friend bool operator==(const ToiTables &, const ToiTables &) = default;
};

/** The rule book a scenario follows where the two differ (REFERENCE 4.5). */
enum class Edition : std::uint8_t {
    FirstEdition, /**< Fantasy Flight Games, 2007 (and its FAQ) */
    NextWave, /**< 1A Games' Next Wave, 2014 */
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
    ToiTables tables = ToiTables::defaults();

    std::vector<Assumption> assumptions() const;
    static std::optional<ToiOptions> fromData(
        const DataNode &node, const ToiOptions &base, Diagnostics &diagnostics);
    friend bool operator==(const ToiOptions &, const ToiOptions &) = default;
};

} // namespace hexfire::toi
