#include "core/los/geometriclos.h"

#include "core/error.h"

#include <algorithm>
#include <boost/geometry.hpp>
#include <boost/geometry/geometries/box.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>
#include <boost/geometry/geometries/segment.hpp>
#include <boost/geometry/index/rtree.hpp>
#include <cmath>

namespace hexfire {

namespace bg = boost::geometry;
namespace bgi = boost::geometry::index;

namespace {

using BPoint = bg::model::d2::point_xy<double>;
using BPolygon = bg::model::polygon<BPoint>;
using BSegment = bg::model::segment<BPoint>;
using BBox = bg::model::box<BPoint>;
using BLine = bg::model::linestring<BPoint>;
using BMultiLine = bg::model::multi_linestring<BLine>;

// Lattice lines of interest stay at least ~1/(3 * length) hex sizes away from any corner they do
// not touch, so tolerances this small never decide a real case; they only absorb rounding.
constexpr double relativeTolerance = 1e-9;

BPoint toB(PointF p) { return {p.x, p.y}; }

BPolygon scaledPolygon(const std::array<PointF, 6> &corners, double factor)
{
    double cx = 0.0;
    double cy = 0.0;
    for (const PointF &p : corners) {
        cx += p.x / 6.0;
        cy += p.y / 6.0;
    }
    BPolygon polygon;
    for (const PointF &p : corners)
        polygon.outer().push_back({cx + (p.x - cx) * factor, cy + (p.y - cy) * factor});
    polygon.outer().push_back(polygon.outer().front());
    bg::correct(polygon);
    return polygon;
}

double size(const std::array<PointF, 6> &corners)
{
    return std::hypot(corners[0].x - corners[3].x, corners[0].y - corners[3].y) / 2.0;
}

double crossOf(PointF a, PointF b, PointF p)
{
    return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
}

// Screen y grows downwards, so a positive cross product is clockwise: right of the line.
LosSide sideOf(PointF a, PointF b, PointF p)
{
    return crossOf(a, b, p) > 0.0 ? LosSide::Right : LosSide::Left;
}

double projection(PointF a, PointF b, PointF p)
{
    const double dx = b.x - a.x;
    const double dy = b.y - a.y;
    return ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy);
}

} // namespace

struct GeometricLos::Index {
    bgi::rtree<std::pair<BBox, int>, bgi::quadratic<16>> tree;
};

GeometricLos::GeometricLos(const MapGrid &map, const LosRules &rules, HexLayout layout)
    : m_map(map)
    , m_rules(rules)
    , m_layout(layout)
    , m_index(std::make_unique<Index>())
{
    std::vector<std::pair<BBox, int>> boxes;
    for (int c = 0; c < map.hexCount(); ++c) {
        // Slightly grown, so that a segment running exactly along a box side is not lost to
        // rounding; classify() decides the real contact.
        const BPolygon polygon = scaledPolygon(
            m_layout.polygon(map.coordinates().hexAt(c)), 1.0 + 1e3 * relativeTolerance);
        boxes.emplace_back(bg::return_envelope<BBox>(polygon), c);
    }
    m_index->tree = decltype(m_index->tree)(boxes.begin(), boxes.end());
}

GeometricLos::~GeometricLos() = default;

HexContact GeometricLos::classify(const Segment &segment, const std::array<PointF, 6> &corners)
{
    const double tolerance = relativeTolerance * size(corners);
    const BSegment s {toB(segment.a), toB(segment.b)};
    if (bg::intersects(s, scaledPolygon(corners, 1.0 - relativeTolerance)))
        return HexContact::Interior;
    if (!bg::intersects(s, scaledPolygon(corners, 1.0 + relativeTolerance)))
        return HexContact::None;
    int onLine = 0;
    for (const PointF &p : corners) {
        if (bg::distance(toB(p), s) < tolerance * 10.0)
            ++onLine;
    }
    return onLine >= 2 ? HexContact::Edge : HexContact::Vertex;
}

