#pragma once

#include "core/rules/labataille/lbtables.h"
#include "core/rules/ruleset.h"

namespace hexfire {

/** La Bataille fire combat (Premier Rules 21-25), see docs/rules.md "La Bataille". */
class LaBatailleRuleSet final : public RuleSet {
public:
    LaBatailleRuleSet();

    std::string_view id() const override { return "labataille"; }
    std::string_view displayName() const override { return "La Bataille"; }

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

    const labataille::LbOptions &options() const { return m_options; }

private:
    Evaluation evaluateFire(const GameState &state, const Action &action) const;
    Evaluation evaluateEndSegment(const GameState &state, const Action &action) const;
    Evaluation evaluateFormation(const GameState &state, const Action &action) const;
    Evaluation evaluateTurn(const GameState &state, const Action &action, int step) const;
    Evaluation evaluateExtend(const GameState &state, const Action &action) const;
    Evaluation evaluateClose(const GameState &state, const Action &action) const;
    /** The one La Bataille unit an order names, or nullptr with the refusal in e. */
    const Unit *orderedUnit(const GameState &state, const Action &action, Evaluation &e) const;

    labataille::LbOptions m_options;
    std::vector<ActionType> m_actions;
    std::vector<StatusType> m_statuses;
    std::vector<MarkerType> m_markers;
    std::vector<EffectType> m_effects;
    std::vector<UnitType> m_unitTypes;
    std::vector<std::string> m_damage;
};

/** Registers LaBatailleRuleSet under "labataille". */
void registerLaBataille();

} // namespace hexfire
