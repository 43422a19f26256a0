#pragma once

#include "core/dice/dicesource.h"
#include "core/game/gamestate.h"
#include "core/rules/evaluation.h"
#include "core/rules/labataille/lbretreat.h"
#include "core/rules/labataille/lbtables.h"
#include "core/rules/resolution.h"

#include <optional>
#include <string>
#include <vector>

namespace hexfire::labataille {

/** "woods": the terrain's display name in lower case, for a sentence. */
std::string terrainWord(const TerrainKind &kind);

/** Infantry in tirailleur order: it retreats from a charge rather than replying (2.5.6). */
bool isTirailleurs(const Unit &u);

/**
 * What follows the reply of the unit charged (REFERENCE 2.5.6): the tirailleurs' retreat into a
 * hex of a friend in good order or general-order terrain (else they rout), the trample of a
 * routed target (tirailleurs 2 increments per movement point the charger has left, lone routed
 * guns and, DEFAULT, routed infantry 1 per 2), the recall roll of the cavalry when its target
 * routs (NOT FOUND, DEFAULT: an ordinary morale check; failing, it pursues and is routed after the
 * pursuit), and the rout in place of cavalry that made no contact after its full printed
 * movement allowance. Worked out with the evaluation, explained with exact odds, and rolled after
 * the reply in the charge's resolution.
 */
class LbChargeOutcome {
public:
    /**
     * The outcomes of the charge of `charger`, ending in `end` with `pointsLeft` movement points
     * left after spending `pointsSpent`, against `target`.
     */
    LbChargeOutcome(const LbOptions &options, const GameState &state, const Unit &charger, Hex end,
        const Unit &target, int pointsLeft, int pointsSpent);

    bool tirailleurs() const { return m_tirailleurs; }
    /** The tirailleurs' retreat when a refuge was found (none: they rout). */
    const std::optional<RetreatPath> &refuge() const { return m_refuge; }

    /**
     * Explains in e the trample, the recall roll and the contact, with one odds table over what
     * becomes of the charge; `routChance` is the chance that the reply ends with the target
     * routed (1 for a target already routed).
     */
    void explain(const LbOptions &, const GameState &, double routChance, Evaluation &e) const;
    /** The tirailleurs' reply in r: their retreat into the refuge, or their rout. */
    void resolveTirailleurs(
        const LbOptions &, const GameState &, DiceSource &dice, Resolution &r) const;
    /** After the reply in r: the trample and the recall roll if the target routed, or the rout
        of the cavalry that made no contact. */
    void resolve(const LbOptions &, const GameState &, DiceSource &, Resolution &r) const;

    /** The assumptions of these outcomes, for the rule set's list. */
    static std::vector<Assumption> assumptions(const LbOptions &);

private:
    int trampleLoss(const LbOptions &, const GameState &) const;
    double recallChance(const LbOptions &, const GameState &) const;
    bool noContact() const { return m_tirailleurs && m_refuge.has_value(); }
    void rollRecall(const LbOptions &, const GameState &, DiceSource &, Resolution &) const;

    UnitId m_charger;
    UnitId m_target;
    Hex m_end;
    int m_pointsLeft = 0;
    bool m_fullAllowance = false; /**< spent at least its printed movement allowance */
    bool m_tirailleurs = false;
    bool m_targetRouted = false; /**< routed before the charge */
    std::optional<RetreatPath> m_refuge;
};

} // namespace hexfire::labataille
