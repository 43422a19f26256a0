#pragma once

#include "core/error.h"
#include "core/rules/ruleset.h"

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace hexfire {

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

    /** The evaluation of `action` by its key's member function; throws for an unknown key. */
    Evaluation evaluate(const System &system, const GameState &state, const Action &action) const
    {
        for (const auto &[key, evaluator] : m_entries) {
            if (key == action.kind)
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
