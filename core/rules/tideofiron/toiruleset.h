#pragma once

#include "core/rules/ruleset.h"
#include "core/rules/tideofiron/toitables.h"

namespace hexfire {

/**
 * Tide of Iron (REFERENCE section 4): attacks by a lead unit with supporters (concentrated,
 * Fire and Movement, Op Fire), dice pools against cover dice, figures removed from squads and
 * vehicle damage; Op Fire mode and fatigue as unit states. See docs/rules.md "Tide of Iron".
 */
class TideOfIronRuleSet final : public RuleSet {
public:
    TideOfIronRuleSet();

    std::string_view id() const override { return "tideofiron"; }
    std::string_view displayName() const override { return "Tide of Iron"; }

    const std::vector<ActionType> &actionTypes() const override { return m_actions; }
    const std::vector<StatusType> &statusTypes() const override { return m_statuses; }
    const std::vector<MarkerType> &markerTypes() const override { return m_markers; }
    const std::vector<EffectType> &effectTypes() const override { return m_effects; }
    const std::vector<UnitType> &unitTypes() const override { return m_unitTypes; }
    const std::vector<std::string> &damageLevels() const override { return m_damage; }
    int largestDieFace() const override { return 6; }
    const std::vector<GlossaryTerm> &glossary() const override;
    std::string_view primer() const override;

    std::vector<TerrainKind> terrainKinds() const override;
    std::vector<MapPreset> mapPresets() const override;
    std::optional<UnitTemplate> unitTemplate(std::string_view typeKey) const override;
    std::string unitTypeOf(const Unit &unit) const override;
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
    std::vector<Action> reactions(const GameState &state, const Action &done) const override;
    std::vector<ParamChoice> orderItems(
        const GameState &state, const Action &action, std::string_view paramKey) const override;
    std::vector<std::string> availableActions(
        const GameState &state, const std::vector<UnitId> &selection) const override;
    Evaluation evaluate(const GameState &state, const Action &action) const override;
    Resolution resolve(
        const GameState &state, const Evaluation &evaluation, DiceSource &dice) const override;
    std::vector<SetupProblem> checkSetup(const GameState &state) const override;

    const toi::ToiOptions &options() const { return m_options; }

private:
    Evaluation evaluateAttack(const GameState &state, const Action &action) const;
    Evaluation evaluateOpFire(const GameState &state, const Action &action) const;
    Evaluation evaluateEndRound(const GameState &state, const Action &action) const;
    Evaluation evaluateMove(const GameState &state, const Action &action) const;

    toi::ToiOptions m_options;
    std::vector<ActionType> m_actions;
    std::vector<StatusType> m_statuses;
    std::vector<MarkerType> m_markers;
    std::vector<EffectType> m_effects;
    std::vector<UnitType> m_unitTypes;
    std::vector<std::string> m_damage;
};

} // namespace hexfire
