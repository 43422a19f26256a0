#pragma once

#include "core/rules/vocabulary.h"

#include <string>
#include <string_view>
#include <vector>

namespace hexfire::labataille {

/** La Bataille's words for a newcomer, alphabetical (RuleVocabulary::glossary). */
const std::vector<GlossaryTerm> &glossary();
/** How La Bataille's fire works, in HexFire's own words (RuleVocabulary::primer). The last sentence
   says whether the charts in use are HexFire's placeholders (chartsNotOfficial) or the scenario's
   own. */
std::string primer(bool chartsNotOfficial);

} // namespace hexfire::labataille
