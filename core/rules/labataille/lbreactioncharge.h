#pragma once

#include "core/rules/action.h"
#include "core/rules/evaluation.h"
#include "core/rules/labataille/lbmovement.h"
#include "core/rules/labataille/lbtables.h"
#include "core/rules/vocabulary.h"

#include <optional>
#include <vector>

namespace hexfire {

class RuleSet;

namespace labataille {

/** Where the reaction-charge DEFAULTs are written down. */
inline constexpr const char *reactionChargeRef = "docs/rules.md: La Bataille reaction charge";
inline constexpr const char *opportunityChargeRef = "docs/rules.md: La Bataille opportunity charge";

/**
 * Reaction and opportunity charges (REFERENCE 2.5.1, 2.5.6): the non-phasing side's fresh
 * cavalry in good order that has not charged answers an enemy within its extended zone of
 * influence, the reaction range (NOT FOUND: DEFAULT 4 hexes heavy, 6 light, LbOptions):
 * - a reaction charge, in the enemy's Charge à Cheval segment, at an enemy cavalry unit that
 *   charged;
 * - an opportunity charge, in the enemy's Movement segment, at an enemy unit that moved.
 * A morale check comes first (2.5.4, "starting a reaction or opportunity charge"); failing it,
 * the cavalry routs as cavalry does on any failed check, and does not charge. Passing it, the
 * cavalry charges as LbCharge makes a charge (movement allowance + 5 MP, the straight run-in,
 * the infantry's reply) and is marked charged; the melee follows in Melee Assault.
 */
class LbReactionCharge final {
public:
    LbReactionCharge(const LbOptions &options, const LbMovement &movement)
        : m_options(&options)
        , m_movement(&movement)
    { }

    /** Evaluates a reaction-charge or opportunity-charge action (by its kind). */
    Evaluation evaluate(const RuleSet &rules, const GameState &state, const Action &action) const;
    /** The reaction range of the cavalry, in hexes: heavy (MA 12 or less) or light. */
    int range(const LbProfile &p) const;
    /** The replies offered now: in the Charge à Cheval segment a reaction charge of each
        eligible unit at each enemy that charged, in the Movement segment an opportunity charge
        at the unit `done` moved; each legal, along the cheapest straight run-in found. */
    std::vector<Action> offers(
        const RuleSet &rules, const GameState &state, const Action &done) const;

    /** The reply u's player may order now: a reaction charge in the enemy's Charge à Cheval
        segment, an opportunity charge in its Movement segment, for fresh cavalry of the other
        side that has not charged; nullopt otherwise. */
    static std::optional<std::string_view> replyKind(const GameState &state, const Unit &u);
    static ActionType reactionActionType();
    static ActionType opportunityActionType();
    /** The DEFAULTs the reaction and opportunity charges rest on. */
    static std::vector<Assumption> assumptions(const LbOptions &options);

private:
    /** Why u may not answer now (not cavalry, the phasing side, not fresh, ...), or empty. */
    std::string whyNotReactor(const GameState &state, const Unit &u) const;
    /** Why `target` is not an enemy u may charge in this segment, or empty. */
    std::string whyNotTarget(const GameState &state, const Unit &u, const Unit &target) const;
    /** The target: the "target" parameter, else the nearest enemy u may charge. */
    const Unit *targetOf(const GameState &state, const Action &action, const Unit &u) const;
    /** The charge LbCharge evaluates for u on a copy of the state in which u's side is the
        phasing side (u's move in its own player turn does not count against it). */
    Evaluation chargeOf(const RuleSet &rules, const GameState &state, const Action &action,
        const Unit &u, const Unit &target) const;
    /** The line of the reach and the assumptions of the charge's kind (e.action's). */
    void explainReach(const Unit &u, const Unit &target, Evaluation &e) const;
    /** The straight run-ins of u at target, cheapest first, ending in `end` when given: the
        path to the hex two away from the target (by LbMovement's costs with the charge's 5 MP
        more), then the hex next to it in line. */
    std::vector<std::vector<Hex>> runIns(
        const GameState &state, const Unit &u, const Unit &target, std::optional<Hex> end) const;
    /** The action with the cheapest run-in the charge allows when it gives no path. */
    Action withRunIn(const RuleSet &rules, const GameState &state, const Action &action,
        const Unit &u, const Unit &target) const;
    /** One reply of u at target, with the cheapest straight run-in; nullopt when none is
        legal. */
    std::optional<Action> offer(const RuleSet &rules, const GameState &state, std::string_view kind,
        const Unit &u, const Unit &target) const;

    const LbOptions *m_options;
    const LbMovement *m_movement;
};

} // namespace labataille
} // namespace hexfire
