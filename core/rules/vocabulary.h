#pragma once

#include "core/data/datanode.h"
#include "core/game/params.h"
#include "core/hex/facing.h"
#include "core/hex/mapcoordinates.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire {

/**
 * What a rule system publishes about itself, so that the window, the command line and the files
 * can work with it without knowing it: its actions and their parameters, its unit states, its
 * marker kinds, the names of its effects, what its counters print. Every text here is for players:
 * display names and plain sentences, never internal ids.
 */

/** How a parameter is entered and stored. */
enum class ParamType : std::uint8_t {
    Integer, /**< a whole number in [minimum, maximum] */
    Flag, /**< yes or no */
    Choice, /**< one of `choices`, stored as the choice's key */
    Text, /**< free text */
    Hex, /**< a hex of the map */
    Unit, /**< a unit id */
    UnitList, /**< several unit ids */
    HexList, /**< several hexes in order: a path */
};

struct ParamChoice {
    std::string key; /**< stored in files and actions */
    std::string label; /**< shown to the player */
    friend bool operator==(const ParamChoice &, const ParamChoice &) = default;
};

/** One parameter of an action or a marker kind. */
struct ParamSpec {
    std::string key; /**< "markerValue"; the key in files and Action::params */
    std::string label; /**< "Fire value" */
    std::string help; /**< a sentence: what it is and where the player finds it */
    ParamType type = ParamType::Integer;
    int minimum = 0; /**< Integer */
    int maximum = 0; /**< Integer */
    std::optional<ParamValue> defaultValue; /**< what an input starts at; none: must be entered */
    std::vector<ParamChoice> choices; /**< Choice */
    bool required = false; /**< the action is refused without it */
    /**
     * A Text parameter the window asks for when the action is committed, as an order of the
     * items RuleSet::orderItems lists (a defender's choice of which figures go first); the
     * order is stored as their keys joined by ", ". Left empty, the rule system's default holds.
     */
    bool askOrderOnCommit = false;
    /**
     * A Text parameter whose value is some of the items RuleSet::orderItems lists for it (the
     * figures of the leading squad that fire), their keys joined by ", "; empty: all of them.
     * The window offers the items to tick on the toolbar.
     */
    bool pickFromItems = false;
    /**
     * A Choice the player picks when the action is committed: an outcome the rules found leave
     * to the players or to a table on paper (a morale check's result). The window asks, the
     * command line takes it as a parameter, and the pick is recorded and replayed.
     */
    bool askOnCommit = false;
    /**
     * Given in files and on the command line only (the players' own value in place of one the
     * rules work out); the window offers no input for it.
     */
    bool notAsked = false;
    friend bool operator==(const ParamSpec &, const ParamSpec &) = default;
};

/** Who takes an action. */
enum class ActorRule : std::uint8_t {
    None, /**< nobody: a phase step, such as resolving all fire */
    One, /**< exactly one unit */
    Several, /**< one or more units; the first leads, the others support */
};

/** What an action is aimed at. */
enum class TargetKind : std::uint8_t { None, Hex, Unit };

/** One action a player can take. */
struct ActionType {
    std::string key; /**< stored in scripts and saved games: "fire" */
    std::string name; /**< "Small-arms fire" */
    std::string help; /**< one or two sentences for the tooltip and the help */
    std::string
        icon; /**< an icon key the window may know ("fire", "artillery", ...); may be empty */
    std::string shortcut; /**< a single key for the window ("F"); may be empty */
    ActorRule actors = ActorRule::One;
    TargetKind target = TargetKind::Hex;
    bool targetOptional = false; /**< without a target the action applies everywhere it can */
    bool allowsVia = false; /**< the actors may name a hex they pass through first */
    /** It attacks its target with dice (fire, a bombardment): what the Threats view
        asks of every enemy unit. Orders and movement leave it false. */
    bool attacks = false;
    std::string viaHelp; /**< what the via hex is, when allowed */
    std::vector<ParamSpec> params;
    friend bool operator==(const ActionType &, const ActionType &) = default;
};

