#pragma once

#include "core/error.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruletools.h"

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

namespace hexfire {

/** The first unit named twice among the action's actors, if any (in linear time). */
inline std::optional<UnitId> actorNamedTwice(const Action &action)
{
    std::unordered_set<std::string_view> seen;
    for (const UnitId &id : action.actors) {
        if (!seen.insert(id.value).second)
            return id;
    }
    return std::nullopt;
}

/**
 * Which member function evaluates which action key: every rule system's evaluate() is one look-up
 * in its table, and an unknown key is refused the same way everywhere (malformed input: Error).
 */
template <typename System> class ActionTable final {
public:
    using Evaluator = Evaluation (System::*)(const GameState &, const Action &) const;

    ActionTable(std::initializer_list<std::pair<std::string_view, Evaluator>> entries)
    {
        for (const auto &[key, evaluator] : entries)
            add(key, evaluator);
    }

    /** One more action key (a key made from data, such as one per order in a table). */
    void add(std::string_view key, Evaluator evaluator) { m_entries.emplace_back(key, evaluator); }

    /**
     * The evaluation of `action` by its key's member function; throws for an unknown key. A unit
     * named twice among the actors is refused here, for every rule system: each unit takes part
     * once (it would otherwise support its own attack).
     */
    Evaluation evaluate(const System &system, const GameState &state, const Action &action) const
    {
        for (const auto &[key, evaluator] : m_entries) {
            if (key != action.kind)
                continue;
            if (const auto twice = actorNamedTwice(action)) {
                const Unit *unit = state.findUnit(*twice);
                return refused(startEvaluation(action),
                    (unit ? unit->name : twice->value)
                        + " is named twice among the units taking part: each unit takes part once",
                    "");
            }
            return (system.*evaluator)(state, action);
        }
        std::string known;
        for (std::size_t i = 0; i < m_entries.size(); ++i)
            known += (i == 0                             ? ""
                             : i + 1 == m_entries.size() ? " and "
                                                         : ", ")
                + m_entries[i].first;
        throw Error(std::string(system.displayName()) + " has no action \"" + action.kind
            + "\": it knows " + known);
    }

private:
    std::vector<std::pair<std::string, Evaluator>> m_entries;
};

} // namespace hexfire
