// Each rule system's options and data tables (a scenario's "rulesetOptions" object) from a
// stranger: configure() either reports every problem at its node or accepts the tables, and the
// bundled scenarios of that rule system then validate and replay under them without a crash, leak
// or UB.

#include "fuzzcheck.h"

#include "app/rulesets.h"
#include "core/data/jsonparser.h"
#include "core/rules/rulesetregistry.h"
#include "core/scenario/scenarioio.h"
#include "tests/onedie/onedieruleset.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

using namespace hexfire;

namespace {

/** The bundled scenarios and fixtures by rule system: the positions the fuzzed tables play. */
std::map<std::string, std::vector<Scenario>> &positions()
{
    static std::map<std::string, std::vector<Scenario>> byRuleSet;
    return byRuleSet;
}

void loadPositions(const std::filesystem::path &folder)
{
    for (const auto &entry : std::filesystem::directory_iterator(folder)) {
        if (entry.path().extension() != ".json")
            continue;
        LoadResult r = loadScenarioFile(entry.path().string());
        if (r.ok())
            positions()[r.scenario->rulesetId].push_back(std::move(*r.scenario));
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    registerRuleSets();
    registerOneDie();
    loadPositions(HEXFIRE_SOURCE_DIR "/resources/scenarios");
    loadPositions(HEXFIRE_SOURCE_DIR "/tests/data/onedie");
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    Diagnostics parsed;
    const auto options = JsonParser().parse(text, "options.json", parsed);
    if (!options)
        return 0;
    for (const std::string &id : RuleSetRegistry::ids()) {
        auto rules = RuleSetRegistry::create(id);
        Diagnostics configured;
        rules->configure(*options, configured);
        (void)rules->assumptions();
        if (!configured.empty())
            continue;
        for (const Scenario &base : positions()[id]) {
            Scenario s = base;
            s.rulesetOptions = *options;
            Diagnostics checked;
            (void)checkScenario(s, checked);
        }
    }
    return 0;
}
