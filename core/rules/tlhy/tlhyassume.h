#pragma once

#include "core/rules/evaluation.h"
#include "core/rules/tlhy/tlhyoptions.h"

#include <algorithm>
#include <string_view>

namespace hexfire {

/** Adds the assumption `key` of options to e once (as TlhyRuleSet::assume), for the TLHY rules
 *  that live outside TlhyRuleSet. */
inline void tlhyAssume(const TlhyOptions &options, Evaluation &e, std::string_view key)
{
    const bool present = std::any_of(e.assumptions.begin(), e.assumptions.end(),
        [&](const Assumption &b) { return b.key == key; });
    if (present)
        return;
    for (const Assumption &a : options.assumptions()) {
        if (a.key == key)
            e.assumptions.push_back(a);
    }
}

} // namespace hexfire
