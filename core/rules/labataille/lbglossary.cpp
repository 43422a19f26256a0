// La Bataille explained for a newcomer, in HexFire's own words; sections cited are the Premier
// Rules' numbers as the explanation lines cite them.

#include "core/rules/labataille/lbglossary.h"

#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"

namespace hexfire::labataille {

const std::vector<GlossaryTerm> &glossary()
{
    static const std::vector<GlossaryTerm> terms {
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Carré")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Infantry formed in a square against cavalry: every hexside is its front, and its "
                "fire defence is 4 whatever the terrain.")),
            "Orientation (13)"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Carré Realization table")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "What infantry charged by cavalry gets when it tries to form carré: two dice read "
                "11 to 66, low rolls good, give carré, disorder or rout, by its formation and how "
                "far the cavalry is; a leader, Légère or Guard help, light cavalry, lancers and "
                "morale levels hinder.")),
            "Charge à Cheval"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Charge")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Fresh cavalry in good order that has not moved rides at an enemy unit with its "
                "movement allowance plus 5, never into general-order terrain, and halts next to "
                "it. Infantry stands and checks its morale, or tries to form carré; tirailleurs "
                "fall back or rout. A routed target is trampled and the cavalry rolls to be "
                "recalled; the melee follows.")),
            "Charge à Cheval"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Column")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A deep, narrow formation for moving. Only the unit on top of the stack fires; it "
                "faces a hexside, with three front hexsides.")),
            "Infantry Fire Rules (24)"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Disordered")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Out of good order after a failed morale check. A disordered or routed unit no "
                "longer blocks line of sight and uses the disordered fire defence; a disordered "
                "one fights a melee at half its value and checks its morale 3 lower.")),
            "Line of Sight (23)"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Fire defence")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "How hard a hex is to hurt by fire: read from the formation of the units in it and "
                "its terrain. The attack compares its fire value with it.")),
            "Combat à la Feu (21)"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Fire multiple")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "What each firing increment counts for, from the Fire Effects table by nation and "
                "troop type, unless the counter prints its own.")),
            "Infantry Fire Rules (24)"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Fire segment")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The part of the turn in which units fire. A hex can be the target of only one "
                "fire attack in each fire segment.")),
            "Combat à la Feu (21)"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Fire value")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The attack's strength: the increments that may fire times their fire multiple.")),
            "Infantry Fire Rules (24)"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Flank fire")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Fire that enters a line through one of its flank hexsides. The line's fire "
                "defence is then 5 (in Friedland; other games of the series print their own "
                "value).")),
            "Orientation (13)"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Front, flank and rear")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Each formation divides the six hexsides of its hex into front hexsides, where it "
                "can see and fire, flank hexsides and rear hexsides. Lines of sight leave only "
                "through the front.")),
            "Orientation (13)"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "General order")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Troops spread loosely to pass through villages, woods and gardens, which only "
                "units in general order may enter. Entering or leaving it costs no movement "
                "points.")),
            "Movement"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Increment")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The unit of size on a La Bataille counter: a battalion, regiment or battery has "
                "several. Fire losses are counted in increments.")),
            "Combat à la Feu (21)"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Line")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A wide formation for firing. It faces a vertex of its hex; at most four "
                "increments per hex fire, and a line crowded with more than seven increments in a "
                "hex defends as a column.")),
            "Infantry Fire Rules (24)"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Massed targets")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A hex packed with more than nine increments is easy to hit: every increment over "
                "nine adds one to the fire roll.")),
            "Massed Targets (22)"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Melee")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Assault at close quarters on a neighbouring hex, through the attackers' front "
                "hexsides. Both sides check their morale first; then the melee values, doubled for "
                "an attack on a flank, give the odds on the melee chart.")),
            "Melee"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Morale Recovery")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The last segment of a player turn: his disordered units check to return to good "
                "order, and his routed units far from the enemy check to rally.")),
            "Morale"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Morale check")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A test of the unit's nerve: two dice read 11 to 66, plus or minus its modifiers, "
                "must come out above the unit's morale value. Fire losses, the Morale Recovery "
                "segment and a melee call for one; which fire losses do depends on the nation and "
                "troop type.")),
            "Morale"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Morale level")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "How shaken an organisation (a division, a brigade) is, read on the hour from its "
                "units routed or eliminated: each level makes its units' morale checks harder, and "
                "an enemy organisation's level decides victory.")),
            "Sequence of Play"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Movement allowance")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The movement points printed on the counter. A unit that starts its movement in "
                "line has 2 fewer, a carré 1, a disordered unit half; each hex and hexside crossed "
                "costs points from the movement table, as do formation changes and turns.")),
            "Movement"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Odds column")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Fire value against fire defence, as a ratio such as 1.5-1, rounded to a column of "
                "the Fire Combat Chart.")),
            "Combat à la Feu (21)"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Opportunity fire")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "In the enemy's Movement segment, a unit that leaves a zone of influence, or "
                "changes formation in one, may be fired at by the units whose zone it was, at "
                "range 1 and as it stood there, in its former formation. An OPP marker shows the "
                "hex until the fire is made or the segment ends.")),
            "Zones d'Influence"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Prolonge")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Unlimbered guns dragged by their crews with ropes: one clear hex in a movement "
                "segment, at most across a slope.")),
            "Movement"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Reaction charge")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The other side's fresh cavalry answers an enemy charge within its reach (4 hexes "
                "heavy, 6 light): it checks its morale first, routs if it fails, and charges the "
                "enemy cavalry if it passes. An opportunity charge is the same at an enemy unit "
                "that moved, in the enemy's Movement segment.")),
            "Charge à Cheval"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Readiness")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Cavalry is fresh, tired after a melee (half its melee value, no charge in the "
                "charge segment) or exhausted after another melee or a charge and a melee (a "
                "third, no charges). A full turn of rest brings it back.")),
            "Charge à Cheval"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Recall roll")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "When the unit it charged routs, the cavalry checks its morale to be recalled; "
                "failing, it pursues and is routed after the pursuit.")),
            "Charge à Cheval"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Retreat")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A unit that fails its morale falls back away from every enemy: 3 movement points "
                "when disordered, 10 hexes at once when routed. A unit with no way out "
                "surrenders.")),
            "Morale"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Road march")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A column strung out along a road: fast but helpless, with a fire defence of 4.")),
            "Combat à la Feu (21)"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Routed")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Broken and running: a routed unit does not fire, fights a melee at a third of its "
                "value (cavalry a quarter) and keeps routing while the enemy is within 15 hexes.")),
            "Morale"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Stacking")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "How many units may end a move in one hex, by terrain: in the open 18 infantry or "
                "cavalry increments and 6 of artillery, in a village, wood or garden one unit; all "
                "in one formation.")),
            "Movement"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Tirailleur order")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Skirmishers spread out in front of the main line: at most three increments per "
                "hex fire, but they may fire further than one hex.")),
            "Infantry Fire Rules (24)"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Trample")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Charging cavalry rides over a routed target: tirailleurs lose 2 increments per "
                "movement point the cavalry has left, lone guns and routed infantry 1 per 2.")),
            "Charge à Cheval"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Two dice read 11 to 66")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "La Bataille rolls two six-sided dice of different colours, one read as tens and "
                "the other as ones. A modifier counts along the 36 readings, so 43 plus 4 reads "
                "51.")),
            "Combat à la Feu (21)"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Unlimbered")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Artillery with its guns off their carriages, ready to fire. Limbered artillery is "
                "hitched up to move and cannot fire.")),
            "Artillery Fire Rules (25)"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Victory level")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "How a scenario is won: a decisive, tactical or marginal victory for one side, or "
                "a draw, checked from the most decisive down when the game ends.")),
            "Sequence of Play"},
        {ruleSentence(HEXFIRE_TEXT("RuleText", "Zone of influence")),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The hexes next to a unit's front hexsides (Zone d'Influence). Infantry and foot "
                "artillery entering an enemy zone stop there; cavalry stops only in a cavalry "
                "zone. A carré has none.")),
            "Zones d'Influence"},
    };
    return terms;
}

