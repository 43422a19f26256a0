#pragma once

#include "core/game/gamestate.h"
#include "core/rules/action.h"
#include "core/rules/evaluation.h"
#include "core/rules/ruletext.h"

#include <optional>
#include <string>
#include <string_view>

namespace hexfire {

class RuleSet;

/*
 * A player's adjustment: what the rules engine does not cover, done by hand as on a real table
 * (VASSAL's free handling of counters). It is the shared action builtin::adjust, one step in the
 * log marked "outside the rules", undone, replayed and saved like any other. Its parameters:
 *   change       which adjustment (the keys below)
 *   status, on   Status: the state key and whether it is set
 *   value        Strength, Damage, Facing (position 0..11), MarkerValue: the new value
 *   marker       RemoveMarker, MarkerValue: the marker's id
 *   param        MarkerValue: an Integer parameter of the marker's kind to set instead of its
 *                printed value (a cover level)
 *   markerKind   PlaceMarker: the marker kind; side (a side id, may be empty) and value too
 *   tally        Tally (with side and value): the tally key, set to value for that side
 *   profile      Profile: the unit's whole new profile as its scenario file writes it (JSON), read
 *                back by the rule system (a formation, a printed value changed by hand)
 * A unit's adjustment names the unit as its one actor; Move, Restore and PlaceMarker a target hex.
 */
namespace adjustkeys {
inline constexpr std::string_view change = "change";
inline constexpr std::string_view status = "status";
inline constexpr std::string_view on = "on";
inline constexpr std::string_view value = "value";
inline constexpr std::string_view marker = "marker";
inline constexpr std::string_view markerKind = "markerKind";
inline constexpr std::string_view side = "side";
inline constexpr std::string_view profile = "profile";
inline constexpr std::string_view param = "param";
inline constexpr std::string_view tally = "tally";

inline constexpr std::string_view move = "move";
inline constexpr std::string_view setStatus = "status";
inline constexpr std::string_view strength = "strength";
inline constexpr std::string_view damage = "damage";
inline constexpr std::string_view facing = "facing";
inline constexpr std::string_view eliminate = "eliminate";
inline constexpr std::string_view restore = "restore";
inline constexpr std::string_view placeMarker = "place-marker";
inline constexpr std::string_view removeMarker = "remove-marker";
inline constexpr std::string_view markerValue = "marker-value";
inline constexpr std::string_view setProfile = "profile";
inline constexpr std::string_view setTally = "tally";
} // namespace adjustkeys

/** The words every adjustment's explanation starts with. */
inline constexpr std::string_view adjustmentHeading
    = HEXFIRE_TEXT("RuleText", "Adjustment by the player — outside the rules");

/** Adjustments, built as the window and the tests make them. */
namespace adjustment {
Action moveUnit(const UnitId &unit, Hex to);
Action setStatus(const UnitId &unit, std::string statusKey, bool on);
Action setStrength(const UnitId &unit, int strength);
Action setDamage(const UnitId &unit, int level);
Action setFacing(const UnitId &unit, int position);
Action eliminate(const UnitId &unit);
/** Back on the map, in `at` or where it was. */
Action restore(const UnitId &unit, std::optional<Hex> at = std::nullopt);
Action placeMarker(std::string kind, Hex at, std::optional<SideId> side, int value);
Action removeMarker(MarkerId marker);
/** The marker's printed value, or with `param` that Integer parameter of its kind, set. */
Action setMarkerValue(MarkerId marker, int value, std::string param = {});
/** A side's tally (victory points, command points) set to `value`: points spent on what the
    rules engine does not play, such as a card, or a count put right. */
Action setTally(const SideId &side, std::string tallyKey, int value);
/** The unit's printed values (its profile) replaced: `profileJson` as RuleSet::writeUnitProfile
    writes it. */
Action setProfile(const UnitId &unit, std::string profileJson);
/** setProfile with the unit's profile fields (profileform.h) set to `values`; nullopt and the
    rule system's reason when it refuses them. */
std::optional<Action> setProfileValues(
    const RuleSet &rules, const Unit &unit, const ParamMap &values, std::string *reason);
} // namespace adjustment

/**
 * Evaluates an adjustment: always legal when it names what exists (refused with the reason
 * otherwise: a state the game does not have, a strength above the counter's full strength), with
 * its one change as the effect and the explanation saying plainly it is outside the rules.
 */
Evaluation evaluateAdjustment(const RuleSet &rules, const GameState &state, const Action &action);

} // namespace hexfire
