#pragma once

#include "core/game/ids.h"

#include <map>
#include <string>

namespace hexfire {

/** A player's side (a nationality, an army): markers and rules may concern one side.
 */
struct Side {
    SideId id;
    std::string name; /**< "American" */
    std::string colour; /**< "#rrggbb" counter colour */
    /**
     * The side's running counts kept off the map, by tally key (RuleVocabulary::tallies): the
     * victory points on a turn track, a pool of command points. A TallyChanged effect changes
     * them in play; the scenario may start a side with some. A key not listed counts 0.
     */
    std::map<std::string, int> tallies {};
    int tally(const std::string &key) const
    {
        const auto it = tallies.find(key);
        return it == tallies.end() ? 0 : it->second;
    }
    friend bool operator==(const Side &, const Side &) = default;
};

} // namespace hexfire
