#pragma once

#include "core/game/unitprofile.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

namespace hexfire {

/** The Last Hundred Yards unit types (leaders are zero-step non-combat units). */
enum class TlhyUnitType : std::uint8_t { Squad, Section, WeaponTeam, Leader, Vehicle };
inline constexpr std::size_t tlhyUnitTypeCount = 5;

/** Nationality rules that change Fire Resolution. */
enum class TlhyNationalRule : std::uint8_t { Standard, Japanese, Russian };
inline constexpr std::size_t tlhyNationalRuleCount = 3;

/**
 * The printed values of a The Last Hundred Yards counter. Cohesion may differ on the reduced side.
 * In scenario files this is the unit's "tlhy" object (TlhyRuleSet::readUnitProfile).
 */
class TlhyProfile final : public UnitProfile {
public:
    TlhyUnitType type = TlhyUnitType::Squad;
    int cohesion = 7; /**< full-strength side */
    int reducedCohesion = 7; /**< reduced side (squads) */
    int smallArmsValue = 0; /**< SAV */
    int assaultValue = 0; /**< AV, the first selection tie-break */
    std::string platoon; /**< "1st Plt"; a leader commands the units of his platoon */
    std::string company; /**< "Baker Co." */
    TlhyNationalRule nationalRule = TlhyNationalRule::Standard;
    bool elite = false; /**< Elite units and leaders roll 1 better to recover and withdraw */
    bool wheeled = false; /**< vehicles: wheeled, else tracked (movement allowances) */

    std::string_view rulesetId() const override { return "tlhy"; }
    bool equals(const UnitProfile &other) const override
    {
        const auto *o = dynamic_cast<const TlhyProfile *>(&other);
        return o && *this == *o;
    }
    friend bool operator==(const TlhyProfile &a, const TlhyProfile &b)
    {
        const auto values = [](const TlhyProfile &p) {
            return std::tie(p.type, p.cohesion, p.reducedCohesion, p.smallArmsValue, p.assaultValue,
                p.platoon, p.company, p.nationalRule, p.elite, p.wheeled);
        };
        return values(a) == values(b);
    }
};

/** The words of the profile's "type" and "national" fields in scenario files, by enum order. */
inline constexpr std::array<std::string_view, tlhyUnitTypeCount> tlhyTypeWords {
    "squad", "section", "weapon-team", "leader", "vehicle"};
inline constexpr std::array<std::string_view, tlhyNationalRuleCount> tlhyNationalWords {
    "standard", "japanese", "russian"};
static_assert(static_cast<std::size_t>(TlhyUnitType::Vehicle) + 1 == tlhyTypeWords.size());
static_assert(static_cast<std::size_t>(TlhyNationalRule::Russian) + 1 == tlhyNationalWords.size());

inline std::string_view tlhyTypeKey(TlhyUnitType t)
{
    return tlhyTypeWords[static_cast<std::size_t>(t)];
}
inline std::vector<std::string_view> tlhyTypeKeys()
{
    return {tlhyTypeWords.begin(), tlhyTypeWords.end()};
}
inline std::optional<TlhyUnitType> tlhyTypeFromKey(std::string_view key)
{
    for (std::size_t i = 0; i < tlhyTypeWords.size(); ++i) {
        if (tlhyTypeWords[i] == key)
            return static_cast<TlhyUnitType>(i);
    }
    return std::nullopt;
}

inline std::string_view tlhyNationalKey(TlhyNationalRule r)
{
    return tlhyNationalWords[static_cast<std::size_t>(r)];
}
inline std::vector<std::string_view> tlhyNationalKeys()
{
    return {tlhyNationalWords.begin(), tlhyNationalWords.end()};
}
inline std::optional<TlhyNationalRule> tlhyNationalFromKey(std::string_view key)
{
    for (std::size_t i = 0; i < tlhyNationalWords.size(); ++i) {
        if (tlhyNationalWords[i] == key)
            return static_cast<TlhyNationalRule>(i);
    }
    return std::nullopt;
}

/** Steps of a unit of this type when the file gives no maxStrength: squads 2, leaders 0. */
inline int tlhyDefaultSteps(TlhyUnitType t)
{
    switch (t) {
    case TlhyUnitType::Squad:
        return 2;
    case TlhyUnitType::Leader:
        return 0;
    case TlhyUnitType::Section:
    case TlhyUnitType::WeaponTeam:
    case TlhyUnitType::Vehicle:
        return 1;
    }
    return 1;
}

} // namespace hexfire
