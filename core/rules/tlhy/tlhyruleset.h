#pragma once

#include "core/rules/rulehooks.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruletext.h"
#include "core/rules/tlhy/tlhylosrules.h"
#include "core/rules/tlhy/tlhymovement.h"
#include "core/rules/tlhy/tlhyoptions.h"

#include <memory>
#include <vector>

namespace hexfire {

/**
 * The Last Hundred Yards: small-arms fire placing SADRM markers, Mortar Fire Actions, assault
 * declaration and the Marker Adjustment Step, and Fire Resolution. Its vocabulary (action, marker,
 * status and effect keys) is in tlhyvocabulary.h.
 *
 * Actions, as this ruleset reads them:
 * - "small-arms-fire": actors = firing units, target = hex, param markerValue = the SADRM the
 *   player reads off the firing unit's fire table (not computed); LOS from every firer; a SADRM on
 *   the enemy side.
 * - "mortar-call": actors = {leader}, target = primary impact hex, params mortarValue = MV and
 *   support = which mortar; dice: the own-hex Cohesion Check (when required), then the d6 scatter
 *   die.
 * - "assault": actors = assaulting units, target = assaulted hex, via = the hex a non-adjacent
 *   assaulter maneuvers into (it gets an Assault Arrow).
 * - "marker-adjustment": target = assaulted hex, or every arrow when empty; dice: one exit
 *   Cohesion Check per arrowed unit in a secondary impact hex, in marker-id order.
 * - "fire-resolution": target = hex, or every hex with DRM markers when empty
 *   (TlhyFireResolution).
 * - "recover": actors = {one disrupted or regrouping unit}; one d10 (TlhyRecovery).
 * - "assault-resolution": target = an assault hex, or every one when empty; param result = the
 *   players' result, asked on commit (TlhyAssaultResolution).
 *
 * evaluate() works out everything that needs no die and keeps it in Evaluation::plan (a TLHY plan
 * per action); resolving rolls and builds the effects from that plan alone.
 */
class TlhyRuleSet final : public RuleSet, public SequenceRules, public ReactionRules {
public:
    TlhyRuleSet();
    ~TlhyRuleSet() override;

    std::string_view id() const override { return "tlhy"; }
    std::string_view displayName() const override
    {
        return HEXFIRE_TEXT("RuleText", "The Last Hundred Yards");
    }

    const RuleVocabulary &vocabulary() const override { return m_vocabulary; }
    /** The Terrain Effects Chart's name for a feature. */
    std::string featureName(std::string_view id) const override;
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
    LosInputs losInputs() const override { return {false, true}; }
    std::optional<AttackReach> attackReach(
        const GameState &state, const Action &attack) const override;
    std::vector<std::string> availableActions(
        const GameState &state, const std::vector<UnitId> &selection) const override;
    Evaluation evaluate(const GameState &state, const Action &action) const override;
    /** Small-arms fire and a mortar call spare their breakdown; other actions are in full. */
    Evaluation evaluateHeadline(const GameState &state, const Action &action) const override;
    std::vector<SetupProblem> checkSetup(const GameState &state) const override;

    // The turn (tlhyturn.cpp, tlhysequence.h).
    const SequenceRules *sequenceRules() const override { return this; }
    const SequenceOfPlay &sequenceOfPlay() const override;
    const ReactionRules *reactionRules() const override { return this; }
    /** After Reaction is called: the limited reactions of the units that may react. */
    std::vector<Action> reactionsTo(const GameState &state, const Action &done) const override;
    /** Maneuver (1.8.3): allowances and step costs for the shared movement code. */
    const MovementRules *movementRules() const override { return &m_movement; }

    const TlhyOptions &options() const { return m_options; }
    /** Replaces the whole configuration (what configure does after reading the data). */
    void setOptions(TlhyOptions options);

    /** Where a d6 face scatters the secondary impact from primary; may be off the map. */
    Hex scatterHex(const MapGrid &map, Hex primary, int face) const;

private:
    /** The editor's lists of the vocabulary, from the terrain table (tlhyeditor.cpp). */
    std::vector<TerrainKind> terrainKinds() const;
    std::vector<FeatureType> featureTypes() const;
    std::vector<MapPreset> mapPresets() const;

    /** availableActions without recovery. */
    std::vector<std::string> unitActions(
        const GameState &state, const std::vector<UnitId> &selection) const;
    Evaluation evaluateTo(
        const GameState &state, const Action &action, EvaluationDetail detail) const;
    Evaluation smallArmsFire(
        const GameState &state, const Action &action, EvaluationDetail detail) const;
    /** The SADRM before hindrances: the printed small-arms value and the situation, or the
        player's entry (nullopt, e refused, when the entry is bad). */
    std::optional<int> sadrmBase(const GameState &state, const Action &action,
        const std::vector<const Unit *> &firers, Hex target, const Side &enemy,
        Evaluation &e) const;
    /** The lowest small-arms TEM of hex for the side `targets`, and the item it comes from. */
    std::pair<int, std::string> sadrmTem(
        const GameState &state, Hex hex, const SideId &targets) const;
    Evaluation mortarCall(
        const GameState &state, const Action &action, EvaluationDetail detail) const;
    Evaluation assault(const GameState &state, const Action &action) const;
    Evaluation markerAdjustment(const GameState &state, const Action &action) const;
    Evaluation fireResolution(const GameState &state, const Action &action) const;
    Evaluation maneuver(const GameState &state, const Action &action) const;
    Evaluation withdraw(const GameState &state, const Action &action) const;
    Evaluation recover(const GameState &state, const Action &action) const;
    Evaluation assaultResolution(const GameState &state, const Action &action) const;
    void assume(Evaluation &e, std::string_view key) const;

    // The turn (tlhyturn.cpp).
    Evaluation initiativeRoll(const GameState &state, const Action &action) const;
    Evaluation activateCompany(const GameState &state, const Action &action) const;
    Evaluation activatePlatoon(const GameState &state, const Action &action) const;
    Evaluation timeLapse(const GameState &state, const Action &action) const;
    std::optional<std::string> activationRefusal(const GameState &state, const Unit &unit) const;
    using Refusal = std::optional<std::pair<std::string, std::string>>;
    /** Why a unit action may not be taken now: acted, its state, not activated, cannot react. */
    Refusal turnRefusal(const GameState &state, const Action &action) const;
    Refusal stateRefusal(const Unit &unit, std::string_view kind) const;
    Refusal reactionRefusal(const GameState &state, const Unit &unit, const Action &action) const;
    bool anyEnemyActed(const GameState &state, const SideId &side) const;
    bool sawEnemyAct(const GameState &state, const Unit &unit) const;
    /** A legal unit action in the Activation phase also marks its units as having acted. */
    Evaluation withActedMarkers(const GameState &state, Evaluation e) const;

    TlhyOptions m_options;
    TlhyMovement m_movement {m_options}; /**< reads m_options, so declared after it */
    std::unique_ptr<TlhyLosRules> m_los;
    RuleVocabulary m_vocabulary;
};

} // namespace hexfire
