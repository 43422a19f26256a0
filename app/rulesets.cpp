#include "app/rulesets.h"

#include "core/rules/labataille/lbruleset.h"
#include "core/rules/rulesetregistry.h"
#include "core/rules/skirmish/skruleset.h"
#include "core/rules/tideofiron/toiruleset.h"
#include "core/rules/tlhy/tlhyruleset.h"

namespace hexfire {

void registerRuleSets()
{
    RuleSetRegistry::add("tlhy", [] { return std::make_unique<TlhyRuleSet>(); });
    RuleSetRegistry::add("labataille", [] { return std::make_unique<LaBatailleRuleSet>(); });
    RuleSetRegistry::add("skirmish", [] { return std::make_unique<SkirmishRuleSet>(); });
    RuleSetRegistry::add("tideofiron", [] { return std::make_unique<TideOfIronRuleSet>(); });
}

const char *firstStartExample() { return "tlhy-21-8-3-assault-hex.json"; }

} // namespace hexfire
