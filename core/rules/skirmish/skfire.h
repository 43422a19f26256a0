#pragma once

#include "core/dice/distribution.h"
#include "core/game/gamestate.h"
#include "core/los/lostrace.h"
#include "core/rules/explanation.h"
#include "core/rules/loscache.h"
#include "core/rules/ruletools.h"
#include "core/rules/skirmish/sktables.h"

#include <string_view>
#include <vector>

namespace hexfire::skirmish {

/** The figure states (Unit::status keys) the modifiers read. */
namespace states {
inline constexpr std::string_view prone = "prone";
inline constexpr std::string_view braced = "braced";
inline constexpr std::string_view lightWound = "light-wound";
/** Out of action from a wound: a loss, still on the map; it does not fire (skwounds.h). */
inline constexpr std::string_view down = "down";
inline constexpr std::string_view movedHalf = "moved-half"; /**< up to half its move */
inline constexpr std::string_view movedMore = "moved-more"; /**< half its move or more */
inline constexpr std::string_view intoOutOfSight = "into-out-of-sight";
inline constexpr std::string_view farInSight = "far-in-sight"; /**< moved over half in sight */
inline constexpr std::string_view unaware = "unaware";
inline constexpr std::string_view fired = "fired"; /**< fired this round */
inline constexpr std::string_view underFire = "under-fire"; /**< fired at this round */
inline constexpr std::string_view underFireLast = "under-fire-last"; /**< ... the round before */
inline constexpr std::string_view occupying = "occupying"; /**< first round in a position */
inline constexpr std::string_view inPosition = "in-position";
} // namespace states

enum class FireType : std::uint8_t { None, Direct, Return, Panic };

/** The figures of u's team (same side, same team name), u included, in unit order. */
std::vector<const Unit *> teamOf(const GameState &state, const Unit &u);

/** One firing figure's attack, worked out before the dice. */
struct FigureAttack {
    const Unit *figure = nullptr;
    bool fires = false; /**< false: it sits out (whyNot says why) */
    std::string whyNot;
    std::string whyNotRule; /**< the rule that keeps it out */
    bool noHitsPossible = false; /**< beyond double effective range */
    const Unit *aimedAt = nullptr; /**< the figure whose range and state are used */
    int rangeInches = 0;
    int toHit = 7;
    int modifier = 0; /**< every modifier added up */
    bool autofire = false;
    std::vector<ExplanationLine> lines; /**< each modifier with its rule */
    /** The target team's figures it can see; for a headline (FireContext::explained false),
        the figure aimed at alone when it sees it. */
    std::vector<const Unit *> sees;
};

/** What a whole fire attack needs to know of the target and the fire. */
struct FireContext {
    const SkOptions *options = nullptr;
    const GameState *state = nullptr;
    const LosCache *los = nullptr; /**< the evaluation's lines of sight */
    const Unit *aimed = nullptr; /**< the figure clicked */
    std::vector<const Unit *> targetTeam;
    bool specific = false; /**< aiming at that one figure: -3 */
    FireType fireType = FireType::None;
    bool firersUnderFire = false; /**< the firing team was fired at this round or the last */
    /** Whether each figure's modifiers are listed (not for a headline: EvaluationDetail). */
    bool explained = true;
};

/** The attack of one figure of the firing team. */
FigureAttack figureAttack(const FireContext &context, const Unit &firer);

/** Hits one figure scores with these two dice (an unmodified 2 always misses). */
int hitsFor(const FigureAttack &attack, int die1, int die2);

/** The figure's hits over the 36 rolls of its two dice. */
Distribution figureHits(const FigureAttack &attack);

/** Whether the hex lies in the 90 degree arc of a position facing this way (within 45 degrees). */
bool inArc(Hex from, Facing facing, Hex to);

} // namespace hexfire::skirmish
