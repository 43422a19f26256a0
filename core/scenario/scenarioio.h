#pragma once

#include "core/data/diagnostics.h"
#include "core/scenario/savefile.h"
#include "core/scenario/scenario.h"

#include <memory>
#include <optional>
#include <string>

namespace hexfire {

class Game;

/** A loaded scenario, or every problem found (file, line, column, JSON path, what was expected). */
struct LoadResult {
    std::optional<Scenario> scenario;
    Diagnostics diagnostics;
    bool ok() const { return scenario.has_value() && diagnostics.empty(); }
};

/** Reads and validates a scenario or saved game; never throws for bad content. */
LoadResult loadScenarioFile(const std::string &path);
/** The same from text; `fileName` is used in diagnostics. */
LoadResult loadScenarioText(const std::string &text, const std::string &fileName);

/**
 * Builds the game: creates and configures the ruleset, sets the script, replays a saved log with
 * its recorded faces (never the RNG; every recorded face must be used) and restores the random
 * dice and timeline position. Problems (e.g. a saved log that no longer replays) are reported with
 * the entry's location, and then nullptr is returned.
 */
std::unique_ptr<Game> makeGame(const Scenario &scenario, Diagnostics &diagnostics);

/**
 * Plays the whole script from the initial position with its dice and reports, at the step's
 * location, any step the rules refuse, a face that does not fit its die, a missing face or a
 * face left over. Also builds the saved game (makeGame). True when everything replays.
 */
bool checkScenario(const Scenario &scenario, Diagnostics &diagnostics);

/** The scenario with `game`'s log, position and dice state, ready to save. */
Scenario snapshot(const Scenario &base, const Game &game);

/**
 * An example recorded from a game: the steps played up to its position become the scenario's
 * script, each with its action, every face its dice showed, its title, narration (followed by
 * the player's note, "Note: ...", when it has one) and bookmark, played from
 * the game's initial position. The saved log and dice state are dropped, so whoever opens it steps
 * through the example and the dice are the recorded ones, never rolled again.
 */
Scenario exampleFromGame(const Scenario &base, const Game &game);

/**
 * Serialises (stable key order, diff-friendly) and writes atomically (writeFileAtomically: every
 * byte checked, through sink when given); false with a message. A text the reader would refuse
 * (larger than scenarioformat::maxFileBytes, too deep, too many values, a string too long) is not
 * written: the message says why and the previous file is kept, as after a failed write. Temporary
 * files an interrupted save left beside `path` are removed first (removeSaveLeftovers).
 */
bool saveScenarioFile(const Scenario &scenario, const std::string &path, std::string *error,
    const WriteSink &sink = {});
std::string scenarioToText(const Scenario &scenario);

/** Why the reader would refuse `text` (its first problem), or nothing when it would read it. */
std::optional<std::string> checkReadable(const std::string &text);
/**
 * Removes the temporary files "<path>.hexfire-save-XXXXXX" a save killed before its rename left
 * beside `path`, when older than a minute (a younger one may be another instance's save in
 * flight). No other file is touched, whatever its name. Returns how many were removed.
 */
int removeSaveLeftovers(const std::string &path);
/**
 * Nothing for a regular file; otherwise what `path` is, for a message: "no such file", "is a
 * directory", "is not a regular file (a named pipe)"...
 */
std::optional<std::string> notARegularFile(const std::string &path);

} // namespace hexfire
