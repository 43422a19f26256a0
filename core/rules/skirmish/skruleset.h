#pragma once

#include "core/rules/actiontable.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruletext.h"
#include "core/rules/skirmish/skmovement.h"
#include "core/rules/skirmish/sktables.h"
#include "core/rules/skirmish/skteams.h"

namespace hexfire {

/**
 * The 2d6 skirmish rules of Chris & Alex Nicole (REFERENCE section 3): a team's figures each roll
 * two dice against their To-Hit number with the Table 3 modifiers; autofire, close and extreme
 * range, best cover only. Figure states (prone, braced, moved, ...) are Unit::status keys set by
 * orders and by the end of a round. See docs/rules.md "2d6 Skirmish".
 */
class SkirmishRuleSet final : public RuleSet,
                              public FacingRules,
                              public SequenceRules,
                              public ReactionRules {
public:
    SkirmishRuleSet();

    std::string_view id() const override { return "skirmish"; }
    std::string_view displayName() const override
    {
        return HEXFIRE_TEXT("RuleText", "2d6 Skirmish");
    }

    const RuleVocabulary &vocabulary() const override { return m_vocabulary; }
    /** Only a figure in a prepared position has a front: the hexsides within its arc. */
    const FacingRules *facingRules() const override { return this; }
    std::optional<std::array<HexsideClass, 6>> hexsideClassesOf(
        const GameState &state, const Unit &unit) const override;

    std::optional<UnitTemplate> unitTemplate(std::string_view typeKey) const override;
    CounterPrint counterPrint(const Unit &unit) const override;
    std::vector<UnitFact> unitFacts(const GameState &state, const Unit &unit) const override;
    MarkerView describeMarker(const GameState &state, const Marker &marker) const override;

    void readUnitProfile(const DataNode &node, Unit &unit, bool maxStrengthGiven,
        Diagnostics &diagnostics) const override;
    DataNode writeUnitProfile(const Unit &unit) const override;

    void configure(const DataNode &options, Diagnostics &diagnostics) override;
    std::vector<Assumption> assumptions() const override;
    std::unique_ptr<const LosRules> makeLosRules(const GameState &state) const override;
    LosInputs losInputs() const override { return {false, false}; }
    /** Fire falls on the figures of the target team its firer sees: one it does not see is fired
        at as any other of its team out of sight. */
    std::optional<AttackReach> attackReach(
        const GameState &state, const Action &attack) const override;
    /** A figure's team (its side's team of that name). */
    std::string attackedGroup(const GameState &state, const Unit &unit) const override;
    /** The round (skround.h), unless the scenario plays the fire rules alone (freePlay). */
    const SequenceRules *sequenceRules() const override
    {
        return m_options.freePlay ? nullptr : this;
    }
    const SequenceOfPlay &sequenceOfPlay() const override;
    /** Every team acts once a round; a team fires once a round. */
    std::optional<SequenceRefusal> limitOnActing(
        const GameState &state, const Action &action) const override;
    /** A team's activation: every figure of the team acts in it. */
    bool actsInActivation(
        const GameState &state, const UnitId &active, const Unit &actor) const override;
    /** A side with no team left to activate passes: the other side goes on. */
    SideId handOverTo(
        const GameState &state, const SideId &side, const SideId &proposed) const override;
    /** The shared conditions and the concession (skvictory.h). */
    std::vector<VictoryConditionType> victoryConditionTypes() const override;
    std::optional<VictoryVerdict> victoryVerdict(const GameState &state) const override;
    /** The players decide how the game is won: 12 rounds, objectives, concession (assumed). */
    std::optional<VictoryPreset> victoryPreset() const override;
    /** A side that lost half its figures concedes at the end of a round. */
    bool endsGameNow(const GameState &state) const override;
    /** Walks, runs and crawls in inches (skmovement.h). */
    const MovementRules *movementRules() const override { return &m_movement; }
    /** Interrupt fire: a team that has not acted may fire at an enemy figure that moved. */
    const ReactionRules *reactionRules() const override { return this; }
    std::vector<Action> reactionsTo(const GameState &state, const Action &done) const override;

    std::vector<std::string> availableActions(
        const GameState &state, const std::vector<UnitId> &selection) const override;
    Evaluation evaluate(const GameState &state, const Action &action) const override;
    /** Fire spares its breakdown and all but its hits; other actions are in full. */
    Evaluation evaluateHeadline(const GameState &state, const Action &action) const override;
    std::vector<SetupProblem> checkSetup(const GameState &state) const override;

    const skirmish::SkOptions &options() const { return m_options; }

    /** An order that sets one group of figure states (posture, movement, ...): its choices. */
    struct StateChoice {
        std::string key;
        std::string label;
        std::vector<std::string> set;
        std::vector<std::string> clear;
    };
    struct StateOrder {
        std::string key;
        std::vector<StateChoice> choices;
    };

private:
    /** The editor's lists of the vocabulary (skeditor.cpp). */
    std::vector<TerrainKind> terrainKinds() const;
    std::vector<FeatureType> featureTypes() const;
    std::vector<MapPreset> mapPresets() const;

    Evaluation evaluateTo(
        const GameState &state, const Action &action, EvaluationDetail detail) const;
    Evaluation evaluateFire(
        const GameState &state, const Action &action, EvaluationDetail detail) const;
    Evaluation evaluateMove(const GameState &state, const Action &action) const;
    Evaluation evaluateRally(const GameState &state, const Action &action) const;
    Evaluation evaluateInitiativeRoll(const GameState &state, const Action &action) const;
    /** Whether the action is a reaction of a team fired at (return or panic fire, taking
        cover): it opens no activation. */
    static bool isReaction(const Action &action);
    /** isReaction, or a move out of turn by a figure whose team has just tested its reaction
        and may take cover: half a walk into cover (REFERENCE 3.6.4). */
    bool isReactionIn(const GameState &state, const Action &action) const;
    /** Whether the game stands in the round's Activations phase (not in free play). */
    bool inActivations(const GameState &state) const;
    Evaluation evaluateEndRound(const GameState &state, const Action &action) const;
    /** The state order the action's key names ("set-posture"). */
    Evaluation evaluateStateOrderOf(const GameState &state, const Action &action) const;
    Evaluation evaluateStateOrder(
        const GameState &state, const Action &action, const StateOrder &order) const;
    Evaluation evaluateTurn(const GameState &state, const Action &action, int step) const;
    Evaluation evaluateTurnClockwise(const GameState &state, const Action &action) const;
    Evaluation evaluateTurnCounterClockwise(const GameState &state, const Action &action) const;

    skirmish::SkOptions m_options;
    skirmish::SkMovement m_movement {m_options}; /**< reads m_options, so comes after it */
    std::vector<StateOrder> m_stateOrders;
    RuleVocabulary m_vocabulary;
    /** Every action; the vocabulary leaves out those a configuration has no use for. */
    std::vector<ActionType> m_actions;
    ActionTable<SkirmishRuleSet> m_table;
    skirmish::SkTeamsCache m_teams; /**< each position's teams, for fire's evaluation */
};

} // namespace hexfire