std::string primer(bool chartsNotOfficial)
{
    const std::string charts = chartsNotOfficial
        ? ruleSentence(HEXFIRE_TEXT("RuleText",
            "The charts it ships are placeholders marked not official: a player who owns the game "
            "can type in the real ones."))
        : ruleSentence(HEXFIRE_TEXT("RuleText",
            "This scenario brings its own charts; a value still read from one of HexFire's "
            "placeholders is marked not official."));
    return ruleSentence(HEXFIRE_TEXT("RuleText",
               "La Bataille fights Napoleonic battles battalion by battalion. Units are counted in "
               "increments, and how they are formed matters as much as how many they are: a column "
               "moves well but only its top unit fires, a line brings its muskets to bear but is "
               "weak on its flanks, a carré holds off cavalry and makes a dense target."))
        + "\n\n"
        + ruleSentence(HEXFIRE_TEXT("RuleText",
            "To fire, a unit must see the target hex through one of its front hexsides; woods, "
            "villages and other units in good order block the view. The fire value of the firing "
            "increments is set against the target's fire defence, which comes from the defenders' "
            "formation and the terrain. The ratio picks a column of the Fire Combat Chart; two "
            "dice read as 11 to 66, plus one for every increment over nine in a crowded target "
            "hex, pick the row, and the chart tells how many increments the target loses. Some "
            "losses also call for a morale check."))
        + "\n\n"
        + ruleSentence(HEXFIRE_TEXT("RuleText",
            "In the Movement segment each unit spends the movement points printed on its counter "
            "on the hexes and hexsides it crosses, its formation changes and its turns. Villages "
            "and woods are entered only in general order; an enemy's zone of influence, the hexes "
            "in front of it, stops infantry at once and cavalry only when the enemy is cavalry."))
        + "\n\n"
        + ruleSentence(HEXFIRE_TEXT("RuleText",
            "HexFire shows which hexsides are front, flank and rear, explains every number with "
            "its rule, and gives the exact chance of each loss before the dice are rolled."))
        + " " + charts;
}

} // namespace hexfire::labataille
