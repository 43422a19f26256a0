#pragma once

#include "core/game/gamestate.h"

#include <optional>
#include <string>
#include <vector>

namespace hexfire {

class RuleSet;

/** A side's tally as a player reads it (Side::tallies under the rule system's names). */
struct TallyStanding {
    std::string key;
    std::string name; /**< "Victory points" */
    int count = 0;
    std::string text; /**< the count in a sentence: "1 command point" */
    friend bool operator==(const TallyStanding &, const TallyStanding &) = default;
};

/** One side's standing: its score under the scenario's victory conditions and its losses. */
struct SideStanding {
    SideId side;
    std::string name; /**< the side's display name */
    int objectivePoints = 0; /**< from the objectives it holds ("objectives") */
    int lossPoints = 0; /**< from the enemy's losses ("losses") */
    int victoryPoints = 0; /**< scored during play, on its tally ("victory-points") */
    /** Every tally the rule system keeps for a side, in its order. */
    std::vector<TallyStanding> tallies;
    int score = 0;
    int strengthLost = 0; /**< strength points (steps, increments, figures) this side lost */
    int unitsEliminated = 0; /**< of this side's units, off the map */
    int unitsOnMap = 0;
    std::vector<std::string> objectivesHeld; /**< names of the objectives it holds */
    friend bool operator==(const SideStanding &, const SideStanding &) = default;
};

/** Where a game stands against its victory conditions, and who won once it is over. */
struct GameResult {
    bool over = false;
    std::optional<SideId> winner; /**< when over and not a draw */
    std::string headline; /**< "German victory", "A draw", empty while the game goes on */
    std::string reason; /**< why, a sentence: "The American side has no unit left on the map." */
    std::vector<SideStanding> standings; /**< every side, in the scenario's order */
    /** Whether the scenario counts a score at all (objectives or losses). */
    bool scored = false;
    friend bool operator==(const GameResult &, const GameResult &) = default;
};

/**
 * The standings and, when the game is over, the winner. The game is over when a side reaches its
 * victory point goal (it wins), with "elimination" when a side has no unit left on the map (the
 * other wins), or when the last turn ended: then the rule system's own verdict, else the side
 * that wins by holding out (VictoryConditions::otherwise), else the higher score, else a draw.
 */
GameResult gameResult(const RuleSet &rules, const GameState &state);

/** Whether the game is over, as gameResult says, without working out the standings: what every
    evaluation asks first (a hover must not build a score to learn the game goes on). */
bool gameIsOver(const GameState &state);

/**
 * How this game is won, in sentences: its length ("The game lasts 12 rounds.") and each
 * condition that counts, by the rule system's names and help; "No victory conditions: the game
 * goes on until the players stop." when there are none.
 */
std::string victoryConditionsText(const RuleSet &rules, const GameState &state);

/** The summary a player reads at the end (or now): the headline, the reason, each side's line. */
std::string resultSummary(const GameResult &result);

} // namespace hexfire
