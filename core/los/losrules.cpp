#include "core/los/losrules.h"

#include "core/map/internedid.h"

#include <mutex>
#include <set>
#include <tuple>

namespace hexfire {

namespace {
struct ReasonLess {
    using is_transparent = void;
    static auto tie(const LosReason &r) { return std::tie(r.key, r.text, r.ruleRef); }
    bool operator()(const LosReason &a, const LosReason &b) const { return tie(a) < tie(b); }
};
std::mutex internMutex;
} // namespace

const LosReason *internReason(std::string_view key, std::string_view text, std::string_view ruleRef)
{
    // std::set never moves its nodes, so the returned address stays valid.
    static std::set<LosReason, ReasonLess> pool;
    const std::lock_guard lock(internMutex);
    const auto [it, inserted]
        = pool.insert(LosReason {std::string(key), std::string(text), std::string(ruleRef)});
    return &*it;
}

std::string_view internId(std::string_view id) { return internedId(id); }

bool LosRules::mayObstruct(const MapGrid &, int, int) const { return true; }

bool LosRules::alwaysBlocks(const MapGrid &, int, int) const { return false; }

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
