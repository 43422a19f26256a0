#pragma once

#include "core/rules/ruleset.h"

#include <string_view>
#include <vector>

namespace hexfire::cli {

// What the commands read of a rule system's vocabulary, in one place: when RuleSet's accessors
// change, only these lines do.

inline const std::vector<ActionType> &actionTypesOf(const RuleSet &r) { return r.actionTypes(); }
inline const std::vector<StatusType> &statusTypesOf(const RuleSet &r) { return r.statusTypes(); }
inline const std::vector<MarkerType> &markerTypesOf(const RuleSet &r) { return r.markerTypes(); }
inline const std::vector<EffectType> &effectTypesOf(const RuleSet &r) { return r.effectTypes(); }
inline const std::vector<std::string> &damageLevelsOf(const RuleSet &r) { return r.damageLevels(); }
inline const std::vector<GlossaryTerm> &glossaryOf(const RuleSet &r) { return r.glossary(); }
inline std::string_view primerOf(const RuleSet &r) { return r.primer(); }

} // namespace hexfire::cli
