#pragma once

#include "core/game/gamestate.h"
#include "core/hex/facing.h"
#include "core/rules/action.h"
#include "core/rules/ruletext.h"
#include "core/rules/sequenceofplay.h"
#include "core/rules/vocabulary.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace hexfire {

/*
 * Optional parts of a rule system, as Tiled's plugin interfaces are: a rule system whose game has
 * the rule implements the interface and returns itself from the RuleSet getter
 * (RuleSet::reactionRules() and so on); the getter returns nullptr by default and RuleSet's
 * convenience functions (RuleSet::reactions() ...) then give the default answer. Shared code asks
 * through those functions and never learns which rule system has which part.
 */

/** Replies the rules let the other side make to an action just taken (Op Fire, ...). */
class ReactionRules {
public:
    virtual ~ReactionRules() = default;
    /** The actions the other side may take in reply to `done`, each legal now. */
    virtual std::vector<Action> reactionsTo(const GameState &state, const Action &done) const = 0;
};

/**
 * What a player is asked about an action: the items a parameter puts in order or picks from
 * (ParamSpec::askOrderOnCommit, pickFromItems), and the question a pick on commit puts
 * (ParamSpec::askOnCommit) in the words of the position.
 */
class OrderItemRules {
public:
    virtual ~OrderItemRules() = default;
    /** The items of the parameter paramKey in the default order; empty: nothing to choose. */
    virtual std::vector<ParamChoice> itemsToOrder(
        const GameState &state, const Action &action, std::string_view paramKey) const = 0;
    /** The question asking for `spec` now (who bids, with what): by default its help. */
    virtual std::string questionFor(
        const GameState &state, const Action &action, const ParamSpec &spec) const;
};

/** Facing: which hexsides of a unit are front, flank and rear. */
class FacingRules {
public:
    virtual ~FacingRules() = default;
    /** The classes of the unit's six hexsides (by HexDirection); nullopt when it does not face. */
    virtual std::optional<std::array<HexsideClass, 6>> hexsideClassesOf(
        const GameState &state, const Unit &unit) const = 0;
};

/** A rule system's own verdict on a game that is over (its victory levels), not the score. */
struct VictoryVerdict {
    std::optional<SideId> winner; /**< none: a draw */
    std::string headline; /**< "French tactical victory", "A draw" */
    std::string reason; /**< why, a sentence */
    friend bool operator==(const VictoryVerdict &, const VictoryVerdict &) = default;
};

/** The victory conditions a rule system proposes when the players decide (SequenceRules::
    victoryPreset), with why: the preset is an assumption the players may change. */
struct VictoryPreset {
    VictoryConditions conditions;
    std::string
        summary; /**< the preset in a sentence: "12 rounds; objectives held at the end; ..." */
    std::string rule; /**< where it is written up (a docs/rules.md entry) */
    friend bool operator==(const VictoryPreset &, const VictoryPreset &) = default;
};

/**
 * The sequence of play: the turn and its phases (who acts, which actions each allows, what happens
 * at its end). With it, shared code keeps the game's place in the sequence, refuses an action out
 * of its phase or by the side not to act, and ends phases as logged actions (sequence.h).
 */
