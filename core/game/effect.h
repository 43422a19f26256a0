#pragma once

#include "core/game/ids.h"
#include "core/game/marker.h"
#include "core/hex/hex.h"

#include <optional>
#include <string>
#include <string_view>

namespace hexfire {

/**
 * The closed vocabulary of what a resolution does to the game, shared by every ruleset. Keys (see
 * key()) are stable: they appear in the CLI's JSON and in saved games.
 *
 * State-changing kinds and what GameState::apply does with them:
 *   Casualty        strength - 1 (a full squad flips to reduced)
 *   Eliminated      status.eliminated = true (the counter leaves the map)
 *   IncrementsLost, FiguresLost   strength - count
 *   Disrupted, Fatigued, Pinned, Routed   set the flag (Disrupted also clears Regrouping)
 *   ConcealmentLost status.concealed = false
 *   Damaged, HeavilyDamaged, Destroyed    damage level
 *   MarkerPlaced    adds marker; MarkerRemoved removes the marker with marker->id
 *   Moved           hex = to
 * Record-only kinds (the roll and its outcome, no state change): CohesionCheck, MoraleCheck, Hits.
 */
enum class EffectKind : std::uint8_t {
    Casualty,
    Disrupted,
    CohesionCheck,
    ConcealmentLost,
    Eliminated,
    IncrementsLost,
    MoraleCheck,
    Hits,
    FiguresLost,
    Fatigued,
    Pinned,
    Routed,
    Damaged,
    HeavilyDamaged,
    Destroyed,
    MarkerPlaced,
    MarkerRemoved,
    Moved,
};

/** A check's roll against its number: passed when roll <= target (TLHY DEFAULT, REFERENCE 1.5). */
struct CheckResult {
    int roll = 0;
    int target = 0;
    bool passed = false;
    friend bool operator==(const CheckResult &, const CheckResult &) = default;
};

struct Effect {
    EffectKind kind = EffectKind::Disrupted;
    std::optional<UnitId> unit;
    int count = 0; /**< increments, figures, hits */
    std::optional<Marker> marker; /**< MarkerPlaced / MarkerRemoved */
    std::optional<Hex> from; /**< Moved */
    std::optional<Hex> to; /**< Moved */
    std::optional<CheckResult> check; /**< CohesionCheck / MoraleCheck */
    std::string note; /**< why, in a few words, for the log */
    friend bool operator==(const Effect &, const Effect &) = default;
};

/** "casualty", "disrupted", "cohesion-check", ... (stable keys). */
std::string_view key(EffectKind k);
std::optional<EffectKind> effectKindFromKey(std::string_view key);
/** "Casualty", "Disrupted", "Cohesion check", ... */
std::string_view displayName(EffectKind k);

} // namespace hexfire
