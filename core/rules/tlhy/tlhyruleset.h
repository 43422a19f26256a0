#pragma once

#include "core/rules/ruleset.h"
#include "core/rules/tlhy/tlhylosrules.h"
#include "core/rules/tlhy/tlhyoptions.h"

#include <memory>
#include <vector>

namespace hexfire {

/**
 * The Last Hundred Yards (REFERENCE.md section 1): small-arms fire placing SADRM markers, Mortar
 * Fire Actions, assault declaration and the Marker Adjustment Step, and Fire Resolution.
 *
 * Actions (core/rules/action.h), as this ruleset reads them:
 * - SmallArmsFire: actors = firing units, target = hex, markerValue = the SADRM the player reads
 * off the chart (not computed, REFERENCE 1.5); LOS from every firer; a SADRM on the enemy side.
 * - MortarCall: actors = {leader}, target = primary impact hex, mortarValue = MV, support = which
 *   mortar; dice: the own-hex Cohesion Check (when required), then the d6 scatter die.
 * - Assault: actors = assaulting units, target = assaulted hex, via = the hex a non-adjacent
 *   assaulter maneuvers into (it gets an Assault Arrow).
 * - MarkerAdjustment: target = assaulted hex, or every arrow when empty; dice: one exit Cohesion
 *   Check per arrowed unit in a secondary impact hex, in marker-id order.
 * - FireResolution: target = hex, or every hex with DRM markers when empty (TlhyFireResolution).
 */
class TlhyRuleSet final : public RuleSet {
public:
    TlhyRuleSet();
    ~TlhyRuleSet() override;

    std::string_view id() const override { return "tlhy"; }
    std::string_view displayName() const override { return "The Last Hundred Yards"; }

    void configure(const DataNode &options, Diagnostics &diagnostics) override;
    std::vector<Assumption> assumptions() const override;
    LosTrace traceLos(const GameState &state, Hex from, Hex to) const override;
    std::vector<LosResult> visibleHexes(const GameState &state, Hex from) const override;
    std::vector<ActionKind> availableActions(
        const GameState &state, const std::vector<UnitId> &selection) const override;
    Evaluation evaluate(const GameState &state, const Action &action) const override;
    Resolution resolve(
        const GameState &state, const Evaluation &evaluation, DiceSource &dice) const override;
    std::vector<SetupProblem> checkSetup(const GameState &state) const override;

    const TlhyOptions &options() const { return m_options; }
    /** Replaces the whole configuration (what configure does after reading the data). */
    void setOptions(TlhyOptions options);

    /** Where a d6 face scatters the secondary impact from primary; may be off the map. */
    Hex scatterHex(const MapGrid &map, Hex primary, int face) const;

private:
    /** One function per action: evaluates when dice is null, otherwise also resolves into res. */
    Evaluation smallArmsFire(const GameState &state, const Action &action, Resolution *res) const;
    Evaluation mortarCall(
        const GameState &state, const Action &action, DiceSource *dice, Resolution *res) const;
    Evaluation assault(const GameState &state, const Action &action, Resolution *res) const;
    Evaluation markerAdjustment(
        const GameState &state, const Action &action, DiceSource *dice, Resolution *res) const;
    Evaluation fireResolution(
        const GameState &state, const Action &action, DiceSource *dice, Resolution *res) const;
    Evaluation run(
        const GameState &state, const Action &action, DiceSource *dice, Resolution *res) const;
    void assume(Evaluation &e, std::string_view key) const;

    TlhyOptions m_options;
    std::unique_ptr<TlhyLosRules> m_los;
};

} // namespace hexfire
