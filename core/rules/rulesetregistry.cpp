#include "core/rules/rulesetregistry.h"

#include <mutex>

namespace hexfire {

namespace {
struct Entry {
    std::string id;
    RuleSetRegistry::Factory make;
};

struct Registry {
    std::mutex mutex;
    std::vector<Entry> entries;
};

Registry &registry()
{
    static Registry r;
    return r;
}
} // namespace

void RuleSetRegistry::add(std::string id, Factory make)
{
    Registry &r = registry();
    const std::lock_guard lock(r.mutex);
    for (Entry &e : r.entries) {
        if (e.id == id) {
            e.make = std::move(make);
            return;
        }
    }
    r.entries.push_back({std::move(id), std::move(make)});
}

std::vector<std::string> RuleSetRegistry::ids()
{
    Registry &r = registry();
    const std::lock_guard lock(r.mutex);
    std::vector<std::string> result;
    for (const Entry &e : r.entries)
        result.push_back(e.id);
    return result;
}

std::unique_ptr<RuleSet> RuleSetRegistry::create(std::string_view id)
{
    Registry &r = registry();
    Factory make;
    {
        const std::lock_guard lock(r.mutex);
        for (const Entry &e : r.entries) {
            if (e.id == id)
                make = e.make;
        }
    }
    return make ? make() : nullptr;
}

} // namespace hexfire
