#pragma once

#include "core/data/datanode.h"
#include "core/data/diagnostics.h"
#include "core/dice/dicesource.h"
#include "core/game/gamestate.h"
#include "core/los/lostrace.h"
#include "core/map/terrainkind.h"
#include "core/rules/action.h"
#include "core/rules/evaluation.h"
#include "core/rules/explanation.h"
#include "core/rules/resolution.h"
#include "core/rules/vocabulary.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire {

/** A setup problem the rule system finds in a position (e.g. overstacking), for the loader. */
struct SetupProblem {
    std::string unit; /**< unit id, or empty for the whole position */
    std::string message;
};

/**
 * One rule system. Implementations are stateless apart from their configuration (options and data
 * tables), so one instance serves every query of a game; all game data comes in as GameState.
 *
 * The data flow for every action: evaluate (pure, no dice, called on every hover) -> if legal, the
 * caller supplies a DiceSource and calls resolve -> the caller applies Resolution::effects to the
 * GameState and logs the Resolution with its recorded rolls.
 *
 * A rule system also publishes its vocabulary (actions, unit states, marker kinds, effect names,
 * what counters print) and reads and writes its own part of a unit in scenario files: the window,
 * the command line and the files learn everything about it from here and never name it.
 * The vocabulary lists are built once; references to them stay valid for the object's lifetime.
 */
class RuleSet {
public:
    virtual ~RuleSet() = default;

    /** Stable id used in files ("ruleset") and as the key of a unit's profile object. */
    virtual std::string_view id() const = 0;
    /** The game's name as players know it. */
    virtual std::string_view displayName() const = 0;

    // --- vocabulary -------------------------------------------------------------------------

    /** Every action, in the order a toolbar or menu lists them. */
    virtual const std::vector<ActionType> &actionTypes() const = 0;
    /** Every unit state a unit may carry. */
    virtual const std::vector<StatusType> &statusTypes() const = 0;
    /** Every marker kind. */
    virtual const std::vector<MarkerType> &markerTypes() const = 0;
    /** The names of the effects resolve() produces (Effect::name). */
    virtual const std::vector<EffectType> &effectTypes() const = 0;
    /** Kinds of unit, for the editor. */
    virtual const std::vector<UnitType> &unitTypes() const = 0;
    /** Names of damage levels 1, 2, ... (Unit::damage); empty when units take no damage. */
    virtual const std::vector<std::string> &damageLevels() const = 0;
    /** The largest face any die of this rule system shows (scripts are checked against it). */
    virtual int largestDieFace() const = 0;

    /** What a counter prints for this unit. */
    virtual CounterPrint counterPrint(const Unit &unit) const = 0;
    /** Words of the game a newcomer meets in the window and the explanations, alphabetical. */
    virtual const std::vector<GlossaryTerm> &glossary() const = 0;
    /**
     * A short introduction to how the game's fire works, in HexFire's own words, for a player who
     * has never played it: paragraphs separated by blank lines, plain text.
     */
    virtual std::string_view primer() const = 0;
    /**
     * The name players know a map feature by (an in-hex feature such as "improved-position" or a
     * hexside feature such as "wall"). By default the id in words ("stone-wall": "Stone wall");
     * a rule system with its own names for them says so.
     */
    virtual std::string featureName(std::string_view id) const { return idInWords(id); }
    /** "stone-wall" -> "Stone wall": an id read as words, for the default names. */
    static std::string idInWords(std::string_view id)
    {
        std::string out(id);
        for (char &c : out) {
            if (c == '-' || c == '_')
                c = ' ';
        }
        if (!out.empty() && out[0] >= 'a' && out[0] <= 'z')
            out[0] = static_cast<char>(out[0] - 'a' + 'A');
        return out;
    }
    /**
     * Which of the unit's six hexsides are front, flank and rear (indexed by HexDirection), for a
     * rule system whose units face; nullopt when units do not face or this one's facing does not
     * fit its formation. The window draws these on request.
     */
    virtual std::optional<std::array<HexsideClass, 6>> hexsideClasses(
        const GameState &state, const Unit &unit) const
    {
        (void)state;
        (void)unit;
        return std::nullopt;
    }
    /**
     * Actions the rules let the other side take in reply to one just taken (fire at a unit that
     * acted in sight of units waiting for it), each legal now; the window offers them. None by
     * default.
     */
    virtual std::vector<Action> reactions(const GameState &state, const Action &done) const
    {
        (void)state;
        (void)done;
        return {};
    }
    /**
     * The items a player puts in order for a parameter asked on commit (ParamSpec::
     * askOrderOnCommit), in the rule system's default order, one per item (keys may repeat);
     * empty when there is nothing to choose for this action. None by default.
     */
    virtual std::vector<ParamChoice> orderItems(
        const GameState &state, const Action &action, std::string_view paramKey) const
    {
        (void)state;
        (void)action;
        (void)paramKey;
        return {};
    }
    // --- the scenario editor -----------------------------------------------------------------