void GeometricLos::collect(
    Hex from, Hex to, bool bruteForce, bool ordered, std::vector<GeometricHit> &out) const
{
    out.clear();
    const Segment segment {m_layout.centre(from), m_layout.centre(to)};
    auto consider = [&](Hex h) {
        const std::array<PointF, 6> corners = m_layout.polygon(h);
        const HexContact contact = classify(segment, corners);
        if (contact == HexContact::None)
            return;
        GeometricHit hit {h, contact, LosSide::Both, 0.0};
        if (contact != HexContact::Interior)
            hit.side = sideOf(segment.a, segment.b, m_layout.centre(h));
        if (!ordered) {
            out.push_back(hit);
            return;
        }
        if (contact == HexContact::Interior) {
            BMultiLine chord;
            BLine line {toB(segment.a), toB(segment.b)};
            bg::intersection(line, scaledPolygon(corners, 1.0), chord);
            double lo = 1.0;
            double hi = 0.0;
            for (const BLine &piece : chord) {
                for (const BPoint &p : piece) {
                    const double t = projection(segment.a, segment.b, {p.x(), p.y()});
                    lo = std::min(lo, t);
                    hi = std::max(hi, t);
                }
            }
            hit.t = (lo + hi) / 2.0;
        } else {
            // Midpoint of the corners on the line: a vertex, or the middle of the run.
            const double tolerance = relativeTolerance * size(corners) * 10.0;
            const BSegment s {toB(segment.a), toB(segment.b)};
            double sum = 0.0;
            int n = 0;
            for (const PointF &p : corners) {
                if (bg::distance(toB(p), s) < tolerance) {
                    sum += projection(segment.a, segment.b, p);
                    ++n;
                }
            }
            hit.t = n > 0 ? sum / n : projection(segment.a, segment.b, m_layout.centre(h));
        }
        out.push_back(hit);
    };
    if (bruteForce) {
        // Every hex is considered; those whose centre is more than a circumradius outside the
        // segment's bounding box cannot meet it and skip the polygon test.
        const double reach = m_layout.size() * (1.0 + 1e3 * relativeTolerance);
        const double minX = std::min(segment.a.x, segment.b.x) - reach;
        const double maxX = std::max(segment.a.x, segment.b.x) + reach;
        const double minY = std::min(segment.a.y, segment.b.y) - reach;
        const double maxY = std::max(segment.a.y, segment.b.y) + reach;
        for (int c = 0; c < m_map.hexCount(); ++c) {
            const Hex h = m_map.coordinates().hexAt(c);
            const PointF p = m_layout.centre(h);
            if (p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY)
                consider(h);
        }
    } else {
        const BSegment s {toB(segment.a), toB(segment.b)};
        // The query callback avoids a result vector per query.
        for (auto it = m_index->tree.qbegin(bgi::intersects(s)); it != m_index->tree.qend(); ++it)
            consider(m_map.coordinates().hexAt(it->second));
    }
    if (ordered)
        std::sort(out.begin(), out.end(),
            [](const GeometricHit &a, const GeometricHit &b) { return a.t < b.t; });
}

std::vector<GeometricHit> GeometricLos::hits(Hex from, Hex to, bool bruteForce) const
{
    for (const Hex h : {from, to}) {
        if (!m_map.contains(h))
            throw Error("LOS hex " + m_map.label(h) + " is off the map");
    }
    std::vector<GeometricHit> out;
    collect(from, to, bruteForce, true, out);
    return out;
}

LosResult GeometricLos::verdict(Hex from, Hex to) const
{
    for (const Hex h : {from, to}) {
        if (!m_map.contains(h))
            throw Error("LOS hex " + m_map.label(h) + " is off the map");
    }
    thread_local std::vector<GeometricHit> hitsBuffer;
    collect(from, to, false, false, hitsBuffer);
    const int firerLevel = m_map.elevation(from);
    const int targetLevel = m_map.elevation(to);
    LosTrace result;
    result.policy = m_rules.hexsidePolicy();
    auto apply = [&](LosSide side, const LosObstacle &o) {
        for (LosSideResult *s : {&result.left, &result.right}) {
            if ((side == LosSide::Left && s == &result.right)
                || (side == LosSide::Right && s == &result.left) || s->blocked)
                continue;
            if (o.blocks()) {
                s->blocked = true;
                s->firstBlocker = 0;
            } else if (o.effect == LosEffect::Hinder) {
                s->hindrance += o.hindrance;
            }
        }
    };
    for (const GeometricHit &hit : hitsBuffer) {
        if (hit.hex == from || hit.hex == to)
            continue;
        const LosContext context {m_map, from, to, firerLevel, targetLevel, distance(from, hit.hex),
            distance(to, hit.hex), HexsideContact::Crossed};
        apply(hit.side, m_rules.hexEffect(context, hit.hex));
    }
    const Segment segment {m_layout.centre(from), m_layout.centre(to)};
    const BSegment s {toB(segment.a), toB(segment.b)};
    const double tolerance = relativeTolerance * m_layout.size() * 10.0;
    for (const HexsideFeature &f : m_map.hexsideFeatures()) {
        const Segment side = m_layout.hexside(f.side.hex, f.side.direction);
        const BSegment e {toB(side.a), toB(side.b)};
        const bool aOn = bg::distance(toB(side.a), s) < tolerance;
        const bool bOn = bg::distance(toB(side.b), s) < tolerance;
        if (!aOn && !bOn && !bg::intersects(s, e))
            continue;
        LosSide which = LosSide::Both;
        HexsideContact contact = HexsideContact::Crossed;
        if (aOn && bOn)
            contact = HexsideContact::RunAlong;
        else if (aOn)
            which = sideOf(segment.a, segment.b, side.b);
        else if (bOn)
            which = sideOf(segment.a, segment.b, side.a);
        const Hex other = neighbor(f.side.hex, f.side.direction);
        const LosContext context {
            m_map,
            from,
            to,
            firerLevel,
            targetLevel,
            std::min(distance(from, f.side.hex), distance(from, other)),
            std::min(distance(to, f.side.hex), distance(to, other)),
            contact,
        };
        apply(which, m_rules.hexsideEffect(context, f.side, f.feature));
    }
    applyHexsidePolicy(result, !(result.left == result.right));
    return result.result();
}

} // namespace hexfire
