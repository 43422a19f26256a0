// What The Last Hundred Yards publishes for the scenario editor: the terrain and features of its
// Terrain Effects Chart, its usual maps and what a new unit of each type starts as.
#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"
#include "core/rules/tlhy/tlhyprofile.h"
#include "core/rules/tlhy/tlhyruleset.h"
#include "core/rules/tlhy/tlhyvocabulary.h"

#include <algorithm>
#include <array>

namespace hexfire {

namespace {

// The chart mixes hex terrain with features; these entries are features, not a hex's terrain.
constexpr std::array<std::string_view, 1> hexsideIds {"wall"};
constexpr std::array<std::string_view, 6> inHexIds {
    "improved-position", "fortified-position", "smoke", "roadblock", "ford", "road"};

bool isOneOf(std::string_view id, auto list)
{
    return std::find(list.begin(), list.end(), id) != list.end();
}

/** Map colours: the bundled scenarios' where they have one, otherwise HexFire's choice. */
std::string colourOf(std::string_view id)
{
    static const std::array<std::pair<std::string_view, std::string_view>, 17> colours {{
        {"clear", "#d8d0a0"},
        {"marsh", "#8fb0a0"},
        {"hut", "#b08a5a"},
        {"woods", "#6f8f4f"},
        {"jungle", "#4f7f3f"},
        {"tree-line", "#7f9a55"},
        {"hill", "#c2a46a"},
        {"wooden-building", "#a0744a"},
        {"stone-building", "#8c8c8c"},
        {"wall", "#6a6a6a"},
        {"improved-position", "#9a8a6a"},
        {"fortified-position", "#7a6a5a"},
        {"smoke", "#c8c8c8"},
        {"roadblock", "#8a5a3a"},
        {"river", "#5a8ac0"},
        {"ford", "#9ab8d0"},
        {"road", "#b8a888"},
    }};
    for (const auto &[key, colour] : colours) {
        if (key == id)
            return std::string(colour);
    }
    return "#b0b0a0";
}

std::string temHelp(const TlhyTerrainEffect &e)
{
    auto tem = [](const std::optional<int> &v) {
        return v ? (*v < 0 ? "\u2212" + std::to_string(-*v) : std::to_string(*v))
                 : ruleSentence(HEXFIRE_TEXT("RuleText", "none"));
    };
    std::string help = ruleSentence(HEXFIRE_TEXT("RuleText", "Small-arms TEM %1, mortar TEM %2."),
        tem(e.sadrmTem), tem(e.mdrmTem));
    if (e.los == TlhyLosKind::Block)
        help += ruleSentence(HEXFIRE_TEXT("RuleText", " Blocks the line of sight."));
    else if (e.los == TlhyLosKind::Hinder)
        help += ruleSentence(HEXFIRE_TEXT("RuleText", " Hinders the line of sight."));
    return help;
}

std::vector<ParamChoice> nationalChoices()
{
    return {{"standard", HEXFIRE_TEXT("RuleText", "Standard")},
        {"japanese", HEXFIRE_TEXT("RuleText", "Japanese")},
        {"russian", HEXFIRE_TEXT("RuleText", "Russian")}};
}

} // namespace

std::vector<TerrainKind> TlhyRuleSet::terrainKinds() const
{
    std::vector<TerrainKind> kinds;
    for (const TlhyTerrainEffect &e : m_options.tables.items) {
        if (!isOneOf(e.id, hexsideIds) && !isOneOf(e.id, inHexIds) && !e.position)
            kinds.push_back({e.id, e.name, colourOf(e.id)});
    }
    // "clear" first: a new map starts as open ground.
    std::stable_partition(
        kinds.begin(), kinds.end(), [](const TerrainKind &k) { return k.id == "clear"; });
    return kinds;
}

std::vector<FeatureType> TlhyRuleSet::featureTypes() const
{
    std::vector<FeatureType> features;
    for (const TlhyTerrainEffect &e : m_options.tables.items) {
        const bool hexside = isOneOf(e.id, hexsideIds);
        if (!hexside && !isOneOf(e.id, inHexIds) && !e.position)
            continue;
        features.push_back({e.id, e.name, temHelp(e),
            hexside ? FeaturePlace::Hexside : FeaturePlace::InHex, colourOf(e.id)});
    }
    return features;
}

std::vector<MapPreset> TlhyRuleSet::mapPresets() const
{
    return {{"Sandbox map (22 x 16)", 22, 16, Orientation::FlatTop, OffsetParity::Odd,
                LabelScheme::LetterNumber, "The size of HexFire's TLHY sandbox."},
        {"Assault example map (14 x 13)", 14, 13, Orientation::FlatTop, OffsetParity::Odd,
            LabelScheme::LetterNumber, "The size of the 21.8.3 example's map."},
        {"Small map (10 x 8)", 10, 8, Orientation::FlatTop, OffsetParity::Odd,
            LabelScheme::LetterNumber, "The size of the 21.8 example's map."}};
}

std::optional<UnitTemplate> TlhyRuleSet::unitTemplate(std::string_view typeKey) const
{
    const auto type = tlhyTypeFromKey(typeKey);
    if (!type)
        return std::nullopt;
    UnitTemplate t;
    t.type = std::string(typeKey);
    t.name = findByKey(TlhyVocabulary::unitTypes(), typeKey)->name;
    t.maxStrength = tlhyDefaultSteps(*type);
    t.strength = t.maxStrength;
    int cohesion = 7;
    int smallArms = 4;
    int assault = 3;
    switch (*type) {
    case TlhyUnitType::Squad:
        t.art = "squad";
        break;
    case TlhyUnitType::Section:
        t.art = "mg";
        smallArms = 6;
        assault = 1;
        break;
    case TlhyUnitType::WeaponTeam:
        t.art = "mg";
        cohesion = 6;
        smallArms = 5;
        assault = 1;
        break;
    case TlhyUnitType::Leader:
        t.art = "leader";
        cohesion = 8;
        smallArms = 0;
        assault = 0;
        break;
    case TlhyUnitType::Vehicle:
        t.art = "vehicle";
        smallArms = 0;
        assault = 0;
        break;
    }
    t.profile.set("type", DataNode::of(t.type));
    t.profile.set("cohesion", DataNode::of(cohesion));
    t.profile.set("smallArms", DataNode::of(smallArms));
    t.profile.set("assault", DataNode::of(assault));
    t.fields = {integerSpec("cohesion", HEXFIRE_TEXT("RuleText", "Cohesion"),
                    "The Cohesion printed on the counter.", 1, 10, cohesion),
        integerSpec("reducedCohesion", HEXFIRE_TEXT("RuleText", "Reduced cohesion"),
            "The Cohesion printed on the reduced side (a squad's back).", 1, 10, cohesion),
        integerSpec("smallArms", HEXFIRE_TEXT("RuleText", "Small arms"),
            "The small-arms value printed on the counter.", -10, 20, smallArms),
        integerSpec("assault", HEXFIRE_TEXT("RuleText", "Assault"),
            "The assault value printed on the counter.", -10, 20, assault),
        textSpec("platoon", HEXFIRE_TEXT("RuleText", "Platoon"),
            "The platoon the unit belongs to, for command."),
        textSpec(
            "company", HEXFIRE_TEXT("RuleText", "Company"), "The company the unit belongs to."),
        choiceSpec("national", HEXFIRE_TEXT("RuleText", "National rules"),
            "Which national special rules apply.", nationalChoices(), "standard")};
    return t;
}

} // namespace hexfire
