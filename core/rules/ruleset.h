#pragma once

#include "core/dice/dicesource.h"
#include "core/game/gamestate.h"
#include "core/los/losrules.h"
#include "core/los/lostrace.h"
#include "core/rules/action.h"
#include "core/rules/evaluation.h"
#include "core/rules/explanation.h"
#include "core/rules/resolution.h"
#include "core/rules/ruleeditor.h"
#include "core/rules/rulefiles.h"
#include "core/rules/rulehooks.h"
#include "core/rules/rulepresentation.h"
#include "core/rules/rulevocabulary.h"

#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire {

/**
 * One rule system. Implementations are stateless apart from their configuration (options and data
 * tables), so one instance serves every query of a game; all game data comes in as GameState.
 *
 * A rule system is a few cohesive parts:
 * - the vocabulary, one value of data (RuleVocabulary): actions, states, markers, effects, unit
 *   types, glossary, primer, the editor's palette;
 * - evaluate/resolve: evaluate() is pure (no dice, called on every hover) and leaves an
 *   EvaluationPlan in the Evaluation; resolve() (shared, not virtual) hands the evaluation to that
 *   plan, which rolls and gives the effects. The caller applies Resolution::effects and logs it;
 * - line of sight through one factory: makeLosRules() builds the rules hook for a position;
 *   losRules() keeps the hooks of the latest positions asked about (one build per position,
 *   however many evaluations ask), and traceLos()/visibleHexes() (shared) run the engine with it;
 * - presentation (RulePresentation), files and configuration (RuleFiles), the editor
 *   (RuleEditor): base classes, some of whose functions have defaults;
 * - optional parts a game may not have (rulehooks.h): reactions, items to order, facing. A rule
 *   system with one derives from its interface and returns itself from the getter below.
 *   The sequence of play (SequenceRules) and movement (MovementRules) are such parts too.
 *
 * Play goes through evaluateInGame(): the actions every game shares (ending a phase, ending an
 * activation, a player's adjustment: builtinactions.h) are evaluated by shared code, and an action
 * out of its phase, by the side not to act, or after the game ended is refused there.
 *
 * The window, the command line and the files learn everything about a rule system from here and
 * never name it. What every rule system would repeat lives once in shared code (ruletools.h,
 * effectsplan.h, systemplan.h, actiontable.h).
 */
class RuleSet : public RulePresentation, public RuleFiles, public RuleEditor {
public:
    ~RuleSet() override = default;

    /** Stable id used in files ("ruleset") and as the key of a unit's profile object. */
    virtual std::string_view id() const = 0;
    /** The game's name as players know it. */
    virtual std::string_view displayName() const = 0;
    /** Everything the rule system publishes as data; built once, see RuleVocabulary. */
    virtual const RuleVocabulary &vocabulary() const = 0;

    // --- evaluate and resolve -----------------------------------------------------------------

    /** Keys of the actions that make sense for the selected units, in vocabulary order. */
    virtual std::vector<std::string> availableActions(
        const GameState &state, const std::vector<UnitId> &selection) const = 0;
    /**
     * Pure: legality with the reason, LOS, the breakdown, final numbers, exact odds, and a plan
     * for resolve() whenever it is legal. Never throws for an illegal action (that is legal ==
     * false); throws hexfire::Error only for malformed input such as an unknown unit id or action.
     */
    virtual Evaluation evaluate(const GameState &state, const Action &action) const = 0;
    /**
     * evaluate() as far as EvaluationDetail::Headline asks: legality and the headline odds, for
     * the maps that ask thousands of attacks. A rule system whose evaluation spends most of its
     * time on what a player reads (sentences, the breakdown, cues) overrides it; the default is
     * the full evaluate(). The Threats test compares both on every hex of the bundled games.
     */
    virtual Evaluation evaluateHeadline(const GameState &state, const Action &action) const
    {
        return evaluate(state, action);
    }
    /**
     * evaluateInGame(), with a hexfire::Error turned into a refusal whose reason is its message:
     * what every place that asks for an evaluation for a player calls (the window, the command
     * line, the advice queries), so that no throw from core reaches an event loop.
     */
    Evaluation evaluateOrRefuse(const GameState &state, const Action &action,
        EvaluationDetail detail = EvaluationDetail::Full) const;
    /**
     * What a game asks: the shared actions (builtinactions.h) evaluated by shared code, every
     * other action refused when the sequence of play or the end of the game forbids it, else
     * evaluate() (evaluateHeadline() for the headline alone). Throws like evaluate() for
     * malformed input.
     */
    Evaluation evaluateInGame(const GameState &state, const Action &action,
        EvaluationDetail detail = EvaluationDetail::Full) const;
    /** The action type of a key: the rule system's own or a shared one; nullptr if unknown. */
    const ActionType *findActionType(std::string_view key) const;
    /** The effect type of a key (Effect::name): the rule system's own or a shared one. */
    const EffectType *findEffectType(std::string_view key) const;
    /**
     * Rolls what the evaluation needs from dice and returns the outcome and the effects: its plan
     * does, never evaluating the action again. Throws hexfire::Error if it is not legal or has no
     * plan.
     */
    Resolution resolve(
        const GameState &state, const Evaluation &evaluation, DiceSource &dice) const;

    // --- line of sight ------------------------------------------------------------------------

    /**
     * The LOS rules hook for one position (terrain, hexside features, markers, elevation), built
     * by makeLosRules once for the parts of the position it reads (losInputs) and shared by every
     * evaluation of it, so that an evaluation does not cost more on a bigger map. Safe to call
     * from several threads.
     */
    std::shared_ptr<const LosRules> losRules(const GameState &state) const;
    /** Drops the hooks kept by losRules: a rule system calls it when its options change. */
    void forgetLosRules();
    /** What makeLosRules reads besides the map: a hook that reads neither units nor markers
        serves every position on the same map (moving a unit does not build it again). */
    struct LosInputs {
        bool units = true;
        bool markers = true;
    };
    virtual LosInputs losInputs() const { return {}; }

