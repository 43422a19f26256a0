#pragma once

#include <compare>
#include <functional>
#include <string>

namespace hexfire {

/**
 * Typed ids, so a unit id cannot be passed where a side id is expected. Unit and side ids are the
 * scenario's own names ("us-1st-squad"); marker ids are numbers the game hands out.
 */
struct UnitId {
    std::string value;
    friend bool operator==(const UnitId &, const UnitId &) = default;
    friend auto operator<=>(const UnitId &, const UnitId &) = default;
};

struct SideId {
    std::string value;
    friend bool operator==(const SideId &, const SideId &) = default;
    friend auto operator<=>(const SideId &, const SideId &) = default;
};

struct MarkerId {
    int value = 0;
    friend constexpr bool operator==(MarkerId, MarkerId) = default;
    friend constexpr auto operator<=>(MarkerId, MarkerId) = default;
};

} // namespace hexfire

template <> struct std::hash<hexfire::UnitId> {
    std::size_t operator()(const hexfire::UnitId &id) const noexcept
    {
        return std::hash<std::string> {}(id.value);
    }
};
