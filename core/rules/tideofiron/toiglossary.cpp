// Tide of Iron explained for a newcomer, in HexFire's own words.

#include "core/rules/tideofiron/toiglossary.h"

#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"

namespace hexfire::toi {

const std::vector<GlossaryTerm> &glossary()
{
    static const std::vector<GlossaryTerm> terms {
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Combined fire")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Several units attack one target together. The lead adds all its firepower, each "
                "supporter half of its own, rounded up; every die then needs the worst range band "
                "of anyone taking part.")),
            "Combined fire"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Concentrated attack")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A fresh unit spends its action on a full-strength attack and may be supported by "
                "other fresh units.")),
            "Attacks"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Concussive Firepower")),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "Heavy guns against a building: +3 firepower and +3 range.")),
            "Concussive Firepower"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Cover dice")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The target rolls one die per point of its terrain's cover (woods 2, clear none); "
                "each success cancels one hit.")),
            "Attacks"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Fatigued")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A unit that has attacked or supported is fatigued: it cannot make or support a "
                "concentrated attack until it recovers.")),
            "Attacks"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Fire and Movement")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A unit that moves and fires in one action: half its firepower, no long-range "
                "attack and no supporters.")),
            "Fire and Movement"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Firepower")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The number of attack dice a unit rolls: a squad adds up its figures' values.")),
            "Unit values"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Op Fire")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A unit in Op Fire mode waits for the enemy to move or act in its sight and fires "
                "then; Op Fire units may combine, one of them leading.")),
            "Op Fire"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Range bands")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Adjacent is close range (dice hit on 4, 5 or 6), up to the unit's range normal (5 "
                "or 6), up to twice its range long (6 only). Higher ground adds 1 to the range.")),
            "Determining range"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Suppressive attack")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "An attack that pins its target rather than killing: a squad hit is pinned, then "
                "disrupted; a disrupted squad hit again stays disrupted.")),
            "Attacks"},
    };
    return terms;
}

std::string primer(bool chartsNotOfficial)
{
    const std::string charts = chartsNotOfficial
        ? ruleSentence(HEXFIRE_TEXT("RuleText",
            "Vehicle values and most cover values are placeholders marked not official."))
        : ruleSentence(HEXFIRE_TEXT("RuleText",
            "This scenario brings its own unit and cover values; a value still read from one of "
            "HexFire's placeholders is marked not official."));
    return ruleSentence(HEXFIRE_TEXT("RuleText",
               "In Tide of Iron a squad is a base of figures and its firepower is the sum of "
               "theirs. An attack rolls one die per point of firepower; how far the target is "
               "decides what a die needs: 4 or more next to it, 5 or more within range, only 6 at "
               "long range."))
        + "\n\n"
        + ruleSentence(HEXFIRE_TEXT("RuleText",
            "The target rolls cover dice for its terrain, and each cover success cancels one hit. "
            "What is left removes figures from a squad, one per hit, or damages a vehicle. Units "
            "that attack or support become fatigued. Several units can combine their fire: the "
            "lead adds its full firepower, each supporter half, and all dice use the worst range "
            "band among them."))
        + "\n\n"
        + ruleSentence(HEXFIRE_TEXT("RuleText",
            "HexFire lists each unit's part, the dice, the cover and the exact chance of every "
            "result before the roll."))
        + " " + charts;
}

} // namespace hexfire::toi
