#pragma once

#include "core/map/terrainkind.h"
#include "core/rules/ruletext.h"
#include "core/rules/vocabulary.h"

#include <string>
#include <vector>

namespace hexfire {

/**
 * Everything a rule system publishes as data, in one value: the window builds its tools, counters,
 * chits, panels, help and the editor's palette from it, the command line its options, the loader
 * its checks. A rule system builds it once (its constructor) and changes only the editor lists
 * when configure() replaces its tables, so references into it stay valid while the rule system
 * lives.
 */
struct RuleVocabulary {
    /** Every action, in the order a toolbar or menu lists them. */
    std::vector<ActionType> actions;
    /** Every unit state a unit may carry (Unit::status holds the keys). */
    std::vector<StatusType> statuses;
    /**
     * States older files may name that the rule system no longer has: each is read as the one it
     * became, and the player is told why (`why`, a sentence).
     */
    struct FormerStatus {
        std::string key;
        std::string becomes;
        std::string why;
        friend bool operator==(const FormerStatus &, const FormerStatus &) = default;
    };
    std::vector<FormerStatus> formerStatuses;
    /** The tallies each side keeps (Side::tallies), in the order the window lists them. */
    std::vector<TallyType> tallies;
    /** Every marker kind (Marker::kind). */
    std::vector<MarkerType> markers;
    /** The names of the effects resolve() produces (Effect::name). */
    std::vector<EffectType> effects;
    /** Kinds of unit, for the editor. */
    std::vector<UnitType> unitTypes;
    /** Names of damage levels 1, 2, ... (Unit::damage); empty when units take no damage. */
    std::vector<std::string> damageLevels;
    /** The largest face any die of this rule system shows (scripts are checked against it). */
    int largestDieFace = 6;
    /**
     * Whether a unit may spread over several hexes (Unit::alsoIn, a line across two hexes); a
     * file's "alsoIn" is refused for a rule system without such units.
     */
    bool multiHexUnits = false;
    /** Words of the game a newcomer meets in the window and the explanations, alphabetical. */
    std::vector<GlossaryTerm> glossary;
    /**
     * A short introduction to how the game's fire works, in HexFire's own words, for a player
     * who has never played it: paragraphs separated by blank lines, plain text.
     */
    std::string primer;

    // --- the scenario editor's palette --------------------------------------------------------

    /** The terrain kinds the tables know (a new map starts as the first); by default "clear". */
    std::vector<TerrainKind> terrainKinds {{"clear", HEXFIRE_TEXT("RuleText", "Clear"), "#d8d0a0"}};
    /** The in-hex and hexside features the tables know. None by default. */
    std::vector<FeatureType> featureTypes;
    /** The game's usual maps, for File > New Scenario; the first is the suggested one. */
    std::vector<MapPreset> mapPresets {{"Small map (12 x 10)", 12, 10, Orientation::FlatTop,
        OffsetParity::Odd, LabelScheme::LetterNumber, "HexFire's choice"}};
};

} // namespace hexfire
