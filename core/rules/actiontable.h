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
    if (action.actors.size() < 2) // most actions: no set to build
        return std::nullopt;
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
    /** An evaluator that can spare work when only the headline is asked (EvaluationDetail). */
    using DetailEvaluator
        = Evaluation (System::*)(const GameState &, const Action &, EvaluationDetail) const;

    /** Either kind of evaluator for a key. */
    struct Entry {
        Entry(std::string_view k, Evaluator e)
            : key(k)
            , evaluator(e)
        { }
        Entry(std::string_view k, DetailEvaluator e)
            : key(k)
            , detailEvaluator(e)
        { }
        std::string key;
        Evaluator evaluator = nullptr;
        DetailEvaluator detailEvaluator = nullptr;
    };

    ActionTable(std::initializer_list<Entry> entries)
        : m_entries(entries)
    { }

    /** One more action key (a key made from data, such as one per order in a table). */
    void add(std::string_view key, Evaluator evaluator) { m_entries.emplace_back(key, evaluator); }

    /**
     * The evaluation of `action` by its key's member function; throws for an unknown key. A unit
     * named twice among the actors is refused here, for every rule system: each unit takes part
     * once (it would otherwise support its own attack).
     */
    Evaluation evaluate(const System &system, const GameState &state, const Action &action,
        EvaluationDetail detail = EvaluationDetail::Full) const
    {
        for (const Entry &entry : m_entries) {
            if (entry.key != action.kind)
                continue;
            if (const auto twice = actorNamedTwice(action)) {
                const Unit *unit = state.findUnit(*twice);
                return refused(startEvaluation(action),
                    (unit ? unit->name : twice->value)
                        + " is named twice among the units taking part: each unit takes part once",
                    "");
            }
            if (entry.detailEvaluator)
                return (system.*entry.detailEvaluator)(state, action, detail);
            return (system.*entry.evaluator)(state, action);
        }
        std::string known;
        for (std::size_t i = 0; i < m_entries.size(); ++i)
            known += (i == 0 ? "" : i + 1 == m_entries.size() ? " and " : ", ") + m_entries[i].key;
        throw Error(std::string(system.displayName()) + " has no action \"" + action.kind
            + "\": it knows " + known);
    }

private:
    std::vector<Entry> m_entries;
};

} // namespace hexfire
