#pragma once

#include "core/game/gamestate.h"
#include "core/rules/action.h"
#include "core/rules/evaluation.h"
#include "core/rules/tlhy/tlhyoptions.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace hexfire {

/**
 * The TLHY Assault Resolution of a hex with an Assault Nationality marker (REFERENCE 1.8.6, 14.0,
 * 14.3.3): the units of both sides, the automatic results, the net DRM (−4…+4, negative favours
 * the defender) and, since the results table was not found, the players' result (the "result"
 * choice, asked on commit) or, with the option assaultPlaceholderTable, a NOT OFFICIAL
 * placeholder roll. The losing side retreats 2 hexes to a hex HexFire picks, or is eliminated
 * when it has none; when the assault ends its markers leave.
 */
class TlhyAssaultResolution final {
public:
    enum class Result { AttackerWins, DefenderWins, Continues };

    struct UnitFacts {
        UnitId id;
        std::string name;
        int cohesion = 0;
        int assaultValue = 0;
        int smallArmsValue = 0;
        int strength = 0;
        bool leader = false;
        bool vehicle = false;
        bool disrupted = false;
        bool concealed = false;
        bool regrouping = false;
        bool heroic = false;
        std::string company;
    };
    /** One side's units in the hex and where they would retreat. */
    struct SideGroup {
        SideId side;
        std::string name;
        std::vector<UnitFacts> units;
        std::optional<Hex> retreat; /**< none: the side cannot retreat and is eliminated */
        std::string retreatWhere;
        bool hasCombat() const;
        /** Best Cohesion of the combat units, or of all units when combatOnly is false. */
        int bestCohesion(bool combatOnly) const;
        int bestAssaultValue() const;
        /** The unit that takes the placeholder casualty: best combat unit by Cohesion, AV, SAV. */
        const UnitFacts *bestUnit() const;
    };
    struct Modifier {
        std::string key;
        std::string text;
        int value = 0;
    };
    struct HexPlan {
        Hex hex;
        std::string where;
        SideGroup attacker;
        SideGroup defender;
        std::vector<Modifier> modifiers;
        int net = 0; /**< capped −4…+4, for the attacker */
        std::optional<Result> automatic;
        std::string automaticText;
        std::vector<Marker> leaving; /**< the Nationality marker and the arrows at the hex */
    };

    explicit TlhyAssaultResolution(const TlhyOptions &options)
        : m_options(options)
    { }

    /** The evaluation of an "assault-resolution" action. */
    Evaluation evaluate(const GameState &state, const Action &action) const;

    /** Hexes holding an Assault Nationality marker, in the map's cell order. */
    static std::vector<Hex> assaultHexes(const GameState &state);
    /** Everything about hex that needs no die. */
    HexPlan plan(const GameState &state, Hex hex) const;
    /** Where units of `side` leaving hex retreat (14.3.3 as HexFire applies it), or none. */
    static std::optional<Hex> retreatHex(const GameState &state, Hex hex, const SideId &side);
    /** P(attacker wins), P(defender wins), P(continues) of the placeholder table. */
    static std::array<double, 3> placeholderOdds(const HexPlan &plan);
    /** The placeholder's result for the two dice. */
    static Result placeholderResult(const HexPlan &plan, int attackerDie, int defenderDie);
    /** The effects of result r in plan's hex; casualty: the loser's best unit takes one. */
    static std::vector<Effect> effects(const HexPlan &plan, Result r, bool casualty);

private:
    void explainHex(const GameState &state, const HexPlan &plan, Evaluation &e) const;
    const TlhyOptions &m_options;
};

} // namespace hexfire
