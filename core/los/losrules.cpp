#include "core/los/losrules.h"

namespace hexfire {

std::string_view toString(HexsidePolicy policy)
{
    return policy == HexsidePolicy::Strict ? "strict" : "lenient";
}

std::string_view toString(LosEffect effect)
{
    switch (effect) {
    case LosEffect::Clear:
        return "clear";
    case LosEffect::Hinder:
        return "hinder";
    case LosEffect::Block:
        return "block";
    case LosEffect::HeightPassed:
        return "height passed";
    case LosEffect::HeightBlocked:
        return "height blocked";
    }
    return "?";
}

} // namespace hexfire