/** How the window draws a unit state on the counter. */
struct StatusLook {
    enum class Style : std::uint8_t {
        Band, /**< a band across the counter with the caption (a state that changes everything) */
        Badge, /**< a small badge in a corner */
    };
    Style style = Style::Badge;
    std::string art; /**< the overlay picture's key in the counter art ("ov-disrupted") */
    std::string caption; /**< short text for the band or the badge ("DISRUPTED") */
    std::string colour; /**< "#rrggbb" of the band or badge */
    friend bool operator==(const StatusLook &, const StatusLook &) = default;
};

/** A unit state (Unit::status holds the keys). */
struct StatusType {
    std::string key; /**< "disrupted" */
    std::string name; /**< "Disrupted" */
    std::string help; /**< what it means in play */
    StatusLook look;
    friend bool operator==(const StatusType &, const StatusType &) = default;
};

/** A side's running count kept off the map (Side::tallies): victory points, command points. */
struct TallyType {
    std::string key; /**< "victory-points" */
    std::string name; /**< "Victory points" */
    std::string unit; /**< one of it, in a sentence: "victory point" */
    std::string units; /**< several: "victory points" */
    std::string help; /**< how a side gains and spends it */
    friend bool operator==(const TallyType &, const TallyType &) = default;
};

/** A marker kind: how its chit looks and which parameters it carries. */
struct MarkerType {
    std::string key; /**< Marker::kind */
    std::string name; /**< "Small-arms DRM" */
    std::string help; /**< what it does */
    std::string colour; /**< "#rrggbb" chit colour; empty: the colour of the marker's side */
    std::string textColour = "#ffffff"; /**< empty: black or white, whichever reads on the chit */
    std::string glyph; /**< a picture key in the marker art; may be empty */
    std::string caption; /**< small text on the chit ("SA") */
    bool showsValue = false; /**< the chit prints a value (RuleSet::describeMarker gives it) */
    bool sideStripe = false; /**< a stripe in the colour of the marker's side */
    std::string pointsToParam; /**< a Hex parameter the marker points at: drawn as an arrow */
    std::vector<ParamSpec> params;
    friend bool operator==(const MarkerType &, const MarkerType &) = default;
};

/** What a marker on the map says now: the value on its chit and its tooltip. */
struct MarkerView {
    std::string value; /**< "−2"; empty for none */
    std::string tooltip; /**< plain sentences */
};

/** The rule system's name for one of its effects (Effect::name). */
struct EffectType {
    std::string key; /**< "casualty" */
    std::string name; /**< "Casualty" */
    std::string help; /**< what it does to the counter */
    friend bool operator==(const EffectType &, const EffectType &) = default;
};

/** A value printed along the bottom of a counter. */
struct PrintedValue {
    enum class Slot : std::uint8_t { Left, Middle, Right };
    enum class Frame : std::uint8_t { None, Box, Circle };
    Slot slot = Slot::Left;
    Frame frame = Frame::None;
    std::string text; /**< "4" */
    std::string label; /**< what it is: "Small arms value" */
    friend bool operator==(const PrintedValue &, const PrintedValue &) = default;
};

/** What a counter prints for one unit, as the rule system's counters do. */
struct CounterPrint {
    std::string symbol; /**< unit-type symbol key: "squad", "leader", "section", "weaponteam",
                             "vehicle", "cavalry", "artillery", "figure" */
    std::vector<PrintedValue> values;
    friend bool operator==(const CounterPrint &, const CounterPrint &) = default;
};

/** One label/value row of the unit panel. */
struct UnitFact {
    std::string label; /**< "Morale" */
    std::string value; /**< "6 (reduced side; full 7)" */
    std::string help; /**< what the value is for; may be empty */
    friend bool operator==(const UnitFact &, const UnitFact &) = default;
};

/** A kind of unit, for the editor's palette. */
struct UnitType {
    std::string key; /**< "squad" */
    std::string name; /**< "Squad" */
    std::string help;
    friend bool operator==(const UnitType &, const UnitType &) = default;
};

