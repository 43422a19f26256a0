#pragma once

#include "core/rules/ruleset.h"
#include "core/rules/ruletext.h"
#include "core/rules/tideofiron/toimovement.h"
#include "core/rules/tideofiron/toitables.h"

namespace hexfire {

/**
 * Tide of Iron (REFERENCE section 4): attacks by a lead unit with supporters (concentrated,
 * Fire and Movement, Op Fire), dice pools against cover dice, figures removed from squads and
 * vehicle damage; Op Fire mode and fatigue as unit states. See docs/rules.md "Tide of Iron".
 */
class TideOfIronRuleSet final : public RuleSet,
                                public ReactionRules,
                                public OrderItemRules,
                                public SequenceRules {
public:
    TideOfIronRuleSet();

    std::string_view id() const override { return "tideofiron"; }
    std::string_view displayName() const override
    {
        return HEXFIRE_TEXT("RuleText", "Tide of Iron");
    }

    const RuleVocabulary &vocabulary() const override { return m_vocabulary; }

    std::optional<UnitTemplate> unitTemplate(std::string_view typeKey) const override;
    std::string unitTypeOf(const Unit &unit) const override;
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
    std::optional<AttackReach> attackReach(
        const GameState &state, const Action &attack) const override;

    /** Op Fire: units in Op Fire mode may attack an enemy that acts in their sight. */
    const ReactionRules *reactionRules() const override { return this; }
    std::vector<Action> reactionsTo(const GameState &state, const Action &done) const override;
    /** The defender orders the figures a normal attack removes. */
    const OrderItemRules *orderItemRules() const override { return this; }
    std::vector<ParamChoice> itemsToOrder(
        const GameState &state, const Action &action, std::string_view paramKey) const override;
    /** The initiative bids name the side bidding and its command points. */
    std::string questionFor(
        const GameState &state, const Action &action, const ParamSpec &spec) const override;

    /** The round: the Action, Command and Status phases (toisequence.h). */
    const SequenceRules *sequenceRules() const override { return this; }
    const SequenceOfPlay &sequenceOfPlay() const override;
    /** A side out of the Action phase, or whose turn's actions are all taken; attacks other
        than Op Fire in the other side's turn. */
    std::optional<SequenceRefusal> limitOnActing(
        const GameState &state, const Action &action) const override;
    /** The shared conditions and "victory-points", scored round by round. */
    std::vector<VictoryConditionType> victoryConditionTypes() const override;
    /** Advance: movement points and terrain costs (toimovement.h). */
    const MovementRules *movementRules() const override { return &m_movement; }

    std::vector<std::string> availableActions(
        const GameState &state, const std::vector<UnitId> &selection) const override;
    Evaluation evaluate(const GameState &state, const Action &action) const override;
    /** An attack's headline without its breakdown: the Threats maps ask thousands. */
    Evaluation evaluateHeadline(const GameState &state, const Action &action) const override;
    std::vector<SetupProblem> checkSetup(const GameState &state) const override;

    const toi::ToiOptions &options() const { return m_options; }

private:
    /** The editor's lists of the vocabulary (toieditor.cpp). */
    std::vector<TerrainKind> terrainKinds() const;
    std::vector<MapPreset> mapPresets() const;

    Evaluation evaluateTo(
        const GameState &state, const Action &action, EvaluationDetail detail) const;
    Evaluation evaluateAttack(
        const GameState &state, const Action &action, EvaluationDetail detail) const;
    Evaluation evaluateOpFire(const GameState &state, const Action &action) const;
    Evaluation evaluateAdvance(const GameState &state, const Action &action) const;
    Evaluation evaluateAssaultAction(const GameState &state, const Action &action) const;
    Evaluation evaluateFatigue(const GameState &state, const Action &action) const;
    Evaluation evaluateStatus(const GameState &state, const Action &action) const;
    Evaluation evaluateCommand(const GameState &state, const Action &action) const;

    /** Whether the action is the first half of an action (a Fire and Movement, an advance to
        assault). */
    static bool startsHalfAction(const Action &action);
    /** Whether the action takes one of its side's actions (not a reply, not a second half). */
    bool spendsAction(const GameState &state, const Action &action) const;

    toi::ToiOptions m_options;
    toi::ToiMovement m_movement; /**< reads m_options, so comes after it */
    RuleVocabulary m_vocabulary;
};

} // namespace hexfire