    // --- advice -------------------------------------------------------------------------------

    /** How far an attack can reach: what the Threats map skips without evaluating. */
    struct AttackReach {
        std::optional<int> maxRange; /**< in hexes from the actor; none: no limit */
        /** Refused wherever the line of sight from the actor's hex (traceLos) is blocked. */
        bool needsSight = false;
        /** An attack on a hex refused wherever no unit of a side other than the actor's stands
            in the hex (GameState::unitsIn): fire needs someone to fire at. */
        bool needsEnemyThere = false;
        /**
         * An attack on a unit out of the actor's sight (from the actor's hex, as needsSight reads
         * it) falls on the units of the target's group (attackedGroup) in its sight: aimed at any
         * unit of the group standing in a single hex out of sight, wherever that unit stands, it
         * is allowed or refused alike, with the same headline; and refused when no unit of the
         * group stands in its sight within maxRange. The Threats maps evaluate it once for all
         * of them, and not at all for a group out of sight.
         */
        bool unseenFallsOnGroup = false;
    };
    /**
     * A bound every evaluation of `attack` keeps, its actor and inputs as given and aimed
     * anywhere: a hex beyond maxRange from the actor, out of its sight when needsSight, or with
     * no enemy of the actor in it when needsEnemyThere, is always refused (evaluateOrRefuse).
     * nullopt (the default) when the rule system gives none; then every hex is evaluated. The
     * Threats test checks the bound against full evaluation.
     */
    virtual std::optional<AttackReach> attackReach(
        const GameState &state, const Action &attack) const
    {
        (void)state;
        (void)attack;
        return std::nullopt;
    }
    /** The group an attack on `unit` falls on when its attacker does not see the unit
        (AttackReach::unseenFallsOnGroup): the units with the same key. By default, the unit
        alone. */
    virtual std::string attackedGroup(const GameState &state, const Unit &unit) const
    {
        (void)state;
        return unit.id.value;
    }
    /** The line of sight from one hex to another under these rules. */
    LosTrace traceLos(const GameState &state, Hex from, Hex to) const;
    /**
     * The LOS verdict from one hex to every hex of the map, in cell-index order: what a unit in
     * `from` can see. Same verdicts as traceLos, through the engine's faster verdict-only path.
     */
    std::vector<LosResult> visibleHexes(const GameState &state, Hex from) const;

    // --- the editor ---------------------------------------------------------------------------

    std::string unitTypeOf(const Unit &unit) const override;

    // --- optional parts (rulehooks.h) -----------------------------------------------------------

    /** The reactions part, or nullptr when the game has none. */
    virtual const ReactionRules *reactionRules() const { return nullptr; }
    /** The items-to-order part, or nullptr when the game has none. */
    virtual const OrderItemRules *orderItemRules() const { return nullptr; }
    /** The facing part, or nullptr when units do not face. */
    virtual const FacingRules *facingRules() const { return nullptr; }
    /** The sequence-of-play part, or nullptr when the game publishes none yet. */
    virtual const SequenceRules *sequenceRules() const { return nullptr; }
    /** The movement part, or nullptr when units do not move by points. */
    virtual const MovementRules *movementRules() const { return nullptr; }

    /** The sequence of play; empty without SequenceRules. */
    const SequenceOfPlay &sequenceOfPlay() const;
    /**
     * The parameters a next-phase action may carry: those of every phase's end step, the
     * players' answers to what it asks (ParamSpec::askOnCommit), passed on to the step.
     */
    std::vector<ParamSpec> endStepParams() const;
    /** The victory conditions a scenario of this game may name. */
    std::vector<VictoryConditionType> victoryConditionTypes() const;

    /**
     * Actions the rules let the other side take in reply to one just taken (fire at a unit that
     * acted in sight of units waiting for it), each legal now; the window offers them. None
     * without ReactionRules.
     */
    std::vector<Action> reactions(const GameState &state, const Action &done) const;
    /**
     * The items a player puts in order for a parameter asked on commit (ParamSpec::
     * askOrderOnCommit), in the rule system's default order, one per item (keys may repeat);
     * empty when there is nothing to choose. None without OrderItemRules.
     */
    std::vector<ParamChoice> orderItems(
        const GameState &state, const Action &action, std::string_view paramKey) const;
    /** The question a pick on commit puts (OrderItemRules::questionFor); the help without. */
    std::string questionFor(
        const GameState &state, const Action &action, const ParamSpec &spec) const;
    /**
     * Which of the unit's six hexsides are front, flank and rear (indexed by HexDirection);
     * nullopt when units do not face (no FacingRules) or this one's facing does not fit.
     */
    std::optional<std::array<HexsideClass, 6>> hexsideClasses(
        const GameState &state, const Unit &unit) const;

protected:
    /** Builds the LOS rules hook for one position; losRules() calls it once per position. */
    virtual std::unique_ptr<const LosRules> makeLosRules(const GameState &state) const = 0;

private:
    /** The hooks of the latest positions asked about, by the revisions of the parts they read
        (GameState::mapRevision and the others; an empty slot has map revision 0). */
    struct LosSlot {
        std::array<std::uint64_t, 3> key {};
        std::shared_ptr<const LosRules> rules;
    };
    std::array<std::uint64_t, 3> losKey(const GameState &state) const;
    mutable std::mutex m_losMutex;
    mutable std::array<LosSlot, 4> m_losSlots;
    mutable std::size_t m_losNext = 0;
};

} // namespace hexfire
