#pragma once

#include "core/data/datanode.h"
#include "core/data/diagnostics.h"
#include "core/game/gamestate.h"
#include "core/play/scriptstep.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hexfire {

/** Where a part of a scenario was read from, so problems found later (replay) can point at it. */
struct SourceRef {
    SourceLocation where;
    std::string path;
};

/** One committed action of a saved game: the action, every face rolled for it, and its notes. */
struct SavedLogEntry {
    Action action;
    std::vector<int> faces; /**< every die the resolution rolled, in order */
    std::string title;
    std::string narration;
    bool bookmark = false;
    std::string note;
    friend bool operator==(const SavedLogEntry &, const SavedLogEntry &) = default;
};

/**
 * A scan of a real map shown under the hexes, so a player can paint terrain over it. The image is
 * referenced, not embedded: `path` is relative to the scenario file's folder (or absolute), and a
 * missing image is a warning. The calibration places the map's hex grid over the picture.
 */
struct BackgroundImage {
    std::string path;
    double originX = 0.0; /**< image pixel under the centre of the map's first hex (A1, 0101) */
    double originY = 0.0;
    double hexSize = 50.0; /**< image pixels from a hex's centre to one of its corners */
    friend bool operator==(const BackgroundImage &, const BackgroundImage &) = default;
};

/**
 * A scenario file in memory: the position, the ruleset and its options, and an optional script
 * (a rulebook example). A saved game is a scenario plus its log (SavedLogEntry per committed
 * action with the faces rolled), the timeline position and the random dice state.
 */
struct Scenario {
    std::string title;
    std::string description;
    std::string rulesetId;
    DataNode rulesetOptions = DataNode::object(); /**< passed to RuleSet::configure */
    GameState initial;
    /** One printable character per terrain kind of initial.map(), for the compact terrain rows;
     *  when it does not match the kinds (e.g. after editing) the writer picks new symbols. */
    std::string terrainSymbols;
    std::vector<ScriptStep> script;
    std::optional<BackgroundImage> background; /**< a scanned map under the hexes, if any */

    // Saved-game part (empty for a plain scenario).
    std::vector<SavedLogEntry> log;
    int position = 0; /**< entries applied when saved (the rest is the redo tail) */
    std::uint64_t seed = 1;
    std::uint64_t draws = 0;

    // Where things came from (filled by the loader, ignored by the writer and by sameContent).
    std::string fileName;
    int loadedVersion = 0; /**< the file's "version" before any upgrade; 0 when not loaded */
    /** What the loader changed to read an older file, for the player (plain sentences). */
    std::vector<std::string> upgradeNotes;
    /** The file gives no victory conditions: the rule system's preset (SequenceRules::
        victoryPreset) stands in for them until the players decide at set-up. */
    bool victoryPreset = false;
    std::vector<SourceRef> scriptSources; /**< one per script step */
    std::vector<SourceRef> logSources; /**< one per log entry */
};

/** True when two scenarios describe the same game (everything the file holds, not provenance). */
bool sameContent(const Scenario &a, const Scenario &b);

} // namespace hexfire
