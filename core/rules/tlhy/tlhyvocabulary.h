#pragma once

#include "core/rules/vocabulary.h"

#include <string>
#include <string_view>
#include <vector>

namespace hexfire {

/** The keys The Last Hundred Yards uses in actions, markers, statuses and effects (stable ids). */
namespace tlhykeys {
// Actions and their parameters.
inline constexpr std::string_view smallArmsFire = "small-arms-fire";
inline constexpr std::string_view mortarCall = "mortar-call";
inline constexpr std::string_view assault = "assault";
inline constexpr std::string_view markerAdjustment = "marker-adjustment";
inline constexpr std::string_view fireResolution = "fire-resolution";
// The turn (REFERENCE 1.8): phase steps, activations, maneuver, recovery, assault resolution.
inline constexpr std::string_view initiativeRoll = "initiative-roll";
inline constexpr std::string_view activateCompany = "activate-company";
inline constexpr std::string_view activatePlatoon = "activate-platoon";
inline constexpr std::string_view maneuver = "maneuver";
inline constexpr std::string_view withdraw = "withdraw";
inline constexpr std::string_view recover = "recover";
inline constexpr std::string_view assaultResolution = "assault-resolution";
inline constexpr std::string_view timeLapse = "time-lapse";
inline constexpr std::string_view result = "result";
inline constexpr std::string_view markerValue = "markerValue";
inline constexpr std::string_view mortarValue = "mortarValue";
inline constexpr std::string_view support = "support";
// Markers and their parameters.
inline constexpr std::string_view sadrm = "sadrm";
inline constexpr std::string_view mdrm = "mdrm";
inline constexpr std::string_view atdrm = "atdrm";
inline constexpr std::string_view primaryImpact = "primary-impact";
inline constexpr std::string_view secondaryImpact = "secondary-impact";
inline constexpr std::string_view assaultNationality = "assault-nationality";
inline constexpr std::string_view assaultArrow = "assault-arrow";
inline constexpr std::string_view forwardObserver = "forward-observer";
inline constexpr std::string_view smoke = "smoke";
inline constexpr std::string_view tem = "tem";
inline constexpr std::string_view temAppliesTo = "temAppliesTo";
inline constexpr std::string_view pointsTo = "pointsTo";
// The phases of the turn (TlhySequence).
inline constexpr std::string_view initiativePhase = "initiative";
inline constexpr std::string_view activationPhase = "activation";
inline constexpr std::string_view markerAdjustmentPhase = "marker-adjustment";
inline constexpr std::string_view fireResolutionPhase = "fire-resolution";
inline constexpr std::string_view assaultResolutionPhase = "assault-resolution";
inline constexpr std::string_view endOfTurnPhase = "end-of-turn";
// Unit states.
inline constexpr std::string_view disrupted = "disrupted";
inline constexpr std::string_view concealed = "concealed";
inline constexpr std::string_view regrouping = "regrouping";
inline constexpr std::string_view heroic = "heroic";
inline constexpr std::string_view outOfCommand = "out-of-command";
inline constexpr std::string_view loaded = "loaded";
/** Has taken its one action of the turn (1.8.1). */
inline constexpr std::string_view acted = "acted";
/** Belongs to the platoon or company activated this turn; "current" while no other activated. */
inline constexpr std::string_view activated = "activated";
/** Was activated earlier this turn and is now reaction-only (S1). */
inline constexpr std::string_view reactionOnly = "reaction-only";
/** Rallied: one extra action this turn (1.8.5). */
inline constexpr std::string_view rallied = "rallied";
// Effect names (Effect::name); the command line's JSON prints them as "effect".
inline constexpr std::string_view casualty = "casualty";
inline constexpr std::string_view eliminated = "eliminated";
inline constexpr std::string_view disruptedEffect = "disrupted";
inline constexpr std::string_view regroupingEnded = "regrouping-ended";
inline constexpr std::string_view concealmentLost = "concealment-lost";
inline constexpr std::string_view cohesionCheck = "cohesion-check";
inline constexpr std::string_view moved = "moved";
inline constexpr std::string_view markerPlaced = "marker-placed";
inline constexpr std::string_view markerRemoved = "marker-removed";
inline constexpr std::string_view cleanUp = "clean-up";
inline constexpr std::string_view extraActionUsed = "extra-action-used";
inline constexpr std::string_view recovered = "recovered";
inline constexpr std::string_view ralliedEffect = "rallied";
inline constexpr std::string_view becameHeroic = "became-heroic";
} // namespace tlhykeys

/**
 * What The Last Hundred Yards publishes about itself (RuleSet's vocabulary lists): built once on
 * first use; the references stay valid for the process.
 */
class TlhyVocabulary final {
public:
    static const std::vector<ActionType> &actionTypes();
    static const std::vector<StatusType> &statusTypes();
    static const std::vector<MarkerType> &markerTypes();
    static const std::vector<EffectType> &effectTypes();
    static const std::vector<UnitType> &unitTypes();
    static const std::vector<std::string> &damageLevels();
    static const std::vector<GlossaryTerm> &glossary();
    static std::string primer();
};

} // namespace hexfire
