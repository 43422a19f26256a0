#pragma once

#include "core/edit/scenarioedit.h"
#include "core/rules/ruleset.h"
#include "core/scenario/scenario.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire {

/** What applying an edit did: applied with its inverse, or refused with the reason. */
struct EditResult {
    bool applied = false;
    std::string reason; /**< why it was refused, a sentence for the player */
    std::optional<ScenarioEdit> inverse; /**< applied: the edit that undoes it exactly */
};

/**
 * The scenario being edited, and the one way to change it. Every edit is applied and then checked
 * by the scenario loader itself (the scenario is written as a file would be and read back with
 * all the reader's checks and the rule system's setup checks), so the editor never holds a
 * position the loader would refuse: a refused edit is taken back and its reason returned.
 *
 * The rule system (created from the registry and configured with the scenario's options) tells
 * the editor what there is to place: RuleVocabulary::terrainKinds, featureTypes, unitTypes and
 * statuses and markers, and RuleSet::unitTemplate.
 */
class ScenarioEditor final {
public:
    /** Throws hexfire::Error when the scenario's rule system is not registered. */
    explicit ScenarioEditor(Scenario scenario);
    ~ScenarioEditor();

    const Scenario &scenario() const { return m_scenario; }
    const GameState &position() const { return m_scenario.initial; }
    const RuleSet &ruleSet() const { return *m_rules; }

    /** Applies the edit if the loader accepts the result; otherwise leaves the scenario as it was
     *  and says why. */
    EditResult apply(const ScenarioEdit &edit);
    /**
     * Applies an edit without the loader's check and returns its inverse (undo and redo of edits
     * that were checked when first made). Throws hexfire::Error for an edit that does not fit the
     * position at all (an unknown unit, a hex off the map).
     */
    ScenarioEdit applyUnchecked(const ScenarioEdit &edit);

    /** The loader's first objection to the scenario as it stands, or nothing. */
    std::optional<std::string> check() const;
    /** The same for any scenario: what loading it from a file would report first. */
    static std::optional<std::string> check(const Scenario &scenario);

    // --- edits built for the caller ---------------------------------------------------------

    /** Paints terrain `terrainId` on the hexes (a kind of the map's or of the rule system's). */
    ScenarioEdit paint(const std::vector<Hex> &hexes, std::string_view terrainId) const;
    /** The hex's in-hex features with `feature` added or taken away. */
    ScenarioEdit toggleFeature(Hex hex, std::string_view feature) const;
    /**
     * A new unit of a unit type (RuleSet::unitTemplate) for a side in a hex, with a fresh id;
     * nullopt for a type the rule system has no template for.
     */
    std::optional<Unit> newUnit(std::string_view typeKey, const SideId &side, Hex hex) const;
    /** Adds `unit` at the end of the unit list. */
    static ScenarioEdit addUnit(Unit unit);
    static ScenarioEdit replaceUnit(Unit unit);
    static ScenarioEdit removeUnit(const UnitId &id);
    /** A new marker of a kind in a hex, with its parameters at their defaults. */
    Marker newMarker(std::string_view kind, Hex hex) const;
    static ScenarioEdit placeMarker(Marker marker);
    static ScenarioEdit changeMarker(Marker marker);
    ScenarioEdit removeMarker(MarkerId id) const;

    /** A unit id not in use yet, made from `base` ("us-squad-3"). */
    std::string freshUnitId(std::string_view base) const;

private:
    void applyTerrain(const TerrainEdit &e, ScenarioEdit &inverse);
    void applyUnit(const UnitEdit &e, ScenarioEdit &inverse);
    void applyMarker(const MarkerEdit &e, ScenarioEdit &inverse);

    Scenario m_scenario;
    std::unique_ptr<RuleSet> m_rules;
};

} // namespace hexfire
