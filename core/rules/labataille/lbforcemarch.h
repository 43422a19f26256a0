#pragma once

#include "core/game/gamestate.h"
#include "core/rules/action.h"
#include "core/rules/evaluation.h"
#include "core/rules/labataille/lbtables.h"
#include "core/rules/vocabulary.h"

#include <string>
#include <string_view>

namespace hexfire::labataille {

namespace actions {
/** Force march (2.5.2): a division-wide order in the Movement segment. */
inline constexpr std::string_view forceMarch = "force-march";
} // namespace actions

namespace statuses {
/** On a force march this turn: MA ×2 in column or road march, no formation change, no melee. */
inline constexpr std::string_view forceMarch = "force-march";
} // namespace statuses

inline constexpr const char *forceMarchRule = "Force march";
inline constexpr const char *forceMarchAssumption = "docs/rules.md: La Bataille force march";
/** The action's parameter: the consecutive turn of the force march (1, 2 or 3). */
inline constexpr const char *forceMarchTurnParam = "turn";

/**
 * Force march (REFERENCE 2.5.2, Fr p.128): ordered for an organisation at morale level 0, each
 * of its units that has not moved checks its morale at −6 (−12 and −18 on the second and third
 * consecutive turn, a parameter the player sets: HexFire does not track it); a unit that passes
 * has twice its movement allowance in column or road march this turn and changes no formation
 * and makes no melee assault; one that fails takes its morale failure (assumed).
 */
class LbForceMarch final {
public:
    explicit LbForceMarch(const LbOptions &options)
        : m_options(options)
    { }

    /** "force-march": the unit selected names its organisation. */
    Evaluation evaluate(const GameState &state, const Action &action) const;

    static ActionType actionType();
    static StatusType statusType();
    /** Why u, on a force march, may not do `what` ("change formation"); empty when it may. */
    static std::string forbids(const Unit &u, std::string_view what);
    static Assumption assumption();

private:
    const LbOptions &m_options;
};

} // namespace hexfire::labataille
