#pragma once

#include "core/rules/tideofiron/toiruleset.h"

namespace hexfire::toi {

/**
 * Assault (REFERENCE 4.5.5): a fresh squad next to an enemy hex, with up to two supporters next
 * to it, fires at close range while the defenders fire back; the side that inflicts more hits wins
 * (a DEFAULT the players may override with the "result" parameter), the losers retreat one hex and
 * a winning attacker advances into the hex. See docs/rules.md "Tide of Iron assault".
 *
 * Action: actors are the assaulting squad first, then its supporters; the target is the hex.
 * Parameters: "result" (by-hits, attacker, defender) and an optional "path" (the hexes the squad
 * moves through first, evaluated with the rule system's movement rules when it has them).
 */
Evaluation evaluateAssault(
    const TideOfIronRuleSet &rules, const GameState &state, const Action &action);

/**
 * Why the squad may not assault (or advance to assault), a sentence: not a squad, a machine-gun
 * or mortar crew in it, not fresh (a squad that advanced to assault finishes). Empty when it may.
 */
std::string whyNotAssault(const ToiTables &tables, const Unit &unit, const ToiProfile *profile);

/** The Assault action as the vocabulary lists it (key actions::assault). */
ActionType assaultActionType();

/** The names of the effects only an assault makes ("retreated", "advanced"), for the vocabulary;
    its other effects use the attacks' names (figures-removed, eliminated, fatigued, ...). */
std::vector<EffectType> assaultEffectTypes();

/** The DEFAULT who wins an assault rests on (docs/rules.md: Tide of Iron assault). */
Assumption assaultAssumption();

} // namespace hexfire::toi
