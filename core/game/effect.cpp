#include "core/game/effect.h"

#include <array>

namespace hexfire {

namespace {
// Indexed by EffectKind; the static_assert keeps the table and the enum the same length.
constexpr std::array<std::string_view, effectKindCount> keys {
    "strength-lost",
    "strength-gained",
    "status-set",
    "status-cleared",
    "eliminated",
    "restored",
    "moved",
    "facing-changed",
    "damage-changed",
    "hexes-changed",
    "profile-changed",
    "marker-placed",
    "marker-changed",
    "marker-removed",
    "sequence-changed",
    "record",
    "unit-arrived",
    "tally-changed",
};
static_assert(static_cast<int>(EffectKind::TallyChanged) + 1 == effectKindCount);
} // namespace

std::string_view key(EffectKind k) { return keys[static_cast<std::size_t>(k)]; }

std::optional<EffectKind> effectKindFromKey(std::string_view k)
{
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (keys[i] == k)
            return static_cast<EffectKind>(i);
    }
    return std::nullopt;
}

} // namespace hexfire
