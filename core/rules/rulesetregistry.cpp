#include "core/rules/rulesetregistry.h"

#include "core/rules/tlhy/tlhyruleset.h"

#include <functional>

namespace hexfire {

namespace {
struct Entry {
    std::string_view id;
    std::function<std::unique_ptr<RuleSet>()> make;
};

const std::vector<Entry> &entries()
{
    static const std::vector<Entry> all {
        {"tlhy", [] { return std::make_unique<TlhyRuleSet>(); }},
    };
    return all;
}
} // namespace

std::vector<std::string> RuleSetRegistry::ids()
{
    std::vector<std::string> result;
    for (const auto &e : entries())
        result.emplace_back(e.id);
    return result;
}

std::unique_ptr<RuleSet> RuleSetRegistry::create(std::string_view id)
{
    for (const auto &e : entries()) {
        if (e.id == id)
            return e.make();
    }
    return nullptr;
}

} // namespace hexfire
