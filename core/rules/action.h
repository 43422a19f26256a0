#pragma once

#include "core/game/ids.h"
#include "core/hex/hex.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire {

/** What a player can do, across rulesets. Keys (see key()) are used in scenario scripts. */
enum class ActionKind : std::uint8_t {
    SmallArmsFire, /**< TLHY: fire at a hex, placing a SADRM marker */
    MortarCall, /**< TLHY: a leader requests a Mortar Fire Action on a hex */
    Assault, /**< TLHY: declare an assault into a hex (adjacent: move in; via a hex: an arrow) */
    MarkerAdjustment, /**< TLHY: assault arrows move in (or are held), the Marker Adjustment Step */
    FireResolution, /**< TLHY: resolve the markers in one hex, or every hex when target is empty */
};

/**
 * A player's intent, in the ruleset's terms: who acts, on what, with which player-entered numbers.
 * It is data only; RuleSet::evaluate says whether and how it works.
 */
struct Action {
    ActionKind kind = ActionKind::SmallArmsFire;
    std::vector<UnitId> actors; /**< firer(s), calling leader, assaulting unit(s); first leads */
    std::optional<Hex> target; /**< target hex, impact hex, assaulted hex, hex to resolve */
    std::optional<Hex> via; /**< assault from a non-adjacent hex: the hex the unit maneuvers into */
    std::optional<int> markerValue; /**< small-arms fire: the SADRM value read from the counter */
    std::optional<int> mortarValue; /**< mortar call: the mortar section's MV */
    std::string support; /**< mortar call: which mortar section, e.g. "Baker Co. 60mm" */
    friend bool operator==(const Action &, const Action &) = default;
};

std::string_view key(ActionKind k);
std::optional<ActionKind> actionKindFromKey(std::string_view key);
std::string_view displayName(ActionKind k);

} // namespace hexfire
