#pragma once

#include "core/data/datanode.h"
#include "core/data/diagnostics.h"
#include "core/game/gamestate.h"
#include "core/rules/evaluation.h"
#include "core/rules/explanation.h"

#include <optional>
#include <string>
#include <vector>

namespace hexfire::labataille {

struct LbOptions;

/** The most morale levels an organisation may have (statuses "morale-level-1" to "-4"). */
inline constexpr int maxMoraleLevels = 4;

/**
 * How an organisation's morale level follows from its units routed or eliminated (REFERENCE
 * 2.5.7): scenario data. The thresholds were not found for Friedland; the DEFAULT is 25, 50 and
 * 75 percent for levels 1, 2 and 3, and each level is -3 on its units' morale checks.
 */
struct MoraleLevelRules {
    /** Percent of the organisation's units routed or eliminated that reaches level 1, 2, ... */
    std::vector<int> thresholds {25, 50, 75};
    int modifierPerLevel = -3; /**< on the morale checks of its units, per level */
    bool thresholdsGiven = false; /**< the scenario gave the thresholds (else assumed) */
    bool modifierGiven = false; /**< the scenario gave the modifier (else assumed) */

    static std::optional<MoraleLevelRules> fromData(const DataNode &node, Diagnostics &diagnostics);
    /** The level of an organisation with `lost` of its `units` routed or eliminated. */
    int levelFor(int lost, int units) const;
    friend bool operator==(const MoraleLevelRules &, const MoraleLevelRules &) = default;
};

/** The status key of morale level n (1..maxMoraleLevels): "morale-level-2". */
std::string moraleLevelStatus(int level);
/** The morale level a unit carries as a status, read on the last hour; 0 when none. */
int recordedMoraleLevel(const Unit &unit);

/** One organisation of one side, as it stands now. */
struct OrganisationMorale {
    std::string organisation;
    SideId side;
    std::vector<UnitId> members; /**< its units that count (not leaders), eliminated included */
    int lost = 0; /**< of them, routed or eliminated */
    int level = 0; /**< the level they give now */
    int recorded = 0; /**< the level read on the last hour (the highest any member carries) */
};

/** Every organisation named by a La Bataille unit, by side then in order of first mention. */
std::vector<OrganisationMorale> organisationMorale(
    const LbOptions &options, const GameState &state);

/** How the player reads an organisation: "1st Division (French)", or "Russian Guard" when its
    name says the side already. */
std::string organisationTitle(
    const GameState &state, const SideId &side, std::string_view organisation);

/** The recorded morale level of a side's organisation (0 when none of its units carries one). */
int recordedOrganisationLevel(
    const GameState &state, const SideId &side, std::string_view organisation);

/** A morale check modifier with its explanation line. */
struct MoraleLevelModifier {
    int level = 0;
    int value = 0; /**< 0 when the organisation is at level 0 (or the unit has none) */
    ExplanationLine line; /**< empty key when value is 0 */
};

/** The modifier of the unit's organisation's recorded morale level on its morale checks. */
MoraleLevelModifier moraleLevelModifier(
    const LbOptions &options, const GameState &state, const Unit &unit);

/** The clock: minutes after midnight (the scenario's start time plus the minutes gone by). */
int clockMinutes(const LbOptions &options, const GameState &state);
/** "07:20". */
std::string clockText(int minutesOfDay);

/**
 * The Command Sequence's end step (2.5.1): on the hour, each organisation's morale level is read
 * and recorded as a status on its units; off the hour, or with no organisation, refused with the
 * reason (the shared next phase then goes on: nothing to do).
 */
Evaluation evaluateCommandSequence(
    const LbOptions &options, const GameState &state, const Action &action);

/** The assumptions morale levels rest on, for the rule system's list. */
std::vector<Assumption> moraleLevelAssumptions(const LbOptions &options);

} // namespace hexfire::labataille
