#pragma once

#include "core/game/ids.h"
#include "core/game/unitprofile.h"
#include "core/hex/facing.h"
#include "core/hex/hex.h"

#include <optional>
#include <string>

namespace hexfire {

enum class DamageLevel : std::uint8_t { None, Damaged, HeavilyDamaged, Destroyed };

/**
 * What effects change on a counter. One set of flags serves every ruleset; a ruleset reads and
 * writes only the ones its rules know.
 */
struct UnitStatus {
    bool disrupted = false;
    bool concealed = false;
    bool fatigued = false;
    bool pinned = false;
    bool routed = false;
    bool opFire = false;
    bool heroic = false;
    bool regrouping = false;
    bool outOfCommand = false;
    bool loaded = false; /**< carried in a vehicle in motion */
    bool eliminated = false; /**< off the map; the unit stays in the game for history and undo */
    DamageLevel damage = DamageLevel::None;
    friend bool operator==(const UnitStatus &, const UnitStatus &) = default;
};

/**
 * A counter on the map. `strength` counts what casualties remove: steps (TLHY squads: 2 full,
 * 1 reduced), increments (La Bataille) or figures (Tide of Iron, skirmish). Zero-step units
 * (leaders) have maxStrength 0.
 */
struct Unit {
    UnitId id;
    std::string name; /**< "2nd Squad" */
    SideId side;
    Hex hex;
    std::string art; /**< counter art key, e.g. "squad", "leader", "mg" */
    int strength = 1;
    int maxStrength = 1;
    UnitStatus status;
    std::optional<Facing> facing;
    UnitProfile profile;

    bool reduced() const { return maxStrength > 1 && strength < maxStrength; }
    bool onMap() const { return !status.eliminated; }
    friend bool operator==(const Unit &, const Unit &) = default;
};

} // namespace hexfire
