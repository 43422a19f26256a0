#include "core/los/losengine.h"

#include "core/error.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <iterator>
#include <limits>
#include <stdexcept>
#include <tuple>
#include <utility>

namespace hexfire {

namespace {

const LosReason endpointReason {
    "los.endpoint", "the firer's and target's own hexes never block", "REFERENCE 0.2"};
const LosReason offMapReason {"los.offmap", "off the map: nothing there to block", ""};

/** The direction index of a unit axial step, or -1. */
int directionOf(Hex delta)
{
    for (int i = 0; i < 6; ++i) {
        if (step(direction(i)) == delta)
            return i;
    }
    return -1;
}

/** distance(a, b) as half the cube coordinates' absolute sum: the same value; a trace is 3-4 %
 * faster with it than with distance()'s largest of three. */
inline int hexDistance(Hex a, Hex b)
{
    const Hex v = a - b;
    const unsigned sum = static_cast<unsigned>(std::abs(v.q()) + std::abs(v.r()) + std::abs(v.s()));
    return static_cast<int>(sum >> 1);
}

constexpr std::int64_t cross(Hex a, Hex b)
{
    return std::int64_t {a.q()} * b.r() - std::int64_t {a.r()} * b.q();
}

void accumulate(LosSideResult &side, const LosObstacle &o, int index)
{
    if (side.blocked)
        return;
    if (o.blocks()) {
        side.blocked = true;
        side.firstBlocker = index;
    } else if (o.effect == LosEffect::Hinder) {
        side.hindrance += o.hindrance;
    }
}

void addToSides(
    LosSideResult &left, LosSideResult &right, LosSide side, const LosObstacle &o, int index)
{
    if (side != LosSide::Right)
        accumulate(left, o, index);
    if (side != LosSide::Left)
        accumulate(right, o, index);
}

// Sinks receive the elements. The trace sink constructs each element in place, once: building it
// on the stack and copying it in cost more than the rest of the step (partial stores followed by
// wide loads stall store forwarding). The verdict sink needs only each obstacle and its side.
struct TraceSink {
    static constexpr bool detailed = true;
    LosTrace &trace;
    int count = 0;
    template <class... Fields> void add(LosSide side, const LosObstacle &obstacle, Fields... fields)
    {
#if defined(__cpp_aggregate_paren_init)
        trace.elements.emplace_back(fields...);
#else
        // Without parenthesized aggregate initialisation (clang before 16): a temporary moved in.
        trace.elements.push_back(LosElement {fields...});
#endif
        addToSides(trace.left, trace.right, side, obstacle, count++);
    }
    bool done() const { return false; }
};

struct VerdictSink {
    static constexpr bool detailed = false;
    bool strict = true;
    LosSideResult left;
    LosSideResult right;
    // The index only orders blockers in a trace; a verdict does not read it.
    void add(LosSide side, const LosObstacle &o) { addToSides(left, right, side, o, 0); }
    bool done() const
    {
        return (left.blocked && right.blocked) || (strict && (left.blocked || right.blocked));
    }
};

LosResult resultOf(const LosSideResult &side)
{
    if (side.blocked)
        return {LosVerdict::Blocked, 0};
    return {side.hindrance > 0 ? LosVerdict::Hindered : LosVerdict::Clear, side.hindrance};
}

/**
 * The verdict applyHexsidePolicy gives for these sides, without building a trace: strict takes the
 * worse side, lenient the better one (tst_los checks that the two agree on every line).
 */
LosResult combineSides(const LosSideResult &left, const LosSideResult &right, bool strict)
{
    if (left.blocked != right.blocked) {
        const bool useBlocked = strict;
        return resultOf(left.blocked == useBlocked ? left : right);
    }
    const bool leftWorse = left.hindrance > right.hindrance;
    return resultOf(leftWorse == strict ? left : right);
}

// visibleHexes' shadows. Both nudged lines meet only hexes and hexsides that the closed segment
// between the two centres touches. So when no hex or featured hexside that may obstruct lies in
// the target's direction nearer than the target, the line is clear without walking it. Nearer is
// by hex distance: the segment stays within the target's distance of the firer (hex distance is a
// norm), and every point of a hex lies within 2/3 of its centre's, so a hex a step further away
// than the target cannot touch the line. Likewise a line whose direction crosses the inside of a
// hex that always blocks, nearer than the target, is blocked on both nudged sides. Directions are
// compared by a pseudo-angle computed from exact integer coordinates with one division; every
// shadow is widened, and every wall narrowed, by far more than that division's rounding, so a
// direction is never taken for clear or blocked when it is not.
constexpr int shadowBins = 4096;
constexpr double shadowSlack = 1e-9;

/** A hex's corners, three times their offset from its centre, in axial (q, r). */
constexpr int cornerOffsets[6][2] = {{2, -1}, {1, 1}, {-1, 2}, {-2, 1}, {-1, -1}, {1, -2}};

/**
 * A stand-in for the angle of (a, b), not (0, 0): in [0, 4), increasing with the angle (a quarter
 * turn per unit). Axial coordinates are a linear image of the map, so their order of directions
 * around the firer is the map's (perhaps reversed, which changes nothing here).
 */
inline double pseudoAngle(double a, double b)
{
    if (b >= 0)
        return a >= 0 ? b / (a + b) : 1 + a / (a - b);
    return a < 0 ? 2 + b / (a + b) : 3 + a / (a - b);
}

int shadowBin(double angle)
{
    return std::min(static_cast<int>(angle * (shadowBins / 4.0)), shadowBins - 1);
}

/** The pseudo-angles of the corners of the hex at d from the firer. */
void outlineAngles(Hex d, double (&angles)[6])
{
    for (int c = 0; c < 6; ++c)
        angles[c]
            = pseudoAngle(3.0 * d.q() + cornerOffsets[c][0], 3.0 * d.r() + cornerOffsets[c][1]);
}

/**
 * The directions a convex outline not holding the origin covers, from its corners' pseudo-angles:
 * less than half a turn (2), from the smallest to the largest. Corners further apart than that lie
 * on both sides of angle 0: those before it are counted a turn on, so that the range runs past 4.
 */
template <std::size_t N> std::pair<double, double> span(double (&angles)[N])
{
    auto [lo, hi] = std::minmax_element(std::begin(angles), std::end(angles));
    if (*hi - *lo > 2) {
        for (double &a : angles)
            a += a < 2 ? 4 : 0;
        std::tie(lo, hi) = std::minmax_element(std::begin(angles), std::end(angles));
    }
    return {*lo, *hi};
}

/** Calls f with the index of every bin an outline's directions touch, widened by the slack. */
template <std::size_t N, class F> void forEachBin(double (&angles)[N], F f)
{
    const auto [lo, hi] = span(angles);
    const int first = static_cast<int>(std::floor((lo - shadowSlack) * (shadowBins / 4.0)));
    const int last = static_cast<int>(std::floor((hi + shadowSlack) * (shadowBins / 4.0)));
    for (int i = first; i <= last; ++i)
        f(static_cast<std::size_t>((i + shadowBins) % shadowBins));
}

/**
 * Calls f with the index of every bin wholly inside the directions of a hex's outline, narrowed
 * by the slack: a line in such a direction crosses the hex's inside, not only its edge or corner.
 */
template <class F> void forEachInnerBin(double (&angles)[6], F f)
{
    const auto [lo, hi] = span(angles);
    const int first = static_cast<int>(std::ceil((lo + shadowSlack) * (shadowBins / 4.0)));
    const int end = static_cast<int>(std::floor((hi - shadowSlack) * (shadowBins / 4.0)));
    for (int i = first; i < end; ++i)
        f(static_cast<std::size_t>((i + shadowBins) % shadowBins));
}

} // namespace

void LosEngine::castShadows(Hex from, int fromCell, int fromLevel)
{
    const MapCoordinates &coordinates = m_map.coordinates();
    constexpr int dark = std::numeric_limits<int>::max();
    m_shadow.assign(shadowBins, dark);

    // The directions a target lies in, and how far: a firer on the map's edge looks along only
    // some of them. The line to a target leaves the map beyond the target through a hex on the
    // map's border, not the firer's own, so every target lies in a direction a border hex's
    // outline covers, and no further than that hex (a point of the outline is at most 2/3 further
    // than its centre, and distances are whole). m_wantedUpTo keeps, by bin, the furthest border
    // hex covering it (-1: none).
    m_wantedUpTo.assign(shadowBins, -1);
    int furthest = 0;
    const auto border = [&](int col, int row) {
        const int cell = m_cells.cellIndex(OffsetCoord {col, row});
        if (cell == fromCell)
            return;
        const Hex d = coordinates.toHex({col, row}) - from;
        const int distance = hexDistance(d, Hex());
        furthest = std::max(furthest, distance);
        double angles[6];
        outlineAngles(d, angles);
        forEachBin(
            angles, [&](std::size_t b) { m_wantedUpTo[b] = std::max(m_wantedUpTo[b], distance); });
    };
    const int width = coordinates.width();
    const int height = coordinates.height();
    for (int col = 0; col < width; ++col) {
        border(col, 0);
        if (height > 1)
            border(col, height - 1);
    }
    for (int row = 1; row + 1 < height; ++row) {
        border(0, row);
        if (width > 1)
            border(width - 1, row);
    }

    // Hexsides carrying a feature, nearest first; each is as near as its nearer hex.
    m_hexsides.clear();
    const auto &hexsides = m_map.hexsideFeatures();
    for (std::size_t i = 0; i < hexsides.size(); ++i) {
        const HexsideRef side = hexsides[i].side;
        const int distance = std::min(
            hexDistance(side.hex, from), hexDistance(neighbor(side.hex, side.direction), from));
        if (distance <= furthest)
            m_hexsides.push_back({static_cast<int>(i), distance});
    }
    std::sort(m_hexsides.begin(), m_hexsides.end(),
        [](const Obstructing &a, const Obstructing &b) { return a.distance < b.distance; });

    // Ring by ring from the firer, the hexes and hexsides that may obstruct darken the directions
    // they cover from their distance on (a bin already dark keeps its nearer one), and a hex that
    // always blocks walls off the directions that cross its inside. A bin is settled once walled
    // off (it is dark then too: nothing further changes a verdict there), or once the rings left
    // are further than any target in it. Once every bin is dark (its nearest obstruction found:
    // a bin still lit would pass its targets as clear), stopping is never wrong, only slower, as
    // a line no wall decides is walked: so the rings then stop when a few in a row wall nothing
    // off, as they would go on doing for rules that never say a hex always blocks. m_open and
    // m_openDark count, by the distance up to which they hold targets, the bins not yet walled off
    // and not yet dark.
    constexpr int ringsWithoutWall = 3;
    m_blocked.assign(shadowBins, dark);
    m_open.assign(static_cast<std::size_t>(furthest) + 1, 0);
    m_openDark.assign(static_cast<std::size_t>(furthest) + 1, 0);
    int unsettled = 0;
    for (const int upTo : m_wantedUpTo) {
        if (upTo >= 0) {
            ++m_open[static_cast<std::size_t>(upTo)];
            ++m_openDark[static_cast<std::size_t>(upTo)];
            ++unsettled;
        }
    }
    int lit = unsettled;
    int distance = 0;
    int lastWall = 0;
    const auto darken = [&](std::size_t b) {
        if (m_shadow[b] != dark)
            return;
        m_shadow[b] = distance;
        if (const int upTo = m_wantedUpTo[b]; upTo >= distance) {
            --m_openDark[static_cast<std::size_t>(upTo)];
            --lit;
        }
    };
    const auto wallOff = [&](std::size_t b) {
        if (m_blocked[b] != dark)
            return;
        m_blocked[b] = distance;
        if (const int upTo = m_wantedUpTo[b]; upTo >= distance) {
            --m_open[static_cast<std::size_t>(upTo)];
            --unsettled;
            lastWall = distance;
        }
    };
    std::size_t nextSide = 0;
    for (; distance <= furthest && unsettled > 0
         && (lit > 0 || distance <= lastWall + ringsWithoutWall);
         ++distance) {
        for (; nextSide < m_hexsides.size() && m_hexsides[nextSide].distance == distance;
             ++nextSide) {
            // Its two ends are the corners its hexes share.
            const HexsideRef side
                = hexsides[static_cast<std::size_t>(m_hexsides[nextSide].item)].side;
            const Hex a = side.hex - from;
            const Hex b = neighbor(side.hex, side.direction) - from;
            double angles[2];
            int found = 0;
            for (int i = 0; i < 6; ++i) {
                const int q = 3 * a.q() + cornerOffsets[i][0];
                const int r = 3 * a.r() + cornerOffsets[i][1];
                for (int j = 0; j < 6 && found < 2; ++j) {
                    if (q == 3 * b.q() + cornerOffsets[j][0]
                        && r == 3 * b.r() + cornerOffsets[j][1])
                        angles[found++] = pseudoAngle(q, r);
                }
            }
            if (found == 2) {
                forEachBin(angles, darken);
            } else { // not a hexside between neighbours: walk every line
                std::fill(m_shadow.begin(), m_shadow.end(), 0);
                std::fill(m_blocked.begin(), m_blocked.end(), dark);
                unsettled = 0;
            }
        }
        // The ring: from `distance` steps along D4, then `distance` steps along each direction in
        // turn, tracking the offset cell as the walks do.
        Hex h = from + step(HexDirection::D4) * distance;
        OffsetCoord at = coordinates.toOffset(h);
        for (int i = 0; i < 6 && distance > 0; ++i) {
            for (int j = 0; j < distance; ++j) {
                const int cell = m_cells.cellIndex(at);
                if (cell >= 0 && m_rules.mayObstruct(m_map, cell, fromLevel)) {
                    double angles[6];
                    outlineAngles(h - from, angles);
                    forEachBin(angles, darken);
                    if (m_rules.alwaysBlocks(m_map, cell, fromLevel))
                        forEachInnerBin(angles, wallOff);
                }
                at = m_cells.next(h, at, i);
                h = neighbor(h, direction(i));
            }
        }
        // Bins holding targets no further than this ring are settled.
        unsettled -= m_open[static_cast<std::size_t>(distance)];
        lit -= m_openDark[static_cast<std::size_t>(distance)];
    }
    // With nothing walled off, a target at least as far as every shadow is walked without
    // looking its direction up (rules that cannot tell darken every direction at once).
    m_walkFrom = lastWall > 0 ? std::numeric_limits<int>::max() : 0;
    for (std::size_t b = 0; lastWall == 0 && b < m_shadow.size(); ++b) {
        if (m_wantedUpTo[b] >= 0)
            m_walkFrom = std::max(m_walkFrom, m_shadow[b]);
    }
}

LosEngine::LosEngine(const MapGrid &map, const LosRules &rules)
    : m_map(map)
    , m_rules(rules)
    , m_cells(map.coordinates())
{ }

void LosEngine::startMerge(const LosWalk &walk)
{
    if (&walk != &m_rightWalk)
        m_rightWalk = walk;
    m_right.clear();
    m_right.push_back(walk.here());
    m_left.clear();
    m_merging = true;
}

void LosEngine::pullRight()
{
    bool corner = false;
    const int boundary = m_rightWalk.choose(corner);
    if (corner && !m_forked) {
        // Up to this corner both nudged lines are the same walk; from here on the left one
        // takes the other side of each corner.
        m_forked = true;
        m_leftWalk = m_rightWalk;
        m_leftWalk.flipNudge();
        m_left.assign(m_right.begin(), m_right.end());
    }
    m_rightWalk.take(boundary);
    m_right.push_back(m_rightWalk.here());
}

bool LosEngine::hasRight(std::size_t i)
{
    while (m_right.size() <= i) {
        if (m_rightWalk.finished())
            return false;
        pullRight();
    }
    return true;
}

bool LosEngine::hasLeft(std::size_t i)
{
    if (!m_forked) {
        const bool has = hasRight(i);
        if (!m_forked) // else the walk forked on the way: read the left walk's own steps
            return has;
    }
    while (m_left.size() <= i) {
        if (m_leftWalk.finished())
            return false;
        bool corner = false;
        m_leftWalk.take(m_leftWalk.choose(corner));
        m_left.push_back(m_leftWalk.here());
    }
    return true;
}

template <class Sink>
LosLineKind LosEngine::run(Hex from, int fromCell, Hex to, Levels levels, Sink &sink)
{
    const Hex d = to - from;
    const bool features = !m_map.hexsideFeatures().empty();
    // One context for the whole line: only the element's distances, contact and cell change.
    LosContext context {m_map, from, to, levels.firer, levels.target};

    // Inlined into the loop: most of a trace's time is spent per element, and a call here cost a
    // fifth of it in register saves.
    auto addHex = [&](LosElementKind kind, LosSide side, Hex h, int cell, bool throughCentre)
        __attribute__((always_inline))
    {
        const bool endpoint = kind == LosElementKind::Firer || kind == LosElementKind::Target;
        if constexpr (Sink::detailed) {
            const int fromFirer = hexDistance(from, h);
            const int fromTarget = hexDistance(to, h);
            LosObstacle obstacle {LosEffect::Clear, 0, &endpointReason};
            if (endpoint) {
            } else if (cell < 0) {
                obstacle.reason = &offMapReason;
            } else {
                context.fromFirer = fromFirer;
                context.fromTarget = fromTarget;
                context.contact = HexsideContact::Crossed;
                context.cell = cell;
                obstacle = m_rules.hexEffect(context, h);
            }
            sink.add(side, obstacle, kind, side, throughCentre, cell < 0, h, HexDirection::D0,
                std::string_view(), fromFirer, fromTarget, obstacle);
        } else {
            // The endpoints and hexes off the map are clear: nothing to add to either side.
            if (endpoint || cell < 0)
                return;
            context.fromFirer = hexDistance(from, h);
            context.fromTarget = hexDistance(to, h);
            context.contact = HexsideContact::Crossed;
            context.cell = cell;
            sink.add(side, m_rules.hexEffect(context, h));
        }
    };
    auto featureOf = [&](Hex h, int dir) -> std::string_view {
        if (m_map.contains(h))
            return m_map.hexsideFeature(h, direction(dir));
        const Hex other = neighbor(h, direction(dir));
        if (m_map.contains(other))
            return m_map.hexsideFeature(other, opposite(direction(dir)));
        return {};
    };
    auto addHexside = [&](LosElementKind kind, LosSide side, Hex h, int dir, Hex far) {
        if (!features)
            return;
        const std::string_view feature = featureOf(h, dir);
        if (feature.empty())
            return;
        context.fromFirer = std::min(distance(from, h), distance(from, far));
        context.fromTarget = std::min(distance(to, h), distance(to, far));
        context.contact = kind == LosElementKind::HexsideAlong ? HexsideContact::RunAlong
                                                               : HexsideContact::Crossed;
        context.cell = -1;
        const LosObstacle obstacle
            = m_rules.hexsideEffect(context, MapGrid::canonical(h, direction(dir)), feature);
        if constexpr (Sink::detailed) {
            // The feature is interned by the map when it was set: no lock, no copy.
            sink.add(side, obstacle, kind, side, false, false, h, direction(dir), feature,
                context.fromFirer, context.fromTarget, obstacle);
        } else {
            sink.add(side, obstacle);
        }
    };

    m_merging = false;
    m_forked = false;
    addHex(LosElementKind::Firer, LosSide::Both, from, fromCell, true);
    if (from == to)
        return LosLineKind::SameHex;
    bool spine = false;
    bool vertex = false;
    bool centresOnly = true;
    std::size_t i = 1;
    std::size_t j = 1;
    // Until the first corner one walk is both nudged lines: step it directly, without keeping its
    // steps. At a corner the merge below takes over: it forks the left walk there (pullRight) and
    // reads the steps from the one before the corner on.
    auto walkToCorner = [&](LosWalk & walk) __attribute__((always_inline))
    {
        walk.start(from, m_map.coordinates().toOffset(from), to, 1, m_cells);
        while (!sink.done() && !walk.finished()) {
            bool corner = false;
            const int boundary = walk.choose(corner);
            if (corner) {
                startMerge(walk);
                return;
            }
            const Hex previous = walk.current();
            walk.take(boundary);
            const Hex h = walk.current();
            if (features)
                addHexside(
                    LosElementKind::HexsideCrossed, LosSide::Both, previous, walk.entered(), h);
            const LosElementKind kind = h == to ? LosElementKind::Target : LosElementKind::Hex;
            const bool throughCentre = walk.throughCentre();
            if (kind == LosElementKind::Hex && !throughCentre)
                centresOnly = false;
            addHex(kind, LosSide::Both, h, walk.cell(), throughCentre);
        }
    };
    if constexpr (Sink::detailed) {
        // A trace walks the whole line, on a local walk: the element stores might alias the
        // member, which would then be stored and reloaded around every element.
        LosWalk walk;
        walkToCorner(walk);
    } else {
        // A verdict usually stops within a few hexes: not worth copying the walk.
        walkToCorner(m_rightWalk);
    }
    // Steps are copied out: pulling the next ones may move the walks' buffers.
    while (m_merging && !sink.done()) {
        if (!hasLeft(i) || !hasRight(j))
            break;
        const LosStep l = left(i);
        const LosStep r = right(j);
        if (l.hex == r.hex) {
            if (features) {
                const Hex lp = left(i - 1).hex;
                const Hex rp = right(j - 1).hex;
                if (lp == rp) {
                    addHexside(LosElementKind::HexsideCrossed, LosSide::Both, lp, l.entered, l.hex);
                } else {
                    addHexside(LosElementKind::HexsideCrossed, LosSide::Left, lp, l.entered, l.hex);
                    addHexside(
                        LosElementKind::HexsideCrossed, LosSide::Right, rp, r.entered, r.hex);
                }
            }
            // The walks reach the target together, as their last step.
            const LosElementKind kind = l.hex == to ? LosElementKind::Target : LosElementKind::Hex;
            const bool throughCentre = cross(d, l.hex - from) == 0;
            if (kind == LosElementKind::Hex && !throughCentre)
                centresOnly = false;
            addHex(kind, LosSide::Both, l.hex, l.cell, throughCentre);
            ++i;
            ++j;
            continue;
        }
        // The walks part only around a corner on the line; they meet again in the next hex.
        const Hex previous = left(i - 1).hex;
        if (hasLeft(i + 1) && left(i + 1).hex == r.hex) {
            vertex = true;
            addHexside(LosElementKind::HexsideCrossed, LosSide::Left, previous, l.entered, l.hex);
            addHex(LosElementKind::VertexTouch, LosSide::Left, l.hex, l.cell,
                cross(d, l.hex - from) == 0);
            ++i;
        } else if (hasRight(j + 1) && right(j + 1).hex == l.hex) {
            vertex = true;
            addHexside(LosElementKind::HexsideCrossed, LosSide::Right, previous, r.entered, r.hex);
            addHex(LosElementKind::VertexTouch, LosSide::Right, r.hex, r.cell,
                cross(d, r.hex - from) == 0);
            ++j;
        } else {
            if (!hasLeft(i + 1) || !hasRight(j + 1) || left(i + 1).hex != right(j + 1).hex)
                throw std::logic_error("LOS walks diverged beyond one corner");
            const int along = directionOf(r.hex - l.hex);
            if (along < 0)
                throw std::logic_error("LOS spine sides are not adjacent");
            spine = true;
            addHexside(LosElementKind::HexsideCrossed, LosSide::Left, previous, l.entered, l.hex);
            addHexside(LosElementKind::HexsideCrossed, LosSide::Right, previous, r.entered, r.hex);
            addHex(LosElementKind::SpineSide, LosSide::Left, l.hex, l.cell,
                cross(d, l.hex - from) == 0);
            addHex(LosElementKind::SpineSide, LosSide::Right, r.hex, r.cell,
                cross(d, r.hex - from) == 0);
            addHexside(LosElementKind::HexsideAlong, LosSide::Both, l.hex, along, r.hex);
            ++i;
            ++j;
        }
    }
    if (spine)
        return LosLineKind::Spine;
    if (vertex)
        return LosLineKind::VertexTouch;
    if (m_forked && !sink.done())
        throw std::logic_error("LOS walk met a corner but found no spine or vertex");
    return centresOnly ? LosLineKind::Axis : LosLineKind::Generic;
}

void LosEngine::trace(const LosQuery &query, LosTrace &out)
{
    int cells[2] = {};
    for (int end = 0; end < 2; ++end) {
        const Hex h = end == 0 ? query.from : query.to;
        cells[end] = m_map.coordinates().tryCellIndex(h);
        if (cells[end] < 0)
            throw Error("LOS " + std::string(end == 0 ? "from" : "to") + " hex " + m_map.label(h)
                + " is off the map; expected a hex on the " + std::to_string(m_map.width()) + "x"
                + std::to_string(m_map.height()) + " map");
    }
    out.firer = query.from;
    out.target = query.to;
    out.firerLevel = query.fromLevel.value_or(m_map.viewCell(cells[0]).elevation);
    out.targetLevel = query.toLevel.value_or(m_map.viewCell(cells[1]).elevation);
    out.policy = m_rules.hexsidePolicy();
    out.elements.clear();
    // A fresh trace would grow its list six times on a line of 30 hexes: about one and a half
    // elements a hex (the hexes, the hexsides and vertices between them), and the target.
    out.elements.reserve(static_cast<std::size_t>(distance(query.from, query.to)) * 3 / 2 + 4);
    out.left = {};
    out.right = {};
    TraceSink sink {out};
    out.lineKind = run(query.from, cells[0], query.to, {out.firerLevel, out.targetLevel}, sink);
    applyHexsidePolicy(out, out.ambiguous());
}

LosTrace LosEngine::trace(const LosQuery &query)
{
    LosTrace result;
    trace(query, result);
    return result;
}

int LosEngine::cellOrThrow(Hex h, const char *end) const
{
    const int cell = m_map.coordinates().tryCellIndex(h);
    if (cell < 0)
        throw Error("LOS " + std::string(end) + " hex " + m_map.label(h) + " is off the map");
    return cell;
}

LosResult LosEngine::verdictOnMap(
    Hex from, int fromCell, Hex to, Levels levels, HexsidePolicy policy)
{
    VerdictSink sink;
    sink.strict = policy == HexsidePolicy::Strict;
    run(from, fromCell, to, levels, sink);
    return combineSides(sink.left, sink.right, sink.strict);
}

LosResult LosEngine::verdict(const LosQuery &query)
{
    const int fromCell = cellOrThrow(query.from, "from");
    const int toCell = cellOrThrow(query.to, "to");
    const Levels levels {query.fromLevel.value_or(m_map.viewCell(fromCell).elevation),
        query.toLevel.value_or(m_map.viewCell(toCell).elevation)};
    return verdictOnMap(query.from, fromCell, query.to, levels, m_rules.hexsidePolicy());
}

void LosEngine::visibleHexes(Hex from, std::optional<int> fromLevel, std::vector<LosResult> &out)
{
    const MapCoordinates &coordinates = m_map.coordinates();
    const int fromCell = cellOrThrow(from, "from");
    Levels levels {fromLevel.value_or(m_map.viewCell(fromCell).elevation), 0};
    const HexsidePolicy policy = m_rules.hexsidePolicy();
    out.resize(static_cast<std::size_t>(m_map.hexCount()));
    castShadows(from, fromCell, levels.firer);
    int cell = 0;
    for (int row = 0; row < coordinates.height(); ++row) {
        for (int col = 0; col < coordinates.width(); ++col, ++cell) {
            const Hex to = coordinates.toHex({col, row});
            const Hex d = to - from;
            const int distance = hexDistance(d, Hex());
            if (cell != fromCell && distance < m_walkFrom) {
                // Clear when nothing that may obstruct lies in its direction nearer than it;
                // blocked when a hex that always blocks does, the line crossing its inside.
                const std::size_t bin
                    = static_cast<std::size_t>(shadowBin(pseudoAngle(d.q(), d.r())));
                if (m_shadow[bin] > distance) {
                    out[static_cast<std::size_t>(cell)] = LosResult {};
                    continue;
                }
                if (m_blocked[bin] < distance) {
                    out[static_cast<std::size_t>(cell)] = LosResult {LosVerdict::Blocked, 0};
                    continue;
                }
            }
            levels.target = m_map.viewCell(cell).elevation;
            out[static_cast<std::size_t>(cell)] = verdictOnMap(from, fromCell, to, levels, policy);
        }
    }
}

std::vector<LosResult> LosEngine::visibleHexes(Hex from, std::optional<int> fromLevel)
{
    std::vector<LosResult> out;
    visibleHexes(from, fromLevel, out);
    return out;
}

} // namespace hexfire
