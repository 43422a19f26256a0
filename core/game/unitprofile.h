#pragma once

#include <cstdint>
#include <string>
#include <variant>

namespace hexfire {

/** The Last Hundred Yards unit types (REFERENCE 1.2; leaders are zero-step non-combat units). */
enum class TlhyUnitType : std::uint8_t { Squad, Section, WeaponTeam, Leader, Vehicle };

/** Nationality rules that change Fire Resolution (REFERENCE 1.2). */
enum class TlhyNationalRule : std::uint8_t { Standard, Japanese, Russian };

/**
 * The printed values of a The Last Hundred Yards counter. Cohesion may differ on the reduced side.
 */
struct TlhyProfile {
    TlhyUnitType type = TlhyUnitType::Squad;
    int cohesion = 7; /**< full-strength side */
    int reducedCohesion = 7; /**< reduced side (squads) */
    int smallArmsValue = 0; /**< SAV */
    int assaultValue = 0; /**< AV, the first selection tie-break */
    std::string platoon; /**< "1st Plt"; a leader commands the units of his platoon */
    std::string company; /**< "Baker Co." */
    TlhyNationalRule nationalRule = TlhyNationalRule::Standard;
    friend bool operator==(const TlhyProfile &, const TlhyProfile &) = default;
};

/**
 * A unit's ruleset-specific printed values, typed per rule system. std::monostate is a unit with no
 * ruleset values (e.g. a marker-like counter). New rule systems add their profile here.
 */
using UnitProfile = std::variant<std::monostate, TlhyProfile>;

} // namespace hexfire
