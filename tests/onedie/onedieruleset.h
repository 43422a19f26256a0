#pragma once

#include "core/rules/ruleset.h"

#include <functional>
#include <map>

namespace hexfire {

/**
 * A minimal rule system that exists only for the tests: it proves that a rule system plugs into
 * HexFire through the public API alone (it is not in app/rulesets.cpp; tests register it), and
 * shows what a new one costs.
 *
 * The rules, in full:
 * - Attack: one unit attacks an enemy-held hex it can see. Roll one d6, add the attacker's aim
 *   bonus (a parameter, -2..+2) and +1 for a veteran, subtract the level of a cover marker in the
 *   target hex; 5 or more hits. A hit costs the first enemy unit in the hex one strength point and
 *   shakes it; at 0 it is eliminated.
 * - Rally (a phase step, nobody acts): every shaken unit recovers; it also happens at the end of
 *   each fire phase.
 * - Woods block the line of sight.
 * - The turn: each side in turn has a movement phase (its units move) and a fire phase (its units
 *   attack; the enemy may fire back).
 * - Morale check (an order, in the fire phase): the players pick the result (steady, shaken,
 *   routs: off the map); it stands for a rule whose procedure the rules found do not give.
 * - Move: a unit has 4 movement points (2 when shaken); clear costs 1, woods 2, crossing a stream
 *   hexside 1 more (options "movementAllowance", "movementCosts", "streamCost"); it never enters
 *   an enemy-held hex and stops when it enters a hex next to an enemy.
 */
class OneDieRuleSet final : public RuleSet, public SequenceRules, public MovementRules {
public:
    OneDieRuleSet();

    std::string_view id() const override { return "onedie"; }
    std::string_view displayName() const override { return "One-die test rules"; }
    const RuleVocabulary &vocabulary() const override { return m_vocabulary; }

    std::vector<std::string> availableActions(
        const GameState &state, const std::vector<UnitId> &selection) const override;
    Evaluation evaluate(const GameState &state, const Action &action) const override;
    /** Told of every evaluation, when set: tests count how often the window asks core. */
    static std::function<void(const GameState &, const Action &)> &evaluationSpy();
    std::unique_ptr<const LosRules> makeLosRules(const GameState &state) const override;

    CounterPrint counterPrint(const Unit &unit) const override;
    std::vector<UnitFact> unitFacts(const GameState &state, const Unit &unit) const override;
    MarkerView describeMarker(const GameState &state, const Marker &marker) const override;
    std::optional<UnitTemplate> unitTemplate(std::string_view typeKey) const override;

    void readUnitProfile(const DataNode &node, Unit &unit, bool maxStrengthGiven,
        Diagnostics &diagnostics) const override;
    DataNode writeUnitProfile(const Unit &unit) const override;
    void configure(const DataNode &options, Diagnostics &diagnostics) override;
    std::vector<SetupProblem> checkSetup(const GameState &state) const override;

    const SequenceRules *sequenceRules() const override { return this; }
    const SequenceOfPlay &sequenceOfPlay() const override { return m_sequence; }
    /** Option "handMoved": a game without movement rules (units are moved by hand). */
    const MovementRules *movementRules() const override { return m_handMoved ? nullptr : this; }
    std::string_view moveAction() const override { return "move"; }
    MovementAllowance allowance(const GameState &state, const Unit &unit) const override;
    StepCost stepCost(const GameState &state, const Unit &unit, Hex from, Hex to) const override;

private:
    Evaluation evaluateAttack(const GameState &state, const Action &action) const;
    Evaluation evaluateRally(const GameState &state, const Action &action) const;
    Evaluation evaluateMove(const GameState &state, const Action &action) const;
    Evaluation evaluateMorale(const GameState &state, const Action &action) const;

    RuleVocabulary m_vocabulary;
    SequenceOfPlay m_sequence;
    int m_allowance = 4;
    std::map<std::string, int, std::less<>> m_costs {{"clear", 1}, {"woods", 2}};
    int m_streamCost = 1;
    bool m_handMoved = false;
};

/** Registers OneDieRuleSet under "onedie" (tests call it in initTestCase). */
void registerOneDie();

} // namespace hexfire
