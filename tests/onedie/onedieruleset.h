#pragma once

#include "core/rules/ruleset.h"

#include <functional>

namespace hexfire {

/**
 * A minimal rule system that exists only for the tests: it proves that a rule system plugs into
 * HexFire through the public API alone (it is not in app/rulesets.cpp; tests register it).
 *
 * The rules, in full:
 * - Attack: one unit attacks an enemy-held hex it can see. Roll one d6, add the attacker's aim
 *   bonus (a parameter, -2..+2) and +1 for a veteran, subtract the level of a cover marker in the
 *   target hex; 5 or more hits. A hit costs the first enemy unit in the hex one strength point and
 *   shakes it; at 0 it is eliminated.
 * - Rally (a phase step, nobody acts): every shaken unit recovers.
 * - Woods block the line of sight.
 */
class OneDieRuleSet final : public RuleSet {
public:
    OneDieRuleSet();

    std::string_view id() const override { return "onedie"; }
    std::string_view displayName() const override { return "One-die test rules"; }

    const std::vector<ActionType> &actionTypes() const override { return m_actions; }
    const std::vector<StatusType> &statusTypes() const override { return m_statuses; }
    const std::vector<MarkerType> &markerTypes() const override { return m_markers; }
    const std::vector<EffectType> &effectTypes() const override { return m_effects; }
    const std::vector<UnitType> &unitTypes() const override { return m_unitTypes; }
    const std::vector<std::string> &damageLevels() const override { return m_damage; }
    int largestDieFace() const override { return 6; }
    const std::vector<GlossaryTerm> &glossary() const override { return m_glossary; }
    std::string_view primer() const override
    {
        return "Each attacker rolls one die; a 5 or 6 hits and the target loses a step.";
    }

    std::vector<TerrainKind> terrainKinds() const override;
    std::vector<MapPreset> mapPresets() const override;
    std::optional<UnitTemplate> unitTemplate(std::string_view typeKey) const override;
    CounterPrint counterPrint(const Unit &unit) const override;
    std::vector<UnitFact> unitFacts(const GameState &state, const Unit &unit) const override;
    MarkerView describeMarker(const GameState &state, const Marker &marker) const override;

    void readUnitProfile(const DataNode &node, Unit &unit, bool maxStrengthGiven,
        Diagnostics &diagnostics) const override;
    DataNode writeUnitProfile(const Unit &unit) const override;

    void configure(const DataNode &options, Diagnostics &diagnostics) override;
    std::vector<Assumption> assumptions() const override { return {}; }
    LosTrace traceLos(const GameState &state, Hex from, Hex to) const override;
    std::vector<LosResult> visibleHexes(const GameState &state, Hex from) const override;
    std::vector<std::string> availableActions(
        const GameState &state, const std::vector<UnitId> &selection) const override;
    Evaluation evaluate(const GameState &state, const Action &action) const override;
    /** Told of every evaluation, when set: tests count how often the window asks core. */
    static std::function<void(const GameState &, const Action &)> &evaluationSpy();
    Resolution resolve(
        const GameState &state, const Evaluation &evaluation, DiceSource &dice) const override;
    std::vector<SetupProblem> checkSetup(const GameState &state) const override;

private:
    Evaluation evaluateAttack(const GameState &state, const Action &action) const;
    Evaluation evaluateRally(const GameState &state, const Action &action) const;

    std::vector<ActionType> m_actions;
    std::vector<StatusType> m_statuses;
    std::vector<MarkerType> m_markers;
    std::vector<EffectType> m_effects;
    std::vector<GlossaryTerm> m_glossary {
        {"Hit", "A die showing 5 or 6: the target loses a step.", ""}};
    std::vector<UnitType> m_unitTypes;
    std::vector<std::string> m_damage;
};

/** Registers OneDieRuleSet under "onedie" (tests call it in initTestCase). */
void registerOneDie();

} // namespace hexfire
