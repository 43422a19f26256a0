#pragma once

#include "core/rules/vocabulary.h"

#include <string_view>
#include <vector>

namespace hexfire::labataille {

/** La Bataille's words for a newcomer, alphabetical (RuleVocabulary::glossary). */
const std::vector<GlossaryTerm> &glossary();
/** How La Bataille's fire works, in HexFire's own words (RuleVocabulary::primer). */
std::string_view primer();

} // namespace hexfire::labataille
