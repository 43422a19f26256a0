// What the 2d6 skirmish rules publish for the scenario editor: the terrain and hexside features of
// their cover tables, their usual maps and what a new figure starts as.
#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"
#include "core/rules/skirmish/skfire.h"
#include "core/rules/skirmish/skruleset.h"

namespace hexfire {

using namespace skirmish;

namespace {

std::string colourOf(std::string_view id)
{
    static const std::vector<std::pair<std::string_view, std::string_view>> colours {
        {"clear", "#d8d0a0"}, {"brush", "#a8b070"}, {"woods", "#6f8f4f"}, {"building", "#a07060"},
        {"rubble", "#9a8f80"}, {"hedge", "#4f7f3f"}, {"wall", "#6a6a6a"}};
    for (const auto &[key, colour] : colours) {
        if (key == id)
            return std::string(colour);
    }
    return "#b0b0a0";
}

} // namespace

std::vector<TerrainKind> SkirmishRuleSet::terrainKinds() const
{
    std::vector<TerrainKind> kinds {
        {"clear", HEXFIRE_TEXT("RuleText", "Clear"), colourOf("clear")}};
    for (const auto &[id, cover] : m_options.tables.terrainCover) {
        (void)cover;
        if (id != "clear")
            kinds.push_back({id, idInWords(id), colourOf(id)});
    }
    return kinds;
}

std::vector<FeatureType> SkirmishRuleSet::featureTypes() const
{
    std::vector<FeatureType> features;
    for (const auto &[id, cover] : m_options.tables.hexsideCover) {
        (void)cover;
        features.push_back({id, featureName(id),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "Cover for a figure behind it when the line of fire crosses it.")),
            FeaturePlace::Hexside, colourOf(id)});
    }
    return features;
}

std::vector<MapPreset> SkirmishRuleSet::mapPresets() const
{
    return {{ruleSentence(HEXFIRE_TEXT("RuleText", "Sandbox table (24 x 20)")), 24, 20,
                Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber,
                ruleSentence(HEXFIRE_TEXT("RuleText", "The size of HexFire's skirmish sandbox."))},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Tutorial table (14 x 10)")), 14, 10,
            Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber,
            ruleSentence(HEXFIRE_TEXT("RuleText", "The size of the bundled skirmish tutorial."))}};
}

std::optional<UnitTemplate> SkirmishRuleSet::unitTemplate(std::string_view typeKey) const
{
    if (typeKey != "figure" || m_options.tables.weapons.empty())
        return std::nullopt;
    UnitTemplate t;
    t.type = "figure";
    t.name = HEXFIRE_TEXT("RuleText", "Figure");
    t.art = "figure";
    std::vector<ParamChoice> weapons;
    std::string rifle = m_options.tables.weapons.front().key;
    for (const Weapon &w : m_options.tables.weapons) {
        weapons.push_back({w.key, w.name});
        if (w.key == "rifle")
            rifle = w.key;
    }
    std::vector<ParamChoice> qualities;
    for (Quality q :
        {Quality::Untrained, Quality::Green, Quality::Trained, Quality::Veteran, Quality::Elite})
        qualities.push_back({std::string(key(q)), std::string(skirmish::displayName(q))});
    t.profile.set("team", DataNode::of("1st Section"));
    t.profile.set("quality", DataNode::of("trained"));
    t.profile.set("weapon", DataNode::of(rifle));
    t.fields = {
        textSpec("team", HEXFIRE_TEXT("RuleText", "Team"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The team or section the figure belongs to."))),
        choiceSpec("quality", HEXFIRE_TEXT("RuleText", "Quality"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "The figure's training, which sets its To-Hit number.")),
            qualities, "trained"),
        choiceSpec("weapon", HEXFIRE_TEXT("RuleText", "Weapon"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "The weapon the figure carries, from the weapons table.")),
            weapons, rifle)};
    return t;
}

} // namespace hexfire
