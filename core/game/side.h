#pragma once

#include "core/game/ids.h"

#include <string>

namespace hexfire {

/** A player's side: in The Last Hundred Yards a side is a nationality (SADRM markers affect one).
 */
struct Side {
    SideId id;
    std::string name; /**< "American" */
    std::string colour; /**< "#rrggbb" counter colour */
    friend bool operator==(const Side &, const Side &) = default;
};

} // namespace hexfire
