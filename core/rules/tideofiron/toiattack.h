#pragma once

#include "core/game/gamestate.h"
#include "core/los/lostrace.h"
#include "core/rules/explanation.h"
#include "core/rules/loscache.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletools.h"
#include "core/rules/tideofiron/toitables.h"

#include <string>
#include <vector>

namespace hexfire::toi {

/** The unit states (Unit::status keys) the attacks read and set. */
namespace states {
inline constexpr std::string_view fatigued = "fatigued";
inline constexpr std::string_view opFire = "op-fire";
inline constexpr std::string_view pinned = "pinned";
inline constexpr std::string_view disrupted = "disrupted";
/** Files written before squads had two conditions say "routed": read as disrupted. */
inline constexpr std::string_view formerRouted = "routed";
} // namespace states

enum class AttackMode : std::uint8_t { Concentrated, FireAndMovement, OpFire };
/** The range band of one contributor: what an attack die needs to succeed. */
enum class Band : std::uint8_t { Close, Normal, Long, OutOfRange };
int successNumber(Band b);
std::string_view displayName(Band b);
/** The band's name in the player's language ("close", "normal", ...). */
std::string_view bandText(Band b);

/**
 * n filled into the marked pattern for one or for many ("%1 net hit", "%1 net hits"), in the
 * player's language: countText() of a sentence.
 */
inline std::string countSentence(int n, std::string_view one, std::string_view many)
{
    return ruleSentence(n == 1 ? one : many, n);
}

/** Vehicle damage levels on Unit::damage. */
inline constexpr int damaged = 1;
inline constexpr int heavilyDamaged = 2;
inline constexpr int destroyed = 3;

/** Whether the squad has an officer figure (the figure table's "officer"). */
bool hasOfficer(const ToiTables &tables, const ToiProfile &squad);
bool hasOfficer(const ToiTables &tables, const Unit &unit);

/**
 * Why the unit may not be activated, in a sentence (`only`: the clause saying who may, in the
 * player's language, e.g. "only a fresh unit advances"):
 * a fatigue or Op Fire token, pinned or disrupted (REFERENCE 4.5.2, 4.5.4). Empty when it may.
 * `rally`: a pinned squad with an officer may fire (Rally); `finishing`: a unit half way through
 * its Fire and Movement is fatigued but finishes it.
 */
std::string whyNotFresh(const ToiTables &tables, const Unit &unit, std::string_view only,
    bool rally = false, bool finishing = false);

/** The effects that fatigue a unit that took part: an Op Fire token flips to fatigued. */
void fatigueEffects(const Unit &unit, std::vector<Effect> &out);

/** The attack's parameter naming the lead squad's figures that fire (the others hold fire). */
inline constexpr std::string_view firingFiguresParam = "figures";

/** What one unit adds to an attack (the lead or a supporter). */
struct Contribution {
    const Unit *unit = nullptr;
    bool lead = false;
    bool ok = false; /**< false: whyNot says why it cannot take part */
    std::string whyNot;
    std::string whyNotRule;
    int dice = 0;
    int range = 0;
    int distance = 0;
    Band band = Band::OutOfRange;
    std::vector<ExplanationLine> lines;
};

/**
 * One attacker's part against the target, with every rule it used explained. `firing`: the
 * squad's figures that fire, by type (none: all of them). `explained` false: the numbers and
 * the reason it cannot take part alone, without the lines (what a headline or a yes-or-no
 * question needs), and the line of sight's verdict without its trace.
 */
Contribution contribution(const ToiOptions &options, const GameState &state, const Unit &attacker,
    const Unit &target, bool lead, AttackMode mode, const LosCache &los,
    const std::vector<std::string> *firing = nullptr, bool explained = true);

} // namespace hexfire::toi
