#pragma once

#include "core/rules/labataille/lbmovement.h"
#include "core/rules/labataille/lbtables.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruletext.h"

#include <map>

namespace hexfire {

/** La Bataille fire combat (Premier Rules 21-25), see docs/rules.md "La Bataille". */
class LaBatailleRuleSet final : public RuleSet,
                                public FacingRules,
                                public SequenceRules,
                                public ReactionRules {
public:
    LaBatailleRuleSet();

    std::string_view id() const override { return "labataille"; }
    std::string_view displayName() const override
    {
        return HEXFIRE_TEXT("RuleText", "La Bataille");
    }

    const RuleVocabulary &vocabulary() const override { return m_vocabulary; }
    const FacingRules *facingRules() const override { return this; }
    /** The turn of 2.5.1 (lbsequence.cpp). */
    const SequenceRules *sequenceRules() const override { return this; }
    const SequenceOfPlay &sequenceOfPlay() const override;
    /** The replies: reaction charges in Charge à Cheval, opportunity fire and opportunity
        charges in Movement (lbopportunityfire.cpp, lbreactioncharge.cpp). */
    const ReactionRules *reactionRules() const override { return this; }
    std::vector<Action> reactionsTo(const GameState &state, const Action &done) const override;
    /** Movement of 2.5.2 (lbmovement.cpp). */
    const MovementRules *movementRules() const override { return &m_movement; }
    /** The shared conditions and La Bataille's victory levels (lbvictory.h). */
    std::vector<VictoryConditionType> victoryConditionTypes() const override;
    std::optional<VictoryVerdict> victoryVerdict(const GameState &state) const override;
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
    /** The fire rules' assumptions, then those of the whole turn (morale levels, carré,
        cavalry rest). */
    std::vector<Assumption> assumptions() const override;
    std::unique_ptr<const LosRules> makeLosRules(const GameState &state) const override;
    LosInputs losInputs() const override { return {true, false}; }
    std::optional<AttackReach> attackReach(
        const GameState &state, const Action &attack) const override;
    std::vector<std::string> availableActions(
        const GameState &state, const std::vector<UnitId> &selection) const override;
    Evaluation evaluate(const GameState &state, const Action &action) const override;
    std::vector<SetupProblem> checkSetup(const GameState &state) const override;

    const labataille::LbOptions &options() const { return m_options; }
    /** The chance that u passes a morale check now (1 without a morale value to roll against). */
    double moralePass(const GameState &state, const Unit &u) const;
    const labataille::LbMovement &movement() const { return m_movement; }

private:
    /** The editor's lists of the vocabulary (lbeditor.cpp). */
    std::vector<TerrainKind> terrainKinds() const;
    std::vector<FeatureType> featureTypes() const;
    std::vector<MapPreset> mapPresets() const;

    /** What a fire attack is made of, gathered before its value is counted. */
    struct FireSetup {
        Hex target;
        std::vector<const Unit *> firers;
        std::vector<const Unit *> defenders;
        std::map<Hex, std::vector<const Unit *>> byHex; /**< who fires from each hex */
        std::map<Hex, LosTrace> traces;
    };
    bool fireTarget(
        const GameState &state, const Action &action, Evaluation &e, FireSetup &setup) const;
    bool firerCanFire(const Unit &u, const Unit &lead, Evaluation &e) const;
    bool placeFirer(const GameState &state, const Unit &u, FireSetup &setup, Evaluation &e) const;
    bool artilleryRules(const GameState &state, FireSetup &setup, Evaluation &e) const;
    /** In the Defensive Fire segment: only at enemies next to a front hexside. */
    static bool defensiveFireOnly(const GameState &state);
    Evaluation evaluateFire(const GameState &state, const Action &action) const;
    Evaluation evaluateEndMovement(const GameState &state, const Action &action) const;
    Evaluation evaluateEndOfTurn(const GameState &state, const Action &action) const;
    Evaluation evaluateEndSegment(const GameState &state, const Action &action) const;
    Evaluation evaluateFormation(const GameState &state, const Action &action) const;
    Evaluation evaluateTurn(const GameState &state, const Action &action, int step) const;
    Evaluation evaluateTurnClockwise(const GameState &state, const Action &action) const;
    Evaluation evaluateTurnCounterClockwise(const GameState &state, const Action &action) const;
    Evaluation evaluateExtend(const GameState &state, const Action &action) const;
    Evaluation evaluateClose(const GameState &state, const Action &action) const;
    Evaluation evaluateMove(const GameState &state, const Action &action) const;
    /** Charge à Cheval (lbcharge.cpp). */
    Evaluation evaluateCharge(const GameState &state, const Action &action) const;
    /** Reaction and opportunity charges (lbreactioncharge.cpp). */
    Evaluation evaluateReactionCharge(const GameState &state, const Action &action) const;
    /** In the Movement segment, refuses e when the unit has not `cost` points left, else sets
        `spent` to the points the order spends (the cost, adjusted by `allowanceChange`, the
        change of its allowance); false when refused. Outside it, free: true. */
    bool chargeInMovement(const GameState &state, const Unit &unit, const StepCost &cost,
        int allowanceChange, Evaluation &e, std::optional<int> &spent) const;
    std::optional<int> movementCharge(const GameState &state, const Unit &unit,
        const StepCost &cost, int allowanceChange, Evaluation &e) const;
    /** Morale Recovery (lbrecovery.cpp): one unit, and the segment's end step. */
    Evaluation evaluateRecoverMorale(const GameState &state, const Action &action) const;
    Evaluation evaluateMoraleRecovery(const GameState &state, const Action &action) const;
    /** Melee Assault (lbmelee.cpp). */
    Evaluation evaluateMelee(const GameState &state, const Action &action) const;
    /** Force march (lbforcemarch.cpp). */
    Evaluation evaluateForceMarch(const GameState &state, const Action &action) const;
    /** Another of the equally good ends of a retreat (lbretreatchoice.h). */
    Evaluation evaluateChooseRetreat(const GameState &state, const Action &action) const;
    /** A leader falls (lbleadercasualty.h). */
    Evaluation evaluateLeaderCasualty(const GameState &state, const Action &action) const;
    Evaluation evaluateRetreatBeforeMelee(const GameState &state, const Action &action) const;
    /** The Command Sequence's end step: morale levels on the hour (lbmoralelevel.h). */
    Evaluation evaluateCommandSequence(const GameState &state, const Action &action) const;
    /** The unit facts of the whole turn: readiness, morale level. */
    void turnFacts(const GameState &state, const Unit &unit, std::vector<UnitFact> &facts) const;
    /** Opportunity fire (lbopportunityfire.cpp): the fire action at a marker's former position. */
    Evaluation evaluateOpportunityFire(const GameState &state, const Action &action) const;
    /** The one La Bataille unit an order names, or nullptr with the refusal in e. */
    const Unit *orderedUnit(const GameState &state, const Action &action, Evaluation &e) const;

    labataille::LbOptions m_options;
    labataille::LbMovement m_movement {m_options}; /**< reads m_options: declared after it */
    RuleVocabulary m_vocabulary;
};

/** Registers LaBatailleRuleSet under "labataille". */
void registerLaBataille();

} // namespace hexfire
