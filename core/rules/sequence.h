#pragma once

#include "core/game/gamestate.h"
#include "core/rules/evaluation.h"
#include "core/rules/sequenceofplay.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire {

class RuleSet;

/*
 * The game loop shared by every rule system: where a game goes when a phase ends, who acts, and
 * why an action is refused now. A rule system publishes its SequenceOfPlay (SequenceRules) and
 * never writes any of this.
 */

/**
 * A phase as a rule system publishes it, in one call: its key, name, help, rule and actors, the
 * actions its side takes, the step done when it ends and the replies the other side may make.
 */
PhaseType makePhase(std::string_view key, std::string name, std::string help, std::string rule,
    PhaseActors actors, const std::vector<std::string_view> &actions,
    std::string_view endAction = {}, const std::vector<std::string_view> &reactions = {});

/** The phase with this key, or nullptr. */
const PhaseType *findPhase(const SequenceOfPlay &sequence, std::string_view key);

/** The sides in playing order: `first` (else the scenario's first side), then the others in the
    scenario's order. */
std::vector<SideId> sidesInOrder(const GameState &state, const std::optional<SideId> &first);

/**
 * The position at the start of phase `index` of `turn`: the side to act follows from the phase's
 * actors and the phasing side (else the side going first). The game clock (minutesElapsed) is
 * the state's: time does not stop between phases.
 */
SequencePosition startOfPhase(const SequenceOfPlay &sequence, const GameState &state, int turn,
    std::size_t index, std::optional<SideId> firstSide, std::optional<SideId> phasingSide);

/**
 * A position as a scenario file gives it, completed: no phase means the first one, no first
 * side the scenario's first, the side to act as the phase has it unless the file names one.
 * Without a sequence the position is returned as it is.
 */
SequencePosition completePosition(
    const SequenceOfPlay &sequence, const GameState &state, SequencePosition given);

/** Where the game goes when the current phase ends; gameOver once the last turn is over (the
    turn limit, or the minutes limit reached by the game clock). */
SequencePosition nextPosition(const SequenceOfPlay &sequence, const GameState &state);

/** nextPosition as far as it is known before the phase's end step runs: no side named (to act,
    or phasing) when that step rolls for who goes first (PhaseType::endRollsForFirst). */
SequencePosition forecastPosition(const SequenceOfPlay &sequence, const GameState &state);

/** Whether the action is only ever a phase's end step (never an action of a phase). */
bool isEndStepOnly(const SequenceOfPlay &sequence, std::string_view key);

/** "Movement phase" (the phase's name once, with "phase" unless its name says what it is). */
std::string phaseTitle(const PhaseType &phase);
/**
 * The game clock of a position: "11 of 30 minutes" when the scenario limits the minutes, "11
 * minutes gone" when time has passed without a limit, else empty. `brief` says "min". A
 * scenario with a start time reads as a clock: "13:20, 20 of 120 minutes" ("13:20" brief).
 */
std::string clockText(const GameState &state, const SequencePosition &position, bool brief = false);
/** "13:20": a clock time given in minutes after midnight (wrapping past midnight). */
std::string clockTimeText(int minutesOfDay);
/** The minutes after midnight of "13:20" ("9:05" too); nullopt unless a valid 24-hour time. */
std::optional<int> clockTimeFromText(std::string_view text);
/** Whether the game time limit ended the game at this position (minutesElapsed reached
    minutesLimit). */
bool timeLimitReached(const GameState &state, const SequencePosition &position);
/** "Turn 2 of 5 · Movement phase · German side to act" ("Turn 3 · 11 of 30 minutes · ..." with a
    game clock), for the status bar and the CLI. */
std::string positionText(const RuleSet &rules, const GameState &state);
/** The same for another position of this game (a SequenceChanged effect's). */
std::string positionText(
    const RuleSet &rules, const GameState &state, const SequencePosition &position);
/** "End Movement phase" or, at the last phase, "End turn 2". */
std::string endPhaseLabel(const RuleSet &rules, const GameState &state);

/** What ending an activation is called in the current phase: its handOverName or "End
    activation"; and the sentence that explains it. */
std::string handOverLabel(const RuleSet &rules, const GameState &state);
std::string handOverHelp(const RuleSet &rules, const GameState &state);

std::optional<SequenceRefusal> sequenceRefusal(
    const RuleSet &rules, const GameState &state, const Action &action);

/** The shared builtin::nextPhase: the current phase's end action, then the next phase. */
Evaluation evaluateNextPhase(const RuleSet &rules, const GameState &state, const Action &action);
/** The shared builtin::endActivation: the other side acts next (alternating phases). */
Evaluation evaluateEndActivation(
    const RuleSet &rules, const GameState &state, const Action &action);

} // namespace hexfire
