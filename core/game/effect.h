#pragma once

#include "core/game/ids.h"
#include "core/game/marker.h"
#include "core/game/sequenceposition.h"
#include "core/game/unitprofile.h"
#include "core/hex/facing.h"
#include "core/hex/hex.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire {

/**
 * The generic state changes a resolution makes, shared by every rule system. What a change means
 * in the rules is the effect's `name`, the rule system's own word: a casualty in one system is
 * "strength -1" named "casualty", a lost increment in another is "strength -1" named "increment".
 *
 * What GameState::apply does with each kind:
 *   StrengthLost    strength - count (not below 0)
 *   StrengthGained  strength + count (not above maxStrength)
 *   StatusSet       adds status; StatusCleared removes it
 *   Eliminated      the counter leaves the map; Restored puts it back
 *   Moved           hex = to; movementSpent + count (the movement points the move cost)
 *   FacingChanged   facing = facing
 *   DamageChanged   damage = count
 *   HexesChanged    alsoIn = hexes (the other hexes a unit spreads over; empty: only its own)
 *   ProfileChanged  profile = profile (the rule system's printed values or formation change)
 *   MarkerPlaced    adds marker; MarkerChanged replaces the marker with marker->id; MarkerRemoved
 *                   removes it
 *   SequenceChanged the sequence position = sequence (a new phase or turn clears movement spent)
 *   Record          nothing: a check or a hit kept for the log (check holds the roll)
 *   UnitArrived     the reinforcement `unit` leaves the list of those to come and stands at `to`
 *   TallyChanged    the `side`'s tally `tally` + count (victory points scored, command spent)
 * Kinds are keyed (see key()) in the CLI's JSON next to the rule system's name.
 */
enum class EffectKind : std::uint8_t {
    StrengthLost,
    StrengthGained,
    StatusSet,
    StatusCleared,
    Eliminated,
    Restored,
    Moved,
    FacingChanged,
    DamageChanged,
    HexesChanged,
    ProfileChanged,
    MarkerPlaced,
    MarkerChanged,
    MarkerRemoved,
    SequenceChanged,
    Record,
    UnitArrived,
    TallyChanged,
};
inline constexpr int effectKindCount = 18;

/** A check's roll against its number and whether it passed. */
struct CheckResult {
    int roll = 0;
    int target = 0;
    bool passed = false;
    friend bool operator==(const CheckResult &, const CheckResult &) = default;
};

struct Effect {
    EffectKind kind = EffectKind::Record;
    std::string name; /**< the rule system's word: "casualty", "disrupted", "morale-check" */
    std::optional<UnitId> unit;
    int count = 0; /**< strength lost or gained, hits, the damage level */
    std::string status; /**< StatusSet / StatusCleared: the status key */
    std::optional<Marker> marker; /**< MarkerPlaced / MarkerChanged / MarkerRemoved */
    std::optional<Hex> from; /**< Moved */
    std::optional<Hex> to; /**< Moved, UnitArrived */
    std::optional<Facing> facing; /**< FacingChanged */
    std::vector<Hex> hexes; /**< HexesChanged: the other hexes the unit spreads over */
    UnitProfilePtr profile; /**< ProfileChanged: the unit's new profile */
    std::optional<CheckResult> check; /**< a Record of a check */
    std::optional<SequencePosition> sequence; /**< SequenceChanged: where the game stands next */
    std::string note; /**< why, in a few words, for the log */
    std::optional<SideId> side; /**< TallyChanged: the side whose tally changes */
    std::string tally; /**< TallyChanged: the tally key; `count` is added (negative: spent) */
    friend bool operator==(const Effect &a, const Effect &b)
    {
        const bool sameProfile
            = a.profile == b.profile || (a.profile && b.profile && a.profile->equals(*b.profile));
        return sameProfile && a.kind == b.kind && a.name == b.name && a.unit == b.unit
            && a.count == b.count && a.status == b.status && a.marker == b.marker
            && a.from == b.from && a.to == b.to && a.facing == b.facing && a.hexes == b.hexes
            && a.check == b.check && a.sequence == b.sequence && a.note == b.note
            && a.side == b.side && a.tally == b.tally;
    }
};

/** An effect of this kind under the rule system's name, on a unit or on none. */
inline Effect makeEffect(EffectKind kind, std::string name, std::optional<UnitId> unit = {})
{
    Effect e;
    e.kind = kind;
    e.name = std::move(name);
    e.unit = std::move(unit);
    return e;
}

/** "strength-lost", "status-set", ... (stable keys of the generic change). */
std::string_view key(EffectKind k);
std::optional<EffectKind> effectKindFromKey(std::string_view key);

} // namespace hexfire
