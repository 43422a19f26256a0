#pragma once

#include "core/game/gamestate.h"
#include "core/rules/evaluation.h"
#include "core/rules/skirmish/skreaction.h"
#include "core/rules/skirmish/sktables.h"

#include <string>
#include <string_view>
#include <vector>

namespace hexfire::skirmish {

/*
 * Team morale (REFERENCE 3.6.6, a DEFAULT): at the end of a round, a team that lost a figure that
 * round and has half its figures or more down or killed tests as for a reaction (no modifier for
 * figures hit). Failing breaks it: a broken team only falls back (each move ends farther from the
 * nearest enemy figure) and panic fires, until it rallies (its activation, the same test). A
 * broken team that fails a test again is removed. See docs/rules.md "2d6 Skirmish morale".
 */

namespace states {
/** A figure of the team went down or was killed this round. */
inline constexpr std::string_view lostThisRound = "lost-this-round";
inline constexpr std::string_view broken = "broken";
} // namespace states

/** A team's morale test at the end of the round. */
struct MoraleTest {
    std::string team;
    std::vector<UnitId> figures; /**< the team's figures on the map */
    ReactionTest test;
    bool broken = false; /**< already broken: failing removes it */
    int lost = 0; /**< figures down or killed */
    int size = 0; /**< figures in all */
    std::string leaderLost; /**< the leader's name, when the team tests for losing it */
};

/** The teams that test their morale at the end of this round, in the order of their figures. */
std::vector<MoraleTest> moraleTests(const SkOptions &options, const GameState &state);

/** The leader who helps u's broken team rally: the nearest friendly leader of another team,
    neither down nor broken, within 6 inches (assumed); nullptr when none. */
const Unit *rallyingLeader(const SkOptions &options, const GameState &state, const Unit &u);

/** The chance of passing a test: two dice plus its modifier reach its number (a natural 2
    fails). */
double passChance(const ReactionTest &test);

/**
 * Rolls the test and returns the effects: nothing on a pass (a rally clears "broken"), "broken"
 * on each figure on a failure, or every figure removed when the team was broken already.
 */
std::vector<Effect> rollMorale(
    const MoraleTest &test, bool rally, DiceSource &dice, std::vector<ExplanationLine> &lines);

/** The DEFAULT (docs/rules.md: 2d6 Skirmish morale). */
Assumption moraleAssumption();

} // namespace hexfire::skirmish
