#include "core/rules/assumptioncache.h"

#include <algorithm>

namespace hexfire {

void assumeFrom(const std::vector<Assumption> &list, Evaluation &e, std::string_view key)
{
    if (e.detail != EvaluationDetail::Full) // not part of a headline
        return;
    if (std::any_of(e.assumptions.begin(), e.assumptions.end(),
            [&](const Assumption &a) { return a.key == key; }))
        return;
    for (const Assumption &a : list) {
        if (a.key == key) {
            e.assumptions.push_back(a);
            return;
        }
    }
}

} // namespace hexfire
