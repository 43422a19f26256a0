#pragma once

#include "core/game/ids.h"
#include "core/hex/hex.h"

#include <map>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace hexfire {

/**
 * A value a rule system attaches to an action or a marker: a number, a flag, a word or text, a hex,
 * a unit, a list of units, or a list of hexes (a path). Shared code stores, compares, reads and writes these by the type the
 * rule system declares (ParamSpec); what a value means is the rule system's business.
 */
using ParamValue
    = std::variant<int, bool, std::string, Hex, UnitId, std::vector<UnitId>, std::vector<Hex>>;

/** Parameters by key, in key order so files and output are stable. */
using ParamMap = std::map<std::string, ParamValue, std::less<>>;

/** The value under key when it holds a T, else nullptr. */
template <typename T> const T *paramAs(const ParamMap &params, std::string_view key)
{
    const auto it = params.find(key);
    return it == params.end() ? nullptr : std::get_if<T>(&it->second);
}

/** The value under key when it holds a T, else fallback. */
template <typename T> T paramOr(const ParamMap &params, std::string_view key, T fallback)
{
    const T *v = paramAs<T>(params, key);
    return v ? *v : std::move(fallback);
}

} // namespace hexfire
