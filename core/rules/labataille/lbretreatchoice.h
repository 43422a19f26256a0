#pragma once

#include "core/game/effect.h"
#include "core/game/gamestate.h"
#include "core/rules/action.h"
#include "core/rules/evaluation.h"
#include "core/rules/labataille/lbretreat.h"
#include "core/rules/vocabulary.h"

#include <string_view>
#include <vector>

namespace hexfire::labataille {

namespace actions {
/** The retreating unit's player picks another of the equally good ends of its retreat. */
inline constexpr std::string_view chooseRetreat = "choose-retreat";
} // namespace actions

namespace markers {
/** Where a retreat ended when other ends were just as good (param "alternatives"). */
inline constexpr std::string_view retreatChoice = "retreat-choice";
} // namespace markers

/**
 * The player's choice among equal retreat paths (REFERENCE 2.5.4): a retreat takes the first of
 * the equally good ends in a fixed order and marks where it ended, with the others; until the
 * segment ends, the unit's player may send it to one of them instead (one undoable step).
 */
class LbRetreatChoice final {
public:
    /** The marker placed where the retreat of u along `path` ends; none without alternatives.
        `slot` keeps its id apart from the other markers the same step places (each effect's
        index is a slot of its own). */
    static std::vector<Effect> mark(
        const GameState &state, const Unit &u, const RetreatPath &path, std::size_t slot);
    /** MarkerRemoved for every retreat choice still on the map (the segment is over). */
    static std::vector<Effect> clearAll(const GameState &state, std::string_view why);

    static Evaluation evaluate(const GameState &state, const Action &action);
    static ActionType actionType();
    static MarkerType markerType();
    static std::string describe(const GameState &state, const Marker &marker);
};

} // namespace hexfire::labataille
