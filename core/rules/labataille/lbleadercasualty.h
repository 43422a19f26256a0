#pragma once

#include "core/game/gamestate.h"
#include "core/rules/action.h"
#include "core/rules/evaluation.h"
#include "core/rules/labataille/lbtables.h"
#include "core/rules/vocabulary.h"

#include <string_view>

namespace hexfire::labataille {

namespace actions {
/** A leader falls (2.5.4): the player says so in a fire or melee segment. */
inline constexpr std::string_view leaderCasualty = "leader-casualty";
} // namespace actions

inline constexpr const char *leaderCasualtyAssumption
    = "docs/rules.md: La Bataille leader casualty";

/**
 * A leader casualty (REFERENCE 2.5.4): the leader leaves the map and the combat units of his
 * side in his hex check their morale, less his leadership value. When a leader falls was not
 * found: the player says so (in a fire or melee segment, for either side's leader), and the
 * units that check are those stacked with him (assumed).
 */
class LbLeaderCasualty final {
public:
    explicit LbLeaderCasualty(const LbOptions &options)
        : m_options(options)
    { }

    Evaluation evaluate(const GameState &state, const Action &action) const;

    static ActionType actionType();
    static Assumption assumption();

private:
    const LbOptions &m_options;
};

} // namespace hexfire::labataille
