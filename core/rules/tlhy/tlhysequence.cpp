#include "core/rules/tlhy/tlhysequence.h"

#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"
#include "core/rules/sequence.h"
#include "core/rules/tlhy/tlhyvocabulary.h"

namespace hexfire {

namespace {

namespace k = tlhykeys;

SequenceOfPlay build()
{
    SequenceOfPlay s;
    s.turnName = HEXFIRE_TEXT("RuleText", "Turn");
    s.phases.push_back(makePhase(k::initiativePhase, HEXFIRE_TEXT("RuleText", "Initiative"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Both sides roll a die; the higher has the initiative and is the active player for the "
            "whole turn: it activates its platoons, the other side only reacts. A side with no "
            "leader and no vehicle on the map forfeits the roll.")),
        "", PhaseActors::Nobody, {}, k::initiativeRoll));
    s.phases.back().endRollsForFirst = true;
    PhaseType activation = makePhase(k::activationPhase, HEXFIRE_TEXT("RuleText", "Activation"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "The active player activates a company (a Coordination roll lets all its platoons act) "
            "or a platoon, and its units act, each once a turn. Then he calls for Reaction: the "
            "other side may act with units that saw what happened, and calls back, until a side "
            "declines.")),
        "", PhaseActors::Alternating,
        {k::activateCompany, k::activatePlatoon, k::smallArmsFire, k::mortarCall, k::maneuver,
            k::withdraw, k::recover, k::assault});
    activation.handOverName = HEXFIRE_TEXT("RuleText", "Call for Reaction");
    activation.handOverHelp = ruleSentence(HEXFIRE_TEXT("RuleText",
        "Hands play to the other side: it may react with units that have not acted "
        "and saw what happened, then call for Reaction in turn. Calling "
        "without acting declines."));
    s.phases.push_back(std::move(activation));
    s.phases.push_back(
        makePhase(k::markerAdjustmentPhase, HEXFIRE_TEXT("RuleText", "Marker Adjustment Step"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Units behind Assault Arrows enter the hex they assault, unless it has become a "
                "primary "
                "impact hex; a unit leaving a secondary impact hex checks Cohesion first.")),
            "13.2.2", PhaseActors::Nobody, {k::markerAdjustment}, k::markerAdjustment));
    s.phases.push_back(makePhase(k::fireResolutionPhase,
        HEXFIRE_TEXT("RuleText", "Fire Resolution"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Every hex with DRM markers is resolved: one die per marker, the worst result hits the "
            "best unit, and the markers leave the map.")),
        "13.0", PhaseActors::Nobody, {k::fireResolution}, k::fireResolution));
    s.phases.push_back(makePhase(k::assaultResolutionPhase,
        HEXFIRE_TEXT("RuleText", "Assault Resolution"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Each hex with an Assault Nationality marker is resolved: the units, the net modifier "
            "and the result the players agree on; the loser retreats.")),
        "14.0", PhaseActors::Nobody, {k::assaultResolution}));
    s.phases.push_back(makePhase(k::endOfTurnPhase, HEXFIRE_TEXT("RuleText", "Time Lapse"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "The end of the turn: the time lapse roll says how many minutes passed, the turn's "
            "markers come off, and the mission ends when its time is up.")),
        "", PhaseActors::Nobody, {}, k::timeLapse));
    // The labels HexFire's own files carried before the turn was played.
    s.formerLabels = {{"Platoon Activation", std::string(k::activationPhase)},
        {"Company Activation", std::string(k::activationPhase)}};
    return s;
}

} // namespace

const SequenceOfPlay &TlhySequence::sequenceOfPlay()
{
    static const SequenceOfPlay sequence = build();
    return sequence;
}

} // namespace hexfire
