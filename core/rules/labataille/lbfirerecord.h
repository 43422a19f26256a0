#pragma once

#include "core/game/effect.h"
#include "core/game/gamestate.h"
#include "core/rules/vocabulary.h"

#include <optional>
#include <utility>
#include <vector>

namespace hexfire::labataille {

/**
 * What the fire segments leave for the Melee Assault segment (REFERENCE 2.5.5): the hex each unit
 * fired at in the Offensive Fire segment (step 1: it assaults only that hex) and the increments
 * each unit lost in the Defensive Fire segment (step 3: −3 a lost increment on its pre-melee
 * check). The "fired" status and the "fired-at" markers end with their segment, so these are
 * markers of their own, kept until the end of the turn: an arrow from the firer to its target and
 * a chit with the increments lost.
 */
class LbFireRecord final {
public:
    /** The two marker types, for the vocabulary. */
    static std::vector<MarkerType> markerTypes();
    /** Whether the marker is one of this record's. */
    static bool owns(const Marker &marker);
    /** Its tooltip and printed value. */
    static MarkerView describe(const GameState &state, const Marker &marker);

    /**
     * The markers a fire attack resolved now leaves: in the Offensive Fire segment one arrow per
     * firer to `target`; in the Defensive Fire segment the increments each unit that survives
     * lost, added to those it lost earlier in the segment. Nothing in other segments.
     */
    static void record(const GameState &state, const std::vector<UnitId> &firers, Hex target,
        const std::vector<std::pair<const Unit *, int>> &losses, std::vector<Effect> &out);

    /** The hex the unit fired at in this player turn's Offensive Fire segment, if it fired. */
    static std::optional<Hex> offensiveTarget(const GameState &state, const UnitId &unit);
    /** The increments the unit lost in this player turn's Defensive Fire segment. */
    static int defensiveFireLosses(const GameState &state, const UnitId &unit);

    /** The effects that remove every record (the end of the turn). */
    static void clear(
        const GameState &state, std::string_view effectName, std::vector<Effect> &out);

    /** The modifier of a pre-melee check for each increment lost to defensive fire. */
    static constexpr int perIncrementLost = -3;
};

} // namespace hexfire::labataille
