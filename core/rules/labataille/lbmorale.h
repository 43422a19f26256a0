#pragma once

#include "core/dice/dicesource.h"
#include "core/game/gamestate.h"
#include "core/rules/evaluation.h"
#include "core/rules/labataille/lbretreat.h"
#include "core/rules/labataille/lbtables.h"
#include "core/rules/resolution.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire::labataille {

/*
 * The morale check (REFERENCE 2.5.4): two d6 read as 11-66, the modifiers added in base 6; the
 * check passes when the modified reading exceeds the unit's morale value and fails when it is
 * equal or below. Whoever calls for a check (fire losses, the Morale Recovery segment, the
 * pre-melee checks) explains it with explainCheck() and rolls it with resolveCheck(), which also
 * applies what a failure does: disorder and a retreat of 3 movement points, or a rout of 10 hexes.
 */

struct MoraleModifier {
    std::string what;
    int value = 0;
    std::string rule;
    bool assumed = false;
};

/** The rule sections the morale lines cite. */
inline constexpr const char *moraleRule = "Morale";
inline constexpr const char *moraleCheckAssumption = "docs/rules.md: La Bataille morale check";
inline constexpr const char *moraleFailureAssumption = "docs/rules.md: La Bataille morale failure";

/** Adds the options' assumption `key` to e once (the texts live in LbOptions::assumptions() and
 * turnAssumptions()). */
void assume(const LbOptions &, Evaluation &e, std::string_view key);

/** Adds a to e unless an assumption of its key is there. */
void assumeOnce(Evaluation &e, const Assumption &a);

/** The modifiers of the unit's own state (disordered, routed) and its organisation's morale
    level (later). */
std::vector<MoraleModifier> stateModifiers(const LbOptions &, const GameState &, const Unit &);

/** Whether the check passes at this unmodified reading: the modified reading exceeds the morale
    value; a modified 11 or less fails and a modified 66 passes (assumed). */
bool checkPasses(int morale, int modifier, int reading);

/** Exact chance over the 36 readings that the check passes. */
double passChance(int morale, int modifier);

/** The sum of the modifiers. */
int totalModifier(const std::vector<MoraleModifier> &modifiers);

/** What a failed check does: what the unit's state calls for (a unit in good order disorders,
    cavalry and a disordered unit rout), or a rout whatever the state (infantry failing to
    stand against a charge, 2.5.6). */
enum class CheckFailure : std::uint8_t { ByState, Routs };

/** Whether a failed check sends u on a rout (10 hexes) rather than a 3-movement-point retreat. */
bool failureRouts(const Unit &, CheckFailure failure = CheckFailure::ByState);

/** What a failed check does to the unit, in a few words: "disordered, retreats 3 movement
    points" or "routs: retreats 10 hexes". */
std::string failureText(const LbOptions &, const GameState &, const Unit &,
    CheckFailure failure = CheckFailure::ByState);

/** Explanation lines and an OddsTable ("Morale check of X": passes / fails) for an
    evaluation; with `followUp`, the conditional checks its retreat would call for (as
    resolveCheck rolls them). */
void explainCheck(const LbOptions &, const GameState &, const Unit &,
    const std::vector<MoraleModifier> &, std::string_view why, Evaluation &,
    CheckFailure failure = CheckFailure::ByState, bool followUp = true);

/** Rolls the check ("morale check, tens die", "... ones die") and pushes its effects into r:
    a Record with CheckResult, and on failure the consequences; with `followUp`, the checks its
    retreat calls for (the units it retreats through, an over-stacked hex where it ends).
    Returns passed. */
bool resolveCheck(const LbOptions &, const GameState &, const Unit &,
    const std::vector<MoraleModifier> &, std::string_view why, DiceSource &, Resolution &,
    CheckFailure failure = CheckFailure::ByState, bool followUp = true);

/** The units of `side` in h that can check their morale (combat units with a morale value). */
std::vector<const Unit *> stackCheckers(const GameState &, Hex h, const SideId &side);

/**
 * A failure in a stack makes the rest check (REFERENCE 2.5.4): after `failed` failed, every other
 * unit of its side in its hex that can check and is not in `checked` (those that checked in this
 * resolution or are gone) checks with its state modifiers; each is added to `checked`. Returns
 * whether one of them failed.
 */
bool resolveStackChecks(const LbOptions &, const GameState &, const Unit &failed,
    std::vector<UnitId> &checked, DiceSource &, Resolution &);

/** The line saying that a failure in the stack in h makes the rest check, when h holds more
    than one unit that can check. */
void explainStackChecks(const GameState &, Hex h, const SideId &side, Evaluation &);

/** The effects of a failed check on u (disorder or rout, the formation, the retreat) in r. */
void applyFailure(const LbOptions &, const GameState &, const Unit &, Resolution &,
    CheckFailure failure = CheckFailure::ByState);

/** u disorders: StatusSet disordered, column or general order, a retreat of 3 movement
    points. */
void applyDisorder(const LbOptions &, const GameState &, const Unit &, Resolution &);

/** The retreat u takes when it disorders (3 movement points) or, with `rout`, routs (10 hexes). */
RetreatPath retreatOf(const LbOptions &, const GameState &, const Unit &, bool rout);

/**
 * The checks a retreat calls for wherever it comes from (a failed check, a melee result, a
 * carré that breaks, a unit routing on): the units of an over-stacked hex where it ends and the
 * good-order friends it passes (REFERENCE 2.5.2, 2.5.4). explainRetreatChecks lists them before
 * the roll, each with its odds given the chance that u retreats, and their dice as conditional;
 * resolveRetreatChecks rolls them once u has retreated.
 */
void explainRetreatChecks(
    const LbOptions &, const GameState &, const Unit &, bool rout, double chance, Evaluation &);
void resolveRetreatChecks(
    const LbOptions &, const GameState &, const Unit &, bool rout, DiceSource &, Resolution &);

/** The units those checks would concern, in the order they roll. */
std::vector<UnitId> retreatCheckers(const LbOptions &, const GameState &, const Unit &, bool rout);

/** Reports "not checked" for each unit of `units` that r reports nothing of: the retreat that
    would have made it check did not happen (so each table of the evaluation is answered). */
void noteNotChecked(const std::vector<UnitId> &units, Resolution &);

/** u routs: StatusSet routed, StatusCleared disordered and a retreat of 10 hexes at once. */
void applyRout(const LbOptions &, const GameState &, const Unit &, Resolution &);

} // namespace hexfire::labataille
