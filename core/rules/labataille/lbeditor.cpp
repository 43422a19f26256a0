// What La Bataille publishes for the scenario editor: the terrain of its fire defence chart, its
// usual maps and what a new unit of each kind starts as.
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"

#include <algorithm>

namespace hexfire {

using namespace labataille;

namespace {

std::string colourOf(std::string_view id)
{
    if (id == "clear")
        return "#d8d0a0";
    if (id == "woods")
        return "#6f8f4f";
    if (id == "village" || id == "town" || id == "city")
        return "#b08060";
    if (id == "garden")
        return "#8fae5f";
    if (id == "swamp")
        return "#6f8f80";
    if (id == "stream" || id == "river")
        return "#4a7ab0";
    if (id == "slope")
        return "#8a6a40";
    return "#b0b0a0";
}

std::vector<ParamChoice> nationalities()
{
    return {{"french", HEXFIRE_TEXT("RuleText", "French")},
        {"russian", HEXFIRE_TEXT("RuleText", "Russian")},
        {"prussian", HEXFIRE_TEXT("RuleText", "Prussian")},
        {"austrian", HEXFIRE_TEXT("RuleText", "Austrian")}};
}

} // namespace

std::vector<TerrainKind> LaBatailleRuleSet::terrainKinds() const
{
    std::vector<TerrainKind> kinds {
        {"clear", HEXFIRE_TEXT("RuleText", "Clear"), colourOf("clear")}};
    for (const auto &[id, byColumn] : m_options.tables.fireDefence) {
        (void)byColumn;
        if (id != "clear")
            kinds.push_back({id, idInWords(id), colourOf(id)});
    }
    // Terrain only the movement table prices (garden, swamp) is painted too.
    for (const auto &entry : m_options.tables.movement.terrain) {
        const std::string &id = entry.first;
        const bool listed = std::any_of(
            kinds.begin(), kinds.end(), [&](const TerrainKind &k) { return k.id == id; });
        if (!listed)
            kinds.push_back({id, idInWords(id), colourOf(id)});
    }
    return kinds;
}

std::vector<FeatureType> LaBatailleRuleSet::featureTypes() const
{
    const LbMovementTable &t = m_options.tables.movement;
    std::vector<FeatureType> features {{t.roadFeature, HEXFIRE_TEXT("RuleText", "Road"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "A road: in road march a unit moves along it at the road's cost (Movement).")),
        FeaturePlace::InHex, "#a08060"}};
    for (const auto &[id, row] : t.hexsides) {
        const std::string help = row.replaces
            ? ruleSentence(
                HEXFIRE_TEXT("RuleText", "Crossed in road march only, at its own cost (Movement)."))
            : ruleSentence(HEXFIRE_TEXT("RuleText",
                "Crossing it adds to the cost of the hex entered, or is prohibited (Movement)."));
        features.push_back({id, idInWords(id), help, FeaturePlace::Hexside, colourOf(id)});
    }
    return features;
}

std::vector<MapPreset> LaBatailleRuleSet::mapPresets() const
{
    return {{"Sandbox map (32 x 22)", 32, 22, Orientation::FlatTop, OffsetParity::Odd,
                LabelScheme::LetterNumber, "The size of HexFire's La Bataille sandbox."},
        {"Example map (10 x 8)", 10, 8, Orientation::FlatTop, OffsetParity::Odd,
            LabelScheme::LetterNumber, "The size of the bundled fire combat examples."}};
}

std::optional<UnitTemplate> LaBatailleRuleSet::unitTemplate(std::string_view typeKey) const
{
    const auto kind = unitKindFromKey(typeKey);
    if (!kind)
        return std::nullopt;
    UnitTemplate t;
    t.type = std::string(typeKey);
    t.name = std::string(labataille::displayName(*kind));
    t.profile.set("type", DataNode::of(t.type));
    t.profile.set("nationality", DataNode::of("french"));
    t.fields.push_back(choiceSpec("nationality", HEXFIRE_TEXT("RuleText", "Nationality"),
        ruleSentence(HEXFIRE_TEXT("RuleText", "The army the unit belongs to.")), nationalities(),
        "french"));
    if (*kind == UnitKind::Leader) {
        t.art = "leader";
        t.strength = 0;
        t.maxStrength = 0;
        return t;
    }
    const std::vector<Formation> formations = formationsOf(*kind);
    std::vector<ParamChoice> choices;
    for (Formation f : formations)
        choices.push_back({std::string(key(f)), std::string(labataille::displayName(f))});
    const std::string formation(key(formations.front()));
    t.facing = Facing::hexside(HexDirection::D0);
    switch (*kind) {
    case UnitKind::Infantry:
        t.art = "infantry";
        t.strength = t.maxStrength = 6;
        t.profile.set("troop", DataNode::of("ligne"));
        break;
    case UnitKind::Cavalry:
        t.art = "cavalry";
        t.strength = t.maxStrength = 5;
        t.profile.set("troop", DataNode::of("hussar"));
        break;
    case UnitKind::Artillery:
    case UnitKind::Leader:
        t.art = "artillery";
        t.strength = t.maxStrength = 4;
        t.profile.set("troop", DataNode::of("foot"));
        break;
    }
    t.profile.set("formation", DataNode::of(formation));
    t.fields.push_back(textSpec("troop", HEXFIRE_TEXT("RuleText", "Troop"),
        ruleSentence(HEXFIRE_TEXT("RuleText", "The kind of troops (ligne, hussar, foot...)."))));
    t.fields.push_back(choiceSpec("formation", HEXFIRE_TEXT("RuleText", "Formation"),
        ruleSentence(
            HEXFIRE_TEXT("RuleText", "The formation the counter shows; its facing must fit it.")),
        choices, formation));
    if (*kind == UnitKind::Artillery) {
        t.profile.set("range", DataNode::of(4));
        t.fields.push_back(integerSpec("range", HEXFIRE_TEXT("RuleText", "Range"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "The battery's range in hexes, printed on the counter.")),
            1, 20, 4));
    }
    return t;
}

} // namespace hexfire
