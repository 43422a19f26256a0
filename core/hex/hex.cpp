#include "core/hex/hex.h"

#include "core/error.h"

#include <cmath>

namespace hexfire {

HexDirection directionTo(Hex a, Hex b)
{
    for (HexDirection d : allDirections) {
        if (neighbor(a, d) == b)
            return d;
    }
    throw Error("directionTo: " + toString(a) + " and " + toString(b) + " are not adjacent");
}

std::vector<Hex> ring(Hex center, int radius)
{
    if (radius < 0)
        throw Error("ring: radius must be >= 0, got " + std::to_string(radius));
    if (radius == 0)
        return {center};
    std::vector<Hex> result;
    result.reserve(static_cast<std::size_t>(6 * radius));
    // Start radius steps in direction 4 and walk the six sides clockwise.
    Hex h = center + step(HexDirection::D4) * radius;
    for (HexDirection side : allDirections) {
        for (int i = 0; i < radius; ++i) {
            result.push_back(h);
            h = neighbor(h, side);
        }
    }
    return result;
}

std::vector<Hex> range(Hex center, int radius)
{
    if (radius < 0)
        throw Error("range: radius must be >= 0, got " + std::to_string(radius));
    std::vector<Hex> result;
    result.reserve(static_cast<std::size_t>(1 + 3 * radius * (radius + 1)));
    for (int k = 0; k <= radius; ++k) {
        const auto r = ring(center, k);
        result.insert(result.end(), r.begin(), r.end());
    }
    return result;
}

Hex roundToHex(double q, double r)
{
    const double s = -q - r;
    double rq = std::round(q);
    double rr = std::round(r);
    const double rs = std::round(s);
    const double dq = std::abs(rq - q);
    const double dr = std::abs(rr - r);
    const double ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return {static_cast<int>(rq), static_cast<int>(rr)};
}

std::vector<Hex> line(Hex a, Hex b)
{
    const int n = distance(a, b);
    std::vector<Hex> result;
    result.reserve(static_cast<std::size_t>(n + 1));
    // A tiny nudge keeps points that fall exactly on an edge from rounding both ways.
    constexpr double eps = 1e-6;
    for (int i = 0; i <= n; ++i) {
        const double t = n == 0 ? 0.0 : static_cast<double>(i) / n;
        const double q = a.q() + eps + (b.q() - a.q()) * t;
        const double r = a.r() + 2 * eps + (b.r() - a.r()) * t;
        result.push_back(roundToHex(q, r));
    }
    return result;
}

std::string detail::hexText(Hex h)
{
    return "Hex(" + std::to_string(h.q()) + "," + std::to_string(h.r()) + ")";
}

} // namespace hexfire
