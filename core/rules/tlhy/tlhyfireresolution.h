#pragma once

#include "core/dice/dicesource.h"
#include "core/game/gamestate.h"
#include "core/rules/evaluation.h"
#include "core/rules/resolution.h"
#include "core/rules/tlhy/tlhyoptions.h"

#include <string>
#include <vector>

namespace hexfire {

/**
 * The TLHY Fire Resolution of one hex (REFERENCE 1.2): one d10 per DRM marker (rolled once even
 * when it affects both sides), per side the highest FFAR against the unit selected by 13.1.3, the
 * platoon-leader −1, the thresholds and the other units' Cohesion Checks, then the markers leave.
 *
 * evaluate() adds the breakdown, the dice and the exact odds of every unit's outcome; resolve()
 * rolls in this order: the markers (by marker id), then per side (in GameState::sides() order) a
 * tie-break die when needed and the Cohesion Checks in unit order.
 */
class TlhyFireResolution final {
public:
    explicit TlhyFireResolution(const TlhyOptions &options)
        : m_options(options)
    { }

    /** Hexes holding SADRM or MDRM markers, in the map's cell order. */
    static std::vector<Hex> hexesWithDrmMarkers(const GameState &state);

    /** Appends lines, dice and odds for hex; titles of odds tables start with titlePrefix. */
    void evaluate(const GameState &state, Hex hex, Evaluation &out,
        const std::string &titlePrefix = {}) const;
    /** Rolls and appends rolls' results, outcomes, effects and lines for hex. */
    void resolve(const GameState &state, Hex hex, DiceSource &dice, Resolution &out) const;

private:
    const TlhyOptions &m_options;
};

} // namespace hexfire
