#include "core/hex/hexlayout.h"

#include "core/error.h"

#include <cmath>
#include <numbers>

namespace hexfire {

namespace {
constexpr double sqrt3 = std::numbers::sqrt3;
}

HexLayout::HexLayout(Orientation orientation, double size, PointF origin)
    : m_orientation(orientation)
    , m_size(size)
    , m_origin(origin)
{
    if (!(size > 0.0) || !std::isfinite(size))
        throw Error("hex size must be a positive number, got " + std::to_string(size));
}

double HexLayout::centreSpacing() const { return sqrt3 * m_size; }

PointF HexLayout::centre(Hex h) const
{
    const double q = h.q();
    const double r = h.r();
    if (m_orientation == Orientation::FlatTop)
        return {m_origin.x + m_size * 1.5 * q, m_origin.y + m_size * sqrt3 * (r + q / 2.0)};
    return {m_origin.x + m_size * sqrt3 * (q + r / 2.0), m_origin.y + m_size * 1.5 * r};
}

Hex HexLayout::hexAt(PointF p) const
{
    const double x = (p.x - m_origin.x) / m_size;
    const double y = (p.y - m_origin.y) / m_size;
    if (m_orientation == Orientation::FlatTop)
        return roundToHex(2.0 / 3.0 * x, -1.0 / 3.0 * x + sqrt3 / 3.0 * y);
    return roundToHex(sqrt3 / 3.0 * x - 1.0 / 3.0 * y, 2.0 / 3.0 * y);
}

PointF HexLayout::corner(Hex h, int i) const
{
    const double degrees
        = 60.0 * (((i % 6) + 6) % 6) - (m_orientation == Orientation::PointyTop ? 30.0 : 0.0);
    const double a = degrees * std::numbers::pi / 180.0;
    const PointF c = centre(h);
    return {c.x + m_size * std::cos(a), c.y + m_size * std::sin(a)};
}

std::array<PointF, 6> HexLayout::polygon(Hex h) const
{
    std::array<PointF, 6> result;
    for (int i = 0; i < 6; ++i)
        result[static_cast<std::size_t>(i)] = corner(h, i);
    return result;
}

Segment HexLayout::hexside(Hex h, HexDirection d) const
{
    return {corner(h, index(d) + 4), corner(h, index(d) + 5)};
}

PointF HexLayout::vertex(Hex h, HexDirection d) const { return corner(h, index(d) + 5); }

std::string_view HexLayout::compassName(HexDirection d) const
{
    static constexpr std::array<std::string_view, 6> flat {"N", "NE", "SE", "S", "SW", "NW"};
    static constexpr std::array<std::string_view, 6> pointy {"NW", "NE", "E", "SE", "SW", "W"};
    const auto i = static_cast<std::size_t>(index(d));
    return m_orientation == Orientation::FlatTop ? flat[i] : pointy[i];
}

} // namespace hexfire
