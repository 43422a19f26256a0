#include "core/scenario/scenarioformat.h"

#include <array>

namespace hexfire::scenarioformat {

namespace {
// Index = damage level.
constexpr std::array<std::string_view, 4> legacyDamages {
    "none", "damaged", "heavily-damaged", "destroyed"};
} // namespace

std::vector<std::string_view> legacyDamageKeys()
{
    return {legacyDamages.begin(), legacyDamages.end()};
}

std::optional<int> legacyDamageLevel(std::string_view key)
{
    for (std::size_t i = 0; i < legacyDamages.size(); ++i) {
        if (legacyDamages[i] == key)
            return static_cast<int>(i);
    }
    return std::nullopt;
}

} // namespace hexfire::scenarioformat
