#pragma once

#include "core/game/gamestate.h"
#include "core/rules/action.h"
#include "core/rules/evaluation.h"
#include "core/rules/labataille/lbtables.h"

namespace hexfire::labataille {

/**
 * The Morale Recovery segment (REFERENCE 2.5.4): the phasing side's disordered and routed units
 * check their morale, each once. A disordered unit that passes returns to good order and one that
 * fails routs. A routed unit within `recoveryRange` hexes of an enemy keeps routing without a roll
 * (it retreats again, DEFAULT); farther away a pass rallies it to disordered (DEFAULT) and a fail
 * sends it on its way, 10 more hexes towards woods or built-up terrain (DEFAULT).
 */
class LbRecovery final {
public:
    explicit LbRecovery(const LbOptions &options)
        : m_options(options)
    { }

    /** "recover-morale": one disordered or routed unit of the phasing side. */
    Evaluation evaluateOne(const GameState &state, const Action &action) const;
    /** "morale-recovery", the segment's end step: every unit not yet checked rolls, then the
        units lose their "recovery-checked" mark. */
    Evaluation evaluateSegment(const GameState &state, const Action &action) const;

private:
    const LbOptions &m_options;
};

} // namespace hexfire::labataille
