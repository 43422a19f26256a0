#pragma once

#include "core/los/losengine.h"
#include "core/rules/ruleset.h"

#include <map>
#include <memory>
#include <optional>
#include <utility>

namespace hexfire {

/**
 * The lines of sight one evaluation needs, each traced once: with several firers and several
 * target units the same line is asked for more than once (to choose who fires, for cover, for
 * the map). Lives for one evaluation: the position must not change meanwhile. A line asked only
 * whether it is blocked (verdict) is not traced at all: the engine's verdict stops at the first
 * blocker, with the same verdict and hindrances as a trace.
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
            it = m_traces.emplace(std::make_pair(from, to), engine().trace(from, to)).first;
        return it->second;
    }

    /** What a trace of the line would say (LosTrace::result), without tracing it. */
    LosResult verdict(Hex from, Hex to) const
    {
        if (const auto traced = m_traces.find({from, to}); traced != m_traces.end())
            return traced->second.result();
        auto it = m_verdicts.find({from, to});
        if (it == m_verdicts.end())
            it = m_verdicts.emplace(std::make_pair(from, to), engine().verdict(from, to)).first;
        return it->second;
    }

private:
    LosEngine &engine() const
    {
        if (!m_engine) {
            m_hook = m_rules.losRules(m_state);
            m_engine.emplace(m_state.map(), *m_hook);
        }
        return *m_engine;
    }

    const RuleSet &m_rules;
    const GameState &m_state;
    mutable std::shared_ptr<const LosRules> m_hook; /**< the position's, kept while in use */
    mutable std::optional<LosEngine> m_engine;
    mutable std::map<std::pair<Hex, Hex>, LosTrace> m_traces;
    mutable std::map<std::pair<Hex, Hex>, LosResult> m_verdicts;
};

} // namespace hexfire
