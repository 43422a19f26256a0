#include "core/rules/action.h"

#include <array>

namespace hexfire {

namespace {
struct ActionName {
    ActionKind kind;
    std::string_view key;
    std::string_view display;
};
constexpr std::array<ActionName, 5> names {{
    {ActionKind::SmallArmsFire, "small-arms-fire", "Small-arms fire"},
    {ActionKind::MortarCall, "mortar-call", "Mortar Fire Action"},
    {ActionKind::Assault, "assault", "Assault"},
    {ActionKind::MarkerAdjustment, "marker-adjustment", "Marker Adjustment"},
    {ActionKind::FireResolution, "fire-resolution", "Fire Resolution"},
}};
} // namespace

std::string_view key(ActionKind k) { return names[static_cast<std::size_t>(k)].key; }

std::optional<ActionKind> actionKindFromKey(std::string_view k)
{
    for (const auto &n : names) {
        if (n.key == k)
            return n.kind;
    }
    return std::nullopt;
}

std::string_view displayName(ActionKind k) { return names[static_cast<std::size_t>(k)].display; }

} // namespace hexfire
