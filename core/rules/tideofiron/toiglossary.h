#pragma once

#include "core/rules/vocabulary.h"

#include <string_view>
#include <vector>

namespace hexfire::toi {

/** Tide of Iron's words for a newcomer, alphabetical (RuleVocabulary::glossary). */
const std::vector<GlossaryTerm> &glossary();
/** How attacks work in Tide of Iron, in HexFire's own words (RuleVocabulary::primer). */
std::string_view primer();

} // namespace hexfire::toi
