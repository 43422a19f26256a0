#pragma once

#include <array>
#include <compare>
#include <concepts>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

namespace hexfire {

/**
 * The six hexside directions in clockwise order (screen y grows downwards). The axial step of each
 * direction is fixed; the compass name depends on the map's orientation: on a flat-top map
 * direction 0 points north, on a pointy-top map it points north-west (see HexLayout::compassName).
 */
enum class HexDirection : std::uint8_t { D0, D1, D2, D3, D4, D5 };

inline constexpr std::array<HexDirection, 6> allDirections {
    HexDirection::D0,
    HexDirection::D1,
    HexDirection::D2,
    HexDirection::D3,
    HexDirection::D4,
    HexDirection::D5,
};

constexpr int index(HexDirection d) { return static_cast<int>(d); }

/** Direction i (taken mod 6, negative values allowed). */
constexpr HexDirection direction(int i) { return static_cast<HexDirection>(((i % 6) + 6) % 6); }

/** Rotates clockwise by k sixths; rotated(d, 6) == d. */
constexpr HexDirection rotated(HexDirection d, int k) { return direction(index(d) + k); }

constexpr HexDirection opposite(HexDirection d) { return rotated(d, 3); }

/**
 * A hex in axial coordinates (q, r); the third cube coordinate s = -q - r is derived.
 * Hexes under + and - form an abelian group with Hex{0, 0} as identity; a hex is also the vector
 * between two hexes, which is how distance and direction steps are written.
 */
class Hex final {
public:
    constexpr Hex() = default;
    constexpr Hex(int q, int r)
        : m_q(q)
        , m_r(r)
    { }

    constexpr int q() const { return m_q; }
    constexpr int r() const { return m_r; }
    constexpr int s() const { return -m_q - m_r; }

    friend constexpr bool operator==(Hex, Hex) = default;
    friend constexpr auto operator<=>(Hex, Hex) = default;

    friend constexpr Hex operator+(Hex a, Hex b) { return {a.m_q + b.m_q, a.m_r + b.m_r}; }
    friend constexpr Hex operator-(Hex a, Hex b) { return {a.m_q - b.m_q, a.m_r - b.m_r}; }
    friend constexpr Hex operator-(Hex a) { return {-a.m_q, -a.m_r}; }
    friend constexpr Hex operator*(Hex a, int k) { return {a.m_q * k, a.m_r * k}; }

private:
    int m_q = 0;
    int m_r = 0;
};

/** The axial step of one direction. */
constexpr Hex step(HexDirection d)
{
    constexpr std::array<Hex, 6> steps {
        Hex(0, -1), Hex(1, -1), Hex(1, 0), Hex(0, 1), Hex(-1, 1), Hex(-1, 0)};
    return steps[static_cast<std::size_t>(index(d))];
}

constexpr Hex neighbor(Hex h, HexDirection d) { return h + step(d); }

/** Hexes between a and b, not counting a and counting b: adjacent hexes are at distance 1. */
constexpr int distance(Hex a, Hex b)
{
    const Hex v = a - b;
    const int dq = v.q() < 0 ? -v.q() : v.q();
    const int dr = v.r() < 0 ? -v.r() : v.r();
    const int ds = v.s() < 0 ? -v.s() : v.s();
    return dq > dr ? (dq > ds ? dq : ds) : (dr > ds ? dr : ds);
}

constexpr bool adjacent(Hex a, Hex b) { return distance(a, b) == 1; }

/** The direction from a to an adjacent b; throws hexfire::Error when they are not adjacent. */
HexDirection directionTo(Hex a, Hex b);

/** The hexes at exactly radius from center, clockwise; ring(c, 0) is {c}. */
std::vector<Hex> ring(Hex center, int radius);

/** Every hex within radius of center (center first, then ring by ring). */
std::vector<Hex> range(Hex center, int radius);

/**
 * The hexes a straight line from a to b passes through, a and b included, by cube rounding of
 * evenly spaced points. A quick walk for previews; LOS verdicts come from the exact LosEngine.
 */
std::vector<Hex> line(Hex a, Hex b);

/** The hex containing fractional axial coordinates (cube rounding). */
Hex roundToHex(double q, double r);

namespace detail {
std::string hexText(Hex h);
}

/**
 * "Hex(q,r)". A template accepting exactly Hex so that a test's non-template
 * `char *toString(const Hex &)` (QTest's printing hook for QCOMPARE) wins overload resolution
 * instead of being ambiguous with this function.
 */
template <std::same_as<Hex> H> std::string toString(H h) { return detail::hexText(h); }

} // namespace hexfire

template <> struct std::hash<hexfire::Hex> {
    std::size_t operator()(hexfire::Hex h) const noexcept
    {
        const auto q = static_cast<std::uint64_t>(static_cast<std::uint32_t>(h.q()));
        const auto r = static_cast<std::uint64_t>(static_cast<std::uint32_t>(h.r()));
        return std::hash<std::uint64_t> {}((q << 32) | r);
    }
};
