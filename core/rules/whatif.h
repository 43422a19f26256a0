#pragma once

#include "core/game/effect.h"
#include "core/game/gamestate.h"
#include "core/rules/action.h"
#include "core/rules/evaluation.h"
#include "core/rules/oddssummary.h"
#include "core/rules/ruleset.h"

#include <string>
#include <vector>

namespace hexfire {

/**
 * One thing a player can change about an action to see how the odds move: a state of the
 * target or of the leading unit, an order one of them takes first (a formation, a posture, a
 * turn), a supporter added or taken away, one input, a marker taken off the target's hex, the
 * target's cover (its hex's terrain or in-hex features). Built
 * only from what the rule system publishes; the change is data (state changes as generic
 * effects, and the action as changed), so evaluating it is the rule system's evaluate.
 */
struct WhatIfChange {
    enum class Kind : std::uint8_t {
        TargetState, /**< a state of a target unit set or cleared */
        ActorState, /**< a state of the leading unit set or cleared */
        Order, /**< a target or the leading unit first takes an order (no dice) */
        Supporter, /**< a unit supports the action, or no longer does */
        Input, /**< one of the action's parameters changed */
        Marker, /**< a marker taken off the target's hex */
        Cover, /**< the target's hex with other terrain, or a feature in it added or taken away */
    };
    /** A change to one hex of the map (Kind::Cover): its terrain, or one in-hex feature. */
    struct MapChange {
        Hex hex;
        std::string terrain; /**< the terrain id it gets; empty: unchanged */
        std::string addFeature; /**< an in-hex feature id put in; may be empty */
        std::string removeFeature; /**< an in-hex feature id taken away; may be empty */
    };
    Kind kind = Kind::Input;
    std::string label; /**< a plain sentence: "If 1st Squad were Disrupted" */
    std::vector<Effect> stateChanges; /**< applied to the position before the action is taken */
    std::vector<MapChange> mapChanges; /**< made to a copy of the map first */
    Action action; /**< the action as changed (its inputs, its actors) */
};

/**
 * Every single change a player can try on this action in this position, in a fixed order: the
 * targets' states, the leading unit's states, their orders, the supporters, the inputs, the
 * markers, the cover (each other terrain the map uses, each in-hex feature present taken away and
 * each the rule system publishes put in). Orders and added supporters are kept only where the rules
 * allow them (an order that is legal, rolls no die and changes something; a supporter with whom the
 * action stays legal).
 */
std::vector<WhatIfChange> whatIfChanges(
    const RuleSet &rules, const GameState &state, const Action &action);

/** The position a change makes: state with its map changes made and its stateChanges applied. */
GameState changedState(const GameState &state, const WhatIfChange &change);

/** One outcome's probability before and after a change. */
struct OddsDifference {
    std::string table; /**< the title of the table it belongs to (after the change, if there) */
    std::string key; /**< OutcomeOdds::key */
    std::string label; /**< OutcomeOdds::label */
    double before = 0.0; /**< 0 when the outcome was not possible before */
    double after = 0.0; /**< 0 when it is no longer possible */
    friend bool operator==(const OddsDifference &, const OddsDifference &) = default;
};

/** The action's evaluation before and after one change, side by side. */
struct WhatIf {
    Evaluation before;
    Evaluation after; /**< the rule system's evaluate of change.action in changedState */
    OddsSummary beforeHeadline; /**< headlineOf(before) */
    OddsSummary afterHeadline;
    /**
     * Every outcome of either side, table by table: tables matched by subject (several with one
     * subject in their order), outcomes by key; in the after side's order, then what is gone.
     */
    std::vector<OddsDifference> differences;
};

/** Evaluates the action as it is and as the change makes it. */
WhatIf whatIf(
    const RuleSet &rules, const GameState &state, const Action &action, const WhatIfChange &change);

/** The outcome differences between two lists of odds tables, as WhatIf::differences. */
std::vector<OddsDifference> oddsDifferences(
    const std::vector<OddsTable> &before, const std::vector<OddsTable> &after);

} // namespace hexfire
