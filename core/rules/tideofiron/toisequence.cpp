#include "core/rules/tideofiron/toisequence.h"

#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"
#include "core/rules/sequence.h"
#include "core/rules/tideofiron/toiactions.h"

namespace hexfire::toi {

namespace {

SequenceOfPlay build()
{
    SequenceOfPlay s;
    s.turnName = HEXFIRE_TEXT("RuleText", "Round");
    PhaseType action = makePhase(phases::action, HEXFIRE_TEXT("RuleText", "Action"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "The sides take action turns, the initiative player first: in each, the scenario's "
            "number of actions, each activating one fresh unit (advance, fire, Fire and Movement, "
            "prepare Op Fire, assault, fatigue a unit). A unit is fatigued when its action is done "
            "unless it went into Op Fire. A side that cannot take all the actions of a turn is out "
            "for the rest of the phase; the phase ends when neither side can act.")),
        "The Action Phase", PhaseActors::Alternating,
        {actions::advance, actions::attack, actions::setOpFire, actions::assault,
            actions::fatigueUnit},
        {}, {actions::attack});
    action.handOverName = HEXFIRE_TEXT("RuleText", "End action turn");
    action.handOverHelp = ruleSentence(HEXFIRE_TEXT("RuleText",
        "Hands the action turn to the other side before all its actions are taken. HexFire "
        "counts the actions and hands over by itself once they are all taken."));
    s.phases.push_back(std::move(action));
    s.phases.push_back(makePhase(phases::command, HEXFIRE_TEXT("RuleText", "Command"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Control of the objectives is checked (a side takes an objective its units alone "
            "occupy, and holds it until the enemy takes it back), victory points are scored, and "
            "the initiative for the next round is settled.")),
        "The Command Phase", PhaseActors::Nobody, {}, actions::commandPhase));
    s.phases.push_back(makePhase(phases::status, HEXFIRE_TEXT("RuleText", "Status"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Tokens come off: fatigued and Op Fire units are fresh again, pinned squads recover, "
            "disrupted squads become pinned (or recover with an officer). Reinforcements arrive "
            "and the round marker advances.")),
        "The Status Phase", PhaseActors::Nobody, {}, actions::statusPhase));
    return s;
}

} // namespace

const SequenceOfPlay &toiSequence()
{
    static const SequenceOfPlay sequence = build();
    return sequence;
}

} // namespace hexfire::toi