    /**
     * The terrain kinds this rule system's tables know (id, display name, a colour for the map),
     * for a new map and the editor's palette; a new map starts as the first. By default one open
     * terrain, "clear".
     */
    virtual std::vector<TerrainKind> terrainKinds() const
    {
        return {{"clear", "Clear", "#d8d0a0"}};
    }
    /** The in-hex and hexside features its tables know, for the editor's palette. None by default.
     */
    virtual std::vector<FeatureType> featureTypes() const { return {}; }
    /** The game's usual maps, for File > New Scenario; the first is the suggested one. */
    virtual std::vector<MapPreset> mapPresets() const
    {
        return {{"Small map (12 x 10)", 12, 10, Orientation::FlatTop, OffsetParity::Odd,
            LabelScheme::LetterNumber, "HexFire's choice"}};
    }
    /** What a new unit of the type `typeKey` (a UnitType key) starts as; nullopt when unknown. */
    virtual std::optional<UnitTemplate> unitTemplate(std::string_view typeKey) const
    {
        (void)typeKey;
        return std::nullopt;
    }
    /**
     * The UnitType key of a unit, for the editor's form. By default the profile's "type" member
     * when it names a unit type, else the only unit type, else empty.
     */
    virtual std::string unitTypeOf(const Unit &unit) const
    {
        const DataNode profile = writeUnitProfile(unit);
        if (const DataNode *type = profile.find("type");
            type && type->isString() && findByKey(unitTypes(), type->string))
            return type->string;
        return unitTypes().size() == 1 ? unitTypes().front().key : std::string();
    }

    /** The unit panel's rows for this unit's printed values (not its states). */
    virtual std::vector<UnitFact> unitFacts(const GameState &state, const Unit &unit) const = 0;
    /** The value a marker's chit shows and its tooltip, in this position. */
    virtual MarkerView describeMarker(const GameState &state, const Marker &marker) const = 0;

    // --- files ------------------------------------------------------------------------------

    /**
     * Reads a unit's profile object (the member named id() of a unit in a scenario file) into
     * unit.profile; may also set unit.maxStrength from the unit type when the file gave none
     * (maxStrengthGiven false). Problems go to diagnostics with the node's location.
     */
    virtual void readUnitProfile(const DataNode &node, Unit &unit, bool maxStrengthGiven,
        Diagnostics &diagnostics) const = 0;
    /** The unit's profile object for a file, in a fixed key order; a null node writes none. */
    virtual DataNode writeUnitProfile(const Unit &unit) const = 0;

    // --- rules ------------------------------------------------------------------------------

    /**
     * Reads options and data-table replacements (a scenario's "rulesetOptions" object; an empty
     * object keeps the defaults). Problems go to diagnostics with the node's location; on any
     * problem the ruleset keeps its previous configuration.
     */
    virtual void configure(const DataNode &options, Diagnostics &diagnostics) = 0;

    /** Every DEFAULT assumption currently in force, for the "assumed" list in window and CLI. */
    virtual std::vector<Assumption> assumptions() const = 0;

    /** The line of sight from one hex to another under this ruleset's terrain and hexside rules. */
    virtual LosTrace traceLos(const GameState &state, Hex from, Hex to) const = 0;

    /**
     * The LOS verdict from one hex to every hex of the map, in cell-index order: what a unit in
     * `from` can see. Same verdicts as traceLos, through the engine's faster verdict-only path.
     */
    virtual std::vector<LosResult> visibleHexes(const GameState &state, Hex from) const = 0;

    /** Keys of the actions that make sense for the selected units, in actionTypes() order. */
    virtual std::vector<std::string> availableActions(
        const GameState &state, const std::vector<UnitId> &selection) const = 0;

    /** Pure: legality with the reason, LOS, the breakdown, final numbers, exact odds. Never throws
     *  for an illegal action (that is legal == false); throws hexfire::Error only for malformed
     * input such as an unknown unit id. */
    virtual Evaluation evaluate(const GameState &state, const Action &action) const = 0;

    /**
     * Rolls what the evaluation needs from dice, in the order Evaluation::dice lists them, and
     * returns the outcome and the effects. Works from the evaluation it is given (its plan, finals
     * and odds), never evaluating the action again. Throws hexfire::Error if it is not legal.
     */
    virtual Resolution resolve(
        const GameState &state, const Evaluation &evaluation, DiceSource &dice) const = 0;

    /** Problems with a position under this ruleset (stacking limits, missing profiles, ...). */
    virtual std::vector<SetupProblem> checkSetup(const GameState &state) const = 0;
};

} // namespace hexfire
