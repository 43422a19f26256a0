#pragma once

#include "core/game/effect.h"
#include "core/game/gamestate.h"
#include "core/rules/evaluation.h"
#include "core/rules/labataille/lbtables.h"

#include <optional>
#include <string>
#include <vector>

namespace hexfire::labataille {

/** Where the opportunity-fire DEFAULTs are written down. */
inline constexpr const char *opportunityFireRef = "docs/rules.md: La Bataille opportunity fire";

/**
 * Opportunity fire (REFERENCE 2.5.3): a unit that leaves an enemy zone of influence, or changes
 * formation inside one, in the Movement segment may be fired at (range 1) by the units whose zone
 * it was, as it stood there. The replies come after the order, when the unit stands elsewhere or
 * in another formation, so the order leaves an "opportunity" marker in the hex: its unit, and the
 * formation, facing and hexes the unit had there (params "formation", "facing", "alsoIn").
 */
class LbOpportunityFire final {
public:
    explicit LbOpportunityFire(const LbOptions &options)
        : m_options(&options)
    { }

    /** Whether u may make opportunity fire now: not routed, has a fire value, has not fired. */
    bool mayFire(const Unit &u) const;
    /** The markers a move along path draws: one in each hex left where a holder may fire. */
    std::vector<Effect> markersForMove(
        const GameState &state, const Unit &unit, const std::vector<Hex> &path) const;
    /** The marker a formation change in the unit's hex draws, when a holder may fire. */
    std::optional<Effect> markerForFormationChange(const GameState &state, const Unit &unit) const;
    /** The units that may fire at the marker now, each legal by the zone and its own state. */
    std::vector<UnitId> eligibleFirers(const GameState &state, const Marker &marker) const;
    /** The assumption the opportunity-fire model rests on. */
    static Assumption assumption();

    /** A copy of state with the marker's unit back as it stood in the marker's hex; nullopt when
     *  the marker names no unit on the map. */
    static std::optional<GameState> formerPosition(const GameState &state, const Marker &marker);
    /** The marker's tooltip: who left, in which formation, who may fire. */
    std::string describe(const GameState &state, const Marker &marker) const;

private:
    /** The holders of h, among those, that may fire. */
    std::vector<UnitId> firing(const GameState &state, const std::vector<UnitId> &holders) const;
    static Effect marker(const GameState &state, const Unit &unit, Hex h, int offset,
        const std::vector<UnitId> &firers);

    const LbOptions *m_options;
};

} // namespace hexfire::labataille