/**
 * What a new unit of one UnitType starts as in the editor, and which of its printed values the
 * editor's form edits. The profile is the object a scenario file holds under the rule system's id
 * (RuleSet::writeUnitProfile); an edited profile is checked by RuleSet::readUnitProfile.
 */
struct UnitTemplate {
    std::string type; /**< the UnitType key */
    std::string name; /**< a default name for the new counter: "Squad" */
    std::string art; /**< counter art key */
    int strength = 1;
    int maxStrength = 1;
    std::optional<Facing> facing; /**< where a new counter faces, for units that face */
    DataNode profile = DataNode::object(); /**< the profile object of a new unit of this type */
    /**
     * The profile's members a form may edit: each key is a member of the profile object, typed
     * Integer (a number), Flag (true/false), Choice or Text (a string); an empty Text leaves the
     * member out.
     */
    std::vector<ParamSpec> fields;
};

/** Where a map feature goes. */
enum class FeaturePlace : std::uint8_t {
    InHex, /**< in a hex, beside its terrain (an improved position, smoke) */
    Hexside, /**< on the edge between two hexes (a wall, a hedge, a stream) */
};

/** A map feature the rule system's tables know, for the editor's palette. */
struct FeatureType {
    std::string key; /**< the id maps use: "improved-position", "wall" */
    std::string name; /**< "Improved position" */
    std::string help; /**< what it does in this game */
    FeaturePlace place = FeaturePlace::InHex;
    std::string colour; /**< "#rrggbb" the palette and the map may draw it in; may be empty */
    friend bool operator==(const FeatureType &, const FeatureType &) = default;
};

/** A usual map of the game, for File > New Scenario. */
struct MapPreset {
    std::string name; /**< "Geomorphic board (22 x 16)" */
    int width = 10;
    int height = 10;
    Orientation orientation = Orientation::FlatTop;
    OffsetParity parity = OffsetParity::Odd;
    LabelScheme labels = LabelScheme::LetterNumber;
    /** Where the size comes from: the bundled scenarios, or HexFire's choice when the rules
     *  reference says nothing. */
    std::string note;
    friend bool operator==(const MapPreset &, const MapPreset &) = default;
};

/** A word of the game explained for a newcomer (the window's help, the command line's glossary). */
struct GlossaryTerm {
    std::string term; /**< as the rule book spells it: "Increment", "Carré" */
    std::string meaning; /**< one or two plain sentences in HexFire's own words */
    std::string rule; /**< where the rule book explains it ("Massed Targets (22)"); may be empty */
    friend bool operator==(const GlossaryTerm &, const GlossaryTerm &) = default;
};

/** An Integer parameter in one call (lists of fields read better this way). */
inline ParamSpec integerSpec(
    std::string key, std::string label, std::string help, int minimum, int maximum, int value)
{
    ParamSpec p;
    p.key = std::move(key);
    p.label = std::move(label);
    p.help = std::move(help);
    p.type = ParamType::Integer;
    p.minimum = minimum;
    p.maximum = maximum;
    p.defaultValue = value;
    return p;
}

/** A Text parameter in one call. */
inline ParamSpec textSpec(std::string key, std::string label, std::string help)
{
    ParamSpec p;
    p.key = std::move(key);
    p.label = std::move(label);
    p.help = std::move(help);
    p.type = ParamType::Text;
    p.defaultValue = std::string();
    return p;
}

/** A Choice parameter in one call; `value` is the key it starts at. */
inline ParamSpec choiceSpec(std::string key, std::string label, std::string help,
    std::vector<ParamChoice> choices, std::string value)
{
    ParamSpec p;
    p.key = std::move(key);
    p.label = std::move(label);
    p.help = std::move(help);
    p.type = ParamType::Choice;
    p.choices = std::move(choices);
    p.defaultValue = std::move(value);
    return p;
}

/** The entry with this key, or nullptr. Works for every vocabulary list above. */
template <typename T> const T *findByKey(const std::vector<T> &list, std::string_view key)
{
    for (const T &item : list) {
        if (item.key == key)
            return &item;
    }
    return nullptr;
}

} // namespace hexfire
