#pragma once

#include "core/game/gamestate.h"
#include "core/hex/facing.h"
#include "core/rules/action.h"
#include "core/rules/vocabulary.h"

#include <array>
#include <optional>
#include <string_view>
#include <vector>

namespace hexfire {

/*
 * Optional parts of a rule system, as Tiled's plugin interfaces are: a rule system whose game has
 * the rule implements the interface and returns itself from the RuleSet getter
 * (RuleSet::reactionRules() and so on); the getter returns nullptr by default and RuleSet's
 * convenience functions (RuleSet::reactions() ...) then give the default answer. Shared code asks
 * through those functions and never learns which rule system has which part.
 */

/** Replies the rules let the other side make to an action just taken (Op Fire, ...). */
class ReactionRules {
public:
    virtual ~ReactionRules() = default;
    /** The actions the other side may take in reply to `done`, each legal now. */
    virtual std::vector<Action> reactionsTo(const GameState &state, const Action &done) const = 0;
};

/** Items a player puts in order when committing an action (ParamSpec::askOrderOnCommit). */
class OrderItemRules {
public:
    virtual ~OrderItemRules() = default;
    /** The items of the parameter paramKey in the default order; empty: nothing to choose. */
    virtual std::vector<ParamChoice> itemsToOrder(
        const GameState &state, const Action &action, std::string_view paramKey) const = 0;
};

/** Facing: which hexsides of a unit are front, flank and rear. */
class FacingRules {
public:
    virtual ~FacingRules() = default;
    /** The classes of the unit's six hexsides (by HexDirection); nullopt when it does not face. */
    virtual std::optional<std::array<HexsideClass, 6>> hexsideClassesOf(
        const GameState &state, const Unit &unit) const = 0;
};

} // namespace hexfire
