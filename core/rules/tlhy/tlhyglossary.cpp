// The Last Hundred Yards explained for a newcomer: the glossary and the primer the window's help
// and `hexfire-cli rules` show. Written in HexFire's own words; the sections cited are the rule
// book's.

#include "core/rules/tlhy/tlhyvocabulary.h"

#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"

namespace hexfire {

const std::vector<GlossaryTerm> &TlhyVocabulary::glossary()
{
    static const std::vector<GlossaryTerm> terms {
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Assault hex")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A hex holding units of both sides after an assault. Fire there can hit either "
                "side, and a mortar marker in it uses one die for both.")),
            "13.2"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Casualty")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A unit loses a step: a full squad flips to its reduced side, a reduced squad or a "
                "one-step unit is removed.")),
            "13.1.5"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Cohesion")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The number printed on a counter that measures its nerve. Fire results are "
                "compared with it; a Cohesion Check passes when a ten-sided die is at most the "
                "Cohesion.")),
            "13.1.5"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Concealed")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A unit the enemy has not spotted. A fire result at least equal to its Cohesion "
                "reveals it.")),
            "4.3.1"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Disrupted")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Shaken and out of the fight until it recovers: it cannot call mortars and, hit "
                "again, it is the last to be chosen to take a fire result.")),
            "13.1.6"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "FFAR")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Final Fire Attack Result: one marker's ten-sided die plus that marker's modifier. "
                "Only the highest FFAR in a hex counts.")),
            "12.1"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Fire Resolution")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The step where every hex under fire markers rolls one die per marker and the best "
                "unit there takes the worst result.")),
            "12.1"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "MDRM")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Mortar die roll modifier: the red marker a mortar leaves in the hex it hits. It "
                "affects every unit in the hex, of both sides.")),
            "11.4.4"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Mortar Fire Action")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A leader calls a mortar onto a hex he can see: a red marker lands in the primary "
                "impact hex and a weaker one scatters into a neighbouring hex.")),
            "11.4.4"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Primary impact hex")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The hex a mortar was called on. Its marker is the mortar value plus the hex's "
                "terrain modifier.")),
            "11.4.4"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "SADRM")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Small-arms die roll modifier: the green marker small-arms fire places on the "
                "enemy units in a hex. It affects only the side it was placed on.")),
            "12.1"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Secondary impact hex")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The neighbouring hex a six-sided die scatters a mortar's second marker into; its "
                "marker is one less than the mortar value.")),
            "11.4.4"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Step")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A unit's size in casualties it can take: a full squad has two, a leader none.")),
            "13.1.5"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "TEM")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Terrain effects modifier: what the terrain of a hex adds to the fire markers in "
                "it. Negative values protect.")),
            "Terrain Effects Chart"},
    };
    return terms;
}

std::string TlhyVocabulary::primer()
{
    return ruleSentence(HEXFIRE_TEXT("RuleText",
               "In The Last Hundred Yards, firing does not roll dice at once. Small-arms fire and "
               "mortar calls leave markers on the target hex: a green small-arms marker on the "
               "enemy units, a red mortar marker on the whole hex. Each marker carries a modifier, "
               "the attack's strength plus what the terrain adds."))
        + "\n\n"
        + ruleSentence(HEXFIRE_TEXT("RuleText",
            "At Fire Resolution every hex with markers rolls one ten-sided die per marker and adds "
            "its modifier. Only the single highest result counts. The best unit in the hex takes "
            "it: if the result beats its Cohesion it is disrupted, and a result of ten or more "
            "also costs it a step. Every other unit on that side then checks its own Cohesion."))
        + "\n\n"
        + ruleSentence(HEXFIRE_TEXT("RuleText",
            "HexFire shows the markers' values, the line of sight of every shot and, before each "
            "roll, the exact chance of every outcome for the unit that will take it."));
}

} // namespace hexfire
