#pragma once

#include "core/rules/ruleset.h"

#include <map>
#include <utility>

namespace hexfire {

/**
 * The lines of sight one evaluation needs, each traced once: with several firers and several
 * target units the same line is asked for more than once (to choose who fires, for cover, for
 * the map). Lives for one evaluation: the position must not change meanwhile.
 */
class LosCache final {
public:
    LosCache(const RuleSet &rules, const GameState &state)
        : m_rules(rules)
        , m_state(state)
    { }

    const LosTrace &operator()(Hex from, Hex to) const
    {
        auto it = m_traces.find({from, to});
        if (it == m_traces.end())
            it = m_traces.emplace(std::make_pair(from, to), m_rules.traceLos(m_state, from, to))
                     .first;
        return it->second;
    }

private:
    const RuleSet &m_rules;
    const GameState &m_state;
    mutable std::map<std::pair<Hex, Hex>, LosTrace> m_traces;
};

} // namespace hexfire
