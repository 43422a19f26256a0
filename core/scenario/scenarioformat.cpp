#include "core/scenario/scenarioformat.h"

#include "core/dice/dicesource.h"

#include <array>
#include <utility>

namespace hexfire::scenarioformat {

namespace {
constexpr std::array<std::pair<MarkerKind, std::string_view>, 9> markerKinds {{
    {MarkerKind::Sadrm, "sadrm"},
    {MarkerKind::Mdrm, "mdrm"},
    {MarkerKind::Atdrm, "atdrm"},
    {MarkerKind::PrimaryImpact, "primary-impact"},
    {MarkerKind::SecondaryImpact, "secondary-impact"},
    {MarkerKind::AssaultNationality, "assault-nationality"},
    {MarkerKind::AssaultArrow, "assault-arrow"},
    {MarkerKind::ForwardObserver, "forward-observer"},
    {MarkerKind::Smoke, "smoke"},
}};

struct StatusWord {
    std::string_view key;
    bool UnitStatus::*flag;
};
const std::array<StatusWord, 11> statusWords {{
    {"disrupted", &UnitStatus::disrupted},
    {"concealed", &UnitStatus::concealed},
    {"fatigued", &UnitStatus::fatigued},
    {"pinned", &UnitStatus::pinned},
    {"routed", &UnitStatus::routed},
    {"op-fire", &UnitStatus::opFire},
    {"heroic", &UnitStatus::heroic},
    {"regrouping", &UnitStatus::regrouping},
    {"out-of-command", &UnitStatus::outOfCommand},
    {"loaded", &UnitStatus::loaded},
    {"eliminated", &UnitStatus::eliminated},
}};

constexpr std::array<std::pair<DamageLevel, std::string_view>, 4> damages {{
    {DamageLevel::None, "none"},
    {DamageLevel::Damaged, "damaged"},
    {DamageLevel::HeavilyDamaged, "heavily-damaged"},
    {DamageLevel::Destroyed, "destroyed"},
}};

constexpr std::array<std::pair<TlhyUnitType, std::string_view>, 5> tlhyTypes {{
    {TlhyUnitType::Squad, "squad"},
    {TlhyUnitType::Section, "section"},
    {TlhyUnitType::WeaponTeam, "weapon-team"},
    {TlhyUnitType::Leader, "leader"},
    {TlhyUnitType::Vehicle, "vehicle"},
}};

constexpr std::array<std::pair<TlhyNationalRule, std::string_view>, 3> tlhyNationals {{
    {TlhyNationalRule::Standard, "standard"},
    {TlhyNationalRule::Japanese, "japanese"},
    {TlhyNationalRule::Russian, "russian"},
}};

template <class Table> std::vector<std::string_view> keysOf(const Table &table)
{
    std::vector<std::string_view> keys;
    for (const auto &[value, key] : table)
        keys.push_back(key);
    return keys;
}

template <class Table, class Value> std::string_view keyOf(const Table &table, Value v)
{
    for (const auto &[value, key] : table) {
        if (value == v)
            return key;
    }
    return {};
}

template <class Value, class Table>
std::optional<Value> valueOf(const Table &table, std::string_view k)
{
    for (const auto &[value, key] : table) {
        if (key == k)
            return value;
    }
    return std::nullopt;
}
} // namespace

std::vector<std::string_view> markerKindKeys() { return keysOf(markerKinds); }
std::optional<MarkerKind> markerKindFromKey(std::string_view key)
{
    return valueOf<MarkerKind>(markerKinds, key);
}

std::vector<std::string_view> statusKeys()
{
    std::vector<std::string_view> keys;
    for (const auto &w : statusWords)
        keys.push_back(w.key);
    return keys;
}

bool UnitStatus::*statusFlag(std::string_view key)
{
    for (const auto &w : statusWords) {
        if (w.key == key)
            return w.flag;
    }
    return nullptr;
}

std::vector<std::string_view> damageKeys() { return keysOf(damages); }
std::string_view damageKey(DamageLevel d) { return keyOf(damages, d); }
std::optional<DamageLevel> damageFromKey(std::string_view key)
{
    return valueOf<DamageLevel>(damages, key);
}

std::vector<std::string_view> tlhyTypeKeys() { return keysOf(tlhyTypes); }
std::string_view tlhyTypeKey(TlhyUnitType t) { return keyOf(tlhyTypes, t); }
std::optional<TlhyUnitType> tlhyTypeFromKey(std::string_view key)
{
    return valueOf<TlhyUnitType>(tlhyTypes, key);
}

std::vector<std::string_view> tlhyNationalKeys() { return keysOf(tlhyNationals); }
std::string_view tlhyNationalKey(TlhyNationalRule r) { return keyOf(tlhyNationals, r); }
std::optional<TlhyNationalRule> tlhyNationalFromKey(std::string_view key)
{
    return valueOf<TlhyNationalRule>(tlhyNationals, key);
}

int tlhyDefaultSteps(TlhyUnitType t)
{
    switch (t) {
    case TlhyUnitType::Squad:
        return 2;
    case TlhyUnitType::Leader:
        return 0;
    default:
        return 1;
    }
}

int largestFace(std::string_view rulesetId)
{
    if (rulesetId == "tlhy")
        return 10;
    return maxSides;
}

} // namespace hexfire::scenarioformat
