// The 2d6 skirmish rules explained for a newcomer, in HexFire's own words.

#include "core/rules/skirmish/skglossary.h"

#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"

namespace hexfire::skirmish {

const std::vector<GlossaryTerm> &glossary()
{
    static const std::vector<GlossaryTerm> terms {
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Autofire")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A weapon that fires bursts. Each point by which the score beats the To-Hit number "
                "adds one more hit.")),
            "Autofire Weapons"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Braced")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A figure that spent a round still and without firing has steadied its weapon: +1. "
                "It keeps the bonus until it moves, stands up or goes prone. Some heavy weapons "
                "fire only braced.")),
            "Braced Weapons"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Close range")),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "Four inches or less: each figure adds its weapon's close factor.")),
            "Close Range Fire"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Cover")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Soft cover (hedges, woods) -2, hard cover (walls, buildings) -3, a prepared "
                "position -4. A target never adds several: only the best cover counts.")),
            "Table 3"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Extreme range")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Beyond the weapon's effective range, up to twice it: -4. Further away no hit is "
                "possible, though the fire may still make the target react.")),
            "Extreme range Fire"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Fire type")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The kind of fire the player declares for the team: direct fire +2, return fire "
                "-2, panic fire -3. The rules name them without saying more; HexFire asks which.")),
            "Table 3"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Not under fire")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A team that was not fired at this round or the one before shoots steadier: +2.")),
            "Firer not under fire"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Prepared position")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A foxhole, trench or pillbox set up before the game. It protects its occupant (-4 "
                "to hit it) and steadies its fire (+2), but only over a 90 degree arc, and the "
                "first round in it is spent settling in.")),
            "Prepared Positions"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Snake eyes")),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "Two ones on the dice: always a miss, whatever the modifiers.")),
            ""},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Team")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The figures that fire together. Each figure that can see the target rolls its own "
                "two dice.")),
            ""},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "To-Hit number")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "What a figure needs on two dice plus modifiers: Untrained 9, Green 8, Trained 7, "
                "Veteran 6.")),
            "Firer To-Hit numbers"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Wound table")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Each hit rolls one die: 1-2 a light wound (-2 when the figure fires), 3-4 down "
                "(out of action, a loss, still on the map), 5-6 killed (off the map). A second "
                "light wound puts a figure down; a figure down hit again is killed on 5-6. "
                "HexFire's own table, which a scenario may change.")),
            "docs/rules.md: 2d6 Skirmish wounds"},
    };
    return terms;
}

std::string primer(bool chartsNotOfficial)
{
    const std::string charts = chartsNotOfficial
        ? ruleSentence(HEXFIRE_TEXT("RuleText",
            "The weapons table it ships is an invented placeholder marked not official, and the "
            "wound table is HexFire's own choice."))
        : ruleSentence(HEXFIRE_TEXT("RuleText",
            "This scenario brings its own weapons table; the wound table is HexFire's own "
            "choice."));
    return ruleSentence(HEXFIRE_TEXT("RuleText",
               "These skirmish rules follow every soldier. A team fires at an enemy team: each "
               "figure that can see the enemy rolls two six-sided dice, adds the modifiers and "
               "hits if it reaches its To-Hit number, from 9 for untrained troops down to 6 for "
               "veterans. Two ones always miss."))
        + "\n\n"
        + ruleSentence(HEXFIRE_TEXT("RuleText",
            "The modifiers come from the firer (moving, prone, braced, wounded, in a prepared "
            "position, under fire or not, the kind of fire) and from the target (its training, "
            "whether it is prone or moving, and its cover, of which only the best counts). Range "
            "matters too: close fire adds the weapon's close factor, fire beyond the effective "
            "range loses 4, and beyond twice that range it cannot hit at all. Autofire weapons "
            "score an extra hit for every point over the number."))
        + "\n\n"
        + ruleSentence(HEXFIRE_TEXT("RuleText",
            "HexFire measures the table's inches on the hex map (2 inches to a hex unless the "
            "scenario says otherwise), shows every figure's modifiers and the exact chance of each "
            "number of hits before the dice roll. Each hit then rolls one die on a wound table: a "
            "light wound, down (out of action) or killed; HexFire shows the exact chance of each "
            "number of figures lost too."))
        + " " + charts;
}

} // namespace hexfire::skirmish
