// What Tide of Iron publishes for the scenario editor: the terrain of its cover table, its usual
// maps and what a new squad or vehicle starts as.
#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"
#include "core/rules/tideofiron/toiattack.h"
#include "core/rules/tideofiron/toiruleset.h"

namespace hexfire {

using namespace toi;

namespace {

std::string colourOf(std::string_view id)
{
    static const std::vector<std::pair<std::string_view, std::string_view>> colours {
        {"clear", "#d8d0a0"}, {"woods", "#6f8f4f"}, {"building", "#a07060"},
        {"hedgerow", "#7f9a55"}, {"entrenchment", "#9a8a6a"}, {"road", "#c8b48a"},
        {"stream", "#7fa7c8"}, {"hill", "#c2a878"}};
    for (const auto &[key, colour] : colours) {
        if (key == id)
            return std::string(colour);
    }
    return "#b0b0a0";
}

} // namespace

std::vector<TerrainKind> TideOfIronRuleSet::terrainKinds() const
{
    std::vector<TerrainKind> kinds {
        {"clear", HEXFIRE_TEXT("RuleText", "Clear"), colourOf("clear")}};
    for (const auto &[id, dice] : m_options.tables.cover) {
        (void)dice;
        if (id != "clear")
            kinds.push_back({id, idInWords(id), colourOf(id)});
    }
    return kinds;
}

std::vector<MapPreset> TideOfIronRuleSet::mapPresets() const
{
    return {
        {"Sandbox map (26 x 18)", 26, 18, Orientation::FlatTop, OffsetParity::Odd,
            LabelScheme::LetterNumber,
            ruleSentence(HEXFIRE_TEXT("RuleText", "The size of HexFire's Tide of Iron sandbox."))},
        {"Example map (12 x 8)", 12, 8, Orientation::FlatTop, OffsetParity::Odd,
            LabelScheme::LetterNumber,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "The size of the bundled Tide of Iron examples."))}};
}

std::string TideOfIronRuleSet::unitTypeOf(const Unit &unit) const
{
    const ToiProfile *p = profileOf<ToiProfile>(unit);
    if (!p)
        return {};
    return p->vehicle ? "vehicle" : "squad";
}

std::optional<UnitTemplate> TideOfIronRuleSet::unitTemplate(std::string_view typeKey) const
{
    UnitTemplate t;
    t.type = std::string(typeKey);
    if (typeKey == "squad") {
        // A squad's figures are a list the form does not edit; a new squad is four regulars.
        t.name = HEXFIRE_TEXT("RuleText", "Squad");
        t.art = "squad";
        t.strength = t.maxStrength = 4;
        DataNode figures = DataNode::array();
        for (int i = 0; i < 4; ++i)
            figures.push(DataNode::of("regular"));
        t.profile.set("figures", std::move(figures));
        return t;
    }
    if (typeKey != "vehicle" || m_options.tables.vehicles.empty())
        return std::nullopt;
    t.name = HEXFIRE_TEXT("RuleText", "Vehicle");
    t.art = "vehicle";
    std::vector<ParamChoice> choices;
    for (const UnitValues &v : m_options.tables.vehicles)
        choices.push_back({v.key, v.name});
    t.profile.set("vehicle", DataNode::of(choices.front().key));
    t.fields.push_back(choiceSpec("vehicle", HEXFIRE_TEXT("RuleText", "Vehicle type"),
        ruleSentence(HEXFIRE_TEXT(
            "RuleText", "The vehicle's type in the vehicle table: its attacks and damage track.")),
        choices, choices.front().key));
    return t;
}

} // namespace hexfire
