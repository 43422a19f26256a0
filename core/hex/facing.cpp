#include "core/hex/facing.h"

#include "core/error.h"

#include <algorithm>

namespace hexfire {

Facing Facing::fromPosition(int p)
{
    if (p < 0 || p >= 12)
        throw Error(
            "facing position must be 0..11 (6 hexsides and 6 vertices), got " + std::to_string(p));
    return Facing(p);
}

std::array<HexsideClass, 6> classifyHexsides(Facing facing, const FacingProfile &profile)
{
    const std::string who = profile.formation.empty() ? "formation" : profile.formation;
    if (profile.front < 0 || profile.flank < 0 || profile.rear < 0
        || profile.front + profile.flank + profile.rear != 6)
        throw Error(who + ": front/flank/rear hexside counts must be >= 0 and add up to 6, got "
            + std::to_string(profile.front) + "/" + std::to_string(profile.flank) + "/"
            + std::to_string(profile.rear));
    if (profile.faces == FacingKind::Hexside && facing.kind() != Facing::Kind::Hexside)
        throw Error(who + " must face a hexside, not " + toString(facing));
    if (profile.faces == FacingKind::Vertex && facing.kind() != Facing::Kind::Vertex)
        throw Error(who + " must face a vertex, not " + toString(facing));

    // Angular distance of each hexside from the facing, in half-sixths (0..6).
    std::array<int, 6> dist {};
    for (int d = 0; d < 6; ++d) {
        const int diff = ((2 * d - facing.position()) % 12 + 12) % 12;
        dist[static_cast<std::size_t>(d)] = std::min(diff, 12 - diff);
    }
    std::array<int, 6> order {0, 1, 2, 3, 4, 5};
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return dist[static_cast<std::size_t>(a)] < dist[static_cast<std::size_t>(b)];
    });

    std::array<HexsideClass, 6> result {};
    const std::array<int, 2> cuts {profile.front, profile.front + profile.flank};
    for (int cut : cuts) {
        if (cut > 0 && cut < 6
            && dist[static_cast<std::size_t>(order[static_cast<std::size_t>(cut - 1)])]
                == dist[static_cast<std::size_t>(order[static_cast<std::size_t>(cut)])])
            throw Error(who + ": " + std::to_string(profile.front) + "/"
                + std::to_string(profile.flank) + "/" + std::to_string(profile.rear)
                + " hexsides cannot be split symmetrically around " + toString(facing));
    }
    for (int i = 0; i < 6; ++i) {
        const auto side = static_cast<std::size_t>(order[static_cast<std::size_t>(i)]);
        result[side] = i < cuts[0] ? HexsideClass::Front
            : i < cuts[1]          ? HexsideClass::Flank
                                   : HexsideClass::Rear;
    }
    return result;
}

std::string toString(Facing f)
{
    const int d = index(f.direction());
    if (f.kind() == Facing::Kind::Hexside)
        return "hexside " + std::to_string(d);
    return "vertex " + std::to_string(d) + "/" + std::to_string((d + 1) % 6);
}

std::string_view toString(HexsideClass c)
{
    switch (c) {
    case HexsideClass::Front:
        return "front";
    case HexsideClass::Flank:
        return "flank";
    case HexsideClass::Rear:
        return "rear";
    }
    return "?";
}

} // namespace hexfire