class SequenceRules {
public:
    virtual ~SequenceRules() = default;
    /** The turn and its phases; built once, valid while the rule system lives. */
    virtual const SequenceOfPlay &sequenceOfPlay() const = 0;
    /**
     * The victory conditions this game understands, beyond none; by default the shared ones
     * (sharedVictoryConditions(): objectives held, losses, a side eliminated).
     */
    virtual std::vector<VictoryConditionType> victoryConditionTypes() const;
    /**
     * Once the game is over: the verdict of the rule system's own victory conditions (among
     * victoryConditionTypes()) when the scenario names any of them; gameResult() then takes it
     * instead of comparing scores. By default none.
     */
    virtual std::optional<VictoryVerdict> victoryVerdict(const GameState &state) const;
    /**
     * The rule system's own limits on who may act now, beyond the phase's actors (a side out of
     * its phase, the actions of a turn all taken): why `action` may not be taken at this point of
     * the sequence, or none. Only play asks (RuleSet::evaluateInGame), never advice, which looks
     * at what a side could do on its turn. By default none.
     */
    virtual std::optional<SequenceRefusal> limitOnActing(
        const GameState &state, const Action &action) const;
    /**
     * Whether `actor` acts within the activation in progress, that of `active` (SequencePosition::
     * activation): by default only that unit itself; a rule system that activates a group (a
     * team, a platoon) answers for its members.
     */
    virtual bool actsInActivation(
        const GameState &state, const UnitId &active, const Unit &actor) const;
    /**
     * The side that acts after `side` ends its activation, where the sides alternate: by default
     * `proposed`, the next in turn; a rule system may keep the turn with a side when the other
     * has nothing left to activate.
     */
    virtual SideId handOverTo(
        const GameState &state, const SideId &side, const SideId &proposed) const;
    /**
     * Where the rules let the players decide how a game is won (its length, what counts): the
     * conditions proposed at set-up when a scenario does not give its own. The window asks the
     * players to confirm or change them; a file or the CLI plays them as given, shown as assumed.
     * By default none: a scenario without conditions plays on until the players stop.
     */
    virtual std::optional<VictoryPreset> victoryPreset() const;
    /**
     * Whether the game ends now, before its last turn, by the rule system's own conditions (a
     * side concedes): asked once a phase has ended, with the state its end step left. By
     * default never; the verdict then comes from victoryVerdict().
     */
    virtual bool endsGameNow(const GameState &state) const;
};

/** A unit's movement allowance now: its points, or why it cannot move at all. */
struct MovementAllowance {
    int points = 0; /**< in movement units (MovementRules::unitsPerPoint per movement point) */
    std::string
        why; /**< what the allowance comes from: "Movement allowance 4, plus 1 with an officer" */
    std::string rule; /**< where the rule book gives it */
    bool canMove = true;
    std::string whyNot; /**< when it cannot move: the reason, a sentence */
    std::string whyNotRule;
};

/** What entering one hex from the next costs a unit. */
struct StepCost {
    int points = 0; /**< in movement units: terrain entered plus hexside crossed */
    std::string
        what; /**< what is paid for, for the explanation: "Woods", "Woods, across a stream" */
    std::string rule; /**< where the cost is found; a docs/rules.md entry when assumed */
    bool assumed = false; /**< the cost is a DEFAULT */
    bool allowed = true;
    std::string whyNot; /**< when not allowed: "Vehicles cannot enter buildings" */
    bool mustStop = false; /**< the unit stops in the hex (next to an enemy, a minefield) */
    std::string stopWhy; /**< why it stops, a sentence */
    /** The unit may pass through the hex but not end its move there (a tank crossing a hex
        the enemy holds). */
    bool passOnly = false;
    std::string passWhy; /**< why it may not stop there, a sentence */
};

/**
 * Movement: a unit's allowance and the cost of each step, from the rule system's data (a table a
 * player can edit) and its limits. Shared code (movement.h) finds the hexes a unit can reach and
 * the cheapest path, and evaluates the rule system's move action along a path.
 */
class MovementRules {
public:
    virtual ~MovementRules() = default;
    /** The rule system's move action (an ActionType key; actor One, target Hex, a "path"
        HexList parameter). */
    virtual std::string_view moveAction() const = 0;
    /** Movement units per movement point: 2 when costs come in halves. */
    virtual int unitsPerPoint() const { return 1; }
    /** What a movement point is called in a sentence, one and several: "movement point",
        "movement points"; a game that measures moves in inches says "inch", "inches". */
    virtual std::pair<std::string_view, std::string_view> pointNames() const
    {
        return {HEXFIRE_TEXT("RuleText", "movement point"),
            HEXFIRE_TEXT("RuleText", "movement points")};
    }
    /** The unit's allowance in this phase, before what it has spent (Unit::movementSpent). */
    virtual MovementAllowance allowance(const GameState &state, const Unit &unit) const = 0;
    /** The cost for unit to enter `to` from the adjacent hex `from`. */
    virtual StepCost stepCost(const GameState &state, const Unit &unit, Hex from, Hex to) const = 0;
};

/** The victory conditions every rule system understands. */
std::vector<VictoryConditionType> sharedVictoryConditions();

} // namespace hexfire
