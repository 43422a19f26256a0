#pragma once

#include "core/dice/distribution.h"
#include "core/game/gamestate.h"
#include "core/rules/evaluation.h"
#include "core/rules/skirmish/sktables.h"

#include <array>
#include <string_view>
#include <vector>

namespace hexfire::skirmish {

/*
 * The reaction test after an attack (REFERENCE 3.6.4, a DEFAULT): the target team rolls two dice
 * plus its modifiers against its quality number. It passes (it may return fire, take cover or
 * carry on), fails by 1 to 3 (it takes cover or panic fires) or fails by 4 or more, or rolls a
 * natural 2 (pinned: it stays down, and may only panic fire, until the end of the next round).
 * See docs/rules.md "2d6 Skirmish reactions".
 */

/** The team states a reaction leaves (Unit::status keys on each figure of the team). */
namespace states {
inline constexpr std::string_view mayReturnFire = "may-return-fire";
inline constexpr std::string_view shaken = "shaken";
inline constexpr std::string_view pinned = "pinned";
/** Pinned this round: the end of the round keeps it pinned through the next. */
inline constexpr std::string_view pinnedNow = "pinned-now";
} // namespace states

enum class Reaction : std::uint8_t { Passes, Fails, Pinned };

/** The test before the figures hit are known: the number to reach and the other modifiers. */
struct ReactionTest {
    int target = 7; /**< the quality number of the figure aimed at */
    int modifier = 0; /**< every modifier but the figures hit */
    std::vector<ExplanationLine> lines;
};

/** The leader of u's team (SkProfile::leader), or nullptr when it has none. */
const Unit *teamLeader(const GameState &state, const Unit &u);
/** Whether a leader is lost to its team: down or killed. */
bool leaderLost(const Unit &leader);

/** The test of the team of `aimed` (its quality, cover, awareness, an elite +1); `name` is what
 *  the explanation calls it ("reaction", or "morale" for the same test at the end of a round). */
ReactionTest reactionTest(const SkOptions &options, const GameState &state, const Unit &aimed,
    std::string_view name = "reaction");

/** The reaction of two dice with the modifier given (the figures hit already in it). */
Reaction reactionOf(const ReactionTest &test, int die1, int die2, int modifier);

/** The chance of each reaction, in Reaction order, over the figures hit and the two dice. */
std::array<double, 3> reactionOdds(const ReactionTest &test, const Distribution &figuresHit);

/** The odds table of the reaction of `team`. */
OddsTable reactionOddsTable(const std::string &team, const std::array<double, 3> &odds);

/** What a reaction sets on each figure of the team, and the sentence for it. */
std::string_view reactionState(Reaction r);
std::string reactionText(const std::string &team, Reaction r);

/** The DEFAULT of the test (docs/rules.md: 2d6 Skirmish reactions). */
Assumption reactionAssumption();

} // namespace hexfire::skirmish
