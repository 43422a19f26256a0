#include "core/game/effect.h"

#include <array>
#include <utility>

namespace hexfire {

namespace {
struct EffectName {
    EffectKind kind;
    std::string_view key;
    std::string_view display;
};
constexpr std::array<EffectName, 18> names {{
    {EffectKind::Casualty, "casualty", "Casualty"},
    {EffectKind::Disrupted, "disrupted", "Disrupted"},
    {EffectKind::CohesionCheck, "cohesion-check", "Cohesion check"},
    {EffectKind::ConcealmentLost, "concealment-lost", "Concealment lost"},
    {EffectKind::Eliminated, "eliminated", "Eliminated"},
    {EffectKind::IncrementsLost, "increments-lost", "Increments lost"},
    {EffectKind::MoraleCheck, "morale-check", "Morale check"},
    {EffectKind::Hits, "hits", "Hits"},
    {EffectKind::FiguresLost, "figures-lost", "Figures lost"},
    {EffectKind::Fatigued, "fatigued", "Fatigued"},
    {EffectKind::Pinned, "pinned", "Pinned"},
    {EffectKind::Routed, "routed", "Routed"},
    {EffectKind::Damaged, "damaged", "Damaged"},
    {EffectKind::HeavilyDamaged, "heavily-damaged", "Heavily damaged"},
    {EffectKind::Destroyed, "destroyed", "Destroyed"},
    {EffectKind::MarkerPlaced, "marker-placed", "Marker placed"},
    {EffectKind::MarkerRemoved, "marker-removed", "Marker removed"},
    {EffectKind::Moved, "moved", "Moved"},
}};
} // namespace

std::string_view key(EffectKind k) { return names[static_cast<std::size_t>(k)].key; }

std::optional<EffectKind> effectKindFromKey(std::string_view k)
{
    for (const auto &n : names) {
        if (n.key == k)
            return n.kind;
    }
    return std::nullopt;
}

std::string_view displayName(EffectKind k) { return names[static_cast<std::size_t>(k)].display; }

} // namespace hexfire
