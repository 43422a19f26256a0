#pragma once

#include "core/game/ids.h"

#include <string>

namespace hexfire {

/** A player's side (a nationality, an army): markers and rules may concern one side.
 */
struct Side {
    SideId id;
    std::string name; /**< "American" */
    std::string colour; /**< "#rrggbb" counter colour */
    friend bool operator==(const Side &, const Side &) = default;
};

} // namespace hexfire
