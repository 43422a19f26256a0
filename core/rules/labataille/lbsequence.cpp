#include "core/rules/labataille/lbsequence.h"

#include "core/rules/labataille/lbforcemarch.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbleadercasualty.h"
#include "core/rules/labataille/lbretreatchoice.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"
#include "core/rules/sequence.h"

namespace hexfire::labataille {

namespace {

/** A phase of a player turn: each side plays it in turn, except the steps nobody acts in. */
PhaseType phase(std::string_view key, std::string name, std::string help, std::string rule,
    PhaseActors actors, const std::vector<std::string_view> &actions,
    std::string_view endAction = {}, const std::vector<std::string_view> &reactions = {})
{
    PhaseType p = makePhase(key, std::move(name), std::string(translatedRuleText(help)),
        std::move(rule), actors, actions, endAction, reactions);
    p.eachSide = actors != PhaseActors::Nobody;
    return p;
}

SequenceOfPlay build()
{
    namespace a = actions;
    SequenceOfPlay s;
    s.turnName = HEXFIRE_TEXT("RuleText", "Turn");
    s.phases.push_back(phase(phases::command, HEXFIRE_TEXT("RuleText", "Command Sequence"),
        HEXFIRE_TEXT("RuleText",
            "Both sides at once: reinforcements due this turn arrive, and on the hour each "
            "organisation's morale level is read from its battalions routed or lost."),
        "Sequence of Play", PhaseActors::Nobody, {}, a::commandSequence));
    s.phases.push_back(phase(phases::charge, HEXFIRE_TEXT("RuleText", "Charge à Cheval"),
        HEXFIRE_TEXT("RuleText",
            "The phasing player's fresh cavalry may charge: extra movement points, a straight run "
            "at the target, which may stand or form carré. Cavalry that charges does not move in "
            "the Movement segment."),
        "Charge à Cheval", PhaseActors::Phasing, {a::charge}, {}, {a::reactionCharge}));
    s.phases.push_back(phase(phases::movement, HEXFIRE_TEXT("RuleText", "Movement"),
        HEXFIRE_TEXT("RuleText",
            "The phasing player moves his units, changes their formations and turns them, each "
            "paying movement points. Enemy zones of influence stop a move; leaving one, or "
            "changing "
            "formation inside one, draws opportunity fire from the other side."),
        "Movement", PhaseActors::Phasing,
        {a::move, a::changeFormation, a::turnClockwise, a::turnCounterClockwise, a::extendLine,
            a::closeLine, a::forceMarch},
        a::endMovement, {a::opportunityFire, a::opportunityCharge}));
    s.phases.push_back(phase(phases::defensiveFire, HEXFIRE_TEXT("RuleText", "Defensive Fire"),
        HEXFIRE_TEXT("RuleText",
            "The other side fires first, at enemy units next to its units' front hexsides; each "
            "unit fires once, and each hex is the target of one fire attack."),
        "Combat à la Feu (21)", PhaseActors::Opponent, {a::fire, a::leaderCasualty},
        a::endFireSegment, {a::leaderCasualty}));
    s.phases.push_back(phase(phases::offensiveFire, HEXFIRE_TEXT("RuleText", "Offensive Fire"),
        HEXFIRE_TEXT("RuleText",
            "The phasing player fires, at any range his units have; each unit fires once, and each "
            "hex is the target of one fire attack."),
        "Combat à la Feu (21)", PhaseActors::Phasing, {a::fire, a::leaderCasualty},
        a::endFireSegment, {a::leaderCasualty}));
    s.phases.push_back(phase(phases::melee, HEXFIRE_TEXT("RuleText", "Melee Assault"),
        HEXFIRE_TEXT("RuleText",
            "The phasing player's units assault hexes they fired at, through their front "
            "hexsides. Some defenders may retreat first; both sides check their morale before the "
            "melee, then the melee chart gives the result."),
        "Melee", PhaseActors::Phasing, {a::melee, a::leaderCasualty}, {},
        {a::retreatBeforeMelee, a::leaderCasualty}));
    s.phases.push_back(phase(phases::moraleRecovery, HEXFIRE_TEXT("RuleText", "Morale Recovery"),
        HEXFIRE_TEXT("RuleText",
            "The phasing player's disordered and routed units check their morale: a disordered "
            "unit that passes returns to good order, one that fails routs; a routed unit far from "
            "the enemy may rally."),
        "Morale", PhaseActors::Phasing, {a::recoverMorale}, a::moraleRecovery));
    s.phases.push_back(phase(phases::endOfTurn, HEXFIRE_TEXT("RuleText", "End of Turn"),
        HEXFIRE_TEXT("RuleText",
            "Twenty minutes pass on the clock; what units did this turn is forgotten, and the "
            "scenario ends when its last clock time is reached."),
        "Sequence of Play", PhaseActors::Nobody, {}, a::endOfTurn));
    // A retreat may follow a check in any segment a side plays, and the retreating unit's
    // player (either side) picks among its equally good ends there.
    for (PhaseType &p : s.phases) {
        if (p.actors == PhaseActors::Nobody)
            continue;
        p.actions.emplace_back(a::chooseRetreat);
        p.reactions.emplace_back(a::chooseRetreat);
    }
    return s;
}

} // namespace

const SequenceOfPlay &LbSequence::sequenceOfPlay()
{
    static const SequenceOfPlay sequence = build();
    return sequence;
}

} // namespace hexfire::labataille
