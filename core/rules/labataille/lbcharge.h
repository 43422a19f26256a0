#pragma once

#include "core/rules/evaluation.h"
#include "core/rules/labataille/lbmovement.h"
#include "core/rules/labataille/lbtables.h"
#include "core/rules/vocabulary.h"

#include <vector>

namespace hexfire {

class RuleSet;

namespace labataille {

/** The rule section the charge lines cite. */
inline constexpr const char *chargeRule = "Charge à Cheval";
/** The target's reply (ParamSpec "reply"): "stand" (default) or "carre"; tirailleurs "retreat"
    (their only reply, taken when none is given). */
inline constexpr std::string_view replyParam = "reply";
inline constexpr std::string_view replyStand = "stand";
inline constexpr std::string_view replyCarre = "carre";
inline constexpr std::string_view replyRetreat = "retreat";

/**
 * Charge à Cheval (REFERENCE 2.5.6) in one action: a fresh cavalry unit of the phasing side that
 * has not moved or charged and is in good order moves along a path with its movement allowance
 * plus 5 MP, never into general-order terrain and not stopped by zones of influence (DEFAULT),
 * the last two hexes straight at the enemy combat unit it charges (DEFAULT), and ends next to
 * it. Infantry replies when the charge is committed: it stands (a morale check; a failure routs
 * or disorders it as any failed check) or tries to form carré (the Carré Realization roll at the
 * distance the charge was declared from, 2 hexes, DEFAULT); tirailleurs retreat or rout, and a
 * routed unit does not reply. Cavalry and artillery do not reply. What follows the reply (the
 * trample, the recall roll, no contact) is LbChargeOutcome's. The melee follows in the Melee
 * Assault segment with the melee action.
 */
class LbCharge {
public:
    LbCharge(const LbOptions &options, const LbMovement &movement)
        : m_options(&options)
        , m_movement(&movement)
    { }

    Evaluation evaluate(const RuleSet &rules, const GameState &state, const Action &action) const;

    /** The charge's action type, with the "path", "target" and "reply" parameters. */
    static ActionType actionType();
    /** The DEFAULTs of the charge, for the rule set's list. */
    static std::vector<Assumption> assumptions();

private:
    const LbOptions *m_options;
    const LbMovement *m_movement;
};

} // namespace labataille
} // namespace hexfire
