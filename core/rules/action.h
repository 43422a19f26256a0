#pragma once

#include "core/game/ids.h"
#include "core/game/params.h"
#include "core/hex/hex.h"

#include <optional>
#include <string>
#include <vector>

namespace hexfire {

/**
 * A player's intent, neutral to every rule system: which action (a key the rule system publishes in
 * RuleVocabulary::actions), who acts, on what, and the parameters the player entered. It is data
 * only; the rule system validates the parameters and RuleSet::evaluate says whether and how it
 * works.
 */
struct Action {
    std::string kind; /**< an ActionType key, e.g. "fire" */
    std::vector<UnitId> actors; /**< who acts; the first leads, the others support */
    std::optional<Hex> target; /**< the target hex, when the action targets a hex */
    std::optional<UnitId> targetUnit; /**< the target unit, when the action targets a unit */
    std::optional<Hex> via; /**< a hex the actors pass through first, when the action allows one */
    ParamMap params; /**< values of the action type's parameters, by key */
    friend bool operator==(const Action &, const Action &) = default;
};

} // namespace hexfire
