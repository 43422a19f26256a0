#pragma once

#include "core/rules/evaluation.h"
#include "core/rules/explanation.h"
#include "core/rules/rulesentence.h"

#include <memory>
#include <mutex>
#include <string_view>
#include <vector>

namespace hexfire {

/**
 * A rule system's options' assumptions, built once per language of rule text instead of on
 * every evaluation that names one of them: each is a few sentences composed through the rule
 * translator, and a Threats map evaluates hundreds of thousands of attacks. Options hold one; a
 * copy or an assignment of the options starts it empty again, since its options may differ, and
 * it takes no part in comparing options. Safe to use from several threads at once.
 */
class AssumptionCache {
public:
    AssumptionCache() = default;
    AssumptionCache(const AssumptionCache &) { }
    AssumptionCache(AssumptionCache &&) noexcept { }
    AssumptionCache &operator=(const AssumptionCache &)
    {
        reset();
        return *this;
    }
    AssumptionCache &operator=(AssumptionCache &&) noexcept
    {
        reset();
        return *this;
    }
    ~AssumptionCache() = default;

    /** What build() returns, built again only when the rule translator changed since. */
    template <class Build> std::shared_ptr<const std::vector<Assumption>> get(Build &&build) const
    {
        const RuleTranslator translator = currentRuleTranslator();
        std::lock_guard lock(m_mutex);
        if (!m_list || m_translator != translator) {
            m_list = std::make_shared<const std::vector<Assumption>>(build());
            m_translator = translator;
        }
        return m_list;
    }

    friend bool operator==(const AssumptionCache &, const AssumptionCache &) { return true; }

private:
    void reset()
    {
        std::lock_guard lock(m_mutex);
        m_list.reset();
    }

    mutable std::mutex m_mutex;
    mutable std::shared_ptr<const std::vector<Assumption>> m_list;
    mutable RuleTranslator m_translator = nullptr;
};

/** Adds the first assumption with this key in list to e, unless e names it already or is
    evaluated for its headline alone (EvaluationDetail::Headline). */
void assumeFrom(const std::vector<Assumption> &list, Evaluation &e, std::string_view key);

} // namespace hexfire
