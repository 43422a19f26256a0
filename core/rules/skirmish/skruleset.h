#pragma once

#include "core/rules/ruleset.h"
#include "core/rules/skirmish/sktables.h"

namespace hexfire {

/**
 * The 2d6 skirmish rules of Chris & Alex Nicole (REFERENCE section 3): a team's figures each roll
 * two dice against their To-Hit number with the Table 3 modifiers; autofire, close and extreme
 * range, best cover only. Figure states (prone, braced, moved, ...) are Unit::status keys set by
 * orders and by the end of a round. See docs/rules.md "2d6 Skirmish".
 */
class SkirmishRuleSet final : public RuleSet {
public:
    SkirmishRuleSet();

    std::string_view id() const override { return "skirmish"; }
    std::string_view displayName() const override { return "2d6 Skirmish"; }

    const std::vector<ActionType> &actionTypes() const override { return m_actions; }
    const std::vector<StatusType> &statusTypes() const override { return m_statuses; }
    const std::vector<MarkerType> &markerTypes() const override { return m_markers; }
    const std::vector<EffectType> &effectTypes() const override { return m_effects; }
    const std::vector<UnitType> &unitTypes() const override { return m_unitTypes; }
    const std::vector<std::string> &damageLevels() const override { return m_damage; }
    int largestDieFace() const override { return 6; }
    const std::vector<GlossaryTerm> &glossary() const override;
    std::string_view primer() const override;
    std::optional<std::array<HexsideClass, 6>> hexsideClasses(
        const GameState &state, const Unit &unit) const override;

    std::vector<TerrainKind> terrainKinds() const override;
    std::vector<FeatureType> featureTypes() const override;
    std::vector<MapPreset> mapPresets() const override;
    std::optional<UnitTemplate> unitTemplate(std::string_view typeKey) const override;
    CounterPrint counterPrint(const Unit &unit) const override;
    std::vector<UnitFact> unitFacts(const GameState &state, const Unit &unit) const override;
    MarkerView describeMarker(const GameState &state, const Marker &marker) const override;

    void readUnitProfile(const DataNode &node, Unit &unit, bool maxStrengthGiven,
        Diagnostics &diagnostics) const override;
    DataNode writeUnitProfile(const Unit &unit) const override;

    void configure(const DataNode &options, Diagnostics &diagnostics) override;
    std::vector<Assumption> assumptions() const override { return m_options.assumptions(); }
    LosTrace traceLos(const GameState &state, Hex from, Hex to) const override;
    std::vector<LosResult> visibleHexes(const GameState &state, Hex from) const override;
    std::vector<std::string> availableActions(
        const GameState &state, const std::vector<UnitId> &selection) const override;
    Evaluation evaluate(const GameState &state, const Action &action) const override;
    Resolution resolve(
        const GameState &state, const Evaluation &evaluation, DiceSource &dice) const override;
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
    Evaluation evaluateFire(const GameState &state, const Action &action) const;
    Evaluation evaluateEndRound(const GameState &state, const Action &action) const;
    Evaluation evaluateStateOrder(
        const GameState &state, const Action &action, const StateOrder &order) const;
    Evaluation evaluateTurn(const GameState &state, const Action &action, int step) const;

    skirmish::SkOptions m_options;
    std::vector<StateOrder> m_stateOrders;
    std::vector<ActionType> m_actions;
    std::vector<StatusType> m_statuses;
    std::vector<MarkerType> m_markers;
    std::vector<EffectType> m_effects;
    std::vector<UnitType> m_unitTypes;
    std::vector<std::string> m_damage;
};

} // namespace hexfire
