#pragma once

#include "core/game/ids.h"
#include "core/game/params.h"
#include "core/hex/hex.h"

#include <optional>
#include <string>

namespace hexfire {

/**
 * A marker on the map: a kind its rule system publishes (RuleVocabulary::markers), a hex, the side
 * it concerns, a printed value and parameters the rule system owns (a terrain part and who it
 * helps, the hex an arrow points at, ...).
 */
struct Marker {
    MarkerId id;
    std::string kind; /**< a marker type key of the rule system */
    Hex hex;
    std::optional<SideId> side; /**< the side it affects or belongs to, when it has one */
    int value = 0; /**< the printed value, for markers that carry one */
    std::optional<UnitId> unit; /**< the unit it belongs to, when it has one */
    ParamMap params;
    std::string source; /**< what placed it, for the explanation ("German MG section fire") */
    friend bool operator==(const Marker &, const Marker &) = default;
};

} // namespace hexfire
